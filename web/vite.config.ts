import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The content model lives in functions/ (it deploys with the function); the SPA imports the same
// source through the @model alias, so browser and server validate with one piece of code.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@model': fileURLToPath(new URL('../functions/src/model/index.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // `npm run dev`: the Vite dev server (hot reload) sends /api and /media to the hosting
    // emulator, which rewrites them to the function as in production.
    proxy: {
      '/api': 'http://127.0.0.1:5000',
      '/media': 'http://127.0.0.1:5000',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
