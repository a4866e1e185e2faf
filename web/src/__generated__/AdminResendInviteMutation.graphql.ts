/**
 * @generated SignedSource<<76b822df8c10f78bf88ea645b4fe97d2>>
 * @relayHash 28a4ede4d3cf37850800acdf78c18d5e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 28a4ede4d3cf37850800acdf78c18d5e

import { ConcreteRequest } from 'relay-runtime';
export type AdminResendInviteMutation$variables = {
  id: string;
};
export type AdminResendInviteMutation$data = {
  readonly resendInvite: {
    readonly invite: {
      readonly accepted: boolean;
      readonly created: any;
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
export type AdminResendInviteMutation = {
  response: AdminResendInviteMutation$data;
  variables: AdminResendInviteMutation$variables;
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
    "name": "resendInvite",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "created",
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
    "name": "AdminResendInviteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminResendInviteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "28a4ede4d3cf37850800acdf78c18d5e",
    "id": "28a4ede4d3cf37850800acdf78c18d5e",
    "metadata": {},
    "name": "AdminResendInviteMutation",
    "operationKind": "mutation",
    "text": "mutation AdminResendInviteMutation(\n  $id: ID!\n) {\n  resendInvite(id: $id) {\n    invite {\n      id\n      revoked\n      accepted\n      created\n    }\n    message\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "09d4ee94720221770394dab6f2655b19";

export default node;
