import { defineConfig } from 'vite';

// The SPA entry is index.html -> config/main.tsx (the browser composition root).
// Assets are emitted under /assets/; the portal server rewrites them under app.baseUrl's path at runtime,
// so one build serves any base path.
export default defineConfig({
  root: '.',
  base: '/',
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    reportCompressedSize: false,
    rolldownOptions: {
      // react-query marks modules "use client" for server components; meaningless in an SPA.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  server: { host: '127.0.0.1', strictPort: true },
});
