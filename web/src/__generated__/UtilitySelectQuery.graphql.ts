/**
 * @generated SignedSource<<2f73d178fa5a91dcfcab82878beff6bd>>
 * @relayHash 1b941d8b88402f0bfdb3fff40add5532
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1b941d8b88402f0bfdb3fff40add5532

import { ConcreteRequest } from 'relay-runtime';
export type UtilitySelectQuery$variables = {
  zip: string;
};
export type UtilitySelectQuery$data = {
  readonly siteEconomics: {
    readonly utilities: ReadonlyArray<{
      readonly commercialRate: number | null | undefined;
      readonly eiaId: number | null | undefined;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type UtilitySelectQuery = {
  response: UtilitySelectQuery$data;
  variables: UtilitySelectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "zip"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "zip",
        "variableName": "zip"
      }
    ],
    "concreteType": "SiteEconomics",
    "kind": "LinkedField",
    "name": "siteEconomics",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SiteUtility",
        "kind": "LinkedField",
        "name": "utilities",
        "plural": true,
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
            "name": "eiaId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "commercialRate",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UtilitySelectQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UtilitySelectQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1b941d8b88402f0bfdb3fff40add5532",
    "id": "1b941d8b88402f0bfdb3fff40add5532",
    "metadata": {},
    "name": "UtilitySelectQuery",
    "operationKind": "query",
    "text": "query UtilitySelectQuery(\n  $zip: String!\n) {\n  siteEconomics(zip: $zip) {\n    utilities {\n      name\n      eiaId\n      commercialRate\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d0a1aee414875a60d5a546a17a6dfdc1";

export default node;
