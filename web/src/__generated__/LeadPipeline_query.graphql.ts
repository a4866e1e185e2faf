/**
 * @generated SignedSource<<7747cff71a71be844d8a70c643057864>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadPipeline_query$data = {
  readonly stage0: {
    readonly " $fragmentSpreads": FragmentRefs<"PipelineColumn_query">;
  };
  readonly stage1: {
    readonly " $fragmentSpreads": FragmentRefs<"PipelineColumn_query">;
  };
  readonly " $fragmentType": "LeadPipeline_query";
};
export type LeadPipeline_query$key = {
  readonly " $data"?: LeadPipeline_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeadPipeline_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Variable",
  "name": "proposalTypes",
  "variableName": "proposalTypes"
},
v1 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v2 = {
  "kind": "Variable",
  "name": "updatedFrom",
  "variableName": "updatedFrom"
},
v3 = {
  "kind": "Variable",
  "name": "updatedTo",
  "variableName": "updatedTo"
};
return {
  "argumentDefinitions": [
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
      "name": "updatedFrom"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "updatedTo"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeadPipeline_query",
  "selections": [
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "kind": "Literal",
                "name": "stage",
                "value": 0
              },
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "kind": "FragmentSpread",
            "name": "PipelineColumn_query"
          }
        ],
        "type": "Query",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "stage0"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "kind": "Literal",
                "name": "stage",
                "value": 1
              },
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "kind": "FragmentSpread",
            "name": "PipelineColumn_query"
          }
        ],
        "type": "Query",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "stage1"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "f0212f35cb55df00028555faf46ed71c";

export default node;
