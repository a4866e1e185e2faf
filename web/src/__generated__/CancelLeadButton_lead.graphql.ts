/**
 * @generated SignedSource<<a310cd451fa4969f22ec3a5182162d44>>
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
  readonly cancellation: {
    readonly cancelledAt: any;
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadCancellation",
      "kind": "LinkedField",
      "name": "cancellation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cancelledAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "9f2c4cff914758fcc602c2308f847ea9";

export default node;
