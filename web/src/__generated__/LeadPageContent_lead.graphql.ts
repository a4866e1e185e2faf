/**
 * @generated SignedSource<<1e37799a8871d37fda2974179e05a4f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadPageContent_lead$data = {
  readonly id: string;
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

(node as any).hash = "86726e0766099bad9d275cefc61f8a1d";

export default node;
