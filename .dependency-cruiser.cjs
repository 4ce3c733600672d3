// The layering rules, checked by dependency-cruiser (`npm run lint:deps`, and a step of `npm test`).
//
// Repository: core/ (domain code both sides share) imports nothing of server/, rest-compat/, seed/, web/ or tests/
// (its unit tests may read real data through tests/support/, like every test);
// web/ imports nothing outside itself but core/; server/, seed/ and rest-compat/ never import web/; rest-compat/ may
// use server/ services and errors, and only the composition root (server/app.ts) imports rest-compat/.
// Web (web/src/): pages/ -> app/ (the shell) -> components/, lib/, storage/, auth/ -> core/. A lower layer never
// imports a higher one; storage/ may use auth/, never the other way round.
// Everywhere: no import cycle (type-only imports count: they tie the modules together just the same), except the
// type-only loops through codegen's generated resolver types (see the rule).

/** A path under web/src/. */
const web = (folder) => `^web/src/${folder}/`;

/** A known arrow that breaks `rule` (see `knownViolations` below). */
const knownArrow = (rule, from, to) => ({ type: 'dependency', rule: { name: rule, severity: 'error' }, from, to });
/** A known import cycle through these modules, in the order the check reports it. */
const knownCycle = (...modules) => ({
  type: 'cycle',
  rule: { name: 'no-circular', severity: 'error' },
  from: modules.at(-1),
  to: modules[0],
  cycle: modules.map((name) => ({ name, dependencyTypes: [] })),
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other (directly or through others) cannot be understood or tested apart.',
      from: {},
      // Codegen's resolver types name the GraphQL context and the stored record types by design, and the resolvers
      // and services name the generated argument types back: those type-only loops through the generated file are
      // how schema-first typing works, not a tangle, so they are the one exception.
      to: { circular: true, viaNot: '^server/graphql/generated/' },
    },
    {
      name: 'core-imports-no-side',
      severity: 'error',
      comment: 'core/ is shared by the server, the importer and the browser: it may not lean on any of them.',
      from: { path: '^core/' },
      to: { path: '^(server|rest-compat|seed|web)/' },
    },
    {
      name: 'only-tests-use-test-support',
      severity: 'error',
      comment: 'tests/ (its helpers and real-data readers) serves tests; code that ships never imports it.',
      from: { pathNot: ['^tests/', '\\.test\\.tsx?$', '/test-support/'] },
      to: { path: '^tests/' },
    },
    {
      name: 'web-imports-only-core',
      severity: 'error',
      comment: 'The browser bundle takes shared code from core/ only, never from the server, importer or REST layer.',
      from: { path: '^web/' },
      to: { path: '^(server|rest-compat|seed)/' },
    },
    {
      name: 'server-side-not-web',
      severity: 'error',
      comment: 'Server, importer and REST layer never reach into the browser tree; shared facts live in core/.',
      from: { path: '^(server|seed|rest-compat)/' },
      to: { path: '^web/' },
    },
    {
      name: 'server-not-rest-compat',
      severity: 'error',
      comment: 'rest-compat/ sits on the server services; only the composition root wires it in.',
      from: { path: '^server/', pathNot: '^server/app\\.ts$' },
      to: { path: '^rest-compat/' },
    },
    {
      name: 'web-lower-layers-not-shell-or-pages',
      severity: 'error',
      comment: 'components/, lib/, storage/ and auth/ sit below the app shell and the pages: move what they need down.',
      from: { path: `${web('(components|lib|storage|auth)')}` },
      to: { path: `${web('(app|pages)')}` },
    },
    {
      name: 'web-shell-not-pages',
      severity: 'error',
      comment: 'The app shell sits below the pages; the route tree that mounts pages lives in pages/router.tsx.',
      from: { path: web('app') },
      to: { path: web('pages') },
    },
    {
      name: 'web-auth-not-storage',
      severity: 'error',
      comment: 'storage/ may use auth/ (who is signed in), not the other way round, so the two never form a loop.',
      from: { path: web('auth') },
      to: { path: web('storage') },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|web/dist|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
