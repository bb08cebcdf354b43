import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Not isolated: each file builds its own app and database, and importing the server's modules
        // afresh for each of ~45 files was a third of the suite's time (146 s → 92 s on the 2-core machine).
        test: { name: 'node', include: ['server/**/*.test.ts', 'validators/**/*.test.ts', 'schemas/**/*.test.ts'], environment: 'node', pool: 'forks', isolate: false },
      },
      {
        extends: true,
        test: { name: 'dom', include: ['runtime/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
    ],
  },
});
