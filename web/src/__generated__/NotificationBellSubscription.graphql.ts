/**
 * @generated SignedSource<<703d1dee64bfca760f3bb76d3a911c44>>
 * @relayHash dcf4e8fb6db2fc49f5b50d83efe0d82a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dcf4e8fb6db2fc49f5b50d83efe0d82a

import { ConcreteRequest } from 'relay-runtime';
export type NotificationBellSubscription$variables = Record<PropertyKey, never>;
export type NotificationBellSubscription$data = {
  readonly notificationsChanged: {
    readonly viewer: {
      readonly id: string;
      readonly notifications: {
        readonly unreadCount: number;
      };
    } | null | undefined;
  };
};
export type NotificationBellSubscription = {
  response: NotificationBellSubscription$data;
  variables: NotificationBellSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "includeCurrent",
        "value": true
      }
    ],
    "concreteType": "NotificationsChange",
    "kind": "LinkedField",
    "name": "notificationsChanged",
    "plural": false,
    "selections": [
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
    ],
    "storageKey": "notificationsChanged(includeCurrent:true)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationBellSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationBellSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "dcf4e8fb6db2fc49f5b50d83efe0d82a",
    "id": "dcf4e8fb6db2fc49f5b50d83efe0d82a",
    "metadata": {},
    "name": "NotificationBellSubscription",
    "operationKind": "subscription",
    "text": "subscription NotificationBellSubscription {\n  notificationsChanged(includeCurrent: true) {\n    viewer {\n      id\n      notifications(first: 1) {\n        unreadCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "306761ac48cc8371c720b4ae211dd062";

export default node;
