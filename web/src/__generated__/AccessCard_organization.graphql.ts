/**
 * @generated SignedSource<<11e0c58cb9d283e18357a3ed99f1c87a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrganizationStatus = "ACTIVE" | "DEACTIVATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccessCard_organization$data = {
  readonly id: string;
  readonly name: string;
  readonly status: OrganizationStatus;
  readonly " $fragmentType": "AccessCard_organization";
};
export type AccessCard_organization$key = {
  readonly " $data"?: AccessCard_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccessCard_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccessCard_organization",
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
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "ManagedOrganization",
  "abstractKey": null
};

(node as any).hash = "cf46d8450ed6721e114da9efbd017ad5";

export default node;
