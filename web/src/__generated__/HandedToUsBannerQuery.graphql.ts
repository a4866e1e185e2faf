/**
 * @generated SignedSource<<ab63357898623e5281d1b91d2c410f75>>
 * @relayHash b6da2d0fa3f916f8a581690f08ccdd5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6da2d0fa3f916f8a581690f08ccdd5c

import { ConcreteRequest } from 'relay-runtime';
export type HandedToUsBannerQuery$variables = Record<PropertyKey, never>;
export type HandedToUsBannerQuery$data = {
  readonly handedLeads: {
    readonly totalCount: number;
  } | null | undefined;
};
export type HandedToUsBannerQuery = {
  response: HandedToUsBannerQuery$data;
  variables: HandedToUsBannerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 1
      }
    ],
    "concreteType": "HandedLeadList",
    "kind": "LinkedField",
    "name": "handedLeads",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      }
    ],
    "storageKey": "handedLeads(first:1)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HandedToUsBannerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HandedToUsBannerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b6da2d0fa3f916f8a581690f08ccdd5c",
    "id": "b6da2d0fa3f916f8a581690f08ccdd5c",
    "metadata": {},
    "name": "HandedToUsBannerQuery",
    "operationKind": "query",
    "text": "query HandedToUsBannerQuery {\n  handedLeads(first: 1) {\n    totalCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "f1339b27c82ef297b9d41a152835dc39";

export default node;
