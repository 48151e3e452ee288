import { describe, expect, it } from 'vitest'
import type { Room } from '../../net/types'
import { createRoomLifecycle } from './roomLifecycle'

/** A fake room that records when it was opened and destroyed in a shared timeline. */
function fakeRooms() {
  const log: string[] = []
  let n = 0
  const open = () => {
    const id = ++n
    log.push(`open ${id}`)
    return new Promise<Room>((resolve) =>
      setTimeout(() => {
        log.push(`opened ${id}`)
        resolve({
          destroy: () =>
            new Promise<void>((done) =>
              setTimeout(() => {
                log.push(`destroyed ${id}`)
                done()
              }, 5),
            ),
        } as unknown as Room)
      }, 5),
    )
  }
  return { log, open }
}

describe('room lifecycle', () => {
  it('opens a room again only after the previous one is destroyed (StrictMode remount)', async () => {
    const lifecycle = createRoomLifecycle()
    const { log, open } = fakeRooms()
    const first = lifecycle.open(open)
    void lifecycle.close(first) // unmounted before the open finished
    const second = lifecycle.open(open)
    await second
    expect(log).toEqual(['open 1', 'opened 1', 'destroyed 1', 'open 2', 'opened 2'])
  })

  it('keeps going after an open that failed', async () => {
    const lifecycle = createRoomLifecycle()
    const failed = lifecycle.open(() => Promise.reject(new Error('unreachable')))
    await expect(failed).rejects.toThrow('unreachable')
    await lifecycle.close(failed)
    const { open } = fakeRooms()
    await expect(lifecycle.open(open)).resolves.toBeDefined()
  })
})
