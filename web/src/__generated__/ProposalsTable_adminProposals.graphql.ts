/**
 * @generated SignedSource<<4b05561f1209d4b9cd49ddbe1dad6aea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProposalsTable_adminProposals$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly address: string | null | undefined;
      readonly databaseId: number;
      readonly dateGenerated: any | null | undefined;
      readonly id: string;
      readonly installationName: string | null | undefined;
      readonly lead: {
        readonly databaseId: number;
        readonly name: string;
      };
      readonly leadName: string | null | undefined;
      readonly proposalData: {
        readonly assumptions: {
          readonly ppaEscalator: number | null | undefined;
          readonly ppaRate: number | null | undefined;
        } | null | undefined;
        readonly systemSavings: {
          readonly year25CumulativeSavings: number | null | undefined;
        } | null | undefined;
      } | null | undefined;
      readonly proposalTypeLabel: string;
    };
  }>;
  readonly pageInfo: {
    readonly page: number;
    readonly pageSize: number;
  };
  readonly totalCount: number;
  readonly " $fragmentType": "ProposalsTable_adminProposals";
};
export type ProposalsTable_adminProposals$key = {
  readonly " $data"?: ProposalsTable_adminProposals$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProposalsTable_adminProposals">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProposalsTable_adminProposals",
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
      "concreteType": "ProposalEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Proposal",
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
            (v0/*:: as any*/),
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
              "concreteType": "Lead",
              "kind": "LinkedField",
              "name": "lead",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "installationName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "dateGenerated",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "address",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "proposalTypeLabel",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ProposalData",
              "kind": "LinkedField",
              "name": "proposalData",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ModelAssumptions",
                  "kind": "LinkedField",
                  "name": "assumptions",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "ppaRate",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "ppaEscalator",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "SystemSavings",
                  "kind": "LinkedField",
                  "name": "systemSavings",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "year25CumulativeSavings",
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
      "storageKey": null
    }
  ],
  "type": "ProposalConnection",
  "abstractKey": null
};
})();

(node as any).hash = "3790d2463b5d78ca67156fe407b62172";

export default node;
