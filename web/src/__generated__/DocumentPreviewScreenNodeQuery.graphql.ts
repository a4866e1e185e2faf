/**
 * @generated SignedSource<<0d91aa7a0a9fe729aa979b8247089e6c>>
 * @relayHash 18a1a803a1be2d980968e0b4e6162a83
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18a1a803a1be2d980968e0b4e6162a83

import { ConcreteRequest } from 'relay-runtime';
export type DocumentPreviewScreenNodeQuery$variables = {
  file: boolean;
  id: string;
  item: string;
  leadFile: boolean;
  pdf: boolean;
  result: boolean;
  signedPdf: boolean;
  systemImage: boolean;
};
export type DocumentPreviewScreenNodeQuery$data = {
  readonly node: {
    readonly file?: {
      readonly contentType: string;
      readonly name: string;
      readonly url: string;
    };
    readonly leadFile?: {
      readonly file: {
        readonly contentType: string;
        readonly name: string;
        readonly url: string;
      };
    } | null | undefined;
    readonly pdf?: {
      readonly contentType: string;
      readonly name: string;
      readonly url: string;
    } | null | undefined;
    readonly result?: {
      readonly contentType: string;
      readonly name: string;
      readonly url: string;
    } | null | undefined;
    readonly signedPdf?: {
      readonly contentType: string;
      readonly name: string;
      readonly url: string;
    } | null | undefined;
    readonly systemImage?: {
      readonly contentType: string;
      readonly name: string;
      readonly url: string;
    } | null | undefined;
  } | null | undefined;
};
export type DocumentPreviewScreenNodeQuery = {
  response: DocumentPreviewScreenNodeQuery$data;
  variables: DocumentPreviewScreenNodeQuery$variables;
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
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "item"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "leadFile"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pdf"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "result"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "signedPdf"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "systemImage"
},
v8 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  },
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
    "name": "contentType",
    "storageKey": null
  }
],
v10 = {
  "condition": "pdf",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "File",
      "kind": "LinkedField",
      "name": "pdf",
      "plural": false,
      "selections": (v9/*:: as any*/),
      "storageKey": null
    }
  ]
},
v11 = [
  (v10/*:: as any*/)
],
v12 = {
  "kind": "InlineFragment",
  "selections": (v11/*:: as any*/),
  "type": "Proposal",
  "abstractKey": null
},
v13 = {
  "kind": "InlineFragment",
  "selections": (v11/*:: as any*/),
  "type": "Quote",
  "abstractKey": null
},
v14 = {
  "kind": "InlineFragment",
  "selections": [
    (v10/*:: as any*/),
    {
      "condition": "signedPdf",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "File",
          "kind": "LinkedField",
          "name": "signedPdf",
          "plural": false,
          "selections": (v9/*:: as any*/),
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Agreement",
  "abstractKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "File",
  "kind": "LinkedField",
  "name": "file",
  "plural": false,
  "selections": (v9/*:: as any*/),
  "storageKey": null
},
v16 = [
  (v15/*:: as any*/)
],
v17 = {
  "condition": "file",
  "kind": "Condition",
  "passingValue": true,
  "selections": (v16/*:: as any*/)
},
v18 = [
  (v17/*:: as any*/)
],
v19 = {
  "kind": "InlineFragment",
  "selections": (v18/*:: as any*/),
  "type": "Resource",
  "abstractKey": null
},
v20 = {
  "kind": "InlineFragment",
  "selections": [
    (v17/*:: as any*/),
    {
      "condition": "result",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "File",
          "kind": "LinkedField",
          "name": "result",
          "plural": false,
          "selections": (v9/*:: as any*/),
          "storageKey": null
        }
      ]
    }
  ],
  "type": "BulkEnrichment",
  "abstractKey": null
},
v21 = {
  "kind": "InlineFragment",
  "selections": (v18/*:: as any*/),
  "type": "ProspectBulkEnrichment",
  "abstractKey": null
},
v22 = {
  "condition": "systemImage",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "File",
      "kind": "LinkedField",
      "name": "systemImage",
      "plural": false,
      "selections": (v9/*:: as any*/),
      "storageKey": null
    }
  ]
},
v23 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "item"
  }
],
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentPreviewScreenNodeQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v22/*:: as any*/),
              {
                "condition": "leadFile",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": (v23/*:: as any*/),
                    "concreteType": "LeadFile",
                    "kind": "LinkedField",
                    "name": "leadFile",
                    "plural": false,
                    "selections": (v16/*:: as any*/),
                    "storageKey": null
                  }
                ]
              }
            ],
            "type": "Lead",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v6/*:: as any*/),
      (v0/*:: as any*/),
      (v5/*:: as any*/),
      (v7/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DocumentPreviewScreenNodeQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v22/*:: as any*/),
              {
                "condition": "leadFile",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": (v23/*:: as any*/),
                    "concreteType": "LeadFile",
                    "kind": "LinkedField",
                    "name": "leadFile",
                    "plural": false,
                    "selections": [
                      (v15/*:: as any*/),
                      (v24/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ]
              }
            ],
            "type": "Lead",
            "abstractKey": null
          },
          (v24/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "18a1a803a1be2d980968e0b4e6162a83",
    "id": "18a1a803a1be2d980968e0b4e6162a83",
    "metadata": {},
    "name": "DocumentPreviewScreenNodeQuery",
    "operationKind": "query",
    "text": "query DocumentPreviewScreenNodeQuery(\n  $id: ID!\n  $pdf: Boolean!\n  $signedPdf: Boolean!\n  $file: Boolean!\n  $result: Boolean!\n  $systemImage: Boolean!\n  $leadFile: Boolean!\n  $item: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Proposal {\n      pdf @include(if: $pdf) {\n        url\n        name\n        contentType\n      }\n    }\n    ... on Quote {\n      pdf @include(if: $pdf) {\n        url\n        name\n        contentType\n      }\n    }\n    ... on Agreement {\n      pdf @include(if: $pdf) {\n        url\n        name\n        contentType\n      }\n      signedPdf @include(if: $signedPdf) {\n        url\n        name\n        contentType\n      }\n    }\n    ... on Resource {\n      file @include(if: $file) {\n        url\n        name\n        contentType\n      }\n    }\n    ... on BulkEnrichment {\n      file @include(if: $file) {\n        url\n        name\n        contentType\n      }\n      result @include(if: $result) {\n        url\n        name\n        contentType\n      }\n    }\n    ... on ProspectBulkEnrichment {\n      file @include(if: $file) {\n        url\n        name\n        contentType\n      }\n    }\n    ... on Lead {\n      systemImage @include(if: $systemImage) {\n        url\n        name\n        contentType\n      }\n      leadFile(id: $item) @include(if: $leadFile) {\n        file {\n          url\n          name\n          contentType\n        }\n        id\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "c5261477ecc0d4e76b3c0c74d3e6b4f6";

export default node;
