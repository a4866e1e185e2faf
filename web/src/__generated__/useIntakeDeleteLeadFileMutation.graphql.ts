/**
 * @generated SignedSource<<29ee59df800b4eb5c1664ecbb9eedd38>>
 * @relayHash 9e782817d8fc1a5ccb1e84b862dc8808
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e782817d8fc1a5ccb1e84b862dc8808

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadFileKind = "ADDITIONAL" | "UTILITY_BILL" | "%future added value";
export type useIntakeDeleteLeadFileMutation$variables = {
  fileId: string;
  kind: LeadFileKind;
  leadId: string;
};
export type useIntakeDeleteLeadFileMutation$data = {
  readonly deleteLeadFile: {
    readonly deletedFileId: string | null | undefined;
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
export type useIntakeDeleteLeadFileMutation = {
  response: useIntakeDeleteLeadFileMutation$data;
  variables: useIntakeDeleteLeadFileMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "fileId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "kind"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "leadId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "fileId",
    "variableName": "fileId"
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedFileId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/),
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
    "name": "useIntakeDeleteLeadFileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LeadFilePayload",
        "kind": "LinkedField",
        "name": "deleteLeadFile",
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
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "useIntakeDeleteLeadFileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LeadFilePayload",
        "kind": "LinkedField",
        "name": "deleteLeadFile",
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
              (v5/*:: as any*/),
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
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9e782817d8fc1a5ccb1e84b862dc8808",
    "id": "9e782817d8fc1a5ccb1e84b862dc8808",
    "metadata": {},
    "name": "useIntakeDeleteLeadFileMutation",
    "operationKind": "mutation",
    "text": "mutation useIntakeDeleteLeadFileMutation(\n  $fileId: ID!\n  $kind: LeadFileKind!\n  $leadId: ID!\n) {\n  deleteLeadFile(fileId: $fileId, kind: $kind, leadId: $leadId) {\n    lead {\n      ...IntakeFormScreen_lead\n      id\n    }\n    deletedFileId\n    message\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n\nfragment IntakeFormScreen_lead on Lead {\n  id\n  databaseId\n  ...LeadFileList_lead\n}\n\nfragment LeadFileList_lead on Lead {\n  id\n  utilityBills {\n    id\n    name\n    fileTypeLabel\n    size\n  }\n  additionalFiles {\n    id\n    name\n    fileTypeLabel\n    size\n  }\n}\n"
  }
};
})();

(node as any).hash = "58f131001d5dd9ab9d68de9b05ac9923";

export default node;
