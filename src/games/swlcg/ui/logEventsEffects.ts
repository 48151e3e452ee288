/**
 * The log's sentences for what cards do to cards (./logEvents.ts has the turn, setup and conflict): damage, focus
 * and shields, abilities used and resolved, cards moved by effects, captures and rescues. Card names come from
 * `LogWords.card` (./logText.ts), which names only what the reading seat may see; an event's own card identity is
 * passed as `publicId` only where the rules have just made it public (put into play, destroyed, milled face up, an
 * ability's source). Hungarian sentences keep card names in the nominative (as subject, before a postposition or
 * after a colon), so no suffix is glued to a title.
 */
import type { Json } from '../../../../engine/core/types'
import { cardFacts } from '../../../../engine/games/swlcg'
import type { Side } from '../../../../engine/games/swlcg'
import { rulesOf } from '../../../../engine/games/swlcg/data/rules'
import type { LogWords } from './logText'

/** One event type's sentence (null: no line). */
export type Describe = (w: LogWords) => string | null

/** "1 card" / "2 cards" (English only: a Hungarian noun after a number stays singular). */
export const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`

/** The side a data value names, if it names one. */
export const sideOf = (value: Json | undefined): Side | null => (value === 'light' || value === 'dark' ? value : null)

/** Where a card that left play went, by the engine's zone name ("discard:light", "captured", …). */
function leftTo(w: LogWords, card: string, to: string | null): string {
  const [zone, owner] = (to ?? '').split(':')
  const p = sideOf(owner ?? null) ? w.player(owner) : null
  if (zone === 'discard') return w.say(`${card} goes to the discard pile.`, `${card} a dobott paklira kerül.`)
  if (zone === 'hand' && p) return w.say(`${card} returns to ${p}'s hand.`, `${card} visszakerül ${p} kezébe.`)
  if (zone === 'deck' && p)
    return w.say(`${card} goes to the bottom of ${p}'s command deck.`, `${card} ${p} parancspaklijának aljára kerül.`)
  if (zone === 'victory' && p)
    return w.say(`${card} goes to ${p}'s victory pile.`, `${card} ${p} győzelmi paklijába kerül.`)
  return w.say(`${card} leaves play.`, `${card} elhagyja a játékot.`)
}

/** Ability kinds as "the Action of X" / "X akcióját". */
const KINDS: Readonly<Record<string, { en: string; hu: string }>> = {
  action: { en: 'Action', hu: 'akcióját' },
  reaction: { en: 'Reaction', hu: 'reakcióját' },
  interrupt: { en: 'Interrupt', hu: 'megszakítását' },
  forcedReaction: { en: 'Forced reaction', hu: 'kényszerített reakcióját' },
  forcedInterrupt: { en: 'Forced interrupt', hu: 'kényszerített megszakítását' },
}

/** The kind of ability `index` of the card `id` (a key of KINDS), or null. */
function kindOf(id: string | null, index: number): string | null {
  const ability = id === null || !cardFacts(id) ? undefined : rulesOf(id)[index]
  if (!ability) return null
  if ('forced' in ability && ability.forced) return ability.kind === 'reaction' ? 'forcedReaction' : 'forcedInterrupt'
  return ability.kind
}

/** `ability-used`: an event played from the hand, or a card's ability (a discount names its X). */
function abilityUsed(w: LogWords): string {
  const p = w.player()
  const id = w.str('id')
  // The source is public: a card in play, an event moved to the resolving zone, or Human Replica Droid, which
  // enters play from the hand as this ability resolves.
  const card = w.card(w.str('card'), id)
  if (id !== null && cardFacts(id)?.type === 'event') {
    return w.say(`${p} plays the event ${card}.`, `${p} eseményt játszik ki: ${card}.`)
  }
  const key = kindOf(id, w.num('ability'))
  const kind = key !== null && Object.hasOwn(KINDS, key) ? KINDS[key] : undefined
  const used = kind
    ? w.say(`${p} uses the ${kind.en} of ${card}`, `${p} használja ${card} ${kind.hu}`)
    : w.say(`${p} uses ${card}`, `${p} használja: ${card}`)
  if (typeof w.data.x === 'number') {
    const x = w.num('x')
    return w.say(
      `${used}: discards ${plural(x, 'card', 'cards')} to lower the cost by ${x}.`,
      `${used}: ${x} lap eldobásával csökkenti a költséget (−${x}).`,
    )
  }
  const chosen = Array.isArray(w.data.choices) ? w.data.choices.flatMap((c) => (Array.isArray(c) ? c : [])) : []
  return chosen.length === 0
    ? `${used}.`
    : w.say(`${used}, choosing ${w.cards(chosen)}.`, `${used}, választva: ${w.cards(chosen)}.`)
}

/** What a `cleared` event took off: "focus, damage and shields" / "fókuszjelzőjét, sebzését és pajzsát". */
function clearedWhat(w: LogWords): string {
  const words: Readonly<Record<string, { en: string; hu: string }>> = {
    focus: { en: 'focus tokens', hu: 'fókuszjelzőjét' },
    damage: { en: 'damage', hu: 'sebzését' },
    shields: { en: 'shields', hu: 'pajzsát' },
    enhancements: { en: 'enhancements', hu: 'erősítését' },
  }
  const items = w.list('what').flatMap((k) => (Object.hasOwn(words, k) ? [words[k]![w.lang]] : []))
  const list = items.length > 1 ? `${items.slice(0, -1).join(', ')} ${w.say('and', 'és')} ${items.at(-1)}` : items[0]
  return list ?? w.say('tokens', 'jelzőjét')
}

/** The sentences of the events cards cause to cards. */
export const EFFECT_EVENTS: Readonly<Record<string, Describe>> = {
  // Damage, focus and shields
  focused: (w) => {
    const n = w.num('amount')
    const c = w.card(w.str('card'))
    return n === 0
      ? w.say(`${c} gets no focus token.`, `${c} nem kap fókuszjelzőt.`)
      : w.say(`${c} gets ${plural(n, 'focus token', 'focus tokens')}.`, `${c} ${n} fókuszjelzőt kap.`)
  },
  damaged: (w) => {
    const n = w.num('amount')
    const c = w.card(w.str('card'))
    return n === 0
      ? w.say(`${c} takes no damage.`, `${c} nem kap sebzést.`)
      : w.say(`${c} takes ${n} damage.`, `${c} ${n} sebzést kap.`)
  },
  destroyed: (w) => {
    const c = w.card(w.str('slot'), w.data.card)
    return w.str('to') === 'hand'
      ? w.say(`${c} is destroyed and returns to its owner's hand.`, `${c} megsemmisül, és a tulajdonosa kezébe kerül.`)
      : w.say(`${c} is destroyed.`, `${c} megsemmisül.`)
  },
  'left-play': (w) => leftTo(w, w.card(w.str('slot')), w.str('to')),
  'shield-used': (w) => {
    const c = w.card(w.str('card'))
    return w.say(
      `${c} discards a shield to prevent 1 damage or focus.`,
      `${c} eldob egy pajzsot, így eggyel kevesebb jelzőt kap.`,
    )
  },
  'shield-kept': (w) =>
    w.say(`${w.card(w.str('card'))} keeps its shield.`, `${w.card(w.str('card'))} megtartja a pajzsát.`),
  'shield-placed': (w) => w.say(`${w.card(w.str('card'))} gets a shield.`, `${w.card(w.str('card'))} pajzsot kap.`),
  protected: (w) => {
    const n = w.num('amount')
    const by = w.card(w.str('protector'))
    const c = w.card(w.str('card'))
    return w.say(
      `${by} takes ${n} damage in place of ${c} (Protect).`,
      `${by} átvesz ${n} sebzést ${c} helyett (Protect).`,
    )
  },
  'damage-prevented': (w) => {
    const n = w.num('amount')
    const c = w.card(w.str('card'))
    return w.say(`${n} damage to ${c} is prevented.`, `${c} ${n} sebzéssel kevesebbet kap.`)
  },
  'damage-redirected': (w) => {
    const n = w.num('amount')
    const c = w.card(w.str('card'))
    const to = w.card(w.str('to'))
    return w.say(`${n} damage to ${c} is dealt to ${to} instead.`, `${to} kap ${n} sebzést ${c} helyett.`)
  },
  'damage-moved': (w) => {
    const n = w.num('amount')
    const from = w.card(w.str('from'))
    const to = w.card(w.str('to'))
    return w.say(`${n} damage moves from ${from} to ${to}.`, `${n} sebzés átkerül ${from} lapjáról ${to} lapjára.`)
  },
  // Nothing to remove (healing an undamaged card) is no line.
  'damage-removed': (w) => {
    if (w.data.amount === 0) return null
    const n = w.num('amount')
    const c = w.card(w.str('card'))
    return w.say(`${n} damage is removed from ${c}.`, `${c} elveszít ${n} sebzést.`)
  },
  'focus-removed': (w) => {
    if (w.data.amount === 0) return null
    const n = w.num('amount')
    const c = w.card(w.str('card'))
    return w.say(
      `${plural(n, 'focus token is', 'focus tokens are')} removed from ${c}.`,
      `${c} elveszít ${n} fókuszjelzőt.`,
    )
  },
  cleared: (w) => {
    const c = w.card(w.str('card'))
    return w.say(`${c} loses all its ${clearedWhat(w)}.`, `${c} elveszíti az összes ${clearedWhat(w)}.`)
  },
  // Abilities
  'ability-used': abilityUsed,
  'ability-resolved': (w) =>
    w.say(`${w.card(w.str('card'))} has resolved.`, `${w.card(w.str('card'))} hatása végrehajtva.`),
  'effects-cancelled': (w) => {
    const by = w.card(w.str('by'))
    const c = w.card(w.str('card'))
    return w.say(`${by} cancels the effects of ${c}.`, `${by} törli ${c} hatását.`)
  },
  'destination-replaced': (w) => {
    const c = w.card(w.str('card'))
    return w.say(
      `${c} will go to its owner's hand instead of the discard pile.`,
      `${c} a dobott pakli helyett a tulajdonosa kezébe kerül.`,
    )
  },
  'put-into-play': (w) => {
    const c = w.card(w.str('slot'), w.data.card)
    return w.say(`${w.player()} puts ${c} into play.`, `${w.player()} játékba hozza: ${c}.`)
  },
  'discarded-from-hand': (w) => {
    const cards = w.cards(w.data.slots)
    return w.str('chooser') === 'random'
      ? w.say(
          `${w.player()} discards ${cards} from hand at random.`,
          `${w.player()} véletlenszerűen eldobja a kezéből: ${cards}.`,
        )
      : w.say(`${w.player()} discards ${cards} from hand.`, `${w.player()} eldobja a kezéből: ${cards}.`)
  },
  'put-under-deck': (w) => {
    if (w.data.count === 0) return null
    const n = w.num('count')
    return w.say(
      `${w.player()} puts ${plural(n, 'card', 'cards')} from hand on the bottom of the command deck.`,
      `${w.player()} ${n} lapot tesz a kezéből a parancspaklija aljára.`,
    )
  },
  'looked-at-hand': (w) => {
    const side = w.side()
    const other = w.player(side === 'light' ? 'dark' : 'light')
    const n = w.num('count')
    return w.say(
      `${w.player()} looks at ${other}'s hand (${plural(n, 'card', 'cards')}).`,
      `${w.player()} megnézi ${other} kezét (${n} lap).`,
    )
  },
  milled: (w) => {
    const c = w.card(w.str('slot'), w.data.card)
    return w.say(
      `${c} goes from the top of ${w.player()}'s command deck to the discard pile.`,
      `${w.player()} parancspaklijának tetejéről a dobott paklira kerül: ${c}.`,
    )
  },
  'examined-top': (w) => {
    const slots = w.list('slots')
    const n = slots.length
    const deck = w.say(`${w.player(w.data.owner)}'s command deck`, `${w.player(w.data.owner)} parancspaklijának`)
    const named = slots.every((s) => w.seen(s) !== null) && n > 0 ? `: ${w.cards(slots)}` : ''
    const top = w.say(n === 1 ? 'the top card' : `the top ${n} cards`, n === 1 ? 'felső lapját' : `felső ${n} lapját`)
    return w.data.revealed === true
      ? w.say(`${w.player()} reveals ${top} of ${deck}${named}.`, `${w.player()} felfedi ${deck} ${top}${named}.`)
      : w.say(`${w.player()} looks at ${top} of ${deck}${named}.`, `${w.player()} megnézi ${deck} ${top}${named}.`)
  },
  'took-examined': (w) => {
    const slots = w.list('slots')
    const what = slots.every((s) => w.seen(s) !== null) ? w.cards(slots) : null
    return what === null
      ? w.say(
          `${w.player()} takes ${plural(slots.length, 'card', 'cards')} from the cards looked at.`,
          `${w.player()} elvesz ${slots.length} lapot a megnézett lapok közül.`,
        )
      : w.say(
          `${w.player()} takes ${what} from the cards looked at.`,
          `${w.player()} elveszi a megnézett lapok közül: ${what}.`,
        )
  },
  searched: (w) => w.say(`${w.player()} shuffles the objective deck.`, `${w.player()} megkeveri a célpakliját.`),
  captured: (w) => {
    const c = w.card(w.str('card'))
    const at = w.card(w.str('at'))
    return w.say(`${c} is captured under ${at}.`, `${c} fogságba esik, ${at} alá kerül.`)
  },
  rescued: (w) => {
    const o = w.card(w.str('objective'))
    return w.say(
      `Rescued from under ${o}: ${w.cards(w.data.slots)}, back to ${w.player('light')}'s hand.`,
      `Kimentve ${o} alól: ${w.cards(w.data.slots)}, vissza ${w.player('light')} kezébe.`,
    )
  },
}
