/**
 * Opens and closes rooms strictly one after another. Two Room objects for the same code cannot live in
 * one page (y-webrtc keeps one connection per room name), and React may unmount and remount an effect
 * (StrictMode, quick leave-and-rejoin) before the first open has even finished. So every open waits for
 * the previous close to complete.
 */
import type { Room } from '../../net/types'

/** A queue of room opens and closes. */
export interface RoomLifecycle {
  /** Runs `open` after every earlier open and close has settled. */
  open(open: () => Promise<Room>): Promise<Room>
  /** Destroys the room `opening` resolves to (if it does), after every earlier step. */
  close(opening: Promise<Room>): Promise<void>
}

/** Creates an independent queue (the app uses the shared `roomLifecycle`). */
export function createRoomLifecycle(): RoomLifecycle {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    open(open) {
      const opening = tail.then(open)
      tail = opening.catch(() => undefined)
      return opening
    },
    close(opening) {
      const closing = tail.then(() => opening.then((room) => room.destroy())).catch(() => undefined)
      tail = closing
      return closing
    },
  }
}

/** The app-wide queue. */
export const roomLifecycle = createRoomLifecycle()
