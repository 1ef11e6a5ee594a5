import { describe, expect, it } from 'vitest';
import { keepFragment, keptFragment, RETURN_PLACEHOLDER, withReturnPath } from './shell-fragments';

describe('kept shell fragments', () => {
  it('answers the kept HTML for the same shell, name and dependencies only', () => {
    const shell = {};
    const pages = [{ name: 'O nas', href: '/o-nas' }];
    keepFragment(shell, 'footer', [pages], '<footer>O nas</footer>');
    expect(keptFragment(shell, 'footer', [pages])).toBe('<footer>O nas</footer>');
    // The pages changed (a new answer from the platform), another shell, another fragment: rendered anew.
    expect(keptFragment(shell, 'footer', [[...pages]])).toBeUndefined();
    expect(keptFragment({}, 'footer', [pages])).toBeUndefined();
    expect(keptFragment(shell, 'menu ', [pages])).toBeUndefined();
  });

  it("writes each page's own path where the form's return path goes, escaped as an attribute value", () => {
    const kept = `<input type="hidden" name="return" value="${RETURN_PLACEHOLDER}"><input name="return" value="${RETURN_PLACEHOLDER}">`;
    expect(withReturnPath(kept, '/product/kubek?x=1&y="2"')).toBe('<input type="hidden" name="return" value="/product/kubek?x=1&amp;y=&quot;2&quot;"><input name="return" value="/product/kubek?x=1&amp;y=&quot;2&quot;">');
    expect(withReturnPath(kept, "/a'<b>")).not.toContain('<b>');
    expect(withReturnPath('<p>nothing to write</p>', '/x')).toBe('<p>nothing to write</p>');
  });
});
