/**
 * @generated SignedSource<<7e61b0415553a50ea366e93c1a84dd22>>
 * @relayHash 4a129e6b288566da755d844df886f570
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a129e6b288566da755d844df886f570

import { ConcreteRequest } from 'relay-runtime';
export type SignupFormInviteQuery$variables = {
  token: string;
};
export type SignupFormInviteQuery$data = {
  readonly invite: {
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly organizationName: string | null | undefined;
  } | null | undefined;
};
export type SignupFormInviteQuery = {
  response: SignupFormInviteQuery$data;
  variables: SignupFormInviteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "InviteOffer",
    "kind": "LinkedField",
    "name": "invite",
    "plural": false,
    "selections": [
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
        "name": "organizationName",
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
    "name": "SignupFormInviteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignupFormInviteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4a129e6b288566da755d844df886f570",
    "id": "4a129e6b288566da755d844df886f570",
    "metadata": {},
    "name": "SignupFormInviteQuery",
    "operationKind": "query",
    "text": "query SignupFormInviteQuery(\n  $token: String!\n) {\n  invite(token: $token) {\n    email\n    firstName\n    lastName\n    organizationName\n  }\n}\n"
  }
};
})();

(node as any).hash = "79efd30afaebada1cd843f4c41f2fd60";

export default node;
