/**
 * @generated SignedSource<<72dbd8a53c73672ba92972f21ab9bcaf>>
 * @relayHash 729ed4826f335d2040392714f195b437
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 729ed4826f335d2040392714f195b437

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IntakeFormScreenQuery$variables = {
  databaseId: number;
  hasLead: boolean;
};
export type IntakeFormScreenQuery$data = {
  readonly lead?: {
    readonly " $fragmentSpreads": FragmentRefs<"IntakeFormScreen_lead">;
  } | null | undefined;
};
export type IntakeFormScreenQuery = {
  response: IntakeFormScreenQuery$data;
  variables: IntakeFormScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "databaseId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "hasLead"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
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
    "name": "IntakeFormScreenQuery",
    "selections": [
      {
        "condition": "hasLead",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
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
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IntakeFormScreenQuery",
    "selections": [
      {
        "condition": "hasLead",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Lead",
            "kind": "LinkedField",
            "name": "lead",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadFile",
                "kind": "LinkedField",
                "name": "additionalFiles",
                "plural": true,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "729ed4826f335d2040392714f195b437",
    "id": "729ed4826f335d2040392714f195b437",
    "metadata": {},
    "name": "IntakeFormScreenQuery",
    "operationKind": "query",
    "text": "query IntakeFormScreenQuery(\n  $databaseId: Int!\n  $hasLead: Boolean!\n) {\n  lead(databaseId: $databaseId) @include(if: $hasLead) {\n    ...IntakeFormScreen_lead\n    id\n  }\n}\n\nfragment IntakeFormScreen_lead on Lead {\n  id\n  databaseId\n  ...LeadFileList_lead\n}\n\nfragment LeadFileList_lead on Lead {\n  id\n  utilityBills {\n    id\n    name\n    fileTypeLabel\n    size\n  }\n  additionalFiles {\n    id\n    name\n    fileTypeLabel\n    size\n  }\n}\n"
  }
};
})();

(node as any).hash = "b3441b4564bc396ebd4e5d2f784faaec";

export default node;
