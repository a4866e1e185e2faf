/**
 * @generated SignedSource<<a34520840a529966ef94e8d614e457f2>>
 * @relayHash e74db030a00d689a27fd8f6ea2afcb64
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e74db030a00d689a27fd8f6ea2afcb64

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type proposalLinkMutationsCreateMutation$variables = {
  expiresInDays?: number | null | undefined;
  proposalId: string;
};
export type proposalLinkMutationsCreateMutation$data = {
  readonly createProposalLink: {
    readonly message: string | null | undefined;
    readonly proposal: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ShareProposalLinkDialog_links">;
    } | null | undefined;
    readonly url: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type proposalLinkMutationsCreateMutation = {
  response: proposalLinkMutationsCreateMutation$data;
  variables: proposalLinkMutationsCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "expiresInDays"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "proposalId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "expiresInDays",
    "variableName": "expiresInDays"
  },
  {
    "kind": "Variable",
    "name": "proposalId",
    "variableName": "proposalId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "proposalLinkMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ProposalLinkPayload",
        "kind": "LinkedField",
        "name": "createProposalLink",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Proposal",
            "kind": "LinkedField",
            "name": "proposal",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ShareProposalLinkDialog_links"
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "proposalLinkMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ProposalLinkPayload",
        "kind": "LinkedField",
        "name": "createProposalLink",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Proposal",
            "kind": "LinkedField",
            "name": "proposal",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ProposalLink",
                "kind": "LinkedField",
                "name": "links",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expiresAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "revokedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastViewedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewCount",
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
                    "name": "createdByName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e74db030a00d689a27fd8f6ea2afcb64",
    "id": "e74db030a00d689a27fd8f6ea2afcb64",
    "metadata": {},
    "name": "proposalLinkMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation proposalLinkMutationsCreateMutation(\n  $proposalId: ID!\n  $expiresInDays: Int\n) {\n  createProposalLink(proposalId: $proposalId, expiresInDays: $expiresInDays) {\n    url\n    message\n    proposal {\n      id\n      ...ShareProposalLinkDialog_links\n    }\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n\nfragment ShareProposalLinkDialog_links on Proposal {\n  links {\n    id\n    createdAt\n    expiresAt\n    revokedAt\n    lastViewedAt\n    viewCount\n    status\n    createdByName\n  }\n}\n"
  }
};
})();

(node as any).hash = "5f2410416cdec33744967a011f4dc2e8";

export default node;
