/**
 * @generated SignedSource<<6e0195f0a5203b5ffea6be94d401001a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FileTable_files$data = ReadonlyArray<{
  readonly created: any;
  readonly fileTypeLabel: string;
  readonly id: string;
  readonly name: string;
  readonly path: string;
  readonly " $fragmentType": "FileTable_files";
}>;
export type FileTable_files$key = ReadonlyArray<{
  readonly " $data"?: FileTable_files$data;
  readonly " $fragmentSpreads": FragmentRefs<"FileTable_files">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "FileTable_files",
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
      "name": "path",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fileTypeLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "created",
      "storageKey": null
    }
  ],
  "type": "LeadFile",
  "abstractKey": null
};

(node as any).hash = "ba0d52314aecc18f99a0199424184399";

export default node;
