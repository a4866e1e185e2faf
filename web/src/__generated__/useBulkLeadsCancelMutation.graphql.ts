/**
 * @generated SignedSource<<fdc12517510fad9008e1b230ac1222ad>>
 * @relayHash c220b99b418bc9ebf85b36cff304eba8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c220b99b418bc9ebf85b36cff304eba8

import { ConcreteRequest } from 'relay-runtime';
export type useBulkLeadsCancelMutation$variables = {
  ids: ReadonlyArray<string>;
  reason: string;
};
export type useBulkLeadsCancelMutation$data = {
  readonly bulkCancelLeads: {
    readonly doneLeadIds: ReadonlyArray<string>;
    readonly message: string | null | undefined;
    readonly refused: ReadonlyArray<{
      readonly leadId: string;
      readonly message: string;
    }>;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type useBulkLeadsCancelMutation = {
  response: useBulkLeadsCancelMutation$data;
  variables: useBulkLeadsCancelMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reason"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      },
      {
        "kind": "Variable",
        "name": "reason",
        "variableName": "reason"
      }
    ],
    "concreteType": "BulkLeadsPayload",
    "kind": "LinkedField",
    "name": "bulkCancelLeads",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "doneLeadIds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BulkLeadRefusal",
        "kind": "LinkedField",
        "name": "refused",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "leadId",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
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
    "name": "useBulkLeadsCancelMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBulkLeadsCancelMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "c220b99b418bc9ebf85b36cff304eba8",
    "id": "c220b99b418bc9ebf85b36cff304eba8",
    "metadata": {},
    "name": "useBulkLeadsCancelMutation",
    "operationKind": "mutation",
    "text": "mutation useBulkLeadsCancelMutation(\n  $ids: [ID!]!\n  $reason: String!\n) {\n  bulkCancelLeads(ids: $ids, reason: $reason) {\n    message\n    doneLeadIds\n    refused {\n      leadId\n      message\n    }\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "35f770c13a530cfc0f11d300af22f05f";

export default node;
