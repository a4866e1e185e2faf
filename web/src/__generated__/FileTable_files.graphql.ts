/**
 * @generated SignedSource<<f5647dccef44db0284b28f877f5dd379>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FileTable_files$data = ReadonlyArray<{
  readonly created: any;
  readonly databaseId: number;
  readonly fileTypeLabel: string;
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
      "name": "databaseId",
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

(node as any).hash = "2146e82b79ae42fedd4abbf8074770d0";

export default node;
