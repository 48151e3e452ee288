/** The SWM log's sentences for the Force: points spent, lent and renewed, Force powers used, cancelled or resisted. */
import type { Describe } from './logWords'

/** The Force events' sentences. */
export const FORCE_EVENTS: Readonly<Record<string, Describe>> = {
  'force-spent': (w) =>
    w.say(
      `${w.figure(w.data.figure)} spends ${w.num('n')} Force (${w.num('left')} left).`,
      `${w.figure(w.data.figure)} ${w.num('n')} Erőpontot költ (marad ${w.num('left')}).`,
    ),
  'force-lent': (w) =>
    w.say(
      `${w.figure(w.data.from)} lends ${w.num('n')} Force to ${w.figure(w.data.figure)} (${w.num('left')} left).`,
      `${w.figure(w.data.from)} ${w.num('n')} Erőpontot ad át neki: ${w.figure(w.data.figure)} (marad ${w.num('left')}).`,
    ),
  'force-renewed': (w) =>
    w.say(
      `${w.figure(w.data.figure)} renews ${w.num('n')} Force (now ${w.num('force')}).`,
      `${w.figure(w.data.figure)} ${w.num('n')} Erőpontot újít meg (most ${w.num('force')}).`,
    ),
  'force-spirit': (w) =>
    w.say(
      `${w.figure(w.data.figure)} receives Force Spirit: +${w.num('n')} Force (now ${w.num('force')}).`,
      `${w.figure(w.data.figure)} Erőszellemet kap: +${w.num('n')} Erőpont (most ${w.num('force')}).`,
    ),
  'force-silenced': (w) =>
    w.say(
      `${w.figure(w.data.by)} silences ${w.figure(w.data.figure)}: no Force until the end of the turn.`,
      `${w.figure(w.data.figure)} a kör végéig nem használhat Erőt (${w.figure(w.data.by)} hangtámadása).`,
    ),
  'force-valor': (w) =>
    w.say(
      `${w.ability('force-valor')}: allies within 6 squares of ${w.figure(w.data.figure)} get +2 Attack and Defense for the rest of the game.`,
      `${w.ability('force-valor')}: ${w.figure(w.data.figure)} 6 mezőn belüli szövetségesei a játék végéig +2 Támadást és Védekezést kapnak.`,
    ),
  'power-used': (w) => {
    const f = w.figure(w.data.figure)
    const power = w.ability(w.data.power)
    return w.data.target === undefined
      ? w.say(`${f} uses ${power}.`, `${f} használja: ${power}.`)
      : w.say(
          `${f} uses ${power} on ${w.figure(w.data.target)}.`,
          `${f} használja: ${power}, célpont: ${w.figure(w.data.target)}.`,
        )
  },
  'power-cancelled': (w) =>
    w.say(
      `${w.figure(w.data.by)} cancels ${w.ability(w.data.power)} of ${w.figure(w.data.figure)} with ${w.ability(w.data.counter)}.`,
      `${w.figure(w.data.figure)} képessége (${w.ability(w.data.power)}) hatástalan: ${w.figure(w.data.by)} semlegesítette (${w.ability(w.data.counter)}).`,
    ),
  resisted: (w) =>
    w.say(
      `${w.figure(w.data.figure)} resists ${w.ability(w.data.power)}.`,
      `${w.figure(w.data.figure)} ellenáll: ${w.ability(w.data.power)}.`,
    ),
  stunned: (w) =>
    w.say(
      `${w.figure(w.data.figure)} is stunned and counts as activated this round.`,
      `${w.figure(w.data.figure)} elkábul, ebben a fordulóban aktiváltnak számít.`,
    ),
}
