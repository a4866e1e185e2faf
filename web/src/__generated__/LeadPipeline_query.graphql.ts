/**
 * @generated SignedSource<<0ad1f97f3f7d9a9a62230f58c678540a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadPipeline_query$data = {
  readonly stage0Leads: {
    readonly " $fragmentSpreads": FragmentRefs<"PipelineCards_leads">;
  };
  readonly stage0Summary: {
    readonly " $fragmentSpreads": FragmentRefs<"PipelineColumn_summary">;
  };
  readonly stage1Leads: {
    readonly " $fragmentSpreads": FragmentRefs<"PipelineCards_leads">;
  };
  readonly stage1Summary: {
    readonly " $fragmentSpreads": FragmentRefs<"PipelineColumn_summary">;
  };
  readonly stage2Leads: {
    readonly " $fragmentSpreads": FragmentRefs<"PipelineCards_leads">;
  };
  readonly stage2Summary: {
    readonly " $fragmentSpreads": FragmentRefs<"PipelineColumn_summary">;
  };
  readonly stage3Leads: {
    readonly " $fragmentSpreads": FragmentRefs<"PipelineCards_leads">;
  };
  readonly stage3Summary: {
    readonly " $fragmentSpreads": FragmentRefs<"PipelineColumn_summary">;
  };
  readonly stage4Leads: {
    readonly " $fragmentSpreads": FragmentRefs<"PipelineCards_leads">;
  };
  readonly stage4Summary: {
    readonly " $fragmentSpreads": FragmentRefs<"PipelineColumn_summary">;
  };
  readonly stage5Leads: {
    readonly " $fragmentSpreads": FragmentRefs<"PipelineCards_leads">;
  };
  readonly stage5Summary: {
    readonly " $fragmentSpreads": FragmentRefs<"PipelineColumn_summary">;
  };
  readonly stage6Leads: {
    readonly " $fragmentSpreads": FragmentRefs<"PipelineCards_leads">;
  };
  readonly stage6Summary: {
    readonly " $fragmentSpreads": FragmentRefs<"PipelineColumn_summary">;
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
  "kind": "Literal",
  "name": "stages",
  "value": [
    "LEAD_CREATED"
  ]
},
v3 = {
  "kind": "Variable",
  "name": "state",
  "variableName": "state"
},
v4 = {
  "kind": "Variable",
  "name": "updatedFrom",
  "variableName": "updatedFrom"
},
v5 = {
  "kind": "Variable",
  "name": "updatedTo",
  "variableName": "updatedTo"
},
v6 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "PipelineColumn_summary"
  }
],
v7 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v8 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "PipelineCards_leads"
  }
],
v9 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "MARKETING_PROPOSAL"
  ]
},
v10 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "UTILITY_DATA"
  ]
},
v11 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "PRELIMINARY_PROPOSAL"
  ]
},
v12 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "SITE_SURVEY"
  ]
},
v13 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "DETAILED_PROPOSAL"
  ]
},
v14 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "SALE_COMPLETED"
  ]
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
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
      "name": "state"
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
      "kind": "RequiredField",
      "field": {
        "alias": "stage0Summary",
        "args": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "concreteType": "LeadsSummary",
        "kind": "LinkedField",
        "name": "leadsSummary",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage0Leads",
        "args": [
          (v7/*:: as any*/),
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "concreteType": "LeadConnection",
        "kind": "LinkedField",
        "name": "leads",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage1Summary",
        "args": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v9/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "concreteType": "LeadsSummary",
        "kind": "LinkedField",
        "name": "leadsSummary",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage1Leads",
        "args": [
          (v7/*:: as any*/),
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v9/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "concreteType": "LeadConnection",
        "kind": "LinkedField",
        "name": "leads",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage2Summary",
        "args": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v10/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "concreteType": "LeadsSummary",
        "kind": "LinkedField",
        "name": "leadsSummary",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage2Leads",
        "args": [
          (v7/*:: as any*/),
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v10/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "concreteType": "LeadConnection",
        "kind": "LinkedField",
        "name": "leads",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage3Summary",
        "args": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v11/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "concreteType": "LeadsSummary",
        "kind": "LinkedField",
        "name": "leadsSummary",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage3Leads",
        "args": [
          (v7/*:: as any*/),
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v11/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "concreteType": "LeadConnection",
        "kind": "LinkedField",
        "name": "leads",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage4Summary",
        "args": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v12/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "concreteType": "LeadsSummary",
        "kind": "LinkedField",
        "name": "leadsSummary",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage4Leads",
        "args": [
          (v7/*:: as any*/),
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v12/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "concreteType": "LeadConnection",
        "kind": "LinkedField",
        "name": "leads",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage5Summary",
        "args": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v13/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "concreteType": "LeadsSummary",
        "kind": "LinkedField",
        "name": "leadsSummary",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage5Leads",
        "args": [
          (v7/*:: as any*/),
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v13/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "concreteType": "LeadConnection",
        "kind": "LinkedField",
        "name": "leads",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage6Summary",
        "args": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v14/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "concreteType": "LeadsSummary",
        "kind": "LinkedField",
        "name": "leadsSummary",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage6Leads",
        "args": [
          (v7/*:: as any*/),
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v14/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "concreteType": "LeadConnection",
        "kind": "LinkedField",
        "name": "leads",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "d3a2311e6324d18fd64635b7bf72059f";

export default node;
