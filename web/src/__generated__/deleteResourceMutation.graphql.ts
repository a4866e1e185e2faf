/**
 * @generated SignedSource<<eed5f0612c02eb9552c8a7546648fd92>>
 * @relayHash f5605b22c0905918d999fa67ca635b80
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f5605b22c0905918d999fa67ca635b80

import { ConcreteRequest } from 'relay-runtime';
export type deleteResourceMutation$variables = {
  id: string;
};
export type deleteResourceMutation$data = {
  readonly deleteResource: {
    readonly deletedResourceId: string | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type deleteResourceMutation = {
  response: deleteResourceMutation$data;
  variables: deleteResourceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "DeleteResourcePayload",
    "kind": "LinkedField",
    "name": "deleteResource",
    "plural": false,
    "selections": [
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
        "kind": "ScalarField",
        "name": "deletedResourceId",
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
    "name": "deleteResourceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "deleteResourceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f5605b22c0905918d999fa67ca635b80",
    "id": "f5605b22c0905918d999fa67ca635b80",
    "metadata": {},
    "name": "deleteResourceMutation",
    "operationKind": "mutation",
    "text": "mutation deleteResourceMutation(\n  $id: ID!\n) {\n  deleteResource(id: $id) {\n    message\n    deletedResourceId\n    userErrors {\n      field\n      messages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "76fbf86c45328fd842272b257df7b820";

export default node;
