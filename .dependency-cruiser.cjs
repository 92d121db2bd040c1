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
      name: 'backstage-host-is-the-one-place-for-backstage',
      comment:
        "adapters/backstage-plugins/ hosts Backstage's frontend plugins, and is the one folder of product code that imports " +
        "Backstage's frontend libraries (@backstage/*) and Material UI v4 (@material-ui/*). Its React 18 side " +
        '(react18/) runs in a React root of its own, on the React 18 and react-router 6 the build gives it ' +
        '(config/build/backstage-plugins.ts): it imports React, the router, those libraries, domain/ and its own folder, ' +
        "nothing of the portal's React 19 code. Its portal side (backstage-page.tsx) is a page like a plugin's: React, " +
        'the router and the plugin API.',
      severity: 'error',
      from: { path: '^adapters/backstage-plugins/react18/' },
      to: {
        pathNot: [
          '^adapters/backstage-plugins/',
          '^domain/',
          // The host's libraries (config/build/backstage-plugins.ts, HOST_LIBRARIES); frontend-app-api and
          // frontend-plugin-api instantiate new-frontend-system plugins.
          '^node_modules/(react|react-dom|react-router-dom|@backstage/(catalog-client|core-app-api|core-plugin-api|frontend-app-api|frontend-plugin-api|integration|theme|ui|version-bridge)|@material-ui/core|@types)/',
        ],
      },
    },
    {
      name: 'backstage-host-portal-side',
      comment: "The host's portal side uses React, the router, fp-ts, the plugin API, domain/ and application/, and its own folder.",
      severity: 'error',
      from: { path: '^adapters/backstage-plugins/', pathNot: '^adapters/backstage-plugins/react18/' },
      to: {
        pathNot: ['^adapters/backstage-plugins/', '^domain/', '^application/', '^plugin-api/', '^node_modules/(react|react-dom|react-router-dom|fp-ts|@types)/'],
      },
    },
    {
      name: 'adapters-libraries',
      comment:
        'adapters/ (but the Backstage host, whose rules are above) may use io-ts, fp-ts, js-yaml, Node built-ins (the CLI), fflate (zip is a wire format: the template ' +
        "editor's dry-run download), eventsource-parser (the event-stream wire format) and, for the CLI alone, minimatch " +
        '(glob patterns: a matcher that does not backtrack on many stars), nothing else from npm.',
      severity: 'error',
      from: { path: '^adapters/', pathNot: '^adapters/backstage-plugins/' },
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
        'plugin-api/ is what plugins may use: it names ports, hooks and views (domain/, application/, the shell), never the ' +
        'concrete adapters or the composition root, which stay internal.',
      severity: 'error',
      from: { path: '^plugin-api/', pathNot: '^plugin-api/testing\\.tsx$' },
      to: { path: ['^adapters/', '^config/'] },
    },
    {
      name: 'plugin-api-testing-uses-only-the-backend-client',
      comment:
        "The plugin API's test host (plugin-api/testing.tsx) may build one adapter, the backend client, over a test's fake " +
        'fetch: a plugin service is then tested with the URLs, decoding and errors it meets in the portal, not a copy of them.',
      severity: 'error',
      from: { path: '^plugin-api/testing\\.tsx$' },
      to: { path: ['^adapters/', '^config/'], pathNot: '^adapters/app/backend-client\\.http-adapter\\.ts$' },
    },
    {
      name: 'plugin-api-builds-on-the-shell-only',
      comment:
        "plugin-api/ is built on the shell (ui/app/), not on a feature area: what a plugin may use cannot depend on which " +
        'built-in plugins a portal has, and a feature area that needs something the API offers takes it from the shell too.',
      severity: 'error',
      from: { path: '^plugin-api/' },
      to: { path: '^ui/', pathNot: '^ui/app/' },
    },
    {
      name: 'ui-never-imports-plugin-api',
      comment:
        'plugin-api/ is the boundary built on ui/ (it re-exports the shell); ui/ importing it back would make a loop. ' +
        'The built-in plugins are made with the API outside ui/, in config/browser/plugins/.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^plugin-api/' },
    },
    {
      name: 'built-in-plugins-use-the-public-api-only',
      comment:
        "A built-in plugin (config/browser/plugins/<area>.tsx) is made as a company's plugin is: with the plugin API's " +
        'public module, its own area (ui/<area>/, adapters/<area>/ with its services, domain/<area>/) and the libraries a ' +
        "plugin may use, never the shell's internals (ui/app/) or another area: nothing a company's plugin could not do.",
      severity: 'error',
      from: { path: '^config/browser/plugins/([^/]+)\\.tsx?$' },
      to: {
        pathNot: [
          '^plugin-api/index\\.ts$',
          '^(ui|adapters|domain)/$1/',
          '^node_modules/(react|@blueprintjs/(core|icons)|@tanstack/react-query|@types)/',
        ],
      },
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
      comment:
        "Product code keeps off Backstage's libraries: only the Backstage plugin host (adapters/backstage-plugins/, the one " +
        'place for its frontend libraries and Material UI v4), the embedded backend (config/dev-backend/embedded), the example ' +
        "of a company's own Backstage plugin (examples/backstage-plugin-*) and tests use @backstage/* packages.",
      severity: 'error',
      from: { path: '^(domain|application|adapters|ui|plugin-api|examples|config/browser)/', pathNot: ['^adapters/backstage-plugins/', '^examples/backstage-plugin-[^/]+/'] },
      to: { path: '^node_modules/(@backstage|@backstage-community|@material-ui)/' },
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
