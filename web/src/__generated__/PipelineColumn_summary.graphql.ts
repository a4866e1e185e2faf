/**
 * @generated SignedSource<<411c2342de5fe07ce9e6b0d2b35c0dc6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PipelineColumn_summary$data = {
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
    }
  ],
  "type": "LeadsSummary",
  "abstractKey": null
};

(node as any).hash = "0f544e51e9fb7ac941fa53bbb11c5c78";

export default node;
