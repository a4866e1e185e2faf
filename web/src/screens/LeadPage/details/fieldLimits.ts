import { API_BODY_LIMITS, limitAt, type FieldLimit } from '../../../validation/limits';
import type { GroupKey } from './fields';

/**
 * A Details field's limits as the api's update_lead checks them (from its OpenAPI document, see
 * validation/limits.ts): the lead's own fields sit at the top of the body, the rest in their group.
 */
export const fieldLimit = (group: GroupKey, name: string): FieldLimit =>
  group === 'lead' ? limitAt(API_BODY_LIMITS.updateLead, name) : limitAt(API_BODY_LIMITS.updateLead, group, name);
