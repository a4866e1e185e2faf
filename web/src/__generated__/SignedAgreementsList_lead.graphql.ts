/**
 * @generated SignedSource<<ca045a1ce2ac099245f22d69043f8fe2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AgreementStatus = "EXECUTED" | "SENT" | "SIGNED" | "VIEWED" | "VOIDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SignedAgreementsList_lead$data = {
  readonly agreements: ReadonlyArray<{
    readonly agreementTypeLabel: string;
    readonly databaseId: number;
    readonly id: string;
    readonly signed: boolean;
    readonly signedDatetime: any | null | undefined;
    readonly signerName: string | null | undefined;
    readonly status: AgreementStatus;
  }>;
  readonly " $fragmentType": "SignedAgreementsList_lead";
};
export type SignedAgreementsList_lead$key = {
  readonly " $data"?: SignedAgreementsList_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignedAgreementsList_lead">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SignedAgreementsList_lead",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Agreement",
      "kind": "LinkedField",
      "name": "agreements",
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
          "name": "status",
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
          "name": "signerName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signedDatetime",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "4f3021bd9c792120412f96dfc29e3398";

export default node;
