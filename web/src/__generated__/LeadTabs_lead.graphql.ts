/**
 * @generated SignedSource<<f3c0439f7ff86d11973814ca6a6c8e56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadTabs_lead$data = {
  readonly databaseId: number;
  readonly updated: any;
  readonly " $fragmentSpreads": FragmentRefs<"AgreementsTab_lead" | "DetailsTab_lead" | "DocumentsTab_lead" | "ProposalsTab_lead" | "QuotesTab_lead">;
  readonly " $fragmentType": "LeadTabs_lead";
};
export type LeadTabs_lead$key = {
  readonly " $data"?: LeadTabs_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeadTabs_lead">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeadTabs_lead",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "QuotesTab_lead"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProposalsTab_lead"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AgreementsTab_lead"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentsTab_lead"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DetailsTab_lead"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updated",
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "a0ef2fea9891e6b8605bfba166aacf50";

export default node;
