// The layering rules, checked by dependency-cruiser (`npm run lint:deps`, and a step of `npm test`).
//
// Repository: core/ (domain code both sides share) imports nothing of server/, rest-compat/, seed/, web/ or tests/
// (its unit tests may read real data through tests/support/, like every test);
// web/ imports nothing outside itself but core/; server/, seed/ and rest-compat/ never import web/; rest-compat/ may
// use server/ services and errors, and only the composition root (server/app.ts) imports rest-compat/.
// Web (web/src/): pages/ -> app/ (the shell) -> components/, lib/, storage/, auth/ -> core/. A lower layer never
// imports a higher one; storage/ may use auth/, never the other way round.
// Everywhere: no import cycle (type-only imports count: they tie the modules together just the same).

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
      to: { circular: true },
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
    // Arrows that break a rule in code another engineer is changing on their own branch right now (issue 15). Each
    // names its owner; the integrator removes an entry when that branch lands, and the check then holds it for good.
    knownViolations: [
      // Owner: the storage engineer (web/src/auth/ and storage/ are becoming a reducer; sign-in controls move out of auth/).
      knownArrow('web-lower-layers-not-shell-or-pages', 'web/src/auth/AuthControls.tsx', 'web/src/app/layout/ToolbarMenu.tsx'),
      knownArrow('web-lower-layers-not-shell-or-pages', 'web/src/auth/AuthControls.tsx', 'web/src/app/layout/use-dismiss.ts'),
      knownArrow('web-lower-layers-not-shell-or-pages', 'web/src/auth/AuthControls.tsx', 'web/src/pages/tools/ui/UnsentCharactersDialog.tsx'),
      knownArrow('web-auth-not-storage', 'web/src/auth/AuthControls.tsx', 'web/src/storage/use-characters.ts'),
      knownArrow('web-auth-not-storage', 'web/src/auth/session.ts', 'web/src/storage/local-characters.ts'),
      // Owner: the storage engineer (core/engine/).
      knownCycle('core/engine/features/mechanics.ts', 'core/engine/compute/ability-scores.ts'),
      knownCycle('core/engine/features/scaling.ts', 'core/engine/compute/ability-scores.ts', 'core/engine/features/mechanics.ts'),
      // Owner: the catalogue engineer (server/ services built once and passed in the context; /api wired in one place).
      knownArrow('server-not-rest-compat', 'server/auth/auth-layer.ts', 'rest-compat/account-routes.ts'),
      knownArrow('server-not-rest-compat', 'server/auth/refusal-limiter.ts', 'rest-compat/account-errors.ts'),
      // Owner: the catalogue engineer (the generated resolver types name the context, which names the services).
      knownCycle('server/graphql/generated/resolvers-types.ts', 'server/chapters/chapter-model.ts'),
      knownCycle('server/chapters/chapter-model.ts', 'server/graphql/generated/resolvers-types.ts', 'server/graphql/context.ts', 'server/chapters/chapter-service.ts'),
      knownCycle('server/graphql/generated/resolvers-types.ts', 'server/graphql/context.ts', 'server/chapters/chapter-service.ts'),
      knownCycle('server/rules/loaders.ts', 'server/rules/filters.ts', 'server/search/search-query.ts', 'server/graphql/generated/resolvers-types.ts', 'server/graphql/context.ts'),
      knownCycle('server/search/search-service.ts', 'server/graphql/generated/resolvers-types.ts', 'server/graphql/context.ts'),
      knownCycle(
        'server/search/search-entries.ts',
        'server/chapters/chapter-service.ts',
        'server/graphql/generated/resolvers-types.ts',
        'server/graphql/context.ts',
        'server/search/search-service.ts',
        'server/search/search-documents.ts',
      ),
      knownCycle(
        'server/chapters/chapter-service.ts',
        'server/graphql/generated/resolvers-types.ts',
        'server/graphql/context.ts',
        'server/search/search-service.ts',
        'server/search/search-entries.ts',
      ),
      knownCycle('server/graphql/generated/resolvers-types.ts', 'server/graphql/context.ts', 'server/search/search-service.ts', 'server/search/search-query.ts'),
      knownCycle(
        'server/search/search-documents.ts',
        'server/search/search-entries.ts',
        'server/chapters/chapter-service.ts',
        'server/graphql/generated/resolvers-types.ts',
        'server/graphql/context.ts',
        'server/search/search-service.ts',
        'server/search/search-ranking.ts',
      ),
      knownCycle(
        'server/search/search-query.ts',
        'server/graphql/generated/resolvers-types.ts',
        'server/graphql/context.ts',
        'server/search/search-service.ts',
        'server/search/search-ranking.ts',
      ),
    ],
  },
};
