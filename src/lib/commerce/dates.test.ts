import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('date display', () => {
  it("formats 'dd.MM.yyyy' in Warsaw time by default", () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('05.03.2026');
    // 23:30 UTC on 31 Dec is already 1 Jan in Warsaw
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01.01.2027');
    expect(formatDate(Date.UTC(2026, 0, 9))).toBe('09.01.2026');
  });

  it("formats 'dd.MM.yyyy HH:mm' with a 24-hour clock, summer and winter time", () => {
    expect(formatDateTime('2026-07-01T12:05:00Z')).toBe('01.07.2026 14:05');
    expect(formatDateTime(new Date('2026-01-15T00:00:00Z'))).toBe('15.01.2026 01:00');
    expect(formatDateTime('2026-01-14T23:00:00Z')).toBe('15.01.2026 00:00');
  });

  it('takes an explicit time zone', () => {
    expect(formatDate('2026-12-31T23:30:00Z', 'UTC')).toBe('31.12.2026');
    expect(formatDateTime('2026-07-01T12:05:00Z', 'America/New_York')).toBe('01.07.2026 08:05');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});
