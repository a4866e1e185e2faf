/**
 * @generated SignedSource<<4f306678708248745ab3c8de7094965d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AgreementStatus = "EXECUTED" | "SENT" | "SIGNED" | "VIEWED" | "VOIDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AgreementsTable_adminAgreements$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly agreementTypeLabel: string;
      readonly countersignDue: boolean;
      readonly countersignedAt: any | null | undefined;
      readonly countersignerName: string | null | undefined;
      readonly databaseId: number;
      readonly id: string;
      readonly lead: {
        readonly databaseId: number;
        readonly name: string;
      };
      readonly leadCancelled: boolean;
      readonly leadName: string | null | undefined;
      readonly recipient: {
        readonly email: string | null | undefined;
        readonly name: string | null | undefined;
      } | null | undefined;
      readonly sendMessage: string | null | undefined;
      readonly sentAt: any | null | undefined;
      readonly signed: boolean;
      readonly signedDatetime: any | null | undefined;
      readonly signerName: string | null | undefined;
      readonly status: AgreementStatus;
      readonly superseded: boolean;
      readonly viewedAt: any | null | undefined;
      readonly voidedAt: any | null | undefined;
      readonly voidedByName: string | null | undefined;
    };
  }>;
  readonly pageInfo: {
    readonly page: number;
    readonly pageSize: number;
  };
  readonly totalCount: number;
  readonly " $fragmentType": "AgreementsTable_adminAgreements";
};
export type AgreementsTable_adminAgreements$key = {
  readonly " $data"?: AgreementsTable_adminAgreements$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgreementsTable_adminAgreements">;
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgreementsTable_adminAgreements",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PageInfo",
      "kind": "LinkedField",
      "name": "pageInfo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "page",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pageSize",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AgreementEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Agreement",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "signed",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "superseded",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "agreementTypeLabel",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "signedDatetime",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sentAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "viewedAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "voidedAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "voidedByName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "AgreementRecipient",
              "kind": "LinkedField",
              "name": "recipient",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "email",
                  "storageKey": null
                }
              ],
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
              "name": "countersignDue",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "countersignedAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "countersignerName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sendMessage",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "leadCancelled",
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
              "concreteType": "Lead",
              "kind": "LinkedField",
              "name": "lead",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AgreementConnection",
  "abstractKey": null
};
})();

(node as any).hash = "74c364d31151d5455e9c2b54ab036895";

export default node;
