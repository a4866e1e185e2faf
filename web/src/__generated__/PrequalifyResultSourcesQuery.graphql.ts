/**
 * @generated SignedSource<<fe0bee230c6cc6923e699ca32d0d7c94>>
 * @relayHash bb6bc19015275153bb0e53c9ac14d2f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb6bc19015275153bb0e53c9ac14d2f5

import { ConcreteRequest } from 'relay-runtime';
export type PrequalifyResultSourcesQuery$variables = {
  databaseId: number;
};
export type PrequalifyResultSourcesQuery$data = {
  readonly lead: {
    readonly economics: {
      readonly production: {
        readonly source: string;
      } | null | undefined;
      readonly rate: {
        readonly source: string;
        readonly year: string | null | undefined;
      } | null | undefined;
      readonly sources: ReadonlyArray<string>;
    } | null | undefined;
  } | null | undefined;
};
export type PrequalifyResultSourcesQuery = {
  response: PrequalifyResultSourcesQuery$data;
  variables: PrequalifyResultSourcesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "databaseId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "source",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "LeadEconomics",
  "kind": "LinkedField",
  "name": "economics",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sources",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteProduction",
      "kind": "LinkedField",
      "name": "production",
      "plural": false,
      "selections": [
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteRate",
      "kind": "LinkedField",
      "name": "rate",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "year",
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
    "name": "PrequalifyResultSourcesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Lead",
        "kind": "LinkedField",
        "name": "lead",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "PrequalifyResultSourcesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Lead",
        "kind": "LinkedField",
        "name": "lead",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "bb6bc19015275153bb0e53c9ac14d2f5",
    "id": "bb6bc19015275153bb0e53c9ac14d2f5",
    "metadata": {},
    "name": "PrequalifyResultSourcesQuery",
    "operationKind": "query",
    "text": "query PrequalifyResultSourcesQuery(\n  $databaseId: Int!\n) {\n  lead(databaseId: $databaseId) {\n    economics {\n      sources\n      production {\n        source\n      }\n      rate {\n        source\n        year\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "4a3fdde796f475d840d586d45bfda837";

export default node;
