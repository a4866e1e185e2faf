/**
 * @generated SignedSource<<c351c81e5e4fc4d07c5d6c8123ed8184>>
 * @relayHash 45ca5732f36b08a333e0282c97eceab8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45ca5732f36b08a333e0282c97eceab8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationScreenQuery$variables = {
  databaseId: number;
};
export type OrganizationScreenQuery$data = {
  readonly managedOrganization: {
    readonly " $fragmentSpreads": FragmentRefs<"OrganizationScreen_organization">;
  } | null | undefined;
};
export type OrganizationScreenQuery = {
  response: OrganizationScreenQuery$data;
  variables: OrganizationScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "databaseId"
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
  "args": null,
  "kind": "ScalarField",
  "name": "businessType",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganizationScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ManagedOrganization",
        "kind": "LinkedField",
        "name": "managedOrganization",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrganizationScreen_organization"
          }
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
    "name": "OrganizationScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ManagedOrganization",
        "kind": "LinkedField",
        "name": "managedOrganization",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
            "name": "organizationId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          (v3/*:: as any*/),
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
            "name": "deactivatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deactivatedByName",
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
            "name": "activeMembersCount",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasSuperAdmins",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OrganizationHistoryEntry",
            "kind": "LinkedField",
            "name": "history",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "action",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "actorName",
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
                "kind": "ScalarField",
                "name": "fromName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "toName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "memberEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "membershipType",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
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
    "cacheID": "45ca5732f36b08a333e0282c97eceab8",
    "id": "45ca5732f36b08a333e0282c97eceab8",
    "metadata": {},
    "name": "OrganizationScreenQuery",
    "operationKind": "query",
    "text": "query OrganizationScreenQuery(\n  $databaseId: Int!\n) {\n  managedOrganization(databaseId: $databaseId) {\n    ...OrganizationScreen_organization\n    id\n  }\n}\n\nfragment AccessCard_organization on ManagedOrganization {\n  id\n  name\n  status\n  hasSuperAdmins\n}\n\nfragment DetailsCard_organization on ManagedOrganization {\n  id\n  name\n  businessType\n  logo {\n    url\n  }\n}\n\nfragment HistoryCard_organization on ManagedOrganization {\n  history {\n    id\n    action\n    actorName\n    createdAt\n    fromName\n    toName\n    memberEmail\n    membershipType\n    businessType\n    reason\n  }\n}\n\nfragment OrganizationScreen_organization on ManagedOrganization {\n  id\n  databaseId\n  organizationId\n  name\n  businessType\n  status\n  deactivatedAt\n  deactivatedByName\n  membersCount\n  activeMembersCount\n  leadsCount\n  ...DetailsCard_organization\n  ...AccessCard_organization\n  ...HistoryCard_organization\n}\n"
  }
};
})();

(node as any).hash = "280aab1d7650242ea0f1926ffaf10e99";

export default node;
