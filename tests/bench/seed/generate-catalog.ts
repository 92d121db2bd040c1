// Generates a realistic catalog of a given size, deterministically from a seed: an organisation
// (departments, teams, users with memberships), domains and systems, and the software they own
// (components, APIs, resources) with owners, tags, lifecycles and relations between them.
// Every reference points at an entity of the same catalog, so the backend emits no dangling relations.
import type { Entity } from '../../../domain/catalog/entity';
import { seededRandom, type Random } from './random';

export interface CatalogSize {
  readonly departments: number;
  readonly teams: number;
  readonly users: number;
  readonly domains: number;
  readonly systems: number;
  readonly apis: number;
  readonly resources: number;
  readonly components: number;
}

const AREAS = [
  'payments', 'ledger', 'checkout', 'inventory', 'search', 'billing', 'shipping', 'identity', 'catalog', 'pricing',
  'analytics', 'notifications', 'orders', 'reviews', 'recommendations', 'fraud', 'loyalty', 'media', 'reporting', 'gateway',
  'accounts', 'returns', 'warehouse', 'tax', 'subscriptions',
] as const;
const COMPONENT_ROLES = ['service', 'worker', 'web', 'lib', 'sync', 'adapter', 'processor', 'scheduler', 'exporter', 'bff'] as const;
const API_STYLES = ['api', 'events', 'graph', 'rpc'] as const;
const RESOURCE_KINDS = [
  { type: 'database', suffix: 'db' },
  { type: 'queue', suffix: 'queue' },
  { type: 'bucket', suffix: 'bucket' },
  { type: 'cache', suffix: 'cache' },
] as const;
const LANGUAGES = ['typescript', 'java', 'go', 'python', 'kotlin', 'rust', 'ruby', 'csharp'] as const;
const TOPICS = [
  'grpc', 'rest', 'graphql', 'kafka', 'postgres', 'redis', 'react', 'spring', 'internal', 'public', 'pci', 'gdpr',
  'tier-1', 'tier-2', 'tier-3', 'batch', 'streaming', 'mobile', 'legacy', 'experimental-ui',
] as const;
const FIRST_NAMES = [
  'ada', 'alan', 'amira', 'ben', 'chen', 'dara', 'elena', 'farid', 'grace', 'hana', 'ivan', 'jonas', 'kemi', 'lars', 'maya',
  'nina', 'omar', 'priya', 'quinn', 'rosa', 'sami', 'tariq', 'uma', 'vera', 'wei', 'yara', 'zoe',
] as const;
const LAST_NAMES = [
  'adams', 'bauer', 'costa', 'dubois', 'evans', 'fischer', 'garcia', 'hughes', 'ito', 'jensen', 'kowalski', 'lopez',
  'moreau', 'novak', 'okafor', 'patel', 'rossi', 'silva', 'tanaka', 'umar', 'vogel', 'wong', 'young', 'zhang',
] as const;
const TEAM_ADJECTIVES = ['core', 'growth', 'platform', 'data', 'edge', 'mobile', 'web', 'infra', 'reliability', 'experience'] as const;

/** How many of each kind make up a catalog of `total` entities (the counts add up to `total`). */
export const catalogSize = (total: number): CatalogSize => {
  if (!Number.isInteger(total) || total < 20) throw new Error(`A generated catalog needs at least 20 entities, not ${total}`);
  const departments = Math.max(1, Math.round(total / 5000));
  const teams = Math.max(2, Math.round(total / 250));
  const users = Math.round(total * 0.08);
  const domains = Math.max(1, Math.round(total / 2500));
  const systems = Math.max(2, Math.round(total / 60));
  const apis = Math.round(total * 0.15);
  const resources = Math.round(total * 0.07);
  const components = total - departments - teams - users - domains - systems - apis - resources;
  return { departments, teams, users, domains, systems, apis, resources, components };
};

const V1 = 'backstage.io/v1alpha1';
const title = (name: string): string =>
  name
    .split('-')
    .map((word) => (/^\d+$/.test(word) ? word : `${word[0]!.toUpperCase()}${word.slice(1)}`))
    .join(' ');
const ref = (kind: string, name: string): string => `${kind}:default/${name}`;

const lifecycle = (random: Random): string => {
  const roll = random.next();
  return roll < 0.6 ? 'production' : roll < 0.85 ? 'experimental' : 'deprecated';
};

const tags = (random: Random, area: string): string[] => {
  const chosen = new Set<string>([random.pick(LANGUAGES)]);
  if (random.chance(0.5)) chosen.add(area);
  for (const topic of random.sample(TOPICS, random.int(0, 2))) chosen.add(topic);
  return [...chosen];
};

const sourceAnnotations = (name: string, team: string): Record<string, string> => ({
  'backstage.io/source-location': `url:https://git.example.com/${team}/${name}/tree/main/`,
  'backstage.io/view-url': `https://git.example.com/${team}/${name}`,
  'backstage.io/edit-url': `https://git.example.com/${team}/${name}/edit/main/catalog-info.yaml`,
});

/** The generated catalog: every entity in dependency order (organisation first, software last). */
export const generateCatalog = (total: number, seed = 1): Entity[] => {
  const size = catalogSize(total);
  const random = seededRandom(seed);
  const entities: Entity[] = [];

  const departments = Array.from({ length: size.departments }, (_, i) => `department-${random.pick(TEAM_ADJECTIVES)}-${i + 1}`);
  const teams = Array.from({ length: size.teams }, (_, i) => `team-${AREAS[i % AREAS.length]}-${random.pick(TEAM_ADJECTIVES)}-${i + 1}`);
  const teamDepartment = teams.map((_, i) => departments[i % departments.length]!);

  departments.forEach((name, d) => {
    entities.push({
      apiVersion: V1,
      kind: 'Group',
      metadata: { name, title: title(name), description: `Department ${d + 1}: product engineering.` },
      spec: {
        type: 'department',
        profile: { displayName: title(name), email: `${name}@example.com` },
        children: teams.filter((_, t) => teamDepartment[t] === name),
      },
    });
  });
  teams.forEach((name, t) => {
    const area = AREAS[t % AREAS.length]!;
    entities.push({
      apiVersion: V1,
      kind: 'Group',
      metadata: {
        name,
        title: title(name),
        description: `Builds and runs the ${area} capabilities.`,
        links: [{ url: `https://chat.example.com/channels/${name}`, title: 'Team chat', icon: 'chat' }],
      },
      spec: {
        type: 'team',
        profile: { displayName: title(name), email: `${name}@example.com` },
        parent: teamDepartment[t]!,
        children: [],
      },
    });
  });

  const users: string[] = [];
  for (let u = 0; u < size.users; u += 1) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const name = `${first}.${last}.${u + 1}`;
    users.push(name);
    const memberOf = random.chance(0.15) ? random.sample(teams, 2) : [random.pick(teams)];
    entities.push({
      apiVersion: V1,
      kind: 'User',
      metadata: { name },
      spec: {
        profile: { displayName: `${title(first)} ${title(last)}`, email: `${first}.${last}.${u + 1}@example.com` },
        memberOf,
      },
    });
  }

  const owner = (): string => (random.chance(0.85) ? ref('group', random.pick(teams)) : ref('user', random.pick(users)));
  const domains = Array.from({ length: size.domains }, (_, i) => `${AREAS[i % AREAS.length]}-domain-${i + 1}`);
  domains.forEach((name, d) => {
    entities.push({
      apiVersion: V1,
      kind: 'Domain',
      metadata: { name, title: title(name), description: `Everything about ${AREAS[d % AREAS.length]}.` },
      spec: { owner: ref('group', departments[d % departments.length]!) },
    });
  });

  const systems = Array.from({ length: size.systems }, (_, i) => `${AREAS[i % AREAS.length]}-platform-${i + 1}`);
  systems.forEach((name, s) => {
    entities.push({
      apiVersion: V1,
      kind: 'System',
      metadata: { name, title: title(name), description: `The ${AREAS[s % AREAS.length]} platform, part ${s + 1}.`, tags: tags(random, AREAS[s % AREAS.length]!) },
      spec: { owner: owner(), domain: ref('domain', domains[s % domains.length]!) },
    });
  });
  const systemArea = (system: number): string => AREAS[system % AREAS.length]!;

  const resources: string[] = [];
  for (let r = 0; r < size.resources; r += 1) {
    const system = random.int(0, systems.length - 1);
    const kind = random.pick(RESOURCE_KINDS);
    const name = `${systemArea(system)}-${kind.suffix}-${r + 1}`;
    resources.push(name);
    entities.push({
      apiVersion: V1,
      kind: 'Resource',
      metadata: { name, title: title(name), description: `${title(kind.type)} of the ${systemArea(system)} platform.`, tags: tags(random, systemArea(system)) },
      spec: { type: kind.type, owner: owner(), system: ref('system', systems[system]!), lifecycle: lifecycle(random) },
    });
  }

  const apis: string[] = [];
  const apiSystem: number[] = [];
  for (let a = 0; a < size.apis; a += 1) {
    const system = random.int(0, systems.length - 1);
    const style = random.pick(API_STYLES);
    const type = style === 'events' ? 'asyncapi' : style === 'graph' ? 'graphql' : style === 'rpc' ? 'grpc' : 'openapi';
    const name = `${systemArea(system)}-${style}-${a + 1}`;
    apis.push(name);
    apiSystem.push(system);
    entities.push({
      apiVersion: V1,
      kind: 'API',
      metadata: { name, title: title(name), description: `The ${title(systemArea(system))} ${style} interface.`, tags: tags(random, systemArea(system)) },
      spec: {
        type,
        lifecycle: lifecycle(random),
        owner: owner(),
        system: ref('system', systems[system]!),
        definition: apiDefinition(type, name),
      },
    });
  }

  const components: string[] = [];
  for (let c = 0; c < size.components; c += 1) {
    const system = random.int(0, systems.length - 1);
    const area = systemArea(system);
    const role = random.pick(COMPONENT_ROLES);
    const name = `${area}-${role}-${c + 1}`;
    const type = role === 'web' || role === 'bff' ? 'website' : role === 'lib' ? 'library' : 'service';
    const componentOwner = owner();
    const providesApis = type === 'service' && random.chance(0.6) ? random.sample(apis, random.int(1, 2)).map((api) => ref('api', api)) : [];
    const consumesApis = random.sample(apis, random.int(0, 3)).map((api) => ref('api', api));
    const dependsOn = [
      ...random.sample(resources, random.int(0, 2)).map((resource) => ref('resource', resource)),
      ...random.sample(components, Math.min(components.length, random.int(0, 2))).map((component) => ref('component', component)),
    ];
    components.push(name);
    entities.push({
      apiVersion: V1,
      kind: 'Component',
      metadata: {
        name,
        title: title(name),
        description: `${title(role)} of the ${area} platform (${type}).`,
        tags: tags(random, area),
        annotations: {
          ...sourceAnnotations(name, componentOwner.split('/')[1]!),
          ...(type === 'service' && random.chance(0.3) ? { 'backstage.io/kubernetes-id': name } : {}),
        },
      },
      spec: {
        type,
        lifecycle: lifecycle(random),
        owner: componentOwner,
        system: ref('system', systems[system]!),
        ...(providesApis.length ? { providesApis } : {}),
        ...(consumesApis.length ? { consumesApis } : {}),
        ...(dependsOn.length ? { dependsOn } : {}),
      },
    });
  }
  return entities;
};

const apiDefinition = (type: string, name: string): string => {
  switch (type) {
    case 'asyncapi':
      return `asyncapi: 2.6.0\ninfo:\n  title: ${title(name)}\n  version: 1.0.0\nchannels:\n  ${name}.updated:\n    subscribe:\n      message:\n        payload:\n          type: object\n`;
    case 'graphql':
      return `type Query {\n  item(id: ID!): Item\n}\n\ntype Item {\n  id: ID!\n  name: String!\n}\n`;
    case 'grpc':
      return `syntax = "proto3";\n\nservice ${title(name).replace(/ /g, '')} {\n  rpc Get (GetRequest) returns (GetReply);\n}\n`;
    default:
      return `openapi: 3.0.3\ninfo:\n  title: ${title(name)}\n  version: 1.0.0\npaths:\n  /items:\n    get:\n      summary: List items\n      responses:\n        '200':\n          description: The items\n`;
  }
};
