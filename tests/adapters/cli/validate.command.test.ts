import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Minimatch } from 'minimatch';
import { NOT_AN_ENTITY, runValidate, VALIDATE_USAGE, validateInputs, validateYamlText, type ValidateReport } from '../../../adapters/cli/validate.command';
import { excludedBy, filesInFolder, GlobPatternError, globFiles, globPatternProblem, nodeCliIo, type CliIo } from '../../../adapters/cli/read-input';

const VALID_COMPONENT = `apiVersion: backstage.io/v1alpha1
kind: Component
metadata:
  name: payments
  tags: [java]
spec:
  type: service
  lifecycle: production
  owner: team-a
`;

const VALID_API = `apiVersion: backstage.io/v1alpha1
kind: API
metadata:
  name: payments-api
spec:
  type: openapi
  lifecycle: production
  owner: team-a
  definition:
    $text: ./openapi.yaml
`;

const BROKEN = `apiVersion: backstage.io/v1alpha1
kind: Component
metadata:
  name: -bad-
  tags: [java, Not Valid]
spec:
  type: service
  lifecycle: production
`;

interface MemoryIo extends CliIo {
  readonly out: string[];
  readonly err: string[];
}

const memoryIo = (files: Record<string, string>, globs: Record<string, string[]> = {}, config?: string): MemoryIo => {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
    readFile: async (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT: no such file or directory, open '${path}'`);
      return text;
    },
    glob: async (pattern) => globs[pattern] ?? [],
    readOptionalFile: async (path) => (path === '.porticorc.json' ? config : undefined),
    // Folders are the paths the files lie under; a walk leaves out node_modules and dot names, as on disk.
    pathKind: async (path) => (Object.hasOwn(files, path) ? 'file' : Object.keys(files).some((file) => file.startsWith(`${path}/`)) ? 'folder' : 'none'),
    filesIn: async (folder) =>
      Object.keys(files)
        .filter((file) => file.startsWith(`${folder}/`) && !file.slice(folder.length + 1).split('/').some((name) => name === 'node_modules' || name.startsWith('.')))
        .sort(),
  };
};

describe('portico validate', () => {
  it('exits 0 and prints no problem lines when every entity is valid', async () => {
    const io = memoryIo({ 'catalog-info.yaml': `${VALID_COMPONENT}---\n${VALID_API}` });
    expect(await runValidate(['catalog-info.yaml'], io)).toBe(0);
    expect(io.out).toEqual([]);
    expect(io.err).toEqual(['2 entities in 1 file: all valid']);
  });

  it('prints file:line:column: path: message lines and exits 1', async () => {
    const io = memoryIo({ 'a.yaml': `${VALID_COMPONENT}---\n${BROKEN}` });
    expect(await runValidate(['a.yaml'], io)).toBe(1);
    expect(io.out).toEqual([
      expect.stringMatching(/^a\.yaml:14:9: metadata\.name: expected a name .* but found "-bad-"$/),
      expect.stringMatching(/^a\.yaml:15:16: metadata\.tags\[1\]: expected a tag .* but found "Not Valid"$/),
      'a.yaml:16:1: spec.owner: is required; expected an entity reference of the form [<kind>:][<namespace>/]<name>',
    ]);
    expect(io.err).toEqual(['2 entities in 1 file: 3 problems']);
  });

  it('reports YAML syntax errors per document', async () => {
    const io = memoryIo({ 'bad.yaml': `${VALID_COMPONENT}---\nkind: [unclosed\n` });
    expect(await runValidate(['bad.yaml'], io)).toBe(1);
    expect(io.out).toHaveLength(1);
    expect(io.out[0]).toBe('bad.yaml:12:1: invalid YAML: unexpected end of the stream within a flow collection');
  });

  it('skips empty documents and reports non-object documents', async () => {
    expect(validateYamlText('---\n---\n')).toEqual([]);
    const io = memoryIo({ 'x.yaml': `${VALID_COMPONENT}---\n---\njust text\n` });
    expect(await runValidate(['x.yaml'], io)).toBe(1);
    expect(io.out).toEqual(['x.yaml:12:1: the entity must be an object, but found "just text"']);
  });

  it('expands glob patterns through io.glob and reports a pattern without matches', async () => {
    const io = memoryIo({ 'c/a.yaml': VALID_COMPONENT, 'c/b.yaml': VALID_API }, { 'c/*.yaml': ['c/a.yaml', 'c/b.yaml'] });
    expect(await runValidate(['c/*.yaml', 'c/a.yaml', 'none/*.yml'], io)).toBe(2);
    expect(io.out).toEqual(['none/*.yml: no files match this pattern']);
    expect(io.err).toEqual(['2 entities in 3 files: 1 problem']);
  });

  it('reports a file it cannot read, and exits 2: the input could not be checked', async () => {
    const io = memoryIo({});
    expect(await runValidate(['missing.yaml'], io)).toBe(2);
    expect(io.out).toEqual(["missing.yaml: cannot read file: ENOENT: no such file or directory, open 'missing.yaml'"]);
  });

  it("reads standard input for '-'", async () => {
    const io = memoryIo({ '-': BROKEN });
    expect(await runValidate(['-'], io)).toBe(1);
    expect(io.out[0]).toMatch(/^<stdin>:4:9: metadata\.name/);
  });

  it('writes one JSON report with --format json', async () => {
    const io = memoryIo({ 'a.yaml': `${VALID_COMPONENT}---\n${BROKEN}` });
    expect(await runValidate(['--format', 'json', 'a.yaml'], io)).toBe(1);
    expect(io.out).toHaveLength(1);
    const report = JSON.parse(io.out[0]!) as ValidateReport;
    expect(report.valid).toBe(false);
    expect(report.summary).toEqual({ files: 1, entities: 2, problems: 3, skipped: 0 });
    expect(report.files[0]!.documents[0]).toEqual({ document: 1, entityRef: 'component:default/payments', problems: [] });
    expect(report.files[0]!.documents[1]!.problems.map(({ path, line, column }) => ({ path, line, column }))).toEqual([
      { path: 'metadata.name', line: 14, column: 9 },
      { path: 'metadata.tags[1]', line: 15, column: 16 },
      { path: 'spec.owner', line: 16, column: 1 },
    ]);
    expect(io.err).toEqual([]);
  });

  it('accepts --format=json and exits 0 for valid input', async () => {
    const io = memoryIo({ 'a.yaml': VALID_COMPONENT });
    expect(await runValidate(['--format=json', 'a.yaml'], io)).toBe(0);
    expect(JSON.parse(io.out[0]!)).toMatchObject({ valid: true, summary: { files: 1, entities: 1, problems: 0 } });
  });

  it('prints help with --help and exits 0', async () => {
    const io = memoryIo({});
    expect(await runValidate(['--help'], io)).toBe(0);
    expect(io.out).toEqual([VALIDATE_USAGE]);
    expect(VALIDATE_USAGE).toContain('Usage: portico validate');
  });

  it.each([
    [[], 'portico validate: no files given'],
    [['--format', 'xml', 'a.yaml'], 'portico validate: unknown format "xml"; use text or json'],
    [['--strict', 'a.yaml'], 'portico validate: unknown option --strict'],
    [['--kind', 'my kind', 'a.yaml'], 'portico validate: --kind needs a kind name of letters and digits starting with a letter (got "my kind")'],
    [['a.yaml', '--kind'], 'portico validate: --kind needs a kind name of letters and digits starting with a letter (got "")'],
  ])('refuses %j, pointing at the usage, with exit 2', async (args, message) => {
    const io = memoryIo({ 'a.yaml': VALID_COMPONENT });
    expect(await runValidate(args, io)).toBe(2);
    expect(io.err).toEqual([message, "Run 'portico validate --help' for usage."]);
    expect(io.out).toEqual([]);
  });

  it('refuses a malformed glob before reading anything, naming the pattern and the fault', async () => {
    const io = memoryIo({ 'a.yaml': VALID_COMPONENT });
    const glob = jest.spyOn(io, 'glob');
    expect(await runValidate(['a.yaml', 'catalog/[z-a]/*.yaml'], io)).toBe(2);
    expect(io.err).toEqual([
      'portico validate: invalid glob pattern "catalog/[z-a]/*.yaml": the character range z-a is out of order (write a-z)',
      "Run 'portico validate --help' for the pattern syntax.",
    ]);
    expect(io.out).toEqual([]);
    expect(glob).not.toHaveBeenCalled();
  });

  it('reports a malformed glob per input when validating inputs directly', async () => {
    const report = await validateInputs(['[9-0].yaml'], memoryIo({}));
    expect(report.files).toEqual([{ file: '[9-0].yaml', error: 'the character range 9-0 is out of order (write 0-9)', documents: [] }]);
    expect(report.valid).toBe(false);
  });

  it('takes names after -- as files', async () => {
    const io = memoryIo({ '--odd.yaml': VALID_COMPONENT });
    expect(await runValidate(['--', '--odd.yaml'], io)).toBe(0);
  });
});

const OPENAPI = `openapi: 3.0.3
info:
  title: Payments
  version: 1.0.0
paths: {}
`;

describe('portico validate and folders', () => {
  const catalog = {
    'catalog/payments.yaml': VALID_COMPONENT,
    'catalog/apis/payments-api.yml': VALID_API,
    'catalog/apis/deep/more/broken.YAML': BROKEN,
    'catalog/README.md': '# not YAML',
    'catalog/node_modules/pkg/catalog-info.yaml': BROKEN,
    'catalog/.github/workflows/ci.yaml': 'on: push\n',
    'catalog/.hidden.yaml': BROKEN,
  };

  it('reads the .yaml and .yml files of a folder at any depth, sorted, leaving out node_modules and dot names', async () => {
    const io = memoryIo(catalog);
    const read = jest.spyOn(io, 'readFile');
    expect(await runValidate(['catalog'], io)).toBe(1);
    expect(read.mock.calls.map(([path]) => path)).toEqual(['catalog/apis/deep/more/broken.YAML', 'catalog/apis/payments-api.yml', 'catalog/payments.yaml']);
    expect(io.out.every((line) => line.startsWith('catalog/apis/deep/more/broken.YAML:'))).toBe(true);
    expect(io.err).toEqual(['3 entities in 3 files: 3 problems']);
  });

  it('reads a folder named with a trailing slash, and a file it holds only once', async () => {
    const io = memoryIo({ 'c/a.yaml': VALID_COMPONENT, 'c/b.yaml': VALID_API });
    io.filesIn = async (folder) => [`${folder.replace(/\/$/, '')}/a.yaml`, `${folder.replace(/\/$/, '')}/b.yaml`];
    io.pathKind = async (path) => (path === 'c/' || path === 'c' ? 'folder' : 'file');
    expect(await runValidate(['c/a.yaml', 'c/'], io)).toBe(0);
    expect(io.err).toEqual(['2 entities in 2 files: all valid']);
  });

  it('reports a folder without YAML files as an input error, exit 2', async () => {
    const io = memoryIo({ 'docs/index.md': '# docs', 'docs/.x/a.yaml': VALID_COMPONENT });
    expect(await runValidate(['docs'], io)).toBe(2);
    expect(io.out).toEqual(['docs: no .yaml or .yml files in this folder']);
  });

  it('skips a document with neither apiVersion nor kind, with a note, and exits 0', async () => {
    const io = memoryIo({ 'catalog/payments.yaml': VALID_COMPONENT, 'catalog/payments.oas.yaml': OPENAPI, 'catalog/both.yaml': `${VALID_API}---\n${OPENAPI}` });
    expect(await runValidate(['catalog'], io)).toBe(0);
    expect(io.out).toEqual([]);
    expect(io.err).toEqual([
      // A document starts at its '---' line, where its other notes and problems without a place are put too.
      `catalog/both.yaml:11: note: ${NOT_AN_ENTITY}`,
      `catalog/payments.oas.yaml:1: note: ${NOT_AN_ENTITY}`,
      '2 entities in 3 files: all valid (2 documents skipped: not entities)',
    ]);
  });

  it('records skipped documents in the JSON report, apart from the entities and problems', async () => {
    const io = memoryIo({ 'api.oas.yaml': OPENAPI });
    expect(await runValidate(['--format', 'json', 'api.oas.yaml'], io)).toBe(0);
    const report = JSON.parse(io.out[0]!) as ValidateReport;
    expect(report).toEqual({
      valid: true,
      files: [{ file: 'api.oas.yaml', documents: [{ document: 1, problems: [], skipped: { reason: NOT_AN_ENTITY, line: 1 } }] }],
      summary: { files: 1, entities: 0, problems: 0, skipped: 1 },
    });
  });

  it('still checks a document with only one of apiVersion and kind, as a broken entity', () => {
    const [withKind] = validateYamlText('kind: Component\nmetadata:\n  name: a\n');
    expect(withKind?.skipped).toBeUndefined();
    expect(withKind?.problems.map((p) => p.path)).toContain('apiVersion');
    const [withApiVersion] = validateYamlText('apiVersion: backstage.io/v1alpha1\nmetadata:\n  name: a\n');
    expect(withApiVersion?.problems.map((p) => p.path)).toContain('kind');
  });

  it('leaves out what --exclude matches among the files of folders and patterns (repeatable, name or path)', async () => {
    const io = memoryIo(
      {
        'catalog/payments.yaml': VALID_COMPONENT,
        'catalog/payments.oas.yaml': BROKEN,
        'catalog/legacy/old.yaml': BROKEN,
        'catalog/legacy/deep/older.yaml': BROKEN,
        'catalog/generated/x.yaml': BROKEN,
        'other/y.yaml': BROKEN,
      },
      { 'other/*.yaml': ['other/y.yaml'] },
    );
    const read = jest.spyOn(io, 'readFile');
    const args = ['--exclude', '*.oas.yaml', '--exclude=legacy', '--exclude', 'catalog/generated/**', '--exclude', './other/*.yaml', 'catalog', 'other/*.yaml'];
    // A pattern whose every file is excluded is no error: the run reads the one file left, and it is valid.
    expect(await runValidate([...args, 'catalog/payments.yaml'], io)).toBe(0);
    expect(read.mock.calls.map(([path]) => path)).toEqual(['catalog/payments.yaml']);
    expect(io.out).toEqual([]);
    expect(io.err).toEqual(['1 entity in 1 file: all valid']);
  });

  it('reads a file named on its own even when --exclude matches it', async () => {
    const io = memoryIo({ 'api.oas.yaml': VALID_COMPONENT });
    expect(await runValidate(['--exclude', '*.oas.yaml', 'api.oas.yaml'], io)).toBe(0);
    expect(io.err).toEqual(['1 entity in 1 file: all valid']);
  });

  it('refuses a run where --exclude leaves no file at all, exit 2', async () => {
    const io = memoryIo({ 'catalog/a.yaml': VALID_COMPONENT });
    expect(await runValidate(['--exclude', '**', 'catalog'], io)).toBe(2);
    expect(io.err).toEqual(['portico validate: --exclude leaves no file to validate ("**")', "Run 'portico validate --help' for usage."]);
  });

  it.each([
    [['--exclude'], "portico validate: --exclude needs a glob pattern, e.g. --exclude '*.oas.yaml'"],
    [['--exclude=', 'a.yaml'], "portico validate: --exclude needs a glob pattern, e.g. --exclude '*.oas.yaml'"],
    [['--exclude', '[z-a]', 'a.yaml'], 'portico validate: --exclude: invalid glob pattern "[z-a]": the character range z-a is out of order (write a-z)'],
  ])('refuses %j with exit 2', async (args, message) => {
    const io = memoryIo({ 'a.yaml': VALID_COMPONENT });
    expect(await runValidate(args, io)).toBe(2);
    expect(io.err).toEqual([message, "Run 'portico validate --help' for usage."]);
  });

  it('matches --exclude patterns against the path and each folder in it', () => {
    const excluded = excludedBy(['*.oas.yaml', 'legacy', 'a/b/**', '.github']);
    expect(['x.oas.yaml', 'c/d/x.oas.yaml', 'legacy/a.yaml', 'c/legacy/d/a.yaml', 'a/b/c.yaml', 'a/b/c/d.yaml', '.github/x.yaml'].filter(excluded)).toHaveLength(7);
    expect(['x.yaml', 'legacy-old/a.yaml', 'a/c.yaml', 'b/a.yaml', '/abs/x.yaml'].filter(excluded)).toEqual([]);
    expect(excludedBy([])('anything.yaml')).toBe(false);
  });
});

describe('portico validate and names that look like patterns', () => {
  it('reads an existing file whose name holds [ ] literally, without expanding it as a pattern', async () => {
    const io = memoryIo({ 'a[1].yaml': VALID_COMPONENT }, { 'a[1].yaml': [] });
    const glob = jest.spyOn(io, 'glob');
    expect(await runValidate(['a[1].yaml'], io)).toBe(0);
    expect(glob).not.toHaveBeenCalled();
    expect(io.err).toEqual(['1 entity in 1 file: all valid']);
  });

  it('reads an existing file named like a malformed pattern rather than refusing it', async () => {
    const io = memoryIo({ '[z-a].yaml': VALID_COMPONENT, 'dir*/x.yaml': BROKEN });
    expect(await runValidate(['[z-a].yaml'], io)).toBe(0);
    expect(await runValidate(['dir*'], io)).toBe(1);
    expect(io.out[0]).toMatch(/^dir\*\/x\.yaml:4:9: metadata\.name/);
  });

  it('expands a name with pattern characters when no such file or folder exists', async () => {
    const io = memoryIo({ 'a1.yaml': VALID_COMPONENT }, { 'a[1].yaml': ['a1.yaml'] });
    expect(await runValidate(['a[1].yaml'], io)).toBe(0);
    expect(io.err).toEqual(['1 entity in 1 file: all valid']);
  });
});

const OF_KIND = (kind: string): string => VALID_COMPONENT.replace('kind: Component', `kind: ${kind}`);

describe('portico validate and the kinds the catalog knows', () => {
  it('refuses a kind spelt in another case, suggesting the built-in spelling, at the kind value', async () => {
    const io = memoryIo({ 'a.yaml': OF_KIND('component') });
    expect(await runValidate(['a.yaml'], io)).toBe(1);
    expect(io.out).toEqual(['a.yaml:2:7: kind: unknown kind "component": did you mean "Component"?']);
  });

  it.each([
    ['Componnet', 'Component'],
    ['api', 'API'],
    ['Sytem', 'System'],
    ['group', 'Group'],
  ])('suggests the nearest kind for %s', async (kind, suggestion) => {
    const io = memoryIo({ 'a.yaml': OF_KIND(kind) });
    expect(await runValidate(['a.yaml'], io)).toBe(1);
    expect(io.out[0]).toContain(`did you mean "${suggestion}"?`);
  });

  it('refuses a kind it knows nothing like, listing the built-in kinds', async () => {
    const io = memoryIo({ 'a.yaml': OF_KIND('Widget') });
    expect(await runValidate(['a.yaml'], io)).toBe(1);
    expect(io.out).toEqual([
      'a.yaml:2:7: kind: unknown kind "Widget": the catalog knows Component, API, System, Domain, Resource, Group, User, Location, Template and the custom kinds it is told of',
    ]);
  });

  it('accepts custom kinds named with --kind, repeated, and only as spelt', async () => {
    const io = memoryIo({ 'a.yaml': `${OF_KIND('Widget')}---\n${OF_KIND('Pipeline')}`, 'b.yaml': OF_KIND('widget') });
    expect(await runValidate(['--kind', 'Widget', '--kind=Pipeline', 'a.yaml'], io)).toBe(0);
    expect(await runValidate(['--kind', 'Widget', 'b.yaml'], io)).toBe(1);
    expect(io.out).toEqual(['b.yaml:2:7: kind: unknown kind "widget": did you mean "Widget"?']);
  });

  it('accepts custom kinds named in .porticorc.json, together with --kind', async () => {
    const io = memoryIo({ 'a.yaml': `${OF_KIND('Widget')}---\n${OF_KIND('Pipeline')}` }, {}, '{ "kinds": ["Widget"] }');
    expect(await runValidate(['a.yaml'], io)).toBe(1);
    expect(await runValidate(['--kind', 'Pipeline', 'a.yaml'], io)).toBe(0);
  });

  it.each([
    ['{ "kinds": "Widget" }', 'portico validate: .porticorc.json must be an object whose "kinds" is a list of kind names, e.g. { "kinds": ["Widget"] }'],
    ['[]', 'portico validate: .porticorc.json must be an object whose "kinds" is a list of kind names, e.g. { "kinds": ["Widget"] }'],
    ['{ kinds', expect.stringMatching(/^portico validate: \.porticorc\.json is not JSON: /)],
  ])('refuses the config file %s with exit 2 before reading any input', async (config, message) => {
    const io = memoryIo({ 'a.yaml': VALID_COMPONENT }, {}, config);
    const read = jest.spyOn(io, 'readFile');
    expect(await runValidate(['a.yaml'], io)).toBe(2);
    expect(io.err[0]).toEqual(message);
    expect(read).not.toHaveBeenCalled();
  });

  it('still checks the spec of a built-in kind spelt right, and reports a kind problem first', async () => {
    expect(validateYamlText(OF_KIND('Component').replace('  owner: team-a\n', ''))[0]?.problems.map((p) => p.path)).toEqual(['spec.owner']);
    const [doc] = validateYamlText(OF_KIND('Componet').replace('name: payments', 'name: -bad-'));
    expect(doc?.problems.map((p) => p.path)).toEqual(['kind', 'metadata.name']);
  });
});

describe('portico validate and control characters in what it prints', () => {
  const ESC = '\u001b';

  it('prints file names, keys and values with control characters escaped', async () => {
    const file = `evil${ESC}[31mred${ESC}]0;title\u0007.yaml`;
    // Written as YAML escapes: YAML refuses the raw control characters in its text (see below).
    const entity = OF_KIND('Component').replace('  tags: [java]', '  labels:\n    "a\\e[2Jb": x\n  tags: ["bad\\e[1mtag"]');
    const io = memoryIo({ [file]: entity }, { '*.yaml': [file] });
    expect(await runValidate(['*.yaml', `missing${ESC}#8.yaml`], io)).toBe(2);
    // eslint-disable-next-line no-control-regex -- looks for the control characters that must not be printed
    expect(io.out.join('\n')).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(io.out).toContain("missing\\x1b#8.yaml: cannot read file: ENOENT: no such file or directory, open 'missing\\x1b#8.yaml'");
    const problems = io.out.filter((line) => line.startsWith('evil\\x1b[31mred\\x1b]0;title\\x07.yaml:'));
    expect(problems.map((line) => line.split(': ')[1])).toEqual(['metadata.labels["a\\u001b[2Jb"]', 'metadata.tags[0]']);
  });

  it('reports raw control characters in the YAML text as invalid YAML, without printing them', async () => {
    const io = memoryIo({ 'raw.yaml': OF_KIND('Component').replace('name: payments', `name: "pay${ESC}[2Jments"`) });
    expect(await runValidate(['raw.yaml'], io)).toBe(1);
    expect(io.out).toEqual([expect.stringMatching(/^raw\.yaml:\d+:\d+: invalid YAML: /)]);
    // eslint-disable-next-line no-control-regex -- looks for the control characters that must not be printed
    expect(io.out.join('\n')).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });

  it('escapes C1 controls in the JSON report too, which stays valid JSON', async () => {
    const file = 'c1\u009b31m.yaml';
    const io = memoryIo({ [file]: OF_KIND('Wid\u009bget') });
    await runValidate(['--format', 'json', file], io);
    expect(io.out[0]).not.toMatch(/[\u007f-\u009f]/);
    expect((JSON.parse(io.out[0]!) as ValidateReport).files[0]?.file).toBe(file);
  });

  it('escapes an unknown option it names', async () => {
    const io = memoryIo({});
    expect(await runValidate([`--x${ESC}[31m`], io)).toBe(2);
    expect(io.err[0]).toBe('portico validate: unknown option --x\\x1b[31m');
  });
});

describe('read-input (real file system)', () => {
  let root: string;
  const cwd = process.cwd();

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'portico-validate-'));
    const files = [
      'catalog-info.yaml',
      'services/a/catalog-info.yaml',
      'services/b/catalog-info.yml',
      'services/b/deep/x/catalog-info.yaml',
      'services/.hidden/catalog-info.yaml',
      'node_modules/pkg/catalog-info.yaml',
      'services/readme.md',
    ];
    for (const file of files) {
      await mkdir(join(root, file, '..'), { recursive: true });
      await writeFile(join(root, file), VALID_COMPONENT);
    }
    await symlink(join(root, 'catalog-info.yaml'), join(root, 'services', 'link.yaml'));
    process.chdir(root);
  });

  afterAll(async () => {
    process.chdir(cwd);
    await rm(root, { recursive: true, force: true });
  });

  it.each<[string, string[]]>([
    ['*.yaml', ['catalog-info.yaml']],
    ['services/*/catalog-info.yaml', ['services/a/catalog-info.yaml']],
    ['services/*/catalog-info.{yaml,yml}', ['services/a/catalog-info.yaml', 'services/b/catalog-info.yml']],
    ['**/catalog-info.yaml', ['catalog-info.yaml', 'services/a/catalog-info.yaml', 'services/b/deep/x/catalog-info.yaml']],
    ['services/**/*.y?ml', ['services/a/catalog-info.yaml', 'services/b/deep/x/catalog-info.yaml', 'services/link.yaml']],
    ['services/[ab]/*', ['services/a/catalog-info.yaml', 'services/b/catalog-info.yml']],
    ['services/[!a]/*', ['services/b/catalog-info.yml']],
    ['node_modules/**/*.yaml', ['node_modules/pkg/catalog-info.yaml']],
    ['services/.hidden/*', ['services/.hidden/catalog-info.yaml']],
    ['nothing/**/*.yaml', []],
    ['plain-name.yaml', ['plain-name.yaml']],
  ])('globFiles(%j)', async (pattern, expected) => {
    expect(await globFiles(pattern)).toEqual(expected);
  });

  it('matches absolute patterns', async () => {
    expect(await globFiles(`${root}/services/*/catalog-info.yaml`)).toEqual([join(root, 'services/a/catalog-info.yaml')]);
  });

  it('throws a GlobPatternError, not a regular expression error, for a backwards range', async () => {
    expect(globPatternProblem('[]a]')).toBeUndefined();
    expect(globPatternProblem('[!a-c]x')).toBeUndefined();
    expect(globPatternProblem('ok/[a-z]/*.yaml')).toBeUndefined();
    expect(globPatternProblem('ok/[z-a]/*.yaml')?.message).toBe(
      'invalid glob pattern "ok/[z-a]/*.yaml": the character range z-a is out of order (write a-z)',
    );
    await expect(globFiles('services/[z-a]/*')).rejects.toThrow(GlobPatternError);
  });

  it('matches with minimatch, which answers a many-star pattern against a long name without backtracking', async () => {
    const long = `${'a'.repeat(240)}.yaml`;
    await writeFile(join(root, long), VALID_COMPONENT);
    try {
      // The same matcher the walk uses: both patterns would take hours with a backtracking regular expression.
      expect(new Minimatch('*a*a*a*a*a*ab').match(long)).toBe(false);
      expect(await globFiles('*a*a*a*a*a*ab')).toEqual([]);
      expect(await globFiles('*a*a*a*a*a*a*a*ab*')).toEqual([]);
      expect(await globFiles('*a*a*a*a*a*a*a*.yaml')).toEqual([long]);
    } finally {
      await rm(join(root, long));
    }
  });

  it('lists the files of a folder at any depth, sorted, without node_modules, dot names or links to folders', async () => {
    await symlink(join(root, 'services', 'a'), join(root, 'services', 'link-to-a'));
    try {
      expect(await filesInFolder('services')).toEqual([
        'services/a/catalog-info.yaml',
        'services/b/catalog-info.yml',
        'services/b/deep/x/catalog-info.yaml',
        'services/link.yaml',
        'services/readme.md',
      ]);
      expect(await filesInFolder('.')).toContain('catalog-info.yaml');
      expect((await filesInFolder('.')).filter((path) => path.includes('node_modules') || path.includes('.hidden'))).toEqual([]);
      expect(await filesInFolder('missing-folder')).toEqual([]);
    } finally {
      await rm(join(root, 'services', 'link-to-a'));
    }
  });

  it('validates a folder rather than failing to read it as a file (EISDIR)', async () => {
    const io = { ...nodeCliIo(), stdout: jest.fn(), stderr: jest.fn() };
    expect(await runValidate(['services'], io)).toBe(0);
    expect(io.stdout).not.toHaveBeenCalled();
    expect(io.stderr).toHaveBeenCalledWith('4 entities in 4 files: all valid');
    const everything = { ...nodeCliIo(), stdout: jest.fn(), stderr: jest.fn() };
    expect(await runValidate(['.'], everything)).toBe(0);
    expect(everything.stderr).toHaveBeenCalledWith('5 entities in 5 files: all valid');
  });

  it('reads a real file named with brackets literally', async () => {
    await mkdir(join(root, 'odd'));
    await writeFile(join(root, 'odd', 'a[1].yaml'), VALID_COMPONENT);
    try {
      const io = { ...nodeCliIo(), stdout: jest.fn(), stderr: jest.fn() };
      expect(await runValidate(['odd/a[1].yaml'], io)).toBe(0);
      expect(io.stderr).toHaveBeenCalledWith('1 entity in 1 file: all valid');
    } finally {
      await rm(join(root, 'odd'), { recursive: true });
    }
  });

  it('validates real files end to end', async () => {
    const io = { ...nodeCliIo(), stdout: jest.fn(), stderr: jest.fn() };
    expect(await runValidate(['**/catalog-info.y*ml'], io)).toBe(0);
    expect(io.stderr).toHaveBeenCalledWith('4 entities in 4 files: all valid');
  });
});

describe('portico validate (the installed command)', () => {
  const run = promisify(execFile);
  const bin = join(__dirname, '../../../bin/portico.mjs');

  it('prints a one-line error for a malformed glob, without a stack trace', async () => {
    const failure = await run(process.execPath, [bin, 'validate', '[z-a]']).then(
      () => undefined,
      (error: unknown) => error as { code?: number; stdout?: string; stderr?: string },
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stdout).toBe('');
    expect(failure?.stderr).toBe(
      'portico validate: invalid glob pattern "[z-a]": the character range z-a is out of order (write a-z)\n' +
        "Run 'portico validate --help' for the pattern syntax.\n",
    );
  }, 60_000);
});
