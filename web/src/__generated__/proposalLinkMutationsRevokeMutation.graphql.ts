/**
 * @generated SignedSource<<fb34cae4f4af860a146c218cb373a6c7>>
 * @relayHash 2bae2936473f024964e28a36c24b2805
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2bae2936473f024964e28a36c24b2805

import { ConcreteRequest } from 'relay-runtime';
export type ProposalLinkStatus = "ACTIVE" | "EXPIRED" | "REVOKED" | "%future added value";
export type proposalLinkMutationsRevokeMutation$variables = {
  id: string;
};
export type proposalLinkMutationsRevokeMutation$data = {
  readonly revokeProposalLink: {
    readonly link: {
      readonly id: string;
      readonly revokedAt: any | null | undefined;
      readonly status: ProposalLinkStatus;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type proposalLinkMutationsRevokeMutation = {
  response: proposalLinkMutationsRevokeMutation$data;
  variables: proposalLinkMutationsRevokeMutation$variables;
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
    "concreteType": "ProposalLinkPayload",
    "kind": "LinkedField",
    "name": "revokeProposalLink",
    "plural": false,
    "selections": [
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
        "concreteType": "ProposalLink",
        "kind": "LinkedField",
        "name": "link",
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "revokedAt",
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
    "name": "proposalLinkMutationsRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "proposalLinkMutationsRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2bae2936473f024964e28a36c24b2805",
    "id": "2bae2936473f024964e28a36c24b2805",
    "metadata": {},
    "name": "proposalLinkMutationsRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation proposalLinkMutationsRevokeMutation(\n  $id: ID!\n) {\n  revokeProposalLink(id: $id) {\n    message\n    link {\n      id\n      status\n      revokedAt\n    }\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "315c5293ef5033bb43909ba205a607dd";

export default node;
