/**
 * @generated SignedSource<<7ffa1d7c6cd3169a4ac9b59e2afb41b0>>
 * @relayHash f735a1774059f14721fc05702df5fac4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f735a1774059f14721fc05702df5fac4

import { ConcreteRequest } from 'relay-runtime';
export type DocumentPreviewScreenPolicyQuery$variables = {
  platformAgreement: boolean;
  privacyPolicy: boolean;
  termsOfService: boolean;
};
export type DocumentPreviewScreenPolicyQuery$data = {
  readonly policyDocuments: {
    readonly platformAgreement?: {
      readonly contentType: string;
      readonly name: string;
      readonly url: string;
    } | null | undefined;
    readonly privacyPolicy?: {
      readonly contentType: string;
      readonly name: string;
      readonly url: string;
    } | null | undefined;
    readonly termsOfService?: {
      readonly contentType: string;
      readonly name: string;
      readonly url: string;
    } | null | undefined;
  } | null | undefined;
};
export type DocumentPreviewScreenPolicyQuery = {
  response: DocumentPreviewScreenPolicyQuery$data;
  variables: DocumentPreviewScreenPolicyQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "platformAgreement"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "privacyPolicy"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "termsOfService"
},
v3 = [
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
v4 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PolicyDocuments",
    "kind": "LinkedField",
    "name": "policyDocuments",
    "plural": false,
    "selections": [
      {
        "condition": "privacyPolicy",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "File",
            "kind": "LinkedField",
            "name": "privacyPolicy",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "termsOfService",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "File",
            "kind": "LinkedField",
            "name": "termsOfService",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "platformAgreement",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "File",
            "kind": "LinkedField",
            "name": "platformAgreement",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentPreviewScreenPolicyQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DocumentPreviewScreenPolicyQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "f735a1774059f14721fc05702df5fac4",
    "id": "f735a1774059f14721fc05702df5fac4",
    "metadata": {},
    "name": "DocumentPreviewScreenPolicyQuery",
    "operationKind": "query",
    "text": "query DocumentPreviewScreenPolicyQuery(\n  $privacyPolicy: Boolean!\n  $termsOfService: Boolean!\n  $platformAgreement: Boolean!\n) {\n  policyDocuments {\n    privacyPolicy @include(if: $privacyPolicy) {\n      url\n      name\n      contentType\n    }\n    termsOfService @include(if: $termsOfService) {\n      url\n      name\n      contentType\n    }\n    platformAgreement @include(if: $platformAgreement) {\n      url\n      name\n      contentType\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "44653c0fb0dcb0671892add51ecdf8e3";

export default node;
