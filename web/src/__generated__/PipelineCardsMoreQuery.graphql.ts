/**
 * @generated SignedSource<<ae1990f339afc4ea7837583e90dc0c5d>>
 * @relayHash e63b03340d56c61f6581c19d4cda4390
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e63b03340d56c61f6581c19d4cda4390

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadStage = "DETAILED_PROPOSAL" | "LEAD_CREATED" | "MARKETING_PROPOSAL" | "PRELIMINARY_PROPOSAL" | "SALE_COMPLETED" | "SITE_SURVEY" | "UTILITY_DATA" | "%future added value";
export type LeadState = "ALL" | "CANCELLED" | "OPEN" | "%future added value";
export type ProposalType = "DETAILED" | "MARKETING" | "PRELIMINARY" | "%future added value";
export type PipelineCardsMoreQuery$variables = {
  after?: string | null | undefined;
  closeMonth?: string | null | undefined;
  first: number;
  proposalTypes?: ReadonlyArray<ProposalType> | null | undefined;
  search?: string | null | undefined;
  stage: LeadStage;
  state?: LeadState | null | undefined;
  updatedFrom?: any | null | undefined;
  updatedTo?: any | null | undefined;
};
export type PipelineCardsMoreQuery$data = {
  readonly leads: {
    readonly " $fragmentSpreads": FragmentRefs<"PipelineCards_leads">;
  };
};
export type PipelineCardsMoreQuery = {
  response: PipelineCardsMoreQuery$data;
  variables: PipelineCardsMoreQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "closeMonth"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "proposalTypes"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stage"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "state"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "updatedFrom"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "updatedTo"
},
v9 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "closeMonth",
    "variableName": "closeMonth"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
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
    "items": [
      {
        "kind": "Variable",
        "name": "stages.0",
        "variableName": "stage"
      }
    ],
    "kind": "ListValue",
    "name": "stages"
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PipelineCardsMoreQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": {
          "alias": null,
          "args": (v9/*:: as any*/),
          "concreteType": "LeadConnection",
          "kind": "LinkedField",
          "name": "leads",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PipelineCards_leads"
            }
          ],
          "storageKey": null
        },
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v6/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PipelineCardsMoreQuery",
    "selections": [
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "LeadConnection",
        "kind": "LinkedField",
        "name": "leads",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LeadEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Lead",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
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
                    "name": "address",
                    "storageKey": null
                  },
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
                    "name": "updated",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e63b03340d56c61f6581c19d4cda4390",
    "id": "e63b03340d56c61f6581c19d4cda4390",
    "metadata": {},
    "name": "PipelineCardsMoreQuery",
    "operationKind": "query",
    "text": "query PipelineCardsMoreQuery(\n  $stage: LeadStage!\n  $first: Int!\n  $after: String\n  $search: String\n  $proposalTypes: [ProposalType!]\n  $updatedFrom: Date\n  $updatedTo: Date\n  $state: LeadState\n  $closeMonth: String\n) {\n  leads(first: $first, after: $after, stages: [$stage], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {\n    ...PipelineCards_leads\n  }\n}\n\nfragment PipelineCard_lead on Lead {\n  databaseId\n  name\n  address\n  systemSize\n  updated\n}\n\nfragment PipelineCards_leads on LeadConnection {\n  edges {\n    node {\n      id\n      ...PipelineCard_lead\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n}\n"
  }
};
})();

(node as any).hash = "924a2a42bea5736083808a33aba384f1";

export default node;
