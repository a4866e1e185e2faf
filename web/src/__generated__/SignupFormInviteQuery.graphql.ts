/**
 * @generated SignedSource<<e518b4b7eff66780453473c4dc7cd266>>
 * @relayHash 93ec0fa1dc45309d590596c4ea3d2e5a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93ec0fa1dc45309d590596c4ea3d2e5a

import { ConcreteRequest } from 'relay-runtime';
export type SignupFormInviteQuery$variables = {
  token: string;
};
export type SignupFormInviteQuery$data = {
  readonly invite: {
    readonly email: string;
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
    "cacheID": "93ec0fa1dc45309d590596c4ea3d2e5a",
    "id": "93ec0fa1dc45309d590596c4ea3d2e5a",
    "metadata": {},
    "name": "SignupFormInviteQuery",
    "operationKind": "query",
    "text": "query SignupFormInviteQuery(\n  $token: String!\n) {\n  invite(token: $token) {\n    email\n    organizationName\n  }\n}\n"
  }
};
})();

(node as any).hash = "60533a045bd1776046b723ec4fcc5476";

export default node;
