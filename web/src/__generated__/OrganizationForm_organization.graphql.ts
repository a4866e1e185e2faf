/**
 * @generated SignedSource<<962e7bd4a61872c21529849c604fe495>>
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
  readonly " $fragmentSpreads": FragmentRefs<"ReminderSettingsForm_organization">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReminderSettingsForm_organization"
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "9c4e3ca8085143cfa520a1c3c61bb9a6";

export default node;
