/**
 * @generated SignedSource<<f8eeb32e63db46015ef539cd17097b14>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgreementsTable_agreements$data = ReadonlyArray<{
  readonly agreementTypeLabel: string;
  readonly databaseId: number;
  readonly id: string;
  readonly signed: boolean;
  readonly signedDatetime: any | null | undefined;
  readonly superseded: boolean;
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
    }
  ],
  "type": "Agreement",
  "abstractKey": null
};

(node as any).hash = "d6261082e75912afd231c1a86a4b6483";

export default node;
