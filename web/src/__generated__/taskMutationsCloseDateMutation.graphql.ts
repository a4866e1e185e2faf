/**
 * @generated SignedSource<<b6e2ae3ca74a6c665c4f419a4c3bab4c>>
 * @relayHash 4b51932160004fcaccacecc9233a6e4a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b51932160004fcaccacecc9233a6e4a

import { ConcreteRequest } from 'relay-runtime';
export type ArrayType = "FIXED_OPEN_RACK" | "FIXED_ROOF_MOUNT" | "ONE_AXIS" | "%future added value";
export type InstallType = "CARPORT" | "GROUND_MOUNT" | "MIXED" | "ROOFTOP" | "%future added value";
export type LocationPrecision = "CITY" | "ROOFTOP" | "STREET" | "ZIP" | "%future added value";
export type OwnerType = "NON_OWNER_TENANT" | "OWNER_REPRESENTATIVE" | "PROPERTY_OWNER" | "%future added value";
export type ProposalIntent = "SOLAR_ESS" | "SOLAR_ONLY" | "SOLAR_UPGRADES" | "%future added value";
export type ProposalType = "DETAILED" | "MARKETING" | "PRELIMINARY" | "%future added value";
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
export type taskMutationsCloseDateMutation$variables = {
  id: string;
  input: UpdateLeadInput;
};
export type taskMutationsCloseDateMutation$data = {
  readonly updateLead: {
    readonly lead: {
      readonly dealValue: number | null | undefined;
      readonly expectedCloseDate: any | null | undefined;
      readonly id: string;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type taskMutationsCloseDateMutation = {
  response: taskMutationsCloseDateMutation$data;
  variables: taskMutationsCloseDateMutation$variables;
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
    "alias": null,
    "args": [
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
    "concreteType": "LeadPayload",
    "kind": "LinkedField",
    "name": "updateLead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Lead",
        "kind": "LinkedField",
        "name": "lead",
        "plural": false,
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
            "name": "expectedCloseDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dealValue",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "taskMutationsCloseDateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "taskMutationsCloseDateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4b51932160004fcaccacecc9233a6e4a",
    "id": "4b51932160004fcaccacecc9233a6e4a",
    "metadata": {},
    "name": "taskMutationsCloseDateMutation",
    "operationKind": "mutation",
    "text": "mutation taskMutationsCloseDateMutation(\n  $id: ID!\n  $input: UpdateLeadInput!\n) {\n  updateLead(id: $id, input: $input) {\n    message\n    userErrors {\n      field\n      messages\n    }\n    lead {\n      id\n      expectedCloseDate\n      dealValue\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "61aa63c692133b646115022538b373df";

export default node;
