import { describe, expect, it } from 'vitest';
import { formatDateTimeUtc, formatDateUtc } from '../../../shared/format/dates';
import { formatDate, formatDateTime, formatDateTimeWithRelative, formatRelative, formatTime } from './dates';

// Build instants from local parts so the test holds in any time zone the runner has.
const local = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi).toISOString();

describe('dates (§9: MM-DD-YYYY, HH:MM)', () => {
  it('shows a timestamp as MM-DD-YYYY and HH:MM in 24 hours', () => {
    const at = local(2026, 3, 7, 15, 4);
    expect(formatDate(at)).toBe('03-07-2026');
    expect(formatTime(at)).toBe('15:04');
    expect(formatDateTime(at)).toBe('03-07-2026 15:04');
    expect(formatDateTime(local(2026, 3, 7, 0, 0))).toBe('03-07-2026 00:00');
  });

  it('shows a calendar day (YYYY-MM-DD) as that day in every time zone', () => {
    expect(formatDate('2026-01-01')).toBe('01-01-2026');
    expect(formatDateTime('2026-01-01')).toBe('01-01-2026');
  });

  it('says N/A for missing or unreadable values, or the fallback given', () => {
    for (const v of [null, undefined, '', 'not a date']) {
      expect(formatDate(v)).toBe('N/A');
      expect(formatDateTime(v)).toBe('N/A');
      expect(formatTime(v)).toBe('N/A');
    }
    expect(formatDate(null, '—')).toBe('—');
  });

  it('gives the api\'s documents UTC and says so', () => {
    expect(formatDateTimeUtc('2026-03-07T23:30:00Z')).toBe('03-07-2026 23:30 UTC');
    expect(formatDateUtc('2026-03-07T23:30:00Z')).toBe('03-07-2026');
    expect(formatDateTimeUtc(null, '—')).toBe('—');
  });

  it('reads relative times only as an addition, rounded down', () => {
    const now = Date.parse('2026-03-07T12:00:00Z');
    expect(formatRelative('2026-03-07T11:59:30Z', now)).toBe('just now');
    expect(formatRelative('2026-03-07T11:01:00Z', now)).toBe('59 minutes ago');
    expect(formatRelative('2026-03-07T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelative('2026-03-04T12:00:00Z', now)).toBe('3 days ago');
    expect(formatRelative('2026-03-09T12:00:00Z', now)).toBe('in 2 days');
    expect(formatRelative(null, now)).toBe('');
    const at = '2026-03-07T09:00:00Z';
    expect(formatDateTimeWithRelative(at, now)).toBe(`${formatDateTime(at)} (3 hours ago)`);
  });
});
