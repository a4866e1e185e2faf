/**
 * @generated SignedSource<<1b724a6528f72bf608c8167879621728>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileImageCard_viewer$data = {
  readonly firstName: string;
  readonly imageUrl: string | null | undefined;
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
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "a5e94ca4a093546a3e96c995bcae8253";

export default node;
