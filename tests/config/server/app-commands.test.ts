// `portico build` and `portico start` as a company's repository runs them: asked for their help, they print it
// and do nothing else (no build, no server).
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BUILD_USAGE, START_USAGE } from '../../../config/server/app-commands';

const run = promisify(execFile);
const bin = join(__dirname, '../../../bin/portico.mjs');

describe('portico build and start --help', () => {
  let appDir: string;
  beforeAll(async () => {
    appDir = await mkdtemp(join(tmpdir(), 'portico-app-help-'));
  });
  afterAll(() => rm(appDir, { recursive: true, force: true }));

  it.each([
    ['build --help', BUILD_USAGE],
    ['build -h', BUILD_USAGE],
    ['start --help', START_USAGE],
    ['start --config app-config.local.yaml -h', START_USAGE],
  ])('portico %s prints its help, exits 0 and leaves the folder as it was', async (args, usage) => {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args.split(' ')], { cwd: appDir });
    expect(stdout).toBe(`${usage}\n`);
    expect(stderr).toBe('');
    expect(await readdir(appDir)).toEqual([]);
  }, 60_000);
});
