/**
 * @generated SignedSource<<6a18a84545efb4e30049d76a5aa4a247>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BusinessType = "EPC_MEMBER" | "SALES_AFFILIATE" | "%future added value";
export type OrganizationStatus = "ACTIVE" | "DEACTIVATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrganizationsTable_organizations$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly businessType: BusinessType;
      readonly createdAt: any;
      readonly databaseId: number;
      readonly id: string;
      readonly leadsCount: number;
      readonly logo: {
        readonly url: string;
      } | null | undefined;
      readonly membersCount: number;
      readonly name: string;
      readonly status: OrganizationStatus;
    };
  }>;
  readonly pageInfo: {
    readonly page: number;
    readonly pageSize: number;
  };
  readonly totalCount: number;
  readonly " $fragmentType": "OrganizationsTable_organizations";
};
export type OrganizationsTable_organizations$key = {
  readonly " $data"?: OrganizationsTable_organizations$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationsTable_organizations">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationsTable_organizations",
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
      "concreteType": "ManagedOrganizationEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ManagedOrganization",
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
              "name": "databaseId",
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
              "name": "businessType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "membersCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "leadsCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "File",
              "kind": "LinkedField",
              "name": "logo",
              "plural": false,
              "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ManagedOrganizationConnection",
  "abstractKey": null
};

(node as any).hash = "ccb3ea1a6f1231563f306a1547df2dad";

export default node;
