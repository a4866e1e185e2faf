/**
 * @generated SignedSource<<90a7132236a18d9aea99c72b2a3fa147>>
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
  readonly stageHistory: ReadonlyArray<{
    readonly reachedAt: any | null | undefined;
    readonly stage: LeadStage;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CancelLeadButton_lead" | "CancelledBanner_lead" | "ReassignDialog_lead">;
  readonly " $fragmentType": "LeadHeader_lead";
};
export type LeadHeader_lead$key = {
  readonly " $data"?: LeadHeader_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeadHeader_lead">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stage",
  "storageKey": null
};
return {
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
    (v0/*:: as any*/),
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
      "concreteType": "LeadStageReached",
      "kind": "LinkedField",
      "name": "stageHistory",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reachedAt",
          "storageKey": null
        }
      ],
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
})();

(node as any).hash = "98b04afaa021d60b14c299f4412eb0af";

export default node;
