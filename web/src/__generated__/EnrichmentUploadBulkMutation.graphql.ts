/**
 * @generated SignedSource<<a8d717cca811027e99c8b6645dcbdd8d>>
 * @relayHash 2d2cf70c1475ecce7283a204c03becc7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d2cf70c1475ecce7283a204c03becc7

import { ConcreteRequest } from 'relay-runtime';
export type EnrichmentUploadBulkMutation$variables = {
  file: any;
  name?: string | null | undefined;
};
export type EnrichmentUploadBulkMutation$data = {
  readonly uploadBulkEnrichment: {
    readonly bulkEnrichment: {
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type EnrichmentUploadBulkMutation = {
  response: EnrichmentUploadBulkMutation$data;
  variables: EnrichmentUploadBulkMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "file"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "file",
        "variableName": "file"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": "UploadBulkEnrichmentPayload",
    "kind": "LinkedField",
    "name": "uploadBulkEnrichment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BulkEnrichment",
        "kind": "LinkedField",
        "name": "bulkEnrichment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
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
    "name": "EnrichmentUploadBulkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EnrichmentUploadBulkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2d2cf70c1475ecce7283a204c03becc7",
    "id": "2d2cf70c1475ecce7283a204c03becc7",
    "metadata": {},
    "name": "EnrichmentUploadBulkMutation",
    "operationKind": "mutation",
    "text": "mutation EnrichmentUploadBulkMutation(\n  $file: File!\n  $name: String\n) {\n  uploadBulkEnrichment(file: $file, name: $name) {\n    bulkEnrichment {\n      id\n    }\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e23d752eb32faff146b32abfa2cd287";

export default node;
