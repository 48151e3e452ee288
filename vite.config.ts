/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// One config for the app build and for Vitest. Test projects:
// - unit: beside the code in engine/, net/ and src/ (Node)
// - integration: tests/integration (Node, real WebRTC between processes, our own server)
// - e2e: tests/e2e (real headless Chromium over real WebRTC); run one file at a time
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/app', chunkSizeWarningLimit: 2000 },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['engine/**/*.test.ts', 'net/**/*.test.ts', 'src/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
