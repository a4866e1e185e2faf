/**
 * @generated SignedSource<<161710c87de0f8c5415b04ac29e330bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadPageContent_lead$data = {
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

(node as any).hash = "35bfa1cb9d0d62b739b6d658ad6b5fa4";

export default node;
