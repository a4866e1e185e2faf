/**
 * @generated SignedSource<<10eaad2df71426dc6119e9a5f358e294>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PipelineCard_lead$data = {
  readonly address: string | null | undefined;
  readonly databaseId: number;
  readonly name: string;
  readonly systemSize: number | null | undefined;
  readonly updated: any;
  readonly " $fragmentType": "PipelineCard_lead";
};
export type PipelineCard_lead$key = {
  readonly " $data"?: PipelineCard_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"PipelineCard_lead">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PipelineCard_lead",
  "selections": [
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
      "name": "name",
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
      "name": "systemSize",
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

(node as any).hash = "26397f9fd18ba94a7a857523ecb3cbdf";

export default node;
