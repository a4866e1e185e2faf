/**
 * @generated SignedSource<<ce5d11a36472aca2494e10ea8407569b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LeadActivityAction = "AGREEMENT_COUNTERSIGNED" | "AGREEMENT_RESENT" | "AGREEMENT_SENT" | "AGREEMENT_SIGNED" | "AGREEMENT_VIEWED" | "AGREEMENT_VOIDED" | "CANCELLED" | "CREATED" | "EDITED" | "FILE_DELETED" | "FILE_UPLOADED" | "HANDED_OFF" | "HANDOFF_REVOKED" | "HANDOFF_STEP_UPDATED" | "IMAGE_REMOVED" | "IMAGE_REPLACED" | "PROPOSALS_UNLOCKED" | "PROPOSAL_ACCEPTED" | "PROPOSAL_CREATED" | "PROPOSAL_GENERATED" | "PROPOSAL_LINK_CREATED" | "PROPOSAL_LINK_EMAILED" | "PROPOSAL_LINK_REVOKED" | "PROPOSAL_VIEWED" | "QUOTE_CREATED" | "QUOTE_GENERATED" | "REASSIGNED" | "REMINDER_SENT" | "RESTORED" | "STAGE_REACHED" | "TASK_CREATED" | "TASK_DELETED" | "TASK_DONE" | "TASK_EDITED" | "TASK_REOPENED" | "%future added value";
export type LeadStage = "DETAILED_PROPOSAL" | "LEAD_CREATED" | "MARKETING_PROPOSAL" | "PRELIMINARY_PROPOSAL" | "SALE_COMPLETED" | "SITE_SURVEY" | "UTILITY_DATA" | "%future added value";
export type ReminderSubject = "AGREEMENT" | "PROPOSAL_LINK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ActivityTimeline_lead$data = {
  readonly activity: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly action: LeadActivityAction;
        readonly actor: string | null | undefined;
        readonly at: any;
        readonly customization: boolean;
        readonly documentId: number | null | undefined;
        readonly documentType: string | null | undefined;
        readonly fields: ReadonlyArray<string>;
        readonly fileName: string | null | undefined;
        readonly fromOrganization: string | null | undefined;
        readonly fromUser: string | null | undefined;
        readonly id: string;
        readonly pace: boolean;
        readonly reason: string | null | undefined;
        readonly recipient: string | null | undefined;
        readonly reminderDay: number | null | undefined;
        readonly reminderOf: ReminderSubject | null | undefined;
        readonly signerName: string | null | undefined;
        readonly stage: LeadStage | null | undefined;
        readonly toOrganization: string | null | undefined;
        readonly toUser: string | null | undefined;
        readonly uploaded: boolean;
      };
    }>;
    readonly totalCount: number;
  };
  readonly id: string;
  readonly " $fragmentType": "ActivityTimeline_lead";
};
export type ActivityTimeline_lead$key = {
  readonly " $data"?: ActivityTimeline_lead$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActivityTimeline_lead">;
};

import ActivityTimelinePaginationQuery_graphql from './ActivityTimelinePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "activity"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ActivityTimelinePaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ActivityTimeline_lead",
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": "activity",
      "args": null,
      "concreteType": "LeadActivityConnection",
      "kind": "LinkedField",
      "name": "__ActivityTimeline_activity_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LeadActivityEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "LeadActivity",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "at",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "action",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "actor",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "fields",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "documentType",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "documentId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "pace",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "uploaded",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "customization",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "fileName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "fromUser",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "toUser",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "fromOrganization",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "toOrganization",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "stage",
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
                  "name": "recipient",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "reason",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "reminderDay",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "reminderOf",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
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
})();

(node as any).hash = "80222a0ed1fc96afc0e9ed7d20f5089a";

export default node;
