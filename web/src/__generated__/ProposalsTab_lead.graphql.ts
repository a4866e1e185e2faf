/**
 * @generated SignedSource<<471250ca00a96391e4dd5443dbeafbb1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DealKind = "CLEAN_ENERGY_LEGACY" | "CLEAN_ENERGY_PPA" | "CREDIT_PPA" | "%future added value";
export type EpcPriceUnit = "DOLLARS" | "DOLLARS_PER_WATT" | "%future added value";
export type EssPriceUnit = "DOLLARS" | "DOLLARS_PER_KWH" | "%future added value";
export type InstallType = "CARPORT" | "GROUND_MOUNT" | "MIXED" | "ROOFTOP" | "%future added value";
export type PpaEscalator = "THREE_PERCENT" | "TWO_PERCENT" | "%future added value";
export type PricingBasis = "GIVEN_PROFIT_PER_WATT" | "TARGET_PROFIT_PER_WATT" | "USE_MARKUP_PERCENT" | "%future added value";
export type PricingRegion = "CA" | "CO" | "CT" | "RI" | "%future added value";
export type PricingSystemType = "CANOPY" | "FIXED_GROUNDMOUNT" | "ROOFTOP" | "TRACKING_GROUNDMOUNT" | "%future added value";
export type ProposalStatus = "GENERATED" | "PROCESSING" | "REQUESTED" | "%future added value";
export type ProposalType = "DETAILED" | "MARKETING" | "PRELIMINARY" | "%future added value";
export type StorageDuration = "FOUR_HOUR" | "NONE" | "TWO_HOUR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProposalsTab_lead$data = {
  readonly databaseId: number;
  readonly designData: {
    readonly epcCost: number | null | undefined;
    readonly essCapacity: number | null | undefined;
    readonly essEpcPrice: number | null | undefined;
    readonly estimatedProduction: number | null | undefined;
    readonly proposedSystemSize: number | null | undefined;
  };
  readonly id: string;
  readonly isProposalsLocked: boolean;
  readonly projectInfo: {
    readonly avoidedCost: number | null | undefined;
    readonly epcPrice: number | null | undefined;
    readonly essCapacity: number | null | undefined;
    readonly essEpcPrice: number | null | undefined;
    readonly estimatedYearProduction: number | null | undefined;
    readonly installType: InstallType | null | undefined;
    readonly systemSize: number | null | undefined;
  } | null | undefined;
  readonly property: {
    readonly avoidedCost: number | null | undefined;
    readonly calculatedSystemProduction: number | null | undefined;
    readonly calculatedSystemSize: number | null | undefined;
    readonly estimatedEpcCost: number | null | undefined;
    readonly installType: InstallType | null | undefined;
    readonly latitude: number | null | undefined;
    readonly rooftopSolarCapacity: number | null | undefined;
    readonly siteAddress: string | null | undefined;
  };
  readonly proposals: ReadonlyArray<{
    readonly created: any | null | undefined;
    readonly databaseId: number;
    readonly dateGenerated: any | null | undefined;
    readonly error: string | null | undefined;
    readonly estAssessmentFilingDate: any | null | undefined;
    readonly estSolarPisDate: any | null | undefined;
    readonly id: string;
    readonly installationName: string | null | undefined;
    readonly isActive: boolean;
    readonly needCustomization: boolean;
    readonly pdf: {
      readonly name: string;
    } | null | undefined;
    readonly pricingModelType: string | null | undefined;
    readonly pricingValues: {
      readonly dealKind: DealKind | null | undefined;
      readonly epcPrice: number | null | undefined;
      readonly epcPriceUnit: EpcPriceUnit | null | undefined;
      readonly escalator: PpaEscalator | null | undefined;
      readonly essCapacity: number | null | undefined;
      readonly essPrice: number | null | undefined;
      readonly essPriceUnit: EssPriceUnit | null | undefined;
      readonly estimatedYearProduction: number | null | undefined;
      readonly pricingBasis: PricingBasis | null | undefined;
      readonly pricingValue: number | null | undefined;
      readonly region: PricingRegion | null | undefined;
      readonly storage: StorageDuration | null | undefined;
      readonly systemSize: number | null | undefined;
      readonly systemType: PricingSystemType | null | undefined;
      readonly utilityRate: number | null | undefined;
    };
    readonly proposalData: {
      readonly assumptions: {
        readonly ppaEscalator: number | null | undefined;
        readonly ppaRate: number | null | undefined;
      } | null | undefined;
      readonly cashFlow: ReadonlyArray<{
        readonly cumulativeSavings: number | null | undefined;
        readonly savings: number | null | undefined;
        readonly year: number;
      }>;
      readonly systemSavings: {
        readonly year25CumulativeSavings: number | null | undefined;
      } | null | undefined;
    } | null | undefined;
    readonly proposalStatus: ProposalStatus;
    readonly proposalStatusLabel: string;
    readonly proposalType: ProposalType;
    readonly proposalTypeLabel: string;
    readonly requestProposal: boolean;
    readonly surveyScheduledDate: any | null | undefined;
  }>;
  readonly " $fragmentType": "ProposalsTab_lead";
};
export type ProposalsTab_lead$key = {
  readonly " $data"?: ProposalsTab_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProposalsTab_lead">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "systemSize",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "estimatedYearProduction",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "epcPrice",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "essCapacity",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "essEpcPrice",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "installType",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avoidedCost",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProposalsTab_lead",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadProjectInfo",
      "kind": "LinkedField",
      "name": "projectInfo",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        (v7/*:: as any*/),
        (v8/*:: as any*/)
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
        (v7/*:: as any*/),
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
        (v8/*:: as any*/)
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
        (v5/*:: as any*/),
        (v6/*:: as any*/)
      ],
      "storageKey": null
    },
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
      "concreteType": "Proposal",
      "kind": "LinkedField",
      "name": "proposals",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dateGenerated",
          "storageKey": null
        },
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
          "concreteType": "File",
          "kind": "LinkedField",
          "name": "pdf",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "error",
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
                  "name": "ppaRate",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "ppaEscalator",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "SystemSavings",
              "kind": "LinkedField",
              "name": "systemSavings",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "year25CumulativeSavings",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "SavingsYear",
              "kind": "LinkedField",
              "name": "cashFlow",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "year",
                  "storageKey": null
                },
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
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "proposalType",
          "storageKey": null
        },
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "surveyScheduledDate",
          "storageKey": null
        },
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
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
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
            (v5/*:: as any*/),
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "utilityRate",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};
})();

(node as any).hash = "790ec995bdac671372b4a24e3e2160eb";

export default node;
