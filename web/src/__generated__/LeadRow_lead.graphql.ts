/**
 * @generated SignedSource<<b0a45010be34885a013da4be91cd99e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LeadStage = "DETAILED_PROPOSAL" | "LEAD_CREATED" | "MARKETING_PROPOSAL" | "PRELIMINARY_PROPOSAL" | "SALE_COMPLETED" | "SITE_SURVEY" | "UTILITY_DATA" | "%future added value";
export type ProposalType = "DETAILED" | "MARKETING" | "PRELIMINARY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LeadRow_lead$data = {
  readonly address: string | null | undefined;
  readonly associatedUser: {
    readonly databaseId: number;
  } | null | undefined;
  readonly associatedUserName: string | null | undefined;
  readonly canCancel: boolean;
  readonly cancellation: {
    readonly reason: string;
  } | null | undefined;
  readonly created: any;
  readonly databaseId: number;
  readonly dealValue: number | null | undefined;
  readonly expectedCloseDate: any | null | undefined;
  readonly id: string;
  readonly latitude: number | null | undefined;
  readonly longitude: number | null | undefined;
  readonly name: string;
  readonly organizationName?: string;
  readonly proposalType: ProposalType | null | undefined;
  readonly stage: LeadStage;
  readonly stageLabel: string;
  readonly systemSize: number | null | undefined;
  readonly updated: any;
  readonly " $fragmentType": "LeadRow_lead";
};
export type LeadRow_lead$key = {
  readonly " $data"?: LeadRow_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeadRow_lead">;
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
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "showOrganization"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeadRow_lead",
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
      "name": "created",
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
      "name": "proposalType",
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
      "kind": "ScalarField",
      "name": "latitude",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "longitude",
      "storageKey": null
    },
    {
      "condition": "showOrganization",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "organizationName",
          "storageKey": null
        }
      ]
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "associatedUserName",
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
      "name": "expectedCloseDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dealValue",
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

(node as any).hash = "aca47a6dfcea53e3dd3c29f4d0b611f6";

export default node;
