/**
 * A useSyncExternalStore source of a value read from a Y.Doc. The value is re-read after document
 * updates (at most once per `throttleMs`, trailing, so a burst of remote updates costs one read), and
 * its identity changes only when its key changes, so readers re-render on real changes only.
 *
 * A value read from the room's signed log (seats, a game's start) must also be re-read when the ledger changes:
 * a late joiner's ledger takes a large update in only after its signatures were checked off the main thread
 * (net/signature-gate.ts), which is no document update. Without that, a page that joined a finished game showed
 * no game until the next move (none comes).
 */
import type * as Y from 'yjs'
import { ledgerOf } from '../../net/ledger'
import type { ExternalSource } from './statusStore'

/** Options of docSource. */
export interface DocSourceOptions<T> {
  /** Minimum ms between reads; 0 reads on every update. */
  throttleMs?: number
  /** Equality key of a value; JSON by default. */
  keyOf?: (value: T) => string
  /** Also re-read when the room's ledger changes (for values read from the signed log). */
  ledger?: boolean
}

/** Creates a source that reads `read(doc)` whenever the document changes. */
export function docSource<T>(
  doc: Y.Doc,
  read: (doc: Y.Doc) => T,
  options: DocSourceOptions<T> = {},
): ExternalSource<T> {
  const { throttleMs = 0, keyOf = JSON.stringify, ledger = false } = options
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
      const stopLedger = ledger ? ledgerOf(doc).onChange(onUpdate) : null
      // Changes between creating the source and subscribing are picked up here.
      refresh()
      return () => {
        doc.off('update', onUpdate)
        stopLedger?.()
        if (timer) clearTimeout(timer)
      }
    },
    getSnapshot: () => current,
  }
}
