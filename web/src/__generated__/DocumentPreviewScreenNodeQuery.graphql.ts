/**
 * @generated SignedSource<<2bcfb4498cd8a35c3ea81645d6c22eb8>>
 * @relayHash adcfe0af0d96cc48663f9d12cff8372c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID adcfe0af0d96cc48663f9d12cff8372c

import { ConcreteRequest } from 'relay-runtime';
export type DocumentPreviewScreenNodeQuery$variables = {
  additionalFiles: boolean;
  file: boolean;
  id: string;
  pdf: boolean;
  result: boolean;
  signedPdf: boolean;
  systemImage: boolean;
  utilityBills: boolean;
};
export type DocumentPreviewScreenNodeQuery$data = {
  readonly node: {
    readonly additionalFiles?: ReadonlyArray<{
      readonly file: {
        readonly contentType: string;
        readonly name: string;
        readonly url: string;
      };
      readonly id: string;
    }>;
    readonly file?: {
      readonly contentType: string;
      readonly name: string;
      readonly url: string;
    };
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
    readonly utilityBills?: ReadonlyArray<{
      readonly file: {
        readonly contentType: string;
        readonly name: string;
        readonly url: string;
      };
      readonly id: string;
    }>;
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
  "name": "additionalFiles"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "file"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pdf"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "result"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "signedPdf"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "systemImage"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "utilityBills"
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
v16 = {
  "condition": "file",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    (v15/*:: as any*/)
  ]
},
v17 = [
  (v16/*:: as any*/)
],
v18 = {
  "kind": "InlineFragment",
  "selections": (v17/*:: as any*/),
  "type": "Resource",
  "abstractKey": null
},
v19 = {
  "kind": "InlineFragment",
  "selections": [
    (v16/*:: as any*/),
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
v20 = {
  "kind": "InlineFragment",
  "selections": (v17/*:: as any*/),
  "type": "ProspectBulkEnrichment",
  "abstractKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v22 = [
  (v21/*:: as any*/),
  (v15/*:: as any*/)
],
v23 = {
  "kind": "InlineFragment",
  "selections": [
    {
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
    {
      "condition": "utilityBills",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LeadFile",
          "kind": "LinkedField",
          "name": "utilityBills",
          "plural": true,
          "selections": (v22/*:: as any*/),
          "storageKey": null
        }
      ]
    },
    {
      "condition": "additionalFiles",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LeadFile",
          "kind": "LinkedField",
          "name": "additionalFiles",
          "plural": true,
          "selections": (v22/*:: as any*/),
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Lead",
  "abstractKey": null
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
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v23/*:: as any*/)
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v0/*:: as any*/)
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
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v23/*:: as any*/),
          (v21/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "adcfe0af0d96cc48663f9d12cff8372c",
    "id": "adcfe0af0d96cc48663f9d12cff8372c",
    "metadata": {},
    "name": "DocumentPreviewScreenNodeQuery",
    "operationKind": "query",
    "text": "query DocumentPreviewScreenNodeQuery(\n  $id: ID!\n  $pdf: Boolean!\n  $signedPdf: Boolean!\n  $file: Boolean!\n  $result: Boolean!\n  $systemImage: Boolean!\n  $utilityBills: Boolean!\n  $additionalFiles: Boolean!\n) {\n  node(id: $id) {\n    __typename\n    ... on Proposal {\n      pdf @include(if: $pdf) {\n        url\n        name\n        contentType\n      }\n    }\n    ... on Quote {\n      pdf @include(if: $pdf) {\n        url\n        name\n        contentType\n      }\n    }\n    ... on Agreement {\n      pdf @include(if: $pdf) {\n        url\n        name\n        contentType\n      }\n      signedPdf @include(if: $signedPdf) {\n        url\n        name\n        contentType\n      }\n    }\n    ... on Resource {\n      file @include(if: $file) {\n        url\n        name\n        contentType\n      }\n    }\n    ... on BulkEnrichment {\n      file @include(if: $file) {\n        url\n        name\n        contentType\n      }\n      result @include(if: $result) {\n        url\n        name\n        contentType\n      }\n    }\n    ... on ProspectBulkEnrichment {\n      file @include(if: $file) {\n        url\n        name\n        contentType\n      }\n    }\n    ... on Lead {\n      systemImage @include(if: $systemImage) {\n        url\n        name\n        contentType\n      }\n      utilityBills @include(if: $utilityBills) {\n        id\n        file {\n          url\n          name\n          contentType\n        }\n      }\n      additionalFiles @include(if: $additionalFiles) {\n        id\n        file {\n          url\n          name\n          contentType\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "0baf018a2a85e193292cc7f416b20055";

export default node;
