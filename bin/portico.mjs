#!/usr/bin/env node
// The `portico` command of the portico-app package (and of this repository): `build` and `start` (which builds first
// when the plugins changed) for an app repository, `new plugin` and `dev` (hot reload) for a plugin package, and the
// domain's commands (validate, k8s doctor). It runs the TypeScript sources through tsx, except the server `start`
// runs, which is the server bundle when the package carries one (npm pack builds it).
import { access, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const serverBundle = new URL('../dist-server/portico-server.mjs', import.meta.url);
const [command, ...rest] = process.argv.slice(2);

const appCommands = () => tsImport('../config/server/app-commands.ts', import.meta.url);
const newCommand = () => tsImport('../config/server/new-plugin.ts', import.meta.url);
const helpOf = { build: 'BUILD_USAGE', start: 'START_USAGE' };
const asksForHelp = rest.some((arg) => arg === '--help' || arg === '-h');

// A command asked for its help prints it and does nothing else.
if ((command === 'build' || command === 'start') && asksForHelp) {
  console.log((await appCommands())[helpOf[command]]);
} else if (command === 'new') {
  const { NEW_USAGE, runNewCommand } = await newCommand();
  if (asksForHelp) console.log(NEW_USAGE);
  else process.exitCode = await runNewCommand(rest, { packageRoot, cwd: process.cwd(), log: (line) => console.log(line) });
} else if (command === 'dev') {
  const { DEV_USAGE, runDevCommand } = await tsImport('../config/server/dev-plugin.ts', import.meta.url);
  if (asksForHelp) console.log(DEV_USAGE);
  else {
    const code = await runDevCommand(rest, { packageRoot });
    if (code !== 0) process.exit(code);
  }
} else if (command === 'build') {
  const { runBuildCommand } = await appCommands();
  process.exitCode = await runBuildCommand(rest, { packageRoot });
} else if (command === 'start') {
  const { NO_BUILD_OPTION, runStartBuild } = await appCommands();
  const built = await runStartBuild(rest, { packageRoot });
  if (built !== 0) process.exit(built);
  // The server reads its options (--config) from the arguments after the script's path.
  process.argv.splice(2, 1);
  process.argv = process.argv.filter((arg) => arg !== NO_BUILD_OPTION);
  const bundled = await access(serverBundle).then(
    () => true,
    () => false,
  );
  if (bundled) await import(serverBundle.href);
  else await tsImport('../config/server/serve.ts', import.meta.url);
} else if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
  const { APP_USAGE } = await appCommands();
  console.log(APP_USAGE);
  process.exitCode = command === undefined ? 2 : 0;
} else {
  const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
  const { runPortico } = await tsImport('../adapters/cli/main.ts', import.meta.url);
  process.exitCode = await runPortico(process.argv.slice(2), { version });
}
