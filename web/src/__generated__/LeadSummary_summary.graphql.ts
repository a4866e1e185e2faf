/**
 * @generated SignedSource<<5ec497dcccde22bce922f7566482537a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadSummary_summary$data = {
  readonly totalLeads: number;
  readonly totalRooftopSolarCapacity: number;
  readonly totalSolarCost: number;
  readonly totalSystemSize: number;
  readonly " $fragmentType": "LeadSummary_summary";
};
export type LeadSummary_summary$key = {
  readonly " $data"?: LeadSummary_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeadSummary_summary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeadSummary_summary",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalLeads",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalSystemSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalRooftopSolarCapacity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalSolarCost",
      "storageKey": null
    }
  ],
  "type": "LeadsSummary",
  "abstractKey": null
};

(node as any).hash = "398aca84a98942145220568779ea37b1";

export default node;
