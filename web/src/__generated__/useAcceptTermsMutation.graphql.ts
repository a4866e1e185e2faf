/**
 * @generated SignedSource<<9b502f43903baec3994528d4f46687c8>>
 * @relayHash 1257d6b902e72a830c9b0ad9cafb89c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1257d6b902e72a830c9b0ad9cafb89c0

import { ConcreteRequest } from 'relay-runtime';
export type useAcceptTermsMutation$variables = Record<PropertyKey, never>;
export type useAcceptTermsMutation$data = {
  readonly acceptTerms: {
    readonly message: string | null | undefined;
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type useAcceptTermsMutation = {
  response: useAcceptTermsMutation$data;
  variables: useAcceptTermsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "StatusPayload",
    "kind": "LinkedField",
    "name": "acceptTerms",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAcceptTermsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAcceptTermsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "1257d6b902e72a830c9b0ad9cafb89c0",
    "id": "1257d6b902e72a830c9b0ad9cafb89c0",
    "metadata": {},
    "name": "useAcceptTermsMutation",
    "operationKind": "mutation",
    "text": "mutation useAcceptTermsMutation {\n  acceptTerms {\n    ok\n    message\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4f223bb2ff475ff4adb162b78c0b48ac";

export default node;
