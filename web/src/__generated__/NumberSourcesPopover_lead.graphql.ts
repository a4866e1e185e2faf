/**
 * @generated SignedSource<<2231ef0c4afab0695d634d640f91df0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductionModel = "LATITUDE_BAND" | "PVWATTS_METHOD" | "%future added value";
export type RateSource = "BILL" | "STATE_AVERAGE" | "TYPED" | "UTILITY_TABLE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NumberSourcesPopover_lead$data = {
  readonly dealFigures: {
    readonly estimatedYearProduction: number | null | undefined;
    readonly generated: boolean;
    readonly ppaEscalator: number | null | undefined;
    readonly proposalDatabaseId: number | null | undefined;
    readonly systemSize: number | null | undefined;
    readonly utilityRate: number | null | undefined;
  } | null | undefined;
  readonly economics: {
    readonly namedUtility: string | null | undefined;
    readonly orientationFromDesign: boolean;
    readonly production: {
      readonly annualKwhPerKw: number;
      readonly azimuth: number;
      readonly losses: number;
      readonly model: ProductionModel;
      readonly source: string;
      readonly stations: ReadonlyArray<{
        readonly distanceKm: number;
        readonly name: string;
        readonly state: string;
      }>;
      readonly tilt: number;
    } | null | undefined;
    readonly rate: {
      readonly commercialRate: number;
      readonly rateSource: RateSource;
      readonly source: string;
      readonly year: string | null | undefined;
    } | null | undefined;
    readonly site: {
      readonly state: string | null | undefined;
    };
    readonly utility: {
      readonly name: string;
      readonly state: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly proposals: ReadonlyArray<{
    readonly isActive: boolean;
    readonly proposalData: {
      readonly assumptions: {
        readonly degradation: number | null | undefined;
        readonly discountRate: number | null | undefined;
        readonly ppaEscalator: number | null | undefined;
        readonly termYears: number | null | undefined;
        readonly utilityEscalator: number | null | undefined;
      } | null | undefined;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "NumberSourcesPopover_lead";
};
export type NumberSourcesPopover_lead$key = {
  readonly " $data"?: NumberSourcesPopover_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"NumberSourcesPopover_lead">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "source",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ppaEscalator",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NumberSourcesPopover_lead",
  "selections": [
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
            (v0/*:: as any*/)
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
            (v1/*:: as any*/),
            (v0/*:: as any*/)
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
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "year",
              "storageKey": null
            }
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
            (v2/*:: as any*/),
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
                (v1/*:: as any*/),
                (v0/*:: as any*/),
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
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "utilityRate",
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
                (v3/*:: as any*/),
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
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "termYears",
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

(node as any).hash = "f760b35317fefd76bc6ce7f2872df6da";

export default node;
