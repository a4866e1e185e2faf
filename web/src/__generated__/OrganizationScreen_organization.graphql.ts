/**
 * @generated SignedSource<<ccbc3e65bf2b548137b411e01eba499f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BusinessType = "EPC_MEMBER" | "SALES_AFFILIATE" | "%future added value";
export type OrganizationStatus = "ACTIVE" | "DEACTIVATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrganizationScreen_organization$data = {
  readonly activeMembersCount: number;
  readonly businessType: BusinessType;
  readonly databaseId: number;
  readonly deactivatedAt: any | null | undefined;
  readonly deactivatedByName: string | null | undefined;
  readonly id: string;
  readonly leadsCount: number;
  readonly membersCount: number;
  readonly name: string;
  readonly organizationId: string;
  readonly status: OrganizationStatus;
  readonly " $fragmentSpreads": FragmentRefs<"AccessCard_organization" | "DetailsCard_organization" | "HistoryCard_organization">;
  readonly " $fragmentType": "OrganizationScreen_organization";
};
export type OrganizationScreen_organization$key = {
  readonly " $data"?: OrganizationScreen_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationScreen_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationScreen_organization",
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
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organizationId",
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
      "name": "businessType",
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
      "name": "deactivatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deactivatedByName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "membersCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activeMembersCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "leadsCount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DetailsCard_organization"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccessCard_organization"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "HistoryCard_organization"
    }
  ],
  "type": "ManagedOrganization",
  "abstractKey": null
};

(node as any).hash = "84a224cd2d894634565ee0c52acc0681";

export default node;
