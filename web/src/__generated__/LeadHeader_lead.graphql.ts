/**
 * @generated SignedSource<<ac0b237dda9e5d17402f7f293a3d3df6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LeadStage = "DETAILED_PROPOSAL" | "LEAD_CREATED" | "MARKETING_PROPOSAL" | "PRELIMINARY_PROPOSAL" | "SALE_COMPLETED" | "SITE_SURVEY" | "UTILITY_DATA" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LeadHeader_lead$data = {
  readonly address: string | null | undefined;
  readonly associatedUserName: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly organizationName: string;
  readonly reachedStages: ReadonlyArray<LeadStage>;
  readonly stage: LeadStage;
  readonly " $fragmentSpreads": FragmentRefs<"CancelLeadButton_lead" | "CancelledBanner_lead" | "ReassignDialog_lead">;
  readonly " $fragmentType": "LeadHeader_lead";
};
export type LeadHeader_lead$key = {
  readonly " $data"?: LeadHeader_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeadHeader_lead">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeadHeader_lead",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reachedStages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organizationName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "associatedUserName",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CancelLeadButton_lead"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CancelledBanner_lead"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReassignDialog_lead"
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "9cfe1b297d8ef2f2dc78596bf3ac0289";

export default node;
