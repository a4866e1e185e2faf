/**
 * @generated SignedSource<<1b6abc44f3fe361e5b8883d58a3e5ffa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AgreementStatus = "EXECUTED" | "SENT" | "SIGNED" | "VIEWED" | "VOIDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AgreementsTable_agreements$data = ReadonlyArray<{
  readonly agreementTypeLabel: string;
  readonly countersignDue: boolean;
  readonly countersignedAt: any | null | undefined;
  readonly countersignerName: string | null | undefined;
  readonly databaseId: number;
  readonly id: string;
  readonly lastSentAt: any | null | undefined;
  readonly leadCancelled: boolean;
  readonly recipient: {
    readonly email: string | null | undefined;
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly sendMessage: string | null | undefined;
  readonly sentAt: any | null | undefined;
  readonly signed: boolean;
  readonly signedDatetime: any | null | undefined;
  readonly signerName: string | null | undefined;
  readonly status: AgreementStatus;
  readonly superseded: boolean;
  readonly viewedAt: any | null | undefined;
  readonly voidedAt: any | null | undefined;
  readonly voidedByName: string | null | undefined;
  readonly " $fragmentType": "AgreementsTable_agreements";
}>;
export type AgreementsTable_agreements$key = ReadonlyArray<{
  readonly " $data"?: AgreementsTable_agreements$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgreementsTable_agreements">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AgreementsTable_agreements",
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
      "name": "agreementTypeLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signedDatetime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "superseded",
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
      "name": "sentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "voidedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "voidedByName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AgreementRecipient",
      "kind": "LinkedField",
      "name": "recipient",
      "plural": false,
      "selections": [
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
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "countersignDue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "countersignedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "countersignerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sendMessage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "leadCancelled",
      "storageKey": null
    }
  ],
  "type": "Agreement",
  "abstractKey": null
};

(node as any).hash = "c804d554ed80b707cb28b33771acc5c9";

export default node;
