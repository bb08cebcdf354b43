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
        test: { name: 'node', include: ['server/**/*.test.ts', 'validators/**/*.test.ts', 'schemas/**/*.test.ts'], environment: 'node', pool: 'forks' },
      },
      {
        extends: true,
        test: { name: 'dom', include: ['runtime/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
    ],
  },
});
