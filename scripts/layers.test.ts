import { describe, expect, it } from 'vitest';
import { astroTwin } from './layers.ts';

describe('astroTwin: what dependency-cruiser reads of a .astro file', () => {
  it('keeps the frontmatter and every bundled script, in order', () => {
    const twin = astroTwin(
      [
        '---',
        "import Card from './Card.astro';",
        "import { t } from '../i18n/messages';",
        '---',
        '<Card title={t("pl", "x")} />',
        '<script>',
        "  import { showCartCount } from './cart-count';",
        '  showCartCount();',
        '</script>',
      ].join('\n'),
    );
    expect(twin).toContain("import Card from './Card.astro';");
    expect(twin).toContain("import { t } from '../i18n/messages';");
    expect(twin).toContain("import { showCartCount } from './cart-count';");
    expect(twin.indexOf('Card.astro')).toBeLessThan(twin.indexOf('cart-count'));
    expect(twin).not.toContain('<Card');
  });

  it('leaves out what Astro does not bundle: inline scripts, data blocks, set:html and src scripts', () => {
    const twin = astroTwin(
      [
        "<script is:inline>import('/inline.js');</script>",
        '<script type="application/ld+json" set:html={jsonLd} />',
        '<script type="application/json">{"import": "./data"}</script>',
        '<script is:inline defer src={script}></script>',
        "<script>import './bundled';</script>",
      ].join('\n'),
    );
    expect(twin).not.toContain('inline.js');
    expect(twin).not.toContain('./data');
    expect(twin).toContain("import './bundled';");
  });

  it('reads the script after a self-closing one', () => {
    const twin = astroTwin('<script type="application/ld+json" set:html={jsonLd} />\n<p>…</p>\n<script>import { start } from "./start";</script>');
    expect(twin).toContain('import { start } from "./start";');
  });

  it('is empty for markup alone', () => {
    expect(astroTwin('<p>Hello</p>').trim()).toBe('');
  });
});
