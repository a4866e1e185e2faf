/**
 * @generated SignedSource<<60938b3d7759e1924313802d5c490db9>>
 * @relayHash 35f08a39f6076ba99d66db79cca54fe6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 35f08a39f6076ba99d66db79cca54fe6

import { ConcreteRequest } from 'relay-runtime';
export type SystemImageCardUrlQuery$variables = {
  path: string;
};
export type SystemImageCardUrlQuery$data = {
  readonly mediaFile: {
    readonly url: string;
  } | null | undefined;
};
export type SystemImageCardUrlQuery = {
  response: SystemImageCardUrlQuery$data;
  variables: SystemImageCardUrlQuery$variables;
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
    "name": "SystemImageCardUrlQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SystemImageCardUrlQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "35f08a39f6076ba99d66db79cca54fe6",
    "id": "35f08a39f6076ba99d66db79cca54fe6",
    "metadata": {},
    "name": "SystemImageCardUrlQuery",
    "operationKind": "query",
    "text": "query SystemImageCardUrlQuery(\n  $path: String!\n) {\n  mediaFile(path: $path) {\n    url\n  }\n}\n"
  }
};
})();

(node as any).hash = "c8af589b14e3461cc5365c1d0f51e3b7";

export default node;
