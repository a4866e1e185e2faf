/**
 * @generated SignedSource<<61e5cd318ade85edb310f09b5eb4a011>>
 * @relayHash ea7de4e277bc5c6a390422f2a098f96f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea7de4e277bc5c6a390422f2a098f96f

import { ConcreteRequest } from 'relay-runtime';
export type LeadOrderField = "ADDRESS" | "ASSOCIATED_USER" | "CREATED" | "CUSTOMER_NAME" | "EXPECTED_CLOSE_DATE" | "LEAD_STATUS" | "NAME" | "ORGANIZATION" | "PROPOSAL_TYPE" | "SYSTEM_SIZE" | "UPDATED" | "%future added value";
export type LeadStage = "DETAILED_PROPOSAL" | "LEAD_CREATED" | "MARKETING_PROPOSAL" | "PRELIMINARY_PROPOSAL" | "SALE_COMPLETED" | "SITE_SURVEY" | "UTILITY_DATA" | "%future added value";
export type LeadState = "ALL" | "CANCELLED" | "OPEN" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type ProposalType = "DETAILED" | "MARKETING" | "PRELIMINARY" | "%future added value";
export type LeadOrder = {
  direction: OrderDirection;
  field: LeadOrderField;
};
export type exportCsvLeadsQuery$variables = {
  after?: string | null | undefined;
  closeMonth?: string | null | undefined;
  first: number;
  order?: LeadOrder | null | undefined;
  proposalTypes?: ReadonlyArray<ProposalType> | null | undefined;
  search?: string | null | undefined;
  stages?: ReadonlyArray<LeadStage> | null | undefined;
  state?: LeadState | null | undefined;
  updatedFrom?: any | null | undefined;
  updatedTo?: any | null | undefined;
};
export type exportCsvLeadsQuery$data = {
  readonly leads: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly address: string | null | undefined;
        readonly associatedUserName: string | null | undefined;
        readonly cancellation: {
          readonly reason: string;
        } | null | undefined;
        readonly created: any;
        readonly customerEmail: string | null | undefined;
        readonly customerName: string | null | undefined;
        readonly customerPhone: string | null | undefined;
        readonly databaseId: number;
        readonly dealValue: number | null | undefined;
        readonly expectedCloseDate: any | null | undefined;
        readonly latitude: number | null | undefined;
        readonly longitude: number | null | undefined;
        readonly name: string;
        readonly organizationName: string;
        readonly proposalType: ProposalType | null | undefined;
        readonly stageLabel: string;
        readonly systemSize: number | null | undefined;
        readonly updated: any;
      };
    }>;
    readonly pageInfo: {
      readonly endCursor: string | null | undefined;
      readonly hasNextPage: boolean;
    };
    readonly totalCount: number;
  } | null | undefined;
};
export type exportCsvLeadsQuery = {
  response: exportCsvLeadsQuery$data;
  variables: exportCsvLeadsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "closeMonth"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "order"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "proposalTypes"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stages"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "state"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "updatedFrom"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "updatedTo"
},
v10 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "closeMonth",
    "variableName": "closeMonth"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "order",
    "variableName": "order"
  },
  {
    "kind": "Variable",
    "name": "proposalTypes",
    "variableName": "proposalTypes"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  },
  {
    "kind": "Variable",
    "name": "stages",
    "variableName": "stages"
  },
  {
    "kind": "Variable",
    "name": "state",
    "variableName": "state"
  },
  {
    "kind": "Variable",
    "name": "updatedFrom",
    "variableName": "updatedFrom"
  },
  {
    "kind": "Variable",
    "name": "updatedTo",
    "variableName": "updatedTo"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updated",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "created",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stageLabel",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "proposalType",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "systemSize",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "latitude",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "longitude",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "organizationName",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "associatedUserName",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerName",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerEmail",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerPhone",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expectedCloseDate",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dealValue",
  "storageKey": null
},
v30 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "exportCsvLeadsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "LeadConnection",
        "kind": "LinkedField",
        "name": "leads",
        "plural": false,
        "selections": [
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LeadEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Lead",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v26/*:: as any*/),
                  (v27/*:: as any*/),
                  (v28/*:: as any*/),
                  (v29/*:: as any*/),
                  (v30/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
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
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v6/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v7/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "exportCsvLeadsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "LeadConnection",
        "kind": "LinkedField",
        "name": "leads",
        "plural": false,
        "selections": [
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LeadEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Lead",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v26/*:: as any*/),
                  (v27/*:: as any*/),
                  (v28/*:: as any*/),
                  (v29/*:: as any*/),
                  (v30/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ea7de4e277bc5c6a390422f2a098f96f",
    "id": "ea7de4e277bc5c6a390422f2a098f96f",
    "metadata": {},
    "name": "exportCsvLeadsQuery",
    "operationKind": "query",
    "text": "query exportCsvLeadsQuery(\n  $first: Int!\n  $after: String\n  $search: String\n  $order: LeadOrder\n  $proposalTypes: [ProposalType!]\n  $stages: [LeadStage!]\n  $updatedFrom: Date\n  $updatedTo: Date\n  $state: LeadState\n  $closeMonth: String\n) {\n  leads(first: $first, after: $after, search: $search, order: $order, proposalTypes: $proposalTypes, stages: $stages, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        databaseId\n        name\n        updated\n        created\n        stageLabel\n        address\n        proposalType\n        systemSize\n        latitude\n        longitude\n        organizationName\n        associatedUserName\n        customerName\n        customerEmail\n        customerPhone\n        expectedCloseDate\n        dealValue\n        cancellation {\n          reason\n        }\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "32cf0179d7a53831c0d4733295684e09";

export default node;
