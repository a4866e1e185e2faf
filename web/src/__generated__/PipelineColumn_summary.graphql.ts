/**
 * @generated SignedSource<<2e7d8fb34f278a88e3b7acfa89488742>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PipelineColumn_summary$data = {
  readonly dealValueCount: number;
  readonly totalDealValue: number;
  readonly totalLeads: number;
  readonly totalRooftopSolarCapacity: number;
  readonly totalSystemSize: number;
  readonly " $fragmentType": "PipelineColumn_summary";
};
export type PipelineColumn_summary$key = {
  readonly " $data"?: PipelineColumn_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"PipelineColumn_summary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PipelineColumn_summary",
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
      "name": "totalDealValue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dealValueCount",
      "storageKey": null
    }
  ],
  "type": "LeadsSummary",
  "abstractKey": null
};

(node as any).hash = "c38b59bb4296313dc9c39c2e28ef2177";

export default node;
