/**
 * @generated SignedSource<<636f42ebfb5f533880d56c101e08a434>>
 * @relayHash 64b7d70d966659aacc644b48e06db22d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 64b7d70d966659aacc644b48e06db22d

import { ConcreteRequest } from 'relay-runtime';
export type BusinessType = "EPC_MEMBER" | "SALES_AFFILIATE" | "%future added value";
export type InviteType = "ORGANIZATION" | "USER" | "%future added value";
export type CreateInviteInput = {
  businessType?: BusinessType | null | undefined;
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  name?: string | null | undefined;
  organizationId?: string | null | undefined;
  organizationName?: string | null | undefined;
  type: InviteType;
};
export type AdminCreateInviteMutation$variables = {
  input: CreateInviteInput;
};
export type AdminCreateInviteMutation$data = {
  readonly createInvite: {
    readonly invite: {
      readonly id: string;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type AdminCreateInviteMutation = {
  response: AdminCreateInviteMutation$data;
  variables: AdminCreateInviteMutation$variables;
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
    "concreteType": "CreateInvitePayload",
    "kind": "LinkedField",
    "name": "createInvite",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Invite",
        "kind": "LinkedField",
        "name": "invite",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
    "name": "AdminCreateInviteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminCreateInviteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "64b7d70d966659aacc644b48e06db22d",
    "id": "64b7d70d966659aacc644b48e06db22d",
    "metadata": {},
    "name": "AdminCreateInviteMutation",
    "operationKind": "mutation",
    "text": "mutation AdminCreateInviteMutation(\n  $input: CreateInviteInput!\n) {\n  createInvite(input: $input) {\n    invite {\n      id\n    }\n    message\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2f31cd217ae04ba8e75575d5b57f34ae";

export default node;
