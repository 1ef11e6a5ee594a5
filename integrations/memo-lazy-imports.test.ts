import { describe, expect, it } from 'vitest';
import { keepLazyImports } from './memo-lazy-imports';

const manifest = [
  'var _page0 = () => import("./node_a.mjs");',
  'var _page1 = () => import("./_slug__b.mjs");',
  'var manifest = Object.assign(_manifest, {',
  '\trenderers,',
  '\tmiddleware: () => import("../virtual_astro_middleware.mjs"),',
  '\tcacheProvider: () => import("./cache-provider.mjs"),',
  '\troutes: manifestRoutes,',
  '});',
].join('\n');

describe('the server manifest keeps what its lazy imports loaded', () => {
  it('makes every page loader and the manifest loaders keep their first promise', async () => {
    const changed = keepLazyImports(manifest)!;
    expect(changed).toContain('var _page0 = __keptImport(() => import("./node_a.mjs"));');
    expect(changed).toContain('var _page1 = __keptImport(() => import("./_slug__b.mjs"));');
    expect(changed).toContain('\tmiddleware: __keptImport(() => import("../virtual_astro_middleware.mjs")),');
    expect(changed).toContain('\tcacheProvider: __keptImport(() => import("./cache-provider.mjs")),');
    expect(changed).not.toContain('= () => import(');
  });

  it('loads a module once however often it is asked for', async () => {
    const changed = keepLazyImports(manifest)!;
    let loads = 0;
    const keptImport = new Function(`${changed.slice(0, changed.indexOf('var _page0'))}; return __keptImport;`)() as (load: () => Promise<unknown>) => () => Promise<unknown>;
    const page = keptImport(async () => ({ loaded: ++loads }));
    expect(await page()).toEqual({ loaded: 1 });
    expect(await page()).toEqual({ loaded: 1 });
    expect(loads).toBe(1);
  });

  it('fails the build when the manifest no longer loads its middleware as expected', () => {
    expect(() => keepLazyImports(manifest.replace('\tmiddleware: () => import', '\tmiddleware: async () => import'))).toThrow(/no longer loads/);
  });

  it('leaves every other chunk alone', () => {
    expect(keepLazyImports('const x = () => import("./y.mjs");')).toBeNull();
  });
});
