// What the plugin reads: components of the catalog, through the Backstage backend with the signed-in user's token.
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

export interface OwnershipClient {
  /** The catalog's first components by name. */
  listComponents(): Promise<readonly ComponentSummary[]>;
  /** The components an owner (a group's or user's entity ref) owns. */
  componentsOwnedBy(owner: string): Promise<readonly ComponentSummary[]>;
}

export const OwnershipClientToken = serviceToken<OwnershipClient>('OwnershipClient');

export interface OwnershipHttpClientDeps {
  /** The portal's backend fetch: it adds the user's token to calls to the backend. */
  readonly fetch: Fetch;
  readonly discovery: Discovery;
}

const FIELDS = 'metadata.name,metadata.namespace,metadata.title,spec.owner';

export class OwnershipHttpClient implements OwnershipClient {
  constructor(private readonly deps: OwnershipHttpClientDeps) {}

  listComponents(): Promise<readonly ComponentSummary[]> {
    return this.components(['kind=component']);
  }

  componentsOwnedBy(owner: string): Promise<readonly ComponentSummary[]> {
    return this.components([`kind=component,spec.owner=${owner}`]);
  }

  private async components(filters: readonly string[]): Promise<readonly ComponentSummary[]> {
    const query = new URLSearchParams([...filters.map((filter) => ['filter', filter]), ['fields', FIELDS], ['limit', '20'], ['orderField', 'metadata.name,asc']]);
    const catalog = await this.deps.discovery.getBaseUrl('catalog');
    const response = await this.deps.fetch(`${catalog}/entities/by-query?${query}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`The catalog answered ${response.status} ${response.statusText}`.trim());
    const page = ComponentPage.decode(await response.json());
    if (isLeft(page)) throw new Error(`The catalog answered in an unexpected shape: ${PathReporter.report(page).join('; ')}`);
    return page.right.items.map(({ metadata, spec }) => ({
      name: metadata.name,
      namespace: metadata.namespace ?? 'default',
      title: metadata.title ?? metadata.name,
      ...(spec?.owner ? { owner: spec.owner } : {}),
    }));
  }
}
