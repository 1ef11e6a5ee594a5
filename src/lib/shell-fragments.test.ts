import { describe, expect, it } from 'vitest';
import {
  keepFragment,
  keptFragment,
  keptHtml,
  OTHER_LANGUAGE_PLACEHOLDER,
  RETURN_PLACEHOLDER,
  SIGN_IN_PLACEHOLDER,
  withPageValues,
  type PageValues,
} from './shell-fragments';

const write = (html: string, values: PageValues) => withPageValues(keptHtml(html), values);
const withReturnPath = (html: string, returnTo: string) => write(html, { [RETURN_PLACEHOLDER]: returnTo });

describe('kept shell fragments', () => {
  it('answers the kept HTML for the same shell, name and dependencies only', () => {
    const shell = {};
    const pages = [{ name: 'O nas', href: '/o-nas' }];
    const footer = keptHtml('<footer>O nas</footer>');
    keepFragment(shell, 'footer', [pages], footer);
    expect(keptFragment(shell, 'footer', [pages])).toBe(footer);
    // The pages changed (a new answer from the platform), another shell, another fragment: rendered anew.
    expect(keptFragment(shell, 'footer', [[...pages]])).toBeUndefined();
    expect(keptFragment({}, 'footer', [pages])).toBeUndefined();
    expect(keptFragment(shell, 'menu ', [pages])).toBeUndefined();
  });

  it("writes each page's own path where the form's return path goes, escaped as an attribute value", () => {
    const kept = `<input type="hidden" name="return" value="${RETURN_PLACEHOLDER}"><input name="return" value="${RETURN_PLACEHOLDER}">`;
    expect(withReturnPath(kept, '/product/kubek?x=1&y="2"')).toBe(
      '<input type="hidden" name="return" value="/product/kubek?x=1&amp;y=&quot;2&quot;"><input name="return" value="/product/kubek?x=1&amp;y=&quot;2&quot;">',
    );
    expect(withReturnPath(kept, "/a'<b>")).not.toContain('<b>');
    expect(withReturnPath('<p>nothing to write</p>', '/x')).toBe('<p>nothing to write</p>');
  });

  it("writes each of the page's values where its placeholder is, and leaves a placeholder without a value alone", () => {
    const kept = `<a href="${SIGN_IN_PLACEHOLDER}">Zaloguj</a><a href="${OTHER_LANGUAGE_PLACEHOLDER}">EN</a><input name="return" value="${RETURN_PLACEHOLDER}">`;
    expect(
      write(kept, { [SIGN_IN_PLACEHOLDER]: '/login?return=%2Fcart', [OTHER_LANGUAGE_PLACEHOLDER]: '/en/cart?a=1&b=2', [RETURN_PLACEHOLDER]: '/cart' }),
    ).toBe('<a href="/login?return=%2Fcart">Zaloguj</a><a href="/en/cart?a=1&amp;b=2">EN</a><input name="return" value="/cart">');
    expect(write(kept, { [RETURN_PLACEHOLDER]: '/cart' })).toContain(`href="${SIGN_IN_PLACEHOLDER}"`);
    expect(write(kept, { [OTHER_LANGUAGE_PLACEHOLDER]: '/en/"><script>' })).not.toContain('<script>');
  });
});
