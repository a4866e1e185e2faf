/**
 * @generated SignedSource<<7c4f20b8878109d619b692f00031bb30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PipelineColumn_query$data = {
  readonly stageLeads: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly stageSummary: {
    readonly totalLeads: number;
    readonly totalRooftopSolarCapacity: number;
    readonly totalSystemSize: number;
  };
  readonly " $fragmentType": "PipelineColumn_query";
};
export type PipelineColumn_query$key = {
  readonly " $data"?: PipelineColumn_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PipelineColumn_query">;
};

import PipelineColumnPaginationQuery_graphql from './PipelineColumnPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "stageLeads"
],
v1 = [
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
        "name": "statuses.0",
        "variableName": "stage"
      }
    ],
    "kind": "ListValue",
    "name": "statuses"
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
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": PipelineColumnPaginationQuery_graphql
    }
  },
  "name": "PipelineColumn_query",
  "selections": [
    {
      "alias": "stageSummary",
      "args": (v1/*:: as any*/),
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
      "args": (v1/*:: as any*/),
      "concreteType": "LeadConnection",
      "kind": "LinkedField",
      "name": "__PipelineColumn_stageLeads_connection",
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "7fb487727894fb483af41a1b032d46c0";

export default node;
