import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Presence, Room } from '../../net/types'
import { createPresenceSender } from './presenceSender'

function fakeRoom() {
  const sent: Partial<Presence>[] = []
  const room = { setPresence: (patch: Partial<Presence>) => sent.push(patch) } as unknown as Room
  return { room, sent }
}

describe('presence sender', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends a burst of cursor moves as the first and the last position', () => {
    const { room, sent } = fakeRoom()
    const s = createPresenceSender(room)
    for (let i = 0; i <= 10; i++) s.cursor(i, 0)
    vi.advanceTimersByTime(50)
    expect(sent).toEqual([{ cursor: { x: 0, z: 0 } }, { cursor: { x: 10, z: 0 } }])
  })

  it('clears the drag at the end, and a late throttled position never follows', () => {
    const { room, sent } = fakeRoom()
    const s = createPresenceSender(room)
    s.drag('c1', 1, 1)
    s.drag('c1', 2, 2)
    s.dragEnd()
    vi.advanceTimersByTime(100)
    expect(sent).toEqual([{ drag: { id: 'c1', x: 1, z: 1 } }, { drag: null }])
  })

  it('sends hover only when it changes, and the cursor off only once', () => {
    const { room, sent } = fakeRoom()
    const s = createPresenceSender(room)
    s.hover('a')
    s.hover('a')
    s.hover(null)
    s.cursorOff()
    expect(sent).toEqual([{ hover: 'a' }, { hover: null }])
    s.cursor(1, 1)
    s.cursorOff()
    s.cursorOff()
    expect(sent.slice(2)).toEqual([{ cursor: { x: 1, z: 1 } }, { cursor: null }])
  })
})
