/**
 * @generated SignedSource<<e8e3dee4d395ee3a8e6d869019bcc122>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BulkEnrichmentStatus = "COMPLETED" | "FAILED" | "PENDING" | "PROCESSING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EnrichmentScreens_prospectFiles$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly databaseId: number;
      readonly error: string | null | undefined;
      readonly file: {
        readonly name: string;
      };
      readonly id: string;
      readonly name: string;
      readonly propertiesCount: number | null | undefined;
      readonly requestedBy: {
        readonly firstName: string;
        readonly lastName: string;
      } | null | undefined;
      readonly status: BulkEnrichmentStatus;
      readonly submissionDate: any;
    };
  }>;
  readonly pageInfo: {
    readonly page: number;
    readonly pageSize: number;
  };
  readonly totalCount: number;
  readonly " $fragmentType": "EnrichmentScreens_prospectFiles";
};
export type EnrichmentScreens_prospectFiles$key = {
  readonly " $data"?: EnrichmentScreens_prospectFiles$data;
  readonly " $fragmentSpreads": FragmentRefs<"EnrichmentScreens_prospectFiles">;
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
  "name": "EnrichmentScreens_prospectFiles",
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
      "concreteType": "ProspectBulkEnrichmentEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ProspectBulkEnrichment",
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
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "File",
              "kind": "LinkedField",
              "name": "file",
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
              "name": "status",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "error",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "EnrichmentRequester",
              "kind": "LinkedField",
              "name": "requestedBy",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "firstName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "lastName",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "submissionDate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "propertiesCount",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProspectBulkEnrichmentConnection",
  "abstractKey": null
};
})();

(node as any).hash = "bc3af57bb8e72dfc397625af557d426f";

export default node;
