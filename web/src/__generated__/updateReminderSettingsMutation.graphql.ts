/**
 * @generated SignedSource<<7edd9b8dc8eb8c453aa139674993ff95>>
 * @relayHash dacf2848c63258c599f627ee41d02fa0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dacf2848c63258c599f627ee41d02fa0

import { ConcreteRequest } from 'relay-runtime';
export type UpdateReminderSettingsInput = {
  days: ReadonlyArray<number>;
  enabled: boolean;
  organizationId: string;
};
export type updateReminderSettingsMutation$variables = {
  input: UpdateReminderSettingsInput;
};
export type updateReminderSettingsMutation$data = {
  readonly updateReminderSettings: {
    readonly message: string | null | undefined;
    readonly organization: {
      readonly id: string;
      readonly reminderSettings: {
        readonly days: ReadonlyArray<number>;
        readonly enabled: boolean;
      } | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type updateReminderSettingsMutation = {
  response: updateReminderSettingsMutation$data;
  variables: updateReminderSettingsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateReminderSettingsPayload",
    "kind": "LinkedField",
    "name": "updateReminderSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organization",
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "messages",
            "storageKey": null
          }
        ],
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
    "name": "updateReminderSettingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "updateReminderSettingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "dacf2848c63258c599f627ee41d02fa0",
    "id": "dacf2848c63258c599f627ee41d02fa0",
    "metadata": {},
    "name": "updateReminderSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation updateReminderSettingsMutation(\n  $input: UpdateReminderSettingsInput!\n) {\n  updateReminderSettings(input: $input) {\n    organization {\n      id\n      reminderSettings {\n        enabled\n        days\n      }\n    }\n    message\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "053dcde63c43b754fa118cab24d20b20";

export default node;
