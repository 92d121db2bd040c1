#!/usr/bin/env node
// Entry of the `portico` CLI: runs the TypeScript sources through tsx (a dependency of the package).
import { tsImport } from 'tsx/esm/api';

const { runPortico } = await tsImport('../adapters/cli/main.ts', import.meta.url);
process.exitCode = await runPortico(process.argv.slice(2));
