/**
 * @generated SignedSource<<49de8d5a99313f51fccf05252e1796ed>>
 * @relayHash 2f9cffd3dc44af4462033386e49459af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f9cffd3dc44af4462033386e49459af

import { ConcreteRequest } from 'relay-runtime';
export type FooterPoliciesQuery$variables = Record<PropertyKey, never>;
export type FooterPoliciesQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly policies: {
      readonly platformAgreementUrl: string | null | undefined;
      readonly privacyPolicyUrl: string | null | undefined;
      readonly termsOfServiceUrl: string | null | undefined;
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
            "kind": "ScalarField",
            "name": "privacyPolicyUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "termsOfServiceUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "platformAgreementUrl",
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
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FooterPoliciesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "2f9cffd3dc44af4462033386e49459af",
    "id": "2f9cffd3dc44af4462033386e49459af",
    "metadata": {},
    "name": "FooterPoliciesQuery",
    "operationKind": "query",
    "text": "query FooterPoliciesQuery {\n  viewer {\n    id\n    policies {\n      privacyPolicyUrl\n      termsOfServiceUrl\n      platformAgreementUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "63b5dda7b8d3500d7b5269c0c7bdf7a4";

export default node;
