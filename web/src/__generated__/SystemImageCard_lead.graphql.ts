/**
 * @generated SignedSource<<ab0806e10a76aebfb916530f99640b67>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SystemImageCard_lead$data = {
  readonly id: string;
  readonly name: string;
  readonly systemImagePath: string | null | undefined;
  readonly " $fragmentType": "SystemImageCard_lead";
};
export type SystemImageCard_lead$key = {
  readonly " $data"?: SystemImageCard_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"SystemImageCard_lead">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SystemImageCard_lead",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "systemImagePath",
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "9e60c417b7d465a4e1f671ff8209cf68";

export default node;
