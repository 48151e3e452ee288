/**
 * The SWM log's sentences for what a hit does and what stands in its way: saves (Evade, Shields, avoiding defeat)
 * and their rerolls, damage, healing, defeats, bodyguards and drawn fire, self-destruction, betrayal and traits gained.
 */
import type { Json } from '../../../../engine/core/types'
import { asData, numberOf, reasonText, type Describe } from './logWords'

/** The naturals of a list of save records: "7, 15". */
function naturals(value: Json | undefined): string {
  const list = Array.isArray(value) ? value.slice(0, 20) : []
  return list.map((s) => numberOf(asData(s).natural)).join(', ')
}

/** How many save records of a list succeeded, and how many there are. */
function successes(value: Json | undefined): { ok: number; of: number } {
  const list = Array.isArray(value) ? value.slice(0, 20) : []
  return { ok: list.filter((s) => asData(s).success === true).length, of: list.length }
}

/** The sentences of saves, damage, defeats and the reactions that change who is hit. */
export const HARM_EVENTS: Readonly<Record<string, Describe>> = {
  'save-rolled': (w) => {
    const f = w.figure(w.data.figure)
    const kind = reasonText(w) ?? w.say('save', 'mentő')
    const result = w.data.success === true ? w.say('saved', 'sikerült') : w.say('failed', 'nem sikerült')
    return w.say(
      `${f} rolls a save (${kind}): ${w.num('natural')}, needs ${w.num('needed')} — ${result}.`,
      `${f} mentődobása (${kind}): ${w.num('natural')}, kell: ${w.num('needed')} — ${result}.`,
    )
  },
  'shield-saves': (w) => {
    const f = w.figure(w.data.figure)
    const { ok, of } = successes(w.data.saves)
    const damage = `${w.num('before')} → ${w.num('after')}`
    return w.say(
      `${f} rolls Shields (${naturals(w.data.saves)}): ${ok} of ${of} succeed, damage ${damage}.`,
      `${f} pajzsdobása (${naturals(w.data.saves)}): ${of} mentőből ${ok} sikerült, sebzés ${damage}.`,
    )
  },
  'avoid-defeat': (w) => {
    const f = w.figure(w.data.figure)
    const dice = naturals(w.data.saves)
    return w.data.survived === true
      ? w.say(
          `${f} rolls to avoid defeat (${dice}): survives with ${w.num('hp')} hit points.`,
          `${f} dob a vereség elkerülésére (${dice}): túléli, ${w.num('hp')} életpontja marad.`,
        )
      : w.say(
          `${f} rolls to avoid defeat (${dice}): fails.`,
          `${f} dob a vereség elkerülésére (${dice}): nem sikerült.`,
        )
  },
  'save-rerolled': (w) =>
    w.say(
      `${w.figure(w.data.figure)} rerolls a failed save (${w.ability(w.data.save)}): ${w.num('first')} → ${w.num('second')}.`,
      `${w.figure(w.data.figure)} újradob egy sikertelen mentőt (${w.ability(w.data.save)}): ${w.num('first')} → ${w.num('second')}.`,
    ),
  'save-kept': (w) =>
    w.say(
      `${w.figure(w.data.figure)} keeps the failed save (${w.ability(w.data.save)}).`,
      `${w.figure(w.data.figure)} nem dobja újra a sikertelen mentőt (${w.ability(w.data.save)}).`,
    ),
  damaged: (w) =>
    w.say(
      `${w.figure(w.data.figure)} takes ${w.num('amount')} damage (${w.num('hp')} hit points left).`,
      `${w.figure(w.data.figure)} ${w.num('amount')} sebzést kap (${w.num('hp')} életpontja marad).`,
    ),
  healed: (w) =>
    w.say(
      `${w.figure(w.data.figure)} heals ${w.num('amount')} (now ${w.num('hp')} hit points).`,
      `${w.figure(w.data.figure)} ${w.num('amount')} életpontot gyógyul (most ${w.num('hp')}).`,
    ),
  defeated: (w) =>
    w.say(
      `${w.figure(w.data.figure)} is defeated by ${w.figure(w.data.by)}.`,
      `${w.figure(w.data.figure)} kiesett, ${w.figure(w.data.by)} győzte le.`,
    ),
  bodyguard: (w) =>
    w.say(
      `${w.figure(w.data.figure)} takes the attack as a bodyguard instead of ${w.figure(w.data.instead)}.`,
      `${w.figure(w.data.figure)} testőrként magára veszi a támadást ${w.figure(w.data.instead)} helyett.`,
    ),
  'draw-fire': (w) =>
    w.say(
      `${w.figure(w.data.figure)} draws the fire of ${w.figure(w.data.attacker)} away from ${w.figure(w.data.target)}.`,
      `${w.figure(w.data.figure)} magára vonja ${w.figure(w.data.attacker)} tüzét ${w.figure(w.data.target)} helyett.`,
    ),
  'self-destruct': (w) =>
    w.say(
      `${w.figure(w.data.figure)} self-destructs: ${w.num('n')} damage to ${w.figures(w.data.figures)}.`,
      `${w.figure(w.data.figure)} önmegsemmisít: ${w.num('n')} sebzés éri: ${w.figures(w.data.figures)}.`,
    ),
  betrayed: (w) =>
    w.say(
      `${w.figure(w.data.figure)} betrays its side and joins the ${w.side(w.data.to)} with ${w.figure(w.data.controller)}.`,
      `${w.figure(w.data.figure)} árulást követ el, és átáll (${w.side(w.data.to)}, ${w.figure(w.data.controller)} mellé).`,
    ),
  'betrayal-ended': (w) =>
    w.say(
      `${w.figure(w.data.figure)} returns to the ${w.side(w.data.to)}.`,
      `${w.figure(w.data.figure)} visszatér a saját oldalára (${w.side(w.data.to)}).`,
    ),
  'trait-gained': (w) => {
    const trait = w.str('trait') === 'savage' ? w.say('Savage', 'Vad') : (w.str('trait') ?? '?')
    return w.say(
      `${w.figure(w.data.figure)} becomes ${trait} (${w.figure(w.data.from)} fell).`,
      `${w.figure(w.data.figure)} mostantól ${trait} (${w.figure(w.data.from)} elesett).`,
    )
  },
}
