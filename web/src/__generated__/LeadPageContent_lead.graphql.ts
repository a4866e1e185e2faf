/**
 * @generated SignedSource<<f0f8414494d4326f8fb796d8bf9f0b04>>
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
  readonly " $fragmentSpreads": FragmentRefs<"LeadHeader_lead" | "LeadTabs_lead">;
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
      "name": "LeadTabs_lead"
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "4ad208440086ef6ea0a0fa6e40fef430";

export default node;
