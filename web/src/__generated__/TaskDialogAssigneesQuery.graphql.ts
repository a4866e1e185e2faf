/**
 * @generated SignedSource<<93f63425cf8d3bd2cca24c54dbf39d7e>>
 * @relayHash 5ad3670c5aee3a60a8689adefe3a0512
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ad3670c5aee3a60a8689adefe3a0512

import { ConcreteRequest } from 'relay-runtime';
export type TaskDialogAssigneesQuery$variables = {
  databaseId: number;
};
export type TaskDialogAssigneesQuery$data = {
  readonly lead: {
    readonly taskAssignees: ReadonlyArray<{
      readonly name: string | null | undefined;
      readonly userId: string;
    }>;
  } | null | undefined;
};
export type TaskDialogAssigneesQuery = {
  response: TaskDialogAssigneesQuery$data;
  variables: TaskDialogAssigneesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "databaseId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "LeadAssignee",
  "kind": "LinkedField",
  "name": "taskAssignees",
  "plural": true,
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TaskDialogAssigneesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Lead",
        "kind": "LinkedField",
        "name": "lead",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TaskDialogAssigneesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Lead",
        "kind": "LinkedField",
        "name": "lead",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5ad3670c5aee3a60a8689adefe3a0512",
    "id": "5ad3670c5aee3a60a8689adefe3a0512",
    "metadata": {},
    "name": "TaskDialogAssigneesQuery",
    "operationKind": "query",
    "text": "query TaskDialogAssigneesQuery(\n  $databaseId: Int!\n) {\n  lead(databaseId: $databaseId) {\n    taskAssignees {\n      userId\n      name\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "f5316e53f31701c98100abc470e67a01";

export default node;
