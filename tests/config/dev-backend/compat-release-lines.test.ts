import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CURRENT_LINE, PREVIOUS_LINE, RELEASE_LINES } from '../../compat/release-lines';
import { derivedPins, localImportClosure, lowerBound, throwawayPackageJson } from '../../compat/throwaway-backend';

// The release lines the compatibility runner installs (npm run test:compat), checked against the repository: the
// current line is what package.json pins, and every line names every @backstage package the embedded backend imports.

const repoRoot = resolve(__dirname, '../../..');
const packageJson = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const declared: Record<string, string> = { ...packageJson.dependencies, ...packageJson.devDependencies };

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

/** The @backstage packages the files the backend runs import (type-only imports included), by package name. */
const backstageImports = (): string[] => {
  const names = new Set<string>();
  for (const file of localImportClosure(repoRoot, 'config/dev-backend/embedded/backend.ts')) {
    for (const match of readFileSync(join(repoRoot, file), 'utf8').matchAll(/['"](@backstage\/[a-z0-9-]+)(?:\/[^'"]*)?['"]/g)) names.add(match[1]!);
  }
  return [...names].sort();
};

describe('the release lines of the compatibility runner', () => {
  it("has the embedded backend's line as the current one: the versions package.json pins", () => {
    const pinned = Object.fromEntries(
      Object.keys(RELEASE_LINES[CURRENT_LINE].packages).map((name) => [name, declared[name]?.replace(/^\^/, '')]),
    );
    expect(pinned).toEqual(RELEASE_LINES[CURRENT_LINE].packages);
    expect(PREVIOUS_LINE).not.toBe(CURRENT_LINE);
  });

  it.each(Object.keys(RELEASE_LINES))('line %s names every @backstage package the backend imports, and no other', (line) => {
    expect(Object.keys(RELEASE_LINES[line as keyof typeof RELEASE_LINES].packages).sort()).toEqual(backstageImports());
  });

  it('copies the files backend.ts reaches, inside and outside config/dev-backend', () => {
    const closure = localImportClosure(repoRoot, 'config/dev-backend/embedded/backend.ts');
    expect(closure).toEqual(expect.arrayContaining(['config/dev-backend/embedded/backend.ts', 'config/dev-backend/embedded/leave-out-plugins.ts', 'domain/catalog/filter-query.ts']));
    // Files under config/server or ui would drag the portal's own dependencies into the throwaway directory.
    expect(closure.filter((file) => !/^(config\/dev-backend|domain)\//.test(file))).toEqual([]);
    expect(sourceFiles(join(repoRoot, 'config/dev-backend/embedded')).length).toBeGreaterThan(0);
  });
});

describe('the throwaway directory', () => {
  it("asks npm for the line's exact versions, pins them everywhere, and lets better-sqlite3 build", () => {
    const line = RELEASE_LINES[PREVIOUS_LINE];
    const json = throwawayPackageJson(line, repoRoot, { ...line.packages, '@backstage/errors': '1.3.1' }) as {
      type: string;
      dependencies: Record<string, string>;
      overrides: Record<string, string>;
      allowScripts: Record<string, boolean>;
    };
    expect(json.type).toBe('module');
    expect(json.dependencies).toMatchObject({ ...line.packages, '@backstage/errors': '1.3.1' });
    expect(Object.keys(json.dependencies)).toEqual(expect.arrayContaining(['better-sqlite3', 'tsx', 'fp-ts', 'js-yaml']));
    expect(json.overrides).toEqual({ ...line.packages, '@backstage/errors': '1.3.1' });
    expect(json.allowScripts).toEqual({ 'better-sqlite3': true });
  });

  it.each([
    ['^1.10.0', '1.10.0'],
    ['~0.4.7', '0.4.7'],
    ['2.2.4', '2.2.4'],
    ['>=1.0.0', undefined],
    ['workspace:^', undefined],
    ['^1.0.0-next.1', undefined],
  ])('takes the lowest version %s accepts: %s', (range, bound) => {
    expect(lowerBound(range)).toBe(bound);
  });

  it('pins what the pinned packages declare, at the highest of their lower bounds, and keeps existing pins', () => {
    const installed: Array<{ name: string; version: string; dependencies: Record<string, string> }> = [
      { name: '@backstage/plugin-catalog-backend', version: '3.9.0', dependencies: { '@backstage/errors': '^1.3.1', '@backstage/config': '^1.3.8', lodash: '^4.17.0' } },
      { name: '@backstage/backend-defaults', version: '0.17.7', dependencies: { '@backstage/errors': '^1.3.0', '@backstage/backend-plugin-api': '^1.9.0' } },
      // Not at its pin: what it declares says nothing about the line.
      { name: '@backstage/plugin-auth-backend', version: '0.31.0', dependencies: { '@backstage/errors': '^1.4.0' } },
    ];
    const pins = { '@backstage/plugin-catalog-backend': '3.9.0', '@backstage/backend-defaults': '0.17.7', '@backstage/plugin-auth-backend': '0.30.0', '@backstage/backend-plugin-api': '1.10.0' };
    expect(derivedPins(installed, pins)).toEqual({ '@backstage/errors': '1.3.1', '@backstage/config': '1.3.8' });
  });
});
