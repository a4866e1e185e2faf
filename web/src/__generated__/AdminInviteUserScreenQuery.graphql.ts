/**
 * @generated SignedSource<<490bbbbc6e96999e839ec7201e7aae9e>>
 * @relayHash b49b8d0ac76d49a86e7940f77734cb21
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b49b8d0ac76d49a86e7940f77734cb21

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminInviteUserScreenQuery$variables = {
  page: number;
  pageSize: number;
  withOrganizations: boolean;
};
export type AdminInviteUserScreenQuery$data = {
  readonly invites: {
    readonly " $fragmentSpreads": FragmentRefs<"InvitesTable_invites">;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"InviteForm_viewer">;
  } | null | undefined;
};
export type AdminInviteUserScreenQuery = {
  response: AdminInviteUserScreenQuery$data;
  variables: AdminInviteUserScreenQuery$variables;
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
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withOrganizations"
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
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Organization",
  "kind": "LinkedField",
  "name": "organization",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminInviteUserScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": [
              {
                "kind": "Variable",
                "name": "withOrganizations",
                "variableName": "withOrganizations"
              }
            ],
            "kind": "FragmentSpread",
            "name": "InviteForm_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "kind": "RequiredField",
        "field": {
          "alias": null,
          "args": (v1/*:: as any*/),
          "concreteType": "InviteConnection",
          "kind": "LinkedField",
          "name": "invites",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "InvitesTable_invites"
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
    "name": "AdminInviteUserScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isSuperAdmin",
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "condition": "withOrganizations",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "assignableOrganizations",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ]
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InviteConnection",
        "kind": "LinkedField",
        "name": "invites",
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
            "concreteType": "InviteEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Invite",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
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
                    "name": "businessType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "organizationName",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "accepted",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "revoked",
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
    "cacheID": "b49b8d0ac76d49a86e7940f77734cb21",
    "id": "b49b8d0ac76d49a86e7940f77734cb21",
    "metadata": {},
    "name": "AdminInviteUserScreenQuery",
    "operationKind": "query",
    "text": "query AdminInviteUserScreenQuery(\n  $page: Int!\n  $pageSize: Int!\n  $withOrganizations: Boolean!\n) {\n  viewer {\n    ...InviteForm_viewer_3Q22Hr\n    id\n  }\n  invites(page: $page, pageSize: $pageSize) {\n    ...InvitesTable_invites\n  }\n}\n\nfragment InviteForm_viewer_3Q22Hr on Viewer {\n  isSuperAdmin\n  organization {\n    name\n    id\n  }\n  assignableOrganizations @include(if: $withOrganizations) {\n    id\n    name\n  }\n}\n\nfragment InvitesTable_invites on InviteConnection {\n  totalCount\n  pageInfo {\n    page\n    pageSize\n  }\n  edges {\n    node {\n      id\n      email\n      name\n      type\n      businessType\n      organizationName\n      organization {\n        name\n        id\n      }\n      accepted\n      revoked\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2ff336e6981197569b8fbf1937378b8c";

export default node;
