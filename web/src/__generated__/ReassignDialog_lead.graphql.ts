/**
 * @generated SignedSource<<9cb04351f267386cc4dbd8c32af7e2fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReassignDialog_lead$data = {
  readonly associatedUser: {
    readonly userId: string;
  } | null | undefined;
  readonly id: string;
  readonly organization: {
    readonly id: string;
    readonly name: string;
  };
  readonly " $fragmentType": "ReassignDialog_lead";
};
export type ReassignDialog_lead$key = {
  readonly " $data"?: ReassignDialog_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReassignDialog_lead">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReassignDialog_lead",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadAssignee",
      "kind": "LinkedField",
      "name": "associatedUser",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};
})();

(node as any).hash = "824a6ce49cecfcb7cca3bf1d8f996983";

export default node;
