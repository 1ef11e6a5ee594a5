import { describe, expect, it } from 'vitest';
import { jsonScript, scriptSafeText } from './json-script';

const HOSTILE_NAMES = [
  '</script><script>alert(1)</script>',
  '</SCRIPT ><img src=x onerror=alert(1)>',
  '<!--<script>',
  ']]></script>',
  'Tom & Jerry > "quotes" \'single\'',
  'line\u2028separator\u2029paragraph',
  '\u003c/script>',
];

/** What an HTML parser does with a script's text: it ends at the first `</script`, and `<!--` is a comment start. */
function endsScriptEarly(text: string): boolean {
  return /<\/script/i.test(text) || text.includes('<!--');
}

describe('jsonScript', () => {
  it.each(HOSTILE_NAMES)('writes %j so that it cannot end the script and reads back the same', (name) => {
    const value = { '@type': 'BreadcrumbList', itemListElement: [{ name }], nested: { list: [name, 1, null] } };
    const text = jsonScript(value);
    expect(endsScriptEarly(text)).toBe(false);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('writes plain values as JSON does', () => {
    expect(jsonScript({ a: 'Kubek', b: [1, 2] })).toBe('{"a":"Kubek","b":[1,2]}');
    expect(jsonScript(undefined)).toBe('null');
  });
});

describe('scriptSafeText (JSON text from elsewhere)', () => {
  it('escapes the same characters in a JSON text and keeps its value', () => {
    const raw = '{"@context":"https://schema.org","name":"</script><script>alert(1)</script> & <b>"}';
    const safe = scriptSafeText(raw);
    expect(endsScriptEarly(safe)).toBe(false);
    expect(JSON.parse(safe)).toEqual(JSON.parse(raw));
  });
});
