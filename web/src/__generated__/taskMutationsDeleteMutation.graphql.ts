/**
 * @generated SignedSource<<f9ea7e92d9851c313168c63d1ce2c592>>
 * @relayHash e4e94bf1b2ef1d3c6fa668877b38446f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4e94bf1b2ef1d3c6fa668877b38446f

import { ConcreteRequest } from 'relay-runtime';
export type taskMutationsDeleteMutation$variables = {
  id: string;
};
export type taskMutationsDeleteMutation$data = {
  readonly deleteTask: {
    readonly deletedTaskId: string | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type taskMutationsDeleteMutation = {
  response: taskMutationsDeleteMutation$data;
  variables: taskMutationsDeleteMutation$variables;
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
    "concreteType": "DeleteTaskPayload",
    "kind": "LinkedField",
    "name": "deleteTask",
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
        "kind": "ScalarField",
        "name": "deletedTaskId",
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
    "name": "taskMutationsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "taskMutationsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e4e94bf1b2ef1d3c6fa668877b38446f",
    "id": "e4e94bf1b2ef1d3c6fa668877b38446f",
    "metadata": {},
    "name": "taskMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation taskMutationsDeleteMutation(\n  $id: ID!\n) {\n  deleteTask(id: $id) {\n    message\n    deletedTaskId\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d793efb7e94e64086c3e8ce1eb713936";

export default node;
