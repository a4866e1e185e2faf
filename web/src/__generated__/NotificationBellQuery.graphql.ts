/**
 * @generated SignedSource<<555c3ed2961f9e1f9d84d361940eada2>>
 * @relayHash aa5c97be7198c1ef9e19be597a39d5dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa5c97be7198c1ef9e19be597a39d5dd

import { ConcreteRequest } from 'relay-runtime';
export type NotificationBellQuery$variables = Record<PropertyKey, never>;
export type NotificationBellQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly notifications: {
      readonly unreadCount: number;
    };
  } | null | undefined;
};
export type NotificationBellQuery = {
  response: NotificationBellQuery$data;
  variables: NotificationBellQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 1
          }
        ],
        "concreteType": "NotificationConnection",
        "kind": "LinkedField",
        "name": "notifications",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadCount",
            "storageKey": null
          }
        ],
        "storageKey": "notifications(first:1)"
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
    "name": "NotificationBellQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationBellQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "aa5c97be7198c1ef9e19be597a39d5dd",
    "id": "aa5c97be7198c1ef9e19be597a39d5dd",
    "metadata": {},
    "name": "NotificationBellQuery",
    "operationKind": "query",
    "text": "query NotificationBellQuery {\n  viewer {\n    id\n    notifications(first: 1) {\n      unreadCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "430f0455882cb7acd4650006b2671429";

export default node;
