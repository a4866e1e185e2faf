/**
 * @generated SignedSource<<4943205356d9c0861e77cd20c609d00e>>
 * @relayHash 5cf02abc70e1fe58ff2fa3cdcc2d7cc8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5cf02abc70e1fe58ff2fa3cdcc2d7cc8

import { ConcreteRequest } from 'relay-runtime';
export type BusinessType = "EPC_MEMBER" | "SALES_AFFILIATE" | "%future added value";
export type ViewerProviderQuery$variables = Record<PropertyKey, never>;
export type ViewerProviderQuery$data = {
  readonly viewer: {
    readonly databaseId: number;
    readonly email: string;
    readonly firstName: string;
    readonly id: string;
    readonly image: {
      readonly url: string;
    } | null | undefined;
    readonly isAdminRole: boolean;
    readonly isOrgAdmin: boolean;
    readonly isSuperAdmin: boolean;
    readonly isTermsAccepted: boolean;
    readonly lastName: string;
    readonly organization: {
      readonly businessType: BusinessType;
      readonly name: string;
    } | null | undefined;
    readonly roleLabel: string;
  } | null | undefined;
};
export type ViewerProviderQuery = {
  response: ViewerProviderQuery$data;
  variables: ViewerProviderQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v5 = {
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
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "roleLabel",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isTermsAccepted",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuperAdmin",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOrgAdmin",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdminRole",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "businessType",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ViewerProviderQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ViewerProviderQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5cf02abc70e1fe58ff2fa3cdcc2d7cc8",
    "id": "5cf02abc70e1fe58ff2fa3cdcc2d7cc8",
    "metadata": {},
    "name": "ViewerProviderQuery",
    "operationKind": "query",
    "text": "query ViewerProviderQuery {\n  viewer {\n    id\n    databaseId\n    firstName\n    lastName\n    email\n    image {\n      url\n    }\n    roleLabel\n    isTermsAccepted\n    isSuperAdmin\n    isOrgAdmin\n    isAdminRole\n    organization {\n      name\n      businessType\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "270378f7b01d89d78f1acf2edf73fd04";

export default node;
