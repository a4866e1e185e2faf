/**
 * @generated SignedSource<<5a2b98f1fb7be0966e85404a6d871393>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CancelledBanner_lead$data = {
  readonly canCancel: boolean;
  readonly cancellation: {
    readonly cancelledAt: any;
    readonly cancelledByName: string | null | undefined;
    readonly reason: string;
  } | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "CancelledBanner_lead";
};
export type CancelledBanner_lead$key = {
  readonly " $data"?: CancelledBanner_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"CancelledBanner_lead">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CancelledBanner_lead",
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
      "name": "canCancel",
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

(node as any).hash = "045f820644cca384b5b77165fc13acc1";

export default node;
