/**
 * @generated SignedSource<<712831c5db14d8b25e938f0d59edf508>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadPageContent_lead$data = {
  readonly cancellation: {
    readonly cancelledAt: any;
  } | null | undefined;
  readonly id: string;
  readonly isDraft: boolean;
  readonly projectInfo: {
    readonly __typename: "LeadProjectInfo";
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DealHeader_lead" | "LeadHeader_lead" | "LeadTabs_lead">;
  readonly " $fragmentType": "LeadPageContent_lead";
};
export type LeadPageContent_lead$key = {
  readonly " $data"?: LeadPageContent_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeadPageContent_lead">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeadPageContent_lead",
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
      "name": "isDraft",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadProjectInfo",
      "kind": "LinkedField",
      "name": "projectInfo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LeadHeader_lead"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DealHeader_lead"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LeadTabs_lead"
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "46c5b143464db4b41e827496e7afe270";

export default node;
