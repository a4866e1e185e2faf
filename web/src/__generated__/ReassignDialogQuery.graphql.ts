/**
 * @generated SignedSource<<5bdc376e64495847d2c01df80c77b2f2>>
 * @relayHash 3ba93a70b43686188bb16c29874e9f09
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ba93a70b43686188bb16c29874e9f09

import { ConcreteRequest } from 'relay-runtime';
export type ReassignDialogQuery$variables = Record<PropertyKey, never>;
export type ReassignDialogQuery$data = {
  readonly viewer: {
    readonly assignableOrganizations: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly users: ReadonlyArray<{
        readonly email: string;
        readonly firstName: string;
        readonly lastName: string;
        readonly userId: string;
      }>;
    }>;
  } | null | undefined;
};
export type ReassignDialogQuery = {
  response: ReassignDialogQuery$data;
  variables: ReassignDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Organization",
  "kind": "LinkedField",
  "name": "assignableOrganizations",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrganizationUser",
      "kind": "LinkedField",
      "name": "users",
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
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReassignDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReassignDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3ba93a70b43686188bb16c29874e9f09",
    "id": "3ba93a70b43686188bb16c29874e9f09",
    "metadata": {},
    "name": "ReassignDialogQuery",
    "operationKind": "query",
    "text": "query ReassignDialogQuery {\n  viewer {\n    assignableOrganizations {\n      id\n      name\n      users {\n        userId\n        firstName\n        lastName\n        email\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "58277f49b09bc647fdf6694d2b345f57";

export default node;
