// Layer rules of the hexagonal core (see README "Architecture").
// Paths are matched as whole folders from the repository root.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ holds pure rules: it may import only domain/ and fp-ts.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: ['^domain/', '^node_modules/fp-ts/', '^node_modules/@types/'] },
    },
    {
      name: 'application-depends-on-domain-only',
      comment: 'application/ holds use cases and ports: it may import domain/, application/ and fp-ts.',
      severity: 'error',
      from: { path: '^application/' },
      to: { pathNot: ['^application/', '^domain/', '^node_modules/fp-ts/', '^node_modules/@types/'] },
    },
    {
      name: 'adapters-never-reach-ui-or-config',
      comment: 'adapters/ implement ports; they never know the UI or the composition root.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: ['^ui/', '^config/'] },
    },
    {
      name: 'adapters-libraries',
      comment:
        'adapters/ may use io-ts, fp-ts, js-yaml, Node built-ins (the CLI), fflate (zip is a wire format: the template ' +
        "editor's dry-run download), eventsource-parser (the event-stream wire format) and, for the CLI alone, minimatch " +
        '(glob patterns: a matcher that does not backtrack on many stars), nothing else from npm.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: ['^node_modules/(io-ts|fp-ts|js-yaml|fflate|eventsource-parser|minimatch)/', '^node_modules/@types/'],
      },
    },
    {
      name: 'glob-matching-only-in-the-cli',
      comment: 'minimatch matches the glob patterns the CLI is given; no other adapter reads the file system by pattern.',
      severity: 'error',
      from: { path: '^adapters/', pathNot: '^adapters/cli/' },
      to: { path: '^node_modules/minimatch/' },
    },
    {
      name: 'ui-never-imports-adapters-or-config',
      comment: 'ui/ gets services through useService(token); concrete adapters are bound in config/.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: ['^adapters/', '^config/'] },
    },
    {
      name: 'ui-services-only-in-hooks',
      comment:
        "Views reach behaviour through their feature's hooks module (ui/<feature>/queries.ts, mutations.ts or hooks/): " +
        'only those resolve services with useService. ui/app/plugin.ts names the resolver type for route prefetches.',
      severity: 'error',
      from: { path: '^ui/', pathNot: ['^ui/[^/]+/(queries|mutations)\\.tsx?$', '^ui/[^/]+/hooks/', '^ui/app/plugin\\.ts$'] },
      to: { path: '^ui/app/services\\.tsx$' },
    },
    {
      name: 'ui-views-use-application-types-only',
      comment:
        'Components never build use cases or hold ports: they may name application/ types, and call what their hooks module gives them. ' +
        'One exception: the rollout type guard (application/kubernetes/rollouts.ts) that the cluster view sorts custom resources with.',
      severity: 'error',
      from: { path: '^ui/', pathNot: ['^ui/[^/]+/(queries|mutations)\\.tsx?$', '^ui/[^/]+/hooks/'] },
      to: { path: '^application/', pathNot: ['^application/kubernetes/rollouts\\.ts$'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'plugin-api-stays-out-of-adapters-and-config',
      comment:
        'plugin-api/ is what plugins may use: it names ports, hooks and views (domain/, application/, ui/), never the ' +
        'concrete adapters or the composition root, which stay internal.',
      severity: 'error',
      from: { path: '^plugin-api/' },
      to: { path: ['^adapters/', '^config/'] },
    },
    {
      name: 'ui-uses-only-create-plugin',
      comment:
        "The built-in plugins are made with the plugin API's createPlugin; the rest of the API re-exports ui/ and would " +
        'make a cycle, so ui/ imports nothing else of it.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^plugin-api/', pathNot: ['^plugin-api/(create-plugin\\.tsx|version\\.ts)$'] },
    },
    {
      name: 'example-plugins-use-the-public-api-only',
      comment: 'An example plugin is written as a package outside Portico would be: it imports only the plugin API (portico-app/plugin-api).',
      severity: 'error',
      from: { path: '^examples/[^/]+/src/' },
      to: { path: ['^domain/', '^application/', '^adapters/', '^ui/', '^config/'] },
    },
    {
      name: 'product-never-imports-backstage',
      comment: 'Only the embedded backend (config/dev-backend/embedded) and tests use @backstage/* packages.',
      severity: 'error',
      from: { path: '^(domain|application|adapters|ui|plugin-api|examples)/' },
      to: { path: '^node_modules/@backstage/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|lib)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
