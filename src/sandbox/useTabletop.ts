/**
 * The sandbox's cards: a live fold of the room's signed log with the `tabletop` game (the same on every peer), the
 * view of this browser's seat, and `dispatch`, which signs and appends an action — asking net for fair entropy
 * when it shuffles or rolls, so such a dispatch waits for the other players' shares.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { Json, LocalizedText, SeatId } from '../../engine/core/types'
import { tabletop, tabletopNeedsEntropy } from '../../engine/games/tabletop'
import type { TabletopAction, TabletopState, TabletopView } from '../../engine/games/tabletop'
import { createLogFolder } from '../../net/log-folder'
import type { LogFolder } from '../../net/log-folder'
import { schema } from '../../net/schema'
import type { NetResult, Room } from '../../net/types'
import { docSource } from '../hooks/docSource'
import { START_TYPE } from '../../net/game-start'
import { useGameStart } from '../hooks/useGameStart'
import { pileBook } from './pileBook'
import type { PileBook } from './pileBook'
import { initKey, readStartConfig, SANDBOX_SEATS, sandboxSeatsOf, tabletopInit } from './tabletopSetup'

/** What the sandbox table reads from the tabletop fold. */
export interface TabletopSession {
  folder: LogFolder<TabletopState>
  /** Counts the folder's changes (a refused entry changes the log but not the state). */
  version: number
  /** The seat this browser acts as, or null for a spectator. */
  seat: SeatId | null
  /** What that seat may see. */
  view: TabletopView
  /** Whose the box's piles are, how they face and what they are to a hand (from the start config). */
  book: PileBook
  /** Why the box's cards could not be put down (a damaged `meta.tabletop`), else null. */
  broken: string | null
  /** True while one of this browser's shuffles or rolls waits for the other players' shares. */
  rolling: boolean
  /** Signs and appends `action` as this seat; resolves with net's verdict (the engine's comes with the fold). */
  dispatch(action: TabletopAction): Promise<NetResult>
}

/** An `after` no entry has: nothing is folded before the game has started. */
const NOT_STARTED = 'not-started'

/**
 * Puts the box down: once this browser holds a seat and the log has no start yet, writes the box's piles
 * (`config`, from `meta`) as the start — once per config; the first start that completes wins everywhere.
 */
function useStartWriter(room: Room, seat: SeatId | null, config: unknown): void {
  const written = useRef<string | null>(null)
  useEffect(() => {
    if (!seat || config === null) return
    const key = JSON.stringify(config)
    if (written.current === key) return
    written.current = key
    void room.appendAction(
      { type: START_TYPE, payload: config as Json },
      { game: tabletop.id, entropy: true, among: SANDBOX_SEATS, seat },
    )
  }, [room, seat, config])
}

const SETTING_UP: LocalizedText = {
  en: 'The table is still being set up; try again in a moment.',
  hu: 'Az asztal még készül; próbáld újra egy pillanat múlva.',
}

const NOT_SEATED: LocalizedText = {
  en: 'Take a seat to handle the cards.',
  hu: 'A kártyákhoz előbb ülj le az asztalhoz.',
}

/** The tabletop fold of `room` for the seats this browser holds (`mySeats`, first one acts). */
export function useTabletop(room: Room, mySeats: readonly SeatId[]): TabletopSession {
  const source = useMemo(() => docSource(room.doc, (doc) => schema.meta(doc).get('tabletop') ?? null), [room.doc])
  const raw = useSyncExternalStore(source.subscribe, source.getSnapshot)
  const start = useGameStart(room, tabletop.id, readStartConfig, sandboxSeatsOf, false)
  // Before the start, the box's piles from `meta` are shown (and no move is folded); after it, the start decides.
  const preview = useMemo(() => tabletopInit(raw), [raw])
  const started = start.state === 'started' ? start : null
  const init = started ? { ...preview.init, config: started.record } : preview.init
  const broken = started ? null : preview.broken
  const key = `${started?.hash ?? 'preview'}:${initKey(init)}`
  const folder = useMemo(
    // States are frozen in development only (engine/core/fold.ts says why).
    () =>
      createLogFolder(room.doc, tabletop, init, { after: started?.hash ?? NOT_STARTED, freeze: import.meta.env.DEV }),
    // The key says when the start or the previewed config really changed; `init` is a new object on every read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [room.doc, key],
  )
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as the folder: the key says when the config changed
  const book = useMemo(() => pileBook(init.config), [key])
  const seat = mySeats[0] ?? null
  useStartWriter(room, seat, start.state === 'none' && !preview.broken ? raw : null)
  useEffect(() => () => folder.destroy(), [folder])
  const [version, setVersion] = useState(0)
  useEffect(() => folder.onChange(() => setVersion((v) => v + 1)), [folder])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the folder mutates; its version marks each change
  const view = useMemo(() => tabletop.view(folder.state, seat), [folder, version, seat])
  const [pending, setPending] = useState(0)
  const isStarted = started !== null
  const dispatch = useCallback(
    async (action: TabletopAction): Promise<NetResult> => {
      if (!seat) return { ok: false, reason: NOT_SEATED }
      // A move before the start would sort before it, and the fold reads only what comes after the start.
      if (!isStarted) return { ok: false, reason: SETTING_UP }
      const { entropy: _ignored, ...bare } = action as TabletopAction & { entropy?: string }
      const entropy = tabletopNeedsEntropy(bare)
      if (entropy) setPending((n) => n + 1)
      try {
        return await room.appendAction(bare, { game: tabletop.id, entropy, among: SANDBOX_SEATS, seat })
      } finally {
        if (entropy) setPending((n) => n - 1)
      }
    },
    [room, seat, isStarted],
  )
  return { folder, version, seat, view, book, broken, rolling: pending > 0, dispatch }
}
