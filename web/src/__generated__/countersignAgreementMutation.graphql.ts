/**
 * @generated SignedSource<<dbdb681a02009bb69632fd9b81e6069c>>
 * @relayHash 48078d939c8b5c8314cf4eee12d5415d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 48078d939c8b5c8314cf4eee12d5415d

import { ConcreteRequest } from 'relay-runtime';
export type AgreementStatus = "EXECUTED" | "SENT" | "SIGNED" | "VIEWED" | "VOIDED" | "%future added value";
export type CountersignAgreementInput = {
  agree: boolean;
  fullName: string;
  signaturePng?: string | null | undefined;
};
export type countersignAgreementMutation$variables = {
  id: string;
  input: CountersignAgreementInput;
};
export type countersignAgreementMutation$data = {
  readonly countersignAgreement: {
    readonly agreement: {
      readonly countersignDue: boolean;
      readonly countersignedAt: any | null | undefined;
      readonly countersignerName: string | null | undefined;
      readonly id: string;
      readonly signed: boolean;
      readonly status: AgreementStatus;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type countersignAgreementMutation = {
  response: countersignAgreementMutation$data;
  variables: countersignAgreementMutation$variables;
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
    "name": "input"
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "AgreementPayload",
    "kind": "LinkedField",
    "name": "countersignAgreement",
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "signed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "countersignDue",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "countersignedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "countersignerName",
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
    "name": "countersignAgreementMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "countersignAgreementMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "48078d939c8b5c8314cf4eee12d5415d",
    "id": "48078d939c8b5c8314cf4eee12d5415d",
    "metadata": {},
    "name": "countersignAgreementMutation",
    "operationKind": "mutation",
    "text": "mutation countersignAgreementMutation(\n  $id: ID!\n  $input: CountersignAgreementInput!\n) {\n  countersignAgreement(id: $id, input: $input) {\n    agreement {\n      id\n      status\n      signed\n      countersignDue\n      countersignedAt\n      countersignerName\n    }\n    message\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b51457cea76b535555025ba0a3ca6371";

export default node;
