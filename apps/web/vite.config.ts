import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The root is this folder whatever the caller's working directory (npm -w, or vite --config).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    // The API (npm run dev) serves /api; the Vite dev server serves the rest with hot reload.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
