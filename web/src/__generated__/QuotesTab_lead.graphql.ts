/**
 * @generated SignedSource<<ba276a4ccb45c8bb6ebbbc19e8f3c645>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaceProgram = "CSCDA" | "WRCOG" | "%future added value";
export type ProposalStatus = "GENERATED" | "PROCESSING" | "REQUESTED" | "%future added value";
export type QuoteType = "PACE" | "STANDARD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type QuotesTab_lead$data = {
  readonly databaseId: number;
  readonly id: string;
  readonly property: {
    readonly state: string | null | undefined;
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
        readonly cashFlow: ReadonlyArray<{
          readonly cumulativeNet: number | null | undefined;
          readonly net: number | null | undefined;
          readonly year: number;
        }>;
        readonly financedAmount: number | null | undefined;
        readonly interestRate: number | null | undefined;
        readonly termYears: number | null | undefined;
        readonly year25CumulativeNet: number | null | undefined;
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
  readonly " $fragmentSpreads": FragmentRefs<"LeadPricingProvider_lead">;
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
  "name": "year",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "LeadPricingProvider_lead"
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
          "name": "state",
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
                (v2/*:: as any*/),
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
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "termYears",
                  "storageKey": null
                },
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
                    (v2/*:: as any*/),
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
    }
  ],
  "type": "Lead",
  "abstractKey": null
};
})();

(node as any).hash = "5ee8d04316c066006ad17628cd648ebc";

export default node;
