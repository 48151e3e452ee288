/**
 * The object handler of the tabletop's cards (`pile:<id>` and `slot:<n>` in the scene): drags become `move` /
 * `move-pile` actions, menu entries and keys become draws, deals, shuffles, searches, flips … — every one a signed
 * log action the engine checks. Own actions that can be taken back are pushed onto the undo history.
 */
import i18next from 'i18next'
import type { LocalizedText } from '../../engine/core/types'
import type { TabletopAction, TabletopView } from '../../engine/games/tabletop'
import { pileZone } from '../../engine/games/tabletop'
import type { NetResult } from '../../net/types'
import { FOOTPRINTS } from '../../net/table'
import type { ObjectCommand, ObjectDrop, ObjectHandler } from '../input/objectHandlers'
import type { UndoHistory } from '../input/undoHistory'
import { snapToGrid } from '../lib/snap'
import { inverseOf } from './cardUndo'
import { PILE_PREFIX, SLOT_PREFIX, pileOfObject } from './tabletopObjects'
import { pileLabel } from '../boxes'
import { painterLanguage } from '../lib/language'
import { seatQuarter } from '../lib/cameraPresets'
import { tapQuarter } from '../lib/tapping'

/** What the card handler needs from the table. */
export interface CardHandlerDeps {
  /** The seat's current view. */
  view(): TabletopView
  /** The acting seat, or null for a spectator. */
  seat(): string | null
  /** Seats with a player in them now (deals go to these). */
  seated(): string[]
  dispatch(action: TabletopAction): Promise<NetResult>
  /** Reports a refusal by net (not seated, room closed). */
  notify(reason: LocalizedText): void
  /** Where own undoable actions go. */
  history?: Pick<UndoHistory, 'push' | 'batch'>
}

const COUNTERS = ['damage', 'focus', 'shield'] as const

/** Creates the handler; see the file comment. */
export function createCardHandler(deps: CardHandlerDeps): ObjectHandler & {
  /** Dispatches `action`, pushing its inverse onto the history when it can be undone. */
  run(action: TabletopAction, label?: string): void
} {
  const run = (asked: TabletopAction, label: string = asked.type) => {
    const seat = deps.seat()
    const action = seat ? facingSeat(asked, deps.view(), seat) : asked
    // The inverse comes from the view the action is taken in, and is pushed at once so a group move over several
    // handlers becomes one undo step.
    const inverse = seat ? inverseOf(action, deps.view(), seat) : null
    if (inverse && deps.history) {
      deps.history.push({
        label,
        undo: () => inverse.forEach((a) => void deps.dispatch(a)),
        redo: () => void deps.dispatch(action),
      })
    }
    void deps.dispatch(action).then((result) => {
      // A refusal the log holds is toasted from the log (useCardTable), naming players.
      if (!result.ok && !result.inLog) deps.notify(result.reason)
    })
  }

  const pileAt = (x: number, z: number, except?: string): string | null => {
    const { w, d } = FOOTPRINTS.card
    for (const [id, pile] of Object.entries(deps.view().piles)) {
      if (id !== except && Math.abs(pile.x - x) < w / 2 && Math.abs(pile.z - z) < d / 2) return id
    }
    return null
  }

  const drop = (drops: readonly ObjectDrop[], { free }: { free: boolean }) => {
    for (const { id, x, z } of drops) {
      const pile = pileOfObject(id)
      const at = free ? { x, z } : { x: snapToGrid(x), z: snapToGrid(z) }
      if (pile) {
        run({ type: 'move-pile', payload: { pile, ...at } })
        continue
      }
      const onto = free ? null : pileAt(x, z)
      const place = deps.view().table[id]
      if (onto) run({ type: 'move', payload: { slot: id, to: { pile: onto, position: 'top' } } })
      else if (place) run({ type: 'move', payload: { slot: id, to: { table: { ...at, faceUp: place.faceUp } } } })
    }
  }

  return {
    run,
    owns: (id) => id.startsWith(PILE_PREFIX) || id.startsWith(SLOT_PREFIX),
    movable(id) {
      const pile = pileOfObject(id)
      const searcher = pile ? deps.view().piles[pile]?.searchedBy : null
      return deps.seat() !== null && (!searcher || searcher === deps.seat())
    },
    drop,
    commands(id, lang) {
      const t = i18next.getFixedT(lang, 'cards')
      const pile = pileOfObject(id)
      const cmd = (cid: string, action: TabletopAction, key?: string, extra = {}): ObjectCommand => ({
        id: cid,
        label: t(`commands.${cid}`, extra),
        key,
        disabled: deps.seat() ? undefined : t('notSeated'),
        run: () => run(action, t(`commands.${cid}`, extra)),
      })
      if (pile) return pileCommands(pile, deps, cmd, t, run)
      const view = deps.view()
      const place = view.table[id]
      if (!place) return []
      const seat = deps.seat() ?? ''
      const near = nearestPile(view, place.x, place.z)
      const list = [
        cmd('flip', { type: 'flip', payload: { slot: id } }, 'f'),
        cmd(
          'tap',
          { type: 'rotate', payload: { slot: id, quarter: tapQuarter(place.quarter, seatQuarter(seat)) } },
          'r',
        ),
        cmd('rotateLeft', { type: 'rotate', payload: { slot: id, quarter: (place.quarter + 3) % 4 } }, 'q'),
        cmd('rotateRight', { type: 'rotate', payload: { slot: id, quarter: (place.quarter + 1) % 4 } }, 'e'),
        cmd('toHand', { type: 'move', payload: { slot: id, to: { hand: seat } } }, 'h'),
      ]
      if (near) {
        const name = pileLabel(view.piles[near]?.name ?? near, painterLanguage(lang))
        list.push(
          cmd('toPileTop', { type: 'move', payload: { slot: id, to: { pile: near, position: 'top' } } }, undefined, {
            name,
          }),
        )
        list.push(
          cmd(
            'toPileBottom',
            { type: 'move', payload: { slot: id, to: { pile: near, position: 'bottom' } } },
            undefined,
            { name },
          ),
        )
      }
      for (const name of COUNTERS) {
        list.push(cmd(`add.${name}`, { type: 'counter', payload: { slot: id, name, delta: 1 } }))
        if (place.counters[name])
          list.push(cmd(`remove.${name}`, { type: 'counter', payload: { slot: id, name, delta: -1 } }))
      }
      return list
    },
  }
}

/**
 * `action` with the card it puts on the table from a hand or a pile facing `seat` (upright for its player), unless
 * it names a quarter itself; a card moved about the table keeps its rotation. Seat 2 across the table would
 * otherwise read every card it plays upside down.
 */
export function facingSeat(action: TabletopAction, view: TabletopView, seat: string): TabletopAction {
  const quarter = seatQuarter(seat)
  if (action.type === 'play' && action.payload.quarter === undefined)
    return { ...action, payload: { ...action.payload, quarter } }
  if (action.type !== 'move' || !('table' in action.payload.to) || action.payload.to.table.quarter !== undefined)
    return action
  if (Object.hasOwn(view.table, action.payload.slot)) return action
  return { ...action, payload: { ...action.payload, to: { table: { ...action.payload.to.table, quarter } } } }
}

type Cmd = (id: string, action: TabletopAction, key?: string, extra?: Record<string, unknown>) => ObjectCommand
type Run = (action: TabletopAction, label?: string) => void

function pileCommands(
  pile: string,
  deps: CardHandlerDeps,
  cmd: Cmd,
  t: (k: string) => string,
  run: Run,
): ObjectCommand[] {
  const view = deps.view()
  const meta = view.piles[pile]
  if (!meta) return []
  const seat = deps.seat()
  const top = view.cards.zones[pileZone(pile)]?.slots[0]
  const seats = deps.seated()
  const list: ObjectCommand[] = []
  if (meta.searchedBy === seat && seat) {
    list.push(cmd('endSearch', { type: 'end-search', payload: { shuffle: false } }, 'x'))
    list.push(cmd('endSearchShuffle', { type: 'end-search', payload: { shuffle: true } }))
    return list
  }
  if (meta.count > 0) {
    list.push(cmd('draw', { type: 'draw', payload: { pile, count: 1 } }, 'd'))
    if (meta.count >= 5) list.push(cmd('draw5', { type: 'draw', payload: { pile, count: 5 } }))
    for (const count of [1, 5, 7]) {
      if (seats.length > 0 && meta.count >= count * seats.length) {
        const key = count === 1 ? 'shift+d' : undefined
        list.push(cmd(`deal${count}`, { type: 'deal', payload: { pile, count, seats } }, key))
      }
    }
    list.push(cmd('shuffle', { type: 'shuffle', payload: { pile } }, 's'))
    if (top) {
      const faceUp = meta.faceUp
      const to = { table: { x: meta.x + 0.8, z: meta.z, faceUp } }
      list.push(cmd('takeTop', { type: 'move', payload: { slot: top, to } }, 't'))
      if (!faceUp)
        list.push(
          cmd('takeTopFaceUp', { type: 'move', payload: { slot: top, to: { table: { ...to.table, faceUp: true } } } }),
        )
    }
    list.push(cmd('search', { type: 'search', payload: { pile } }, 'x'))
    if (meta.count >= 2) list.push(cmd('cut', { type: 'cut', payload: { pile, at: Math.floor(meta.count / 2) } }, 'c'))
    if (meta.count >= 2 && meta.count <= MAX_SPREAD) list.push(spreadCommand(pile, deps, t, run))
  }
  list.push(cmd('removePile', { type: 'remove-pile', payload: { pile } }, 'delete'))
  if (meta.searchedBy && meta.searchedBy !== seat) {
    for (const c of list) c.disabled = t('beingSearched')
  }
  return list
}

/** Most cards a pile may have to be spread out in one go (a row longer than that leaves the table). */
export const MAX_SPREAD = 20

/**
 * Spreads a pile out in an overlapping row to its right, top card first, each card as the pile shows it (a discard
 * pile face up, a deck face down); one undo step takes the whole row back.
 */
function spreadCommand(pile: string, deps: CardHandlerDeps, t: (k: string) => string, run: Run): ObjectCommand {
  return {
    id: 'spread',
    label: t('commands.spread'),
    key: 'g',
    disabled: deps.seat() ? undefined : t('notSeated'),
    run: () => {
      const view = deps.view()
      const meta = view.piles[pile]
      const slots = view.cards.zones[pileZone(pile)]?.slots ?? []
      if (!meta) return
      const moves = slots.map((slot, i) => ({
        type: 'move' as const,
        payload: { slot, to: { table: { x: meta.x + 0.8 + i * 0.25, z: meta.z, faceUp: meta.faceUp } } },
      }))
      const send = () => moves.forEach((action) => run(action, t('commands.spread')))
      if (deps.history) deps.history.batch(send)
      else send()
    },
  }
}

/** The pile nearest to (x, z), if any pile is on the table. */
function nearestPile(view: TabletopView, x: number, z: number): string | null {
  let best: string | null = null
  let bestDistance = Infinity
  for (const [id, pile] of Object.entries(view.piles)) {
    const distance = Math.hypot(pile.x - x, pile.z - z)
    if (distance < bestDistance) [best, bestDistance] = [id, distance]
  }
  return best
}
