#!/usr/bin/env node
// Entry of the `portico` CLI in this repository: runs the TypeScript sources through tsx.
// The installable package (npm run build:package) ships compiled JavaScript instead.
import { readFile } from 'node:fs/promises';
import { tsImport } from 'tsx/esm/api';

const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
const { runPortico } = await tsImport('../adapters/cli/main.ts', import.meta.url);
process.exitCode = await runPortico(process.argv.slice(2), { version });
