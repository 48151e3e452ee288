import { describe, expect, it } from 'vitest'
import type { RoomStatus } from '../../net/types'
import { statusSource } from './statusStore'

const base: RoomStatus = {
  signaling: 'connecting',
  peers: 0,
  synced: false,
  bootstrap: null,
  problem: null,
  checking: 0,
}

describe('statusSource', () => {
  it('returns the same snapshot while nothing changes, even if the room builds a new object each time', () => {
    let status = base
    const source = statusSource({ status: () => ({ ...status }), onStatus: () => () => {} })
    const first = source.getSnapshot()
    expect(source.getSnapshot()).toBe(first)
    status = { ...base, signaling: 'connected', peers: 2 }
    const second = source.getSnapshot()
    expect(second).not.toBe(first)
    expect(second).toMatchObject({ signaling: 'connected', peers: 2 })
  })

  it('notifies subscribers on room status events and unsubscribes', () => {
    const listeners = new Set<(s: RoomStatus) => void>()
    const source = statusSource({
      status: () => base,
      onStatus: (l) => (listeners.add(l), () => listeners.delete(l)),
    })
    let calls = 0
    const off = source.subscribe(() => calls++)
    listeners.forEach((l) => l(base))
    expect(calls).toBe(1)
    off()
    expect(listeners.size).toBe(0)
  })
})
