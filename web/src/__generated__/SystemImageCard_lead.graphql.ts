/**
 * @generated SignedSource<<e1b48f744ded313e5db84163839cc430>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SystemImageCard_lead$data = {
  readonly id: string;
  readonly name: string;
  readonly systemImage: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "SystemImageCard_lead";
};
export type SystemImageCard_lead$key = {
  readonly " $data"?: SystemImageCard_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"SystemImageCard_lead">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SystemImageCard_lead",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "File",
      "kind": "LinkedField",
      "name": "systemImage",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};
})();

(node as any).hash = "d0e6f9a8418a73269cf05091597a86bf";

export default node;
