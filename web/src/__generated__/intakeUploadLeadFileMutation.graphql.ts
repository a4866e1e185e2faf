/**
 * @generated SignedSource<<1a5cd6909569183b9506820827763c5f>>
 * @relayHash 3c5a9c3b440fa3c4dc068c91b1f93c20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c5a9c3b440fa3c4dc068c91b1f93c20

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadFileKind = "ADDITIONAL" | "UTILITY_BILL" | "%future added value";
export type LeadFileType = "DIRECT_ACCESS_CONTRACT" | "ENERGY_MODELING_FILE" | "INTERVAL_DATA" | "OTHER_FILES" | "OTHER_PV_DESIGN_REPORT" | "PRODUCTION_SIMULATION_FILE" | "ROOF_LAYOUT_FILE" | "ROOF_WARRANTY" | "SITE_SURVEY" | "SOLAR_DESIGN_FILE" | "%future added value";
export type intakeUploadLeadFileMutation$variables = {
  file: any;
  fileType?: LeadFileType | null | undefined;
  kind: LeadFileKind;
  leadId: string;
};
export type intakeUploadLeadFileMutation$data = {
  readonly uploadLeadFile: {
    readonly files: ReadonlyArray<{
      readonly databaseId: number;
      readonly name: string;
    }>;
    readonly lead: {
      readonly " $fragmentSpreads": FragmentRefs<"IntakeFormScreen_lead">;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type intakeUploadLeadFileMutation = {
  response: intakeUploadLeadFileMutation$data;
  variables: intakeUploadLeadFileMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "file"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "fileType"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "leadId"
},
v4 = [
  {
    "kind": "Variable",
    "name": "file",
    "variableName": "file"
  },
  {
    "kind": "Variable",
    "name": "fileType",
    "variableName": "fileType"
  },
  {
    "kind": "Variable",
    "name": "kind",
    "variableName": "kind"
  },
  {
    "kind": "Variable",
    "name": "leadId",
    "variableName": "leadId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v8 = {
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
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = [
  (v9/*:: as any*/),
  (v6/*:: as any*/),
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "intakeUploadLeadFileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "LeadFilePayload",
        "kind": "LinkedField",
        "name": "uploadLeadFile",
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
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "intakeUploadLeadFileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "LeadFilePayload",
        "kind": "LinkedField",
        "name": "uploadLeadFile",
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
              (v9/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadFile",
                "kind": "LinkedField",
                "name": "utilityBills",
                "plural": true,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadFile",
                "kind": "LinkedField",
                "name": "additionalFiles",
                "plural": true,
                "selections": (v10/*:: as any*/),
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
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3c5a9c3b440fa3c4dc068c91b1f93c20",
    "id": "3c5a9c3b440fa3c4dc068c91b1f93c20",
    "metadata": {},
    "name": "intakeUploadLeadFileMutation",
    "operationKind": "mutation",
    "text": "mutation intakeUploadLeadFileMutation(\n  $leadId: ID!\n  $file: Upload!\n  $kind: LeadFileKind!\n  $fileType: LeadFileType\n) {\n  uploadLeadFile(leadId: $leadId, file: $file, kind: $kind, fileType: $fileType) {\n    lead {\n      ...IntakeFormScreen_lead\n      id\n    }\n    files {\n      databaseId\n      name\n      id\n    }\n    message\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n\nfragment IntakeFormScreen_lead on Lead {\n  id\n  databaseId\n  ...LeadFileList_lead\n}\n\nfragment LeadFileList_lead on Lead {\n  id\n  utilityBills {\n    id\n    name\n    fileTypeLabel\n    size\n  }\n  additionalFiles {\n    id\n    name\n    fileTypeLabel\n    size\n  }\n}\n"
  }
};
})();

(node as any).hash = "968ffa49c3e882685728477397d4c925";

export default node;
