/**
 * @generated SignedSource<<527e4e96155bf4a0cf9eddb16c17ddc9>>
 * @relayHash a86005445f0513c5999b156cc1f35bf5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a86005445f0513c5999b156cc1f35bf5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LeadPageQuery } from './LeadPageQuery.graphql';

const node: PreloadableConcreteRequest<LeadPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a86005445f0513c5999b156cc1f35bf5",
    "metadata": {},
    "name": "LeadPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
