/**
 * @generated SignedSource<<74a8c5adf9bbfd160073646a3cf33c04>>
 * @relayHash 85a9ad495702c4386811191920ea2278
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 85a9ad495702c4386811191920ea2278

import { ConcreteRequest } from 'relay-runtime';
export type SavedViewsDeleteMutation$variables = {
  id: string;
};
export type SavedViewsDeleteMutation$data = {
  readonly deleteLeadView: {
    readonly deletedViewId: string | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type SavedViewsDeleteMutation = {
  response: SavedViewsDeleteMutation$data;
  variables: SavedViewsDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedViewId",
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SavedViewsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteLeadViewPayload",
        "kind": "LinkedField",
        "name": "deleteLeadView",
        "plural": false,
        "selections": [
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
    "name": "SavedViewsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteLeadViewPayload",
        "kind": "LinkedField",
        "name": "deleteLeadView",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedViewId"
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "85a9ad495702c4386811191920ea2278",
    "id": "85a9ad495702c4386811191920ea2278",
    "metadata": {},
    "name": "SavedViewsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation SavedViewsDeleteMutation(\n  $id: ID!\n) {\n  deleteLeadView(id: $id) {\n    deletedViewId\n    message\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cf6a15d3dc818968c7979e668d26a4f7";

export default node;
