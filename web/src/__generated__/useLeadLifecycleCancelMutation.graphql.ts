/**
 * @generated SignedSource<<ad05fb0ba0afcacacb693c1d04be5364>>
 * @relayHash 12818d31f478de079c47d70692a2d925
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 12818d31f478de079c47d70692a2d925

import { ConcreteRequest } from 'relay-runtime';
export type useLeadLifecycleCancelMutation$variables = {
  id: string;
  reason: string;
};
export type useLeadLifecycleCancelMutation$data = {
  readonly cancelLead: {
    readonly lead: {
      readonly cancellation: {
        readonly cancelledAt: any;
        readonly cancelledByName: string | null | undefined;
        readonly reason: string;
      } | null | undefined;
      readonly id: string;
      readonly updated: any;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type useLeadLifecycleCancelMutation = {
  response: useLeadLifecycleCancelMutation$data;
  variables: useLeadLifecycleCancelMutation$variables;
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
    "name": "reason"
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
        "name": "reason",
        "variableName": "reason"
      }
    ],
    "concreteType": "LeadPayload",
    "kind": "LinkedField",
    "name": "cancelLead",
    "plural": false,
    "selections": [
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Lead",
        "kind": "LinkedField",
        "name": "lead",
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
            "name": "updated",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LeadCancellation",
            "kind": "LinkedField",
            "name": "cancellation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cancelledAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cancelledByName",
                "storageKey": null
              }
            ],
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
    "name": "useLeadLifecycleCancelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLeadLifecycleCancelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "12818d31f478de079c47d70692a2d925",
    "id": "12818d31f478de079c47d70692a2d925",
    "metadata": {},
    "name": "useLeadLifecycleCancelMutation",
    "operationKind": "mutation",
    "text": "mutation useLeadLifecycleCancelMutation(\n  $id: ID!\n  $reason: String!\n) {\n  cancelLead(id: $id, reason: $reason) {\n    message\n    userErrors {\n      field\n      messages\n    }\n    lead {\n      id\n      updated\n      cancellation {\n        cancelledAt\n        reason\n        cancelledByName\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3cf41841e311bd8b7aae38c4be282254";

export default node;
