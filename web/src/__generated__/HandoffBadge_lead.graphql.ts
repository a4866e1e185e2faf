/**
 * @generated SignedSource<<be0c47dd4bc5c7dd8ecb7f855bf9e26e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HandoffBadge_lead$data = {
  readonly handoff: {
    readonly epcOrganization: {
      readonly name: string;
    } | null | undefined;
    readonly progress: {
      readonly done: number;
      readonly total: number;
    };
    readonly ready: boolean;
  } | null | undefined;
  readonly " $fragmentType": "HandoffBadge_lead";
};
export type HandoffBadge_lead$key = {
  readonly " $data"?: HandoffBadge_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"HandoffBadge_lead">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HandoffBadge_lead",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Handoff",
      "kind": "LinkedField",
      "name": "handoff",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ready",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HandoffProgress",
          "kind": "LinkedField",
          "name": "progress",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "done",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "total",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HandoffOrganization",
          "kind": "LinkedField",
          "name": "epcOrganization",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "fdb829599d7bee49967941a47fb5948a";

export default node;
