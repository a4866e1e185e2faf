/**
 * @generated SignedSource<<d0d3d46510c49aa5be8e6b8706e37f81>>
 * @relayHash 8e555442f34ae179fd7e67dfad967921
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8e555442f34ae179fd7e67dfad967921

import { ConcreteRequest } from 'relay-runtime';
export type TasksDueLinkQuery$variables = {
  today: any;
};
export type TasksDueLinkQuery$data = {
  readonly viewer: {
    readonly dueTasks: {
      readonly totalCount: number;
    };
    readonly id: string;
  } | null | undefined;
};
export type TasksDueLinkQuery = {
  response: TasksDueLinkQuery$data;
  variables: TasksDueLinkQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "today"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
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
        "alias": "dueTasks",
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 1
          },
          {
            "kind": "Variable",
            "name": "today",
            "variableName": "today"
          },
          {
            "kind": "Literal",
            "name": "view",
            "value": "DUE"
          }
        ],
        "concreteType": "LeadTaskConnection",
        "kind": "LinkedField",
        "name": "tasks",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
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
    "name": "TasksDueLinkQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TasksDueLinkQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8e555442f34ae179fd7e67dfad967921",
    "id": "8e555442f34ae179fd7e67dfad967921",
    "metadata": {},
    "name": "TasksDueLinkQuery",
    "operationKind": "query",
    "text": "query TasksDueLinkQuery(\n  $today: Date!\n) {\n  viewer {\n    id\n    dueTasks: tasks(view: DUE, today: $today, first: 1) {\n      totalCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "948ab533688309fbbf940a4237860be9";

export default node;
