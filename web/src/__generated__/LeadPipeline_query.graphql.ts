/**
 * @generated SignedSource<<132dbdeeb414d8ad3eab881aed8058f3>>
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
  "name": "closeMonth",
  "variableName": "closeMonth"
},
v1 = {
  "kind": "Variable",
  "name": "proposalTypes",
  "variableName": "proposalTypes"
},
v2 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v3 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "LEAD_CREATED"
  ]
},
v4 = {
  "kind": "Variable",
  "name": "state",
  "variableName": "state"
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
v7 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "PipelineColumn_summary"
  }
],
v8 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v9 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "PipelineCards_leads"
  }
],
v10 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "MARKETING_PROPOSAL"
  ]
},
v11 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "UTILITY_DATA"
  ]
},
v12 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "PRELIMINARY_PROPOSAL"
  ]
},
v13 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "SITE_SURVEY"
  ]
},
v14 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "DETAILED_PROPOSAL"
  ]
},
v15 = {
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
      "name": "closeMonth"
    },
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
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "concreteType": "LeadsSummary",
        "kind": "LinkedField",
        "name": "leadsSummary",
        "plural": false,
        "selections": (v7/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage0Leads",
        "args": [
          (v0/*:: as any*/),
          (v8/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "concreteType": "LeadConnection",
        "kind": "LinkedField",
        "name": "leads",
        "plural": false,
        "selections": (v9/*:: as any*/),
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
          (v2/*:: as any*/),
          (v10/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "concreteType": "LeadsSummary",
        "kind": "LinkedField",
        "name": "leadsSummary",
        "plural": false,
        "selections": (v7/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage1Leads",
        "args": [
          (v0/*:: as any*/),
          (v8/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v10/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "concreteType": "LeadConnection",
        "kind": "LinkedField",
        "name": "leads",
        "plural": false,
        "selections": (v9/*:: as any*/),
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
          (v2/*:: as any*/),
          (v11/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "concreteType": "LeadsSummary",
        "kind": "LinkedField",
        "name": "leadsSummary",
        "plural": false,
        "selections": (v7/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage2Leads",
        "args": [
          (v0/*:: as any*/),
          (v8/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v11/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "concreteType": "LeadConnection",
        "kind": "LinkedField",
        "name": "leads",
        "plural": false,
        "selections": (v9/*:: as any*/),
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
          (v2/*:: as any*/),
          (v12/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "concreteType": "LeadsSummary",
        "kind": "LinkedField",
        "name": "leadsSummary",
        "plural": false,
        "selections": (v7/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage3Leads",
        "args": [
          (v0/*:: as any*/),
          (v8/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v12/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "concreteType": "LeadConnection",
        "kind": "LinkedField",
        "name": "leads",
        "plural": false,
        "selections": (v9/*:: as any*/),
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
          (v2/*:: as any*/),
          (v13/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "concreteType": "LeadsSummary",
        "kind": "LinkedField",
        "name": "leadsSummary",
        "plural": false,
        "selections": (v7/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage4Leads",
        "args": [
          (v0/*:: as any*/),
          (v8/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v13/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "concreteType": "LeadConnection",
        "kind": "LinkedField",
        "name": "leads",
        "plural": false,
        "selections": (v9/*:: as any*/),
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
          (v2/*:: as any*/),
          (v14/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "concreteType": "LeadsSummary",
        "kind": "LinkedField",
        "name": "leadsSummary",
        "plural": false,
        "selections": (v7/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage5Leads",
        "args": [
          (v0/*:: as any*/),
          (v8/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v14/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "concreteType": "LeadConnection",
        "kind": "LinkedField",
        "name": "leads",
        "plural": false,
        "selections": (v9/*:: as any*/),
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
          (v2/*:: as any*/),
          (v15/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "concreteType": "LeadsSummary",
        "kind": "LinkedField",
        "name": "leadsSummary",
        "plural": false,
        "selections": (v7/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "stage6Leads",
        "args": [
          (v0/*:: as any*/),
          (v8/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v15/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "concreteType": "LeadConnection",
        "kind": "LinkedField",
        "name": "leads",
        "plural": false,
        "selections": (v9/*:: as any*/),
        "storageKey": null
      },
      "action": "THROW"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "09e7c1b52b0e09e44ae05bf6d0d6e937";

export default node;
