/**
 * The sandbox's cards: a live fold of the room's signed log with the `tabletop` game (the same on every peer), the
 * view of this browser's seat, and `dispatch`, which signs and appends an action — asking net for fair entropy
 * when it shuffles or rolls, so such a dispatch waits for the other players' shares.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { LocalizedText, SeatId } from '../../engine/core/types'
import { tabletop, tabletopNeedsEntropy } from '../../engine/games/tabletop'
import type { TabletopAction, TabletopState, TabletopView } from '../../engine/games/tabletop'
import { createLogFolder } from '../../net/log-folder'
import type { LogFolder } from '../../net/log-folder'
import { schema } from '../../net/schema'
import type { NetResult, Room } from '../../net/types'
import { docSource } from '../hooks/docSource'
import { initKey, SANDBOX_SEATS, tabletopInit } from './tabletopSetup'

/** What the sandbox table reads from the tabletop fold. */
export interface TabletopSession {
  folder: LogFolder<TabletopState>
  /** Counts the folder's changes (a refused entry changes the log but not the state). */
  version: number
  /** The seat this browser acts as, or null for a spectator. */
  seat: SeatId | null
  /** What that seat may see. */
  view: TabletopView
  /** Why the box's cards could not be put down (a damaged `meta.tabletop`), else null. */
  broken: string | null
  /** True while one of this browser's shuffles or rolls waits for the other players' shares. */
  rolling: boolean
  /** Signs and appends `action` as this seat; resolves with net's verdict (the engine's comes with the fold). */
  dispatch(action: TabletopAction): Promise<NetResult>
}

const NOT_SEATED: LocalizedText = {
  en: 'Take a seat to handle the cards.',
  hu: 'A kártyákhoz előbb ülj le az asztalhoz.',
}

/** The tabletop fold of `room` for the seats this browser holds (`mySeats`, first one acts). */
export function useTabletop(room: Room, mySeats: readonly SeatId[]): TabletopSession {
  const source = useMemo(() => docSource(room.doc, (doc) => schema.meta(doc).get('tabletop') ?? null), [room.doc])
  const raw = useSyncExternalStore(source.subscribe, source.getSnapshot)
  const { init, broken } = useMemo(() => tabletopInit(raw), [raw])
  const key = initKey(init)
  const folder = useMemo(
    () => createLogFolder(room.doc, tabletop, init),
    // The key says when the config really changed; `init` is a new object after every meta read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [room.doc, key],
  )
  useEffect(() => () => folder.destroy(), [folder])
  const [version, setVersion] = useState(0)
  useEffect(() => folder.onChange(() => setVersion((v) => v + 1)), [folder])
  const seat = mySeats[0] ?? null
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the folder mutates; its version marks each change
  const view = useMemo(() => tabletop.view(folder.state, seat), [folder, version, seat])
  const [pending, setPending] = useState(0)
  const dispatch = useCallback(
    async (action: TabletopAction): Promise<NetResult> => {
      if (!seat) return { ok: false, reason: NOT_SEATED }
      const { entropy: _ignored, ...bare } = action as TabletopAction & { entropy?: string }
      const entropy = tabletopNeedsEntropy(bare)
      if (entropy) setPending((n) => n + 1)
      try {
        return await room.appendAction(bare, { game: tabletop.id, entropy, among: SANDBOX_SEATS, seat })
      } finally {
        if (entropy) setPending((n) => n - 1)
      }
    },
    [room, seat],
  )
  return { folder, version, seat, view, broken, rolling: pending > 0, dispatch }
}
