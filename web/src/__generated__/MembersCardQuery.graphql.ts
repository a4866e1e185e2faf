/**
 * @generated SignedSource<<99c48e35349a2d60ed1e8a6597157dee>>
 * @relayHash def3b7cadee179c70883c429b8f8c363
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID def3b7cadee179c70883c429b8f8c363

import { ConcreteRequest } from 'relay-runtime';
export type MembershipType = "ADMIN" | "MEMBER" | "%future added value";
export type UserType = "ADMIN" | "REGULAR_USER" | "SUPER_ADMIN" | "VIEWER_ADMIN" | "%future added value";
export type MembersCardQuery$variables = {
  databaseId: number;
  pageSize: number;
};
export type MembersCardQuery$data = {
  readonly managedOrganization: {
    readonly members: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly active: boolean;
          readonly databaseId: number;
          readonly email: string;
          readonly firstName: string;
          readonly id: string;
          readonly lastActiveAt: any | null | undefined;
          readonly lastName: string;
          readonly membershipType: MembershipType;
          readonly userId: string;
          readonly userType: UserType;
        };
      }>;
      readonly totalCount: number;
    };
  } | null | undefined;
};
export type MembersCardQuery = {
  response: MembersCardQuery$data;
  variables: MembersCardQuery$variables;
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
    "name": "pageSize"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "page",
      "value": 1
    },
    {
      "kind": "Variable",
      "name": "pageSize",
      "variableName": "pageSize"
    }
  ],
  "concreteType": "OrganizationMemberConnection",
  "kind": "LinkedField",
  "name": "members",
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
      "concreteType": "OrganizationMemberEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "OrganizationMember",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "userId",
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
              "name": "firstName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "userType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "membershipType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "active",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastActiveAt",
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MembersCardQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ManagedOrganization",
        "kind": "LinkedField",
        "name": "managedOrganization",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MembersCardQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ManagedOrganization",
        "kind": "LinkedField",
        "name": "managedOrganization",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "def3b7cadee179c70883c429b8f8c363",
    "id": "def3b7cadee179c70883c429b8f8c363",
    "metadata": {},
    "name": "MembersCardQuery",
    "operationKind": "query",
    "text": "query MembersCardQuery(\n  $databaseId: Int!\n  $pageSize: Int!\n) {\n  managedOrganization(databaseId: $databaseId) {\n    members(page: 1, pageSize: $pageSize) {\n      totalCount\n      edges {\n        node {\n          id\n          userId\n          databaseId\n          firstName\n          lastName\n          email\n          userType\n          membershipType\n          active\n          lastActiveAt\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "793c7342f3026952eaa8e85e71c8cf2e";

export default node;
