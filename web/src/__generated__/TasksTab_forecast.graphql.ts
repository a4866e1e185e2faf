/**
 * @generated SignedSource<<b10087b2e9fece12ab1dcba01045e1dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TasksTab_forecast$data = {
  readonly cancellation: {
    readonly cancelledAt: any;
  } | null | undefined;
  readonly dealValue: number | null | undefined;
  readonly expectedCloseDate: any | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "TasksTab_forecast";
};
export type TasksTab_forecast$key = {
  readonly " $data"?: TasksTab_forecast$data;
  readonly " $fragmentSpreads": FragmentRefs<"TasksTab_forecast">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TasksTab_forecast",
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
      "name": "expectedCloseDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dealValue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadCancellation",
      "kind": "LinkedField",
      "name": "cancellation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cancelledAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lead",
  "abstractKey": null
};

(node as any).hash = "69e1634f0e41a91688f071d70f34c6bf";

export default node;
