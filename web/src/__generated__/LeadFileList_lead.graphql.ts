/**
 * @generated SignedSource<<1da87994b0e28d98b2f46272138aa447>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadFileList_lead$data = {
  readonly additionalFiles: ReadonlyArray<{
    readonly fileTypeLabel: string;
    readonly id: string;
    readonly name: string;
    readonly size: number;
  }>;
  readonly id: string;
  readonly utilityBills: ReadonlyArray<{
    readonly fileTypeLabel: string;
    readonly id: string;
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
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
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
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadFile",
      "kind": "LinkedField",
      "name": "utilityBills",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadFile",
      "kind": "LinkedField",
      "name": "additionalFiles",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};
})();

(node as any).hash = "e869afc69a76a7c0fba54911dcd9fc5a";

export default node;
