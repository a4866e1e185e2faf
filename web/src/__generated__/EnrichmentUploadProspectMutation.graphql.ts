/**
 * @generated SignedSource<<906439ae90c788ea898db81c8824a1ee>>
 * @relayHash 10b159f67f2a4702c878ac211e692825
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10b159f67f2a4702c878ac211e692825

import { ConcreteRequest } from 'relay-runtime';
export type EnrichmentUploadProspectMutation$variables = {
  file: any;
  name?: string | null | undefined;
};
export type EnrichmentUploadProspectMutation$data = {
  readonly uploadProspectBulkEnrichment: {
    readonly prospectBulkEnrichment: {
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type EnrichmentUploadProspectMutation = {
  response: EnrichmentUploadProspectMutation$data;
  variables: EnrichmentUploadProspectMutation$variables;
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
    "concreteType": "UploadProspectBulkEnrichmentPayload",
    "kind": "LinkedField",
    "name": "uploadProspectBulkEnrichment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ProspectBulkEnrichment",
        "kind": "LinkedField",
        "name": "prospectBulkEnrichment",
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
    "name": "EnrichmentUploadProspectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EnrichmentUploadProspectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "10b159f67f2a4702c878ac211e692825",
    "id": "10b159f67f2a4702c878ac211e692825",
    "metadata": {},
    "name": "EnrichmentUploadProspectMutation",
    "operationKind": "mutation",
    "text": "mutation EnrichmentUploadProspectMutation(\n  $file: Upload!\n  $name: String\n) {\n  uploadProspectBulkEnrichment(file: $file, name: $name) {\n    prospectBulkEnrichment {\n      id\n    }\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fdc7baad779e4adf9ed30d41208754a1";

export default node;
