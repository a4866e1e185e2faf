/**
 * @generated SignedSource<<ea068c0e27c55cc7f27c14c89a7f1bdc>>
 * @relayHash b41835b65d8b5410129b03beb23fdf98
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b41835b65d8b5410129b03beb23fdf98

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
    "cacheID": "b41835b65d8b5410129b03beb23fdf98",
    "id": "b41835b65d8b5410129b03beb23fdf98",
    "metadata": {},
    "name": "EnrichmentUploadBulkMutation",
    "operationKind": "mutation",
    "text": "mutation EnrichmentUploadBulkMutation(\n  $file: Upload!\n  $name: String\n) {\n  uploadBulkEnrichment(file: $file, name: $name) {\n    bulkEnrichment {\n      id\n    }\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bcd7589ad46f5061e56566a0688df6f5";

export default node;
