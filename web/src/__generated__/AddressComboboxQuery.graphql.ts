/**
 * @generated SignedSource<<50c25c901458b583c9bdfba0027df53a>>
 * @relayHash 98e7084ef665a70fd78736cba2206539
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98e7084ef665a70fd78736cba2206539

import { ConcreteRequest } from 'relay-runtime';
export type AddressComboboxQuery$variables = {
  query: string;
};
export type AddressComboboxQuery$data = {
  readonly addressSuggestions: ReadonlyArray<{
    readonly label: string;
    readonly latitude: number;
    readonly longitude: number;
  }>;
};
export type AddressComboboxQuery = {
  response: AddressComboboxQuery$data;
  variables: AddressComboboxQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "limit",
        "value": 8
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "AddressSuggestion",
    "kind": "LinkedField",
    "name": "addressSuggestions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
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
    "name": "AddressComboboxQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddressComboboxQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "98e7084ef665a70fd78736cba2206539",
    "id": "98e7084ef665a70fd78736cba2206539",
    "metadata": {},
    "name": "AddressComboboxQuery",
    "operationKind": "query",
    "text": "query AddressComboboxQuery(\n  $query: String!\n) {\n  addressSuggestions(query: $query, limit: 8) {\n    label\n    latitude\n    longitude\n  }\n}\n"
  }
};
})();

(node as any).hash = "93b2677c7c4df0160501af1a3483be69";

export default node;
