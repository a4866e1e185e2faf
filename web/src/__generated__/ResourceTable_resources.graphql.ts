/**
 * @generated SignedSource<<391e5042e5db23dfcc2b26be22d44296>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResourceTable_resources$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly created: any;
      readonly file: {
        readonly name: string;
      };
      readonly format: string;
      readonly id: string;
      readonly name: string;
    };
  }>;
  readonly " $fragmentType": "ResourceTable_resources";
};
export type ResourceTable_resources$key = {
  readonly " $data"?: ResourceTable_resources$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResourceTable_resources">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResourceTable_resources",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ResourceEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Resource",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "File",
              "kind": "LinkedField",
              "name": "file",
              "plural": false,
              "selections": [
                (v0/*:: as any*/)
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "format",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "created",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ResourceConnection",
  "abstractKey": null
};
})();

(node as any).hash = "0d64845e57595bcc313f55cbec38a8d9";

export default node;
