/**
 * @generated SignedSource<<4f43dc06c47d0da462616b59a0936c65>>
 * @relayHash 05d02a18343214fbc893b6566a3862e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05d02a18343214fbc893b6566a3862e3

import { ConcreteRequest } from 'relay-runtime';
export type TasksScreenQuery$variables = {
  today: any;
};
export type TasksScreenQuery$data = {
  readonly viewer: {
    readonly done: {
      readonly totalCount: number;
    };
    readonly overdue: {
      readonly totalCount: number;
    };
    readonly today: {
      readonly totalCount: number;
    };
    readonly upcoming: {
      readonly totalCount: number;
    };
  } | null | undefined;
};
export type TasksScreenQuery = {
  response: TasksScreenQuery$data;
  variables: TasksScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "today"
  }
],
v1 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v2 = {
  "kind": "Variable",
  "name": "today",
  "variableName": "today"
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v4 = {
  "alias": "overdue",
  "args": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "kind": "Literal",
      "name": "view",
      "value": "OVERDUE"
    }
  ],
  "concreteType": "LeadTaskConnection",
  "kind": "LinkedField",
  "name": "tasks",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v5 = {
  "alias": "today",
  "args": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "kind": "Literal",
      "name": "view",
      "value": "TODAY"
    }
  ],
  "concreteType": "LeadTaskConnection",
  "kind": "LinkedField",
  "name": "tasks",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v6 = {
  "alias": "upcoming",
  "args": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "kind": "Literal",
      "name": "view",
      "value": "UPCOMING"
    }
  ],
  "concreteType": "LeadTaskConnection",
  "kind": "LinkedField",
  "name": "tasks",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v7 = {
  "alias": "done",
  "args": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "kind": "Literal",
      "name": "view",
      "value": "DONE"
    }
  ],
  "concreteType": "LeadTaskConnection",
  "kind": "LinkedField",
  "name": "tasks",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TasksScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
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
    "name": "TasksScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
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
    "cacheID": "05d02a18343214fbc893b6566a3862e3",
    "id": "05d02a18343214fbc893b6566a3862e3",
    "metadata": {},
    "name": "TasksScreenQuery",
    "operationKind": "query",
    "text": "query TasksScreenQuery(\n  $today: Date!\n) {\n  viewer {\n    overdue: tasks(view: OVERDUE, today: $today, first: 1) {\n      totalCount\n    }\n    today: tasks(view: TODAY, today: $today, first: 1) {\n      totalCount\n    }\n    upcoming: tasks(view: UPCOMING, today: $today, first: 1) {\n      totalCount\n    }\n    done: tasks(view: DONE, today: $today, first: 1) {\n      totalCount\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7021c5f66745dcbaa47485227ce1cc60";

export default node;
