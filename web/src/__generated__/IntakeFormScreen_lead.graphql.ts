/**
 * @generated SignedSource<<59f0923cff69e9095740a3602c7a66e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IntakeFormScreen_lead$data = {
  readonly databaseId: number;
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"LeadFileList_lead">;
  readonly " $fragmentType": "IntakeFormScreen_lead";
};
export type IntakeFormScreen_lead$key = {
  readonly " $data"?: IntakeFormScreen_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"IntakeFormScreen_lead">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IntakeFormScreen_lead",
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
      "name": "databaseId",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LeadFileList_lead"
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "0f20531422d16413c7ee92a3064d63c8";

export default node;
