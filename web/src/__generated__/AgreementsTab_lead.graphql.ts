/**
 * @generated SignedSource<<b7694b0c5bae3a3ed885828697d007bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgreementsTab_lead$data = {
  readonly id: string;
  readonly " $fragmentType": "AgreementsTab_lead";
};
export type AgreementsTab_lead$key = {
  readonly " $data"?: AgreementsTab_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgreementsTab_lead">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgreementsTab_lead",
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

(node as any).hash = "abb5908db2d8c87c03e169e792445af8";

export default node;
