/**
 * @generated SignedSource<<8fde4985c69910a4aeacf05d06ba41e0>>
 * @relayHash b595f90ad38f37194a0a8d3aabd87be7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b595f90ad38f37194a0a8d3aabd87be7

import { ConcreteRequest } from 'relay-runtime';
export type FooterPoliciesQuery$variables = Record<PropertyKey, never>;
export type FooterPoliciesQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly policies: {
      readonly platformAgreement: {
        readonly name: string;
      } | null | undefined;
      readonly privacyPolicy: {
        readonly name: string;
      } | null | undefined;
      readonly termsOfService: {
        readonly name: string;
      } | null | undefined;
    };
  } | null | undefined;
};
export type FooterPoliciesQuery = {
  response: FooterPoliciesQuery$data;
  variables: FooterPoliciesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v1 = [
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
        "concreteType": "PolicyDocuments",
        "kind": "LinkedField",
        "name": "policies",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "File",
            "kind": "LinkedField",
            "name": "privacyPolicy",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "File",
            "kind": "LinkedField",
            "name": "termsOfService",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "File",
            "kind": "LinkedField",
            "name": "platformAgreement",
            "plural": false,
            "selections": (v0/*:: as any*/),
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
    "name": "FooterPoliciesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FooterPoliciesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b595f90ad38f37194a0a8d3aabd87be7",
    "id": "b595f90ad38f37194a0a8d3aabd87be7",
    "metadata": {},
    "name": "FooterPoliciesQuery",
    "operationKind": "query",
    "text": "query FooterPoliciesQuery {\n  viewer {\n    id\n    policies {\n      privacyPolicy {\n        name\n      }\n      termsOfService {\n        name\n      }\n      platformAgreement {\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "72d2e7a0eed06356be426e5349fd86dc";

export default node;
