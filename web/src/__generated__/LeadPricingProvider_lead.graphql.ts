/**
 * @generated SignedSource<<49d13541cf47f4eb07d2e739777389b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InstallType = "CARPORT" | "GROUND_MOUNT" | "MIXED" | "ROOFTOP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LeadPricingProvider_lead$data = {
  readonly designData: {
    readonly epcCost: number | null | undefined;
    readonly essCapacity: number | null | undefined;
    readonly essEpcPrice: number | null | undefined;
    readonly estimatedProduction: number | null | undefined;
    readonly proposedSystemSize: number | null | undefined;
  };
  readonly economics: {
    readonly production: {
      readonly annualKwhPerKw: number;
    } | null | undefined;
    readonly rate: {
      readonly commercialRate: number;
    } | null | undefined;
  } | null | undefined;
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
  readonly " $fragmentType": "LeadPricingProvider_lead";
};
export type LeadPricingProvider_lead$key = {
  readonly " $data"?: LeadPricingProvider_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeadPricingProvider_lead">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "essCapacity",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "essEpcPrice",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "installType",
  "storageKey": null
},
v3 = {
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
  "name": "LeadPricingProvider_lead",
  "selections": [
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
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
        (v2/*:: as any*/),
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
        (v3/*:: as any*/)
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
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
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

(node as any).hash = "e6712ab57495f8a36a7ed7edfeb6e20f";

export default node;
