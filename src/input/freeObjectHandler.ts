/**
 * The handler of free objects: everything in the document's last-writer-wins `table` map (tokens, dice, miniatures,
 * boards, loose sandbox cards). Moves snap to the box's grid (or the table grid for cards) and stack; keys flip,
 * tap, rotate, lock, roll and remove. Every change but a roll is one undo step that remembers the fields it changed
 * on the objects it changed, so undo puts back exactly those, and leaves alone an object someone else has changed
 * since (their later move wins over our undo).
 */
import i18n from 'i18next'
import type * as Y from 'yjs'
import type { TableObject, TableObjectValue } from '../../net/schema'
import { schema } from '../../net/schema'
import {
  TABLE_ORIGIN,
  addObject,
  flipObject,
  halfExtents,
  moveObject,
  readAll,
  readObject,
  removeObject,
  rotateObject,
  setLocked,
  setLook,
} from '../../net/table'
import { miniatureFace, tokenFace } from '../boxes'
import { facingQuarter } from '../boxes/layout'
import { isTapped, tapQuarter } from '../lib/tapping'
import { dialLook, parseDialLook } from '../boxes/dials'
import { painterLanguage } from '../lib/language'
import type { TableGrid } from '../lib/snap'
import { dropPosition } from '../lib/snap'
import type { ObjectCommand, ObjectDrop, ObjectHandler } from './objectHandlers'
import type { UndoHistory } from './undoHistory'
import { formationPlaces } from './unitGroups'

/** What the free-object handler needs from the table. */
export interface FreeObjectOptions {
  /** Rolls these dice (fair entropy; how is the table's business). */
  rollDice(ids: readonly string[]): void
  /** Where undo steps go. */
  history: UndoHistory
  /** The box's snapping grid, read at drop time (null: none). */
  grid: () => TableGrid | null
  /** UI language for undo step labels; default i18next's current one. */
  lang?: () => string
}

type Fields = Partial<TableObject>
interface Change {
  id: string
  before: Fields
  after: Fields
}

/** Command id → key. F, R, Q, E and L sit in the same place on QWERTY and QWERTZ. */
const KEYS = {
  flip: 'f',
  roll: 'r',
  tap: 'r',
  rotateLeft: 'q',
  rotateRight: 'e',
  lock: 'l',
  remove: 'delete',
  dialUp: '+',
  dialDown: '-',
} as const
type CommandId = keyof typeof KEYS

/** Which undo label each command's step gets. */
const STEP: Readonly<Record<CommandId, string>> = {
  flip: 'flip',
  roll: 'flip',
  tap: 'turn',
  rotateLeft: 'turn',
  rotateRight: 'turn',
  lock: 'lock',
  remove: 'remove',
  dialUp: 'dial',
  dialDown: 'dial',
}

/** Creates the handler for the free objects of `doc`'s table map. */
export function createFreeObjectHandler(doc: Y.Doc, options: FreeObjectOptions): ObjectHandler {
  const { history } = options
  const table = schema.table(doc)
  const uiLang = options.lang ?? (() => i18n.language)
  const stepLabel = (key: string) => i18n.getFixedT(uiLang(), 'input')(`steps.${key}`)

  /** Runs `fn` in one transaction and pushes one undo step for whatever it changed on `ids`. */
  function record(ids: readonly string[], label: string, fn: () => void): void {
    const before = new Map(ids.map((id) => [id, readObject(doc, id)]))
    doc.transact(fn, TABLE_ORIGIN)
    const changes: Change[] = []
    for (const [id, was] of before) {
      const now = readObject(doc, id)
      const change = was && now ? diff(id, was, now) : null
      if (change) changes.push(change)
    }
    if (changes.length === 0) return
    history.push({
      label: stepLabel(label),
      undo: () => replay(changes, 'after', 'before'),
      redo: () => replay(changes, 'before', 'after'),
    })
  }

  /** Writes `to` fields back on every object that still shows the `from` fields (nobody changed it since). */
  function replay(changes: readonly Change[], from: 'before' | 'after', to: 'before' | 'after'): void {
    doc.transact(() => {
      for (const c of changes) {
        const obj = readObject(doc, c.id)
        const map = table.get(c.id)
        if (!obj || !map || !matches(obj, c[from])) continue
        for (const [k, v] of Object.entries(c[to])) {
          if (v === undefined) map.delete(k)
          else map.set(k, v as TableObjectValue)
        }
      }
    }, TABLE_ORIGIN)
  }

  function remove(ids: readonly string[]): void {
    const gone = ids.flatMap((id) => {
      const obj = readObject(doc, id)
      return obj && !obj.locked ? [{ id, obj }] : []
    })
    if (gone.length === 0) return
    doc.transact(() => gone.forEach(({ id }) => removeObject(doc, id)), TABLE_ORIGIN)
    history.push({
      label: stepLabel('remove'),
      // Back only where nobody has put something else under that id meanwhile.
      undo: () => gone.forEach(({ id, obj }) => table.has(id) || addObject(doc, id, obj)),
      redo: () =>
        doc.transact(() => {
          for (const { id, obj } of gone) {
            const now = readObject(doc, id)
            if (now && matches(now, obj)) removeObject(doc, id)
          }
        }, TABLE_ORIGIN),
    })
  }

  function perform(command: CommandId, ids: readonly string[]): void {
    if (command === 'roll') return options.rollDice(ids.filter((id) => readObject(doc, id)?.kind === 'die'))
    if (command === 'remove') return remove(ids)
    // A group locks when any of it is unlocked, and unlocks when all of it is locked.
    const lockAll = ids.some((id) => readObject(doc, id)?.locked === false)
    record(ids, STEP[command], () => {
      for (const id of ids) {
        const obj = readObject(doc, id)
        if (!obj) continue
        if (command === 'lock') setLocked(doc, id, ids.length === 1 ? !obj.locked : lockAll)
        else if (command === 'dialUp' || command === 'dialDown') turnDial(doc, id, command === 'dialUp' ? 1 : -1)
        else if (obj.locked) continue
        else if (command === 'flip') flipObject(doc, id)
        // Tap turns an object upright for its owner a quarter clockwise, and a turned one back (src/lib/tapping.ts).
        else if (command === 'tap') rotateObject(doc, id, tapQuarter(obj.quarter, ownerFacing(obj)) - obj.quarter)
        else rotateObject(doc, id, command === 'rotateLeft' ? -1 : 1)
      }
    })
  }

  function drop(drops: readonly ObjectDrop[], { free }: { free: boolean }): void {
    const grid = options.grid()
    const group = new Set(drops.map((d) => d.id))
    const layer = (id: string) => readObject(doc, id)?.layer ?? 0
    // Bottom first, so a carried pile keeps its order.
    const ordered = [...drops].sort((a, b) => layer(a.id) - layer(b.id))
    // A unit's figures moved together keep their places in the cell they land in (unitGroups.ts).
    const formation = grid && !free ? formationPlaces(drops, (id) => readObject(doc, id), grid) : null
    record(
      ordered.map((d) => d.id),
      'move',
      () => {
        for (const d of ordered) {
          const obj = readObject(doc, d.id)
          if (!obj || obj.locked) continue
          // Cards of the moving group are not targets: a carried row of cards must not stack onto itself.
          const onto = obj.kind === 'card' && !free ? stackTargetOutside(doc, d.x, d.z, group) : null
          const placed = formation?.get(d.id)
          const to = placed
            ? { ...placed, stack: true }
            : dropPosition(d.x, d.z, { kind: obj.kind, free, overCard: onto !== null, grid })
          moveObject(doc, d.id, to.x, to.z, { stack: to.stack && (group.size === 1 || onto !== null) })
        }
      },
    )
  }

  function commands(id: string, lang: string): ObjectCommand[] {
    const obj = readObject(doc, id)
    if (!obj) return []
    const t = i18n.getFixedT(lang, 'input')
    const locked = obj.locked ? t('reasons.locked') : undefined
    const entry = (command: CommandId, label: string, disabled?: string): ObjectCommand => ({
      id: command,
      label: t(`commands.${label}`),
      key: KEYS[command],
      ...(disabled ? { disabled } : {}),
      run: () => perform(command, [id]),
    })
    const list: ObjectCommand[] = []
    if (dialRange(obj.look)) list.push(entry('dialUp', 'dialUp'), entry('dialDown', 'dialDown'))
    if (obj.kind === 'die') list.push(entry('roll', 'roll'))
    else {
      if (obj.kind !== 'miniature') list.push(entry('flip', 'flip', locked))
      list.push(entry('tap', isTapped(obj.quarter, ownerFacing(obj)) ? 'untap' : 'tap', locked))
      list.push(entry('rotateLeft', 'rotateLeft', locked), entry('rotateRight', 'rotateRight', locked))
    }
    list.push(entry('lock', obj.locked ? 'unlock' : 'lock'))
    list.push(entry('remove', 'remove', locked))
    return list
  }

  return {
    owns: (id) => table.has(id),
    movable: (id) => readObject(doc, id)?.locked === false,
    drop,
    commands,
    // A named miniature's menu says whose it is: figures of one model look alike in a crowd.
    title: (id, lang) => {
      const obj = readObject(doc, id)
      return obj?.kind === 'miniature' ? (miniatureFace(obj.look)?.name[painterLanguage(lang)] ?? null) : null
    },
    runAll: (command, ids) => {
      if (Object.hasOwn(KEYS, command)) perform(command as CommandId, ids)
    },
  }
}

/** The range of the dial an object's look shows, or null when it is not a dial. */
function dialRange(look: string): { min: number; max: number } | null {
  const dial = parseDialLook(look)
  return dial ? (tokenFace(look)?.range ?? null) : null
}

/** Turns the dial `id` by `step`, within its range (a dial's look carries its value: 'swlcg/death-star-dial@7'). */
function turnDial(doc: Y.Doc, id: string, step: number): void {
  const obj = readObject(doc, id)
  const dial = obj ? parseDialLook(obj.look) : null
  const range = obj ? dialRange(obj.look) : null
  if (!dial || !range) return
  const value = Math.min(range.max, Math.max(range.min, dial.value + step))
  if (value !== dial.value) setLook(doc, id, dialLook(dial.id, value))
}

/** The fields that differ between two readings of an object, before and after; null when none. */
function diff(id: string, a: TableObject, b: TableObject): Change | null {
  const before: Fields = {}
  const after: Fields = {}
  for (const k of Object.keys(b) as (keyof TableObject)[]) {
    if (a[k] === b[k]) continue
    ;(before as Record<string, unknown>)[k] = a[k]
    ;(after as Record<string, unknown>)[k] = b[k]
  }
  return Object.keys(after).length > 0 ? { id, before, after } : null
}

/** True when `obj` shows every field of `fields`. */
function matches(obj: TableObject, fields: Fields): boolean {
  return (Object.keys(fields) as (keyof TableObject)[]).every((k) => obj[k] === fields[k])
}

/** Whether a card outside `group` lies under (x, z), so a drop there stacks onto it. */
function stackTargetOutside(doc: Y.Doc, x: number, z: number, group: ReadonlySet<string>): string | null {
  for (const [id, obj] of Object.entries(readAll(doc))) {
    if (group.has(id) || obj.kind !== 'card') continue
    const { hx, hz } = halfExtents(obj.kind, obj.quarter)
    if (Math.abs(x - obj.x) <= hx && Math.abs(z - obj.z) <= hz) return id
  }
  return null
}

/** The quarter an object lies upright at: its owner's facing (a box lays each seat's pieces so), else quarter 0. */
function ownerFacing(obj: TableObject): number {
  return obj.owner ? facingQuarter(obj.kind, obj.owner) : 0
}
