/**
 * @generated SignedSource<<29c490e662037fe0472b8838ac389c3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CancelLeadButton_lead$data = {
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "CancelLeadButton_lead";
};
export type CancelLeadButton_lead$key = {
  readonly " $data"?: CancelLeadButton_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"CancelLeadButton_lead">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CancelLeadButton_lead",
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
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "513a56c719e522f06bce4ba510605d27";

export default node;
