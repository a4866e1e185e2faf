/**
 * @generated SignedSource<<39e573034e1edbabafe849fc8759e75d>>
 * @relayHash 11a318e5b7a8bd8e1227f99b5a54f87d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 11a318e5b7a8bd8e1227f99b5a54f87d

import { ConcreteRequest } from 'relay-runtime';
export type LeadStage = "DETAILED_PROPOSAL" | "LEAD_CREATED" | "MARKETING_PROPOSAL" | "PRELIMINARY_PROPOSAL" | "SALE_COMPLETED" | "SITE_SURVEY" | "UTILITY_DATA" | "%future added value";
export type LeadState = "ALL" | "CANCELLED" | "OPEN" | "%future added value";
export type ProposalType = "DETAILED" | "MARKETING" | "PRELIMINARY" | "%future added value";
export type LeadsMapQuery$variables = {
  proposalTypes?: ReadonlyArray<ProposalType> | null | undefined;
  search?: string | null | undefined;
  stages?: ReadonlyArray<LeadStage> | null | undefined;
  state?: LeadState | null | undefined;
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
  "name": "stages"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "state"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "updatedFrom"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "updatedTo"
},
v6 = {
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
      "name": "stages",
      "variableName": "stages"
    },
    {
      "kind": "Variable",
      "name": "state",
      "variableName": "state"
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LeadsMapQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": (v6/*:: as any*/),
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LeadsMapQuery",
    "selections": [
      (v6/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "11a318e5b7a8bd8e1227f99b5a54f87d",
    "id": "11a318e5b7a8bd8e1227f99b5a54f87d",
    "metadata": {},
    "name": "LeadsMapQuery",
    "operationKind": "query",
    "text": "query LeadsMapQuery(\n  $search: String\n  $proposalTypes: [ProposalType!]\n  $stages: [LeadStage!]\n  $updatedFrom: Date\n  $updatedTo: Date\n  $state: LeadState\n) {\n  leadLocations(search: $search, proposalTypes: $proposalTypes, stages: $stages, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state) {\n    databaseId\n    name\n    latitude\n    longitude\n    stage\n  }\n}\n"
  }
};
})();

(node as any).hash = "ccfa63a45d3b54d876cb489a59e181f7";

export default node;
