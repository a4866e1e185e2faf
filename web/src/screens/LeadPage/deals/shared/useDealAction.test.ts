import { describe, expect, it } from 'vitest';
import { errors } from '../../../../messages';
import { failureMessage } from './useDealAction';

describe('failureMessage (§8 texts only)', () => {
  it('shows the gateway\'s normalised status message', () => {
    expect(failureMessage({ source: { errors: [{ message: "403 You don't have permission to access this request on this server" }] } }))
      .toBe("403 You don't have permission to access this request on this server");
  });
  it('shows our network text, and the generic one for anything else', () => {
    expect(failureMessage(new Error(errors.network))).toBe(errors.network);
    expect(failureMessage(new Error('Relay: No data returned for operation'))).toBe(errors.generic);
    expect(failureMessage(null)).toBe(errors.generic);
  });
});
