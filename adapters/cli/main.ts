// The `portico` command line: scripts and CI jobs use the same domain rules as the portal.
import { runK8sDoctor } from './k8s-doctor.command';
import { nodeCliIo } from './read-input';
import { runValidate } from './validate.command';

export const PORTICO_USAGE = `Usage: portico <command> [options]

Commands:
  validate <file|glob|->...      Validate catalog-info YAML files (multi-document) with the catalog's rules
  k8s doctor [file|-]            Detect problems in Kubernetes objects (kubectl get ... -o json)

Run 'portico <command> --help' for a command's options.`;

export const runPortico = async (args: readonly string[]): Promise<number> => {
  const io = nodeCliIo();
  const [command, ...rest] = args;
  if (command === 'validate') return runValidate(rest, io);
  if (command === 'k8s' && rest[0] === 'doctor') return runK8sDoctor(rest.slice(1), io);
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.stdout(PORTICO_USAGE);
    return command === undefined ? 1 : 0;
  }
  io.stderr(`Unknown command: ${args.join(' ')}\n\n${PORTICO_USAGE}`);
  return 1;
};
