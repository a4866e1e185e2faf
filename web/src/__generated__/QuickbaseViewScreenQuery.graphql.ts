/**
 * @generated SignedSource<<5412572625fdcae964234e372d8e447e>>
 * @relayHash 301a6a6856194d458bf24b0b5e882cd3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 301a6a6856194d458bf24b0b5e882cd3

import { ConcreteRequest } from 'relay-runtime';
export type QuickbaseViewScreenQuery$variables = {
  path: string;
};
export type QuickbaseViewScreenQuery$data = {
  readonly mediaFile: {
    readonly contentType: string;
    readonly name: string;
    readonly url: string;
  } | null | undefined;
};
export type QuickbaseViewScreenQuery = {
  response: QuickbaseViewScreenQuery$data;
  variables: QuickbaseViewScreenQuery$variables;
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
    "name": "QuickbaseViewScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuickbaseViewScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "301a6a6856194d458bf24b0b5e882cd3",
    "id": "301a6a6856194d458bf24b0b5e882cd3",
    "metadata": {},
    "name": "QuickbaseViewScreenQuery",
    "operationKind": "query",
    "text": "query QuickbaseViewScreenQuery(\n  $path: String!\n) {\n  mediaFile(path: $path) {\n    url\n    name\n    contentType\n  }\n}\n"
  }
};
})();

(node as any).hash = "735b2f055735129607d1d2382944182d";

export default node;
