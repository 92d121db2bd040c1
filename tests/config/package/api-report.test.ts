// The `portico` package's public API is recorded in api-report/portico.api.md (Microsoft's API Extractor, as
// Backstage records each package's). This fails when the declarations no longer match the committed report, so a
// change to the public surface is seen in review: `npm run api-report` rewrites the report when it is meant.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../..');
const REPORT = join(ROOT, 'api-report/portico.api.md');
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');

const check = async (report?: string): Promise<{ code: number; stderr: string }> => {
  try {
    await run(process.execPath, [TSX, 'config/package/build-package.ts', '--check-api-report', ...(report ? [report] : [])], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, stderr: failed.stderr ?? '' };
  }
};

describe('the API report of the portico package', () => {
  it('matches the public API the declarations make', async () => {
    const { code, stderr } = await check();
    expect(stderr).toBe('');
    expect(code).toBe(0);
  }, 5 * 60_000);

  it('names every exported function of the curated contexts with its signature', async () => {
    const report = await readFile(REPORT, 'utf8');
    expect(report).toContain('const detectErrors: (objects: unknown, now: number) => E.Either<InvalidInput, DetectedErrorsByCluster>;');
    expect(report).not.toMatch(/DRAWER_WIDTH|TOOLTIP_ENTER_DELAY_MS|LOGS_PANE_MIN_HEIGHT/);
  });

  it('fails, saying how to update it, when the report does not match', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'portico-api-report-'));
    try {
      const stale = (await readFile(REPORT, 'utf8')).replace('const detectErrors: (objects: unknown, now: number)', 'const detectErrors: (objects: unknown)');
      await writeFile(join(folder, 'portico.api.md'), stale);
      const { code, stderr } = await check(join(folder, 'portico.api.md'));
      expect(code).toBe(1);
      expect(stderr).toContain('run `npm run api-report` and commit the report');
      expect(await readFile(join(folder, 'portico.api.md'), 'utf8')).toBe(stale);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 5 * 60_000);
});
