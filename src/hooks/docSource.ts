/**
 * A useSyncExternalStore source of a value read from a Y.Doc. The value is re-read after document
 * updates (at most once per `throttleMs`, trailing, so a burst of remote updates costs one read), and
 * its identity changes only when its key changes, so readers re-render on real changes only.
 */
import type * as Y from 'yjs'
import type { ExternalSource } from './statusStore'

/** Options of docSource. */
export interface DocSourceOptions<T> {
  /** Minimum ms between reads; 0 reads on every update. */
  throttleMs?: number
  /** Equality key of a value; JSON by default. */
  keyOf?: (value: T) => string
}

/** Creates a source that reads `read(doc)` whenever the document changes. */
export function docSource<T>(
  doc: Y.Doc,
  read: (doc: Y.Doc) => T,
  options: DocSourceOptions<T> = {},
): ExternalSource<T> {
  const { throttleMs = 0, keyOf = JSON.stringify } = options
  let current = read(doc)
  let key = keyOf(current)
  const refresh = (): boolean => {
    const next = read(doc)
    const nextKey = keyOf(next)
    if (nextKey === key) return false
    current = next
    key = nextKey
    return true
  }
  return {
    subscribe(onChange) {
      let timer: ReturnType<typeof setTimeout> | null = null
      const fire = () => {
        timer = null
        if (refresh()) onChange()
      }
      const onUpdate = () => {
        if (throttleMs <= 0) fire()
        else timer ??= setTimeout(fire, throttleMs)
      }
      doc.on('update', onUpdate)
      // Changes between creating the source and subscribing are picked up here.
      refresh()
      return () => {
        doc.off('update', onUpdate)
        if (timer) clearTimeout(timer)
      }
    },
    getSnapshot: () => current,
  }
}
