// `npm start` serves the production build; it rebuilds only when the sources changed since the last build.
// The stamp written after a build records a fingerprint of the browser sources (paths, sizes, mtimes):
// cheap to compute at every start, and any edit, added or removed file changes it.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** The browser's code: the layers and config/browser (the composition root). */
const SOURCE_FOLDERS = ['domain', 'application', 'adapters', 'ui', 'config/browser'];
/** The build's own inputs. */
const SOURCE_FILES = ['index.html', 'vite.config.ts', 'package-lock.json'];
export const STAMP_FILE = '.portico-build-stamp';

const filesUnder = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
      return entry.isFile() ? [path] : [];
    }),
  );
  return nested.flat();
};

/** A hash of the source tree's file paths, sizes and modification times. */
export const sourceFingerprint = async (root: string): Promise<string> => {
  const files = [...(await Promise.all(SOURCE_FOLDERS.map((folder) => filesUnder(join(root, folder))))).flat(), ...SOURCE_FILES.map((file) => join(root, file))];
  const lines = await Promise.all(
    files.map(async (file) => {
      const info = await stat(file).catch(() => undefined);
      return info ? `${relative(root, file)}\t${info.size}\t${info.mtimeMs}` : `${relative(root, file)}\tmissing`;
    }),
  );
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
};

/** Whether distDir holds a build of the current sources. */
export const isBuildCurrent = async (root: string, distDir: string): Promise<boolean> => {
  const [stamp, index] = await Promise.all([
    readFile(join(distDir, STAMP_FILE), 'utf8').catch(() => undefined),
    stat(join(distDir, 'index.html')).catch(() => undefined),
  ]);
  return Boolean(index?.isFile()) && stamp?.trim() === (await sourceFingerprint(root));
};

const runViteBuild = (root: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The build failed (vite build exited with ${code}).`))));
  });

/** Builds the app into distDir when it is missing or older than the sources; says whether it built. */
export const ensureBuild = async (root: string, distDir: string, log: (line: string) => void): Promise<boolean> => {
  if (await isBuildCurrent(root, distDir)) return false;
  // Taken before the build: a source edited while it runs makes the next start build again.
  const fingerprint = await sourceFingerprint(root);
  log('Building the portal (the sources changed since the last build)…');
  await runViteBuild(root);
  await writeFile(join(distDir, STAMP_FILE), `${fingerprint}\n`);
  return true;
};
