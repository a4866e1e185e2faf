/**
 * @generated SignedSource<<9e441fb3838e61c1626ac829d52ddac9>>
 * @relayHash 19cd25df443ecc9cd3d68fd85992ef25
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19cd25df443ecc9cd3d68fd85992ef25

import { ConcreteRequest } from 'relay-runtime';
export type useIntakeDiscardDraftMutation$variables = {
  id: string;
};
export type useIntakeDiscardDraftMutation$data = {
  readonly deleteLead: {
    readonly deletedLeadId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type useIntakeDiscardDraftMutation = {
  response: useIntakeDiscardDraftMutation$data;
  variables: useIntakeDiscardDraftMutation$variables;
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
  "name": "deletedLeadId",
  "storageKey": null
},
v3 = {
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
    "name": "useIntakeDiscardDraftMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteLeadPayload",
        "kind": "LinkedField",
        "name": "deleteLead",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
    "name": "useIntakeDiscardDraftMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteLeadPayload",
        "kind": "LinkedField",
        "name": "deleteLead",
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
            "name": "deletedLeadId"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "19cd25df443ecc9cd3d68fd85992ef25",
    "id": "19cd25df443ecc9cd3d68fd85992ef25",
    "metadata": {},
    "name": "useIntakeDiscardDraftMutation",
    "operationKind": "mutation",
    "text": "mutation useIntakeDiscardDraftMutation(\n  $id: ID!\n) {\n  deleteLead(id: $id) {\n    deletedLeadId\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b69e01ad79491739306320168b2ded14";

export default node;
