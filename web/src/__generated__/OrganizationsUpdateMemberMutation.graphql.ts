/**
 * @generated SignedSource<<fd7dd5c4828021a6687e2d4999e26045>>
 * @relayHash a3c7371bda89eeb7fbeb4bffc748cbef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3c7371bda89eeb7fbeb4bffc748cbef

import { ConcreteRequest } from 'relay-runtime';
export type MembershipType = "ADMIN" | "MEMBER" | "%future added value";
export type UpdateOrganizationMemberInput = {
  active?: boolean | null | undefined;
  membershipType?: MembershipType | null | undefined;
  organizationId: string;
  userId: string;
};
export type OrganizationsUpdateMemberMutation$variables = {
  input: UpdateOrganizationMemberInput;
};
export type OrganizationsUpdateMemberMutation$data = {
  readonly updateOrganizationMember: {
    readonly member: {
      readonly active: boolean;
      readonly deactivatedAt: any | null | undefined;
      readonly id: string;
      readonly membershipType: MembershipType;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type OrganizationsUpdateMemberMutation = {
  response: OrganizationsUpdateMemberMutation$data;
  variables: OrganizationsUpdateMemberMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "OrganizationMemberPayload",
    "kind": "LinkedField",
    "name": "updateOrganizationMember",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OrganizationMember",
        "kind": "LinkedField",
        "name": "member",
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
            "name": "deactivatedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
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
    "name": "OrganizationsUpdateMemberMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganizationsUpdateMemberMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a3c7371bda89eeb7fbeb4bffc748cbef",
    "id": "a3c7371bda89eeb7fbeb4bffc748cbef",
    "metadata": {},
    "name": "OrganizationsUpdateMemberMutation",
    "operationKind": "mutation",
    "text": "mutation OrganizationsUpdateMemberMutation(\n  $input: UpdateOrganizationMemberInput!\n) {\n  updateOrganizationMember(input: $input) {\n    message\n    member {\n      id\n      membershipType\n      active\n      deactivatedAt\n    }\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "25ac043a932ab86ff7f530fc7f9dbca1";

export default node;
