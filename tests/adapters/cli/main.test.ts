// The `portico` command's top level: --help at every level, --version, and one scheme of exit codes.
import { K8S_DOCTOR_USAGE } from '../../../adapters/cli/k8s-doctor.command';
import { K8S_USAGE, PORTICO_USAGE, runPortico } from '../../../adapters/cli/main';
import type { CliIo } from '../../../adapters/cli/read-input';
import type { K8sDoctorIo } from '../../../adapters/cli/k8s-doctor.command';
import { VALIDATE_USAGE } from '../../../adapters/cli/validate.command';

const memoryIo = () => {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo & K8sDoctorIo = {
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
    readFile: () => Promise.reject(new Error('ENOENT')),
    readStdin: () => Promise.resolve(''),
    glob: () => Promise.resolve([]),
    readOptionalFile: () => Promise.resolve(undefined),
    pathKind: () => Promise.resolve('none'),
    filesIn: () => Promise.resolve([]),
    now: () => 0,
  };
  return { io, out, err };
};

const run = async (args: string[]) => {
  const { io, out, err } = memoryIo();
  const code = await runPortico(args, { version: '1.2.3' }, io);
  return { code, out, err };
};

describe('portico', () => {
  it.each<[string[], string]>([
    [['--help'], PORTICO_USAGE],
    [['-h'], PORTICO_USAGE],
    [['help'], PORTICO_USAGE],
    [['validate', '--help'], VALIDATE_USAGE],
    [['help', 'validate'], VALIDATE_USAGE],
    [['k8s', '--help'], K8S_USAGE],
    [['k8s', 'help'], K8S_USAGE],
    [['k8s', 'doctor', '--help'], K8S_DOCTOR_USAGE],
    [['help', 'k8s', 'doctor'], K8S_DOCTOR_USAGE],
  ])('%j prints its usage on standard output and exits 0', async (args, usage) => {
    const { code, out, err } = await run(args);
    expect(code).toBe(0);
    expect(out).toEqual([usage]);
    expect(err).toEqual([]);
  });

  it('says the exit codes in every usage text', () => {
    for (const usage of [PORTICO_USAGE, VALIDATE_USAGE, K8S_USAGE, K8S_DOCTOR_USAGE]) {
      expect(usage).toContain('Exit codes: 0 nothing wrong, 1 problems found, 2 usage or input error');
    }
  });

  it('prints its version', async () => {
    expect(await run(['--version'])).toEqual({ code: 0, out: ['1.2.3'], err: [] });
  });

  it.each<[string[], string, string]>([
    [[], 'portico: missing command', PORTICO_USAGE],
    [['lint'], 'portico: unknown command lint', PORTICO_USAGE],
    [['k8s'], 'portico k8s: missing command', K8S_USAGE],
    [['k8s', 'pods'], 'portico k8s: unknown command pods', K8S_USAGE],
  ])('%j is a usage error: message and usage on standard error, exit 2', async (args, message, usage) => {
    const { code, out, err } = await run(args);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err).toEqual([message, '', usage]);
  });

  it('escapes control characters in a command name it did not know', async () => {
    const { err } = await run(['\u001b[2Jwipe']);
    expect(err[0]).toBe('portico: unknown command \\x1b[2Jwipe');
  });

  it('exits 2 for input it cannot read, in every command', async () => {
    expect((await run(['validate', 'missing.yaml'])).code).toBe(2);
    expect((await run(['k8s', 'doctor', 'missing.json'])).code).toBe(2);
  });
});
