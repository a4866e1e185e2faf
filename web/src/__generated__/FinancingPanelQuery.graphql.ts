/**
 * @generated SignedSource<<2e8e32f6bc96755a1be9ae6b10c523b5>>
 * @relayHash 4d2748848a11757dbec574d98f3b2e24
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d2748848a11757dbec574d98f3b2e24

import { ConcreteRequest } from 'relay-runtime';
export type FinancingKind = "CASH" | "LEASE" | "LOAN" | "PACE" | "PPA" | "%future added value";
export type OwnerTaxStatus = "TAXABLE" | "TAX_EXEMPT" | "%future added value";
export type PpaEscalator = "THREE_PERCENT" | "TWO_PERCENT" | "%future added value";
export type FinancingOverrides = {
  beginConstruction?: string | null | undefined;
  depreciation?: boolean | null | undefined;
  discountRate?: number | null | undefined;
  itcRate?: number | null | undefined;
  leasePayment?: number | null | undefined;
  loanDownPayment?: number | null | undefined;
  loanRate?: number | null | undefined;
  loanTermYears?: number | null | undefined;
  omCost?: number | null | undefined;
  omEscalator?: number | null | undefined;
  ownerTaxStatus?: OwnerTaxStatus | null | undefined;
  paceProgram?: string | null | undefined;
  paceRate?: number | null | undefined;
  paceTermYears?: number | null | undefined;
  placedInService?: string | null | undefined;
  ppaEscalator?: PpaEscalator | null | undefined;
  taxRate?: number | null | undefined;
  utilityEscalator?: number | null | undefined;
  utilityRate?: number | null | undefined;
};
export type FinancingPanelQuery$variables = {
  id: string;
  overrides?: FinancingOverrides | null | undefined;
};
export type FinancingPanelQuery$data = {
  readonly node: {
    readonly financing?: {
      readonly assumptions: ReadonlyArray<{
        readonly key: string;
        readonly label: string;
        readonly source: string;
        readonly value: string;
      }>;
      readonly contractPrice: number;
      readonly discountRate: number;
      readonly incentives: {
        readonly depreciation: boolean;
        readonly itcAmount: number;
        readonly itcRate: number;
      };
      readonly options: ReadonlyArray<{
        readonly available: boolean;
        readonly irr: number | null | undefined;
        readonly kind: FinancingKind;
        readonly label: string;
        readonly message: string | null | undefined;
        readonly net25Year: number | null | undefined;
        readonly npv: number | null | undefined;
        readonly owned: boolean;
        readonly paybackYear: number | null | undefined;
        readonly upfrontCost: number | null | undefined;
        readonly years: ReadonlyArray<{
          readonly cumulative: number;
          readonly net: number;
          readonly year: number;
        }>;
      }>;
      readonly state: string | null | undefined;
      readonly years: number;
    } | null | undefined;
    readonly id?: string;
  } | null | undefined;
};
export type FinancingPanelQuery = {
  response: FinancingPanelQuery$data;
  variables: FinancingPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "overrides"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "overrides",
      "variableName": "overrides"
    }
  ],
  "concreteType": "FinancingComparison",
  "kind": "LinkedField",
  "name": "financing",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "years",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discountRate",
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
      "concreteType": "FinancingIncentives",
      "kind": "LinkedField",
      "name": "incentives",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "itcRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "itcAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "depreciation",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FinancingOption",
      "kind": "LinkedField",
      "name": "options",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "available",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "owned",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "upfrontCost",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paybackYear",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "net25Year",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "npv",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "irr",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FinancingYear",
          "kind": "LinkedField",
          "name": "years",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "year",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "net",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cumulative",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FinancingAssumption",
      "kind": "LinkedField",
      "name": "assumptions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "source",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FinancingPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "type": "Lead",
            "abstractKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FinancingPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "Lead",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4d2748848a11757dbec574d98f3b2e24",
    "id": "4d2748848a11757dbec574d98f3b2e24",
    "metadata": {},
    "name": "FinancingPanelQuery",
    "operationKind": "query",
    "text": "query FinancingPanelQuery(\n  $id: ID!\n  $overrides: FinancingOverrides\n) {\n  node(id: $id) {\n    __typename\n    ... on Lead {\n      id\n      financing(overrides: $overrides) {\n        state\n        years\n        discountRate\n        contractPrice\n        incentives {\n          itcRate\n          itcAmount\n          depreciation\n        }\n        options {\n          kind\n          label\n          available\n          message\n          owned\n          upfrontCost\n          paybackYear\n          net25Year\n          npv\n          irr\n          years {\n            year\n            net\n            cumulative\n          }\n        }\n        assumptions {\n          key\n          label\n          value\n          source\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ffbdc64e1b9fa2f130c5b2b7e04631f3";

export default node;
