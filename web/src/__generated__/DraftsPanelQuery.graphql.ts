/**
 * @generated SignedSource<<058e9feeffba14eabdaa229ca38b1dce>>
 * @relayHash f98f336b50bcd54efa6cba0d3a408725
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f98f336b50bcd54efa6cba0d3a408725

import { ConcreteRequest } from 'relay-runtime';
export type DraftsPanelQuery$variables = Record<PropertyKey, never>;
export type DraftsPanelQuery$data = {
  readonly leadDrafts: ReadonlyArray<{
    readonly address: string | null | undefined;
    readonly customerName: string | null | undefined;
    readonly databaseId: number;
    readonly id: string;
    readonly name: string;
    readonly updated: any;
  }> | null | undefined;
};
export type DraftsPanelQuery = {
  response: DraftsPanelQuery$data;
  variables: DraftsPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LeadDraft",
    "kind": "LinkedField",
    "name": "leadDrafts",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "address",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "customerName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updated",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DraftsPanelQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DraftsPanelQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "f98f336b50bcd54efa6cba0d3a408725",
    "id": "f98f336b50bcd54efa6cba0d3a408725",
    "metadata": {},
    "name": "DraftsPanelQuery",
    "operationKind": "query",
    "text": "query DraftsPanelQuery {\n  leadDrafts {\n    id\n    databaseId\n    name\n    address\n    customerName\n    updated\n  }\n}\n"
  }
};
})();

(node as any).hash = "2d9bb4694466ece43c59b41047f5ea33";

export default node;
