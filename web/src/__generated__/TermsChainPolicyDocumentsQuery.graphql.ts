/**
 * @generated SignedSource<<07b433088ff1a3f5c39f4244498b5165>>
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
var v0 = [
  {
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TermsChainPolicyDocumentsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TermsChainPolicyDocumentsQuery",
    "selections": (v0/*:: as any*/)
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

(node as any).hash = "baf1cb15221186c8d93e08535621dd64";

export default node;
