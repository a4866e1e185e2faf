/**
 * @generated SignedSource<<b056fabe587afeef74d453f800ef0857>>
 * @relayHash 391043fcc40a492be1e48166133c6806
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 391043fcc40a492be1e48166133c6806

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShareProposalLinkDialogQuery$variables = {
  id: string;
};
export type ShareProposalLinkDialogQuery$data = {
  readonly node: {
    readonly proposal: {
      readonly " $fragmentSpreads": FragmentRefs<"ShareProposalLinkDialog_links">;
    } | null | undefined;
  } | null | undefined;
};
export type ShareProposalLinkDialogQuery = {
  response: ShareProposalLinkDialogQuery$data;
  variables: ShareProposalLinkDialogQuery$variables;
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
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ShareProposalLinkDialogQuery",
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
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ShareProposalLinkDialog_links"
                }
              ],
              "type": "Proposal",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "proposal"
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
    "name": "ShareProposalLinkDialogQuery",
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
              {
                "alias": null,
                "args": null,
                "concreteType": "ProposalLink",
                "kind": "LinkedField",
                "name": "links",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
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
            "type": "Proposal",
            "abstractKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "391043fcc40a492be1e48166133c6806",
    "id": "391043fcc40a492be1e48166133c6806",
    "metadata": {},
    "name": "ShareProposalLinkDialogQuery",
    "operationKind": "query",
    "text": "query ShareProposalLinkDialogQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...ShareProposalLinkDialog_links\n    id\n  }\n}\n\nfragment ShareProposalLinkDialog_links on Proposal {\n  links {\n    id\n    createdAt\n    expiresAt\n    revokedAt\n    lastViewedAt\n    viewCount\n    status\n    createdByName\n  }\n}\n"
  }
};
})();

(node as any).hash = "95be4ba19eadde6e2980b3e1b9b233ac";

export default node;
