/**
 * The decision panel's model: the seat's legal actions sorted into what a person chooses. Actions naming a set of
 * cards (declare attackers or defenders, commit units to the Force, discard down to the reserve, choose several
 * cards, order fate cards) become one *picker* each — the cards it may take, how many, whether order counts — since
 * the engine lists every subset; every other action falls into a *group* by its type and the card it is about, whose
 * first action is the default and the rest its variants (other payments, targets, icon orders).
 */
import type { SlotId } from '../../../../engine/core/hidden'
import type { SwlcgAction } from '../../../../engine/games/swlcg'

/** A choice of several cards at once. */
export interface Picker {
  type: 'declare-attackers' | 'declare-defenders' | 'commit-force' | 'discard-to-reserve' | 'choose' | 'order-fates'
  /** The payload field the cards go in. */
  field: 'units' | 'slots'
  /** Every card some legal action of this type names, in first-seen order. */
  candidates: SlotId[]
  /** The fewest and most cards a legal action of this type names. */
  min: number
  max: number
  /** The answer names all of them in an order (cards put back on a deck, fate cards). */
  ordered: boolean
}

/** Legal actions of one type about one card: the first is the default, the others its variants. */
export interface Group {
  key: string
  /** The card the actions are about, if any. */
  slot: SlotId | null
  actions: SwlcgAction[]
}

const PICKED: ReadonlySet<string> = new Set([
  'declare-attackers',
  'declare-defenders',
  'commit-force',
  'discard-to-reserve',
  'choose',
  'order-fates',
])

/** The card an action is about (what it plays, engages, uses, strikes with …), or null. */
export function actionSlot(action: SwlcgAction): SlotId | null {
  const p = (action.payload ?? {}) as Record<string, unknown>
  for (const field of ['slot', 'card', 'unit', 'objective', 'bottom'] as const)
    if (typeof p[field] === 'string') return p[field]
  return null
}

/** The cards an action of a picked type names. */
export function pickedCards(action: SwlcgAction): SlotId[] {
  const p = (action.payload ?? {}) as { units?: SlotId[]; slots?: SlotId[] }
  return p.units ?? p.slots ?? []
}

/** Sorts `legal` into pickers and groups, each in first-seen order. */
export function sortDecisions(legal: readonly SwlcgAction[]): { pickers: Picker[]; groups: Group[] } {
  const pickers = new Map<string, Picker>()
  const groups = new Map<string, Group>()
  for (const action of legal) {
    if (PICKED.has(action.type)) {
      const cards = pickedCards(action)
      const type = action.type as Picker['type']
      const ordered = type === 'order-fates' || (type === 'choose' && cards.length > 1 && isOrderedChoice(legal))
      const picker = pickers.get(type) ?? {
        type,
        field: type === 'choose' || type === 'order-fates' || type === 'discard-to-reserve' ? 'slots' : 'units',
        candidates: [],
        min: cards.length,
        max: cards.length,
        ordered,
      }
      for (const slot of cards) if (!picker.candidates.includes(slot)) picker.candidates.push(slot)
      picker.min = Math.min(picker.min, cards.length)
      picker.max = Math.max(picker.max, cards.length)
      pickers.set(type, picker)
      continue
    }
    const slot = actionSlot(action)
    // The two answers to a support request are two buttons, not a button and its variant.
    const answer = action.type === 'answer-support' ? (action.payload.agree ? 'yes' : 'no') : null
    const key = `${action.type}:${answer ?? slot ?? ''}`
    const group = groups.get(key) ?? { key, slot, actions: [] }
    group.actions.push(action)
    groups.set(key, group)
  }
  return { pickers: [...pickers.values()], groups: [...groups.values()] }
}

/** An ordered choice lists the same cards in several orders. */
function isOrderedChoice(legal: readonly SwlcgAction[]): boolean {
  const sets = legal.filter((a) => a.type === 'choose').map((a) => [...pickedCards(a)].sort().join(','))
  return new Set(sets).size < sets.length
}

/** The action a picker's chosen cards make (the engine says whether it is legal). */
export function pickedAction(picker: Picker, chosen: readonly SlotId[]): SwlcgAction {
  return { type: picker.type, payload: { [picker.field]: [...chosen] } } as SwlcgAction
}
