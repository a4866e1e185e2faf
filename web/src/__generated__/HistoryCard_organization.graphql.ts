/**
 * @generated SignedSource<<808fba7768b72f2ba57fc9b8c9541ad0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BusinessType = "EPC_MEMBER" | "SALES_AFFILIATE" | "%future added value";
export type MembershipType = "ADMIN" | "MEMBER" | "%future added value";
export type OrganizationHistoryAction = "BUSINESS_TYPE_CHANGED" | "DEACTIVATED" | "DESCRIPTION_CHANGED" | "LOGO_CHANGED" | "LOGO_REMOVED" | "MEMBER_DEACTIVATED" | "MEMBER_REACTIVATED" | "MEMBER_ROLE_CHANGED" | "REACTIVATED" | "RENAMED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HistoryCard_organization$data = {
  readonly history: ReadonlyArray<{
    readonly action: OrganizationHistoryAction;
    readonly actorName: string | null | undefined;
    readonly businessType: BusinessType | null | undefined;
    readonly createdAt: any;
    readonly fromName: string | null | undefined;
    readonly id: string;
    readonly memberEmail: string | null | undefined;
    readonly membershipType: MembershipType | null | undefined;
    readonly reason: string | null | undefined;
    readonly toName: string | null | undefined;
  }>;
  readonly " $fragmentType": "HistoryCard_organization";
};
export type HistoryCard_organization$key = {
  readonly " $data"?: HistoryCard_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"HistoryCard_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HistoryCard_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OrganizationHistoryEntry",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
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
          "name": "action",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actorName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fromName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "memberEmail",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "membershipType",
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
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ManagedOrganization",
  "abstractKey": null
};

(node as any).hash = "345ef4a5ba893e3a0f9fd17d0f4d563e";

export default node;
