/**
 * @generated SignedSource<<0d3f2b543ad61236a92f70120afbe08c>>
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
  readonly customer: {
    readonly emails: ReadonlyArray<string>;
    readonly firstName: string | null | undefined;
    readonly lastName: string | null | undefined;
    readonly name: string | null | undefined;
  };
  readonly id: string;
  readonly organizationName: string;
  readonly proposals: ReadonlyArray<{
    readonly created: any | null | undefined;
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
      "kind": "ScalarField",
      "name": "organizationName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadCustomer",
      "kind": "LinkedField",
      "name": "customer",
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
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "emails",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "created",
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

(node as any).hash = "1c670418b0a42fc60bf2148fa722a0d2";

export default node;
