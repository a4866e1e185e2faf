/**
 * @generated SignedSource<<efcbb018b48302e986de5d91d6bbec30>>
 * @relayHash e913b93810d4e94d45d7e034bf377afe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e913b93810d4e94d45d7e034bf377afe

import { ConcreteRequest } from 'relay-runtime';
export type HandedToUsQuery$variables = {
  first: number;
};
export type HandedToUsQuery$data = {
  readonly handedLeads: {
    readonly items: ReadonlyArray<{
      readonly cancelled: boolean;
      readonly epcOrganization: {
        readonly name: string;
      };
      readonly handedAt: any | null | undefined;
      readonly leadDatabaseId: number;
      readonly leadName: string;
      readonly nextDue: any | null | undefined;
      readonly progress: {
        readonly done: number;
        readonly total: number;
      };
      readonly sellerOrganizationName: string;
      readonly siteAddress: string | null | undefined;
    }>;
    readonly totalCount: number;
  } | null | undefined;
};
export type HandedToUsQuery = {
  response: HandedToUsQuery$data;
  variables: HandedToUsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      }
    ],
    "concreteType": "HandedLeadList",
    "kind": "LinkedField",
    "name": "handedLeads",
    "plural": false,
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
        "concreteType": "HandedLead",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "leadDatabaseId",
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
            "name": "siteAddress",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sellerOrganizationName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "HandoffOrganization",
            "kind": "LinkedField",
            "name": "epcOrganization",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
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
            "name": "cancelled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nextDue",
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
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HandedToUsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HandedToUsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e913b93810d4e94d45d7e034bf377afe",
    "id": "e913b93810d4e94d45d7e034bf377afe",
    "metadata": {},
    "name": "HandedToUsQuery",
    "operationKind": "query",
    "text": "query HandedToUsQuery(\n  $first: Int!\n) {\n  handedLeads(first: $first) {\n    totalCount\n    items {\n      leadDatabaseId\n      leadName\n      siteAddress\n      sellerOrganizationName\n      epcOrganization {\n        name\n      }\n      handedAt\n      cancelled\n      nextDue\n      progress {\n        done\n        total\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5c0ca6c916b5806e0a5b083bd47b4384";

export default node;
