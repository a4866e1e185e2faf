/**
 * @generated SignedSource<<b6757b8fbd54839df747e8545821688c>>
 * @relayHash fe077091273c69c40244f9bb4a6a08eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe077091273c69c40244f9bb4a6a08eb

import { ConcreteRequest } from 'relay-runtime';
export type EmailProposalLinkFormQuery$variables = {
  id: string;
};
export type EmailProposalLinkFormQuery$data = {
  readonly node: {
    readonly lead?: {
      readonly customer: {
        readonly emails: ReadonlyArray<string>;
      };
    };
    readonly leadName?: string | null | undefined;
    readonly organizationName?: string | null | undefined;
  } | null | undefined;
};
export type EmailProposalLinkFormQuery = {
  response: EmailProposalLinkFormQuery$data;
  variables: EmailProposalLinkFormQuery$variables;
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
  "name": "leadName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "organizationName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "LeadCustomer",
  "kind": "LinkedField",
  "name": "customer",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emails",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailProposalLinkFormQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Lead",
                "kind": "LinkedField",
                "name": "lead",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "Proposal",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailProposalLinkFormQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Lead",
                "kind": "LinkedField",
                "name": "lead",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "Proposal",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fe077091273c69c40244f9bb4a6a08eb",
    "id": "fe077091273c69c40244f9bb4a6a08eb",
    "metadata": {},
    "name": "EmailProposalLinkFormQuery",
    "operationKind": "query",
    "text": "query EmailProposalLinkFormQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Proposal {\n      leadName\n      organizationName\n      lead {\n        customer {\n          emails\n        }\n        id\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "c63f7d4d4e6ffeba286ef5348e47b962";

export default node;
