/**
 * @generated SignedSource<<2b9fa5e573deb61d139d1d029769964b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NotificationKind = "AGREEMENT_SIGNED" | "AGREEMENT_VIEWED" | "BULK_ENRICHMENT_COMPLETED" | "BULK_ENRICHMENT_FAILED" | "HANDOFF_REVOKED" | "HANDOFF_STEP_DONE" | "INVITE_ACCEPTED" | "LEAD_ASSIGNED" | "LEAD_HANDED_OFF" | "PROPOSAL_ACCEPTED" | "PROPOSAL_GENERATED" | "PROPOSAL_VIEWED" | "PROSPECT_ENRICHMENT_COMPLETED" | "PROSPECT_ENRICHMENT_FAILED" | "QUOTE_GENERATED" | "REMINDER_SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationItem_notification$data = {
  readonly body: string;
  readonly createdAt: any;
  readonly id: string;
  readonly kind: NotificationKind;
  readonly link: string | null | undefined;
  readonly read: boolean;
  readonly title: string;
  readonly " $fragmentType": "NotificationItem_notification";
};
export type NotificationItem_notification$key = {
  readonly " $data"?: NotificationItem_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationItem_notification">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationItem_notification",
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
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "link",
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
      "name": "read",
      "storageKey": null
    }
  ],
  "type": "Notification",
  "abstractKey": null
};

(node as any).hash = "b6c28f30679e65ef6fb4a32c4817694a";

export default node;
