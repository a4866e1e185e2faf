/**
 * @generated SignedSource<<392e241367be82e6977b6d6670d8450c>>
 * @relayHash c0ecb35372d4ae7f620f1c831facaa1d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c0ecb35372d4ae7f620f1c831facaa1d

import { ConcreteRequest } from 'relay-runtime';
export type AgreementStatus = "EXECUTED" | "SENT" | "SIGNED" | "VIEWED" | "VOIDED" | "%future added value";
export type AgreementType = "CLEAN_ENERGY_PPA" | "LOI" | "%future added value";
export type DealFiguresSource = "LEAD" | "PROPOSAL" | "%future added value";
export type LeadActivityAction = "AGREEMENT_COUNTERSIGNED" | "AGREEMENT_RESENT" | "AGREEMENT_SENT" | "AGREEMENT_SIGNED" | "AGREEMENT_VIEWED" | "AGREEMENT_VOIDED" | "CANCELLED" | "CREATED" | "EDITED" | "FILE_DELETED" | "FILE_UPLOADED" | "HANDED_OFF" | "HANDOFF_REVOKED" | "HANDOFF_STEP_UPDATED" | "IMAGE_REMOVED" | "IMAGE_REPLACED" | "PROPOSALS_UNLOCKED" | "PROPOSAL_ACCEPTED" | "PROPOSAL_CREATED" | "PROPOSAL_GENERATED" | "PROPOSAL_LINK_CREATED" | "PROPOSAL_LINK_EMAILED" | "PROPOSAL_LINK_REVOKED" | "PROPOSAL_VIEWED" | "QUOTE_CREATED" | "QUOTE_GENERATED" | "REASSIGNED" | "REMINDER_SENT" | "RESTORED" | "STAGE_REACHED" | "TASK_CREATED" | "TASK_DELETED" | "TASK_DONE" | "TASK_EDITED" | "TASK_REOPENED" | "%future added value";
export type LeadStage = "DETAILED_PROPOSAL" | "LEAD_CREATED" | "MARKETING_PROPOSAL" | "PRELIMINARY_PROPOSAL" | "SALE_COMPLETED" | "SITE_SURVEY" | "UTILITY_DATA" | "%future added value";
export type ProposalStatus = "GENERATED" | "PROCESSING" | "REQUESTED" | "%future added value";
export type LeadPreviewDrawerQuery$variables = {
  activity: number;
  databaseId: number;
};
export type LeadPreviewDrawerQuery$data = {
  readonly lead: {
    readonly activity: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly action: LeadActivityAction;
          readonly actor: string | null | undefined;
          readonly at: any;
          readonly customization: boolean;
          readonly documentId: number | null | undefined;
          readonly documentType: string | null | undefined;
          readonly fields: ReadonlyArray<string>;
          readonly fileName: string | null | undefined;
          readonly fromOrganization: string | null | undefined;
          readonly fromUser: string | null | undefined;
          readonly id: string;
          readonly pace: boolean;
          readonly reason: string | null | undefined;
          readonly recipient: string | null | undefined;
          readonly signerName: string | null | undefined;
          readonly stage: LeadStage | null | undefined;
          readonly toOrganization: string | null | undefined;
          readonly toUser: string | null | undefined;
          readonly uploaded: boolean;
        };
      }>;
    };
    readonly address: string | null | undefined;
    readonly agreements: ReadonlyArray<{
      readonly agreementType: AgreementType;
      readonly agreementTypeLabel: string;
      readonly signed: boolean;
      readonly signedDatetime: any | null | undefined;
      readonly status: AgreementStatus;
      readonly superseded: boolean;
    }>;
    readonly associatedUserName: string | null | undefined;
    readonly cancellation: {
      readonly reason: string;
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
    readonly name: string;
    readonly organizationName: string;
    readonly proposals: ReadonlyArray<{
      readonly databaseId: number;
      readonly dateGenerated: any | null | undefined;
      readonly isActive: boolean;
      readonly proposalStatus: ProposalStatus;
      readonly proposalStatusLabel: string;
      readonly proposalTypeLabel: string;
    }>;
    readonly reachedStages: ReadonlyArray<LeadStage>;
    readonly stage: LeadStage;
    readonly stageLabel: string;
  } | null | undefined;
};
export type LeadPreviewDrawerQuery = {
  response: LeadPreviewDrawerQuery$data;
  variables: LeadPreviewDrawerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "activity"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "databaseId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stage",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stageLabel",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reachedStages",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "organizationName",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "associatedUserName",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isProposalsLocked",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "LeadCancellation",
  "kind": "LinkedField",
  "name": "cancellation",
  "plural": false,
  "selections": [
    (v13/*:: as any*/)
  ],
  "storageKey": null
},
v15 = {
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
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "proposalTypeLabel",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "proposalStatus",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "proposalStatusLabel",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dateGenerated",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "agreementType",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "agreementTypeLabel",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "signed",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "signedDatetime",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "superseded",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "first",
      "variableName": "activity"
    }
  ],
  "concreteType": "LeadActivityConnection",
  "kind": "LinkedField",
  "name": "activity",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadActivityEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LeadActivity",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "at",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "action",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "actor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fields",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "documentType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "documentId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pace",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "uploaded",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "customization",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fileName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fromUser",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "toUser",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fromOrganization",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "toOrganization",
              "storageKey": null
            },
            (v6/*:: as any*/),
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
              "name": "recipient",
              "storageKey": null
            },
            (v13/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LeadPreviewDrawerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Lead",
        "kind": "LinkedField",
        "name": "lead",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Proposal",
            "kind": "LinkedField",
            "name": "proposals",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/)
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
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/)
            ],
            "storageKey": null
          },
          (v27/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LeadPreviewDrawerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Lead",
        "kind": "LinkedField",
        "name": "lead",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Proposal",
            "kind": "LinkedField",
            "name": "proposals",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v3/*:: as any*/)
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
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v27/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c0ecb35372d4ae7f620f1c831facaa1d",
    "id": "c0ecb35372d4ae7f620f1c831facaa1d",
    "metadata": {},
    "name": "LeadPreviewDrawerQuery",
    "operationKind": "query",
    "text": "query LeadPreviewDrawerQuery(\n  $databaseId: Int!\n  $activity: Int!\n) {\n  lead(databaseId: $databaseId) {\n    id\n    databaseId\n    name\n    stage\n    stageLabel\n    reachedStages\n    address\n    organizationName\n    associatedUserName\n    isProposalsLocked\n    cancellation {\n      reason\n    }\n    dealFigures {\n      source\n      proposalDatabaseId\n      generated\n      systemSize\n      estimatedYearProduction\n      contractPrice\n      contractPricePerWatt\n      ppaRate\n      ppaEscalator\n      year25CumulativeSavings\n    }\n    proposals {\n      databaseId\n      isActive\n      proposalTypeLabel\n      proposalStatus\n      proposalStatusLabel\n      dateGenerated\n      id\n    }\n    agreements {\n      agreementType\n      agreementTypeLabel\n      signed\n      signedDatetime\n      superseded\n      status\n      id\n    }\n    activity(first: $activity) {\n      edges {\n        node {\n          id\n          at\n          action\n          actor\n          fields\n          documentType\n          documentId\n          pace\n          uploaded\n          customization\n          fileName\n          fromUser\n          toUser\n          fromOrganization\n          toOrganization\n          stage\n          signerName\n          recipient\n          reason\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "11c247b77f598bae77e340f2d56ca796";

export default node;
