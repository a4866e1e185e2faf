/**
 * @generated SignedSource<<a1132049b8de855b6d550cd6650aba6e>>
 * @relayHash 9bb2dd2f5474474c4c191f17731cecab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9bb2dd2f5474474c4c191f17731cecab

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationFormLogoRereadQuery$variables = {
  id: string;
};
export type OrganizationFormLogoRereadQuery$data = {
  readonly node: {
    readonly logo?: {
      readonly url: string;
    } | null | undefined;
  } | null | undefined;
};
export type OrganizationFormLogoRereadQuery = {
  response: OrganizationFormLogoRereadQuery$data;
  variables: OrganizationFormLogoRereadQuery$variables;
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
      "name": "logo",
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
  "type": "Organization",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganizationFormLogoRereadQuery",
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
    "name": "OrganizationFormLogoRereadQuery",
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
    "cacheID": "9bb2dd2f5474474c4c191f17731cecab",
    "id": "9bb2dd2f5474474c4c191f17731cecab",
    "metadata": {},
    "name": "OrganizationFormLogoRereadQuery",
    "operationKind": "query",
    "text": "query OrganizationFormLogoRereadQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Organization {\n      logo {\n        url\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "12562f18bcbf97e64118f3bb3fcde337";

export default node;
