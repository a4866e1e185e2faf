/**
 * @generated SignedSource<<d4d6be2835749a7af1e6b3cc500eced9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DealKind = "CLEAN_ENERGY_LEGACY" | "CLEAN_ENERGY_PPA" | "CREDIT_PPA" | "%future added value";
export type EpcPriceUnit = "DOLLARS" | "DOLLARS_PER_WATT" | "%future added value";
export type EssPriceUnit = "DOLLARS" | "DOLLARS_PER_KWH" | "%future added value";
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
  readonly id: string;
  readonly isProposalsLocked: boolean;
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
  readonly " $fragmentSpreads": FragmentRefs<"LeadPricingProvider_lead">;
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "LeadPricingProvider_lead"
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
              "name": "estimatedYearProduction",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "epcPrice",
              "storageKey": null
            },
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "essCapacity",
              "storageKey": null
            },
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

(node as any).hash = "bbbdfd06bc8b64972b632f4a012d1ebe";

export default node;
