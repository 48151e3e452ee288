/// <reference types="vitest/config" />
import { relative } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'

/** The npm packages the lobby runs on (not nested copies: drei's tunnel-rat brings a zustand of its own). */
const LOBBY_VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|zustand|use-sync-external-store)[\\/](?!.*node_modules)/

/** Where the chunk report goes inside dist/app (a dot folder: our server never serves it). */
export const CHUNK_REPORT = '.vite/chunks.json'

/**
 * Writes `dist/app/.vite/chunks.json`: every JS chunk with its static and dynamic imports and what it holds
 * (npm package names, our own files by path). scripts/lib/bundle-size.mjs reads it to size what the lobby
 * loads first and to prove three, r3f and the networking libraries are not among it.
 */
function chunkReport(): Plugin {
  return {
    name: 'holotable-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((out) => {
        if (out.type !== 'chunk') return []
        const modules = new Set(
          out.moduleIds.map((id) => {
            const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1]
            return pkg ?? relative(process.cwd(), id.replace(/\?.*$/, ''))
          }),
        )
        const { fileName, isEntry, imports, dynamicImports } = out
        return [{ fileName, isEntry, imports, dynamicImports, modules: [...modules].sort() }]
      })
      this.emitFile({ type: 'asset', fileName: CHUNK_REPORT, source: JSON.stringify(chunks, null, 1) })
    },
  }
}

// One config for the app build and for Vitest. Test projects:
// - unit: beside the code in engine/, net/ and src/ (Node)
// - integration: tests/integration (Node, real WebRTC between processes, our own server)
// - e2e: tests/e2e (real headless Chromium over real WebRTC); run one file at a time
export default defineConfig({
  plugins: [react(), chunkReport()],
  build: {
    outDir: 'dist/app',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // The libraries the lobby itself runs on, in one chunk with a plain name: left alone, rolldown scatters them
        // over small shared chunks named after whichever of our modules they sit beside. Everything else is split
        // by the dynamic imports (src/ui/lazyViews.ts, the room, the languages).
        codeSplitting: { groups: [{ name: 'vendor', test: LOBBY_VENDOR }] },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['engine/**/*.test.ts', 'net/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
        },
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
