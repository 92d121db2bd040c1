// A catalog whose relations graph from one root entity is large: every entity is reachable from the root domain,
// and the related pairs are counted as the graph page draws them with "merge relations" on and "unidirectional"
// off (one edge per pair of entities and relation pair, ownerOf/ownedBy being one pair). Deterministic: no
// randomness, the same catalog every time.
//
// Shape: a domain (the root) owned by the first of a few teams (the others are its children), systems in the
// domain, and components, APIs and resources in those systems, with owners, provided and consumed APIs, and
// dependencies added until the edge count is reached.
import type { Entity } from '../../../domain/catalog/entity';

export interface GraphCatalog {
  readonly entities: readonly Entity[];
  /** The entity whose graph is drawn. */
  readonly rootRef: string;
  /** Nodes and edges the graph page draws from the root (merged relations, not unidirectional, unlimited depth). */
  readonly nodes: number;
  readonly edges: number;
}

export interface GraphCatalogSize {
  readonly entities: number;
  readonly edges: number;
}

export const LARGE_GRAPH: GraphCatalogSize = { entities: 500, edges: 1500 };

const V1 = 'backstage.io/v1alpha1';
const PREFIX = 'graphbench';
const ref = (kind: string, name: string): string => `${kind.toLowerCase()}:default/${name}`;
const title = (name: string): string =>
  name
    .split('-')
    .map((word) => `${word[0]!.toUpperCase()}${word.slice(1)}`)
    .join(' ');

/** Related pairs as the graph draws them: one per unordered pair of entities and relation pair. */
class EdgeCount {
  private readonly keys = new Set<string>();
  add(pair: string, a: string, b: string): boolean {
    const key = `${pair} ${[a, b].sort().join(' ')}`;
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    return true;
  }
  get size(): number {
    return this.keys.size;
  }
}

export const generateGraphCatalog = (size: GraphCatalogSize = LARGE_GRAPH): GraphCatalog => {
  const teams = Math.max(2, Math.round(size.entities / 50));
  const systems = Math.max(1, Math.round(size.entities / 50));
  const apis = Math.round(size.entities * 0.3);
  const resources = Math.round(size.entities * 0.06);
  const components = size.entities - 1 - teams - systems - apis - resources;
  if (components < apis) throw new Error(`A graph catalog of ${size.entities} entities has too few components`);

  const edges = new EdgeCount();
  const teamName = (index: number) => `${PREFIX}-team-${index}`;
  const systemName = (index: number) => `${PREFIX}-system-${index}`;
  const apiName = (index: number) => `${PREFIX}-api-${index}`;
  const resourceName = (index: number) => `${PREFIX}-resource-${index}`;
  const componentName = (index: number) => `${PREFIX}-component-${index}`;
  const domainName = `${PREFIX}-domain`;
  const teamOf = (index: number) => teamName(index % teams);
  const systemOf = (index: number) => systemName(index % systems);

  const owned = (kind: string, name: string, owner: string) => edges.add('ownership', ref(kind, name), ref('group', owner));
  const partOf = (kind: string, name: string, whole: string, wholeKind: string) => edges.add('part', ref(kind, name), ref(wholeKind, whole));

  const entities: Entity[] = [];
  entities.push({
    apiVersion: V1,
    kind: 'Domain',
    metadata: { name: domainName, title: 'Graph Bench Domain', description: 'The root of the large relations graph benchmark.' },
    spec: { owner: `group:default/${teamName(0)}` },
  });
  owned('domain', domainName, teamName(0));

  for (let team = 0; team < teams; team += 1) {
    entities.push({
      apiVersion: V1,
      kind: 'Group',
      metadata: { name: teamName(team), title: title(teamName(team)) },
      spec: {
        type: 'team',
        ...(team > 0 ? { parent: `group:default/${teamName(0)}` } : {}),
        children: team === 0 ? Array.from({ length: teams - 1 }, (_, index) => `group:default/${teamName(index + 1)}`) : [],
      },
    });
    if (team > 0) edges.add('parent', ref('group', teamName(team)), ref('group', teamName(0)));
  }

  for (let system = 0; system < systems; system += 1) {
    const name = systemName(system);
    entities.push({
      apiVersion: V1,
      kind: 'System',
      metadata: { name, title: title(name) },
      spec: { owner: `group:default/${teamOf(system)}`, domain: `domain:default/${domainName}` },
    });
    owned('system', name, teamOf(system));
    partOf('system', name, domainName, 'domain');
  }

  for (let api = 0; api < apis; api += 1) {
    const name = apiName(api);
    entities.push({
      apiVersion: V1,
      kind: 'API',
      metadata: { name, title: title(name), description: `Operations of ${name}.` },
      spec: {
        type: 'openapi',
        lifecycle: 'production',
        owner: `group:default/${teamOf(api + 1)}`,
        system: `system:default/${systemOf(api)}`,
        definition: `openapi: 3.0.0\ninfo:\n  title: ${name}\n  version: 1.0.0\npaths: {}\n`,
      },
    });
    owned('api', name, teamOf(api + 1));
    partOf('api', name, systemOf(api), 'system');
  }

  for (let resource = 0; resource < resources; resource += 1) {
    const name = resourceName(resource);
    entities.push({
      apiVersion: V1,
      kind: 'Resource',
      metadata: { name, title: title(name) },
      spec: { type: 'database', owner: `group:default/${teamOf(resource + 2)}`, system: `system:default/${systemOf(resource)}` },
    });
    owned('resource', name, teamOf(resource + 2));
    partOf('resource', name, systemOf(resource), 'system');
  }

  // Components first with their owner, system and the API each provides; then consumed APIs and dependencies
  // (on earlier components and on resources) round-robin until the graph has its edges.
  const provides = (component: number) => (component < apis ? [apiName(component)] : []);
  const consumes: string[][] = Array.from({ length: components }, () => []);
  const dependsOn: string[][] = Array.from({ length: components }, () => []);
  for (let component = 0; component < components; component += 1) {
    const name = componentName(component);
    owned('component', name, teamOf(component + 3));
    partOf('component', name, systemOf(component), 'system');
    for (const api of provides(component)) edges.add('provides', ref('component', name), ref('api', api));
  }
  for (let round = 1; edges.size < size.edges; round += 1) {
    const before = edges.size;
    for (let component = 0; component < components && edges.size < size.edges; component += 1) {
      const name = ref('component', componentName(component));
      const api = apiName((component * 7 + round * 13) % apis);
      if (round % 2 === 1 && edges.add('consumes', name, ref('api', api))) consumes[component]!.push(api);
      if (edges.size >= size.edges) break;
      // Only on components with a lower index, so no two components depend on each other.
      const target =
        component > 0 && (component + round) % 4 !== 0 ? ref('component', componentName((component * 31 + round * 17) % component)) : ref('resource', resourceName((component + round) % resources));
      if (edges.add('dependency', name, target)) dependsOn[component]!.push(target);
    }
    if (edges.size === before) throw new Error(`No more edges to add after ${before}`);
  }

  for (let component = 0; component < components; component += 1) {
    const name = componentName(component);
    entities.push({
      apiVersion: V1,
      kind: 'Component',
      metadata: { name, title: title(name), description: `Part ${component} of the graph benchmark.` },
      spec: {
        type: component % 3 === 0 ? 'website' : 'service',
        lifecycle: 'production',
        owner: `group:default/${teamOf(component + 3)}`,
        system: `system:default/${systemOf(component)}`,
        providesApis: provides(component).map((api) => `api:default/${api}`),
        consumesApis: consumes[component]!.map((api) => `api:default/${api}`),
        dependsOn: dependsOn[component],
      },
    });
  }

  return { entities, rootRef: ref('domain', domainName), nodes: entities.length, edges: edges.size };
};
