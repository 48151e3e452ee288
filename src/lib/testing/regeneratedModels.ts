/**
 * For model tests: runs a model script into a fresh folder and compares each file with the committed one, so a
 * changed builder that was not re-run (or a script that stopped being deterministic) fails its test.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

/** The repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * Runs `scripts/<script>` into a temporary folder and returns, for each of `names`, whether `<name>.glb` there
 * equals `committed(name)` byte for byte.
 */
export async function regeneratedEqual(
  script: string,
  names: readonly string[],
  committed: (name: string) => string,
): Promise<Record<string, boolean>> {
  const dir = await mkdtemp(join(tmpdir(), 'models-'))
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'scripts', script), dir], {
      cwd: REPO_ROOT,
    })
    const same: Record<string, boolean> = {}
    for (const name of names) {
      const [fresh, kept] = await Promise.all([readFile(join(dir, `${name}.glb`)), readFile(committed(name))])
      same[name] = fresh.equals(kept)
    }
    return same
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
