/**
 * @generated SignedSource<<615f5fa63e2e338939f93b5c5af8b5e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useLeadLifecycle_lead$data = {
  readonly cancellation: {
    readonly cancelledAt: any;
    readonly cancelledByName: string | null | undefined;
    readonly reason: string;
  } | null | undefined;
  readonly id: string;
  readonly updated: any;
  readonly " $fragmentType": "useLeadLifecycle_lead";
};
export type useLeadLifecycle_lead$key = {
  readonly " $data"?: useLeadLifecycle_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"useLeadLifecycle_lead">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useLeadLifecycle_lead",
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
      "name": "updated",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cancelledByName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "bf4eeabe44acb11c254623d548e63807";

export default node;
