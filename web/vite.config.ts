// Vite build of the web app (index.html) and the bundled GraphQL explorer (explorer.html), served by the server.
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = import.meta.dirname;
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: {
        app: resolve(root, 'index.html'),
        explorer: resolve(root, 'explorer.html'),
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/graphql', '/api', '/images', '/health', '/oidc'].map((p) => [p, apiTarget])),
  },
});
