/**
 * @generated SignedSource<<fe23ae82e6de8df445de151a5b817e38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReminderSettingsForm_organization$data = {
  readonly id: string;
  readonly reminderSettings: {
    readonly days: ReadonlyArray<number>;
    readonly defaultDays: ReadonlyArray<number>;
    readonly enabled: boolean;
    readonly maxDay: number;
    readonly maxReminders: number;
    readonly minDay: number;
  } | null | undefined;
  readonly " $fragmentType": "ReminderSettingsForm_organization";
};
export type ReminderSettingsForm_organization$key = {
  readonly " $data"?: ReminderSettingsForm_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReminderSettingsForm_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReminderSettingsForm_organization",
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
      "concreteType": "ReminderSettings",
      "kind": "LinkedField",
      "name": "reminderSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "days",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxReminders",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minDay",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxDay",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultDays",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "22baaf93df980c29e5bbbb5701b8fee3";

export default node;
