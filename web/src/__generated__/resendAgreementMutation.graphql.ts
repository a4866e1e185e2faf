/**
 * @generated SignedSource<<739c065d51b7d9905280ceea0deca1fa>>
 * @relayHash dc80b21f78adf65a5ffd50fb199581a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc80b21f78adf65a5ffd50fb199581a8

import { ConcreteRequest } from 'relay-runtime';
export type resendAgreementMutation$variables = {
  id: string;
};
export type resendAgreementMutation$data = {
  readonly resendAgreement: {
    readonly agreement: {
      readonly id: string;
      readonly signUrl: string | null | undefined;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type resendAgreementMutation = {
  response: resendAgreementMutation$data;
  variables: resendAgreementMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "AgreementPayload",
    "kind": "LinkedField",
    "name": "resendAgreement",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Agreement",
        "kind": "LinkedField",
        "name": "agreement",
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
            "kind": "ScalarField",
            "name": "signUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "messages",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "resendAgreementMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "resendAgreementMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "dc80b21f78adf65a5ffd50fb199581a8",
    "id": "dc80b21f78adf65a5ffd50fb199581a8",
    "metadata": {},
    "name": "resendAgreementMutation",
    "operationKind": "mutation",
    "text": "mutation resendAgreementMutation(\n  $id: ID!\n) {\n  resendAgreement(id: $id) {\n    agreement {\n      id\n      signUrl\n    }\n    message\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0f761a82417eb9e2a2006454b49333b5";

export default node;
