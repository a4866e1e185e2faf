/**
 * @generated SignedSource<<7fd9ae5c070a38cfa48400553bb74c78>>
 * @relayHash 4d738654af661fd2a4a55bd8909d8ee2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d738654af661fd2a4a55bd8909d8ee2

import { ConcreteRequest } from 'relay-runtime';
export type EnrichmentDeleteProspectMutation$variables = {
  id: string;
};
export type EnrichmentDeleteProspectMutation$data = {
  readonly deleteProspectBulkEnrichment: {
    readonly deletedId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type EnrichmentDeleteProspectMutation = {
  response: EnrichmentDeleteProspectMutation$data;
  variables: EnrichmentDeleteProspectMutation$variables;
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
    "name": "deleteProspectBulkEnrichment",
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
    "name": "EnrichmentDeleteProspectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EnrichmentDeleteProspectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4d738654af661fd2a4a55bd8909d8ee2",
    "id": "4d738654af661fd2a4a55bd8909d8ee2",
    "metadata": {},
    "name": "EnrichmentDeleteProspectMutation",
    "operationKind": "mutation",
    "text": "mutation EnrichmentDeleteProspectMutation(\n  $id: ID!\n) {\n  deleteProspectBulkEnrichment(id: $id) {\n    deletedId\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "459ca87b1f416fcfd155f8934b9192cd";

export default node;
