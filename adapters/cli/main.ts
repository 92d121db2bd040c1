// The `portico` command line: scripts and CI jobs use the same domain rules as the portal.
import { runK8sDoctor, type K8sDoctorIo } from './k8s-doctor.command';
import { nodeCliIo, type CliIo } from './read-input';
import { runValidate } from './validate.command';

/** The domain's commands, a line each. */
export const DOMAIN_COMMANDS = `  validate <file|glob|->...      Validate catalog-info YAML files (multi-document) with the catalog's rules
  k8s doctor [file|-]            Detect problems in Kubernetes objects (kubectl get ... -o json)`;

/** The usage text for a set of command lines. */
export const usageOf = (commands: string): string => `Usage: portico <command> [options]

Commands:
${commands}

Options:
  -v, --version                  Print the version

Run 'portico <command> --help' for a command's options.`;

export const PORTICO_USAGE = usageOf(DOMAIN_COMMANDS);

/** What the installed command knows about itself (read from its own package.json by the bin script). */
export interface PorticoCommand {
  readonly version: string;
}

export const runPortico = async (args: readonly string[], command: PorticoCommand, io: CliIo & K8sDoctorIo = nodeCliIo()): Promise<number> => {
  const [name, ...rest] = args;
  if (name === '--version' || name === '-v') {
    io.stdout(command.version);
    return 0;
  }
  if (name === 'validate') return runValidate(rest, io);
  if (name === 'k8s' && rest[0] === 'doctor') return runK8sDoctor(rest.slice(1), io);
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(PORTICO_USAGE);
    return name === undefined ? 1 : 0;
  }
  io.stderr(`Unknown command: ${args.join(' ')}\n\n${PORTICO_USAGE}`);
  return 1;
};
