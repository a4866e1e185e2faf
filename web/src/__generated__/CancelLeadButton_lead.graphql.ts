/**
 * @generated SignedSource<<71c82d8cb0aaa7920899ce0eb3766177>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CancelLeadButton_lead$data = {
  readonly canCancel: boolean;
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "cdba7649a38e3f5f9641aebd081aa40f";

export default node;
