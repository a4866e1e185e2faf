/**
 * @generated SignedSource<<10266ae2f2ad2924c13d673e31c8284a>>
 * @relayHash 7b2ed7fa4f5ca212a153f75007138c08
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b2ed7fa4f5ca212a153f75007138c08

import { ConcreteRequest } from 'relay-runtime';
export type DocumentPreviewScreenQuery$variables = {
  path: string;
};
export type DocumentPreviewScreenQuery$data = {
  readonly mediaFile: {
    readonly contentType: string;
    readonly name: string;
    readonly url: string;
  } | null | undefined;
};
export type DocumentPreviewScreenQuery = {
  response: DocumentPreviewScreenQuery$data;
  variables: DocumentPreviewScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "path"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "path",
        "variableName": "path"
      }
    ],
    "concreteType": "MediaFile",
    "kind": "LinkedField",
    "name": "mediaFile",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
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
        "name": "contentType",
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
    "name": "DocumentPreviewScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentPreviewScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7b2ed7fa4f5ca212a153f75007138c08",
    "id": "7b2ed7fa4f5ca212a153f75007138c08",
    "metadata": {},
    "name": "DocumentPreviewScreenQuery",
    "operationKind": "query",
    "text": "query DocumentPreviewScreenQuery(\n  $path: String!\n) {\n  mediaFile(path: $path) {\n    url\n    name\n    contentType\n  }\n}\n"
  }
};
})();

(node as any).hash = "d84ca49c87b25eb31542e7aaf9e76c46";

export default node;
