// The one writer of JSON inside a <script> element (JSON-LD, the integrations' config, analytics events,
// the platform's JSON data blocks). An HTML parser ends a script at the first `</script` whatever JSON
// thinks of it, and `<!--` changes how it looks for the end, so `<`, `>` and `&` are written as JSON
// escapes; U+2028 and U+2029 too, which some JavaScript parsers took for line ends. The text stays valid
// JSON with the same value.

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const escapeOne = (ch: string) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON text of a JSON text from elsewhere (e.g. the platform's JSON-LD), safe inside a script element. */
export function scriptSafeText(json: string): string {
  return json.replace(SCRIPT_UNSAFE, escapeOne);
}

/** A value as JSON text safe inside a script element (for `set:html` on a `<script type="application/…json">`). */
export function jsonScript(value: unknown): string {
  return scriptSafeText(JSON.stringify(value) ?? 'null');
}
