/**
 * @generated SignedSource<<003b5f37197395bf676af463fefe1d9d>>
 * @relayHash 60116a525dd101f3c9a9c78b8b57bdf3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60116a525dd101f3c9a9c78b8b57bdf3

import { ConcreteRequest } from 'relay-runtime';
export type taskMutationsDoneMutation$variables = {
  done: boolean;
  id: string;
};
export type taskMutationsDoneMutation$data = {
  readonly setTaskDone: {
    readonly message: string | null | undefined;
    readonly task: {
      readonly done: boolean;
      readonly doneAt: any | null | undefined;
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type taskMutationsDoneMutation = {
  response: taskMutationsDoneMutation$data;
  variables: taskMutationsDoneMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "done"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "done",
        "variableName": "done"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "TaskPayload",
    "kind": "LinkedField",
    "name": "setTaskDone",
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LeadTask",
        "kind": "LinkedField",
        "name": "task",
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
            "name": "done",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "doneAt",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "taskMutationsDoneMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "taskMutationsDoneMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "60116a525dd101f3c9a9c78b8b57bdf3",
    "id": "60116a525dd101f3c9a9c78b8b57bdf3",
    "metadata": {},
    "name": "taskMutationsDoneMutation",
    "operationKind": "mutation",
    "text": "mutation taskMutationsDoneMutation(\n  $id: ID!\n  $done: Boolean!\n) {\n  setTaskDone(id: $id, done: $done) {\n    message\n    userErrors {\n      field\n      messages\n    }\n    task {\n      id\n      done\n      doneAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "df556a215e6553709651bfb0b9284fcd";

export default node;
