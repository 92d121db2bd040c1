// The bearer token never reaches the output. Pact's verifier prints from native code straight to the process's
// standard output (its log lines at info and below show requests and answers), and a backend may echo what it is
// sent, so filtering what this program prints is not enough: `portico-contracts verify` runs itself again as a
// child process whose standard output and error pass through a filter that replaces every secret with [redacted].
// The child receives the token in its environment (never on its command line, which `ps` shows), and announces a
// token it obtained itself (the guest's) before using it.
import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

/** Set in the child's environment: it runs the command itself and announces its secrets to the parent. */
export const REDACTING_PARENT_ENV = 'PORTICO_CONTRACTS_REDACTING_PARENT';
/** How the child receives --token. */
export const TOKEN_ENV = 'PORTICO_CONTRACTS_TOKEN';

export const REDACTED = '[redacted]';

/** Secrets shorter than this are not looked for: replacing every "a" of the output would hide everything. */
const MIN_SECRET_LENGTH = 8;

/** Replaces every secret in the text. */
export const redact = (text: string, secrets: Iterable<string>): string => {
  let result = text;
  for (const secret of secrets) if (secret.length >= MIN_SECRET_LENGTH) result = result.split(secret).join(REDACTED);
  return result;
};

/** Copies `from` to `to` line by line (a secret is never split across two writes), redacting each line. */
const pipeRedacted = (from: Readable, to: Writable, secrets: ReadonlySet<string>): Promise<void> =>
  new Promise((resolve) => {
    let pending = '';
    from.setEncoding('utf8');
    from.on('data', (chunk: string) => {
      pending += chunk;
      const end = pending.lastIndexOf('\n');
      if (end < 0) return;
      to.write(redact(pending.slice(0, end + 1), secrets));
      pending = pending.slice(end + 1);
    });
    from.on('end', () => {
      if (pending) to.write(redact(pending, secrets));
      resolve();
    });
  });

/** The secrets on the command line and in the environment, and the arguments without the token's value. */
export const secretsOf = (argv: readonly string[], env: NodeJS.ProcessEnv): { secrets: string[]; argv: string[]; token?: string } => {
  const secrets: string[] = [];
  const rest: string[] = [];
  let token = env[TOKEN_ENV];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--token' && index + 1 < argv.length) {
      token = argv[index + 1];
      index += 1;
    } else if (arg.startsWith('--token=')) {
      token = arg.slice('--token='.length);
    } else {
      rest.push(arg);
    }
    const secretOption = /^--(broker-token|broker-password)(=(.*))?$/.exec(arg);
    if (secretOption) {
      const value = secretOption[3] ?? argv[index + 1];
      if (value) secrets.push(value);
    }
  }
  for (const name of ['PACT_BROKER_TOKEN', 'PACT_BROKER_PASSWORD']) if (env[name]) secrets.push(env[name]!);
  if (token) secrets.push(token);
  return { secrets, argv: rest, ...(token ? { token } : {}) };
};

interface SecretMessage {
  readonly secret?: unknown;
}

/**
 * Runs `node <entry> <argv>` as a child process with the output redacted; answers its exit code. The child must call
 * runAsRedactedChild (it sees REDACTING_PARENT_ENV).
 */
export const runRedacted = (entry: string, argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> => {
  const { secrets, argv: childArgv, token } = secretsOf(argv, env);
  const known = new Set(secrets);
  const child = spawn(process.execPath, [...process.execArgv, entry, ...childArgv], {
    env: { ...env, [REDACTING_PARENT_ENV]: '1', ...(token ? { [TOKEN_ENV]: token } : {}) },
    stdio: ['inherit', 'pipe', 'pipe', 'ipc'],
  });
  child.on('message', (message: SecretMessage) => {
    if (typeof message?.secret === 'string') known.add(message.secret);
    child.send({ ack: true });
  });
  const piped = Promise.all([pipeRedacted(child.stdout!, process.stdout, known), pipeRedacted(child.stderr!, process.stderr, known)]);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      void piped.then(() => resolve(code ?? (signal ? 1 : 0)));
    });
  });
};

/** In the child: tells the parent a secret to redact, and waits until it knows. Does nothing outside such a child. */
export const announceSecret = async (secret: string): Promise<void> => {
  if (process.env[REDACTING_PARENT_ENV] !== '1' || !process.send) return;
  await new Promise<void>((resolve) => {
    process.once('message', () => resolve());
    process.send!({ secret });
  });
};

/** Whether this process is the child of runRedacted. */
export const isRedactedChild = (): boolean => process.env[REDACTING_PARENT_ENV] === '1' && typeof process.send === 'function';

/** In the child, when the command is done: lets the process end (the channel to the parent would keep it alive). */
export const leaveParent = (): void => {
  if (isRedactedChild()) process.disconnect?.();
};
