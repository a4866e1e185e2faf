/**
 * @generated SignedSource<<7d8306873f8ac2080fe9a1b2636ba80b>>
 * @relayHash ade9e326d53e5ed9f95e6f58cda492da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ade9e326d53e5ed9f95e6f58cda492da

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LeadListScreenQuery } from './LeadListScreenQuery.graphql';

const node: PreloadableConcreteRequest<LeadListScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ade9e326d53e5ed9f95e6f58cda492da",
    "metadata": {},
    "name": "LeadListScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
