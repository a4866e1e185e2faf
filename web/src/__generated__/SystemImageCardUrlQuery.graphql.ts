/**
 * @generated SignedSource<<758b7132d118d8953dd83625744fcdaa>>
 * @relayHash 093a6d8eb161c58e4e5f423cf41f0d00
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 093a6d8eb161c58e4e5f423cf41f0d00

import { ConcreteRequest } from 'relay-runtime';
export type SystemImageCardUrlQuery$variables = {
  id: string;
};
export type SystemImageCardUrlQuery$data = {
  readonly node: {
    readonly systemImage?: {
      readonly url: string;
    } | null | undefined;
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
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "File",
      "kind": "LinkedField",
      "name": "systemImage",
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
  "type": "Lead",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SystemImageCardUrlQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "SystemImageCardUrlQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
    "cacheID": "093a6d8eb161c58e4e5f423cf41f0d00",
    "id": "093a6d8eb161c58e4e5f423cf41f0d00",
    "metadata": {},
    "name": "SystemImageCardUrlQuery",
    "operationKind": "query",
    "text": "query SystemImageCardUrlQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Lead {\n      systemImage {\n        url\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a5f9212d6d57c7ed305b1a50d62db04a";

export default node;
