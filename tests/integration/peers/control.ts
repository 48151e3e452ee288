/**
 * Test-side control of peer.ts processes: spawn one, send it commands, await the matching reply.
 * Lines that are not our JSON (native WebRTC logging) are kept for failure messages, not parsed.
 */
import { spawn } from 'node:child_process'
import type { ChildProcessWithoutNullStreams } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const script = fileURLToPath(new URL('./peer.ts', import.meta.url))

/** A reply from the peer process. */
export type Reply = { id: number; ok: boolean; [key: string]: unknown }

/** A running peer process. */
export interface PeerProcess {
  readonly name: string
  /** Sends a command and resolves with its reply; rejects if none comes in `timeoutMs`. */
  send(command: Record<string, unknown>, timeoutMs?: number): Promise<Reply>
  /** Asks the process to leave the room and exit; kills it if it does not. */
  quit(): Promise<void>
  /** Everything it printed that was not a reply, for diagnostics. */
  readonly noise: string[]
}

/** Spawns a peer process and waits until it is ready for commands. */
export async function spawnPeer(name: string): Promise<PeerProcess> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  const pending = new Map<number, (reply: Reply) => void>()
  const noise: string[] = []
  let nextId = 1
  let ready: () => void = () => {}
  const readyPromise = new Promise<void>((resolve) => (ready = resolve))
  createInterface({ input: child.stdout }).on('line', (line) => {
    let message: Record<string, unknown>
    try {
      message = JSON.parse(line) as Record<string, unknown>
    } catch {
      noise.push(line)
      return
    }
    if (message.ready) return ready()
    const waiter = pending.get(message.id as number)
    pending.delete(message.id as number)
    waiter?.(message as Reply)
  })
  createInterface({ input: child.stderr }).on('line', (line) => noise.push(line))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  await Promise.race([
    readyPromise,
    exited.then(() => Promise.reject(new Error(`${name} exited early:\n${noise.join('\n')}`))),
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${name} not ready:\n${noise.join('\n')}`)), 60_000)),
  ])

  return {
    name,
    noise,
    send(command, timeoutMs = 60_000) {
      const id = nextId++
      return new Promise<Reply>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          reject(new Error(`${name}: no reply to ${JSON.stringify(command)}\n${noise.slice(-20).join('\n')}`))
        }, timeoutMs)
        pending.set(id, (reply) => {
          clearTimeout(timer)
          resolve(reply)
        })
        child.stdin.write(JSON.stringify({ ...command, id }) + '\n')
      })
    },
    async quit() {
      if (child.exitCode !== null) return
      child.stdin.write(JSON.stringify({ id: nextId++, cmd: 'quit' }) + '\n')
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
      await exited
      clearTimeout(timer)
    },
  }
}
