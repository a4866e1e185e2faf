/**
 * @generated SignedSource<<dd81d6e37e4dfe877a8dfdeb8847a4af>>
 * @relayHash 7b3e50cd661ebaff42c8616d48e9eff1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b3e50cd661ebaff42c8616d48e9eff1

import { ConcreteRequest } from 'relay-runtime';
export type EnrichmentStatus = "COMPLETED" | "FAILED" | "PENDING" | "PROCESSING" | "%future added value";
export type usePrequalifyEnrichmentQuery$variables = {
  leadId: string;
};
export type usePrequalifyEnrichmentQuery$data = {
  readonly leadEnrichmentStatus: {
    readonly enrichedData: {
      readonly estimatedYearProduction: number | null | undefined;
      readonly systemSize: number | null | undefined;
    } | null | undefined;
    readonly status: EnrichmentStatus;
  };
};
export type usePrequalifyEnrichmentQuery = {
  response: usePrequalifyEnrichmentQuery$data;
  variables: usePrequalifyEnrichmentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "leadId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "leadId",
        "variableName": "leadId"
      }
    ],
    "concreteType": "LeadEnrichment",
    "kind": "LinkedField",
    "name": "leadEnrichmentStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LeadEnrichmentEstimate",
        "kind": "LinkedField",
        "name": "enrichedData",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "systemSize",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "estimatedYearProduction",
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
    "name": "usePrequalifyEnrichmentQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePrequalifyEnrichmentQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7b3e50cd661ebaff42c8616d48e9eff1",
    "id": "7b3e50cd661ebaff42c8616d48e9eff1",
    "metadata": {},
    "name": "usePrequalifyEnrichmentQuery",
    "operationKind": "query",
    "text": "query usePrequalifyEnrichmentQuery(\n  $leadId: ID!\n) {\n  leadEnrichmentStatus(leadId: $leadId) {\n    status\n    enrichedData {\n      systemSize\n      estimatedYearProduction\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d7a75e60a527c98e5636ab2c9428efb";

export default node;
