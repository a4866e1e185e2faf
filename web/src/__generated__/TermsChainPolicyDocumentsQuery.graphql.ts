/**
 * @generated SignedSource<<9f5be94b8a9404050f1e0de598e133ba>>
 * @relayHash 91fca51240258cf4bddbd3bac1a9b808
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 91fca51240258cf4bddbd3bac1a9b808

import { ConcreteRequest } from 'relay-runtime';
export type TermsChainPolicyDocumentsQuery$variables = Record<PropertyKey, never>;
export type TermsChainPolicyDocumentsQuery$data = {
  readonly policyDocuments: {
    readonly platformAgreement: {
      readonly url: string;
    } | null | undefined;
    readonly privacyPolicy: {
      readonly url: string;
    } | null | undefined;
    readonly termsOfService: {
      readonly url: string;
    } | null | undefined;
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
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
],
v1 = {
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
        "field": (v1/*:: as any*/),
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
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "91fca51240258cf4bddbd3bac1a9b808",
    "id": "91fca51240258cf4bddbd3bac1a9b808",
    "metadata": {},
    "name": "TermsChainPolicyDocumentsQuery",
    "operationKind": "query",
    "text": "query TermsChainPolicyDocumentsQuery {\n  policyDocuments {\n    privacyPolicy {\n      url\n    }\n    termsOfService {\n      url\n    }\n    platformAgreement {\n      url\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4a3699039b4cab040b594b4fcc46dc52";

export default node;
