/**
 * @generated SignedSource<<053b0f06974ba84ce60e1c36306c111f>>
 * @relayHash 69e05e69c85893e5899a20bc32d71723
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69e05e69c85893e5899a20bc32d71723

import { ConcreteRequest } from 'relay-runtime';
export type BulkEnrichmentStatus = "COMPLETED" | "FAILED" | "PENDING" | "PROCESSING" | "%future added value";
export type AdminProspectDetailsScreenQuery$variables = {
  databaseId: number;
  page: number;
  pageSize: number;
};
export type AdminProspectDetailsScreenQuery$data = {
  readonly prospectBulkEnrichment: {
    readonly error: string | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly properties: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly address: string;
          readonly buildingSize: number | null | undefined;
          readonly ownerType: string | null | undefined;
          readonly propertyUse: string | null | undefined;
          readonly totalAssessedValue: number | null | undefined;
        };
      }>;
      readonly pageInfo: {
        readonly page: number;
        readonly pageSize: number;
      };
      readonly totalCount: number;
    };
    readonly propertiesCount: number | null | undefined;
    readonly status: BulkEnrichmentStatus;
  } | null | undefined;
};
export type AdminProspectDetailsScreenQuery = {
  response: AdminProspectDetailsScreenQuery$data;
  variables: AdminProspectDetailsScreenQuery$variables;
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
    "name": "page"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pageSize"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "databaseId",
        "variableName": "databaseId"
      }
    ],
    "concreteType": "ProspectBulkEnrichment",
    "kind": "LinkedField",
    "name": "prospectBulkEnrichment",
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
        "name": "name",
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
        "name": "error",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "propertiesCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "page",
            "variableName": "page"
          },
          {
            "kind": "Variable",
            "name": "pageSize",
            "variableName": "pageSize"
          }
        ],
        "concreteType": "ProspectPropertyConnection",
        "kind": "LinkedField",
        "name": "properties",
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
            "concreteType": "ProspectPropertyEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ProspectProperty",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "address",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ownerType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "propertyUse",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "buildingSize",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalAssessedValue",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminProspectDetailsScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminProspectDetailsScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "69e05e69c85893e5899a20bc32d71723",
    "id": "69e05e69c85893e5899a20bc32d71723",
    "metadata": {},
    "name": "AdminProspectDetailsScreenQuery",
    "operationKind": "query",
    "text": "query AdminProspectDetailsScreenQuery(\n  $databaseId: Int!\n  $page: Int!\n  $pageSize: Int!\n) {\n  prospectBulkEnrichment(databaseId: $databaseId) {\n    id\n    name\n    status\n    error\n    propertiesCount\n    properties(page: $page, pageSize: $pageSize) {\n      totalCount\n      pageInfo {\n        page\n        pageSize\n      }\n      edges {\n        node {\n          address\n          ownerType\n          propertyUse\n          buildingSize\n          totalAssessedValue\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "13575a3447907e2f54f5f030db24e4f5";

export default node;
