/**
 * @generated SignedSource<<50b90069ff58dec200f8862a7101da2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProposalStatus = "GENERATED" | "PROCESSING" | "REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AgreementsTab_lead$data = {
  readonly agreements: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"AgreementsTable_agreements">;
  }>;
  readonly id: string;
  readonly proposals: ReadonlyArray<{
    readonly databaseId: number;
    readonly id: string;
    readonly isActive: boolean;
    readonly proposalStatus: ProposalStatus;
    readonly proposalTypeLabel: string;
  }>;
  readonly " $fragmentType": "AgreementsTab_lead";
};
export type AgreementsTab_lead$key = {
  readonly " $data"?: AgreementsTab_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgreementsTab_lead">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgreementsTab_lead",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Agreement",
      "kind": "LinkedField",
      "name": "agreements",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AgreementsTable_agreements"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Proposal",
      "kind": "LinkedField",
      "name": "proposals",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "proposalTypeLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "proposalStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isActive",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};
})();

(node as any).hash = "a02df57f30d00d130110c8a5928411e9";

export default node;
