/**
 * @generated SignedSource<<7c1e930118c505e9eff441d91a06664b>>
 * @relayHash ca4eae4b31aff8b11112d1de283a655b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca4eae4b31aff8b11112d1de283a655b

import { ConcreteRequest } from 'relay-runtime';
export type UpdateProfileInput = {
  firstName?: string | null | undefined;
  image?: any | null | undefined;
  lastName?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  removeImage?: boolean | null | undefined;
};
export type updateProfileMutation$variables = {
  input: UpdateProfileInput;
};
export type updateProfileMutation$data = {
  readonly updateProfile: {
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly viewer: {
      readonly firstName: string;
      readonly id: string;
      readonly image: {
        readonly url: string;
      } | null | undefined;
      readonly lastName: string;
      readonly phoneNumber: string;
    } | null | undefined;
  };
};
export type updateProfileMutation = {
  response: updateProfileMutation$data;
  variables: updateProfileMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateProfilePayload",
    "kind": "LinkedField",
    "name": "updateProfile",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
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
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phoneNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "File",
            "kind": "LinkedField",
            "name": "image",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
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
    "name": "updateProfileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "updateProfileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ca4eae4b31aff8b11112d1de283a655b",
    "id": "ca4eae4b31aff8b11112d1de283a655b",
    "metadata": {},
    "name": "updateProfileMutation",
    "operationKind": "mutation",
    "text": "mutation updateProfileMutation(\n  $input: UpdateProfileInput!\n) {\n  updateProfile(input: $input) {\n    viewer {\n      id\n      firstName\n      lastName\n      phoneNumber\n      image {\n        url\n      }\n    }\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a991f953dd4a424673f3a4b8b032f6f5";

export default node;
