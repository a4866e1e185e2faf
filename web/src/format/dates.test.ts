import { describe, expect, it, vi } from 'vitest';
import * as shared from '../../../shared/format/dates';
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

  // Issue 28: the viewer's zone and UTC are read from the Date, without Intl's locale data.
  it('reads the viewer\'s zone and UTC without building an Intl format, with the figures Intl gives', () => {
    const instants = ['2026-03-07T23:30:00Z', '2026-12-31T23:59:59Z', '2024-02-29T00:00:00Z', '0999-05-05T05:05:00Z', Date.UTC(2026, 10, 1, 8, 7)];
    const intl = (value: string | number, timeZone?: string) => {
      const out: Record<string, string> = {};
      for (const p of new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(value))) out[p.type] = p.value;
      return `${out.month}-${out.day}-${out.year} ${out.hour}:${out.minute}`;
    };
    const expected = instants.map((at) => [intl(at), intl(at, 'UTC'), intl(at, 'America/Los_Angeles')]);
    const formatted = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const shown = instants.map((at) => [formatDateTime(at), formatDateTimeUtc(at).replace(/ UTC$/, '')]);
      expect(built).not.toHaveBeenCalled();
      expect(formatted).not.toHaveBeenCalled();
      expect(shown).toEqual(expected.map(([own, utc]) => [own, utc]));
    } finally {
      built.mockRestore();
      formatted.mockRestore();
    }
    // Another named zone goes through Intl.
    const { formatDateTime: sharedDateTime } = shared;
    expect(instants.map((at) => sharedDateTime(at, { timeZone: 'America/Los_Angeles' }))).toEqual(expected.map(([, , la]) => la));
  });
});
