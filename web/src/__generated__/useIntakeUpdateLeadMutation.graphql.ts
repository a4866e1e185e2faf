/**
 * @generated SignedSource<<8e26b448f7951336ffb7df2306decc13>>
 * @relayHash d6f00eed1fe47cfe5962bfa9c46c9891
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d6f00eed1fe47cfe5962bfa9c46c9891

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArrayType = "FIXED_OPEN_RACK" | "FIXED_ROOF_MOUNT" | "ONE_AXIS" | "%future added value";
export type InstallType = "CARPORT" | "GROUND_MOUNT" | "MIXED" | "ROOFTOP" | "%future added value";
export type LocationPrecision = "CITY" | "ROOFTOP" | "STREET" | "ZIP" | "%future added value";
export type OwnerType = "NON_OWNER_TENANT" | "OWNER_REPRESENTATIVE" | "PROPERTY_OWNER" | "%future added value";
export type ProposalIntent = "SOLAR_ESS" | "SOLAR_ONLY" | "SOLAR_UPGRADES" | "%future added value";
export type ProposalType = "DETAILED" | "MARKETING" | "PRELIMINARY" | "%future added value";
export type UserErrorCode = "CONFLICT" | "EXPIRED_LINK" | "FORBIDDEN" | "INVALID_INPUT" | "NOT_FOUND" | "RATE_LIMITED" | "TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "%future added value";
export type YesNoUnknown = "NO" | "UNKNOWN" | "YES" | "%future added value";
export type UpdateLeadInput = {
  customer?: LeadCustomerInput | null | undefined;
  designData?: LeadDesignDataInput | null | undefined;
  energyReseller?: string | null | undefined;
  expectedCloseDate?: any | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  ownerType?: OwnerType | null | undefined;
  projectInfo?: LeadProjectInfoInput | null | undefined;
  property?: LeadPropertyInput | null | undefined;
  proposalType?: ProposalType | null | undefined;
  roofWarranty?: YesNoUnknown | null | undefined;
  upgrades?: ReadonlyArray<string> | null | undefined;
  warrantyLength?: number | null | undefined;
  workingWithRoofer?: YesNoUnknown | null | undefined;
  zoomLevel?: number | null | undefined;
};
export type LeadCustomerInput = {
  emails?: ReadonlyArray<string> | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  mailingAddress?: string | null | undefined;
  name?: string | null | undefined;
  phoneExtension?: string | null | undefined;
  phoneNumbers?: ReadonlyArray<string> | null | undefined;
  role?: string | null | undefined;
};
export type LeadPropertyInput = {
  annualConsumption?: number | null | undefined;
  avoidedCost?: number | null | undefined;
  buildingSize?: number | null | undefined;
  buildingUse?: number | null | undefined;
  calculatedSystemProduction?: number | null | undefined;
  calculatedSystemSize?: number | null | undefined;
  county?: string | null | undefined;
  energyConsumptionEstimate?: number | null | undefined;
  estimatedEpcCost?: number | null | undefined;
  hasSolar?: YesNoUnknown | null | undefined;
  installType?: InstallType | null | undefined;
  latitude?: number | null | undefined;
  locationPrecision?: LocationPrecision | null | undefined;
  longitude?: number | null | undefined;
  ownerType?: OwnerType | null | undefined;
  paceEligibility?: boolean | null | undefined;
  preSolarAnnualUtilityCost?: number | null | undefined;
  projectNotes?: string | null | undefined;
  prospectNow?: boolean | null | undefined;
  roofComplexity?: string | null | undefined;
  rooftopSolarArea?: number | null | undefined;
  rooftopSolarCapacity?: number | null | undefined;
  siteAddress?: string | null | undefined;
  solarCost?: number | null | undefined;
  utilityEiaId?: number | null | undefined;
  utilityName?: string | null | undefined;
  utilityRateSchedule?: string | null | undefined;
};
export type LeadDesignDataInput = {
  arrayType?: ArrayType | null | undefined;
  azimuth?: number | null | undefined;
  buildingUse?: number | null | undefined;
  constructionStartDate?: any | null | undefined;
  epcCost?: number | null | undefined;
  essCapacity?: number | null | undefined;
  essEpcPrice?: number | null | undefined;
  essWarrantyLength?: number | null | undefined;
  estimatedProduction?: number | null | undefined;
  helioscopeLink?: string | null | undefined;
  losses?: number | null | undefined;
  proposedSystemSize?: number | null | undefined;
  roofRequired?: boolean | null | undefined;
  roofWarrantyLength?: number | null | undefined;
  roofingCosts?: number | null | undefined;
  surveyApprovedComplete?: boolean | null | undefined;
  surveyCompleteDate?: any | null | undefined;
  surveyScheduledDate?: any | null | undefined;
  surveyStatus?: string | null | undefined;
  tilt?: number | null | undefined;
  totalRoofSize?: number | null | undefined;
};
export type LeadProjectInfoInput = {
  avoidedCost?: number | null | undefined;
  epcPrice?: number | null | undefined;
  essCapacity?: number | null | undefined;
  essEpcPrice?: number | null | undefined;
  essSize?: number | null | undefined;
  essWarrantyLength?: number | null | undefined;
  estimatedYearProduction?: number | null | undefined;
  installType?: InstallType | null | undefined;
  proposalIntent?: ProposalIntent | null | undefined;
  systemSize?: number | null | undefined;
  userInputData?: any | null | undefined;
};
export type useIntakeUpdateLeadMutation$variables = {
  id: string;
  input: UpdateLeadInput;
};
export type useIntakeUpdateLeadMutation$data = {
  readonly updateLead: {
    readonly lead: {
      readonly " $fragmentSpreads": FragmentRefs<"IntakeFormScreen_lead">;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type useIntakeUpdateLeadMutation = {
  response: useIntakeUpdateLeadMutation$data;
  variables: useIntakeUpdateLeadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "messages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fileTypeLabel",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "size",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useIntakeUpdateLeadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LeadPayload",
        "kind": "LinkedField",
        "name": "updateLead",
        "plural": false,
        "selections": [
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
                "name": "IntakeFormScreen_lead"
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useIntakeUpdateLeadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LeadPayload",
        "kind": "LinkedField",
        "name": "updateLead",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Lead",
            "kind": "LinkedField",
            "name": "lead",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
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
                "concreteType": "LeadFile",
                "kind": "LinkedField",
                "name": "utilityBills",
                "plural": true,
                "selections": (v5/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadFile",
                "kind": "LinkedField",
                "name": "additionalFiles",
                "plural": true,
                "selections": (v5/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d6f00eed1fe47cfe5962bfa9c46c9891",
    "id": "d6f00eed1fe47cfe5962bfa9c46c9891",
    "metadata": {},
    "name": "useIntakeUpdateLeadMutation",
    "operationKind": "mutation",
    "text": "mutation useIntakeUpdateLeadMutation(\n  $id: ID!\n  $input: UpdateLeadInput!\n) {\n  updateLead(id: $id, input: $input) {\n    lead {\n      ...IntakeFormScreen_lead\n      id\n    }\n    message\n    userErrors {\n      field\n      messages\n      code\n    }\n  }\n}\n\nfragment IntakeFormScreen_lead on Lead {\n  id\n  databaseId\n  ...LeadFileList_lead\n}\n\nfragment LeadFileList_lead on Lead {\n  id\n  utilityBills {\n    id\n    name\n    fileTypeLabel\n    size\n  }\n  additionalFiles {\n    id\n    name\n    fileTypeLabel\n    size\n  }\n}\n"
  }
};
})();

(node as any).hash = "0d53f887b2475c64815c282ad1ba670c";

export default node;
