/**
 * Engine benches measure the engine as a production build ships it: the bench file bundles itself with esbuild and
 * runs the bundle in a plain Node process (no tsx transform, no test-only code paths), which then calls `main`.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * In the bundled run (marked by an environment variable named after `name`), runs `main`; otherwise bundles the file
 * at `moduleUrl` (the caller's `import.meta.url`), runs it with node and exits with its status.
 */
export async function runAsBundle(moduleUrl: string, name: string, main: () => void): Promise<void> {
  const flag = `HOLOTABLE_${name.toUpperCase()}_BENCH_BUNDLED`
  if (process.env[flag]) {
    main()
    return
  }
  const { build } = await import('esbuild')
  const dir = mkdtempSync(join(tmpdir(), `${name}-bench-`))
  const outfile = join(dir, `${name}-bench.mjs`)
  try {
    await build({ entryPoints: [fileURLToPath(moduleUrl)], bundle: true, platform: 'node', format: 'esm', outfile })
    const child = spawnSync(process.execPath, [outfile], { stdio: 'inherit', env: { ...process.env, [flag]: '1' } })
    process.exitCode = child.status ?? 1
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
