/**
 * The tabletop game's view as things the scene draws: one object per pile (`pile:<id>`, drawn as a stack with its
 * top card) and one per loose table card (`slot:<n>`). Faces come only from the seat's view, so a card this seat may
 * not know is drawn with an empty look (the unknown face) and its identity never reaches the scene. Face down, a card
 * shows its own public back from the view (`cards.backs`: a game's back, or none for the common back).
 */
import type { TabletopView } from '../../engine/games/tabletop'
import { pileZone } from '../../engine/games/tabletop'
import type { SceneObject } from '../scene/sceneObject'
import type { PileBook } from './pileBook'

/** Prefix of the scene id of a pile. */
export const PILE_PREFIX = 'pile:'
/** Scene ids of loose cards are the engine's slot ids, which start with this. */
export const SLOT_PREFIX = 'slot:'

/** The look of an empty discard pile: a marked place on the table, not a card. */
export const CARD_EMPTY = '#empty'

/** Stacking bands: boards under cards, cards under free pieces (tokens, dice, figures lie on cards). */
export const CARD_BAND = 100_000
export const FREE_BAND = 200_000

/** The scene id of pile `pile`. */
export const pileObjectId = (pile: string) => `${PILE_PREFIX}${pile}`

/** The pile id of a scene id, or null when it is not a pile. */
export function pileOfObject(id: string): string | null {
  return id.startsWith(PILE_PREFIX) ? id.slice(PILE_PREFIX.length) : null
}

/** True for the scene id of a tabletop card or pile. */
export function isTabletopObject(id: string): boolean {
  return id.startsWith(PILE_PREFIX) || id.startsWith(SLOT_PREFIX)
}

/** The `back` field of a scene card: the game back `back` names, or nothing for the common back. */
function backField(back: string | undefined): { back?: string } {
  return back ? { back } : {}
}

/**
 * The scene objects of `view`: piles and loose cards, faces only where this seat may see them. A box pile lies as
 * `book` says (a seat's own pile faces that seat); piles the book does not know lie at quarter 0.
 */
export function tabletopObjects(view: TabletopView, book: PileBook = {}): Map<string, SceneObject> {
  const out = new Map<string, SceneObject>()
  const known = view.cards.cards
  const backs = view.cards.backs
  for (const [id, pile] of Object.entries(view.piles)) {
    if (pile.count === 0 && pile.kind === 'deck') continue
    const top = view.cards.zones[pileZone(id)]?.slots[0]
    out.set(pileObjectId(id), {
      kind: 'card',
      x: pile.x,
      z: pile.z,
      layer: CARD_BAND,
      quarter: book[id]?.quarter ?? 0,
      // A discard pile shows its top card; an empty discard pile is drawn as a face-up outline.
      faceUp: pile.faceUp,
      look: pile.faceUp ? (top ? (known[top] ?? '') : CARD_EMPTY) : '',
      owner: pile.searchedBy ?? '',
      locked: false,
      stack: pile.count,
      label: pile.name,
      // A stack shows its top card's own back (a card from another deck on top shows its own); an empty pile the
      // back it was put down with.
      ...backField(top ? backs[top] : pile.back),
    })
  }
  for (const [slot, place] of Object.entries(view.table)) {
    out.set(slot, {
      kind: 'card',
      x: place.x,
      z: place.z,
      layer: CARD_BAND + place.layer,
      quarter: place.quarter,
      faceUp: place.faceUp,
      look: place.faceUp ? (known[slot] ?? '') : '',
      owner: '',
      locked: false,
      counters: Object.keys(place.counters).length > 0 ? place.counters : undefined,
      ...backField(backs[slot]),
    })
  }
  return out
}
