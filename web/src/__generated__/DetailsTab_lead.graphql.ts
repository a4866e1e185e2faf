/**
 * @generated SignedSource<<fe7c44106872a023bb0066747f40c15f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InstallType = "CARPORT" | "GROUND_MOUNT" | "MIXED" | "ROOFTOP" | "%future added value";
export type LocationPrecision = "CITY" | "ROOFTOP" | "STREET" | "ZIP" | "%future added value";
export type OwnerType = "NON_OWNER_TENANT" | "OWNER_REPRESENTATIVE" | "PROPERTY_OWNER" | "%future added value";
export type ProposalIntent = "SOLAR_ESS" | "SOLAR_ONLY" | "SOLAR_UPGRADES" | "%future added value";
export type YesNoUnknown = "NO" | "UNKNOWN" | "YES" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DetailsTab_lead$data = {
  readonly customer: {
    readonly emails: ReadonlyArray<string>;
    readonly firstName: string | null | undefined;
    readonly lastName: string | null | undefined;
    readonly mailingAddress: string | null | undefined;
    readonly name: string | null | undefined;
    readonly phoneExtension: string | null | undefined;
    readonly phoneNumbers: ReadonlyArray<string>;
    readonly role: string | null | undefined;
  };
  readonly databaseId: number;
  readonly designData: {
    readonly constructionStartDate: any | null | undefined;
    readonly epcCost: number | null | undefined;
    readonly essCapacity: number | null | undefined;
    readonly essEpcPrice: number | null | undefined;
    readonly essWarrantyLength: number | null | undefined;
    readonly estimatedProduction: number | null | undefined;
    readonly helioscopeLink: string | null | undefined;
    readonly proposedSystemSize: number | null | undefined;
    readonly roofRequired: boolean | null | undefined;
    readonly roofWarrantyLength: number | null | undefined;
    readonly roofingCosts: number | null | undefined;
    readonly surveyApprovedComplete: boolean | null | undefined;
    readonly surveyCompleteDate: any | null | undefined;
    readonly surveyScheduledDate: any | null | undefined;
    readonly surveyStatus: string | null | undefined;
    readonly totalRoofSize: number | null | undefined;
  };
  readonly energyReseller: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly notes: string | null | undefined;
  readonly ownerType: OwnerType | null | undefined;
  readonly projectInfo: {
    readonly avoidedCost: number | null | undefined;
    readonly epcPrice: number | null | undefined;
    readonly essCapacity: number | null | undefined;
    readonly essEpcPrice: number | null | undefined;
    readonly essSize: number | null | undefined;
    readonly essWarrantyLength: number | null | undefined;
    readonly estimatedYearProduction: number | null | undefined;
    readonly installType: InstallType | null | undefined;
    readonly proposalIntent: ProposalIntent | null | undefined;
    readonly systemSize: number | null | undefined;
  } | null | undefined;
  readonly property: {
    readonly annualConsumption: number | null | undefined;
    readonly avoidedCost: number | null | undefined;
    readonly buildingSize: number | null | undefined;
    readonly buildingUse: number | null | undefined;
    readonly county: string | null | undefined;
    readonly hasSolar: YesNoUnknown | null | undefined;
    readonly installType: InstallType | null | undefined;
    readonly latitude: number | null | undefined;
    readonly locationMismatchKm: number | null | undefined;
    readonly locationPrecision: LocationPrecision | null | undefined;
    readonly longitude: number | null | undefined;
    readonly preSolarAnnualUtilityCost: number | null | undefined;
    readonly projectNotes: string | null | undefined;
    readonly roofComplexity: string | null | undefined;
    readonly rooftopSolarArea: number | null | undefined;
    readonly rooftopSolarCapacity: number | null | undefined;
    readonly siteAddress: string | null | undefined;
    readonly state: string | null | undefined;
    readonly utilityName: string | null | undefined;
    readonly utilityRateSchedule: string | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"SystemImageCard_lead">;
  readonly " $fragmentType": "DetailsTab_lead";
};
export type DetailsTab_lead$key = {
  readonly " $data"?: DetailsTab_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"DetailsTab_lead">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "installType",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avoidedCost",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "essCapacity",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "essEpcPrice",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "essWarrantyLength",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DetailsTab_lead",
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
      "name": "databaseId",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "concreteType": "LeadCustomer",
      "kind": "LinkedField",
      "name": "customer",
      "plural": false,
      "selections": [
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
        (v0/*:: as any*/),
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "emails",
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
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "locationMismatchKm",
          "storageKey": null
        },
        (v1/*:: as any*/),
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
        (v2/*:: as any*/),
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
          "name": "rooftopSolarCapacity",
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
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
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
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "proposalIntent",
          "storageKey": null
        },
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "essSize",
          "storageKey": null
        },
        (v4/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SystemImageCard_lead"
    }
  ],
  "type": "Lead",
  "abstractKey": null
};
})();

(node as any).hash = "bc9c2350ee59d3891f578b193cc65104";

export default node;
