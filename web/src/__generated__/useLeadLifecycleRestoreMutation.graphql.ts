/**
 * @generated SignedSource<<9c34387305dbf5930dcd7ae8c03de64b>>
 * @relayHash 4c7d41a5ab60d45aa8f42c5472af3ba4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c7d41a5ab60d45aa8f42c5472af3ba4

import { ConcreteRequest } from 'relay-runtime';
export type useLeadLifecycleRestoreMutation$variables = {
  id: string;
};
export type useLeadLifecycleRestoreMutation$data = {
  readonly restoreLead: {
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
export type useLeadLifecycleRestoreMutation = {
  response: useLeadLifecycleRestoreMutation$data;
  variables: useLeadLifecycleRestoreMutation$variables;
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
    "concreteType": "LeadPayload",
    "kind": "LinkedField",
    "name": "restoreLead",
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
    "name": "useLeadLifecycleRestoreMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLeadLifecycleRestoreMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4c7d41a5ab60d45aa8f42c5472af3ba4",
    "id": "4c7d41a5ab60d45aa8f42c5472af3ba4",
    "metadata": {},
    "name": "useLeadLifecycleRestoreMutation",
    "operationKind": "mutation",
    "text": "mutation useLeadLifecycleRestoreMutation(\n  $id: ID!\n) {\n  restoreLead(id: $id) {\n    message\n    userErrors {\n      field\n      messages\n    }\n    lead {\n      id\n      updated\n      cancellation {\n        cancelledAt\n        reason\n        cancelledByName\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b5fc39dfec458930308911d74be3f8ae";

export default node;
