/**
 * @generated SignedSource<<73238cdf987bb61064f50b2846144874>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CancelLeadButton_lead$data = {
  readonly associatedUser: {
    readonly databaseId: number;
  } | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadAssignee",
      "kind": "LinkedField",
      "name": "associatedUser",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "045804fc85a78a56a58d991447593712";

export default node;
