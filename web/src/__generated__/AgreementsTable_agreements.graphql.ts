/**
 * @generated SignedSource<<9c4f56ebee49e51b4a40ae3fdc6b276f>>
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
  readonly signUrl: string;
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
      "name": "signUrl",
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

(node as any).hash = "b4052ee48956ff8714136e7cf2daa8cd";

export default node;
