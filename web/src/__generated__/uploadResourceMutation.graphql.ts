/**
 * @generated SignedSource<<e6ad7c41b218b10bbd2f042d37c85625>>
 * @relayHash 3ca61acafc2aa8c3a263a0fd3175784d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ca61acafc2aa8c3a263a0fd3175784d

import { ConcreteRequest } from 'relay-runtime';
export type uploadResourceMutation$variables = {
  file: any;
};
export type uploadResourceMutation$data = {
  readonly uploadResource: {
    readonly message: string | null | undefined;
    readonly resource: {
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type uploadResourceMutation = {
  response: uploadResourceMutation$data;
  variables: uploadResourceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "file"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "file",
        "variableName": "file"
      }
    ],
    "concreteType": "UploadResourcePayload",
    "kind": "LinkedField",
    "name": "uploadResource",
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
        "concreteType": "Resource",
        "kind": "LinkedField",
        "name": "resource",
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
    "name": "uploadResourceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "uploadResourceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3ca61acafc2aa8c3a263a0fd3175784d",
    "id": "3ca61acafc2aa8c3a263a0fd3175784d",
    "metadata": {},
    "name": "uploadResourceMutation",
    "operationKind": "mutation",
    "text": "mutation uploadResourceMutation(\n  $file: Upload!\n) {\n  uploadResource(file: $file) {\n    message\n    resource {\n      id\n    }\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1d65e59c0d8e3a04f561dfb95f7af0ce";

export default node;
