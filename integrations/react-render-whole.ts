// @astrojs/react renders every island through React's web stream (renderToReadableStream): React encodes
// its output into byte chunks and the renderer decodes them back into the string Astro wants, on every
// request (about 8 % of the CPU of a rendered product page, for one add-to-cart island). An island that
// does not suspend renders the same markup with renderToString, which builds the string directly. So the
// renderer first renders the island whole with renderToString (with the island's identifier prefix, as
// the stream gets it: useId must match in the browser) and keeps the stream for what that cannot do:
// a boundary that suspended (React marks it `<!--$!-->` for the browser to render, where the stream
// would have waited for it), a component that suspended outside a boundary (renderToString throws), and
// an action's form state (which only the stream takes). The integration's own option for this
// (`experimentalDisableStreaming`) drops the prefix and the form state, and would send a suspended
// boundary's fallback. The change is made to the renderer's code as the server is bundled; a renderer
// whose code no longer matches fails the build instead of silently losing it.
import { REACT_RENDERER_FILE, sourcePatch } from './source-patch';

const SIGNATURE = '  if (opts.experimentalDisableStreaming) {\n    html = ReactDOM.renderToString(vnode);\n  } else if';

export const reactRenderWhole = () =>
  sourcePatch({
    name: 'react-render-whole',
    file: REACT_RENDERER_FILE,
    signature: SIGNATURE,
    expected: 'chooses its render as expected',
    patch: (code) => `${code.replace(
        SIGNATURE,
        [
          '  const whole = formState ? undefined : renderWhole(vnode, prefix);',
          '  if (whole !== undefined) {',
          '    html = whole;',
          '  } else if (opts.experimentalDisableStreaming) {',
          '    html = ReactDOM.renderToString(vnode);',
          '  } else if',
        ].join('\n'),
      )}
function renderWhole(vnode, identifierPrefix) {
  let html;
  try {
    html = ReactDOM.renderToString(vnode, { identifierPrefix });
  } catch {
    return undefined;
  }
  return html.includes('<!--$!-->') ? undefined : html;
}
`,
  });
