/**
 * @generated SignedSource<<2836930c0ff14a22096f75806f26cd8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BusinessType = "EPC_MEMBER" | "SALES_AFFILIATE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DetailsCard_organization$data = {
  readonly businessType: BusinessType;
  readonly id: string;
  readonly logo: {
    readonly url: string;
  } | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "DetailsCard_organization";
};
export type DetailsCard_organization$key = {
  readonly " $data"?: DetailsCard_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"DetailsCard_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DetailsCard_organization",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "businessType",
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
  "type": "ManagedOrganization",
  "abstractKey": null
};

(node as any).hash = "acbc68fb70190f702282cc970b0a59cf";

export default node;
