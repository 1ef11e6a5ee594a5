import { describe, expect, it } from 'vitest';
import { sanitiseContentHtml } from './content-html';

describe('sanitiseContentHtml', () => {
  it('keeps formatting, links, images and tables', () => {
    const html = '<h2>Dostawa</h2><p>Kurier <strong>24h</strong>, <a href="https://example.com/x">więcej</a></p><img src="https://cdn.test/a.png" alt="A"><table><tr><td>1</td></tr></table>';
    expect(sanitiseContentHtml(html)).toBe(
      '<h2>Dostawa</h2><p>Kurier <strong>24h</strong>, <a href="https://example.com/x">więcej</a></p><img loading="lazy" src="https://cdn.test/a.png" alt="A" /><table><tr><td>1</td></tr></table>',
    );
  });
  it('removes scripts, styles, event handlers, javascript: links and frames', () => {
    const html = '<p onclick="steal()">Hi<script>alert(1)</script></p><style>body{display:none}</style><a href="javascript:alert(1)">x</a><iframe src="https://evil.test"></iframe><img src=x onerror="alert(1)">';
    const clean = sanitiseContentHtml(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style/i);
    expect(clean).toContain('<p>Hi</p>');
  });
  it('turns a content h1 into h2 and protects new-tab links', () => {
    expect(sanitiseContentHtml('<h1>T</h1><a href="https://a.test" target="_blank">a</a>')).toBe('<h2>T</h2><a href="https://a.test" target="_blank" rel="noopener noreferrer">a</a>');
    expect(sanitiseContentHtml(null)).toBe('');
  });
});
