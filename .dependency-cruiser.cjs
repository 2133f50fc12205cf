/**
 * Import rules of the repository (docs/architecture.md), checked by `npm run check:deps`:
 *
 * 1. No runtime import cycles in the server, the storefront or packages/br. Type-only imports
 *    vanish at compile time and are not counted.
 * 2. A storefront feature imports `ui/`, `lib/`, `messages/` and another feature's public entry
 *    (`features/<x>/index.ts`) only, never another feature's internals.
 * 3. A commerce module never reads another module's `repository` or `tables`: it goes through
 *    that module's service, so the owning module stays the only one that knows its tables.
 * 4. The server's runtime code never imports the demo content (apps/commerce/demo): only the
 *    start-up (server.ts) plugs it in, through the media module's PictureDrawer interface.
 *
 * Rules 1 to 3 start with the violations the code had when they were introduced, listed in
 * .dependency-cruiser-known.cjs as explicit exceptions. That list only shrinks: remove a line
 * when its import is gone; a new violation fails the check.
 */

const SOURCES = '^(apps/commerce/src|apps/commerce/demo|apps/storefront/src|packages/br/src)/';
const TESTS = '(\\.test\\.tsx?|/testing\\.ts)$';
const FEATURES = 'apps/storefront/src/features';

/** Today's violations, allowed one by one (a shrinking list): .dependency-cruiser-known.cjs. */
const KNOWN = require('./.dependency-cruiser-known.cjs');
const MODULES = 'apps/commerce/src/modules';

const exactly = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One rule per importing feature: its known imports of other features' internals are allowed. */
function featureRules() {
  const features = require('node:fs')
    .readdirSync(`${__dirname}/${FEATURES}`, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return features.map((feature) => ({
    name: `feature-internals:${feature}`,
    severity: 'error',
    comment: `features/${feature} imports another feature's internals; import its public entry (features/<x>/index.ts), or move the shared piece to ui/ or lib/.`,
    from: { path: `^${FEATURES}/${feature}/`, pathNot: TESTS },
    to: {
      path: `^${FEATURES}/[^/]+/`,
      pathNot: [
        `^${FEATURES}/${feature}/`,
        `^${FEATURES}/[^/]+/index\\.tsx?$`,
        ...(KNOWN.featureImports[feature] ?? []).map((file) => `^${exactly(`${FEATURES}/${file}`)}$`),
      ],
    },
  }));
}

/**
 * One rule per commerce module: no run-time import of another module's repository or tables.
 * Type-only imports (the row types of another module's data) are allowed: they read nothing.
 */
function moduleRules() {
  const modules = require('node:fs')
    .readdirSync(`${__dirname}/${MODULES}`, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return modules.map((module) => ({
    name: `module-reads-other-module-data:${module}`,
    severity: 'error',
    comment: `modules/${module} reads another module's repository or tables; call that module's service instead.`,
    from: { path: `^${MODULES}/${module}/`, pathNot: TESTS },
    to: {
      path: `^${MODULES}/[^/]+/(repository|tables)(\\.ts|/)`,
      pathNot: [
        `^${MODULES}/${module}/`,
        ...(KNOWN.moduleReads[module] ?? []).map((file) => `^${exactly(`${MODULES}/${file}`)}$`),
      ],
      dependencyTypesNot: ['type-only'],
    },
  }));
}

module.exports = {
  forbidden: [
    {
      name: 'no-runtime-cycle',
      severity: 'error',
      comment: 'Runtime import cycle: break it by moving the shared piece down or passing it in.',
      from: {
        path: SOURCES,
        pathNot: [TESTS, ...KNOWN.cycleModules.map((m) => `^${exactly(m)}$`)],
      },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    ...featureRules(),
    ...moduleRules(),
    {
      name: 'runtime-imports-demo',
      severity: 'error',
      comment:
        'Runtime code imports the demo content; depend on an interface and let server.ts pass the demo in.',
      from: { path: '^apps/commerce/src/', pathNot: [TESTS, '^apps/commerce/src/server\\.ts$'] },
      to: { path: '^apps/commerce/demo/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next[^/]*|dist|coverage)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
