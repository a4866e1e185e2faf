/**
 * @generated SignedSource<<575ccca57259c2416b26956217c66dba>>
 * @relayHash a1eee75f7349ed3aa17cef3bdec769d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a1eee75f7349ed3aa17cef3bdec769d5

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
    "cacheID": "a1eee75f7349ed3aa17cef3bdec769d5",
    "id": "a1eee75f7349ed3aa17cef3bdec769d5",
    "metadata": {},
    "name": "uploadResourceMutation",
    "operationKind": "mutation",
    "text": "mutation uploadResourceMutation(\n  $file: File!\n) {\n  uploadResource(file: $file) {\n    message\n    resource {\n      id\n    }\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f0a914984e88514b22cc89a5b78567d5";

export default node;
