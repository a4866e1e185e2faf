/**
 * @generated SignedSource<<0dd674187f442df484daff1138821414>>
 * @relayHash f3715f12c218e52742187a4818bcac28
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3715f12c218e52742187a4818bcac28

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProposalType = "DETAILED" | "MARKETING" | "PRELIMINARY" | "%future added value";
export type PipelineColumnPaginationQuery$variables = {
  after?: string | null | undefined;
  first?: number | null | undefined;
  proposalTypes?: ReadonlyArray<ProposalType> | null | undefined;
  search?: string | null | undefined;
  stage: number;
  updatedFrom?: any | null | undefined;
  updatedTo?: any | null | undefined;
};
export type PipelineColumnPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PipelineColumn_query">;
};
export type PipelineColumnPaginationQuery = {
  response: PipelineColumnPaginationQuery$data;
  variables: PipelineColumnPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": 20,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "proposalTypes"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "stage"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "updatedFrom"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "updatedTo"
  }
],
v1 = {
  "kind": "Variable",
  "name": "after",
  "variableName": "after"
},
v2 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v3 = {
  "kind": "Variable",
  "name": "proposalTypes",
  "variableName": "proposalTypes"
},
v4 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v5 = {
  "kind": "Variable",
  "name": "updatedFrom",
  "variableName": "updatedFrom"
},
v6 = {
  "kind": "Variable",
  "name": "updatedTo",
  "variableName": "updatedTo"
},
v7 = {
  "items": [
    {
      "kind": "Variable",
      "name": "statuses.0",
      "variableName": "stage"
    }
  ],
  "kind": "ListValue",
  "name": "statuses"
},
v8 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v7/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PipelineColumnPaginationQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "Variable",
            "name": "stage",
            "variableName": "stage"
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "PipelineColumn_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PipelineColumnPaginationQuery",
    "selections": [
      {
        "alias": "stageSummary",
        "args": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v7/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "concreteType": "LeadsSummary",
        "kind": "LinkedField",
        "name": "leadsSummary",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalLeads",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalSystemSize",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalRooftopSolarCapacity",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "stageLeads",
        "args": (v8/*:: as any*/),
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
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
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
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "stageLeads",
        "args": (v8/*:: as any*/),
        "filters": [
          "statuses",
          "search",
          "proposalTypes",
          "updatedFrom",
          "updatedTo"
        ],
        "handle": "connection",
        "key": "PipelineColumn_stageLeads",
        "kind": "LinkedHandle",
        "name": "leads"
      }
    ]
  },
  "params": {
    "cacheID": "f3715f12c218e52742187a4818bcac28",
    "id": "f3715f12c218e52742187a4818bcac28",
    "metadata": {},
    "name": "PipelineColumnPaginationQuery",
    "operationKind": "query",
    "text": "query PipelineColumnPaginationQuery(\n  $after: String\n  $first: Int = 20\n  $proposalTypes: [ProposalType!]\n  $search: String\n  $stage: Int!\n  $updatedFrom: Date\n  $updatedTo: Date\n) {\n  ...PipelineColumn_query_3S93NT\n}\n\nfragment PipelineColumn_query_3S93NT on Query {\n  stageSummary: leadsSummary(statuses: [$stage], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo) {\n    totalLeads\n    totalSystemSize\n    totalRooftopSolarCapacity\n  }\n  stageLeads: leads(first: $first, after: $after, statuses: [$stage], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo) {\n    edges {\n      node {\n        id\n        name\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7fb487727894fb483af41a1b032d46c0";

export default node;
