/**
 * @generated SignedSource<<b15aedc5185e5917504fcd0448de2db6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LeadStage = "DETAILED_PROPOSAL" | "LEAD_CREATED" | "MARKETING_PROPOSAL" | "PRELIMINARY_PROPOSAL" | "SALE_COMPLETED" | "SITE_SURVEY" | "UTILITY_DATA" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LeadCardList_lead$data = {
  readonly address: string | null | undefined;
  readonly associatedUser: {
    readonly databaseId: number;
  } | null | undefined;
  readonly canCancel: boolean;
  readonly cancellation: {
    readonly reason: string;
  } | null | undefined;
  readonly databaseId: number;
  readonly id: string;
  readonly name: string;
  readonly stage: LeadStage;
  readonly stageLabel: string;
  readonly systemSize: number | null | undefined;
  readonly updated: any;
  readonly " $fragmentType": "LeadCardList_lead";
};
export type LeadCardList_lead$key = {
  readonly " $data"?: LeadCardList_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeadCardList_lead">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeadCardList_lead",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "updated",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stageLabel",
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
      "name": "systemSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadAssignee",
      "kind": "LinkedField",
      "name": "associatedUser",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCancel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadCancellation",
      "kind": "LinkedField",
      "name": "cancellation",
      "plural": false,
      "selections": [
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
  "type": "Lead",
  "abstractKey": null
};
})();

(node as any).hash = "e6b7912cd492efde11f538c4cbd2bb21";

export default node;
