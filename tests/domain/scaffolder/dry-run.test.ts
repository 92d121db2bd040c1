import fc from 'fast-check';
import {
  addDryRunResult,
  archivePath,
  deleteDryRunResult,
  EMPTY_DRY_RUN_RESULTS,
  fileTree,
  findTemplateFile,
  relativeTemplatePath,
  selectDryRunResult,
  type DryRunResponse,
} from '../../../domain/scaffolder';

const response: DryRunResponse = { log: [], files: [], output: {}, steps: [] };

describe('dry-run results', () => {
  it('adds and selects each new result, numbering them', () => {
    const one = addDryRunResult(EMPTY_DRY_RUN_RESULTS, response);
    const two = addDryRunResult(one, response);
    expect(two.results.map((result) => result.id)).toEqual([1, 2]);
    expect(two.selectedId).toBe(2);
  });

  it('deleting the selected result selects the last remaining one; deleting another keeps the selection', () => {
    const three = [1, 2, 3].reduce((state) => addDryRunResult(state, response), EMPTY_DRY_RUN_RESULTS);
    expect(deleteDryRunResult(three, 3).selectedId).toBe(2);
    const selectedFirst = selectDryRunResult(three, 1);
    expect(deleteDryRunResult(selectedFirst, 2).selectedId).toBe(1);
    const emptied = deleteDryRunResult(addDryRunResult(EMPTY_DRY_RUN_RESULTS, response), 1);
    expect(emptied.results).toEqual([]);
    expect(emptied.selectedId).toBeUndefined();
    expect(addDryRunResult(emptied, response).results[0]?.id).toBe(2);
  });

  it('ignores selecting a result that does not exist', () => {
    const one = addDryRunResult(EMPTY_DRY_RUN_RESULTS, response);
    expect(selectDryRunResult(one, 9)).toBe(one);
  });
});

describe('file tree', () => {
  it('lists folders first, then files, sorted', () => {
    expect(fileTree(['src/index.js', 'README.md', 'catalog-info.yaml', 'src/lib/a.js', 'package.json'])).toEqual([
      {
        name: 'src',
        path: 'src',
        children: [
          { name: 'lib', path: 'src/lib', children: [{ name: 'a.js', path: 'src/lib/a.js' }] },
          { name: 'index.js', path: 'src/index.js' },
        ],
      },
      { name: 'catalog-info.yaml', path: 'catalog-info.yaml' },
      { name: 'package.json', path: 'package.json' },
      { name: 'README.md', path: 'README.md' },
    ]);
  });

  it('holds every path once as a leaf (property)', () => {
    const segment = fc.stringMatching(/^[a-z]{1,4}$/);
    fc.assert(
      fc.property(fc.uniqueArray(fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/'))), (paths) => {
        // A path that is also a folder of another path cannot be a file; keep only leaves.
        const leaves = paths.filter((path) => !paths.some((other) => other.startsWith(`${path}/`)));
        const collect = (nodes: ReturnType<typeof fileTree>): string[] => nodes.flatMap((node) => (node.children ? collect(node.children) : [node.path]));
        expect(collect(fileTree(leaves)).sort()).toEqual([...leaves].sort());
      }),
    );
  });
});

describe('template folder paths', () => {
  it('strips the picked folder name and normalises separators', () => {
    expect(relativeTemplatePath('my-template/skeleton/src/index.js', true)).toBe('skeleton/src/index.js');
    expect(relativeTemplatePath('a\\b.txt', false)).toBe('a/b.txt');
  });

  it('finds template.yaml at the root first', () => {
    expect(findTemplateFile(['skeleton/template.yaml', 'template.yaml'])).toBe('template.yaml');
    expect(findTemplateFile(['nested/template.yml', 'README.md'])).toBe('nested/template.yml');
    expect(findTemplateFile(['README.md'])).toBeUndefined();
  });

  it('keeps archive paths inside the archive', () => {
    expect(archivePath('/etc/../../x/./y.txt')).toBe('etc/x/y.txt');
    fc.assert(fc.property(fc.string(), (path) => expect(archivePath(path).split('/')).not.toContain('..')));
  });
});
