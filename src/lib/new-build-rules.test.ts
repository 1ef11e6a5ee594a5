import { describe, expect, it } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, isCheckDue, isOtherBuild, mayReload, RELOAD_GUARD_MS } from './new-build-rules';

describe('the build manifest check', () => {
  it('is hourly', () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(60 * 60 * 1000);
  });

  it('is due when the tab comes back an hour or more after the last check', () => {
    const last = 1_700_000_000_000;
    expect(isCheckDue(last, last)).toBe(false);
    expect(isCheckDue(last, last + BUILD_CHECK_INTERVAL_MS - 1)).toBe(false);
    expect(isCheckDue(last, last + BUILD_CHECK_INTERVAL_MS)).toBe(true);
    expect(isCheckDue(last, last + 5 * BUILD_CHECK_INTERVAL_MS)).toBe(true);
  });

  it('finds another build only in a manifest naming a different id', () => {
    expect(isOtherBuild({ id: 'b2' }, 'b1')).toBe(true);
    expect(isOtherBuild({ id: 'b0' }, 'b1')).toBe(true); // a rollback counts too
    expect(isOtherBuild({ id: 'b1' }, 'b1')).toBe(false);
    for (const answer of [null, undefined, 'b2', 42, [], {}, { id: '' }, { id: 2 }, { build: 'b2' }]) {
      expect(isOtherBuild(answer, 'b1'), JSON.stringify(answer)).toBe(false);
    }
  });
});

describe('the reload guard', () => {
  const now = 1_700_000_000_000;

  it('lives 10 seconds', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it('allows a reload when none was recorded, or the record is no time', () => {
    expect(mayReload(null, now)).toBe(true);
    expect(mayReload('', now)).toBe(true);
    expect(mayReload('garbage', now)).toBe(true);
    expect(mayReload('0', now)).toBe(true);
  });

  it('refuses a second reload within 10 seconds of the last', () => {
    expect(mayReload(String(now), now)).toBe(false);
    expect(mayReload(String(now - RELOAD_GUARD_MS + 1), now)).toBe(false);
    expect(mayReload(String(now - RELOAD_GUARD_MS), now)).toBe(true);
    expect(mayReload(String(now - 60_000), now)).toBe(true);
  });

  it('holds when the clock went back a little, and lets go after a big jump', () => {
    expect(mayReload(String(now + 5_000), now)).toBe(false);
    expect(mayReload(String(now + 3_600_000), now)).toBe(true);
  });
});
