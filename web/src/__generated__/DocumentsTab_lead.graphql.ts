/**
 * @generated SignedSource<<97b8563f7870ca70dd386049eea5d422>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentsTab_lead$data = {
  readonly additionalFiles: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"FileTable_files">;
  }>;
  readonly id: string;
  readonly utilityBills: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"FileTable_files">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"SignedAgreementsList_lead">;
  readonly " $fragmentType": "DocumentsTab_lead";
};
export type DocumentsTab_lead$key = {
  readonly " $data"?: DocumentsTab_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentsTab_lead">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "FileTable_files"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentsTab_lead",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SignedAgreementsList_lead"
    }
  ],
  "type": "Lead",
  "abstractKey": null
};
})();

(node as any).hash = "7dc97ab87c5a4b665f5bcafc85d81fe5";

export default node;
