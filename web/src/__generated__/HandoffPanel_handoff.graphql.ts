/**
 * @generated SignedSource<<66b8fbe835fc76ba6d84b33f2ff994bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HandoffSide = "EPC" | "SELLER" | "%future added value";
export type HandoffStepKind = "INSTALL_SCHEDULED" | "INTERCONNECTION" | "PERMITS" | "PTO" | "SITE_SURVEY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HandoffPanel_handoff$data = {
  readonly assignableUsers: ReadonlyArray<{
    readonly databaseId: number;
    readonly name: string;
    readonly organizationName: string | null | undefined;
  }>;
  readonly epcOrganization: {
    readonly databaseId: number;
    readonly name: string;
  } | null | undefined;
  readonly handedAt: any | null | undefined;
  readonly handedByName: string | null | undefined;
  readonly id: string;
  readonly leadId: string;
  readonly leadName: string;
  readonly packet: {
    readonly customerEmail: string | null | undefined;
    readonly customerName: string | null | undefined;
    readonly customerPhone: string | null | undefined;
    readonly documents: ReadonlyArray<{
      readonly databaseId: number;
      readonly signedAt: any | null | undefined;
      readonly signerName: string | null | undefined;
      readonly type: string;
      readonly url: string;
    }>;
    readonly siteAddress: string | null | undefined;
    readonly systemSizeKw: number | null | undefined;
  };
  readonly ppaSignedAt: any | null | undefined;
  readonly ppaSignerName: string | null | undefined;
  readonly progress: {
    readonly done: number;
    readonly total: number;
  };
  readonly ready: boolean;
  readonly sellerOrganization: {
    readonly name: string;
  } | null | undefined;
  readonly steps: ReadonlyArray<{
    readonly doneDate: any | null | undefined;
    readonly dueDate: any | null | undefined;
    readonly kind: HandoffStepKind;
    readonly label: string;
    readonly note: string;
    readonly owner: {
      readonly databaseId: number;
      readonly name: string;
    } | null | undefined;
    readonly updatedAt: any | null | undefined;
    readonly updatedByName: string | null | undefined;
  }>;
  readonly viewerCanHandOff: boolean;
  readonly viewerCanWork: boolean;
  readonly viewerSide: HandoffSide;
  readonly " $fragmentType": "HandoffPanel_handoff";
};
export type HandoffPanel_handoff$key = {
  readonly " $data"?: HandoffPanel_handoff$data;
  readonly " $fragmentSpreads": FragmentRefs<"HandoffPanel_handoff">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HandoffPanel_handoff",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "leadId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "leadName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ready",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ppaSignedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ppaSignerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerSide",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanWork",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanHandOff",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HandoffOrganization",
      "kind": "LinkedField",
      "name": "epcOrganization",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "handedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "handedByName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HandoffOrganization",
      "kind": "LinkedField",
      "name": "sellerOrganization",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HandoffProgress",
      "kind": "LinkedField",
      "name": "progress",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "done",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HandoffStep",
      "kind": "LinkedField",
      "name": "steps",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "doneDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "updatedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "updatedByName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HandoffPerson",
          "kind": "LinkedField",
          "name": "owner",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HandoffPacket",
      "kind": "LinkedField",
      "name": "packet",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "customerName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "customerEmail",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "customerPhone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "siteAddress",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "systemSizeKw",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HandoffDocument",
          "kind": "LinkedField",
          "name": "documents",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "type",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "signedAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "signerName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HandoffPerson",
      "kind": "LinkedField",
      "name": "assignableUsers",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "organizationName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Handoff",
  "abstractKey": null
};
})();

(node as any).hash = "ff9ef47dd289427f4df355b422a04fad";

export default node;
