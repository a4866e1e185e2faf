/**
 * @generated SignedSource<<b291d80a5644889f531b36188210a2c0>>
 * @relayHash f18dcf9ae067ec3158b0f891b3ad15f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f18dcf9ae067ec3158b0f891b3ad15f0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProposalLinkEmailInput = {
  message?: string | null | undefined;
  subject?: string | null | undefined;
  to: string;
};
export type EmailProposalLinkFormMutation$variables = {
  email: ProposalLinkEmailInput;
  expiresInDays?: number | null | undefined;
  proposalId: string;
};
export type EmailProposalLinkFormMutation$data = {
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
export type EmailProposalLinkFormMutation = {
  response: EmailProposalLinkFormMutation$data;
  variables: EmailProposalLinkFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "expiresInDays"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "proposalId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "email",
    "variableName": "email"
  },
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailProposalLinkFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "ProposalLinkPayload",
        "kind": "LinkedField",
        "name": "createProposalLink",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Proposal",
            "kind": "LinkedField",
            "name": "proposal",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ShareProposalLinkDialog_links"
              }
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
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EmailProposalLinkFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "ProposalLinkPayload",
        "kind": "LinkedField",
        "name": "createProposalLink",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Proposal",
            "kind": "LinkedField",
            "name": "proposal",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ProposalLink",
                "kind": "LinkedField",
                "name": "links",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
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
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f18dcf9ae067ec3158b0f891b3ad15f0",
    "id": "f18dcf9ae067ec3158b0f891b3ad15f0",
    "metadata": {},
    "name": "EmailProposalLinkFormMutation",
    "operationKind": "mutation",
    "text": "mutation EmailProposalLinkFormMutation(\n  $proposalId: ID!\n  $expiresInDays: Int\n  $email: ProposalLinkEmailInput!\n) {\n  createProposalLink(proposalId: $proposalId, expiresInDays: $expiresInDays, email: $email) {\n    url\n    message\n    proposal {\n      id\n      ...ShareProposalLinkDialog_links\n    }\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n\nfragment ShareProposalLinkDialog_links on Proposal {\n  links {\n    id\n    createdAt\n    expiresAt\n    revokedAt\n    lastViewedAt\n    viewCount\n    status\n    createdByName\n  }\n}\n"
  }
};
})();

(node as any).hash = "d45df5ffd1540653ad71675c98de5ab2";

export default node;
