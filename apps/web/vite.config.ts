import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the dev server finds the API: `API_ORIGIN=http://127.0.0.1:3100 npx vite …`. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

// The root is this folder whatever the caller's working directory (npm -w, or vite --config).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    // The API (npm run dev) serves /api and /media; the Vite dev server the rest, with hot reload.
    proxy: { '/api': apiOrigin, '/media': apiOrigin },
  },
});
