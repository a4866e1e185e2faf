/**
 * @generated SignedSource<<49d1fd75557cbf982bf0939e9bc4061b>>
 * @relayHash c391e022ca7f2ba2c8e58ae1b0a43865
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c391e022ca7f2ba2c8e58ae1b0a43865

import { ConcreteRequest } from 'relay-runtime';
export type SaveLeadViewInput = {
  hiddenColumns?: ReadonlyArray<string> | null | undefined;
  name: string;
  query: string;
};
export type SavedViewsSaveMutation$variables = {
  input: SaveLeadViewInput;
};
export type SavedViewsSaveMutation$data = {
  readonly saveLeadView: {
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly view: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly viewer: {
      readonly leadViews: ReadonlyArray<{
        readonly hiddenColumns: ReadonlyArray<string>;
        readonly id: string;
        readonly name: string;
        readonly query: string;
      }>;
    } | null | undefined;
  };
};
export type SavedViewsSaveMutation = {
  response: SavedViewsSaveMutation$data;
  variables: SavedViewsSaveMutation$variables;
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
  "name": "message",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "LeadView",
  "kind": "LinkedField",
  "name": "view",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "LeadView",
  "kind": "LinkedField",
  "name": "leadViews",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "query",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenColumns",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SavedViewsSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveLeadViewPayload",
        "kind": "LinkedField",
        "name": "saveLeadView",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
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
    "name": "SavedViewsSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveLeadViewPayload",
        "kind": "LinkedField",
        "name": "saveLeadView",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c391e022ca7f2ba2c8e58ae1b0a43865",
    "id": "c391e022ca7f2ba2c8e58ae1b0a43865",
    "metadata": {},
    "name": "SavedViewsSaveMutation",
    "operationKind": "mutation",
    "text": "mutation SavedViewsSaveMutation(\n  $input: SaveLeadViewInput!\n) {\n  saveLeadView(input: $input) {\n    message\n    view {\n      id\n      name\n    }\n    viewer {\n      leadViews {\n        id\n        name\n        query\n        hiddenColumns\n      }\n      id\n    }\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "95cb4dc10ca876b26c5a057c57724ccc";

export default node;
