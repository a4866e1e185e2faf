/**
 * @generated SignedSource<<e4d3d15c2ed8add4c656a3cad01e221d>>
 * @relayHash ade9e326d53e5ed9f95e6f58cda492da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ade9e326d53e5ed9f95e6f58cda492da

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadOrderField = "ADDRESS" | "ASSOCIATED_USER" | "CREATED" | "CUSTOMER_NAME" | "EXPECTED_CLOSE_DATE" | "LEAD_STATUS" | "NAME" | "ORGANIZATION" | "PROPOSAL_TYPE" | "SYSTEM_SIZE" | "UPDATED" | "%future added value";
export type LeadStage = "DETAILED_PROPOSAL" | "LEAD_CREATED" | "MARKETING_PROPOSAL" | "PRELIMINARY_PROPOSAL" | "SALE_COMPLETED" | "SITE_SURVEY" | "UTILITY_DATA" | "%future added value";
export type LeadState = "ALL" | "CANCELLED" | "OPEN" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type ProposalType = "DETAILED" | "MARKETING" | "PRELIMINARY" | "%future added value";
export type LeadOrder = {
  direction: OrderDirection;
  field: LeadOrderField;
};
export type LeadListScreenQuery$variables = {
  closeMonth?: string | null | undefined;
  order?: LeadOrder | null | undefined;
  page: number;
  pageSize: number;
  pipelineFirst: number;
  proposalTypes?: ReadonlyArray<ProposalType> | null | undefined;
  search?: string | null | undefined;
  showOrganization: boolean;
  stages?: ReadonlyArray<LeadStage> | null | undefined;
  state?: LeadState | null | undefined;
  updatedFrom?: any | null | undefined;
  updatedTo?: any | null | undefined;
  withPipeline: boolean;
  withTable: boolean;
};
export type LeadListScreenQuery$data = {
  readonly leads?: {
    readonly " $fragmentSpreads": FragmentRefs<"LeadTable_leads">;
  };
  readonly pipeline?: {
    readonly " $fragmentSpreads": FragmentRefs<"LeadPipeline_query">;
  } | null | undefined;
  readonly summary: {
    readonly totalLeads: number;
    readonly " $fragmentSpreads": FragmentRefs<"LeadSummary_summary">;
  };
};
export type LeadListScreenQuery = {
  response: LeadListScreenQuery$data;
  variables: LeadListScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "closeMonth"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "order"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pageSize"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pipelineFirst"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "proposalTypes"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showOrganization"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stages"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "state"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "updatedFrom"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "updatedTo"
},
v12 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withPipeline"
},
v13 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withTable"
},
v14 = {
  "kind": "Variable",
  "name": "closeMonth",
  "variableName": "closeMonth"
},
v15 = {
  "kind": "Variable",
  "name": "proposalTypes",
  "variableName": "proposalTypes"
},
v16 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v17 = {
  "kind": "Variable",
  "name": "stages",
  "variableName": "stages"
},
v18 = {
  "kind": "Variable",
  "name": "state",
  "variableName": "state"
},
v19 = {
  "kind": "Variable",
  "name": "updatedFrom",
  "variableName": "updatedFrom"
},
v20 = {
  "kind": "Variable",
  "name": "updatedTo",
  "variableName": "updatedTo"
},
v21 = [
  (v14/*:: as any*/),
  (v15/*:: as any*/),
  (v16/*:: as any*/),
  (v17/*:: as any*/),
  (v18/*:: as any*/),
  (v19/*:: as any*/),
  (v20/*:: as any*/)
],
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalLeads",
  "storageKey": null
},
v23 = [
  (v14/*:: as any*/),
  {
    "kind": "Variable",
    "name": "order",
    "variableName": "order"
  },
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  },
  {
    "kind": "Variable",
    "name": "pageSize",
    "variableName": "pageSize"
  },
  (v15/*:: as any*/),
  (v16/*:: as any*/),
  (v17/*:: as any*/),
  (v18/*:: as any*/),
  (v19/*:: as any*/),
  (v20/*:: as any*/)
],
v24 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "pipelineFirst"
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalSystemSize",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalRooftopSolarCapacity",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updated",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "systemSize",
  "storageKey": null
},
v33 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "LEAD_CREATED"
  ]
},
v34 = [
  (v22/*:: as any*/),
  (v25/*:: as any*/),
  (v26/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalDealValue",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "dealValueCount",
    "storageKey": null
  }
],
v35 = [
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
          (v27/*:: as any*/),
          (v29/*:: as any*/),
          (v28/*:: as any*/),
          (v31/*:: as any*/),
          (v32/*:: as any*/),
          (v30/*:: as any*/)
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
v36 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "MARKETING_PROPOSAL"
  ]
},
v37 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "UTILITY_DATA"
  ]
},
v38 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "PRELIMINARY_PROPOSAL"
  ]
},
v39 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "SITE_SURVEY"
  ]
},
v40 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "DETAILED_PROPOSAL"
  ]
},
v41 = {
  "kind": "Literal",
  "name": "stages",
  "value": [
    "SALE_COMPLETED"
  ]
};
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
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      (v13/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LeadListScreenQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": {
          "alias": "summary",
          "args": (v21/*:: as any*/),
          "concreteType": "LeadsSummary",
          "kind": "LinkedField",
          "name": "leadsSummary",
          "plural": false,
          "selections": [
            (v22/*:: as any*/),
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "LeadSummary_summary"
            }
          ],
          "storageKey": null
        },
        "action": "THROW"
      },
      {
        "condition": "withTable",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "kind": "RequiredField",
            "field": {
              "alias": null,
              "args": (v23/*:: as any*/),
              "concreteType": "LeadConnection",
              "kind": "LinkedField",
              "name": "leads",
              "plural": false,
              "selections": [
                {
                  "args": [
                    {
                      "kind": "Variable",
                      "name": "showOrganization",
                      "variableName": "showOrganization"
                    }
                  ],
                  "kind": "FragmentSpread",
                  "name": "LeadTable_leads"
                }
              ],
              "storageKey": null
            },
            "action": "THROW"
          }
        ]
      },
      {
        "condition": "withPipeline",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v14/*:: as any*/),
                    (v24/*:: as any*/),
                    (v15/*:: as any*/),
                    (v16/*:: as any*/),
                    (v18/*:: as any*/),
                    (v19/*:: as any*/),
                    (v20/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "LeadPipeline_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "pipeline"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v6/*:: as any*/),
      (v1/*:: as any*/),
      (v5/*:: as any*/),
      (v8/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v9/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v7/*:: as any*/),
      (v13/*:: as any*/),
      (v12/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LeadListScreenQuery",
    "selections": [
      {
        "alias": "summary",
        "args": (v21/*:: as any*/),
        "concreteType": "LeadsSummary",
        "kind": "LinkedField",
        "name": "leadsSummary",
        "plural": false,
        "selections": [
          (v22/*:: as any*/),
          (v25/*:: as any*/),
          (v26/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalSolarCost",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "withTable",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v23/*:: as any*/),
            "concreteType": "LeadConnection",
            "kind": "LinkedField",
            "name": "leads",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalCount",
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
                    "name": "page",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pageSize",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
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
                      (v27/*:: as any*/),
                      (v28/*:: as any*/),
                      (v29/*:: as any*/),
                      (v30/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "created",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "stage",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "stageLabel",
                        "storageKey": null
                      },
                      (v31/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "proposalType",
                        "storageKey": null
                      },
                      (v32/*:: as any*/),
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
                        "condition": "showOrganization",
                        "kind": "Condition",
                        "passingValue": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "organizationName",
                            "storageKey": null
                          }
                        ]
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "associatedUserName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "LeadAssignee",
                        "kind": "LinkedField",
                        "name": "associatedUser",
                        "plural": false,
                        "selections": [
                          (v29/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "expectedCloseDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dealValue",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "canCancel",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "LeadCancellation",
                        "kind": "LinkedField",
                        "name": "cancellation",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "reason",
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
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "withPipeline",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "stage0Summary",
            "args": [
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v33/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "concreteType": "LeadsSummary",
            "kind": "LinkedField",
            "name": "leadsSummary",
            "plural": false,
            "selections": (v34/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "stage0Leads",
            "args": [
              (v14/*:: as any*/),
              (v24/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v33/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "concreteType": "LeadConnection",
            "kind": "LinkedField",
            "name": "leads",
            "plural": false,
            "selections": (v35/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "stage1Summary",
            "args": [
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v36/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "concreteType": "LeadsSummary",
            "kind": "LinkedField",
            "name": "leadsSummary",
            "plural": false,
            "selections": (v34/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "stage1Leads",
            "args": [
              (v14/*:: as any*/),
              (v24/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v36/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "concreteType": "LeadConnection",
            "kind": "LinkedField",
            "name": "leads",
            "plural": false,
            "selections": (v35/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "stage2Summary",
            "args": [
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v37/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "concreteType": "LeadsSummary",
            "kind": "LinkedField",
            "name": "leadsSummary",
            "plural": false,
            "selections": (v34/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "stage2Leads",
            "args": [
              (v14/*:: as any*/),
              (v24/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v37/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "concreteType": "LeadConnection",
            "kind": "LinkedField",
            "name": "leads",
            "plural": false,
            "selections": (v35/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "stage3Summary",
            "args": [
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v38/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "concreteType": "LeadsSummary",
            "kind": "LinkedField",
            "name": "leadsSummary",
            "plural": false,
            "selections": (v34/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "stage3Leads",
            "args": [
              (v14/*:: as any*/),
              (v24/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v38/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "concreteType": "LeadConnection",
            "kind": "LinkedField",
            "name": "leads",
            "plural": false,
            "selections": (v35/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "stage4Summary",
            "args": [
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v39/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "concreteType": "LeadsSummary",
            "kind": "LinkedField",
            "name": "leadsSummary",
            "plural": false,
            "selections": (v34/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "stage4Leads",
            "args": [
              (v14/*:: as any*/),
              (v24/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v39/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "concreteType": "LeadConnection",
            "kind": "LinkedField",
            "name": "leads",
            "plural": false,
            "selections": (v35/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "stage5Summary",
            "args": [
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v40/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "concreteType": "LeadsSummary",
            "kind": "LinkedField",
            "name": "leadsSummary",
            "plural": false,
            "selections": (v34/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "stage5Leads",
            "args": [
              (v14/*:: as any*/),
              (v24/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v40/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "concreteType": "LeadConnection",
            "kind": "LinkedField",
            "name": "leads",
            "plural": false,
            "selections": (v35/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "stage6Summary",
            "args": [
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v41/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "concreteType": "LeadsSummary",
            "kind": "LinkedField",
            "name": "leadsSummary",
            "plural": false,
            "selections": (v34/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "stage6Leads",
            "args": [
              (v14/*:: as any*/),
              (v24/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v41/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "concreteType": "LeadConnection",
            "kind": "LinkedField",
            "name": "leads",
            "plural": false,
            "selections": (v35/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "ade9e326d53e5ed9f95e6f58cda492da",
    "id": "ade9e326d53e5ed9f95e6f58cda492da",
    "metadata": {},
    "name": "LeadListScreenQuery",
    "operationKind": "query",
    "text": "query LeadListScreenQuery(\n  $search: String\n  $order: LeadOrder\n  $proposalTypes: [ProposalType!]\n  $stages: [LeadStage!]\n  $updatedFrom: Date\n  $updatedTo: Date\n  $state: LeadState\n  $closeMonth: String\n  $page: Int!\n  $pageSize: Int!\n  $showOrganization: Boolean!\n  $withTable: Boolean!\n  $withPipeline: Boolean!\n  $pipelineFirst: Int!\n) {\n  summary: leadsSummary(search: $search, proposalTypes: $proposalTypes, stages: $stages, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {\n    totalLeads\n    ...LeadSummary_summary\n  }\n  leads(page: $page, pageSize: $pageSize, search: $search, order: $order, proposalTypes: $proposalTypes, stages: $stages, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) @include(if: $withTable) {\n    ...LeadTable_leads_2B21ED\n  }\n  ...LeadPipeline_query_4Agxxk @include(if: $withPipeline)\n}\n\nfragment LeadCardList_lead on Lead {\n  id\n  databaseId\n  name\n  updated\n  stage\n  stageLabel\n  address\n  systemSize\n  associatedUser {\n    databaseId\n  }\n  canCancel\n  cancellation {\n    reason\n  }\n}\n\nfragment LeadPipeline_query_4Agxxk on Query {\n  stage0Summary: leadsSummary(stages: [LEAD_CREATED], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {\n    ...PipelineColumn_summary\n  }\n  stage0Leads: leads(first: $pipelineFirst, stages: [LEAD_CREATED], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {\n    ...PipelineCards_leads\n  }\n  stage1Summary: leadsSummary(stages: [MARKETING_PROPOSAL], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {\n    ...PipelineColumn_summary\n  }\n  stage1Leads: leads(first: $pipelineFirst, stages: [MARKETING_PROPOSAL], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {\n    ...PipelineCards_leads\n  }\n  stage2Summary: leadsSummary(stages: [UTILITY_DATA], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {\n    ...PipelineColumn_summary\n  }\n  stage2Leads: leads(first: $pipelineFirst, stages: [UTILITY_DATA], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {\n    ...PipelineCards_leads\n  }\n  stage3Summary: leadsSummary(stages: [PRELIMINARY_PROPOSAL], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {\n    ...PipelineColumn_summary\n  }\n  stage3Leads: leads(first: $pipelineFirst, stages: [PRELIMINARY_PROPOSAL], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {\n    ...PipelineCards_leads\n  }\n  stage4Summary: leadsSummary(stages: [SITE_SURVEY], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {\n    ...PipelineColumn_summary\n  }\n  stage4Leads: leads(first: $pipelineFirst, stages: [SITE_SURVEY], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {\n    ...PipelineCards_leads\n  }\n  stage5Summary: leadsSummary(stages: [DETAILED_PROPOSAL], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {\n    ...PipelineColumn_summary\n  }\n  stage5Leads: leads(first: $pipelineFirst, stages: [DETAILED_PROPOSAL], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {\n    ...PipelineCards_leads\n  }\n  stage6Summary: leadsSummary(stages: [SALE_COMPLETED], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {\n    ...PipelineColumn_summary\n  }\n  stage6Leads: leads(first: $pipelineFirst, stages: [SALE_COMPLETED], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {\n    ...PipelineCards_leads\n  }\n}\n\nfragment LeadRow_lead_2B21ED on Lead {\n  id\n  databaseId\n  name\n  updated\n  created\n  stage\n  stageLabel\n  address\n  proposalType\n  systemSize\n  latitude\n  longitude\n  organizationName @include(if: $showOrganization)\n  associatedUserName\n  associatedUser {\n    databaseId\n  }\n  expectedCloseDate\n  dealValue\n  canCancel\n  cancellation {\n    reason\n  }\n}\n\nfragment LeadSummary_summary on LeadsSummary {\n  totalLeads\n  totalSystemSize\n  totalRooftopSolarCapacity\n  totalSolarCost\n}\n\nfragment LeadTable_leads_2B21ED on LeadConnection {\n  totalCount\n  pageInfo {\n    page\n    pageSize\n  }\n  edges {\n    node {\n      id\n      name\n      ...LeadRow_lead_2B21ED\n      ...LeadCardList_lead\n    }\n  }\n}\n\nfragment PipelineCard_lead on Lead {\n  databaseId\n  name\n  address\n  systemSize\n  updated\n}\n\nfragment PipelineCards_leads on LeadConnection {\n  edges {\n    node {\n      id\n      ...PipelineCard_lead\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n}\n\nfragment PipelineColumn_summary on LeadsSummary {\n  totalLeads\n  totalSystemSize\n  totalRooftopSolarCapacity\n  totalDealValue\n  dealValueCount\n}\n"
  }
};
})();

(node as any).hash = "9974c90c0403a2835b2c2e8ab9d64bc0";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
