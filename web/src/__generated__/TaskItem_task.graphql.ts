/**
 * @generated SignedSource<<492e701363ff6da8dea9b42f39d7bb41>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TaskKind = "CALL" | "EMAIL" | "OTHER" | "SITE_VISIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TaskItem_task$data = {
  readonly assignee: {
    readonly name: string | null | undefined;
    readonly userId: string;
  } | null | undefined;
  readonly done: boolean;
  readonly dueDate: any;
  readonly dueTime: string | null | undefined;
  readonly id: string;
  readonly kind: TaskKind;
  readonly leadDatabaseId: number;
  readonly leadName: string;
  readonly note: string;
  readonly viewerCanChange: boolean;
  readonly " $fragmentType": "TaskItem_task";
};
export type TaskItem_task$key = {
  readonly " $data"?: TaskItem_task$data;
  readonly " $fragmentSpreads": FragmentRefs<"TaskItem_task">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TaskItem_task",
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
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
      "storageKey": null
    },
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
      "name": "leadName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "leadDatabaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanChange",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadAssignee",
      "kind": "LinkedField",
      "name": "assignee",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userId",
          "storageKey": null
        },
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
  "type": "LeadTask",
  "abstractKey": null
};

(node as any).hash = "f80c24004dc44cccdb6b43147d1269c0";

export default node;
