// Where `npm start` sends the embedded backend's output: a file whose path it prints, or the terminal with
// --backend-log.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backendLogFile, openBackendLog } from '../../../config/server/startup';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-backend-log-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('openBackendLog', () => {
  it('writes the lines to a file of its own per port, emptied at each start, and prints nothing', async () => {
    const printed: string[] = [];
    const first = openBackendLog({ args: [], port: 7007, dir, print: (line) => printed.push(line) });
    expect(first.file).toBe(join(dir, 'portico-backend-7007.log'));
    expect(backendLogFile(7007, dir)).toBe(first.file);
    first.log('Listening on 127.0.0.1:7007');
    first.log('Plugin initialization complete');
    await first.close();
    expect(await readFile(join(dir, 'portico-backend-7007.log'), 'utf8')).toBe('Listening on 127.0.0.1:7007\nPlugin initialization complete\n');

    const second = openBackendLog({ args: ['--config', 'x.yaml'], port: 7007, dir, print: (line) => printed.push(line) });
    second.log('started again');
    await second.close();
    expect(await readFile(join(dir, 'portico-backend-7007.log'), 'utf8')).toBe('started again\n');
    expect(printed).toEqual([]);
  });

  it('shows the lines in the terminal, each marked [backend], with --backend-log', async () => {
    const printed: string[] = [];
    const log = openBackendLog({ args: ['--backend-log'], port: 7007, dir, print: (line) => printed.push(line) });
    expect(log.file).toBeUndefined();
    log.log('Listening on 127.0.0.1:7007');
    await log.close();
    expect(printed).toEqual(['[backend] Listening on 127.0.0.1:7007']);
  });

  it('shows the lines in the terminal, saying why, when the file cannot be written', async () => {
    const printed: string[] = [];
    const log = openBackendLog({ args: [], port: 7007, dir: join(dir, 'missing'), print: (line) => printed.push(line) });
    expect(log.file).toBeUndefined();
    log.log('Listening on 127.0.0.1:7007');
    expect(printed).toEqual([
      expect.stringMatching(new RegExp(`^The backend's log cannot be written to ${join(dir, 'missing', 'portico-backend-7007.log')} \\(.*ENOENT.*\\); it is shown here\\.$`)),
      '[backend] Listening on 127.0.0.1:7007',
    ]);
  });
});
