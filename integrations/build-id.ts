// The build id (spec §2 and §9, the build manifest): chosen once per `astro build` and compiled into the
// server as `__BUILD_ID__`, so every process started from one build answers the same id and a page names
// the build that rendered it. The build's time leads, for people reading the manifest.
import type { AstroIntegration } from 'astro';
import { randomBytes } from 'node:crypto';

export function buildId(): AstroIntegration {
  return {
    name: 'build-id',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        const time = new Date().toISOString().replace(/[-:]|\.\d+/g, '');
        const id = `${time}-${randomBytes(4).toString('hex')}`;
        updateConfig({ vite: { define: { __BUILD_ID__: JSON.stringify(id) } } });
      },
    },
  };
}
