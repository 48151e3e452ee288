/**
 * Deck building (rules summary "Pakli épités szabalyai"; analysis §2.6): an affiliation, then at least 10 objective
 * sets of its side, each at most twice (once if "Limit 1 per objective deck"), an "<X> affiliation only" set only
 * with that affiliation. The four starter decks (8 sets) are allowed as presets. Validation and the deck's card ids.
 */
import { engineError } from '../../../core/errors'
import type { EngineError, LocalizedText } from '../../../core/types'
import { affiliationCardId, affiliationSide, objectiveSetCards } from './cards'
import { AFFILIATION_NAMES } from './names'
import { STARTER_DECKS } from './starters'
import type { Affiliation, CardFacts, Side } from './types'

/** A deck as players build it: an affiliation and objective set numbers (a set listed twice = two copies). */
export type DeckList = {
  affiliation: Affiliation
  sets: number[]
}

/** The fewest objective sets a built deck holds (the starter decks hold 8). */
export const MIN_DECK_SETS = 10

/** The most set entries a deck list may have (the rules set no maximum; this bounds a hostile payload). */
export const MAX_DECK_SETS = 100

/** How a side reads as an adjective. */
const SIDE_ADJECTIVE: Readonly<Record<Side, LocalizedText>> = {
  light: { en: 'Light Side', hu: 'világos oldali' },
  dark: { en: 'Dark Side', hu: 'sötét oldali' },
}

const quote = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)

/** A set named for players: its number and its objective's title. */
function setLabel(objective: CardFacts): LocalizedText {
  return {
    en: `${objective.set} (${objective.title})`,
    hu: `${objective.set}. célkészlet („${objective.title}”)`,
  }
}

const malformed = (hu: string, en: string) =>
  engineError('deck-malformed', `Hibás pakli: ${hu}`, `Malformed deck: ${en}`)

/** Checks the shape of a deck list; returns the list (copied) or the error. */
function parseDeck(
  deck: unknown,
): { ok: true; affiliation: string; sets: number[] } | { ok: false; error: EngineError } {
  if (typeof deck !== 'object' || deck === null || Array.isArray(deck))
    return {
      ok: false,
      error: malformed(
        'szövetség és célkészletek listája kell.',
        'expected an affiliation and a list of objective sets.',
      ),
    }
  const { affiliation, sets } = deck as { affiliation?: unknown; sets?: unknown }
  if (typeof affiliation !== 'string')
    return { ok: false, error: malformed('hiányzik a szövetség.', 'the affiliation is missing.') }
  if (!Array.isArray(sets))
    return { ok: false, error: malformed('hiányzik a célkészletek listája.', 'the list of objective sets is missing.') }
  if (sets.length > MAX_DECK_SETS)
    return {
      ok: false,
      error: malformed(
        `legfeljebb ${MAX_DECK_SETS} célkészlet lehet benne.`,
        `it may list at most ${MAX_DECK_SETS} objective sets.`,
      ),
    }
  if (!sets.every((s) => Number.isSafeInteger(s)))
    return {
      ok: false,
      error: malformed('a célkészleteket egész számok jelölik.', 'objective sets are whole numbers.'),
    }
  return { ok: true, affiliation, sets: [...(sets as number[])] }
}

/** Whether the list is exactly one of the starter decks (its affiliation and its sets, in any order). */
function isStarter(affiliation: Affiliation, sets: readonly number[]): boolean {
  const sorted = [...sets].sort((a, b) => a - b).join(',')
  return STARTER_DECKS.some(
    (d) => d.affiliation === affiliation && [...d.sets].sort((a, b) => a - b).join(',') === sorted,
  )
}

/** The first rule one objective set breaks in this deck, if any. */
function setError(set: number, copies: number, affiliation: Affiliation, side: Side): EngineError | null {
  const objective = objectiveSetCards(set)[0]
  if (!objective)
    return engineError(
      'deck-unknown-set',
      `Ismeretlen célkészlet: ${set}. Az alapdoboz (1–36) és a Balance of the Force (91–96) készletei használhatók.`,
      `Unknown objective set: ${set}. The Core Set (1–36) and Balance of the Force (91–96) sets are available.`,
    )
  const label = setLabel(objective)
  if (objective.side !== side)
    return engineError(
      'deck-wrong-side',
      `Ez a célkészlet ${SIDE_ADJECTIVE[objective.side].hu}, nem tehető ${SIDE_ADJECTIVE[side].hu} pakliba: ${label.hu}.`,
      `Objective set ${label.en} is ${SIDE_ADJECTIVE[objective.side].en}; it cannot go in a ${SIDE_ADJECTIVE[side].en} deck.`,
    )
  if (objective.affiliationOnly && objective.affiliation !== affiliation) {
    const only = AFFILIATION_NAMES[objective.affiliation]
    const own = AFFILIATION_NAMES[affiliation]
    return engineError(
      'deck-affiliation-only',
      `Ez a célkészlet csak ${only.hu} szövetséggel használható, a pakli szövetsége viszont ${own.hu}: ${label.hu}.`,
      `Objective set ${label.en} is ${only.en} affiliation only, and this deck is ${own.en}.`,
    )
  }
  const limit = objective.limitOnePerObjectiveDeck ? 1 : 2
  if (copies > limit)
    return limit === 1
      ? engineError(
          'deck-too-many-copies',
          `Ebből a célkészletből csak egy lehet a pakliban („Limit 1 per objective deck”), ebben ${copies} van: ${label.hu}.`,
          `A deck may hold objective set ${label.en} only once (Limit 1 per objective deck); this one has ${copies}.`,
        )
      : engineError(
          'deck-too-many-copies',
          `Egy célkészletből legfeljebb kettő lehet a pakliban, ebben ${copies} van: ${label.hu}.`,
          `A deck may hold at most two copies of objective set ${label.en}; this one has ${copies}.`,
        )
  return null
}

/**
 * Checks a deck list against the deck-building rules. `side`: the side the seat plays, if known; `allowStarter`
 * (default true): whether the four starter decks (8 sets) are allowed as presets. Returns a clean copy of the list.
 */
export function validateDeck(
  deck: unknown,
  options: { side?: Side; allowStarter?: boolean } = {},
): { ok: true; deck: DeckList } | { ok: false; error: EngineError } {
  const parsed = parseDeck(deck)
  if (!parsed.ok) return parsed
  const { sets } = parsed
  if (parsed.affiliation === 'neutral')
    return {
      ok: false,
      error: engineError(
        'deck-neutral-affiliation',
        'A paklihoz szövetséget kell választani; a Semleges nem szövetség, amelyre paklit lehet építeni.',
        'Choose an affiliation for the deck; Neutral is not one a deck can be built around.',
      ),
    }
  const affiliation = parsed.affiliation as Affiliation
  const side = Object.hasOwn(AFFILIATION_NAMES, affiliation) ? affiliationSide(affiliation) : null
  if (side === null)
    return {
      ok: false,
      error: engineError(
        'deck-unknown-affiliation',
        `Ismeretlen szövetség: ${quote(parsed.affiliation)}.`,
        `Unknown affiliation: ${quote(parsed.affiliation)}.`,
      ),
    }
  if (options.side !== undefined && options.side !== side) {
    const name = AFFILIATION_NAMES[affiliation]
    return {
      ok: false,
      error: engineError(
        'deck-wrong-side-for-seat',
        `Ehhez a helyhez ${SIDE_ADJECTIVE[options.side].hu} pakli kell, a ${name.hu} szövetség viszont ${SIDE_ADJECTIVE[side].hu}.`,
        `This seat plays the ${SIDE_ADJECTIVE[options.side].en}, but ${name.en} is a ${SIDE_ADJECTIVE[side].en} affiliation.`,
      ),
    }
  }
  const copies = new Map<number, number>()
  for (const set of sets) copies.set(set, (copies.get(set) ?? 0) + 1)
  for (const [set, n] of copies) {
    const error = setError(set, n, affiliation, side)
    if (error) return { ok: false, error }
  }
  const allowStarter = options.allowStarter ?? true
  if (sets.length < MIN_DECK_SETS && !(allowStarter && isStarter(affiliation, sets)))
    return {
      ok: false,
      error: engineError(
        'deck-too-few-sets',
        `Egy paklihoz legalább ${MIN_DECK_SETS} célkészlet kell, ebben ${sets.length} van.` +
          (allowStarter ? ' Kevesebb készlettel csak a négy kezdőpakli játszható.' : ''),
        `A deck needs at least ${MIN_DECK_SETS} objective sets; this one has ${sets.length}.` +
          (allowStarter ? ' Only the four starter decks may have fewer.' : ''),
      ),
    }
  return { ok: true, deck: { affiliation, sets } }
}

/**
 * The card ids of a (valid) deck: its affiliation card, the objective cards (position 1 of each set, one per copy, in
 * list order) and the other five cards of each set copy. Unknown sets add nothing.
 */
export function deckCards(deck: DeckList): { affiliation: string; objectives: string[]; command: string[] } {
  const objectives: string[] = []
  const command: string[] = []
  for (const set of deck.sets) {
    for (const card of objectiveSetCards(set)) (card.type === 'objective' ? objectives : command).push(card.id)
  }
  return { affiliation: affiliationCardId(deck.affiliation), objectives, command }
}

/**
 * 2v2: a team's two (each valid) decks together keep the one-deck copy limits [B: multiplayer deck building]: at most
 * two copies of a set across the team, and a "Limit 1 per objective deck" set in only one of the decks, once.
 */
export function teamDeckError(decks: readonly DeckList[]): EngineError | null {
  const copies = new Map<number, number>()
  for (const deck of decks) for (const set of deck.sets) copies.set(set, (copies.get(set) ?? 0) + 1)
  for (const [set, n] of copies) {
    const objective = objectiveSetCards(set)[0]
    if (!objective) continue
    const limit = objective.limitOnePerObjectiveDeck ? 1 : 2
    if (n <= limit) continue
    const label = setLabel(objective)
    return engineError(
      'deck-team-copies',
      `A csapat két paklijában együtt legfeljebb ${limit} lehet ebből a célkészletből, most ${n} van: ${label.hu}.`,
      `A team's two decks together may hold objective set ${label.en} at most ${limit === 1 ? 'once' : 'twice'}; they hold it ${n} times.`,
    )
  }
  return null
}
