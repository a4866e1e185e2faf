/**
 * @generated SignedSource<<8dc82417ed3d31dece2cefbc394085a7>>
 * @relayHash 4411f920cff558d15f40ecaf045f85a6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4411f920cff558d15f40ecaf045f85a6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserErrorCode = "CONFLICT" | "EXPIRED_LINK" | "FORBIDDEN" | "INVALID_INPUT" | "NOT_FOUND" | "RATE_LIMITED" | "TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "%future added value";
export type useIntakeImportUtilityDataMutation$variables = {
  leadId: string;
  referral: string;
};
export type useIntakeImportUtilityDataMutation$data = {
  readonly importUtilityData: {
    readonly files: ReadonlyArray<{
      readonly databaseId: number;
      readonly name: string;
    }>;
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
export type useIntakeImportUtilityDataMutation = {
  response: useIntakeImportUtilityDataMutation$data;
  variables: useIntakeImportUtilityDataMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "leadId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "referral"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "leadId",
    "variableName": "leadId"
  },
  {
    "kind": "Variable",
    "name": "referral",
    "variableName": "referral"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = [
  (v6/*:: as any*/),
  (v3/*:: as any*/),
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
    "name": "useIntakeImportUtilityDataMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LeadFilePayload",
        "kind": "LinkedField",
        "name": "importUtilityData",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "LeadFile",
            "kind": "LinkedField",
            "name": "files",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
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
    "name": "useIntakeImportUtilityDataMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LeadFilePayload",
        "kind": "LinkedField",
        "name": "importUtilityData",
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
              (v6/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadFile",
                "kind": "LinkedField",
                "name": "utilityBills",
                "plural": true,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadFile",
                "kind": "LinkedField",
                "name": "additionalFiles",
                "plural": true,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LeadFile",
            "kind": "LinkedField",
            "name": "files",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v6/*:: as any*/)
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
    "cacheID": "4411f920cff558d15f40ecaf045f85a6",
    "id": "4411f920cff558d15f40ecaf045f85a6",
    "metadata": {},
    "name": "useIntakeImportUtilityDataMutation",
    "operationKind": "mutation",
    "text": "mutation useIntakeImportUtilityDataMutation(\n  $leadId: ID!\n  $referral: String!\n) {\n  importUtilityData(leadId: $leadId, referral: $referral) {\n    lead {\n      ...IntakeFormScreen_lead\n      id\n    }\n    files {\n      databaseId\n      name\n      id\n    }\n    message\n    userErrors {\n      field\n      messages\n      code\n    }\n  }\n}\n\nfragment IntakeFormScreen_lead on Lead {\n  id\n  databaseId\n  ...LeadFileList_lead\n}\n\nfragment LeadFileList_lead on Lead {\n  id\n  utilityBills {\n    id\n    name\n    fileTypeLabel\n    size\n  }\n  additionalFiles {\n    id\n    name\n    fileTypeLabel\n    size\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ec047646d71473e86524928f3c749a8";

export default node;
