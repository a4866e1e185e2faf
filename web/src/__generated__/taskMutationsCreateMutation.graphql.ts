/**
 * @generated SignedSource<<59fd6699fb7b3b9c64b7aa47dda0f4e1>>
 * @relayHash 73535b17e7ea0f9b434d42dd3975a8d4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 73535b17e7ea0f9b434d42dd3975a8d4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TaskKind = "CALL" | "EMAIL" | "OTHER" | "SITE_VISIT" | "%future added value";
export type CreateTaskInput = {
  assigneeId?: string | null | undefined;
  dueDate: any;
  dueTime?: string | null | undefined;
  kind: TaskKind;
  leadId: string;
  note?: string | null | undefined;
};
export type taskMutationsCreateMutation$variables = {
  input: CreateTaskInput;
};
export type taskMutationsCreateMutation$data = {
  readonly createTask: {
    readonly message: string | null | undefined;
    readonly task: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"TaskItem_task">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type taskMutationsCreateMutation = {
  response: taskMutationsCreateMutation$data;
  variables: taskMutationsCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "taskMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TaskPayload",
        "kind": "LinkedField",
        "name": "createTask",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LeadTask",
            "kind": "LinkedField",
            "name": "task",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TaskItem_task"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "taskMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TaskPayload",
        "kind": "LinkedField",
        "name": "createTask",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LeadTask",
            "kind": "LinkedField",
            "name": "task",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dueDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dueTime",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "note",
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
                "name": "leadName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "leadDatabaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanChange",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadAssignee",
                "kind": "LinkedField",
                "name": "assignee",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "73535b17e7ea0f9b434d42dd3975a8d4",
    "id": "73535b17e7ea0f9b434d42dd3975a8d4",
    "metadata": {},
    "name": "taskMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation taskMutationsCreateMutation(\n  $input: CreateTaskInput!\n) {\n  createTask(input: $input) {\n    message\n    userErrors {\n      field\n      messages\n    }\n    task {\n      id\n      ...TaskItem_task\n    }\n  }\n}\n\nfragment TaskItem_task on LeadTask {\n  id\n  kind\n  dueDate\n  dueTime\n  note\n  done\n  leadName\n  leadDatabaseId\n  viewerCanChange\n  assignee {\n    userId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "9cb3a5b8a8d06c8046eb45a252187395";

export default node;
