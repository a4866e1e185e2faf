/**
 * @generated SignedSource<<f883b6c72074bc941eddaa004fe86532>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AgreementStatus = "SENT" | "SIGNED" | "VIEWED" | "VOIDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AgreementsTable_agreements$data = ReadonlyArray<{
  readonly agreementTypeLabel: string;
  readonly databaseId: number;
  readonly id: string;
  readonly lastSentAt: any | null | undefined;
  readonly recipient: {
    readonly email: string | null | undefined;
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly sentAt: any | null | undefined;
  readonly signed: boolean;
  readonly signedDatetime: any | null | undefined;
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
    }
  ],
  "type": "Agreement",
  "abstractKey": null
};

(node as any).hash = "93fcea01669cb750a5e904038bf281bd";

export default node;
