/**
 * @generated SignedSource<<ab65492f7b106be118775bbcb7c08f5c>>
 * @relayHash c71e38e6c84575d0bf3366c61646417a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c71e38e6c84575d0bf3366c61646417a

import { ConcreteRequest } from 'relay-runtime';
export type TermsChainPolicyDocumentsQuery$variables = Record<PropertyKey, never>;
export type TermsChainPolicyDocumentsQuery$data = {
  readonly policyDocuments: {
    readonly platformAgreementUrl: string | null | undefined;
    readonly privacyPolicyUrl: string | null | undefined;
    readonly termsOfServiceUrl: string | null | undefined;
  };
};
export type TermsChainPolicyDocumentsQuery = {
  response: TermsChainPolicyDocumentsQuery$data;
  variables: TermsChainPolicyDocumentsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "PolicyDocuments",
  "kind": "LinkedField",
  "name": "policyDocuments",
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TermsChainPolicyDocumentsQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": (v0/*:: as any*/),
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TermsChainPolicyDocumentsQuery",
    "selections": [
      (v0/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "c71e38e6c84575d0bf3366c61646417a",
    "id": "c71e38e6c84575d0bf3366c61646417a",
    "metadata": {},
    "name": "TermsChainPolicyDocumentsQuery",
    "operationKind": "query",
    "text": "query TermsChainPolicyDocumentsQuery {\n  policyDocuments {\n    privacyPolicyUrl\n    termsOfServiceUrl\n    platformAgreementUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "9038ee0b3f85fefd8ac7f6f0fabc8809";

export default node;
