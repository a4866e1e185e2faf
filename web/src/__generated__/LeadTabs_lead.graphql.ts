/**
 * @generated SignedSource<<577abdbae212f653840dbccfe3676ca1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadTabs_lead$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ActivityTimeline_lead" | "AgreementsTab_lead" | "DetailsTab_lead" | "DocumentsTab_lead" | "ProposalsTab_lead" | "QuotesTab_lead">;
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ActivityTimeline_lead"
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "dbf59b2357a1bf93b1f3b265d99b5a9e";

export default node;
