/**
 * @generated SignedSource<<ebedcee15f1302e1eb5eea06b4289ad8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeadTable_leads$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"LeadCardList_lead" | "LeadRow_lead">;
    };
  }>;
  readonly pageInfo: {
    readonly page: number;
    readonly pageSize: number;
  };
  readonly totalCount: number;
  readonly " $fragmentType": "LeadTable_leads";
};
export type LeadTable_leads$key = {
  readonly " $data"?: LeadTable_leads$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeadTable_leads">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "showOrganization"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeadTable_leads",
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
      "concreteType": "LeadEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Lead",
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
              "name": "name",
              "storageKey": null
            },
            {
              "args": [
                {
                  "kind": "Variable",
                  "name": "showOrganization",
                  "variableName": "showOrganization"
                }
              ],
              "kind": "FragmentSpread",
              "name": "LeadRow_lead"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "LeadCardList_lead"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LeadConnection",
  "abstractKey": null
};

(node as any).hash = "d1a67d959e1c76bc1f2210771392e307";

export default node;
