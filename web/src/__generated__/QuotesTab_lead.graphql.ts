/**
 * @generated SignedSource<<c6c721c3ca167df70a94c8a988a2eea0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InstallType = "CARPORT" | "GROUND_MOUNT" | "MIXED" | "ROOFTOP" | "%future added value";
export type PaceProgram = "CSCDA" | "WRCOG" | "%future added value";
export type ProposalStatus = "GENERATED" | "PROCESSING" | "REQUESTED" | "%future added value";
export type QuoteType = "PACE" | "STANDARD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type QuotesTab_lead$data = {
  readonly databaseId: number;
  readonly designData: {
    readonly epcCost: number | null | undefined;
    readonly essCapacity: number | null | undefined;
    readonly essEpcPrice: number | null | undefined;
    readonly estimatedProduction: number | null | undefined;
    readonly proposedSystemSize: number | null | undefined;
  };
  readonly id: string;
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
  readonly quotes: ReadonlyArray<{
    readonly created: any | null | undefined;
    readonly databaseId: number;
    readonly dateGenerated: any | null | undefined;
    readonly error: string | null | undefined;
    readonly id: string;
    readonly paceValues: {
      readonly program: PaceProgram | null | undefined;
    } | null | undefined;
    readonly pdf: {
      readonly name: string;
    } | null | undefined;
    readonly quoteData: {
      readonly cashFlow: ReadonlyArray<{
        readonly cumulativeSavings: number | null | undefined;
        readonly savings: number | null | undefined;
        readonly year: number;
      }>;
      readonly pace: {
        readonly annualAssessment: number | null | undefined;
        readonly financedAmount: number | null | undefined;
      } | null | undefined;
      readonly pricing: {
        readonly contractPrice: number | null | undefined;
        readonly ppaRate: number | null | undefined;
      } | null | undefined;
      readonly systemSavings: {
        readonly year25CumulativeSavings: number | null | undefined;
      } | null | undefined;
    } | null | undefined;
    readonly quoteType: QuoteType;
    readonly quoteTypeLabel: string;
    readonly status: ProposalStatus;
    readonly statusLabel: string;
  }>;
  readonly " $fragmentType": "QuotesTab_lead";
};
export type QuotesTab_lead$key = {
  readonly " $data"?: QuotesTab_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuotesTab_lead">;
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
  "name": "essCapacity",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "essEpcPrice",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "installType",
  "storageKey": null
},
v5 = {
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
  "name": "QuotesTab_lead",
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
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/)
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
        (v4/*:: as any*/),
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
        (v5/*:: as any*/)
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
        (v2/*:: as any*/),
        (v3/*:: as any*/)
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "statusLabel",
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
          "kind": "ScalarField",
          "name": "dateGenerated",
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
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "contractPrice",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "ppaRate",
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
            },
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
  "type": "Lead",
  "abstractKey": null
};
})();

(node as any).hash = "a863b5b3d72cdc7174af5d2be28c8bdb";

export default node;
