/**
 * @generated SignedSource<<a0bc6f9cad30a62107c6d77140dcd02d>>
 * @relayHash 9d6fe1131834e778a4f0b7da967d2f07
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d6fe1131834e778a4f0b7da967d2f07

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadChangeKind = "AGREEMENTS" | "FILES" | "LEAD" | "PROPOSALS" | "QUOTES" | "%future added value";
export type LiveUpdatesLeadSubscription$variables = {
  id: string;
};
export type LiveUpdatesLeadSubscription$data = {
  readonly leadChanged: {
    readonly changes: ReadonlyArray<LeadChangeKind>;
    readonly lead: {
      readonly " $fragmentSpreads": FragmentRefs<"LeadPageContent_lead">;
    } | null | undefined;
  };
};
export type LiveUpdatesLeadSubscription = {
  response: LiveUpdatesLeadSubscription$data;
  variables: LiveUpdatesLeadSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changes",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "systemSize",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "estimatedYearProduction",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "epcPrice",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "essCapacity",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "essEpcPrice",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "installType",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avoidedCost",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "essWarrantyLength",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stage",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "source",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "year",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ppaEscalator",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "utilityRate",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contractPrice",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ppaRate",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "year25CumulativeSavings",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "termYears",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "concreteType": "SystemSavings",
  "kind": "LinkedField",
  "name": "systemSavings",
  "plural": false,
  "selections": [
    (v22/*:: as any*/)
  ],
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "SavingsYear",
  "kind": "LinkedField",
  "name": "cashFlow",
  "plural": true,
  "selections": [
    (v17/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "savings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cumulativeSavings",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "error",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dateGenerated",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "created",
  "storageKey": null
},
v29 = [
  (v12/*:: as any*/)
],
v30 = {
  "alias": null,
  "args": null,
  "concreteType": "File",
  "kind": "LinkedField",
  "name": "pdf",
  "plural": false,
  "selections": (v29/*:: as any*/),
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "surveyScheduledDate",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v33 = [
  (v3/*:: as any*/),
  (v12/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fileTypeLabel",
    "storageKey": null
  },
  (v28/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveUpdatesLeadSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LeadChange",
        "kind": "LinkedField",
        "name": "leadChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Lead",
            "kind": "LinkedField",
            "name": "lead",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LeadPageContent_lead"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LiveUpdatesLeadSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LeadChange",
        "kind": "LinkedField",
        "name": "leadChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Lead",
            "kind": "LinkedField",
            "name": "lead",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isDraft",
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
                    "name": "cancelledAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cancelledByName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadProjectInfo",
                "kind": "LinkedField",
                "name": "projectInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "proposalIntent",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "essSize",
                    "storageKey": null
                  },
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reachedStages",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadStageReached",
                "kind": "LinkedField",
                "name": "stageHistory",
                "plural": true,
                "selections": [
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reachedAt",
                    "storageKey": null
                  }
                ],
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
                "name": "organizationName",
                "storageKey": null
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
                "kind": "ScalarField",
                "name": "canCancel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "organization",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v12/*:: as any*/)
                ],
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isProposalsLocked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadEconomics",
                "kind": "LinkedField",
                "name": "economics",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SiteLocation",
                    "kind": "LinkedField",
                    "name": "site",
                    "plural": false,
                    "selections": [
                      (v15/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SiteUtility",
                    "kind": "LinkedField",
                    "name": "utility",
                    "plural": false,
                    "selections": [
                      (v12/*:: as any*/),
                      (v15/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "namedUtility",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SiteRate",
                    "kind": "LinkedField",
                    "name": "rate",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "commercialRate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rateSource",
                        "storageKey": null
                      },
                      (v16/*:: as any*/),
                      (v17/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SiteProduction",
                    "kind": "LinkedField",
                    "name": "production",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "annualKwhPerKw",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "model",
                        "storageKey": null
                      },
                      (v16/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "tilt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "azimuth",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "losses",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ResourceStation",
                        "kind": "LinkedField",
                        "name": "stations",
                        "plural": true,
                        "selections": [
                          (v12/*:: as any*/),
                          (v15/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "distanceKm",
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
                    "kind": "ScalarField",
                    "name": "orientationFromDesign",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DealFigures",
                "kind": "LinkedField",
                "name": "dealFigures",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "generated",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "proposalDatabaseId",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v16/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contractPricePerWatt",
                    "storageKey": null
                  },
                  (v21/*:: as any*/),
                  (v22/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Proposal",
                "kind": "LinkedField",
                "name": "proposals",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isActive",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProposalData",
                    "kind": "LinkedField",
                    "name": "proposalData",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ModelAssumptions",
                        "kind": "LinkedField",
                        "name": "assumptions",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "utilityEscalator",
                            "storageKey": null
                          },
                          (v18/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "degradation",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "discountRate",
                            "storageKey": null
                          },
                          (v23/*:: as any*/),
                          (v21/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v24/*:: as any*/),
                      (v25/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "proposalType",
                    "storageKey": null
                  },
                  (v26/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "proposalTypeLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "proposalStatus",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "proposalStatusLabel",
                    "storageKey": null
                  },
                  (v27/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "requestProposal",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "installationName",
                    "storageKey": null
                  },
                  (v28/*:: as any*/),
                  (v30/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "needCustomization",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pricingModelType",
                    "storageKey": null
                  },
                  (v31/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "estSolarPisDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "estAssessmentFilingDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PricingValues",
                    "kind": "LinkedField",
                    "name": "pricingValues",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "systemType",
                        "storageKey": null
                      },
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "epcPriceUnit",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pricingBasis",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pricingValue",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "storage",
                        "storageKey": null
                      },
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "essPrice",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "essPriceUnit",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "escalator",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dealKind",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "region",
                        "storageKey": null
                      },
                      (v19/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Handoff",
                "kind": "LinkedField",
                "name": "handoff",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ready",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HandoffProgress",
                    "kind": "LinkedField",
                    "name": "progress",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "done",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "total",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HandoffOrganization",
                    "kind": "LinkedField",
                    "name": "epcOrganization",
                    "plural": false,
                    "selections": (v29/*:: as any*/),
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Agreement",
                "kind": "LinkedField",
                "name": "agreements",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "agreementType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "agreementTypeLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "signed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "signedDatetime",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "superseded",
                    "storageKey": null
                  },
                  (v32/*:: as any*/),
                  (v3/*:: as any*/),
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sentAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastSentAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "voidedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "voidedByName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AgreementRecipient",
                    "kind": "LinkedField",
                    "name": "recipient",
                    "plural": false,
                    "selections": [
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "email",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "signerName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "countersignDue",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "countersignedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "countersignerName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sendMessage",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "leadCancelled",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadProperty",
                "kind": "LinkedField",
                "name": "property",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "siteAddress",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "latitude",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "calculatedSystemSize",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rooftopSolarCapacity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "calculatedSystemProduction",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "estimatedEpcCost",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  (v15/*:: as any*/),
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
                    "name": "locationPrecision",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "locationMismatchKm",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasSolar",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "buildingUse",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "buildingSize",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "roofComplexity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "utilityName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "utilityRateSchedule",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "county",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "annualConsumption",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "preSolarAnnualUtilityCost",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rooftopSolarArea",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "projectNotes",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadDesignData",
                "kind": "LinkedField",
                "name": "designData",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "proposedSystemSize",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "estimatedProduction",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "epcCost",
                    "storageKey": null
                  },
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "roofRequired",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "roofingCosts",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalRoofSize",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "surveyStatus",
                    "storageKey": null
                  },
                  (v31/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "surveyCompleteDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "surveyApprovedComplete",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "constructionStartDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "helioscopeLink",
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "roofWarrantyLength",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Quote",
                "kind": "LinkedField",
                "name": "quotes",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quoteType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quoteTypeLabel",
                    "storageKey": null
                  },
                  (v32/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "statusLabel",
                    "storageKey": null
                  },
                  (v28/*:: as any*/),
                  (v27/*:: as any*/),
                  (v30/*:: as any*/),
                  (v26/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PaceValues",
                    "kind": "LinkedField",
                    "name": "paceValues",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "program",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "QuoteData",
                    "kind": "LinkedField",
                    "name": "quoteData",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ModelPricing",
                        "kind": "LinkedField",
                        "name": "pricing",
                        "plural": false,
                        "selections": [
                          (v20/*:: as any*/),
                          (v21/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v24/*:: as any*/),
                      (v25/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PaceFinancing",
                        "kind": "LinkedField",
                        "name": "pace",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "financedAmount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "annualAssessment",
                            "storageKey": null
                          },
                          (v23/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "interestRate",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "year25CumulativeNet",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PaceCashFlowYear",
                            "kind": "LinkedField",
                            "name": "cashFlow",
                            "plural": true,
                            "selections": [
                              (v17/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "net",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "cumulativeNet",
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadCustomer",
                "kind": "LinkedField",
                "name": "customer",
                "plural": false,
                "selections": [
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "emails",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "role",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mailingAddress",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phoneExtension",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phoneNumbers",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadFile",
                "kind": "LinkedField",
                "name": "utilityBills",
                "plural": true,
                "selections": (v33/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadFile",
                "kind": "LinkedField",
                "name": "additionalFiles",
                "plural": true,
                "selections": (v33/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "energyReseller",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ownerType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "File",
                "kind": "LinkedField",
                "name": "systemImage",
                "plural": false,
                "selections": (v29/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "cacheID": "9d6fe1131834e778a4f0b7da967d2f07",
    "id": "9d6fe1131834e778a4f0b7da967d2f07",
    "metadata": {},
    "name": "LiveUpdatesLeadSubscription",
    "operationKind": "subscription",
    "text": "subscription LiveUpdatesLeadSubscription(\n  $id: ID!\n) {\n  leadChanged(id: $id) {\n    changes\n    lead {\n      ...LeadPageContent_lead\n      id\n    }\n  }\n}\n\nfragment AgreementsTab_lead on Lead {\n  id\n  organizationName\n  customer {\n    name\n    firstName\n    lastName\n    emails\n  }\n  agreements {\n    ...AgreementsTable_agreements\n    id\n  }\n  proposals {\n    id\n    databaseId\n    proposalTypeLabel\n    proposalStatus\n    isActive\n    created\n  }\n}\n\nfragment AgreementsTable_agreements on Agreement {\n  id\n  databaseId\n  agreementTypeLabel\n  signed\n  signedDatetime\n  superseded\n  status\n  sentAt\n  lastSentAt\n  viewedAt\n  voidedAt\n  voidedByName\n  recipient {\n    name\n    email\n  }\n  signerName\n  countersignDue\n  countersignedAt\n  countersignerName\n  sendMessage\n  leadCancelled\n}\n\nfragment CancelLeadButton_lead on Lead {\n  id\n  name\n  canCancel\n  cancellation {\n    cancelledAt\n  }\n}\n\nfragment CancelledBanner_lead on Lead {\n  id\n  name\n  canCancel\n  cancellation {\n    cancelledAt\n    reason\n    cancelledByName\n  }\n}\n\nfragment DealHeader_lead on Lead {\n  id\n  databaseId\n  stage\n  cancellation {\n    cancelledAt\n  }\n  isProposalsLocked\n  ...NumberSourcesPopover_lead\n  ...HandoffBadge_lead\n  dealFigures {\n    source\n    proposalDatabaseId\n    generated\n    systemSize\n    estimatedYearProduction\n    contractPrice\n    contractPricePerWatt\n    ppaRate\n    ppaEscalator\n    year25CumulativeSavings\n  }\n  proposals {\n    id\n    databaseId\n    proposalType\n    error\n    isActive\n    proposalTypeLabel\n    proposalStatus\n    proposalStatusLabel\n    dateGenerated\n  }\n  agreements {\n    agreementType\n    agreementTypeLabel\n    signed\n    signedDatetime\n    superseded\n    status\n    id\n  }\n}\n\nfragment DetailsTab_lead on Lead {\n  id\n  databaseId\n  name\n  notes\n  energyReseller\n  ownerType\n  customer {\n    firstName\n    lastName\n    name\n    role\n    mailingAddress\n    phoneExtension\n    phoneNumbers\n    emails\n  }\n  property {\n    siteAddress\n    latitude\n    longitude\n    locationPrecision\n    state\n    locationMismatchKm\n    installType\n    hasSolar\n    buildingUse\n    buildingSize\n    roofComplexity\n    utilityName\n    utilityRateSchedule\n    county\n    annualConsumption\n    preSolarAnnualUtilityCost\n    avoidedCost\n    rooftopSolarArea\n    rooftopSolarCapacity\n    projectNotes\n  }\n  designData {\n    proposedSystemSize\n    estimatedProduction\n    epcCost\n    roofRequired\n    roofingCosts\n    totalRoofSize\n    surveyStatus\n    surveyScheduledDate\n    surveyCompleteDate\n    surveyApprovedComplete\n    constructionStartDate\n    helioscopeLink\n    essCapacity\n    essEpcPrice\n    essWarrantyLength\n    roofWarrantyLength\n  }\n  projectInfo {\n    systemSize\n    estimatedYearProduction\n    epcPrice\n    avoidedCost\n    installType\n    proposalIntent\n    essCapacity\n    essSize\n    essEpcPrice\n    essWarrantyLength\n  }\n  ...SystemImageCard_lead\n}\n\nfragment DocumentsTab_lead on Lead {\n  id\n  utilityBills {\n    ...FileTable_files\n    id\n  }\n  additionalFiles {\n    ...FileTable_files\n    id\n  }\n  ...SignedAgreementsList_lead\n}\n\nfragment FileTable_files on LeadFile {\n  id\n  name\n  fileTypeLabel\n  created\n}\n\nfragment HandoffBadge_lead on Lead {\n  handoff {\n    ready\n    progress {\n      done\n      total\n    }\n    epcOrganization {\n      name\n    }\n    id\n  }\n}\n\nfragment LeadHeader_lead on Lead {\n  id\n  name\n  stage\n  reachedStages\n  stageHistory {\n    stage\n    reachedAt\n  }\n  address\n  organizationName\n  associatedUserName\n  ...CancelLeadButton_lead\n  ...CancelledBanner_lead\n  ...ReassignDialog_lead\n}\n\nfragment LeadPageContent_lead on Lead {\n  id\n  isDraft\n  cancellation {\n    cancelledAt\n  }\n  projectInfo {\n    __typename\n  }\n  ...LeadHeader_lead\n  ...DealHeader_lead\n  ...LeadTabs_lead\n}\n\nfragment LeadPricingProvider_lead on Lead {\n  projectInfo {\n    systemSize\n    estimatedYearProduction\n    epcPrice\n    essCapacity\n    essEpcPrice\n    installType\n    avoidedCost\n  }\n  property {\n    siteAddress\n    latitude\n    installType\n    calculatedSystemSize\n    rooftopSolarCapacity\n    calculatedSystemProduction\n    estimatedEpcCost\n    avoidedCost\n  }\n  designData {\n    proposedSystemSize\n    estimatedProduction\n    epcCost\n    essCapacity\n    essEpcPrice\n  }\n  economics {\n    rate {\n      commercialRate\n    }\n    production {\n      annualKwhPerKw\n    }\n  }\n}\n\nfragment LeadTabs_lead on Lead {\n  ...QuotesTab_lead\n  ...ProposalsTab_lead\n  ...AgreementsTab_lead\n  ...DocumentsTab_lead\n  ...DetailsTab_lead\n  databaseId\n  updated\n}\n\nfragment NumberSourcesPopover_lead on Lead {\n  economics {\n    site {\n      state\n    }\n    utility {\n      name\n      state\n    }\n    namedUtility\n    rate {\n      commercialRate\n      rateSource\n      source\n      year\n    }\n    production {\n      annualKwhPerKw\n      model\n      source\n      tilt\n      azimuth\n      losses\n      stations {\n        name\n        state\n        distanceKm\n      }\n    }\n    orientationFromDesign\n  }\n  dealFigures {\n    generated\n    proposalDatabaseId\n    systemSize\n    estimatedYearProduction\n    ppaEscalator\n    utilityRate\n  }\n  proposals {\n    isActive\n    proposalData {\n      assumptions {\n        utilityEscalator\n        ppaEscalator\n        degradation\n        discountRate\n        termYears\n      }\n    }\n    id\n  }\n}\n\nfragment ProposalsTab_lead on Lead {\n  id\n  databaseId\n  ...LeadPricingProvider_lead\n  isProposalsLocked\n  proposals {\n    id\n    databaseId\n    proposalTypeLabel\n    proposalStatus\n    proposalStatusLabel\n    isActive\n    requestProposal\n    installationName\n    dateGenerated\n    created\n    pdf {\n      name\n    }\n    error\n    proposalData {\n      assumptions {\n        ppaRate\n        ppaEscalator\n      }\n      systemSavings {\n        year25CumulativeSavings\n      }\n      cashFlow {\n        year\n        savings\n        cumulativeSavings\n      }\n    }\n    proposalType\n    needCustomization\n    pricingModelType\n    surveyScheduledDate\n    estSolarPisDate\n    estAssessmentFilingDate\n    pricingValues {\n      systemType\n      systemSize\n      estimatedYearProduction\n      epcPrice\n      epcPriceUnit\n      pricingBasis\n      pricingValue\n      storage\n      essCapacity\n      essPrice\n      essPriceUnit\n      escalator\n      dealKind\n      region\n      utilityRate\n    }\n  }\n}\n\nfragment QuotesTab_lead on Lead {\n  id\n  databaseId\n  ...LeadPricingProvider_lead\n  property {\n    state\n  }\n  quotes {\n    id\n    databaseId\n    quoteType\n    quoteTypeLabel\n    status\n    statusLabel\n    created\n    dateGenerated\n    pdf {\n      name\n    }\n    error\n    paceValues {\n      program\n    }\n    quoteData {\n      pricing {\n        contractPrice\n        ppaRate\n      }\n      systemSavings {\n        year25CumulativeSavings\n      }\n      cashFlow {\n        year\n        savings\n        cumulativeSavings\n      }\n      pace {\n        financedAmount\n        annualAssessment\n        termYears\n        interestRate\n        year25CumulativeNet\n        cashFlow {\n          year\n          net\n          cumulativeNet\n        }\n      }\n    }\n  }\n}\n\nfragment ReassignDialog_lead on Lead {\n  id\n  organization {\n    id\n    name\n  }\n  associatedUser {\n    userId\n  }\n}\n\nfragment SignedAgreementsList_lead on Lead {\n  agreements {\n    id\n    databaseId\n    agreementTypeLabel\n    status\n    signed\n    signerName\n    signedDatetime\n  }\n}\n\nfragment SystemImageCard_lead on Lead {\n  id\n  name\n  systemImage {\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "4e13c9694394868ba81f0996c57bbfa0";

export default node;
