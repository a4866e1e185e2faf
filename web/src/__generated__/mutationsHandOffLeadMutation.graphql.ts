/**
 * @generated SignedSource<<1bc0ab1ffd7a737156dd4f5f83efdc34>>
 * @relayHash cbc9a436e32bd4e8234860c35ad0d2e9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cbc9a436e32bd4e8234860c35ad0d2e9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserErrorCode = "CONFLICT" | "EXPIRED_LINK" | "FORBIDDEN" | "INVALID_INPUT" | "NOT_FOUND" | "RATE_LIMITED" | "TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "%future added value";
export type mutationsHandOffLeadMutation$variables = {
  epcOrganizationId: number;
  leadId: string;
};
export type mutationsHandOffLeadMutation$data = {
  readonly handOffLead: {
    readonly handoff: {
      readonly leadId: string;
      readonly " $fragmentSpreads": FragmentRefs<"HandoffPanel_handoff">;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly messages: ReadonlyArray<string>;
    }>;
  };
};
export type mutationsHandOffLeadMutation = {
  response: mutationsHandOffLeadMutation$data;
  variables: mutationsHandOffLeadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "epcOrganizationId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "leadId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "epcOrganizationId",
    "variableName": "epcOrganizationId"
  },
  {
    "kind": "Variable",
    "name": "leadId",
    "variableName": "leadId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "leadId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = [
  (v6/*:: as any*/),
  (v7/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsHandOffLeadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "HandoffPayload",
        "kind": "LinkedField",
        "name": "handOffLead",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Handoff",
            "kind": "LinkedField",
            "name": "handoff",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HandoffPanel_handoff"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "mutationsHandOffLeadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "HandoffPayload",
        "kind": "LinkedField",
        "name": "handOffLead",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Handoff",
            "kind": "LinkedField",
            "name": "handoff",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
                "name": "leadName",
                "storageKey": null
              },
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
                "kind": "ScalarField",
                "name": "ppaSignedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ppaSignerName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerSide",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanWork",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanHandOff",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HandoffOrganization",
                "kind": "LinkedField",
                "name": "epcOrganization",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "handedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "handedByName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HandoffOrganization",
                "kind": "LinkedField",
                "name": "sellerOrganization",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/)
                ],
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
                "concreteType": "HandoffStep",
                "kind": "LinkedField",
                "name": "steps",
                "plural": true,
                "selections": [
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
                    "name": "label",
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
                    "name": "doneDate",
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
                    "name": "updatedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "updatedByName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HandoffPerson",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HandoffPacket",
                "kind": "LinkedField",
                "name": "packet",
                "plural": false,
                "selections": [
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
                    "name": "customerEmail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "customerPhone",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "siteAddress",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "systemSizeKw",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HandoffDocument",
                    "kind": "LinkedField",
                    "name": "documents",
                    "plural": true,
                    "selections": [
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "type",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "signedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "signerName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "url",
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
                "concreteType": "HandoffPerson",
                "kind": "LinkedField",
                "name": "assignableUsers",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "organizationName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cbc9a436e32bd4e8234860c35ad0d2e9",
    "id": "cbc9a436e32bd4e8234860c35ad0d2e9",
    "metadata": {},
    "name": "mutationsHandOffLeadMutation",
    "operationKind": "mutation",
    "text": "mutation mutationsHandOffLeadMutation(\n  $leadId: ID!\n  $epcOrganizationId: Int!\n) {\n  handOffLead(leadId: $leadId, epcOrganizationId: $epcOrganizationId) {\n    handoff {\n      leadId\n      ...HandoffPanel_handoff\n      id\n    }\n    message\n    userErrors {\n      field\n      messages\n      code\n    }\n  }\n}\n\nfragment HandoffPanel_handoff on Handoff {\n  id\n  leadId\n  leadName\n  ready\n  ppaSignedAt\n  ppaSignerName\n  viewerSide\n  viewerCanWork\n  viewerCanHandOff\n  epcOrganization {\n    databaseId\n    name\n  }\n  handedAt\n  handedByName\n  sellerOrganization {\n    name\n  }\n  progress {\n    done\n    total\n  }\n  steps {\n    kind\n    label\n    dueDate\n    doneDate\n    note\n    updatedAt\n    updatedByName\n    owner {\n      databaseId\n      name\n    }\n  }\n  packet {\n    customerName\n    customerEmail\n    customerPhone\n    siteAddress\n    systemSizeKw\n    documents {\n      databaseId\n      type\n      signedAt\n      signerName\n      url\n    }\n  }\n  assignableUsers {\n    databaseId\n    name\n    organizationName\n  }\n}\n"
  }
};
})();

(node as any).hash = "ba5b51a1dfe0403025eee0c7fcfa6e51";

export default node;
