import { describe, expect, it } from 'vitest';
import { nextRecheck, recheckCount, RECHECK_LIMIT } from './thank-you-page';

describe('the thank-you page’s automatic checks', () => {
  it('counts the checks from the query and stops at the limit', () => {
    const url = new URL('https://shop.test/en/checkout/thank-you?code=AB12CD&t=default');
    expect(recheckCount(url.searchParams)).toBe(0);
    expect(nextRecheck(url, 0)).toBe('/en/checkout/thank-you?code=AB12CD&t=default&check=1');
    expect(nextRecheck(url, RECHECK_LIMIT)).toBeUndefined();
    expect(recheckCount(new URLSearchParams('check=2'))).toBe(2);
    // Anything odd counts as done: no endless reloading.
    expect(recheckCount(new URLSearchParams('check=999'))).toBe(RECHECK_LIMIT);
    expect(recheckCount(new URLSearchParams('check=x'))).toBe(RECHECK_LIMIT);
  });
});
