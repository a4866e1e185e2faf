/**
 * @generated SignedSource<<56be8df536c75b4795aa45ae86e296de>>
 * @relayHash bb4bcff97a0f3729eadda096025ee4ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb4bcff97a0f3729eadda096025ee4ce

import { ConcreteRequest } from 'relay-runtime';
export type useBulkLeadsAssignMutation$variables = {
  ids: ReadonlyArray<string>;
  userId?: string | null | undefined;
};
export type useBulkLeadsAssignMutation$data = {
  readonly bulkAssignLeads: {
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
export type useBulkLeadsAssignMutation = {
  response: useBulkLeadsAssignMutation$data;
  variables: useBulkLeadsAssignMutation$variables;
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
    "name": "userId"
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
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "BulkLeadsPayload",
    "kind": "LinkedField",
    "name": "bulkAssignLeads",
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
    "name": "useBulkLeadsAssignMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBulkLeadsAssignMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "bb4bcff97a0f3729eadda096025ee4ce",
    "id": "bb4bcff97a0f3729eadda096025ee4ce",
    "metadata": {},
    "name": "useBulkLeadsAssignMutation",
    "operationKind": "mutation",
    "text": "mutation useBulkLeadsAssignMutation(\n  $ids: [ID!]!\n  $userId: ID\n) {\n  bulkAssignLeads(ids: $ids, userId: $userId) {\n    message\n    doneLeadIds\n    refused {\n      leadId\n      message\n    }\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1b9416e0377901b6064b7319cf8bbbe0";

export default node;
