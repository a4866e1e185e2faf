/**
 * @generated SignedSource<<621fe6c4b357d133be85ed79738b8bf5>>
 * @relayHash 06d0e1e87285647729f567688ec8cf8e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 06d0e1e87285647729f567688ec8cf8e

import { ConcreteRequest } from 'relay-runtime';
export type LocationPrecision = "CITY" | "ROOFTOP" | "STREET" | "ZIP" | "%future added value";
export type AddressComboboxQuery$variables = {
  query: string;
};
export type AddressComboboxQuery$data = {
  readonly addressSuggestions: ReadonlyArray<{
    readonly label: string;
    readonly latitude: number;
    readonly longitude: number;
    readonly precision: LocationPrecision;
  }> | null | undefined;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "precision",
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
    "cacheID": "06d0e1e87285647729f567688ec8cf8e",
    "id": "06d0e1e87285647729f567688ec8cf8e",
    "metadata": {},
    "name": "AddressComboboxQuery",
    "operationKind": "query",
    "text": "query AddressComboboxQuery(\n  $query: String!\n) {\n  addressSuggestions(query: $query, limit: 8) {\n    label\n    latitude\n    longitude\n    precision\n  }\n}\n"
  }
};
})();

(node as any).hash = "8fa81ad3d54dad1f27bb80bf90d44059";

export default node;
