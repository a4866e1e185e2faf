/**
 * @generated SignedSource<<7b9c88d2c82a44d353edc64cd033dc02>>
 * @relayHash 9b4ff1e59faa831bd2304d4984c06689
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9b4ff1e59faa831bd2304d4984c06689

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManagedOrganizationOrder = "CREATED" | "CREATED_DESC" | "LEADS" | "LEADS_DESC" | "MEMBERS" | "MEMBERS_DESC" | "NAME" | "NAME_DESC" | "%future added value";
export type OrganizationStatus = "ACTIVE" | "DEACTIVATED" | "%future added value";
export type OrganizationsScreenQuery$variables = {
  orderBy?: ManagedOrganizationOrder | null | undefined;
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  status?: OrganizationStatus | null | undefined;
};
export type OrganizationsScreenQuery$data = {
  readonly managedOrganizations: {
    readonly totalCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"OrganizationsTable_organizations">;
  };
};
export type OrganizationsScreenQuery = {
  response: OrganizationsScreenQuery$data;
  variables: OrganizationsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pageSize"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v5 = [
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  },
  {
    "kind": "Variable",
    "name": "pageSize",
    "variableName": "pageSize"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  },
  {
    "kind": "Variable",
    "name": "status",
    "variableName": "status"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganizationsScreenQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": {
          "alias": null,
          "args": (v5/*:: as any*/),
          "concreteType": "ManagedOrganizationConnection",
          "kind": "LinkedField",
          "name": "managedOrganizations",
          "plural": false,
          "selections": [
            (v6/*:: as any*/),
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "OrganizationsTable_organizations"
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
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OrganizationsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "ManagedOrganizationConnection",
        "kind": "LinkedField",
        "name": "managedOrganizations",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
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
            "concreteType": "ManagedOrganizationEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ManagedOrganization",
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
                    "name": "businessType",
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
                    "name": "membersCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "leadsCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "File",
                    "kind": "LinkedField",
                    "name": "logo",
                    "plural": false,
                    "selections": [
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
    "cacheID": "9b4ff1e59faa831bd2304d4984c06689",
    "id": "9b4ff1e59faa831bd2304d4984c06689",
    "metadata": {},
    "name": "OrganizationsScreenQuery",
    "operationKind": "query",
    "text": "query OrganizationsScreenQuery(\n  $search: String\n  $status: OrganizationStatus\n  $orderBy: ManagedOrganizationOrder\n  $page: Int!\n  $pageSize: Int!\n) {\n  managedOrganizations(search: $search, status: $status, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n    totalCount\n    ...OrganizationsTable_organizations\n  }\n}\n\nfragment OrganizationsTable_organizations on ManagedOrganizationConnection {\n  totalCount\n  pageInfo {\n    page\n    pageSize\n  }\n  edges {\n    node {\n      id\n      databaseId\n      name\n      businessType\n      status\n      membersCount\n      leadsCount\n      createdAt\n      logo {\n        url\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6010581de756bbd07c8490f7d6cf1553";

export default node;
