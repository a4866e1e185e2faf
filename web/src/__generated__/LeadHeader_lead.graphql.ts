/**
 * @generated SignedSource<<3aec92aac7ef1e53273d83e17bdcc742>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadHeader_lead$data = {
  readonly address: string | null | undefined;
  readonly associatedUserName: string | null | undefined;
  readonly id: string;
  readonly leadStatus: number;
  readonly name: string;
  readonly organizationName: string;
  readonly " $fragmentSpreads": FragmentRefs<"CancelLeadButton_lead" | "ReassignDialog_lead">;
  readonly " $fragmentType": "LeadHeader_lead";
};
export type LeadHeader_lead$key = {
  readonly " $data"?: LeadHeader_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeadHeader_lead">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeadHeader_lead",
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
      "name": "leadStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organizationName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "associatedUserName",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CancelLeadButton_lead"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReassignDialog_lead"
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "eddfa3c0476797a73176b06edaba77f9";

export default node;
