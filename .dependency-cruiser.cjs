// The layers of the code (data flows down: islands and stores → actions → src/lib → the platform client;
// src/lib/commerce and src/i18n are the pure bottom), checked by `npm test` and `npm run lint:layers`.
// Run it through scripts/layers.ts: dependency-cruiser parses no .astro file, so the script hands it each
// `Name.astro` as a `Name.astro.ts` twin (frontmatter and bundled scripts). `npx depcruise src …` alone
// sees only the TypeScript files (and skips the orphan rule, which needs the twins).
// astro:* modules are declared built-in: resolved deliberately, never followed, and nameable in rules.

/** A .astro component, or its twin in the tree scripts/layers.ts cruises. */
const ASTRO = '\\.astro(\\.ts)?$';
/** Server-only code a browser module must not import. */
const SERVER = ['^src/(actions|middleware|pages|layouts|components)(/|\\.ts$)', '^src/lib/platform/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'not-to-unresolvable', comment: 'Every import resolves to a file or a package.', severity: 'error', from: {}, to: { couldNotResolve: true } },
    { name: 'no-circular', comment: 'No module reaches itself through its imports.', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'platform-not-src',
      comment: 'The embedded platform and the storefront share only openapi/platform.yaml.',
      severity: 'error',
      from: { path: '^platform/' },
      to: { path: '^src/' },
    },
    { name: 'src-not-platform', comment: 'See platform-not-src.', severity: 'error', from: { path: '^src/' }, to: { path: '^platform/' } },
    {
      name: 'lib-not-upward',
      comment: 'src/lib serves the layers above it and imports none of them.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(components|islands|stores|actions|pages|layouts|middleware)(/|\\.ts$)' },
    },
    {
      name: 'islands-no-server',
      comment: 'Islands run in the browser: no server components or modules (the actions client comes from astro:actions).',
      severity: 'error',
      from: { path: '^src/islands/' },
      to: { path: [ASTRO, ...SERVER] },
    },
    {
      name: 'islands-no-node',
      comment: 'Islands run in the browser: no Node built-ins, no Astro server modules.',
      severity: 'error',
      from: { path: '^src/islands/' },
      to: { dependencyTypes: ['core'], pathNot: '^astro:actions$' },
    },
    {
      name: 'stores-no-server',
      comment: 'Stores run in the browser beside the islands: no server modules, no components.',
      severity: 'error',
      from: { path: '^src/stores/' },
      to: { path: [ASTRO, ...SERVER] },
    },
    {
      name: 'stores-no-node',
      comment: 'See islands-no-node.',
      severity: 'error',
      from: { path: '^src/stores/' },
      to: { dependencyTypes: ['core'], pathNot: '^astro:actions$' },
    },
    {
      name: 'pure-no-io',
      comment: 'src/lib/commerce and src/i18n are pure rules: no Node built-ins, no packages but zod (tests may use their runner).',
      severity: 'error',
      from: { path: '^src/(lib/commerce|i18n)/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-no-pkg'], pathNot: ['^zod', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'i18n-only-commerce',
      comment: 'src/i18n and src/lib/commerce form the pure bottom together (formats use locales, locale rules use commerce); nothing else of src/.',
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: { path: '^src/', pathNot: '^src/(i18n|lib/commerce)/' },
    },
    {
      name: 'commerce-only-i18n',
      comment: 'See i18n-only-commerce; the stored-value parsers (pure, importing nothing) may be used to hold stored copies to a schema.',
      severity: 'error',
      from: { path: '^src/lib/commerce/' },
      to: { path: '^src/', pathNot: ['^src/(i18n|lib/commerce)/', '^src/lib/stored-value\\.ts$'] },
    },
    {
      name: 'stored-value-pure',
      comment: 'src/lib/stored-value.ts sits in the pure bottom with commerce: it imports nothing.',
      severity: 'error',
      from: { path: '^src/lib/stored-value\\.ts$' },
      to: {},
    },
    ...(process.env.LAYERS_ASTRO_TWINS
      ? [
          {
            name: 'no-orphans',
            comment: 'Every module is imported or imports something (type declarations and tool configs aside).',
            severity: 'error',
            from: { orphan: true, pathNot: ['\\.d\\.ts$', '(^|/)[^/]+\\.config\\.ts$'] },
            to: {},
          },
        ]
      : []),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', '^\\.astro/', '^node_modules/'] },
    // Type-only imports count: a type from a layer above couples the code as much as a value does.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    builtInModules: { add: ['astro:actions', 'astro:content', 'astro:middleware'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
