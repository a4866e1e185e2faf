/**
 * @generated SignedSource<<e7d4a9b565a3f8319bcd3be8d262eaf2>>
 * @relayHash 563716e3700c57076d631336c1f14c32
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 563716e3700c57076d631336c1f14c32

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InstallType = "CARPORT" | "GROUND_MOUNT" | "MIXED" | "ROOFTOP" | "%future added value";
export type LocationPrecision = "CITY" | "ROOFTOP" | "STREET" | "ZIP" | "%future added value";
export type OwnerType = "NON_OWNER_TENANT" | "OWNER_REPRESENTATIVE" | "PROPERTY_OWNER" | "%future added value";
export type ProposalIntent = "SOLAR_ESS" | "SOLAR_ONLY" | "SOLAR_UPGRADES" | "%future added value";
export type ProposalType = "DETAILED" | "MARKETING" | "PRELIMINARY" | "%future added value";
export type UserErrorCode = "CONFLICT" | "EXPIRED_LINK" | "FORBIDDEN" | "INVALID_INPUT" | "NOT_FOUND" | "RATE_LIMITED" | "TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "%future added value";
export type YesNoUnknown = "NO" | "UNKNOWN" | "YES" | "%future added value";
export type CreateLeadInput = {
  additionalFiles?: ReadonlyArray<string> | null | undefined;
  customer?: LeadCustomerInput | null | undefined;
  draft?: boolean | null | undefined;
  name: string;
  notes?: string | null | undefined;
  ownerType?: OwnerType | null | undefined;
  projectInfo?: LeadProjectInfoInput | null | undefined;
  property: LeadPropertyInput;
  proposalType?: ProposalType | null | undefined;
  roofWarranty?: YesNoUnknown | null | undefined;
  upgrades?: ReadonlyArray<string> | null | undefined;
  utilityBills?: ReadonlyArray<string> | null | undefined;
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
export type useIntakeCreateLeadMutation$variables = {
  input: CreateLeadInput;
};
export type useIntakeCreateLeadMutation$data = {
  readonly createLead: {
    readonly lead: {
      readonly databaseId: number;
      readonly id: string;
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
export type useIntakeCreateLeadMutation = {
  response: useIntakeCreateLeadMutation$data;
  variables: useIntakeCreateLeadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
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
v6 = [
  (v2/*:: as any*/),
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
    "name": "useIntakeCreateLeadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LeadPayload",
        "kind": "LinkedField",
        "name": "createLead",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "IntakeFormScreen_lead"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
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
    "name": "useIntakeCreateLeadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LeadPayload",
        "kind": "LinkedField",
        "name": "createLead",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadFile",
                "kind": "LinkedField",
                "name": "utilityBills",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadFile",
                "kind": "LinkedField",
                "name": "additionalFiles",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "563716e3700c57076d631336c1f14c32",
    "id": "563716e3700c57076d631336c1f14c32",
    "metadata": {},
    "name": "useIntakeCreateLeadMutation",
    "operationKind": "mutation",
    "text": "mutation useIntakeCreateLeadMutation(\n  $input: CreateLeadInput!\n) {\n  createLead(input: $input) {\n    lead {\n      id\n      databaseId\n      ...IntakeFormScreen_lead\n    }\n    message\n    userErrors {\n      field\n      messages\n      code\n    }\n  }\n}\n\nfragment IntakeFormScreen_lead on Lead {\n  id\n  databaseId\n  ...LeadFileList_lead\n}\n\nfragment LeadFileList_lead on Lead {\n  id\n  utilityBills {\n    id\n    name\n    fileTypeLabel\n    size\n  }\n  additionalFiles {\n    id\n    name\n    fileTypeLabel\n    size\n  }\n}\n"
  }
};
})();

(node as any).hash = "aa61b1310c3b376132cebebbad5c62cc";

export default node;
