/**
 * @generated SignedSource<<bc82f057ddadc9d91e7d4593b4437102>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadTabs_lead$data = {
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
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "4aafe17ae2b3eaf07a3d7b7b18a6b3c4";

export default node;
