// The `portico` command line: scripts and CI jobs use the same domain rules as the portal. Every level answers
// --help (`portico --help`, `portico validate --help`, `portico k8s --help`, `portico k8s doctor --help`), and
// every command exits with one scheme: 0 nothing wrong, 1 problems found, 2 usage or input error.
import { EXIT_CODES_TEXT, EXIT_OK, EXIT_USAGE } from './exit-codes';
import { runK8sDoctor, type K8sDoctorIo } from './k8s-doctor.command';
import { nodeCliIo, type CliIo } from './read-input';
import { escapeControlCharacters } from './terminal-text';
import { runValidate } from './validate.command';

/** The domain's commands, a line each. */
export const DOMAIN_COMMANDS = `  validate <path|glob|->...      Validate catalog-info YAML files, and folders of them, with the catalog's rules
  k8s doctor [file|-]            Detect problems in Kubernetes objects (kubectl get ... -o json)`;

/** The usage text for a set of command lines. */
export const usageOf = (commands: string): string => `Usage: portico <command> [options]

Commands:
${commands}

Options:
  -v, --version                  Print the version
  -h, --help                     Show this help

Run 'portico <command> --help' for a command's options.

${EXIT_CODES_TEXT}`;

export const PORTICO_USAGE = usageOf(DOMAIN_COMMANDS);

export const K8S_USAGE = `Usage: portico k8s <command> [options]

Commands:
  doctor [file|-]                Detect problems in Kubernetes objects (kubectl get ... -o json)

Run 'portico k8s doctor --help' for its options.

${EXIT_CODES_TEXT}`;

/** What the installed command knows about itself (read from its own package.json by the bin script). */
export interface PorticoCommand {
  readonly version: string;
}

const isHelp = (arg: string | undefined): boolean => arg === '--help' || arg === '-h' || arg === 'help';

/** A usage error: the message (with whatever the user typed escaped), the usage on standard error, exit 2. */
const refuse = (io: CliIo, message: string, usage: string): number => {
  io.stderr(escapeControlCharacters(message));
  io.stderr('');
  io.stderr(usage);
  return EXIT_USAGE;
};

const runK8s = (args: readonly string[], io: CliIo & K8sDoctorIo): Promise<number> | number => {
  const [name, ...rest] = args;
  if (name === 'doctor') return runK8sDoctor(rest, io);
  if (isHelp(name)) {
    io.stdout(K8S_USAGE);
    return EXIT_OK;
  }
  return refuse(io, name === undefined ? 'portico k8s: missing command' : `portico k8s: unknown command ${name}`, K8S_USAGE);
};

export const runPortico = async (args: readonly string[], command: PorticoCommand, io: CliIo & K8sDoctorIo = nodeCliIo()): Promise<number> => {
  const [name, ...rest] = args;
  if (name === '--version' || name === '-v') {
    io.stdout(command.version);
    return EXIT_OK;
  }
  if (name === 'validate') return runValidate(rest, io);
  if (name === 'k8s') return runK8s(rest, io);
  // `portico help validate` is `portico validate --help`.
  if (name === 'help' && rest.length > 0) return runPortico([...rest, '--help'], command, io);
  if (isHelp(name)) {
    io.stdout(PORTICO_USAGE);
    return EXIT_OK;
  }
  return refuse(io, name === undefined ? 'portico: missing command' : `portico: unknown command ${name}`, PORTICO_USAGE);
};
