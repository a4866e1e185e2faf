/**
 * @generated SignedSource<<3f4bd6257a44d3964c604d2f378ee846>>
 * @relayHash 7594587519d00568e0da1650ebaa26a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7594587519d00568e0da1650ebaa26a8

import { ConcreteRequest } from 'relay-runtime';
export type LeadStage = "DETAILED_PROPOSAL" | "LEAD_CREATED" | "MARKETING_PROPOSAL" | "PRELIMINARY_PROPOSAL" | "SALE_COMPLETED" | "SITE_SURVEY" | "UTILITY_DATA" | "%future added value";
export type ProposalType = "DETAILED" | "MARKETING" | "PRELIMINARY" | "%future added value";
export type LeadsMapQuery$variables = {
  proposalTypes?: ReadonlyArray<ProposalType> | null | undefined;
  search?: string | null | undefined;
  statuses?: ReadonlyArray<number> | null | undefined;
  updatedFrom?: any | null | undefined;
  updatedTo?: any | null | undefined;
};
export type LeadsMapQuery$data = {
  readonly leadLocations: ReadonlyArray<{
    readonly databaseId: number;
    readonly latitude: number;
    readonly longitude: number;
    readonly name: string;
    readonly stage: LeadStage;
  }>;
};
export type LeadsMapQuery = {
  response: LeadsMapQuery$data;
  variables: LeadsMapQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "proposalTypes"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "statuses"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "updatedFrom"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "updatedTo"
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "proposalTypes",
        "variableName": "proposalTypes"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      },
      {
        "kind": "Variable",
        "name": "statuses",
        "variableName": "statuses"
      },
      {
        "kind": "Variable",
        "name": "updatedFrom",
        "variableName": "updatedFrom"
      },
      {
        "kind": "Variable",
        "name": "updatedTo",
        "variableName": "updatedTo"
      }
    ],
    "concreteType": "LeadLocation",
    "kind": "LinkedField",
    "name": "leadLocations",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "databaseId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "latitude",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "longitude",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stage",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LeadsMapQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LeadsMapQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "7594587519d00568e0da1650ebaa26a8",
    "id": "7594587519d00568e0da1650ebaa26a8",
    "metadata": {},
    "name": "LeadsMapQuery",
    "operationKind": "query",
    "text": "query LeadsMapQuery(\n  $search: String\n  $proposalTypes: [ProposalType!]\n  $statuses: [Int!]\n  $updatedFrom: Date\n  $updatedTo: Date\n) {\n  leadLocations(search: $search, proposalTypes: $proposalTypes, statuses: $statuses, updatedFrom: $updatedFrom, updatedTo: $updatedTo) {\n    databaseId\n    name\n    latitude\n    longitude\n    stage\n  }\n}\n"
  }
};
})();

(node as any).hash = "16eba7ad2e6abd3ef02a1d2c58010868";

export default node;
