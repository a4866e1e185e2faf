/**
 * @generated SignedSource<<ebb806342506540a920854545aa0e55d>>
 * @relayHash e3557bf9c223beddcdf17e12b5e55de2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e3557bf9c223beddcdf17e12b5e55de2

import { ConcreteRequest } from 'relay-runtime';
export type EnrichmentStatus = "COMPLETED" | "FAILED" | "PENDING" | "PROCESSING" | "%future added value";
export type LocationPrecision = "CITY" | "ROOFTOP" | "STREET" | "ZIP" | "%future added value";
export type usePrequalifyEnrichmentSubscription$variables = {
  leadId: string;
};
export type usePrequalifyEnrichmentSubscription$data = {
  readonly leadChanged: {
    readonly enrichment: {
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
};
export type usePrequalifyEnrichmentSubscription = {
  response: usePrequalifyEnrichmentSubscription$data;
  variables: usePrequalifyEnrichmentSubscription$variables;
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
        "name": "id",
        "variableName": "leadId"
      },
      {
        "kind": "Literal",
        "name": "includeCurrent",
        "value": true
      }
    ],
    "concreteType": "LeadChange",
    "kind": "LinkedField",
    "name": "leadChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LeadEnrichment",
        "kind": "LinkedField",
        "name": "enrichment",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePrequalifyEnrichmentSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePrequalifyEnrichmentSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e3557bf9c223beddcdf17e12b5e55de2",
    "id": "e3557bf9c223beddcdf17e12b5e55de2",
    "metadata": {},
    "name": "usePrequalifyEnrichmentSubscription",
    "operationKind": "subscription",
    "text": "subscription usePrequalifyEnrichmentSubscription(\n  $leadId: ID!\n) {\n  leadChanged(id: $leadId, includeCurrent: true) {\n    enrichment {\n      status\n      failureReason\n      enrichedData {\n        systemSize\n        estimatedYearProduction\n        solarCost\n        locationPrecision\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b878b0f1b31dbc55944a8cbd539f94a6";

export default node;
