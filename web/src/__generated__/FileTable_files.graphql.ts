/**
 * @generated SignedSource<<0e9198ba0e2cdfd07d624534e88700f6>>
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

(node as any).hash = "20be558913748b735c5fa5e8a5eb4f3b";

export default node;
