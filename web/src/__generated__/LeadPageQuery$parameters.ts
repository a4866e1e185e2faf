/**
 * @generated SignedSource<<a66e545452c6d8354e297e9382ad9a6f>>
 * @relayHash 57bade806b61193b436f1a9ab7e1cf5b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 57bade806b61193b436f1a9ab7e1cf5b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LeadPageQuery } from './LeadPageQuery.graphql';

const node: PreloadableConcreteRequest<LeadPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "57bade806b61193b436f1a9ab7e1cf5b",
    "metadata": {},
    "name": "LeadPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
