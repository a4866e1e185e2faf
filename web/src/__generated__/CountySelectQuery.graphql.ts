/**
 * @generated SignedSource<<b7236ff15517ea0f81d841ae025647e4>>
 * @relayHash f84ec74b25f5b5d11e0077a9233e0546
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f84ec74b25f5b5d11e0077a9233e0546

import { ConcreteRequest } from 'relay-runtime';
export type CountySelectQuery$variables = {
  state: string;
};
export type CountySelectQuery$data = {
  readonly counties: ReadonlyArray<string> | null | undefined;
};
export type CountySelectQuery = {
  response: CountySelectQuery$data;
  variables: CountySelectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "state"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "state",
        "variableName": "state"
      }
    ],
    "kind": "ScalarField",
    "name": "counties",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CountySelectQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CountySelectQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f84ec74b25f5b5d11e0077a9233e0546",
    "id": "f84ec74b25f5b5d11e0077a9233e0546",
    "metadata": {},
    "name": "CountySelectQuery",
    "operationKind": "query",
    "text": "query CountySelectQuery(\n  $state: String!\n) {\n  counties(state: $state)\n}\n"
  }
};
})();

(node as any).hash = "c38f6f1458c7162eec697ced24cf048b";

export default node;
