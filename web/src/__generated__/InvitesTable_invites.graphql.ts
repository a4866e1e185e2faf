/**
 * @generated SignedSource<<62a47b673e24db24f17bc11e5774d288>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BusinessType = "EPC_MEMBER" | "SALES_AFFILIATE" | "%future added value";
export type InviteType = "ORGANIZATION" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvitesTable_invites$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly accepted: boolean;
      readonly businessType: BusinessType;
      readonly email: string;
      readonly id: string;
      readonly name: string;
      readonly organization: {
        readonly name: string;
      } | null | undefined;
      readonly organizationName: string | null | undefined;
      readonly revoked: boolean;
      readonly type: InviteType;
    };
  }>;
  readonly pageInfo: {
    readonly page: number;
    readonly pageSize: number;
  };
  readonly totalCount: number;
  readonly " $fragmentType": "InvitesTable_invites";
};
export type InvitesTable_invites$key = {
  readonly " $data"?: InvitesTable_invites$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvitesTable_invites">;
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
  "name": "InvitesTable_invites",
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
      "concreteType": "PageInfo",
      "kind": "LinkedField",
      "name": "pageInfo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "page",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pageSize",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InviteEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Invite",
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
              "name": "email",
              "storageKey": null
            },
            (v0/*:: as any*/),
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
              "name": "businessType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "organizationName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Organization",
              "kind": "LinkedField",
              "name": "organization",
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
              "name": "accepted",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "revoked",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InviteConnection",
  "abstractKey": null
};
})();

(node as any).hash = "3940acd61e3898119cf612da03a630eb";

export default node;
