// Before rendering a framework component, Astro asks each renderer whether the component is its own.
// @astrojs/react answers by rendering the component once in a trial render (React's renderToStaticMarkup
// of a wrapper that calls it), on every request, and then renders it again for real: for the product
// page's add-to-cart island that trial was about 4 % of the page's CPU. In this project React is the only
// renderer of components and the integration's `include` option names the files it renders (the
// islands), so a component from such a file is React's without a trial. Components from anywhere else
// still get the renderer's own check. The change is made to the renderer's code as the server is
// bundled; a renderer whose check no longer looks as expected fails the build.
import { REACT_RENDERER_FILE, sourcePatch } from './source-patch';

const SIGNATURE = '  if (filter && metadata?.componentUrl && !filter(metadata.componentUrl)) {\n    return false;\n  }\n';

export const reactIslandCheck = () =>
  sourcePatch({
    name: 'react-island-check',
    file: REACT_RENDERER_FILE,
    signature: SIGNATURE,
    expected: 'checks components as expected',
    patch: (code) => code.replace(SIGNATURE, `${SIGNATURE}  if (filter && metadata?.componentUrl) {\n    return true;\n  }\n`),
  });
