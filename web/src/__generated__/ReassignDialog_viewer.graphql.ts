/**
 * @generated SignedSource<<5119cfe9becc80d681bc9319c55fe592>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReassignDialog_viewer$data = {
  readonly assignableOrganizations: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly users: ReadonlyArray<{
      readonly email: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly userId: string;
    }>;
  }>;
  readonly " $fragmentType": "ReassignDialog_viewer";
};
export type ReassignDialog_viewer$key = {
  readonly " $data"?: ReassignDialog_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReassignDialog_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReassignDialog_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "assignableOrganizations",
      "plural": true,
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
          "concreteType": "OrganizationUser",
          "kind": "LinkedField",
          "name": "users",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "userId",
              "storageKey": null
            },
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "ca39a67ba2e35cc90fcd10a267339a5b";

export default node;
