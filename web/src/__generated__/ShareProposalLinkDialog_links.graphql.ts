/**
 * @generated SignedSource<<d060b3108d63b1ac18ee89ba92fdcf85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProposalLinkStatus = "ACTIVE" | "EXPIRED" | "REVOKED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ShareProposalLinkDialog_links$data = {
  readonly links: ReadonlyArray<{
    readonly createdAt: any;
    readonly createdByName: string | null | undefined;
    readonly expiresAt: any;
    readonly id: string;
    readonly lastViewedAt: any | null | undefined;
    readonly revokedAt: any | null | undefined;
    readonly status: ProposalLinkStatus;
    readonly viewCount: number;
  }>;
  readonly " $fragmentType": "ShareProposalLinkDialog_links";
};
export type ShareProposalLinkDialog_links$key = {
  readonly " $data"?: ShareProposalLinkDialog_links$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareProposalLinkDialog_links">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareProposalLinkDialog_links",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProposalLink",
      "kind": "LinkedField",
      "name": "links",
      "plural": true,
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
};

(node as any).hash = "a492129eacb3f7ccf4d14e35cae5e3d3";

export default node;
