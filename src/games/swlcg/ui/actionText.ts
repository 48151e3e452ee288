/**
 * The words the SWLCG table shows for decisions, in English and Hungarian: a button label for every legal action
 * (payments, hosts, discounts, targets, costs, strike plans and prompt answers spelled out), the order the panel
 * lists them in, and (re-exported) phase and step names, the prompt title for the seat that must decide and the
 * waiting line for the other. Cards are named only through `slotName` (./cardNames.ts), so no text names a card the
 * seat may not see. Pure: no React.
 */
import type { SlotId } from '../../../../engine/core/hidden'
import type { IconType, KeywordKind, SwlcgAction, SwlcgView } from '../../../../engine/games/swlcg'
import type { Ability, Cost } from '../../../../engine/games/swlcg/abilities/vocabulary'
import { rulesOf } from '../../../../engine/games/swlcg/data/rules'
import type { Language } from '../../../lib/language'
import { placeName, slotCard, slotFacts } from './cardNames'
import { amountList, cap, cardList, cardRef, ordinalEn, zoneOfSlot, type Words } from './words'

export { phaseName, stepName } from './stepNames'
export { decisionText, waitingText } from './decisionText'

type Of<T extends SwlcgAction['type']> = Extract<SwlcgAction, { type: T }>['payload']
type AbilityPayload = {
  card: SlotId
  ability: KeywordKind | number
  target?: SlotId
  amount?: number
  choices?: SlotId[][]
  costs?: SlotId[]
  payment?: { card: SlotId; amount: number }[]
}

/** Icon names: the strike order and Crossfire's choice. */
const ICONS: Readonly<Record<IconType, Words>> = {
  unit: { en: 'unit damage', hu: 'egységsebzés' },
  blast: { en: 'blast damage', hu: 'robbanássebzés' },
  tactics: { en: 'tactics', hu: 'taktika' },
}

/** The names of keywords a `respond` may use without a card ability (Shielding and Protect have their own labels). */
const KEYWORDS: Readonly<Record<KeywordKind, string>> = {
  elite: 'Elite',
  limited: 'Limited',
  shielding: 'Shielding',
  targetedStrike: 'Targeted Strike',
  noEnhancements: 'No Enhancements',
  influence: 'Influence',
  edge: 'Edge',
  protect: 'Protect',
}

/** Ability kinds as the labels name them. */
const KINDS: Readonly<Record<string, Words>> = {
  action: { en: 'Action', hu: 'Akció' },
  reaction: { en: 'Reaction', hu: 'Reakció' },
  interrupt: { en: 'Interrupt', hu: 'Megszakítás' },
  forcedReaction: { en: 'Forced reaction', hu: 'Kényszerített reakció' },
  forcedInterrupt: { en: 'Forced interrupt', hu: 'Kényszerített megszakítás' },
  fate: { en: 'Fate', hu: 'Sors' },
  ability: { en: 'Ability', hu: 'Képesség' },
}

/** The ability `index` of the card in `slot`, when the seat may see the card. */
function abilityAt(view: SwlcgView, slot: SlotId, index: number): Ability | undefined {
  const id = slotCard(view, slot)
  return id === null ? undefined : rulesOf(id)[index]
}

/** The kind word of an ability, with its number among the card's abilities of that kind when it has several. */
function kindWords(view: SwlcgView, slot: SlotId, index: number): Words {
  const ability = abilityAt(view, slot, index)
  if (!ability) return KINDS.ability!
  const forced = 'forced' in ability && ability.forced
  const key = forced ? (ability.kind === 'reaction' ? 'forcedReaction' : 'forcedInterrupt') : ability.kind
  const words = KINDS[key] ?? KINDS.ability!
  const same = rulesOf(slotCard(view, slot)!).filter((a) => a.kind === ability.kind)
  if (same.length < 2) return words
  const n = same.indexOf(ability) + 1
  return { en: `${ordinalEn(n)} ${words.en}`, hu: `${n}. ${words.hu.toLowerCase()}` }
}

/** What one cost paid with cards says: "sacrifice X" / "feláldozás: X". */
function costWords(cost: Cost | undefined, cards: string, count: number): Words {
  if (cost && 'focus' in cost) return { en: `focus ${cards}`, hu: `fókuszálás: ${cards}` }
  if (cost && 'sacrifice' in cost) return { en: `sacrifice ${cards}`, hu: `feláldozás: ${cards}` }
  if (cost && 'discard' in cost) {
    return cost.discard === 'x'
      ? { en: `X = ${count}, discard ${cards}`, hu: `X = ${count}, eldobás: ${cards}` }
      : { en: `discard ${cards}`, hu: `eldobás: ${cards}` }
  }
  return { en: `cost: ${cards}`, hu: `költség: ${cards}` }
}

/** How many cards of a payload's `costs` pay this cost (`left`: the cards not yet used, for a discard of X). */
function cardsPaying(cost: Cost, left: number): number {
  if ('focus' in cost) return cost.focus === 'self' ? 0 : 1
  if ('sacrifice' in cost) return cost.sacrifice === 'self' ? 0 : 1
  if ('discard' in cost) return cost.discard === 'x' ? left : cost.discard
  return 0
}

/** The cards paying an ability's costs, cost by cost in the order of the card's costs. */
function costsText(view: SwlcgView, ability: Ability | undefined, costs: readonly SlotId[], lang: Language): string[] {
  if (costs.length === 0) return []
  const list = ability && 'cost' in ability ? (ability.cost ?? []) : []
  const out: string[] = []
  let next = 0
  for (const cost of list) {
    const n = cardsPaying(cost, costs.length - next)
    if (n === 0) continue
    const slots = costs.slice(next, next + n)
    next += n
    out.push(costWords(cost, cardList(view, slots, lang), slots.length)[lang])
  }
  if (next < costs.length) out.push(costWords(undefined, cardList(view, costs.slice(next), lang), 0)[lang])
  return out
}

/** The chosen targets of an ability: "target: A" / "targets: A; B and C" / "no target". */
function choicesText(view: SwlcgView, choices: readonly SlotId[][] | undefined, lang: Language): string[] {
  if (!choices || choices.length === 0) return []
  if (choices.every((list) => list.length === 0)) return [lang === 'hu' ? 'célpont nélkül' : 'no target']
  const lists = choices.map((list) => (list.length ? cardList(view, list, lang) : lang === 'hu' ? 'nincs' : 'none'))
  const many = choices.flat().length > 1
  const head = lang === 'hu' ? (many ? 'célpontok' : 'célpont') : many ? 'targets' : 'target'
  return [`${head}: ${lists.join('; ')}`]
}

/** The details after an ability's name: targets, cost cards, resources paid. */
function abilityDetails(view: SwlcgView, p: AbilityPayload, lang: Language): string {
  const ability = typeof p.ability === 'number' ? abilityAt(view, p.card, p.ability) : undefined
  const parts = [...choicesText(view, p.choices, lang), ...costsText(view, ability, p.costs ?? [], lang)]
  if (p.payment && p.payment.length > 0) {
    parts.push(
      `${lang === 'hu' ? 'fizetés' : 'pay with'}${lang === 'hu' ? ':' : ''} ${amountList(view, p.payment, lang)}`,
    )
  }
  return parts.map((part) => ` — ${part}`).join('')
}

/** Whether `slot` is in a hand. */
const inHand = (view: SwlcgView, slot: SlotId): boolean => zoneOfSlot(view, slot)?.startsWith('hand:') ?? false

/** `play`: the card, where it goes, the discount and the payment. */
function playLabel(view: SwlcgView, p: Of<'play'>, lang: Language): string {
  const card = cardRef(view, p.slot, lang)
  const fromDiscard = zoneOfSlot(view, p.slot)?.startsWith('discard:') ?? false
  const host = p.host === undefined ? null : cardRef(view, p.host, lang)
  let text =
    lang === 'hu'
      ? `${card} kijátszása${fromDiscard ? ' a dobópakliból' : ''}${host ? `, ${host} erősítéseként` : ''}`
      : `Play ${card}${fromDiscard ? ' from your discard pile' : ''}${host ? ` on ${host}` : ''}`
  if (p.discount) {
    const by = cardRef(view, p.discount.card, lang)
    const cut = p.discount.costs.length
    const discarded = cardList(view, p.discount.costs, lang)
    text +=
      lang === 'hu'
        ? ` — ${by}: −${cut} költség (eldobva: ${discarded})`
        : ` — ${by}: cost ${cut} less (discard ${discarded})`
  }
  const payment = p.payment ?? []
  if (payment.length === 0) return `${text} — ${lang === 'hu' ? 'ingyen' : 'free'}`
  return `${text} — ${lang === 'hu' ? 'fizetés:' : 'pay with'} ${amountList(view, payment, lang)}`
}

/** `use`: an Action of a card in play, or an event played from the hand. */
function abilityUseLabel(view: SwlcgView, p: Of<'use'>, lang: Language): string {
  const card = cardRef(view, p.card, lang)
  const event = inHand(view, p.card) && slotFacts(view, p.card)?.type === 'event'
  const kind = kindWords(view, p.card, p.ability)[lang]
  const plain = kind === KINDS.action![lang]
  const head = event
    ? `${lang === 'hu' ? `${card} kijátszása` : `Play ${card}`}${plain ? '' : ` (${kind})`}`
    : lang === 'hu'
      ? `${kind}: ${card}`
      : `Use ${card} (${kind})`
  return `${head}${abilityDetails(view, p, lang)}`
}

/** `respond`: a keyword (Shielding, Protect) or a card's reaction or interrupt, in play or from the hand. */
function respondLabel(view: SwlcgView, p: Of<'respond'>, lang: Language): string {
  const card = cardRef(view, p.card, lang)
  if (p.ability === 'shielding') {
    const target = p.target === undefined ? '' : cardRef(view, p.target, lang)
    return lang === 'hu'
      ? `Pajzs elhelyezése: ${target} (Shielding: ${card})`
      : `Place a shield on ${target} (Shielding: ${card})`
  }
  if (p.ability === 'protect') {
    const w = view.windows[view.windows.length - 1]
    const from = w?.trigger.on === 'damage' ? cardRef(view, w.trigger.card, lang) : null
    const n = p.amount ?? 0
    if (lang === 'hu') return `Protect: ${card} átvesz ${n} sebzést${from ? ` ${from} helyett` : ''}`
    return `Protect: ${card} takes ${n} damage${from ? ` instead of ${from}` : ''}`
  }
  if (typeof p.ability !== 'number') {
    return `${KEYWORDS[p.ability]}: ${card}${p.target === undefined ? '' : ` → ${cardRef(view, p.target, lang)}`}`
  }
  const kind = kindWords(view, p.card, p.ability)[lang]
  const fromHand = inHand(view, p.card) ? (lang === 'hu' ? ' (kézből)' : ' (from hand)') : ''
  const target = p.target === undefined ? '' : ` → ${cardRef(view, p.target, lang)}`
  const amount = p.amount === undefined ? '' : ` (${p.amount})`
  return `${kind}: ${card}${fromHand}${target}${amount}${abilityDetails(view, p, lang)}`
}

/** `strike`: the striking unit, its unit-damage target or split, tactics and icon order. */
function strikeLabel(view: SwlcgView, p: Of<'strike'>, lang: Language): string {
  const hu = lang === 'hu'
  const parts = [hu ? `${cardRef(view, p.unit, lang)} csapása` : `Strike with ${cardRef(view, p.unit, lang)}`]
  if (p.target !== undefined) parts.push(`${ICONS.unit[lang]}: ${cardRef(view, p.target, lang)}`)
  if (p.split && p.split.length > 0) {
    parts.push(`${hu ? 'elosztott egységsebzés' : 'unit damage split'}: ${amountList(view, p.split, lang)}`)
  }
  if (p.tactics && p.tactics.length > 0) parts.push(`${ICONS.tactics[lang]}: ${amountList(view, p.tactics, lang)}`)
  if (p.order && p.order.length > 0) {
    parts.push(`${hu ? 'sorrend' : 'order'}: ${p.order.map((icon) => ICONS[icon][lang]).join(', ')}`)
  }
  return parts.join(' — ')
}

/** `choose`: the answer to the open `choose` prompt (an order, a capturing objective, or cards). */
function chooseLabel(view: SwlcgView, slots: readonly SlotId[], lang: Language): string {
  const prompt = view.prompt?.kind === 'choose' ? view.prompt : null
  const names = slots.map((s) => cardRef(view, s, lang))
  if (prompt?.ordered) {
    return lang === 'hu'
      ? `Sorrend: ${names.join(', ')} (az első kerül legfelülre)`
      : `Order: ${names.join(', ')} (first nearest the top)`
  }
  if (prompt?.players) {
    // Each option is a player's affiliation card: name the player, not the card.
    const players = slots.map((s) =>
      view.table[s] ? placeName(view, view.table[s].owner, lang) : cardRef(view, s, lang),
    )
    if (prompt.forQueue === 'victory-pile')
      return lang === 'hu' ? `${players.join(', ')} győzelmi paklijába` : `Into ${players.join(', ')}'s victory pile`
    return lang === 'hu' ? `Választott játékos: ${players.join(', ')}` : `Choose ${players.join(', ')}`
  }
  if (prompt?.forQueue === 'capture')
    return lang === 'hu' ? `Fogva tartó cél: ${names.join(', ')}` : `Capture under ${names.join(', ')}`
  if (slots.length === 0) return lang === 'hu' ? 'Egyiket sem választod' : 'Choose none'
  return lang === 'hu' ? `Választás: ${cardList(view, slots, lang)}` : `Choose ${cardList(view, slots, lang)}`
}

/** `pass`, in words that say what passing means where it is offered. */
function passLabel(view: SwlcgView): Words {
  if (view.prompt?.kind === 'use-shield') return { en: 'Keep the shield', hu: 'A pajzs megtartása' }
  if (view.windows.length > 0) return { en: 'Pass (no response)', hu: 'Passz (nincs válasz)' }
  switch (view.turn.step) {
    case 'balance-damage':
      return { en: 'Pass (deal no damage)', hu: 'Passz (nincs sebzés)' }
    case 'draw-discard':
      return { en: 'Pass (discard nothing)', hu: 'Passz (nem dobsz el lapot)' }
    case 'draw-reserve':
      return { en: 'Pass (keep the reserve as it is)', hu: 'Passz (a tartalék marad)' }
    case 'edge-placement':
      return { en: 'Pass (place no card)', hu: 'Passz (nem teszel le lapot)' }
    default:
      return { en: 'Pass', hu: 'Passz' }
  }
}

/** What `use-shield` prevents: the placement waiting at the shield step on the prompt's card. */
function shieldLabel(view: SwlcgView, lang: Language): string {
  const slot = view.prompt?.kind === 'use-shield' ? view.prompt.card : null
  if (slot === null) return lang === 'hu' ? 'Pajzs eldobása' : 'Discard a shield'
  const placement = view.queue.find((p) => p.kind !== 'leave' && p.card === slot)
  const focus = placement?.kind === 'focus'
  const card = cardRef(view, slot, lang)
  return lang === 'hu'
    ? `${card} pajzsának eldobása (1 ${focus ? 'fókuszjelző' : 'sebzés'} megelőzése)`
    : `Discard the shield on ${card} (prevent 1 ${focus ? 'focus' : 'damage'})`
}

/**
 * The button label of a legal action in `lang`, e.g. "Play Luke Skywalker — pay with Jedi affiliation card (2)" /
 * "Luke Skywalker kijátszása — fizetés: Jedi szövetségkártya (2)"; every card named as `view` lets its seat see it.
 */
export function actionLabel(action: SwlcgAction, view: SwlcgView, lang: Language): string {
  const hu = lang === 'hu'
  const card = (slot: SlotId) => cardRef(view, slot, lang)
  const list = (slots: readonly SlotId[]) => cardList(view, slots, lang)
  switch (action.type) {
    case 'choose-objectives':
      return cap(
        hu
          ? `${card(action.payload.bottom)} visszatétele a célpakli aljára`
          : `Put ${card(action.payload.bottom)} on the bottom of your objective deck`,
      )
    case 'keep-hand':
      return hu ? 'Kezdő kéz megtartása' : 'Keep your starting hand'
    case 'mulligan':
      return hu ? 'Mulligan (visszakeverés és 6 új lap)' : 'Mulligan (shuffle back and draw 6 new cards)'
    case 'reveal-objective':
      return cap(hu ? `${card(action.payload.slot)} felfedése` : `Reveal ${card(action.payload.slot)}`)
    case 'pass':
      return passLabel(view)[lang]
    case 'balance-damage':
      return hu
        ? `1 sebzés: ${card(action.payload.objective)} (az Erő egyensúlya)`
        : `Deal 1 damage to ${card(action.payload.objective)} (Balance of the Force)`
    case 'draw-discard':
      return cap(
        hu
          ? `${card(action.payload.slot)} eldobása húzás előtt`
          : `Discard ${card(action.payload.slot)} before drawing`,
      )
    case 'discard-to-reserve':
      return hu ? `Eldobás: ${list(action.payload.slots)}` : `Discard ${list(action.payload.slots)}`
    case 'place-reserve':
      return hu
        ? `${cap(card(action.payload.slot))} a közös tartalékba`
        : `Put ${card(action.payload.slot)} into your common reserve`
    case 'answer-support':
      return action.payload.agree ? (hu ? 'Igen, támogatom' : 'Yes, lend the unit') : hu ? 'Nem adom' : 'No, keep it'
    case 'play':
      return cap(playLabel(view, action.payload, lang))
    case 'engage':
      return hu ? `Összecsapás ${card(action.payload.objective)} ellen` : `Engage ${card(action.payload.objective)}`
    case 'end-conflict':
      return hu ? 'A konfliktusfázis befejezése' : 'End the conflict phase'
    case 'declare-attackers':
      return hu ? `Támadók: ${list(action.payload.units)}` : `Attack with ${list(action.payload.units)}`
    case 'declare-defenders':
      if (action.payload.units.length === 0) return hu ? 'Nincs védő' : 'Declare no defenders'
      return hu ? `Védők: ${list(action.payload.units)}` : `Defend with ${list(action.payload.units)}`
    case 'commit-force':
      if (action.payload.units.length === 0) {
        return hu ? 'Egyik egységet sem rendeled az Erőhöz' : 'Commit no units to the Force'
      }
      return hu ? `Erőhöz rendelés: ${list(action.payload.units)}` : `Commit ${list(action.payload.units)} to the Force`
    case 'respond':
      return cap(respondLabel(view, action.payload, lang))
    case 'use-shield':
      return cap(shieldLabel(view, lang))
    case 'place-edge':
      return hu
        ? `Előnyharc: ${card(action.payload.slot)} letétele képpel lefelé`
        : `Place ${card(action.payload.slot)} face down in your edge stack`
    case 'use':
      return cap(abilityUseLabel(view, action.payload, lang))
    case 'order-fates':
      return `${hu ? 'Sorslapok sorrendje' : 'Fate order'}: ${action.payload.slots.map(card).join(' → ')}`
    case 'choose':
      return cap(chooseLabel(view, action.payload.slots, lang))
    case 'choose-icon':
      return hu
        ? `${cap(ICONS[action.payload.icon].hu)}-ikon választása`
        : `Gain a ${ICONS[action.payload.icon].en} icon`
    case 'strike':
      return cap(strikeLabel(view, action.payload, lang))
    case 'concede':
      return hu ? 'Feladás' : 'Concede'
    case 'undo':
      return hu ? 'Visszavonás' : 'Undo'
  }
}

/** Where an action goes in the panel: 0 the main choices, 1 passing or ending, 2 conceding and taking back. */
function group(action: SwlcgAction): number {
  if (action.type === 'undo' || action.type === 'concede') return 2
  return action.type === 'pass' || action.type === 'end-conflict' ? 1 : 0
}

/**
 * The legal actions in panel order: the main choices first (play, engage, declare, answers …) in the engine's
 * order, then pass / end the conflict phase, then undo and concede.
 */
export function orderActions(actions: readonly SwlcgAction[]): SwlcgAction[] {
  const rank = (a: SwlcgAction) => group(a) * 2 + (a.type === 'concede' ? 1 : 0)
  return actions
    .map((action, i) => ({ action, i }))
    .sort((a, b) => rank(a.action) - rank(b.action) || a.i - b.i)
    .map((x) => x.action)
}
