/**
 * @generated SignedSource<<f1d1966c1ae770f25ef3c7208ca955bf>>
 * @relayHash f592d7bad8021c12609f53485c6b7bed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f592d7bad8021c12609f53485c6b7bed

import { ConcreteRequest } from 'relay-runtime';
export type useIntakeSubmitLeadMutation$variables = {
  id: string;
};
export type useIntakeSubmitLeadMutation$data = {
  readonly submitLead: {
    readonly lead: {
      readonly id: string;
      readonly isDraft: boolean;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type useIntakeSubmitLeadMutation = {
  response: useIntakeSubmitLeadMutation$data;
  variables: useIntakeSubmitLeadMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "LeadPayload",
    "kind": "LinkedField",
    "name": "submitLead",
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isDraft",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useIntakeSubmitLeadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useIntakeSubmitLeadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f592d7bad8021c12609f53485c6b7bed",
    "id": "f592d7bad8021c12609f53485c6b7bed",
    "metadata": {},
    "name": "useIntakeSubmitLeadMutation",
    "operationKind": "mutation",
    "text": "mutation useIntakeSubmitLeadMutation(\n  $id: ID!\n) {\n  submitLead(id: $id) {\n    lead {\n      id\n      isDraft\n    }\n    message\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4229be5cf72bcc936c8c775536051e4b";

export default node;
