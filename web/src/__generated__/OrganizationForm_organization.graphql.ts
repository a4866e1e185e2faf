/**
 * @generated SignedSource<<eafafe7da899cb7cc70e56a26655de52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationForm_organization$data = {
  readonly description: string;
  readonly id: string;
  readonly logo: {
    readonly url: string;
  } | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "OrganizationForm_organization";
};
export type OrganizationForm_organization$key = {
  readonly " $data"?: OrganizationForm_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationForm_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationForm_organization",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "File",
      "kind": "LinkedField",
      "name": "logo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "4cd3acf046818d59b8192df9a20d07a4";

export default node;
