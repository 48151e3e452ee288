/**
 * The SWM log's sentences for the course of the game: squads (a commitment names no character), deployment,
 * reserves, rounds and initiative, phases and turns, movement, doors, the droid of "capture the droid", undo and the
 * end. Seats are named by the side they play.
 */
import type { Json } from '../../../../engine/core/types'
import { asData, joinWords, numberOf, reasonText, type Describe, type LogWords } from './logWords'

/** Squares walked by a path value (its number of steps), else the `cost`. */
function squares(w: LogWords): number {
  const cost = w.num('cost')
  return cost > 0 ? cost : Array.isArray(w.data.path) ? w.data.path.length : 0
}

/** "1 square" / "4 squares". */
function squaresWord(w: LogWords): string {
  const n = squares(w)
  return `${n} square${n === 1 ? '' : 's'}`
}

/** A revealed squad's characters: "2× Death Star Trooper, Darth Vader". */
function squadList(w: LogWords, value: Json | undefined): string {
  const pairs = Array.isArray(value) ? value.slice(0, 40) : []
  const parts = pairs.map((pair) => {
    const [id, count] = Array.isArray(pair) ? pair : []
    const n = numberOf(count)
    return `${n > 1 ? `${n}× ` : ''}${w.character(id)}`
  })
  return parts.length === 0 ? w.say('no characters', 'nincs karakter') : parts.join(', ')
}

/** The initiative rolls of one attempt: "Light side 12, Dark side 7". */
function initiativeRolls(w: LogWords): string {
  const rolls = Array.isArray(w.data.rolls) ? w.data.rolls.slice(0, 8) : []
  return rolls.map((r) => `${w.side(asData(r).seat)} ${numberOf(asData(r).natural)}`).join(', ')
}

/** The winners of a finished game: "Light side" / "nobody (a draw)". */
function winners(w: LogWords): string | null {
  const seats = Array.isArray(w.data.winners) ? w.data.winners.slice(0, 8) : []
  return seats.length === 0
    ? null
    : joinWords(
        seats.map((s) => w.side(s)),
        w.lang,
      )
}

/** The course-of-the-game events' sentences. */
export const TURN_EVENTS: Readonly<Record<string, Describe>> = {
  'squad-committed': (w) =>
    w.say(
      `${w.side(w.data.seat)} commits a squad (kept secret until the reveal).`,
      `${w.side(w.data.seat)} titkosan rögzítette a csapatát.`,
    ),
  'squad-revealed': (w) =>
    w.say(
      `${w.side(w.data.seat)} reveals its squad (${w.num('points')} points): ${squadList(w, w.data.characters)}.`,
      `${w.side(w.data.seat)} felfedi a csapatát (${w.num('points')} pont): ${squadList(w, w.data.characters)}.`,
    ),
  'deployment-started': (w) =>
    w.say(`${w.side(w.data.seat)} deploys.`, `${w.side(w.data.seat)} állítja fel a figuráit.`),
  deployed: (w) => w.say(`${w.figure(w.data.figure)} is deployed.`, `${w.figure(w.data.figure)} felállítva.`),
  'deployment-confirmed': (w) =>
    w.say(`${w.side(w.data.seat)} finishes deploying.`, `${w.side(w.data.seat)} befejezte a felállítást.`),
  'setup-chosen': (w) =>
    w.say(
      `${w.figure(w.data.holder)} chooses ${w.figure(w.data.figure)} for ${w.ability(w.data.ability)}.`,
      `${w.figure(w.data.holder)} választása (${w.ability(w.data.ability)}): ${w.figure(w.data.figure)}.`,
    ),
  'reserves-offered': (w) =>
    w.say(
      `${w.side(w.data.seat)} may call reserves (up to ${w.num('points')} points).`,
      `${w.side(w.data.seat)} tartalékot hívhat (legfeljebb ${w.num('points')} pont).`,
    ),
  'reserves-called': (w) =>
    w.say(
      `${w.side(w.data.seat)} calls reserves: ${w.figures(w.data.figures)} (${w.num('points')} points).`,
      `${w.side(w.data.seat)} tartalékot hív: ${w.figures(w.data.figures)} (${w.num('points')} pont).`,
    ),
  'reserves-skipped': (w) =>
    w.say(`${w.side(w.data.seat)} calls no reserves.`, `${w.side(w.data.seat)} nem hív tartalékot.`),
  'round-started': (w) => w.say(`Round ${w.num('round')} begins.`, `${w.num('round')}. forduló kezdődik.`),
  'round-ended': (w) => w.say(`Round ${w.num('round')} ends.`, `${w.num('round')}. forduló véget ért.`),
  'initiative-rolled': (w) =>
    w.data.tie === true
      ? w.say(
          `Initiative: ${initiativeRolls(w)} — a tie, roll again.`,
          `Kezdeményezés: ${initiativeRolls(w)} — döntetlen, újra kell dobni.`,
        )
      : w.say(`Initiative: ${initiativeRolls(w)}.`, `Kezdeményezés: ${initiativeRolls(w)}.`),
  'initiative-won': (w) =>
    w.say(`${w.side(w.data.seat)} wins the initiative.`, `${w.side(w.data.seat)} nyerte a kezdeményezést.`),
  'initiative-rerolled': (w) =>
    w.say(
      `${w.figure(w.data.figure)} rerolls the initiative of the ${w.side(w.data.seat)}: ${w.num('first')} → ${w.num('second')}.`,
      `${w.figure(w.data.figure)} újradobja a kezdeményezést (${w.side(w.data.seat)}): ${w.num('first')} → ${w.num('second')}.`,
    ),
  recon: (w) => {
    const dice = (Array.isArray(w.data.dice) ? w.data.dice.slice(0, 4) : []).map(numberOf).join(', ')
    return w.say(
      `${w.side(w.data.seat)} rolls initiative twice with ${w.ability('recon')}: ${dice}.`,
      `${w.side(w.data.seat)} kétszer dob kezdeményezést (${w.ability('recon')}): ${dice}.`,
    )
  },
  'first-chosen': (w) => w.say(`${w.side(w.data.seat)} goes first.`, `${w.side(w.data.seat)} kezd.`),
  'phase-started': (w) => {
    const n = w.num('activations')
    return w.say(
      `Phase of the ${w.side(w.data.seat)}: ${n} activation${n === 1 ? '' : 's'}.`,
      `${w.side(w.data.seat)} fázisa: ${n} aktiválás.`,
    )
  },
  activated: (w) => w.say(`${w.figure(w.data.figure)} activates.`, `${w.figure(w.data.figure)} aktiválódik.`),
  'turn-ended': (w) =>
    w.say(`${w.figure(w.data.figure)} ends its turn.`, `${w.figure(w.data.figure)} befejezi a körét.`),
  'turn-lent': (w) =>
    w.say(
      `${w.figure(w.data.figure)} gets a turn from ${w.figure(w.data.by)} (${w.ability(w.data.power)}).`,
      `${w.figure(w.data.figure)} kört kap ${w.figure(w.data.by)} képességével (${w.ability(w.data.power)}).`,
    ),
  'turn-resumed': (w) =>
    w.say(`${w.figure(w.data.figure)} resumes its turn.`, `${w.figure(w.data.figure)} folytatja a körét.`),
  moved: (w) =>
    w.data.rollingCleave === true
      ? w.say(
          `${w.figure(w.data.figure)} steps forward (${w.ability('rolling-cleave')}).`,
          `${w.figure(w.data.figure)} előrelép (${w.ability('rolling-cleave')}).`,
        )
      : w.say(
          `${w.figure(w.data.figure)} moves ${squaresWord(w)}.`,
          `${w.figure(w.data.figure)} lép ${squares(w)} mezőt.`,
        ),
  'surprise-move': (w) =>
    w.say(
      `${w.figure(w.data.figure)} makes a surprise move of ${squaresWord(w)}.`,
      `${w.figure(w.data.figure)} meglepetésszerűen lép ${squares(w)} mezőt.`,
    ),
  towed: (w) =>
    w.say(
      `${w.figure(w.data.figure)} moves, towing ${w.figure(w.data.ally)} along.`,
      `${w.figure(w.data.figure)} lép, és magával vontatja: ${w.figure(w.data.ally)}.`,
    ),
  'door-opened': (w) => w.say('A door opens.', 'Egy ajtó kinyílik.'),
  'door-closed': (w) => w.say('A door closes.', 'Egy ajtó bezárul.'),
  'door-held': (w) =>
    w.data.open === true
      ? w.say(`${w.figure(w.data.figure)} holds a door open.`, `${w.figure(w.data.figure)} nyitva tart egy ajtót.`)
      : w.say(`${w.figure(w.data.figure)} holds a door shut.`, `${w.figure(w.data.figure)} zárva tart egy ajtót.`),
  'door-released': (w) =>
    w.say(`${w.figure(w.data.figure)} lets a door go.`, `${w.figure(w.data.figure)} elengedi az ajtót.`),
  'droid-captured': (w) =>
    w.say(`${w.figure(w.data.figure)} picks up the droid.`, `${w.figure(w.data.figure)} felveszi a droidot.`),
  'droid-dropped': (w) =>
    w.say(`${w.figure(w.data.figure)} drops the droid.`, `${w.figure(w.data.figure)} elejti a droidot.`),
  'droid-handed': (w) =>
    w.say(
      `${w.figure(w.data.from)} hands the droid to ${w.figure(w.data.to)}.`,
      `${w.figure(w.data.from)} átadja a droidot: ${w.figure(w.data.to)}.`,
    ),
  undone: (w) =>
    w.say(
      `${w.side(w.data.seat)} takes back its last action.`,
      `${w.side(w.data.seat)} visszavonta az utolsó lépését.`,
    ),
  'game-over': (w) => {
    const won = winners(w)
    const why = reasonText(w)
    // The reason is a sentence of its own, full stop included: the line ends with it, not with a second stop.
    const tail = why === null ? '' : ` — ${why.replace(/\.$/, '')}`
    return won === null
      ? w.say(`Game over: a draw${tail}.`, `Vége a játéknak: döntetlen${tail}.`)
      : w.say(`Game over: the ${won} wins${tail}.`, `Vége a játéknak: győzött: ${won}${tail}.`)
  },
}
