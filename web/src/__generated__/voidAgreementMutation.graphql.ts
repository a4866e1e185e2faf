/**
 * @generated SignedSource<<83dcefa9868aff954e8749f6591f35b7>>
 * @relayHash 1d84b40274a1afc387d22849fe41ea4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1d84b40274a1afc387d22849fe41ea4f

import { ConcreteRequest } from 'relay-runtime';
export type AgreementStatus = "EXECUTED" | "SENT" | "SIGNED" | "VIEWED" | "VOIDED" | "%future added value";
export type voidAgreementMutation$variables = {
  id: string;
};
export type voidAgreementMutation$data = {
  readonly voidAgreement: {
    readonly agreement: {
      readonly id: string;
      readonly status: AgreementStatus;
      readonly voidedAt: any | null | undefined;
      readonly voidedByName: string | null | undefined;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type voidAgreementMutation = {
  response: voidAgreementMutation$data;
  variables: voidAgreementMutation$variables;
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
    "name": "voidAgreement",
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
            "name": "voidedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "voidedByName",
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
    "name": "voidAgreementMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "voidAgreementMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1d84b40274a1afc387d22849fe41ea4f",
    "id": "1d84b40274a1afc387d22849fe41ea4f",
    "metadata": {},
    "name": "voidAgreementMutation",
    "operationKind": "mutation",
    "text": "mutation voidAgreementMutation(\n  $id: ID!\n) {\n  voidAgreement(id: $id) {\n    agreement {\n      id\n      status\n      voidedAt\n      voidedByName\n    }\n    message\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "34194ad03de5a601febefac3010a575b";

export default node;
