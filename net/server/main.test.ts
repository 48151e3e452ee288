/**
 * The CLI entry as `npm start` runs it: `HOST` and `PORT` from the environment decide where it listens.
 */
import { spawn } from 'node:child_process'
import { connect as tcpConnect } from 'node:net'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url))

/** Whether a TCP connection to host:port opens (from the default source address). */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ host, port })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

it('listens on env HOST only (HOST=127.0.0.1 is not reachable on 127.0.0.2)', { timeout: 30_000 }, async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--quiet'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        const match = /localhost:(\d+)\//.exec(out)
        if (match) resolve(Number(match[1]))
      })
      child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)))
    })
    expect(await reachable('127.0.0.1', port)).toBe(true)
    // Linux routes all of 127/8 to loopback: a server on 0.0.0.0 would answer here too.
    expect(await reachable('127.0.0.2', port)).toBe(false)
  } finally {
    child.kill('SIGTERM')
  }
})
