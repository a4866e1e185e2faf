/**
 * @generated SignedSource<<5e77c6b940de87a7b32be5f17486acb4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProposalsTab_lead$data = {
  readonly id: string;
  readonly " $fragmentType": "ProposalsTab_lead";
};
export type ProposalsTab_lead$key = {
  readonly " $data"?: ProposalsTab_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProposalsTab_lead">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProposalsTab_lead",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "03e248e6486145646c210af29c244201";

export default node;
