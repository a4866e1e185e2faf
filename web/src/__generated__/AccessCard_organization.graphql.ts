/**
 * @generated SignedSource<<56ea5cb5c67d716fb6b95bffd62f0ce8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrganizationStatus = "ACTIVE" | "DEACTIVATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccessCard_organization$data = {
  readonly hasSuperAdmins: boolean;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasSuperAdmins",
      "storageKey": null
    }
  ],
  "type": "ManagedOrganization",
  "abstractKey": null
};

(node as any).hash = "83b96f860ac1f3672cd2a81f87cdf138";

export default node;
