/**
 * @generated SignedSource<<7c94396a35a23d9e6e2e647831e7d57d>>
 * @relayHash be92604c09cc4eb23a755c73eaa09673
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be92604c09cc4eb23a755c73eaa09673

import { ConcreteRequest } from 'relay-runtime';
export type EnrichmentDeleteBulkMutation$variables = {
  id: string;
};
export type EnrichmentDeleteBulkMutation$data = {
  readonly deleteBulkEnrichment: {
    readonly deletedId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type EnrichmentDeleteBulkMutation = {
  response: EnrichmentDeleteBulkMutation$data;
  variables: EnrichmentDeleteBulkMutation$variables;
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
    "concreteType": "DeleteEnrichmentPayload",
    "kind": "LinkedField",
    "name": "deleteBulkEnrichment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "EnrichmentDeleteBulkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EnrichmentDeleteBulkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "be92604c09cc4eb23a755c73eaa09673",
    "id": "be92604c09cc4eb23a755c73eaa09673",
    "metadata": {},
    "name": "EnrichmentDeleteBulkMutation",
    "operationKind": "mutation",
    "text": "mutation EnrichmentDeleteBulkMutation(\n  $id: ID!\n) {\n  deleteBulkEnrichment(id: $id) {\n    deletedId\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "53d5da5f9f53c04f17ba3d1e72e882a6";

export default node;
