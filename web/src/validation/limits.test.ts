import { describe, expect, it } from 'vitest';
import { PHONE_COUNTRY_CODE, SUPPORT_FILE_EXTENSIONS, SUPPORT_MESSAGE_MAX } from '../constants';
import { MIN_PASSWORD_LENGTH } from './rules';
import { API_BODY_LIMITS, API_FILE_TYPES, API_LIMITS, acceptFor, limitAt, clampText, inRange, LEAD_SEARCH_MAX, numberLimits, PHONE_DIGITS, textLimits } from './limits';

describe('the api limits the forms mirror (limits.generated.ts, from the api OpenAPI document)', () => {
  it('agree with the web constants written before them', () => {
    expect(SUPPORT_MESSAGE_MAX).toBe(API_LIMITS.support.message.maxLength);
    expect(MIN_PASSWORD_LENGTH).toBe(API_LIMITS.signup.password.minLength);
    expect([...SUPPORT_FILE_EXTENSIONS].sort()).toEqual([...API_FILE_TYPES.support].sort());
    expect(new RegExp(API_LIMITS.user.phoneNumber.pattern).test(`${PHONE_COUNTRY_CODE}${'5'.repeat(PHONE_DIGITS)}`)).toBe(true);
  });

  it('shape them for inputs', () => {
    expect(LEAD_SEARCH_MAX).toBe(200);
    expect(textLimits(API_LIMITS.lead.name)).toEqual({ maxLength: 200 });
    expect(numberLimits(API_LIMITS.deal.termYears)).toEqual({ min: 5, max: 30 });
    expect(clampText('x'.repeat(300), API_LIMITS.leadList.search)).toHaveLength(200);
    expect(clampText('short', API_LIMITS.leadList.search)).toBe('short');
    expect(inRange(31, API_LIMITS.deal.termYears)).toBe(false);
    expect(inRange(Number.NaN, API_LIMITS.deal.termYears)).toBe(false);
    expect(acceptFor('csv')).toBe('.csv');
    expect(limitAt(API_BODY_LIMITS.updateLead, 'designData', 'epcCost')).toEqual({ minimum: 0, maximum: 1e12 });
    expect(limitAt(API_BODY_LIMITS.createLead, 'customer', 'phoneNumbers').item?.digits).toBe(PHONE_DIGITS);
    expect(limitAt(API_BODY_LIMITS.updateLead, 'nothing', 'here')).toEqual({});
  });
});
