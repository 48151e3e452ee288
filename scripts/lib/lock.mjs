/**
 * A cross-process lock file holding the owner's pid, shared with tests/e2e/build-app.ts
 * (dist/.app-build.lock) so a test run and a build never write dist/ at the same time.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'

function holderAlive(file) {
  try {
    const pid = Number(readFileSync(file, 'utf8'))
    // An empty file is a lock being written right now.
    if (!(pid > 0)) return true
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Run async `work` while holding `file`; a lock left by a dead process is taken over. */
export async function withLock(file, work, timeoutMs = 600_000) {
  mkdirSync(dirname(file), { recursive: true })
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      break
    } catch {
      if (!holderAlive(file)) rmSync(file, { force: true })
      else if (Date.now() > deadline) throw new Error(`timed out waiting for the lock ${file}`)
      else await new Promise((r) => setTimeout(r, 500))
    }
  }
  try {
    return await work()
  } finally {
    rmSync(file, { force: true })
  }
}
