/**
 * What the SWLCG table asks now, in English and Hungarian: the prompt title for the seat that must decide (a prompt,
 * a response window, a decision step, an action window or a setup choice) and the waiting line for everyone else.
 * Who must act is read from the view the way the engine's `actingSide` reads the state: the prompt's side, the
 * priority of the innermost response window, both sides still choosing objectives, else the step's priority.
 */
import type { SeatId } from '../../../../engine/core/types'
import { sideOfPlayer, teamOf } from '../../../../engine/games/swlcg'
import type { Player, Prompt, ResponseWindow, SwlcgView } from '../../../../engine/games/swlcg'
import type { Language } from '../../../lib/language'
import { placeName } from './cardNames'
import { STEP_DECISION, STEP_TASK, WINDOW_TASK, WINDOW_WHEN } from './stepNames'
import { triggerText } from './triggerText'
import { cardList, cardRef, joinList, playerOfSeat, type Words } from './words'

/** The sides that must decide now (both while objectives are chosen; none once the game is over). */
export function actingSides(view: SwlcgView): Player[] {
  if (view.result) return []
  if (view.prompt) return [view.prompt.side]
  const w = view.windows[view.windows.length - 1]
  if (w) return [w.priority]
  if (view.turn.step === 'choose-objectives') return view.players.filter((s) => !view.turn.ready[s])
  if (view.turn.step === 'resolving') return []
  return [view.turn.priority]
}

/** "2 cards" / "up to 2 cards" / "1 to 3 cards", and the Hungarian (a noun after a number stays singular). */
function countWords(min: number, max: number): Words {
  const cards = (n: number) => (n === 1 ? 'card' : 'cards')
  if (min === max) return { en: `${max} ${cards(max)}`, hu: `${max} lapot` }
  if (min === 0) return { en: `up to ${max} ${cards(max)}`, hu: `legfeljebb ${max} lapot` }
  return { en: `${min} to ${max} cards`, hu: `${min}–${max} lapot` }
}

/** The card whose ability asks a prompt, as "X: " before the question, or nothing. */
function askedBy(view: SwlcgView, lang: Language): string {
  const source = view.ability?.ctx.source
  return source ? `${cardRef(view, source, lang)}: ` : ''
}

/** The placement waiting at the shield step on `card`, if the view shows it. */
function shieldPlacement(view: SwlcgView, card: string) {
  for (const p of view.queue) if (p.kind !== 'leave' && p.card === card) return p
  return undefined
}

/** The question a prompt asks its side. */
function promptQuestion(view: SwlcgView, prompt: Prompt, lang: Language): string {
  const hu = lang === 'hu'
  switch (prompt.kind) {
    case 'use-shield': {
      const card = cardRef(view, prompt.card, lang)
      const p = shieldPlacement(view, prompt.card)
      if (!p) return hu ? `Eldobod ${card} pajzsát, hogy 1-et megelőzz?` : `Discard the shield on ${card} to prevent 1?`
      const what = p.kind === 'focus' ? { en: 'focus', hu: 'fókuszjelzőt' } : { en: 'damage', hu: 'sebzést' }
      return hu
        ? `${card} ${what.hu} kapna (${p.amount}): eldobod a pajzsát, hogy 1-et megelőzz?`
        : `${card} would take ${p.amount} ${what.en}: discard its shield to prevent 1?`
    }
    case 'support': {
      const unit = cardRef(view, prompt.lent, lang)
      // The teammate asked holds the unit; the one asking is the other player of the team.
      const team = teamOf(view, sideOfPlayer(prompt.side))
      const asker = placeName(view, team.find((p) => p !== prompt.side) ?? prompt.side, lang)
      const role =
        prompt.role === 'attacker' ? (hu ? 'támadóként' : 'as an attacker') : hu ? 'védőként' : 'as a defender'
      return hu
        ? `A csapattársad (${asker}) támogatást kér: odaadod ${unit} irányítását ${role} erre az összecsapásra?`
        : `Your teammate (${asker}) asks for support: lend ${unit} ${role} for this engagement?`
    }
    case 'fate-order': {
      const fates = cardList(view, prompt.fates, lang)
      return hu
        ? `Több sorslap prioritási száma azonos: add meg, milyen sorrendben hajtódjanak végre (${fates}).`
        : `Fate cards share a priority number: choose the order they resolve in (${fates}).`
    }
    case 'choose': {
      if (prompt.forQueue === 'victory-pile') {
        const leaving = view.queue.find((p) => p.kind === 'leave')
        const card = leaving ? cardRef(view, leaving.card, lang) : hu ? 'egy cél' : 'an objective'
        return hu
          ? `${card} elpusztult: a Sötét oldal csapata dönti el, melyikőtök győzelmi paklijába kerül (a tárcsa annak a paklinak a mérete szerint fordul).`
          : `${card} was destroyed: the Dark Side team decides whose victory pile it joins (the dial turns by that pile's size).`
      }
      if (prompt.players) {
        return hu
          ? `${askedBy(view, lang)}válassz egy játékost (az affiliációs lapja jelöli).`
          : `${askedBy(view, lang)}choose a player (their affiliation card stands for them).`
      }
      if (prompt.forQueue) {
        const leaving = view.queue.find((p) => p.kind === 'leave')
        const card = leaving ? cardRef(view, leaving.card, lang) : hu ? 'egy lap' : 'a card'
        return hu
          ? `${card} fogságba kerül: válaszd ki a célt, amely alatt fogva tartják.`
          : `${card} is captured: choose the objective it is held under.`
      }
      if (prompt.ordered) {
        return hu
          ? `${askedBy(view, lang)}tedd vissza a lapokat a választott sorrendben (az első kerül legfelülre).`
          : `${askedBy(view, lang)}put the cards back in the order you choose (the first nearest the top).`
      }
      const count = countWords(prompt.min, prompt.max)
      return hu ? `${askedBy(view, lang)}válassz ${count.hu}.` : `${askedBy(view, lang)}choose ${count.en}.`
    }
    case 'choose-icon': {
      const unit = view.ability?.ctx.trigger
      const who = unit ? cardRef(view, unit, lang) : hu ? 'az egység' : 'the unit'
      return hu
        ? `Válaszd ki, melyik harci ikont kapja ${who}: egységsebzés, robbanássebzés vagy taktika.`
        : `Choose the combat icon ${who} gains: unit damage, blast damage or tactics.`
    }
  }
}

/** The invitation of an open response window. */
function responseQuestion(view: SwlcgView, w: ResponseWindow, lang: Language): string {
  const words = triggerText(view, w.trigger, w.timing, lang)
  if (lang === 'hu') {
    return w.timing === 'interrupt' ? `Megszakítással válaszolhatsz erre: ${words}.` : `Reagálhatsz erre: ${words}.`
  }
  return `You may respond to ${words}.`
}

/** The engagement's objective and attackers, as the declaration steps name them. */
function engagementWords(view: SwlcgView, lang: Language): { objective: string; attackers: string } {
  const e = view.engagement
  const none = lang === 'hu' ? 'egy cél' : 'an objective'
  return {
    objective: e ? cardRef(view, e.objective, lang) : none,
    attackers: e ? cardList(view, e.attackers, lang) : '',
  }
}

/** What the current step asks of `side` (which must act), or null. */
function stepQuestion(view: SwlcgView, side: Player, lang: Language): string | null {
  const step = view.turn.step
  const hu = lang === 'hu'
  if (step === 'resolving') return null
  if (step === 'declare-attackers') {
    const { objective } = engagementWords(view, lang)
    return hu ? `Jelöld ki a támadóidat ${objective} ellen.` : `Declare attackers against ${objective}.`
  }
  if (step === 'declare-defenders') {
    const { objective, attackers } = engagementWords(view, lang)
    return hu
      ? `Összecsapás ${objective} ellen (támadók: ${attackers}): jelölj ki védőket (akár egyet sem).`
      : `${attackers} ${view.engagement?.attackers.length === 1 ? 'attacks' : 'attack'} ${objective}: declare defenders (or none).`
  }
  const when = WINDOW_WHEN[step]
  if (when && !(step === 'deployment' && side === view.turn.active)) {
    return hu ? `Hajts végre egy akciót, vagy passzolj (${when.hu}).` : `Take an action or pass (${when.en}).`
  }
  return STEP_DECISION[step]?.[lang] ?? null
}

/**
 * What `seat` must decide now, as one sentence (the prompt title), or null when it has nothing to decide (the other
 * side acts, the game is over, a spectator). Covers every step, every prompt kind, response windows and setup.
 */
export function decisionText(view: SwlcgView, seat: SeatId, lang: Language): string | null {
  const side = playerOfSeat(view, seat)
  if (side === null || !actingSides(view).includes(side)) return null
  if (view.prompt) return promptQuestion(view, view.prompt, lang)
  const w = view.windows[view.windows.length - 1]
  if (w) return responseQuestion(view, w, lang)
  return stepQuestion(view, side, lang)
}

/** The short task the others wait on: "declare attackers" / "támadók kijelölése". */
function task(view: SwlcgView, lang: Language): string {
  const hu = lang === 'hu'
  const prompt = view.prompt
  if (prompt?.kind === 'use-shield') {
    const card = cardRef(view, prompt.card, lang)
    return hu ? `döntés ${card} pajzsáról` : `decide on the shield of ${card}`
  }
  if (prompt?.kind === 'fate-order') return hu ? 'a sorslapok sorrendje' : 'order the fate cards'
  if (prompt?.kind === 'choose-icon') return hu ? 'harci ikon választása' : 'choose a combat icon'
  if (prompt?.kind === 'choose') {
    if (prompt.forQueue === 'victory-pile') return hu ? 'győzelmi pakli választása' : 'choose a victory pile'
    if (prompt.forQueue) return hu ? 'a fogva tartó cél kiválasztása' : 'choose where the captive is held'
    if (prompt.players) return hu ? 'játékos választása' : 'choose a player'
    if (prompt.ordered) return hu ? 'a lapok sorrendje' : 'order the cards'
    return hu ? 'lapok kiválasztása' : 'choose cards'
  }
  const w = view.windows[view.windows.length - 1]
  if (w) {
    const words = triggerText(view, w.trigger, w.timing, lang)
    return hu ? `${w.timing === 'interrupt' ? 'megszakítás' : 'reakció'} – ${words}` : `respond to ${words}`
  }
  const step = view.turn.step
  const when = WINDOW_WHEN[step]
  if (when && !(step === 'deployment' && view.turn.priority === view.turn.active)) {
    return `${WINDOW_TASK[lang]} (${when[lang]})`
  }
  return STEP_TASK[step][lang]
}

/**
 * For everyone but the deciding seat: who the table waits for and on what, e.g. "Waiting for Anna: declare
 * attackers" / "Anna döntésére vár: támadók kijelölése"; null when nobody must decide. Seats missing from `names`
 * are named by their side.
 */
export function waitingText(view: SwlcgView, names: Readonly<Record<SeatId, string>>, lang: Language): string | null {
  const sides = actingSides(view)
  if (sides.length === 0) return null
  const who = joinList(
    sides.map((s) => {
      const seat = view.seats[s]
      return seat !== undefined && Object.hasOwn(names, seat) ? names[seat]! : placeName(view, s, lang)
    }),
    lang,
  )
  return lang === 'hu' ? `${who} döntésére vár: ${task(view, lang)}` : `Waiting for ${who}: ${task(view, lang)}`
}
