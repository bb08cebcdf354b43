import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// `npm run dev`: Vite on 5173 with /v1/api proxied to the server on 8080.
export default defineConfig({
  // Brotli and gzip copies beside each file; the server sends the one the browser accepts.
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  server: { port: 5173, proxy: { '/v1/api': 'http://127.0.0.1:8080' } },
  build: {
    outDir: process.env.KP_CONSOLE_OUT || 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
});
