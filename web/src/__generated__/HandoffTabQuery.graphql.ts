/**
 * @generated SignedSource<<377a0ecafdf485da98bdc09a8549d2f4>>
 * @relayHash fde4a34d8755e1eb2256053431655883
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fde4a34d8755e1eb2256053431655883

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HandoffTabQuery$variables = {
  databaseId: number;
  withEpcs: boolean;
};
export type HandoffTabQuery$data = {
  readonly handoff: {
    readonly " $fragmentSpreads": FragmentRefs<"HandoffPanel_handoff">;
  } | null | undefined;
  readonly handoffEpcOrganizations?: ReadonlyArray<{
    readonly databaseId: number;
    readonly name: string;
  }> | null | undefined;
};
export type HandoffTabQuery = {
  response: HandoffTabQuery$data;
  variables: HandoffTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "databaseId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withEpcs"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "leadDatabaseId",
    "variableName": "databaseId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v5 = {
  "condition": "withEpcs",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "HandoffOrganization",
      "kind": "LinkedField",
      "name": "handoffEpcOrganizations",
      "plural": true,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    }
  ]
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HandoffTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Handoff",
        "kind": "LinkedField",
        "name": "handoff",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HandoffPanel_handoff"
          }
        ],
        "storageKey": null
      },
      (v5/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HandoffTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Handoff",
        "kind": "LinkedField",
        "name": "handoff",
        "plural": false,
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
            "selections": (v4/*:: as any*/),
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
              (v3/*:: as any*/)
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
                "selections": (v4/*:: as any*/),
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
                  (v2/*:: as any*/),
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
        "storageKey": null
      },
      (v5/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "fde4a34d8755e1eb2256053431655883",
    "id": "fde4a34d8755e1eb2256053431655883",
    "metadata": {},
    "name": "HandoffTabQuery",
    "operationKind": "query",
    "text": "query HandoffTabQuery(\n  $databaseId: Int!\n  $withEpcs: Boolean!\n) {\n  handoff(leadDatabaseId: $databaseId) {\n    ...HandoffPanel_handoff\n    id\n  }\n  handoffEpcOrganizations @include(if: $withEpcs) {\n    databaseId\n    name\n  }\n}\n\nfragment HandoffPanel_handoff on Handoff {\n  id\n  leadId\n  leadName\n  ready\n  ppaSignedAt\n  ppaSignerName\n  viewerSide\n  viewerCanWork\n  viewerCanHandOff\n  epcOrganization {\n    databaseId\n    name\n  }\n  handedAt\n  handedByName\n  sellerOrganization {\n    name\n  }\n  progress {\n    done\n    total\n  }\n  steps {\n    kind\n    label\n    dueDate\n    doneDate\n    note\n    updatedAt\n    updatedByName\n    owner {\n      databaseId\n      name\n    }\n  }\n  packet {\n    customerName\n    customerEmail\n    customerPhone\n    siteAddress\n    systemSizeKw\n    documents {\n      databaseId\n      type\n      signedAt\n      signerName\n      url\n    }\n  }\n  assignableUsers {\n    databaseId\n    name\n    organizationName\n  }\n}\n"
  }
};
})();

(node as any).hash = "45843583766cce866bd855160bb49fa3";

export default node;
