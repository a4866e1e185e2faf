/**
 * @generated SignedSource<<5b57c60c75000ee298a33c5f5d3ed426>>
 * @relayHash 760ba82fa379b6d0af60dae827bf58fc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 760ba82fa379b6d0af60dae827bf58fc

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminProspectUploadScreenQuery$variables = {
  page: number;
  pageSize: number;
};
export type AdminProspectUploadScreenQuery$data = {
  readonly prospectBulkEnrichments: {
    readonly " $fragmentSpreads": FragmentRefs<"EnrichmentScreens_prospectFiles">;
  };
};
export type AdminProspectUploadScreenQuery = {
  response: AdminProspectUploadScreenQuery$data;
  variables: AdminProspectUploadScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  },
  {
    "kind": "Variable",
    "name": "pageSize",
    "variableName": "pageSize"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminProspectUploadScreenQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": {
          "alias": null,
          "args": (v1/*:: as any*/),
          "concreteType": "ProspectBulkEnrichmentConnection",
          "kind": "LinkedField",
          "name": "prospectBulkEnrichments",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "EnrichmentScreens_prospectFiles"
            }
          ],
          "storageKey": null
        },
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminProspectUploadScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProspectBulkEnrichmentConnection",
        "kind": "LinkedField",
        "name": "prospectBulkEnrichments",
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
            "concreteType": "ProspectBulkEnrichmentEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ProspectBulkEnrichment",
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
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
                    "name": "path",
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
                    "concreteType": "EnrichmentRequester",
                    "kind": "LinkedField",
                    "name": "requestedBy",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "firstName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastName",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "submissionDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "propertiesCount",
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
    ]
  },
  "params": {
    "cacheID": "760ba82fa379b6d0af60dae827bf58fc",
    "id": "760ba82fa379b6d0af60dae827bf58fc",
    "metadata": {},
    "name": "AdminProspectUploadScreenQuery",
    "operationKind": "query",
    "text": "query AdminProspectUploadScreenQuery(\n  $page: Int!\n  $pageSize: Int!\n) {\n  prospectBulkEnrichments(page: $page, pageSize: $pageSize) {\n    ...EnrichmentScreens_prospectFiles\n  }\n}\n\nfragment EnrichmentScreens_prospectFiles on ProspectBulkEnrichmentConnection {\n  totalCount\n  pageInfo {\n    page\n    pageSize\n  }\n  edges {\n    node {\n      id\n      databaseId\n      name\n      path\n      status\n      error\n      requestedBy {\n        firstName\n        lastName\n      }\n      submissionDate\n      propertiesCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f48c2521cb3178aa92e34ea5003a580e";

export default node;
