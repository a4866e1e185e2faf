/**
 * @generated SignedSource<<64006d033c06ef226c41270bec2359ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileImageCard_viewer$data = {
  readonly firstName: string;
  readonly image: {
    readonly url: string;
  } | null | undefined;
  readonly lastName: string;
  readonly " $fragmentType": "ProfileImageCard_viewer";
};
export type ProfileImageCard_viewer$key = {
  readonly " $data"?: ProfileImageCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileImageCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileImageCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "File",
      "kind": "LinkedField",
      "name": "image",
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
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "db50611dc1e8818c8949ee869270521b";

export default node;
