/**
 * @generated SignedSource<<5c8e84b4e71f3cc72e9f1eb514fe0a0f>>
 * @relayHash 94556ea7a1f1cc2cc1c960b9484eaefc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94556ea7a1f1cc2cc1c960b9484eaefc

import { ConcreteRequest } from 'relay-runtime';
export type EnrichmentStatus = "COMPLETED" | "FAILED" | "PENDING" | "PROCESSING" | "%future added value";
export type LocationPrecision = "CITY" | "ROOFTOP" | "STREET" | "ZIP" | "%future added value";
export type usePrequalifyEnrichmentQuery$variables = {
  leadId: string;
};
export type usePrequalifyEnrichmentQuery$data = {
  readonly leadEnrichmentStatus: {
    readonly enrichedData: {
      readonly estimatedYearProduction: number | null | undefined;
      readonly locationPrecision: LocationPrecision | null | undefined;
      readonly solarCost: number | null | undefined;
      readonly systemSize: number | null | undefined;
    } | null | undefined;
    readonly failureReason: string | null | undefined;
    readonly status: EnrichmentStatus;
  } | null | undefined;
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
        "kind": "ScalarField",
        "name": "failureReason",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "solarCost",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locationPrecision",
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
    "cacheID": "94556ea7a1f1cc2cc1c960b9484eaefc",
    "id": "94556ea7a1f1cc2cc1c960b9484eaefc",
    "metadata": {},
    "name": "usePrequalifyEnrichmentQuery",
    "operationKind": "query",
    "text": "query usePrequalifyEnrichmentQuery(\n  $leadId: ID!\n) {\n  leadEnrichmentStatus(leadId: $leadId) {\n    status\n    failureReason\n    enrichedData {\n      systemSize\n      estimatedYearProduction\n      solarCost\n      locationPrecision\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "585cba9f634ea244d0219d470366b25e";

export default node;
