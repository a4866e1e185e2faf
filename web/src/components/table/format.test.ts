import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatNumber, formatPercent, formatUsd, NOT_AVAILABLE, orNotAvailable } from './format';

describe('§9 formatters', () => {
  it('show dates as MM-DD-YYYY and times as HH:MM, N/A when missing or unreadable', () => {
    // A local time, so the test does not depend on the machine's time zone.
    expect(formatDate('2025-03-07T09:05:00')).toBe('03-07-2025');
    expect(formatDateTime('2025-03-07T09:05:00')).toBe('03-07-2025 09:05');
    expect(formatDate('2025-12-31')).toBe('12-31-2025');
    for (const missing of [null, undefined, '', 'not a date']) {
      expect(formatDate(missing)).toBe(NOT_AVAILABLE);
      expect(formatDateTime(missing)).toBe(NOT_AVAILABLE);
    }
  });

  it('show amounts in USD, whole dollars by default, cents on request', () => {
    expect(formatUsd(1_234_567.4)).toBe('$1,234,567');
    expect(formatUsd(-250)).toBe('-$250');
    expect(formatUsd(0.1234, { cents: true })).toBe('$0.1234');
    expect(formatUsd(12.5, { cents: true })).toBe('$12.50');
  });

  it('show N/A for falsy amounts (0, null, undefined, NaN), as §9 says', () => {
    for (const falsy of [0, null, undefined, Number.NaN]) {
      expect(formatUsd(falsy)).toBe('N/A');
      expect(formatNumber(falsy)).toBe('N/A');
      expect(formatPercent(falsy)).toBe('N/A');
    }
  });

  it('format numbers and percentages', () => {
    expect(formatNumber(48_250.7)).toBe('48,251');
    expect(formatNumber(3.14159, 2)).toBe('3.14');
    expect(formatPercent(3)).toBe('3%');
    expect(formatPercent(2.5)).toBe('2.5%');
  });

  it('keep a count of 0 (a real answer) and show N/A only when the count is missing', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(null)).toBe(NOT_AVAILABLE);
    expect(formatCount(undefined)).toBe(NOT_AVAILABLE);
  });

  it('show text, or N/A when it is missing or blank', () => {
    expect(orNotAvailable('Owner-User')).toBe('Owner-User');
    expect(orNotAvailable('  ')).toBe(NOT_AVAILABLE);
    expect(orNotAvailable(null)).toBe(NOT_AVAILABLE);
  });
});
