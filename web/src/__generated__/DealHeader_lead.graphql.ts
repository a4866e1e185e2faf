/**
 * @generated SignedSource<<e65d6cf10d7dece5dc1457b435f20a6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AgreementStatus = "SENT" | "SIGNED" | "VIEWED" | "VOIDED" | "%future added value";
export type AgreementType = "CLEAN_ENERGY_PPA" | "LOI" | "%future added value";
export type LeadStage = "DETAILED_PROPOSAL" | "LEAD_CREATED" | "MARKETING_PROPOSAL" | "PRELIMINARY_PROPOSAL" | "SALE_COMPLETED" | "SITE_SURVEY" | "UTILITY_DATA" | "%future added value";
export type ProposalStatus = "GENERATED" | "PROCESSING" | "REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DealHeader_lead$data = {
  readonly agreements: ReadonlyArray<{
    readonly agreementType: AgreementType;
    readonly agreementTypeLabel: string;
    readonly signed: boolean;
    readonly signedDatetime: any | null | undefined;
    readonly status: AgreementStatus;
    readonly superseded: boolean;
  }>;
  readonly cancellation: {
    readonly cancelledAt: any;
  } | null | undefined;
  readonly id: string;
  readonly isProposalsLocked: boolean;
  readonly projectInfo: {
    readonly epcPrice: number | null | undefined;
    readonly estimatedYearProduction: number | null | undefined;
    readonly systemSize: number | null | undefined;
  } | null | undefined;
  readonly proposals: ReadonlyArray<{
    readonly databaseId: number;
    readonly dateGenerated: any | null | undefined;
    readonly isActive: boolean;
    readonly proposalData: {
      readonly assumptions: {
        readonly estimatedYearProduction: number | null | undefined;
        readonly ppaEscalator: number | null | undefined;
        readonly ppaRate: number | null | undefined;
        readonly systemSize: number | null | undefined;
      } | null | undefined;
      readonly pricing: {
        readonly epcCost: number | null | undefined;
        readonly ppaRate: number | null | undefined;
        readonly watts: number | null | undefined;
      } | null | undefined;
      readonly systemSavings: {
        readonly year25CumulativeSavings: number | null | undefined;
      } | null | undefined;
    } | null | undefined;
    readonly proposalStatus: ProposalStatus;
    readonly proposalStatusLabel: string;
    readonly proposalTypeLabel: string;
  }>;
  readonly stage: LeadStage;
  readonly " $fragmentType": "DealHeader_lead";
};
export type DealHeader_lead$key = {
  readonly " $data"?: DealHeader_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"DealHeader_lead">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "systemSize",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "estimatedYearProduction",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ppaRate",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DealHeader_lead",
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
      "name": "stage",
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
        }
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
      "concreteType": "LeadProjectInfo",
      "kind": "LinkedField",
      "name": "projectInfo",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "epcPrice",
          "storageKey": null
        }
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
          "name": "databaseId",
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
          "name": "dateGenerated",
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
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "ppaEscalator",
                  "storageKey": null
                },
                (v0/*:: as any*/),
                (v1/*:: as any*/)
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ModelPricing",
              "kind": "LinkedField",
              "name": "pricing",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "epcCost",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "watts",
                  "storageKey": null
                },
                (v2/*:: as any*/)
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
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

(node as any).hash = "88639446c581ecf51fc676074119e18a";

export default node;
