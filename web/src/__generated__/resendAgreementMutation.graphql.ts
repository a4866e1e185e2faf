/**
 * @generated SignedSource<<c89cd9f15284d3f7ee37b5d067c7c965>>
 * @relayHash e416ca6b069c74dafc42183dd678a219
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e416ca6b069c74dafc42183dd678a219

import { ConcreteRequest } from 'relay-runtime';
export type AgreementStatus = "EXECUTED" | "SENT" | "SIGNED" | "VIEWED" | "VOIDED" | "%future added value";
export type resendAgreementMutation$variables = {
  id: string;
  message?: string | null | undefined;
};
export type resendAgreementMutation$data = {
  readonly resendAgreement: {
    readonly agreement: {
      readonly id: string;
      readonly lastSentAt: any | null | undefined;
      readonly recipient: {
        readonly email: string | null | undefined;
        readonly name: string | null | undefined;
      } | null | undefined;
      readonly sendMessage: string | null | undefined;
      readonly signUrl: string | null | undefined;
      readonly status: AgreementStatus;
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
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "message"
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
      },
      {
        "kind": "Variable",
        "name": "message",
        "variableName": "message"
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastSentAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sendMessage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AgreementRecipient",
            "kind": "LinkedField",
            "name": "recipient",
            "plural": false,
            "selections": [
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
                "name": "email",
                "storageKey": null
              }
            ],
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
    "cacheID": "e416ca6b069c74dafc42183dd678a219",
    "id": "e416ca6b069c74dafc42183dd678a219",
    "metadata": {},
    "name": "resendAgreementMutation",
    "operationKind": "mutation",
    "text": "mutation resendAgreementMutation(\n  $id: ID!\n  $message: String\n) {\n  resendAgreement(id: $id, message: $message) {\n    agreement {\n      id\n      signUrl\n      status\n      lastSentAt\n      sendMessage\n      recipient {\n        name\n        email\n      }\n    }\n    message\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ff1741ff423dfff437f27967177e7eb";

export default node;
