/**
 * @generated SignedSource<<a5ec8afb648d0b1837f0b5a13f8d3d31>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuotesTab_lead$data = {
  readonly id: string;
  readonly " $fragmentType": "QuotesTab_lead";
};
export type QuotesTab_lead$key = {
  readonly " $data"?: QuotesTab_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuotesTab_lead">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuotesTab_lead",
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

(node as any).hash = "1b16cc1fe924eeebae6c021b966feedb";

export default node;
