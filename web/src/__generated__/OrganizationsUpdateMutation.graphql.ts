/**
 * @generated SignedSource<<975409e97b3fe68304c4f90d7bf1a043>>
 * @relayHash cfd5bb4a3340eea14cf36196bfa86ca6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cfd5bb4a3340eea14cf36196bfa86ca6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BusinessType = "EPC_MEMBER" | "SALES_AFFILIATE" | "%future added value";
export type UpdateManagedOrganizationInput = {
  businessType?: BusinessType | null | undefined;
  description?: string | null | undefined;
  id: string;
  logo?: any | null | undefined;
  name?: string | null | undefined;
  removeLogo?: boolean | null | undefined;
};
export type OrganizationsUpdateMutation$variables = {
  input: UpdateManagedOrganizationInput;
};
export type OrganizationsUpdateMutation$data = {
  readonly updateManagedOrganization: {
    readonly message: string | null | undefined;
    readonly organization: {
      readonly " $fragmentSpreads": FragmentRefs<"OrganizationScreen_organization">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type OrganizationsUpdateMutation = {
  response: OrganizationsUpdateMutation$data;
  variables: OrganizationsUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "messages",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
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
    "name": "OrganizationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ManagedOrganizationPayload",
        "kind": "LinkedField",
        "name": "updateManagedOrganization",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ManagedOrganization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrganizationScreen_organization"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganizationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ManagedOrganizationPayload",
        "kind": "LinkedField",
        "name": "updateManagedOrganization",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ManagedOrganization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
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
              (v5/*:: as any*/),
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
                  (v4/*:: as any*/),
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
                  (v5/*:: as any*/),
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
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cfd5bb4a3340eea14cf36196bfa86ca6",
    "id": "cfd5bb4a3340eea14cf36196bfa86ca6",
    "metadata": {},
    "name": "OrganizationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation OrganizationsUpdateMutation(\n  $input: UpdateManagedOrganizationInput!\n) {\n  updateManagedOrganization(input: $input) {\n    message\n    organization {\n      ...OrganizationScreen_organization\n      id\n    }\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n\nfragment AccessCard_organization on ManagedOrganization {\n  id\n  name\n  status\n  hasSuperAdmins\n}\n\nfragment DetailsCard_organization on ManagedOrganization {\n  id\n  name\n  businessType\n  logo {\n    url\n  }\n}\n\nfragment HistoryCard_organization on ManagedOrganization {\n  history {\n    id\n    action\n    actorName\n    createdAt\n    fromName\n    toName\n    memberEmail\n    membershipType\n    businessType\n    reason\n  }\n}\n\nfragment OrganizationScreen_organization on ManagedOrganization {\n  id\n  databaseId\n  organizationId\n  name\n  businessType\n  status\n  deactivatedAt\n  deactivatedByName\n  membersCount\n  activeMembersCount\n  leadsCount\n  ...DetailsCard_organization\n  ...AccessCard_organization\n  ...HistoryCard_organization\n}\n"
  }
};
})();

(node as any).hash = "96838698c2eeefeedfafc214a6703526";

export default node;
