/**
 * Sends this person's pointer, drag and hover to awareness: cursor and drag positions at most ~30 times a
 * second (the last position always goes out), hover only when it changes, and null when they end.
 */
import type { Room } from '../../net/types'
import { PRESENCE_INTERVAL_MS, throttle } from '../../net/presence'

/** Presence updates for one room; `dispose` drops pending sends. */
export interface PresenceSender {
  cursor(x: number, z: number): void
  cursorOff(): void
  drag(id: string, x: number, z: number): void
  dragEnd(): void
  hover(id: string | null): void
  dispose(): void
}

/** Creates the sender for `room`. */
export function createPresenceSender(room: Room): PresenceSender {
  const latest = { cx: 0, cz: 0, id: '', dx: 0, dz: 0 }
  let hovered: string | null = null
  let cursorShown = false
  const round = (v: number) => Math.round(v * 1000) / 1000
  const sendCursor = throttle(
    () => room.setPresence({ cursor: { x: round(latest.cx), z: round(latest.cz) } }),
    PRESENCE_INTERVAL_MS,
  )
  const sendDrag = throttle(
    () => room.setPresence({ drag: { id: latest.id, x: round(latest.dx), z: round(latest.dz) } }),
    PRESENCE_INTERVAL_MS,
  )
  return {
    cursor(x, z) {
      latest.cx = x
      latest.cz = z
      cursorShown = true
      sendCursor()
    },
    cursorOff() {
      sendCursor.cancel()
      if (cursorShown) room.setPresence({ cursor: null })
      cursorShown = false
    },
    drag(id, x, z) {
      latest.id = id
      latest.dx = x
      latest.dz = z
      sendDrag()
    },
    dragEnd() {
      sendDrag.cancel()
      room.setPresence({ drag: null })
    },
    hover(id) {
      if (id === hovered) return
      hovered = id
      room.setPresence({ hover: id })
    },
    dispose() {
      sendCursor.cancel()
      sendDrag.cancel()
    },
  }
}
