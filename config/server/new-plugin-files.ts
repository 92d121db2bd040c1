// What `portico new plugin <id>` writes: a plugin package that builds, tests and mounts as written — a page with its
// sidebar item, a card on components' pages, a client service reading the catalog through the Backstage backend
// with the signed-in user's token, their tests and a README. Pure: the caller writes the files.

export interface NewPluginSpec {
  /** The plugin's id, already checked against the plugin id rule: 'release-notes'. */
  readonly id: string;
  /** The npm package's name: 'portico-plugin-release-notes' unless the author names another. */
  readonly packageName: string;
  /** portico-app's own version and dependency ranges, so the plugin's peers are the ones it is tested with. */
  readonly portico: { readonly version: string; readonly ranges: Readonly<Record<string, string>> };
}

/** 'release-notes' → 'Release notes'. */
const titleOf = (id: string): string => {
  const words = id.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** 'release-notes' → 'ReleaseNotes'. */
const pascalOf = (id: string): string =>
  id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** A plugin made against portico-app x.y.z keeps working with every x.*: the plugin API changes only in a major release. */
const porticoPeerRange = (version: string): string => `^${version.split('.')[0] ?? '0'}.0.0`;

const range = (spec: NewPluginSpec, name: string): string => {
  const found = spec.portico.ranges[name];
  if (!found) throw new Error(`portico-app's package.json has no version of ${name}`);
  return found;
};

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

const packageJson = (spec: NewPluginSpec): string =>
  json({
    name: spec.packageName,
    version: '0.1.0',
    description: `${titleOf(spec.id)}: a Portico plugin`,
    license: 'UNLICENSED',
    type: 'module',
    exports: { '.': './src/index.tsx', './package.json': './package.json' },
    files: ['src', 'README.md'],
    portico: { pluginId: spec.id },
    peerDependencies: {
      '@blueprintjs/core': range(spec, '@blueprintjs/core'),
      '@blueprintjs/icons': range(spec, '@blueprintjs/icons'),
      '@tanstack/react-query': range(spec, '@tanstack/react-query'),
      'portico-app': porticoPeerRange(spec.portico.version),
      react: range(spec, 'react'),
    },
    dependencies: { 'fp-ts': range(spec, 'fp-ts'), 'io-ts': range(spec, 'io-ts') },
  });

const indexTsx = ({ id }: NewPluginSpec): string => {
  const name = pascalOf(id);
  return `// The ${id} plugin: a page with its sidebar item, a card on components' pages, and the client both read from.
import { CubeIcon } from '@blueprintjs/icons';
import { createPlugin, defineService, discoveryToken, fetchToken, whenKind } from 'portico-app/plugin-api';
import { ${name}ClientToken, ${name}HttpClient } from './${id}-client';

export { ${name}ClientToken, type ${name}Client } from './${id}-client';

export default createPlugin({
  id: '${id}',
  routes: [{ path: '/${id}', name: 'root', title: '${titleOf(id)}', load: () => import('./${id}-page') }],
  sidebar: [{ label: '${titleOf(id)}', to: '/${id}', icon: <CubeIcon /> }],
  entityCards: [{ id: '${id}', when: whenKind('component'), load: () => import('./${id}-card') }],
  services: [
    defineService({
      token: ${name}ClientToken,
      deps: { fetch: fetchToken, discovery: discoveryToken },
      create: (deps) => new ${name}HttpClient(deps),
    }),
  ],
});
`;
};

const clientTs = ({ id }: NewPluginSpec): string => {
  const name = pascalOf(id);
  return `// What the plugin reads: components of the catalog, through the Backstage backend with the signed-in user's token.
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { PathReporter } from 'io-ts/PathReporter';
import { serviceToken, type Discovery, type Fetch } from 'portico-app/plugin-api';

const Component = t.intersection([
  t.type({ metadata: t.intersection([t.type({ name: t.string }), t.partial({ namespace: t.string, title: t.string })]) }),
  t.partial({ spec: t.partial({ owner: t.string }) }),
]);
const ComponentPage = t.type({ items: t.array(Component) });

export interface ComponentSummary {
  readonly name: string;
  readonly namespace: string;
  readonly title: string;
  readonly owner?: string;
}

export interface ${name}Client {
  /** The catalog's first components by name. */
  listComponents(): Promise<readonly ComponentSummary[]>;
  /** The components an owner (a group's or user's entity ref) owns. */
  componentsOwnedBy(owner: string): Promise<readonly ComponentSummary[]>;
}

export const ${name}ClientToken = serviceToken<${name}Client>('${name}Client');

export interface ${name}HttpClientDeps {
  /** The portal's backend fetch: it adds the user's token to calls to the backend. */
  readonly fetch: Fetch;
  readonly discovery: Discovery;
}

const FIELDS = 'metadata.name,metadata.namespace,metadata.title,spec.owner';

export class ${name}HttpClient implements ${name}Client {
  constructor(private readonly deps: ${name}HttpClientDeps) {}

  listComponents(): Promise<readonly ComponentSummary[]> {
    return this.components(['kind=component']);
  }

  componentsOwnedBy(owner: string): Promise<readonly ComponentSummary[]> {
    return this.components([\`kind=component,spec.owner=\${owner}\`]);
  }

  private async components(filters: readonly string[]): Promise<readonly ComponentSummary[]> {
    const query = new URLSearchParams([...filters.map((filter) => ['filter', filter]), ['fields', FIELDS], ['limit', '20'], ['orderField', 'metadata.name,asc']]);
    const catalog = await this.deps.discovery.getBaseUrl('catalog');
    const response = await this.deps.fetch(\`\${catalog}/entities/by-query?\${query}\`, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(\`The catalog answered \${response.status} \${response.statusText}\`.trim());
    const page = ComponentPage.decode(await response.json());
    if (isLeft(page)) throw new Error(\`The catalog answered in an unexpected shape: \${PathReporter.report(page).join('; ')}\`);
    return page.right.items.map(({ metadata, spec }) => ({
      name: metadata.name,
      namespace: metadata.namespace ?? 'default',
      title: metadata.title ?? metadata.name,
      ...(spec?.owner ? { owner: spec.owner } : {}),
    }));
  }
}
`;
};

const queriesTs = ({ id }: NewPluginSpec): string => {
  const name = pascalOf(id);
  return `// The plugin's data through its client: react-query caches it and shares it between the page and the cards.
import { useQuery } from '@tanstack/react-query';
import { useService } from 'portico-app/plugin-api';
import { ${name}ClientToken } from './${id}-client';

export const useComponents = () => {
  const client = useService(${name}ClientToken);
  return useQuery({ queryKey: ['${id}', 'components'], queryFn: () => client.listComponents() });
};

export const useComponentsOwnedBy = (owner: string | undefined) => {
  const client = useService(${name}ClientToken);
  return useQuery({ queryKey: ['${id}', 'owned-by', owner], queryFn: () => client.componentsOwnedBy(owner ?? ''), enabled: owner !== undefined });
};
`;
};

const pageTsx = ({ id }: NewPluginSpec): string => {
  const name = pascalOf(id);
  return `import { Callout, H1, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { entityPath, Link, PageHeader } from 'portico-app/plugin-api';
import { useComponents } from './queries';

/** The catalog's components, each linking to its page. */
const ${name}Page = () => {
  const components = useComponents();
  return (
    <div className="portico-page">
      <PageHeader>
        <H1>${titleOf(id)}</H1>
      </PageHeader>
      {components.isPending ? <Spinner aria-label="Loading components" /> : null}
      {components.isError ? <Callout intent="danger">Could not load the components: {components.error.message}</Callout> : null}
      {components.data && components.data.length === 0 ? <NonIdealState title="No components in the catalog" /> : null}
      {components.data && components.data.length > 0 ? (
        <HTMLTable striped>
          <thead>
            <tr>
              <th scope="col">Component</th>
              <th scope="col">Owner</th>
            </tr>
          </thead>
          <tbody>
            {components.data.map((component) => (
              <tr key={\`\${component.namespace}/\${component.name}\`}>
                <td>
                  <Link to={entityPath({ kind: 'component', namespace: component.namespace, name: component.name })}>{component.title}</Link>
                </td>
                <td>{component.owner ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </div>
  );
};

export default ${name}Page;
`;
};

const cardTsx = ({ id }: NewPluginSpec): string => {
  const name = pascalOf(id);
  return `import { Callout, Spinner } from '@blueprintjs/core';
import { InfoCard, type EntityContentProps } from 'portico-app/plugin-api';
import { useComponentsOwnedBy } from './queries';

/** How many components the entity's owner has, this one included. */
const ${name}Card = ({ entity }: EntityContentProps) => {
  const owner = entity.spec?.owner;
  const owned = useComponentsOwnedBy(owner);
  return (
    <InfoCard title="${titleOf(id)}">
      {owner === undefined ? <p>This component names no owner.</p> : null}
      {owned.isPending && owner !== undefined ? <Spinner size={20} aria-label="Loading the owner's components" /> : null}
      {owned.isError ? <Callout intent="danger">Could not load the owner's components: {owned.error.message}</Callout> : null}
      {owned.data ? (
        <p>
          {owner} owns {owned.data.length === 1 ? '1 component' : \`\${owned.data.length} components\`}.
        </p>
      ) : null}
    </InfoCard>
  );
};

export default ${name}Card;
`;
};

const cardTest = ({ id }: NewPluginSpec): string => {
  const name = pascalOf(id);
  return `// The card, rendered in the plugin API's test host with a fake of the plugin's own client.
import { render, screen } from '@testing-library/react';
import type { Entity } from 'portico-app/plugin-api';
import { PluginTestHost, provide } from 'portico-app/plugin-api/testing';
import ${name}Card from '../src/${id}-card';
import { ${name}ClientToken, type ${name}Client } from '../src/${id}-client';

const entity: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments' }, spec: { owner: 'group:default/team-a' } };

const client = (componentsOwnedBy: ${name}Client['componentsOwnedBy']): ${name}Client => ({ listComponents: async () => [], componentsOwnedBy });

const renderCard = (componentsOwnedBy: ${name}Client['componentsOwnedBy']) =>
  render(
    <PluginTestHost services={[provide(${name}ClientToken, client(componentsOwnedBy))]}>
      <${name}Card entity={entity} />
    </PluginTestHost>,
  );

describe('the ${id} card', () => {
  it("counts the components of the entity's owner", async () => {
    const asked: string[] = [];
    renderCard(async (owner) => {
      asked.push(owner);
      return [
        { name: 'payments', namespace: 'default', title: 'Payments' },
        { name: 'ledger', namespace: 'default', title: 'Ledger' },
      ];
    });
    expect(await screen.findByText('group:default/team-a owns 2 components.')).toBeInTheDocument();
    expect(asked).toEqual(['group:default/team-a']);
  });

  it('says why when the catalog cannot be read', async () => {
    renderCard(async () => Promise.reject(new Error('The catalog answered 503 Service Unavailable')));
    expect(await screen.findByText("Could not load the owner's components: The catalog answered 503 Service Unavailable")).toBeInTheDocument();
  });
});
`;
};

const clientTest = ({ id }: NewPluginSpec): string => {
  const name = pascalOf(id);
  return `/** @jest-environment node */
// The client: the catalog's URL from discovery, the portal's fetch (which adds the user's token), answers decoded.
import { ${name}HttpClient } from '../src/${id}-client';

const answering = (status: number, body: unknown) => {
  const calls: string[] = [];
  const fetch = async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify(body), { status, statusText: status === 200 ? 'OK' : 'Service Unavailable' });
  };
  return { calls, client: new ${name}HttpClient({ fetch, discovery: { getBaseUrl: async (pluginId) => \`http://portal.example.com/api/\${pluginId}\` } }) };
};

describe('${name}HttpClient', () => {
  it("asks the catalog for an owner's components", async () => {
    const { calls, client } = answering(200, { items: [{ metadata: { name: 'payments', title: 'Payments' }, spec: { owner: 'group:default/team-a' } }] });
    expect(await client.componentsOwnedBy('group:default/team-a')).toEqual([{ name: 'payments', namespace: 'default', title: 'Payments', owner: 'group:default/team-a' }]);
    const asked = new URL(calls[0] ?? '');
    expect(asked.pathname).toBe('/api/catalog/entities/by-query');
    expect(asked.searchParams.getAll('filter')).toEqual(['kind=component,spec.owner=group:default/team-a']);
  });

  it('names the failing path of an answer of another shape', async () => {
    await expect(answering(200, { items: [{ metadata: { name: 42 } }] }).client.listComponents()).rejects.toThrow(/unexpected shape: .*metadata.*name/);
  });

  it('says what the catalog answered when it fails', async () => {
    await expect(answering(503, {}).client.listComponents()).rejects.toThrow('The catalog answered 503 Service Unavailable');
  });
});
`;
};

const readme = (spec: NewPluginSpec, folder: string): string => `# ${titleOf(spec.id)}

A Portico plugin: a page at \`/${spec.id}\` with a sidebar item, listing the catalog's components, and a card on each
component's page counting its owner's components. Both read the catalog through the Backstage backend with the
signed-in user's token (\`src/${spec.id}-client.ts\`).

## Use it in the portal

\`\`\`sh
npm install ./${folder}
\`\`\`

Then name it in \`app-config.yaml\` and build:

\`\`\`yaml
portico:
  plugins:
    - '${spec.packageName}'
\`\`\`

\`\`\`sh
npx portico build && npx portico start
\`\`\`

## Test it

The tests under \`test/\` run with Jest, \`@swc/jest\`, \`jest-environment-jsdom\` and \`@testing-library/react\` and
\`@testing-library/jest-dom\`, as the plugin guide of portico-app sets them up: \`npx jest ${folder}\`.

## Change it

\`src/index.tsx\` says what the plugin adds to the portal: its routes, sidebar items, entity cards and tabs,
services and feature flags. It imports only \`portico-app/plugin-api\`, the API plugins may use.
`;

/** The package's files by path inside its folder; `folder` is where it goes, relative to the app repository. */
export const newPluginFiles = (spec: NewPluginSpec, folder: string): Readonly<Record<string, string>> => ({
  'package.json': packageJson(spec),
  'README.md': readme(spec, folder),
  'src/index.tsx': indexTsx(spec),
  [`src/${spec.id}-client.ts`]: clientTs(spec),
  'src/queries.ts': queriesTs(spec),
  [`src/${spec.id}-page.tsx`]: pageTsx(spec),
  [`src/${spec.id}-card.tsx`]: cardTsx(spec),
  [`test/${spec.id}-card.test.tsx`]: cardTest(spec),
  [`test/${spec.id}-client.test.ts`]: clientTest(spec),
});
