/**
 * @generated SignedSource<<2a7b5fa4843181a3aa5ed08ca3bd367a>>
 * @relayHash c811667e0652978315c3ca11088f91b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c811667e0652978315c3ca11088f91b6

import { ConcreteRequest } from 'relay-runtime';
export type useViewerImageRereadQuery$variables = Record<PropertyKey, never>;
export type useViewerImageRereadQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly image: {
      readonly url: string;
    } | null | undefined;
  } | null | undefined;
};
export type useViewerImageRereadQuery = {
  response: useViewerImageRereadQuery$data;
  variables: useViewerImageRereadQuery$variables;
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
        "args": null,
        "concreteType": "File",
        "kind": "LinkedField",
        "name": "image",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useViewerImageRereadQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useViewerImageRereadQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "c811667e0652978315c3ca11088f91b6",
    "id": "c811667e0652978315c3ca11088f91b6",
    "metadata": {},
    "name": "useViewerImageRereadQuery",
    "operationKind": "query",
    "text": "query useViewerImageRereadQuery {\n  viewer {\n    id\n    image {\n      url\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4c7781391a57b8331a557479f200f943";

export default node;
