/**
 * Log sentences of the Balance of the Force 2v2 events (HU/EN): a team player's segment of a phase, the common
 * reserve, support in engagements and an empty deck (no loss in 2v2). Cards are named only as the reader may see
 * them (`w.card`), so a card put face down into a reserve stays "a card" for the other team.
 */
import type { Phase } from '../../../../engine/games/swlcg'
import { phaseName } from './stepNames'
import type { Describe } from './logEventsEffects'

/** What a support request asked for, in words. */
const roleWords = (role: unknown) =>
  role === 'defender' ? { en: 'a defender', hu: 'védőként' } : { en: 'an attacker', hu: 'támadóként' }

/** The 2v2 events' sentences. */
export const TEAM_EVENTS: Readonly<Record<string, Describe>> = {
  'segment-began': (w) => {
    const phase = w.str('phase') as Phase | null
    const en = phase ? phaseName(phase, 'en').toLowerCase() : 'phase'
    const hu = phase ? phaseName(phase, 'hu').toLowerCase() : 'fázis'
    return w.say(`${w.player(w.data.player)} now plays the ${en}.`, `${w.player(w.data.player)} következik: ${hu}.`)
  },
  'reserve-placed': (w) => {
    const old = Array.isArray(w.data.discarded) && w.data.discarded.length > 0
    return w.say(
      `${w.player()} puts ${w.card(w.data.slot)} into the common reserve${old ? `, discarding ${w.cards(w.data.discarded)}` : ''}.`,
      `${w.player()} a közös tartalékba teszi: ${w.card(w.data.slot)}${old ? `; eldobja a korábbit: ${w.cards(w.data.discarded)}` : ''}.`,
    )
  },
  'support-asked': (w) => {
    const role = roleWords(w.data.role)
    return w.say(
      `${w.player()} asks ${w.player(w.data.teammate)} to lend ${w.card(w.data.unit)} as ${role.en}.`,
      `${w.player()} támogatást kér ${w.player(w.data.teammate)} játékostól: ${w.card(w.data.unit)} ${role.hu}.`,
    )
  },
  'support-given': (w) =>
    w.say(
      `${w.player()} lends ${w.card(w.data.unit)} for this engagement.`,
      `${w.player()} erre az összecsapásra átadja: ${w.card(w.data.unit)}.`,
    ),
  'support-refused': (w) =>
    w.say(`${w.player()} keeps ${w.card(w.data.unit)}.`, `${w.player()} nem adja át: ${w.card(w.data.unit)}.`),
  'deck-empty': (w) =>
    w.data.deck === 'objective'
      ? w.say(
          `${w.player()}'s objective deck is empty: no new objective (no loss in a team game).`,
          `${w.player()} célpaklija üres: nincs új cél (csapatjátékban ez nem vereség).`,
        )
      : w.say(
          `${w.player()}'s command deck is empty: no more cards to draw (no loss in a team game).`,
          `${w.player()} parancspaklija üres: nincs több húzás (csapatjátékban ez nem vereség).`,
        ),
}
