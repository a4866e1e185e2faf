/**
 * @generated SignedSource<<0df47378df1c7810c9794ba4092afb38>>
 * @relayHash 841b9218733d01a39e6036ee7093de7d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 841b9218733d01a39e6036ee7093de7d

import { ConcreteRequest } from 'relay-runtime';
export type AdminRevokeInviteMutation$variables = {
  id: string;
};
export type AdminRevokeInviteMutation$data = {
  readonly revokeInvite: {
    readonly invite: {
      readonly accepted: boolean;
      readonly id: string;
      readonly revoked: boolean;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type AdminRevokeInviteMutation = {
  response: AdminRevokeInviteMutation$data;
  variables: AdminRevokeInviteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "InviteActionPayload",
    "kind": "LinkedField",
    "name": "revokeInvite",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "revoked",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accepted",
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
    "name": "AdminRevokeInviteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminRevokeInviteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "841b9218733d01a39e6036ee7093de7d",
    "id": "841b9218733d01a39e6036ee7093de7d",
    "metadata": {},
    "name": "AdminRevokeInviteMutation",
    "operationKind": "mutation",
    "text": "mutation AdminRevokeInviteMutation(\n  $id: ID!\n) {\n  revokeInvite(id: $id) {\n    invite {\n      id\n      revoked\n      accepted\n    }\n    message\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b3d77e86f66ad0b02c550788d1b88758";

export default node;
