/**
 * @generated SignedSource<<d09ab8b9de122c27795d57ce776fd0d2>>
 * @relayHash 04546f118fcb3739c6ef7e3043f07c3e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04546f118fcb3739c6ef7e3043f07c3e

import { ConcreteRequest } from 'relay-runtime';
export type BulkEnrichmentStatus = "COMPLETED" | "FAILED" | "PENDING" | "PROCESSING" | "%future added value";
export type OwnerType = "NON_OWNER_TENANT" | "OWNER_REPRESENTATIVE" | "PROPERTY_OWNER" | "%future added value";
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
          readonly businessName: string | null | undefined;
          readonly ownerType: OwnerType | null | undefined;
          readonly placed: boolean;
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
                    "name": "placed",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "businessName",
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
    "cacheID": "04546f118fcb3739c6ef7e3043f07c3e",
    "id": "04546f118fcb3739c6ef7e3043f07c3e",
    "metadata": {},
    "name": "AdminProspectDetailsScreenQuery",
    "operationKind": "query",
    "text": "query AdminProspectDetailsScreenQuery(\n  $databaseId: Int!\n  $page: Int!\n  $pageSize: Int!\n) {\n  prospectBulkEnrichment(databaseId: $databaseId) {\n    id\n    name\n    status\n    error\n    propertiesCount\n    properties(page: $page, pageSize: $pageSize) {\n      totalCount\n      pageInfo {\n        page\n        pageSize\n      }\n      edges {\n        node {\n          address\n          placed\n          ownerType\n          propertyUse\n          buildingSize\n          totalAssessedValue\n          businessName\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "39cedd5e46aa17bcbf7f054273a10a99";

export default node;
