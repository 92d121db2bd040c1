// `npm start`: loads the config, starts the embedded Backstage backend (unless configured away) and serves
// the production build (built first when dist/ is missing or older than the sources).
// Options: --config <file> (repeatable), --dev (Vite dev server with hot reload: `npm run dev`),
// --static (the default, kept for scripts that pass it).
import { resolve } from 'node:path';
import { ensureBuild } from './build-stamp';
import { startStack } from './stack';
import { exitOnStartFailure, loadStartupConfig, stopOnSignals } from './startup';

const main = async () => {
  const args = process.argv.slice(2);
  const { config } = await loadStartupConfig(args);
  const mode = args.includes('--dev') ? 'dev' : 'static';
  if (mode === 'static') await ensureBuild(process.cwd(), resolve('dist'), (line) => console.log(line));
  const stack = await startStack({ config, mode, log: (line) => console.log(`[backend] ${line}`) });
  console.log(stack.backend ? `Embedded Backstage backend: ${stack.backendUrl}` : `Backend: ${stack.backendUrl} (not embedded)`);
  console.log(`Portico is ready: ${stack.portalUrl}`);
  stopOnSignals(() => stack.stop());
};

main().catch(exitOnStartFailure);
