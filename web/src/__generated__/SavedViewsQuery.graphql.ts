/**
 * @generated SignedSource<<2677933f3de9996c5be0740569b30b98>>
 * @relayHash 18bcdad9d271eb87690761e921d5fb5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18bcdad9d271eb87690761e921d5fb5c

import { ConcreteRequest } from 'relay-runtime';
export type SavedViewsQuery$variables = Record<PropertyKey, never>;
export type SavedViewsQuery$data = {
  readonly viewer: {
    readonly leadViews: ReadonlyArray<{
      readonly hiddenColumns: ReadonlyArray<string>;
      readonly id: string;
      readonly name: string;
      readonly query: string;
    }>;
  } | null | undefined;
};
export type SavedViewsQuery = {
  response: SavedViewsQuery$data;
  variables: SavedViewsQuery$variables;
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
  "concreteType": "LeadView",
  "kind": "LinkedField",
  "name": "leadViews",
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
      "kind": "ScalarField",
      "name": "query",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenColumns",
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
    "name": "SavedViewsQuery",
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
    "name": "SavedViewsQuery",
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
    "cacheID": "18bcdad9d271eb87690761e921d5fb5c",
    "id": "18bcdad9d271eb87690761e921d5fb5c",
    "metadata": {},
    "name": "SavedViewsQuery",
    "operationKind": "query",
    "text": "query SavedViewsQuery {\n  viewer {\n    leadViews {\n      id\n      name\n      query\n      hiddenColumns\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "5c4e3a3db44811f5bd17613d0b62dfa4";

export default node;
