/**
 * @generated SignedSource<<0bd7a66d99b6c535e5435213ac0db065>>
 * @relayHash ee8e422027e85008c6708282733d318d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee8e422027e85008c6708282733d318d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LeadPageQuery } from './LeadPageQuery.graphql';

const node: PreloadableConcreteRequest<LeadPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ee8e422027e85008c6708282733d318d",
    "metadata": {},
    "name": "LeadPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
