/**
 * @generated SignedSource<<1667549bfb95263419ccb396a5d2a82e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadFileList_lead$data = {
  readonly additionalFiles: ReadonlyArray<{
    readonly databaseId: number;
    readonly fileTypeLabel: string;
    readonly name: string;
    readonly size: number;
  }>;
  readonly id: string;
  readonly utilityBills: ReadonlyArray<{
    readonly databaseId: number;
    readonly fileTypeLabel: string;
    readonly name: string;
    readonly size: number;
  }>;
  readonly " $fragmentType": "LeadFileList_lead";
};
export type LeadFileList_lead$key = {
  readonly " $data"?: LeadFileList_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeadFileList_lead">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "fileTypeLabel",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "size",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeadFileList_lead",
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
      "concreteType": "LeadFile",
      "kind": "LinkedField",
      "name": "utilityBills",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadFile",
      "kind": "LinkedField",
      "name": "additionalFiles",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};
})();

(node as any).hash = "fe621810bd97848e6d5cd7053cdc449a";

export default node;
