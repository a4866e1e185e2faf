/**
 * @generated SignedSource<<93dd00a9d096adbf952e7da68948a4bf>>
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
      readonly format: string;
      readonly id: string;
      readonly name: string;
      readonly path: string;
    };
  }>;
  readonly " $fragmentType": "ResourceTable_resources";
};
export type ResourceTable_resources$key = {
  readonly " $data"?: ResourceTable_resources$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResourceTable_resources">;
};

const node: ReaderFragment = {
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
              "name": "path",
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

(node as any).hash = "5abf65080efc8750b2a92468ab190cca";

export default node;
