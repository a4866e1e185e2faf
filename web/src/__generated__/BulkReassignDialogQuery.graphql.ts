/**
 * @generated SignedSource<<5b2c713591dfa3e0d9111bfd581f61aa>>
 * @relayHash 5543fdf470e15e8fefee8d921cd745c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5543fdf470e15e8fefee8d921cd745c3

import { ConcreteRequest } from 'relay-runtime';
export type BulkReassignDialogQuery$variables = Record<PropertyKey, never>;
export type BulkReassignDialogQuery$data = {
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
export type BulkReassignDialogQuery = {
  response: BulkReassignDialogQuery$data;
  variables: BulkReassignDialogQuery$variables;
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
    "name": "BulkReassignDialogQuery",
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
    "name": "BulkReassignDialogQuery",
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
    "cacheID": "5543fdf470e15e8fefee8d921cd745c3",
    "id": "5543fdf470e15e8fefee8d921cd745c3",
    "metadata": {},
    "name": "BulkReassignDialogQuery",
    "operationKind": "query",
    "text": "query BulkReassignDialogQuery {\n  viewer {\n    assignableOrganizations {\n      id\n      name\n      users {\n        userId\n        firstName\n        lastName\n        email\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e0860b30f2281f9310009e9dbd710921";

export default node;
