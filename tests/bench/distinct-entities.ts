// Distinct catalog entities for the validation benchmark, deterministically from a seed: every entity has its
// own name, and the kinds (Component, API, System, Domain, Resource, Group, User, Location), namespaces, label
// and annotation keys (with and without a prefix, from the few every catalog repeats to ones only one entity
// has), tags, links, relations and status vary as they do in a large catalog. Every entity is valid, for
// Portico and for @backstage/catalog-model alike, so both sides do a full validation of each.
import { seededRandom, type Random } from './seed/random';

export interface DistinctEntitiesFigures {
  /** How many distinct label keys, annotation keys, tags and namespaces the entities hold between them. */
  readonly labelKeys: number;
  readonly annotationKeys: number;
  readonly tags: number;
  readonly namespaces: number;
}

const AREAS = [
  'payments', 'ledger', 'checkout', 'inventory', 'search', 'billing', 'shipping', 'identity', 'catalog', 'pricing',
  'analytics', 'notifications', 'orders', 'reviews', 'recommendations', 'fraud', 'loyalty', 'media', 'reporting', 'gateway',
  'accounts', 'returns', 'warehouse', 'tax', 'subscriptions', 'maps', 'chat', 'ads', 'consent', 'audit',
] as const;
const ROLES = ['service', 'worker', 'web', 'lib', 'sync', 'adapter', 'processor', 'scheduler', 'exporter', 'bff', 'cli', 'job'] as const;
const FIRST_NAMES = ['ada', 'alan', 'amira', 'ben', 'chen', 'dara', 'elena', 'farid', 'grace', 'hana', 'ivan', 'jonas', 'kemi', 'lars', 'maya', 'nina', 'omar', 'priya'] as const;
const LAST_NAMES = ['adams', 'bauer', 'costa', 'dubois', 'evans', 'fischer', 'garcia', 'hughes', 'ito', 'jensen', 'kowalski', 'lopez', 'moreau', 'novak'] as const;
const WORDS = ['core', 'growth', 'platform', 'data', 'edge', 'mobile', 'web', 'infra', 'reliability', 'experience', 'blue', 'green', 'alpha', 'omega', 'north', 'south'] as const;
const LANGUAGES = ['typescript', 'java', 'go', 'python', 'kotlin', 'rust', 'ruby', 'c++', 'c#', 'scala', 'elixir', 'php'] as const;
/** Annotations nearly every catalog carries (Backstage's own and its common plugins'). */
const COMMON_ANNOTATIONS = [
  'backstage.io/managed-by-location', 'backstage.io/managed-by-origin-location', 'backstage.io/source-location',
  'backstage.io/view-url', 'backstage.io/edit-url', 'backstage.io/techdocs-ref', 'backstage.io/kubernetes-id',
  'backstage.io/kubernetes-label-selector', 'github.com/project-slug', 'github.com/team-slug', 'pagerduty.com/service-id',
  'sonarqube.org/project-key', 'jenkins.io/job-full-name', 'grafana/dashboard-selector', 'circleci.com/project-slug',
  'sentry.io/project-slug', 'lighthouse.com/website-url', 'opsgenie.com/component-selector', 'argocd/app-name', 'snyk.io/org-name',
] as const;
const COMMON_LABELS = ['tier', 'env', 'team', 'cost-center', 'language', 'criticality', 'region', 'compliance'] as const;
const RELATION_TYPES = ['ownedBy', 'partOf', 'dependsOn', 'dependencyOf', 'providesApi', 'consumesApi', 'hasPart', 'memberOf', 'childOf', 'parentOf'] as const;

const V1ALPHA1 = 'backstage.io/v1alpha1';
const V1BETA1 = 'backstage.io/v1beta1';

/** Prefixes of the keys teams add: `acme.io`, `payments.acme.io`, `k8s.team-7.acme.internal`… */
const keyPrefixes = (random: Random, count: number): string[] =>
  Array.from({ length: count }, (_, i) => {
    const area = AREAS[i % AREAS.length]!;
    switch (i % 4) {
      case 0:
        return `${area}.acme.io`;
      case 1:
        return `${random.pick(WORDS)}.${area}.example.com`;
      case 2:
        return `k8s.team-${i}.acme.internal`;
      default:
        return `${area}-${random.pick(WORDS)}-${i}.io`;
    }
  });

/** A key of the shape `[prefix/]name`, its name part of letters, digits, '-', '_' and '.'. */
const keyName = (random: Random, i: number): string => {
  const word = random.pick(WORDS);
  switch (i % 5) {
    case 0:
      return `${word}-${i}`;
    case 1:
      return `${word}_${random.pick(AREAS)}`;
    case 2:
      return `${word}.${random.pick(ROLES)}.v${i % 9}`;
    case 3:
      return `${random.pick(AREAS)}-${word}-${random.pick(ROLES)}`;
    default:
      return `X${word}${i}`;
  }
};

/**
 * `count` distinct, valid entities. Keys and tags come from pools of sizes a large catalog has (a few
 * common ones on most entities, hundreds used now and then) and, for some entities, are their own.
 */
export const distinctEntities = (count: number, seed = 7): { entities: unknown[]; figures: DistinctEntitiesFigures } => {
  const random = seededRandom(seed);
  const prefixes = keyPrefixes(random, 300);
  const labelPool = Array.from({ length: 1_500 }, (_, i) => (i % 3 === 0 ? keyName(random, i) : `${random.pick(prefixes)}/${keyName(random, i)}`));
  const annotationPool = Array.from({ length: 3_000 }, (_, i) => (i % 6 === 0 ? keyName(random, i) : `${random.pick(prefixes)}/${keyName(random, i)}`));
  const tagPool = Array.from({ length: 600 }, (_, i) =>
    i % 3 === 0 ? `${random.pick(AREAS)}-${i}` : i % 3 === 1 ? `${random.pick(WORDS)}-${random.pick(LANGUAGES)}` : `${random.pick(AREAS)}`,
  );
  const namespaces = ['default', ...Array.from({ length: 400 }, (_, i) => `${random.pick(AREAS)}-${random.pick(WORDS)}-${i}`)];
  const namespace = (): string | undefined => {
    const roll = random.next();
    return roll < 0.2 ? undefined : roll < 0.45 ? 'default' : random.pick(namespaces);
  };
  const name = (i: number): string => {
    switch (i % 6) {
      case 0:
        return `${random.pick(AREAS)}-${random.pick(ROLES)}-${i}`;
      case 1:
        return `${random.pick(FIRST_NAMES)}.${random.pick(LAST_NAMES)}.${i}`;
      case 2:
        return `${random.pick(WORDS)}_${random.pick(AREAS)}_${i}`;
      case 3:
        return `${random.pick(AREAS)}${i}`;
      case 4:
        return `${`${random.pick(AREAS)}-${random.pick(WORDS)}-${random.pick(ROLES)}-${random.pick(AREAS)}`.slice(0, 48)}-${i}`;
      default:
        return `Svc${random.pick(WORDS)}${i}`;
    }
  };
  const refTo = (kind: string): string => {
    const roll = random.next();
    const target = `${random.pick(AREAS)}-${random.pick(ROLES)}-${random.int(0, count)}`;
    if (roll < 0.4) return `${kind}:${random.pick(namespaces)}/${target}`;
    if (roll < 0.8) return `${kind}:${target}`;
    return target;
  };

  const labelKeys = new Set<string>();
  const annotationKeys = new Set<string>();
  const tagsSeen = new Set<string>();
  const namespacesSeen = new Set<string>();

  const labels = (i: number): Record<string, string> | undefined => {
    if (random.chance(0.25)) return undefined;
    const result: Record<string, string> = {};
    for (const key of random.sample(COMMON_LABELS, random.int(0, 3))) result[key] = random.chance(0.1) ? '' : random.pick(WORDS);
    for (let k = random.int(0, 3); k > 0; k--) result[random.pick(labelPool)] = `${random.pick(WORDS)}.${random.int(0, 99)}`;
    if (random.chance(0.1)) result[`${random.pick(prefixes)}/only-${i}`] = `v${i}`;
    for (const key of Object.keys(result)) labelKeys.add(key);
    return result;
  };
  const annotations = (i: number, entityName: string): Record<string, string> => {
    const repo = `https://github.com/acme-${random.pick(AREAS)}/${entityName}`;
    const result: Record<string, string> = {
      'backstage.io/managed-by-location': `url:${repo}/blob/main/catalog-info.yaml`,
      'backstage.io/managed-by-origin-location': `url:${repo}/blob/main/catalog-info.yaml`,
    };
    for (const key of random.sample(COMMON_ANNOTATIONS, random.int(1, 6))) result[key] = `${entityName}/${key.length}`;
    for (let k = random.int(0, 4); k > 0; k--) result[random.pick(annotationPool)] = random.chance(0.2) ? '' : `value ${i} of ${entityName}`;
    if (random.chance(0.15)) result[`${random.pick(prefixes)}/${entityName}`] = 'its own key';
    if (random.chance(0.05)) result[`rollout-${i}`] = 'canary';
    for (const key of Object.keys(result)) annotationKeys.add(key);
    return result;
  };
  const tags = (i: number): string[] | undefined => {
    if (random.chance(0.15)) return undefined;
    const chosen = new Set<string>([random.pick(LANGUAGES).replace('c#', 'csharp')]);
    for (const tag of random.sample(tagPool, random.int(0, 4))) chosen.add(tag);
    if (random.chance(0.05)) chosen.add(`ticket-${i}`);
    for (const tag of chosen) tagsSeen.add(tag);
    return [...chosen];
  };
  const links = (entityName: string): Record<string, string>[] | undefined => {
    const many = random.int(0, 3);
    if (many === 0) return undefined;
    return Array.from({ length: many }, (_, l) => {
      const link: Record<string, string> = { url: `https://${random.pick(['grafana', 'runbooks', 'wiki', 'status'])}.example.com/${entityName}/${l}` };
      if (random.chance(0.8)) link.title = `${random.pick(WORDS)} ${random.pick(ROLES)}`;
      if (random.chance(0.5)) link.icon = random.pick(['dashboard', 'docs', 'alert', 'chat']);
      if (random.chance(0.3)) link.type = random.pick(['metrics', 'runbook', 'support']);
      return link;
    });
  };
  const relations = (): { type: string; targetRef: string }[] | undefined => {
    if (random.chance(0.3)) return undefined;
    return Array.from({ length: random.int(1, 6) }, () => ({
      type: random.pick(RELATION_TYPES),
      targetRef: `${random.pick(['component', 'api', 'system', 'group', 'user', 'resource'])}:${random.pick(namespaces)}/${random.pick(AREAS)}-${random.int(0, count)}`,
    }));
  };
  const refs = (kind: string, max: number): string[] => Array.from({ length: random.int(0, max) }, () => refTo(kind));
  /** An optional list of refs: left out when empty. */
  const someRefs = (kind: string, max: number): string[] | undefined => {
    const list = refs(kind, max);
    return list.length === 0 ? undefined : list;
  };
  const lifecycle = (): string => random.pick(['production', 'experimental', 'deprecated', 'beta']);

  const spec = (kind: string, i: number): Record<string, unknown> => {
    const owner = random.chance(0.85) ? refTo('group') : refTo('user');
    const withOptional = (fields: Record<string, unknown>): Record<string, unknown> => {
      for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key];
      return fields;
    };
    switch (kind) {
      case 'Component':
        return withOptional({
          type: random.pick(['service', 'website', 'library', 'worker']),
          lifecycle: lifecycle(),
          owner,
          system: random.chance(0.7) ? refTo('system') : undefined,
          subcomponentOf: random.chance(0.05) ? refTo('component') : undefined,
          providesApis: someRefs('api', 2),
          consumesApis: someRefs('api', 3),
          dependsOn: someRefs('resource', 3),
          dependencyOf: someRefs('component', 1),
        });
      case 'API':
        return withOptional({
          type: random.pick(['openapi', 'asyncapi', 'graphql', 'grpc']),
          lifecycle: lifecycle(),
          owner,
          definition: `openapi: 3.0.3\ninfo:\n  title: API ${i}\n  version: 1.0.${i % 10}\n`,
          system: random.chance(0.6) ? refTo('system') : undefined,
        });
      case 'System':
        return withOptional({ owner, domain: random.chance(0.7) ? refTo('domain') : undefined, type: random.chance(0.3) ? 'product' : undefined });
      case 'Domain':
        return withOptional({ owner, subdomainOf: random.chance(0.2) ? refTo('domain') : undefined });
      case 'Resource':
        return withOptional({
          type: random.pick(['database', 'queue', 'bucket', 'cache', 'cluster']),
          owner,
          system: random.chance(0.6) ? refTo('system') : undefined,
          dependsOn: someRefs('resource', 2),
          dependencyOf: someRefs('component', 2),
        });
      case 'Group':
        return withOptional({
          type: random.pick(['team', 'department', 'guild']),
          children: refs('group', 3),
          profile: random.chance(0.8) ? { displayName: `Team ${i}`, email: `team-${i}@example.com` } : undefined,
          parent: random.chance(0.8) ? refTo('group') : undefined,
          members: someRefs('user', 5),
        });
      case 'User':
        return withOptional({
          memberOf: refs('group', 3),
          profile: {
            displayName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
            email: `user${i}@example.com`,
            ...(random.chance(0.3) ? { picture: `https://avatars.example.com/${i}` } : {}),
          },
        });
      default: // Location
        return random.chance(0.5)
          ? { type: 'url', target: `https://github.com/acme/repo-${i}/blob/main/catalog-info.yaml` }
          : { type: 'url', targets: Array.from({ length: random.int(1, 4) }, (_, t) => `./services/${i}-${t}/catalog-info.yaml`), presence: random.pick(['required', 'optional']) };
    }
  };
  const kindOf = (): string => {
    const roll = random.next();
    if (roll < 0.38) return 'Component';
    if (roll < 0.53) return 'API';
    if (roll < 0.63) return 'Resource';
    if (roll < 0.68) return 'System';
    if (roll < 0.7) return 'Domain';
    if (roll < 0.76) return 'Group';
    if (roll < 0.97) return 'User';
    return 'Location';
  };

  const entities: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const kind = kindOf();
    const entityName = name(i);
    const ns = namespace();
    if (ns !== undefined) namespacesSeen.add(ns);
    const metadata: Record<string, unknown> = { name: entityName };
    if (ns !== undefined) metadata.namespace = ns;
    if (random.chance(0.6)) metadata.title = `${random.pick(WORDS)} ${entityName}`;
    if (random.chance(0.7)) metadata.description = random.chance(0.1) ? '' : `Entity ${i}: ${random.pick(AREAS)} for ${random.pick(AREAS)}.`;
    if (random.chance(0.3)) metadata.uid = `${i.toString(16)}-${random.int(0, 1e9).toString(16)}`;
    if (random.chance(0.3)) metadata.etag = random.int(0, 1e9).toString(36);
    const entityLabels = labels(i);
    if (entityLabels !== undefined) metadata.labels = entityLabels;
    metadata.annotations = annotations(i, entityName);
    const entityTags = tags(i);
    if (entityTags !== undefined) metadata.tags = entityTags;
    const entityLinks = links(entityName);
    if (entityLinks !== undefined) metadata.links = entityLinks;
    const entity: Record<string, unknown> = {
      apiVersion: random.chance(0.9) ? V1ALPHA1 : V1BETA1,
      kind,
      metadata,
      spec: spec(kind, i),
    };
    const entityRelations = relations();
    if (entityRelations !== undefined) entity.relations = entityRelations;
    if (random.chance(0.05)) {
      entity.status = { items: [{ level: random.pick(['info', 'warning', 'error']), type: 'backstage.io/catalog-processing', message: `status of ${i}` }] };
    }
    entities.push(entity);
  }
  return {
    // As a catalog reads them (JSON or YAML): each entity's strings its own, none shared with another entity.
    entities: JSON.parse(JSON.stringify(entities)) as unknown[],
    figures: { labelKeys: labelKeys.size, annotationKeys: annotationKeys.size, tags: tagsSeen.size, namespaces: namespacesSeen.size },
  };
};
