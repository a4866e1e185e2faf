/**
 * @generated SignedSource<<3e4695e1c7312a38c739a35dcbf61fd7>>
 * @relayHash eb400d841efc74c40523d504b910bdd9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb400d841efc74c40523d504b910bdd9

import { ConcreteRequest } from 'relay-runtime';
export type useResetLinkCheckQuery$variables = {
  token: string;
};
export type useResetLinkCheckQuery$data = {
  readonly passwordResetLink: {
    readonly message: string | null | undefined;
    readonly valid: boolean;
  } | null | undefined;
};
export type useResetLinkCheckQuery = {
  response: useResetLinkCheckQuery$data;
  variables: useResetLinkCheckQuery$variables;
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
    "concreteType": "PasswordResetLink",
    "kind": "LinkedField",
    "name": "passwordResetLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "valid",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
    "name": "useResetLinkCheckQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResetLinkCheckQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "eb400d841efc74c40523d504b910bdd9",
    "id": "eb400d841efc74c40523d504b910bdd9",
    "metadata": {},
    "name": "useResetLinkCheckQuery",
    "operationKind": "query",
    "text": "query useResetLinkCheckQuery(\n  $token: String!\n) {\n  passwordResetLink(token: $token) {\n    valid\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "d65e4e024275b809de5c39712cf2f156";

export default node;
