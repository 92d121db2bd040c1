import { dump } from 'js-yaml';

/** YAML as a catalog file would have it; a value reached twice is written out again. */
const stringify = (value: unknown): string => dump(value, { noRefs: true, lineWidth: -1 });

/**
 * A corpus of XSS payloads for the security tests. Every payload that runs script sets
 * `window.__xss` (or calls alert/confirm/prompt), so a test can tell whether anything executed.
 */
export const XSS_FLAG = '__xss';

/** Markup and template payloads for text fields (titles, descriptions, annotation values, definitions). */
export const HTML_PAYLOADS: readonly string[] = [
  `<script>window.__xss='script'</script>`,
  `<img src=x onerror="window.__xss='img-onerror'">`,
  `<svg onload="window.__xss='svg-onload'"><circle r="1"/></svg>`,
  `"><img src=x onerror=alert('attribute-breakout')>`,
  `'><svg/onload=confirm('single-quote-breakout')>`,
  `<iframe srcdoc="<script>parent.__xss='srcdoc'</script>"></iframe>`,
  `<a href="javascript:window.__xss='anchor'">click me</a>`,
  `<details open ontoggle="window.__xss='details-ontoggle'"><summary>x</summary></details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss='mxss'">`,
  `<object data="javascript:window.__xss='object'"></object>`,
  `<body onload="window.__xss='body-onload'">`,
  `{{constructor.constructor('window.__xss="template"')()}}`,
  `[markdown link](javascript:window.__xss='markdown')`,
  `<style>@import 'javascript:alert(1)';</style><b style="background:url(javascript:alert('css'))">css</b>`,
];

/** URLs that must never become links (the browser would run or render them). */
export const HOSTILE_URLS: readonly string[] = [
  `javascript:window.__xss='javascript-url'`,
  `JaVaScRiPt:alert('mixed-case')`,
  ` javascript:alert('leading-space')`,
  `java\tscript:alert('tab')`,
  `\u0001javascript:alert('control-char')`,
  `javascript&colon;alert('entity')`,
  `data:text/html,<script>window.__xss='data-url'</script>`,
  `data:text/html;base64,PHNjcmlwdD5hbGVydCgnZGF0YS1iYXNlNjQnKTwvc2NyaXB0Pg==`,
  `vbscript:msgbox('vbscript')`,
];

/** Schemes that must not appear on any link in the DOM (after the browser's own normalisation). */
export const UNSAFE_LINK_SCHEMES: readonly string[] = ['javascript:', 'data:', 'vbscript:'];

const parsesAsUrl = (value: string): boolean => {
  try {
    return new URL(value).protocol !== '';
  } catch {
    return false;
  }
};

const payload = (index: number): string => HTML_PAYLOADS[index % HTML_PAYLOADS.length]!;

export interface XssCatalog {
  /** The multi-document catalog-info.yaml to register. */
  readonly yaml: string;
  readonly components: readonly { readonly name: string; readonly title: string }[];
  readonly apis: readonly { readonly name: string; readonly type: string }[];
}

const OWNER = 'group:default/team-storefront';

const openApiDefinition = (): string =>
  stringify({
    openapi: '3.0.3',
    info: {
      title: payload(1),
      version: '1.0.0',
      description: HTML_PAYLOADS.join('\n\n'),
      contact: { name: payload(2), url: HOSTILE_URLS[0], email: `x@example.com"><img src=x onerror=alert('mail')>` },
      license: { name: payload(3), url: HOSTILE_URLS[6] },
      termsOfService: HOSTILE_URLS[1],
    },
    externalDocs: { url: HOSTILE_URLS[2], description: payload(4) },
    servers: [{ url: HOSTILE_URLS[8], description: payload(5) }],
    tags: [{ name: payload(6), description: payload(7), externalDocs: { url: HOSTILE_URLS[3] } }],
    paths: {
      '/pets/{id}': {
        get: {
          summary: payload(0),
          description: payload(8),
          operationId: payload(9),
          tags: [payload(6)],
          externalDocs: { url: HOSTILE_URLS[4] },
          parameters: [
            { name: 'id', in: 'path', required: true, description: payload(10), schema: { type: 'string', example: payload(11), default: payload(12) } },
          ],
          responses: {
            '200': {
              description: payload(13),
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' }, example: { name: payload(1) } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Pet: {
          type: 'object',
          title: payload(2),
          description: payload(3),
          properties: { name: { type: 'string', description: payload(4), pattern: payload(5), enum: [payload(6), payload(7)] } },
        },
      },
    },
  });

const asyncApiDefinition = (): string =>
  stringify({
    asyncapi: '2.6.0',
    info: { title: payload(8), version: '1.0.0', description: HTML_PAYLOADS.join('\n\n'), contact: { url: HOSTILE_URLS[0] }, license: { name: payload(9), url: HOSTILE_URLS[7] } },
    externalDocs: { url: HOSTILE_URLS[1] },
    servers: { production: { url: HOSTILE_URLS[0], protocol: 'kafka', description: payload(10) } },
    channels: {
      [`pets.<img src=x onerror=alert('channel')>`]: {
        description: payload(11),
        subscribe: {
          operationId: payload(12),
          summary: payload(13),
          description: payload(0),
          message: { name: payload(1), title: payload(2), summary: payload(3), description: payload(4), payload: { type: 'object', description: payload(5), properties: { name: { type: 'string', description: payload(6), examples: [payload(7)] } } } },
        },
      },
    },
  });

const graphqlDefinition = (): string =>
  [
    `"""`,
    ...HTML_PAYLOADS.map((line) => line.replace(/"""/g, '')),
    `"""`,
    `type Query {`,
    `  "${payload(1).replace(/"/g, "'")}"`,
    `  pet(id: ID! = "${payload(7).replace(/"/g, "'")}"): Pet @deprecated(reason: "${payload(2).replace(/"/g, "'")}")`,
    `}`,
    `"${payload(3).replace(/"/g, "'")}"`,
    `type Pet {`,
    `  "${payload(4).replace(/"/g, "'")}"`,
    `  name: String`,
    `}`,
    `"${payload(5).replace(/"/g, "'")}"`,
    `enum Mood { HAPPY SAD }`,
  ].join('\n');

const grpcDefinition = (): string =>
  [
    `syntax = "proto3";`,
    `// ${payload(0)}`,
    `package pets;`,
    `// ${payload(1)}`,
    `service Pets {`,
    `  // ${payload(2)}`,
    `  rpc GetPet (GetPetRequest) returns (Pet);`,
    `}`,
    `// ${payload(3)} ${HOSTILE_URLS[0]}`,
    `message GetPetRequest { string id = 1; // ${payload(4)}`,
    `}`,
    `message Pet { string name = 1; }`,
  ].join('\n');

const trpcDefinition = (): string =>
  [`// ${payload(5)}`, `export const petRouter = router({`, `  // ${payload(6)}`, `  getPet: publicProcedure.input(z.object({ id: z.string() })).query(() => "${payload(7).replace(/"/g, "'")}"),`, `});`].join('\n');

/** Entities whose every free-text and URL field carries the corpus (names and refs must stay valid to be ingested). */
export const xssCatalog = (prefix: string): XssCatalog => {
  const components = HTML_PAYLOADS.map((title, index) => ({ name: `${prefix}-component-${index}`, title }));
  const apis = [
    { name: `${prefix}-openapi`, type: 'openapi', definition: openApiDefinition() },
    { name: `${prefix}-asyncapi`, type: 'asyncapi', definition: asyncApiDefinition() },
    { name: `${prefix}-graphql`, type: 'graphql', definition: graphqlDefinition() },
    { name: `${prefix}-grpc`, type: 'grpc', definition: grpcDefinition() },
    { name: `${prefix}-trpc`, type: 'trpc', definition: trpcDefinition() },
  ];
  const annotationsOf = (index: number): Record<string, string> => ({
    'backstage.io/view-url': HOSTILE_URLS[index % HOSTILE_URLS.length]!,
    'backstage.io/edit-url': HOSTILE_URLS[(index + 1) % HOSTILE_URLS.length]!,
    'backstage.io/source-location': `url:${HOSTILE_URLS[(index + 2) % HOSTILE_URLS.length]!}`,
    'portico.test/payload': payload(index + 1),
    'portico.test/url': HOSTILE_URLS[(index + 3) % HOSTILE_URLS.length]!,
  });
  const links = [
    // The catalog refuses link URLs that do not parse as absolute URLs, so those stay in annotations only.
    ...HOSTILE_URLS.filter(parsesAsUrl).map((url, index) => ({ url, title: payload(index), icon: payload(index + 1), type: payload(index + 2) })),
    { url: 'https://example.com/docs', title: payload(0) },
    { url: 'https://example.com/runbook', title: `<a href="javascript:window.__xss='link-title'">runbook</a>` },
  ];
  const documents = [
    ...components.map(({ name, title }, index) => ({
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Component',
      metadata: {
        name,
        title,
        description: payload(index + 1),
        labels: { 'portico.test/xss': 'corpus' },
        annotations: annotationsOf(index),
        tags: ['xss-corpus'],
        links,
      },
      spec: {
        type: index === 0 ? payload(2) : 'service',
        lifecycle: index === 0 ? payload(3) : 'experimental',
        owner: OWNER,
        providesApis: index === 0 ? apis.map((api) => `api:default/${api.name}`) : [],
      },
    })),
    ...apis.map(({ name, type, definition }, index) => ({
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'API',
      metadata: { name, title: payload(index + 4), description: payload(index + 5), annotations: annotationsOf(index + 4), links, tags: ['xss-corpus'] },
      spec: { type, lifecycle: 'experimental', owner: OWNER, definition },
    })),
  ];
  return {
    yaml: documents.map((document) => stringify(document)).join('---\n'),
    components,
    apis: apis.map(({ name, type }) => ({ name, type })),
  };
};
