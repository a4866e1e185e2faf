/**
 * @generated SignedSource<<a7f5c44726610c525e26772c198cc02c>>
 * @relayHash 6e0d5266f8e5712dd36ae47a2568fb93
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e0d5266f8e5712dd36ae47a2568fb93

import { ConcreteRequest } from 'relay-runtime';
export type useSubmitSupportRequestMutation$variables = {
  contact: string;
  file?: any | null | undefined;
  message: string;
};
export type useSubmitSupportRequestMutation$data = {
  readonly submitSupportRequest: {
    readonly message: string | null | undefined;
    readonly supportRequestId: number | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type useSubmitSupportRequestMutation = {
  response: useSubmitSupportRequestMutation$data;
  variables: useSubmitSupportRequestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "contact"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "file"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "message"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "contact",
        "variableName": "contact"
      },
      {
        "kind": "Variable",
        "name": "file",
        "variableName": "file"
      },
      {
        "kind": "Variable",
        "name": "message",
        "variableName": "message"
      }
    ],
    "concreteType": "SubmitSupportRequestPayload",
    "kind": "LinkedField",
    "name": "submitSupportRequest",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "supportRequestId",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSubmitSupportRequestMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSubmitSupportRequestMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "6e0d5266f8e5712dd36ae47a2568fb93",
    "id": "6e0d5266f8e5712dd36ae47a2568fb93",
    "metadata": {},
    "name": "useSubmitSupportRequestMutation",
    "operationKind": "mutation",
    "text": "mutation useSubmitSupportRequestMutation(\n  $contact: String!\n  $message: String!\n  $file: Upload\n) {\n  submitSupportRequest(contact: $contact, message: $message, file: $file) {\n    supportRequestId\n    message\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "60acaf4cfae687a4d68096e903c99354";

export default node;
