/**
 * The sentences of the SWLCG log, one per engine event type (every `events.push` of engine/games/swlcg), in English
 * and Hungarian: here setup, the turn and the conflict phase; what cards do to cards is in ./logEventsEffects.ts.
 * Card names come from `LogWords.card` (./logText.ts), which names only what the reading seat may see; an event's
 * own card identity is passed as `publicId` only where the rules have just made it public (a card played, a fate
 * card revealed). Hungarian sentences keep card names in the nominative (as subject, before a postposition or after
 * a colon), so no suffix is glued to a title.
 */
import type { Json } from '../../../../engine/core/types'
import type { IconType, Step } from '../../../../engine/games/swlcg'
import { sideName } from './cardNames'
import type { LogWords } from './logText'
import { EFFECT_EVENTS, plural, sideOf } from './logEventsEffects'
import { TEAM_EVENTS } from './logEventsTeam'
import type { Describe } from './logEventsEffects'
import { STEP_TASK, WINDOW_WHEN, stepName } from './stepNames'

/** A record value of the data, or an empty one. */
const record = (value: Json | undefined): { readonly [key: string]: Json } =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}

/** A strike's icons: "2 unit damage on X, 1 tactics" / "2 egységsebzés X ellen, 1 taktika". */
function strikeIcons(w: LogWords): string {
  const icons = record(w.data.icons)
  const n = (k: IconType) => (typeof icons[k] === 'number' ? (icons[k] as number) : 0)
  const target = w.str('target')
  const parts: string[] = []
  if (n('unit') > 0) {
    const on = target === null ? '' : w.say(` on ${w.card(target)}`, ` ${w.card(target)} ellen`)
    parts.push(w.say(`${n('unit')} unit damage${on}`, `${n('unit')} egységsebzés${on}`))
  }
  if (n('blast') > 0) parts.push(w.say(`${n('blast')} blast damage`, `${n('blast')} robbanássebzés`))
  if (n('tactics') > 0) parts.push(w.say(`${n('tactics')} tactics`, `${n('tactics')} taktika`))
  return parts.join(', ')
}

/** `passed`: the step (or response window) a player passed in. */
function passed(w: LogWords): string {
  const p = w.player()
  const step = w.str('step')
  if (step === 'response') return w.say(`${p} passes (no response).`, `${p} passzol (nincs válasz).`)
  if (step === 'balance-damage')
    return w.say(
      `${p} passes: no Balance of the Force damage.`,
      `${p} passzol: nem okoz sebzést az Erő egyensúlya miatt.`,
    )
  if (step === 'draw-discard')
    return w.say(`${p} discards nothing before drawing.`, `${p} húzás előtt nem dob el lapot.`)
  if (step === 'edge-placement') return w.say(`${p} passes in the edge battle.`, `${p} passzol az előnyharcban.`)
  const when = step !== null && Object.hasOwn(WINDOW_WHEN, step) ? WINDOW_WHEN[step as Step] : undefined
  if (when) return w.say(`${p} passes ${when.en}.`, `${p} passzol ${when.hu}.`)
  if (step === null || !Object.hasOwn(STEP_TASK, step)) return w.say(`${p} passes.`, `${p} passzol.`)
  const name = stepName(step as Step, w.lang)
  return w.say(`${p} passes (${name}).`, `${p} passzol (${name}).`)
}

/** The player whose units a declaration names: their controller, else the player who acted. */
function declarer(w: LogWords, units: readonly string[]): string {
  const first = units.find((u) => Object.hasOwn(w.view.table, u))
  return w.player(first === undefined ? undefined : w.view.table[first]!.controller)
}

/** "Force icons: Anna 3, Béla 2" for the edge battle and the Force struggle. */
const totals = (w: LogWords, a: string, an: number, b: string, bn: number): string =>
  w.say(`Force icons: ${a} ${an}, ${b} ${bn}`, `Erő-ikonok: ${a} ${an}, ${b} ${bn}`)

/** The sentence of every event type the engine emits (the table's `action-refused` is in ./logText.ts). */
export const LOG_EVENTS: Readonly<Record<string, Describe>> = {
  // Setup
  'objectives-chosen': (w) =>
    w.say(
      `${w.player()} chooses objectives and puts one on the bottom of the objective deck.`,
      `${w.player()} kiválasztja a céljait, és egyet a célpaklija aljára tesz.`,
    ),
  'hand-kept': (w) => w.say(`${w.player()} keeps the starting hand.`, `${w.player()} megtartja a kezdő kezét.`),
  mulligan: (w) =>
    w.say(
      `${w.player()} takes a mulligan: the starting hand is shuffled back and a new one drawn.`,
      `${w.player()} mulligant kér: visszakeveri a kezdő kezét, és új kezet húz.`,
    ),
  'objective-entered': (w) => {
    const o = w.card(w.str('slot'))
    return w.data.searched === true
      ? w.say(
          `${w.player()} puts ${o} into play from the objective deck.`,
          `${w.player()} a célpaklijából játékba hozza: ${o}.`,
        )
      : w.say(`${w.player()}'s objective enters play: ${o}.`, `${w.player()} célja játékba kerül: ${o}.`)
  },
  // The turn
  'turn-began': (w) =>
    w.say(
      `${w.player()}'s turn begins (turn ${w.num('turn')}).`,
      `${w.player()} köre kezdődik (${w.num('turn')}. kör).`,
    ),
  'turn-ended': (w) => w.say(`${w.player()}'s turn ends.`, `${w.player()} köre véget ér.`),
  dial: (w) => {
    const by = w.num('by')
    const dial = w.num('dial')
    if (by > 0)
      return w.say(
        `The Death Star dial advances by ${by} to ${dial}.`,
        `A Halálcsillag-számláló ${by} lépéssel előrébb fordul, állása most ${dial}.`,
      )
    if (by < 0)
      return w.say(
        `The Death Star dial turns back by ${-by} to ${dial}.`,
        `A Halálcsillag-számláló ${-by} lépéssel visszafordul, állása most ${dial}.`,
      )
    return w.say(
      `The Death Star dial does not move (it reads ${dial}).`,
      `A Halálcsillag-számláló nem mozdul, állása ${dial}.`,
    )
  },
  'balance-damage': (w) => {
    const p = w.player('light')
    const o = w.card(w.str('objective'))
    return w.say(
      `Balance of the Force: ${p} deals 1 damage to ${o}.`,
      `Az Erő egyensúlya: ${p} 1 sebzést okoz ${o} célnak.`,
    )
  },
  refreshed: (w) =>
    w.data.focusRemoved === false
      ? w.say(
          `${w.player()} refreshes: no focus comes off on the Light Side's first turn; shields are removed.`,
          `${w.player()} frissít: a Világos oldal első körében nem kerül le fókuszjelző; a pajzsok lekerülnek.`,
        )
      : w.say(
          `${w.player()} refreshes: 1 focus token comes off each card (2 for Elite) and shields are removed.`,
          `${w.player()} frissít: minden lapjáról lekerül 1 fókuszjelző (Elite lapról 2), és lekerülnek a pajzsok.`,
        ),
  drew: (w) => {
    const n = w.num('count')
    return w.say(`${w.player()} draws ${plural(n, 'card', 'cards')}.`, `${w.player()} húz ${n} lapot.`)
  },
  discarded: (w) =>
    w.say(`${w.player()} discards ${w.cards(w.data.slots)}.`, `${w.player()} eldobja: ${w.cards(w.data.slots)}.`),
  played: (w) => {
    const card = w.card(w.str('slot'), w.data.card)
    const cost = Array.isArray(w.data.payment)
      ? w.data.payment.reduce<number>(
          (sum, p) => sum + (typeof record(p).amount === 'number' ? (record(p).amount as number) : 0),
          0,
        )
      : 0
    const host = w.str('host')
    if (host === null)
      return w.say(`${w.player()} plays ${card} (cost ${cost}).`, `${w.player()} kijátssza: ${card} (költség ${cost}).`)
    const on = w.card(host)
    return w.say(
      `${w.player()} plays ${card} on ${on} (cost ${cost}).`,
      `${w.player()} kijátssza: ${card} (költség ${cost}), csatolva ehhez: ${on}.`,
    )
  },
  committed: (w) => {
    const units = w.list('units')
    return units.length === 0
      ? w.say(`${w.player()} commits no units to the Force.`, `${w.player()} egy egységet sem rendel az Erőhöz.`)
      : w.say(
          `${w.player()} commits ${w.cards(units)} to the Force.`,
          `${w.player()} az Erőhöz rendeli: ${w.cards(units)}.`,
        )
  },
  'force-struggle': (w) => {
    const t = totals(w, w.player('light'), w.num('light'), w.player('dark'), w.num('dark'))
    const balance = sideOf(w.data.balance)
    if (balance === null) return w.say(`Force struggle (${t}).`, `Erőért folyó küzdelem (${t}).`)
    const s = sideName(balance, w.lang)
    return w.data.flipped === true
      ? w.say(
          `Force struggle (${t}): the Balance of the Force turns to the ${s}.`,
          `Erőért folyó küzdelem (${t}): az Erő egyensúlya a ${s} felé billen.`,
        )
      : w.say(
          `Force struggle (${t}): the Balance of the Force stays with the ${s}.`,
          `Erőért folyó küzdelem (${t}): az Erő egyensúlya a ${s}nál marad.`,
        )
  },
  passed,
  undone: (w) => w.say(`${w.player()} takes back the last action.`, `${w.player()} visszavonja az utolsó lépését.`),
  'game-over': (w) => {
    const winner = sideOf(w.data.winner)
    const p = winner ? w.player(winner) : w.say('Somebody', 'Valaki')
    const result = w.view.result
    const reason = result && result.winner === winner ? ` — ${result.reason[w.lang]}` : '.'
    return w.say(`${p} wins the game${reason}`, `${p} megnyeri a játékot${reason}`)
  },
  // The conflict phase
  engaged: (w) => {
    const o = w.card(w.str('objective'))
    return w.say(`${w.player()} engages ${o}.`, `${w.player()} összecsapást indít ${o} ellen.`)
  },
  'conflict-ended': (w) =>
    w.say(`${w.player()} ends the conflict phase.`, `${w.player()} befejezi a konfliktusfázist.`),
  'attackers-declared': (w) => {
    const units = w.list('units')
    return w.say(
      `${declarer(w, units)} attacks with ${w.cards(units)}.`,
      `${declarer(w, units)} támad: ${w.cards(units)}.`,
    )
  },
  'defenders-declared': (w) => {
    const units = w.list('units')
    if (units.length === 0) return w.say('No defenders are declared.', 'Nem jelölnek ki védőt.')
    return w.say(
      `${declarer(w, units)} defends with ${w.cards(units)}.`,
      `${declarer(w, units)} védekezik: ${w.cards(units)}.`,
    )
  },
  'edge-placed': (w) => {
    const title = w.seen(w.str('slot'))
    return title === null
      ? w.say(
          `${w.player()} places a card face down in the edge stack.`,
          `${w.player()} képpel lefelé letesz egy lapot az előnyharcban.`,
        )
      : w.say(
          `${w.player()} places ${title} face down in the edge stack.`,
          `${w.player()} képpel lefelé letesz az előnyharcban: ${title}.`,
        )
  },
  'edge-card-face-up': (w) => {
    const c = w.card(w.str('slot'))
    return w.say(
      `${w.player()}'s first edge card is turned face up: ${c}.`,
      `${w.player()} első előnyharcba tett lapja felfordul: ${c}.`,
    )
  },
  'edge-revealed': (w) => {
    const d = `${w.player('dark')}: ${w.cards(w.data.dark)}`
    const l = `${w.player('light')}: ${w.cards(w.data.light)}`
    return w.say(`The edge stacks are revealed — ${d}; ${l}.`, `Felfedik az előnyharc lapjait — ${d}; ${l}.`)
  },
  'fate-resolved': (w) => {
    const c = w.card(w.str('slot'), w.data.card)
    return w.data.implemented === false
      ? w.say(
          `Fate card ${c} does nothing: its effect is not played yet.`,
          `Sorslap: ${c} — a hatását a program még nem hajtja végre.`,
        )
      : w.say(`Fate card ${c} resolves.`, `Sorslap végrehajtása: ${c}.`)
  },
  'edge-battle-cancelled': (w) => {
    const c = w.card(w.str('by'))
    return w.say(`${c} cancels the edge battle.`, `${c} törli az előnyharcot.`)
  },
  'edge-restarted': (w) =>
    w.say(
      'The edge stacks are discarded and a new edge battle begins.',
      'Az előnyharc lapjai a dobott paklikra kerülnek, és új előnyharc kezdődik.',
    ),
  'edge-won': (w) => {
    const p = w.player(w.data.side)
    if (w.data.noDefenders === true)
      return w.say(
        `${p} wins the edge battle: no defending units take part.`,
        `${p} nyeri az előnyharcot: nincs részt vevő védő egység.`,
      )
    const t = w.say(
      `attacker ${w.num('attacker')}, defender ${w.num('defender')}`,
      `támadó ${w.num('attacker')}, védő ${w.num('defender')}`,
    )
    return w.say(`${p} wins the edge battle (${t}).`, `${p} nyeri az előnyharcot (${t}).`)
  },
  strike: (w) => {
    const u = w.card(w.str('unit'))
    const icons = strikeIcons(w)
    return icons === ''
      ? w.say(`${u} strikes with no combat icons.`, `${u} üt, de nincs harci ikonja.`)
      : w.say(`${u} strikes: ${icons}.`, `${u} üt: ${icons}.`)
  },
  unopposed: (w) => {
    const o = w.card(w.str('objective'))
    return w.data.bonus === false
      ? w.say('The engagement is unopposed.', 'Az összecsapás ellenállás nélkül zajlott.')
      : w.say(
          `The engagement is unopposed: ${o} takes 1 more damage.`,
          `Az összecsapás ellenállás nélkül zajlott: ${o} további 1 sebzést kap.`,
        )
  },
  'engagement-ended': (w) => {
    const o = w.str('objective')
    return o === null
      ? w.say('The engagement ends.', 'Az összecsapás véget ér.')
      : w.say(`The engagement at ${w.card(o)} ends.`, `Véget ér az összecsapás ${w.card(o)} ellen.`)
  },
  'engagement-redirected': (w) => {
    const from = w.card(w.str('from'))
    const to = w.card(w.str('to'))
    return w.say(`The engagement moves from ${from} to ${to}.`, `Az összecsapás ${from} helyett ${to} ellen folyik.`)
  },
  'may-engage-again': (w) => {
    const o = w.card(w.str('objective'))
    return w.say(`${o} may be engaged again this phase.`, `${o} ellen ebben a fázisban újra indítható összecsapás.`)
  },
  ...EFFECT_EVENTS,
  ...TEAM_EVENTS,
}

/** Every event type the log has a sentence for (the engine's, not the table's `action-refused`). */
export const LOG_EVENT_TYPES: readonly string[] = Object.keys(LOG_EVENTS)
