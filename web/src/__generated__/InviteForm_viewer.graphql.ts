/**
 * @generated SignedSource<<4caff761589c0bad98a65113fb36e6b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InviteForm_viewer$data = {
  readonly assignableOrganizations?: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly isSuperAdmin: boolean;
  readonly organization: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "InviteForm_viewer";
};
export type InviteForm_viewer$key = {
  readonly " $data"?: InviteForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"InviteForm_viewer">;
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
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "withOrganizations"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "InviteForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSuperAdmin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "condition": "withOrganizations",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Organization",
          "kind": "LinkedField",
          "name": "assignableOrganizations",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "d663a0e83dfee467a93c4f03ea34ebd0";

export default node;
