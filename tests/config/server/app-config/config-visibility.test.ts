// What config schemas say about who sees a value, as paths: secrets, frontend marks, declared keys; which schemas
// disagree; and the browser's config without the secrets and without the keys no schema declares.
import fc from 'fast-check';
import {
  conflictMessage,
  onlyDeclared,
  parseStoredVisibility,
  porticoVisibility,
  schemaPathName,
  schemaVisibility,
  storedVisibility,
  visibilityConflicts,
  withoutSecrets,
  PORTICO_SCHEMA_NAME,
  type SchemaPath,
} from '../../../../config/server/app-config/config-visibility';

const SONARQUBE_BACKEND = '@backstage-community/plugin-sonarqube-backend';
const JENKINS_BACKEND = '@backstage-community/plugin-jenkins-backend';
const EVIL = '@acme/portico-plugin-everything';

const sonarqubeBackend = {
  packageName: SONARQUBE_BACKEND,
  value: {
    type: 'object',
    properties: { sonarqube: { type: 'object', properties: { baseUrl: { type: 'string' }, apiKey: { type: 'string', visibility: 'secret' } } } },
  },
};
const jenkinsBackend = {
  packageName: JENKINS_BACKEND,
  value: {
    type: 'object',
    properties: {
      jenkins: {
        type: 'object',
        properties: { instances: { type: 'array', items: { $ref: '#/definitions/instance' } } },
      },
    },
    definitions: { instance: { type: 'object', properties: { name: { type: 'string' }, apiKey: { type: 'string', visibility: 'secret' } } } },
  },
};
const everything = { packageName: EVIL, value: { type: 'object', deepVisibility: 'frontend' } };

const names = (paths: readonly SchemaPath[]) => paths.map(schemaPathName);

describe('schemaVisibility', () => {
  it('finds secrets through properties, items, references and combinators, and every key declared on the way', () => {
    const jenkins = schemaVisibility(jenkinsBackend);
    expect(jenkins.marks).toEqual([
      { packageName: JENKINS_BACKEND, path: [{ key: 'jenkins' }, { key: 'instances' }, { item: true }, { key: 'apiKey' }], visibility: 'secret', deep: false },
    ]);
    expect(names(jenkins.declared)).toEqual(['jenkins', 'jenkins.instances', 'jenkins.instances[]', 'jenkins.instances[].name', 'jenkins.instances[].apiKey']);

    const combined = schemaVisibility({
      packageName: 'x',
      value: {
        allOf: [{ properties: { a: { additionalProperties: { properties: { token: { visibility: 'secret' } } } } } }],
        properties: { b: { patternProperties: { '^k': { deepVisibility: 'secret' } } } },
      },
    });
    expect(combined.marks.map((mark) => `${schemaPathName(mark.path)} ${mark.visibility}${mark.deep ? ' deep' : ''}`)).toEqual(['b./^k/ secret deep', 'a.*.token secret']);
  });

  it('declares nothing below a mapping that names no key: a deepVisibility over it is not a declaration', () => {
    const found = schemaVisibility(everything);
    expect(found.declared).toEqual([]);
    expect(found.marks).toEqual([{ packageName: EVIL, path: [], visibility: 'frontend', deep: true }]);
  });

  it('stops on a schema that refers to itself', () => {
    const found = schemaVisibility({ packageName: 'x', value: { $ref: '#/definitions/node', definitions: { node: { properties: { next: { $ref: '#/definitions/node' } } } } } });
    expect(found.declared.length).toBeGreaterThan(0);
  });
});

describe('visibilityConflicts', () => {
  const marksOf = (...schemas: Parameters<typeof schemaVisibility>[0][]) => schemas.flatMap((schema) => schemaVisibility(schema).marks);

  it("names the key and both packages when a plugin's deepVisibility shows another package's secret", () => {
    const conflicts = visibilityConflicts(marksOf(everything, sonarqubeBackend, jenkinsBackend));
    expect(conflicts).toEqual([
      { key: 'sonarqube.apiKey', frontend: EVIL, secret: SONARQUBE_BACKEND },
      { key: 'jenkins.instances[].apiKey', frontend: EVIL, secret: JENKINS_BACKEND },
    ]);
    const message = conflictMessage(conflicts)!;
    expect(message).toContain(`'sonarqube.apiKey': visible to the frontend in the config schema of ${EVIL}, secret in the config schema of ${SONARQUBE_BACKEND}`);
    expect(message).toContain(`'jenkins.instances[].apiKey': visible to the frontend in the config schema of ${EVIL}, secret in the config schema of ${JENKINS_BACKEND}`);
  });

  it('finds a plain frontend mark on a secret value, and one inside a secret', () => {
    const narrow = { packageName: EVIL, value: { properties: { sonarqube: { properties: { apiKey: { type: 'string', visibility: 'frontend' } } } } } };
    expect(visibilityConflicts(marksOf(narrow, sonarqubeBackend))).toEqual([{ key: 'sonarqube.apiKey', frontend: EVIL, secret: SONARQUBE_BACKEND }]);
    const deepSecret = { packageName: 'vault', value: { properties: { vault: { type: 'object', deepVisibility: 'secret' } } } };
    const shows = { packageName: EVIL, value: { properties: { vault: { properties: { token: { visibility: 'frontend' } } } } } };
    expect(visibilityConflicts(marksOf(shows, deepSecret))).toEqual([{ key: 'vault.token', frontend: EVIL, secret: 'vault' }]);
  });

  it('finds none when the frontend keys and the secrets are apart', () => {
    const fair = { packageName: '@acme/sonarqube', value: { properties: { sonarqube: { properties: { baseUrl: { type: 'string', visibility: 'frontend' } } } } } };
    expect(visibilityConflicts(marksOf(fair, sonarqubeBackend, jenkinsBackend))).toEqual([]);
    expect(conflictMessage([])).toBeUndefined();
  });

  it("takes Portico's allow-list as a schema: a package marking secret a value the allow-list shows is a conflict", () => {
    const marks = [...porticoVisibility().marks, ...marksOf({ packageName: '@acme/home', value: { properties: { home: { properties: { apiToken: { visibility: 'secret' } } } } } })];
    expect(visibilityConflicts(marks)).toEqual([{ key: 'home.apiToken', frontend: PORTICO_SCHEMA_NAME, secret: '@acme/home' }]);
  });
});

describe('withoutSecrets and onlyDeclared', () => {
  const config = {
    sonarqube: { baseUrl: 'https://sonar', apiKey: 'sonar-secret' },
    jenkins: { instances: [{ name: 'ci', apiKey: 'jenkins-secret' }] },
    other: { value: 1 },
  };
  const visibility = storedVisibility([sonarqubeBackend, jenkinsBackend].map(schemaVisibility));

  it('takes out every value a schema marks secret, keeping the positions of list items', () => {
    expect(withoutSecrets(config, visibility.secrets.map((secret) => secret.path))).toEqual({
      sonarqube: { baseUrl: 'https://sonar' },
      jenkins: { instances: [{ name: 'ci' }] },
      other: { value: 1 },
    });
  });

  it('keeps only keys some schema declares', () => {
    expect(onlyDeclared(config, visibility.declared)).toEqual({
      sonarqube: { baseUrl: 'https://sonar', apiKey: 'sonar-secret' },
      jenkins: { instances: [{ name: 'ci', apiKey: 'jenkins-secret' }] },
    });
    expect(onlyDeclared(config, [])).toEqual({});
  });

  it('reads back what it stores, and refuses anything else', () => {
    expect(parseStoredVisibility(JSON.parse(JSON.stringify(visibility)))).toEqual(visibility);
    expect(parseStoredVisibility({ version: 1, secrets: [{ packageName: 'x', path: [{ key: 1 }] }], declared: [] })).toBeUndefined();
    expect(parseStoredVisibility({ schemas: [] })).toBeUndefined();
  });

  it('never leaves a secret value in, wherever secrets are in a config', () => {
    const SECRET = 'the-secret';
    const key = fc.constantFrom('a', 'b', 'token', 'apiKey');
    const leaf = fc.oneof(fc.constant(SECRET), fc.string(), fc.integer());
    const tree = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(key, tie('node'), { maxKeys: 3 })),
    })).node;
    fc.assert(
      fc.property(fc.dictionary(key, tree, { maxKeys: 4 }), (input) => {
        // Every path to a secret in this config is marked secret (by the exact keys and positions).
        const secrets: SchemaPath[] = [];
        const visit = (value: unknown, at: SchemaPath) => {
          if (value === SECRET) secrets.push(at);
          else if (Array.isArray(value)) value.forEach((item) => visit(item, [...at, { item: true }]));
          else if (typeof value === 'object' && value !== null) for (const [name, child] of Object.entries(value)) visit(child, [...at, { key: name }]);
        };
        visit(input, []);
        expect(JSON.stringify(withoutSecrets(input, secrets))).not.toContain(SECRET);
      }),
    );
  });
});
