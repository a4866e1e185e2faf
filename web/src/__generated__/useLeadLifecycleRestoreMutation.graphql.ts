/**
 * @generated SignedSource<<e95faaa27c7c178733f83c2055621596>>
 * @relayHash a61cbf585f57fb079797a7a9066c9690
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a61cbf585f57fb079797a7a9066c9690

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useLeadLifecycleRestoreMutation$variables = {
  id: string;
};
export type useLeadLifecycleRestoreMutation$data = {
  readonly restoreLead: {
    readonly lead: {
      readonly " $fragmentSpreads": FragmentRefs<"useLeadLifecycle_lead">;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useLeadLifecycleRestoreMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LeadPayload",
        "kind": "LinkedField",
        "name": "restoreLead",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Lead",
            "kind": "LinkedField",
            "name": "lead",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "useLeadLifecycle_lead"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLeadLifecycleRestoreMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LeadPayload",
        "kind": "LinkedField",
        "name": "restoreLead",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "a61cbf585f57fb079797a7a9066c9690",
    "id": "a61cbf585f57fb079797a7a9066c9690",
    "metadata": {},
    "name": "useLeadLifecycleRestoreMutation",
    "operationKind": "mutation",
    "text": "mutation useLeadLifecycleRestoreMutation(\n  $id: ID!\n) {\n  restoreLead(id: $id) {\n    message\n    userErrors {\n      field\n      messages\n    }\n    lead {\n      ...useLeadLifecycle_lead\n      id\n    }\n  }\n}\n\nfragment useLeadLifecycle_lead on Lead {\n  id\n  updated\n  cancellation {\n    cancelledAt\n    reason\n    cancelledByName\n  }\n}\n"
  }
};
})();

(node as any).hash = "c23a2a34fc780dcbdc383dfadb6b95ea";

export default node;
