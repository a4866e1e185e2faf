/**
 * @generated SignedSource<<7fc74e3c8910c6c52d29a9b1334cb4b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AgreementStatus = "EXECUTED" | "SENT" | "SIGNED" | "VIEWED" | "VOIDED" | "%future added value";
export type AgreementType = "CLEAN_ENERGY_PPA" | "LOI" | "%future added value";
export type DealFiguresSource = "LEAD" | "PROPOSAL" | "%future added value";
export type LeadStage = "DETAILED_PROPOSAL" | "LEAD_CREATED" | "MARKETING_PROPOSAL" | "PRELIMINARY_PROPOSAL" | "SALE_COMPLETED" | "SITE_SURVEY" | "UTILITY_DATA" | "%future added value";
export type ProposalStatus = "GENERATED" | "PROCESSING" | "REQUESTED" | "%future added value";
export type ProposalType = "DETAILED" | "MARKETING" | "PRELIMINARY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DealHeader_lead$data = {
  readonly agreements: ReadonlyArray<{
    readonly agreementType: AgreementType;
    readonly agreementTypeLabel: string;
    readonly signed: boolean;
    readonly signedDatetime: any | null | undefined;
    readonly status: AgreementStatus;
    readonly superseded: boolean;
  }>;
  readonly cancellation: {
    readonly cancelledAt: any;
  } | null | undefined;
  readonly databaseId: number;
  readonly dealFigures: {
    readonly contractPrice: number | null | undefined;
    readonly contractPricePerWatt: number | null | undefined;
    readonly estimatedYearProduction: number | null | undefined;
    readonly generated: boolean;
    readonly ppaEscalator: number | null | undefined;
    readonly ppaRate: number | null | undefined;
    readonly proposalDatabaseId: number | null | undefined;
    readonly source: DealFiguresSource;
    readonly systemSize: number | null | undefined;
    readonly year25CumulativeSavings: number | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly isProposalsLocked: boolean;
  readonly proposals: ReadonlyArray<{
    readonly databaseId: number;
    readonly dateGenerated: any | null | undefined;
    readonly error: string | null | undefined;
    readonly id: string;
    readonly isActive: boolean;
    readonly proposalStatus: ProposalStatus;
    readonly proposalStatusLabel: string;
    readonly proposalType: ProposalType;
    readonly proposalTypeLabel: string;
  }>;
  readonly stage: LeadStage;
  readonly " $fragmentSpreads": FragmentRefs<"HandoffBadge_lead" | "NumberSourcesPopover_lead">;
  readonly " $fragmentType": "DealHeader_lead";
};
export type DealHeader_lead$key = {
  readonly " $data"?: DealHeader_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"DealHeader_lead">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
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
  "name": "DealHeader_lead",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "concreteType": "LeadCancellation",
      "kind": "LinkedField",
      "name": "cancellation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cancelledAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isProposalsLocked",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NumberSourcesPopover_lead"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "HandoffBadge_lead"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DealFigures",
      "kind": "LinkedField",
      "name": "dealFigures",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "source",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "proposalDatabaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "generated",
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
          "name": "estimatedYearProduction",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contractPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contractPricePerWatt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ppaRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ppaEscalator",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "year25CumulativeSavings",
          "storageKey": null
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
        (v1/*:: as any*/),
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
          "name": "error",
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
          "name": "proposalStatusLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dateGenerated",
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "agreementType",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};
})();

(node as any).hash = "d2b43b9929fc601e0df27ba07d4a8661";

export default node;
