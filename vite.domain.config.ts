import { defineConfig } from 'vite';

// Builds the pure domain (domain/index.ts) as one self-contained ES module for scripts in plain Node:
// lib/domain.js (fp-ts is bundled in, so it needs nothing else at run time).
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'lib',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    lib: { entry: 'domain/index.ts', formats: ['es'], fileName: () => 'domain.js' },
  },
});
