/**
 * The SWM log's sentences for attacks: the declaration (with why: opportunity, passing, an extra attack, a Force
 * power), the roll against Defense with its numbers, the hit, rerolls and declined reactions. What the hit does
 * (saves, damage, defeats) is in ./logEventsHarm.ts.
 */
import { numberOf, type Describe, type LogWords } from './logWords'

/** A signed modifier: "+8" / "−2". */
const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`)

/** The damage of a `hit` event: "20 damage" / "20 sebzés", "critical" if it counted twice or more (unless `plain`). */
export function hitDamage(w: LogWords, plain = false): string {
  const damage = w.record('damage')
  const total = numberOf(damage.total)
  const critical = !plain && (numberOf(damage.times) > 1 || damage.critReason !== undefined)
  return w.say(`${critical ? 'critical, ' : ''}${total} damage`, `${critical ? 'kritikus, ' : ''}${total} sebzés`)
}

/** The attack roll: "A rolls 14 (+8 = 22) against Defense 19: hit." */
function attackRolled(w: LogWords): string {
  const natural = w.num('natural')
  const total = w.num('total')
  const numbers = `${natural} (${signed(total - natural)} = ${total})`
  const outcome = w.str('outcome')
  const automatic = w.str('automatic')
  const result =
    automatic === 'natural-1'
      ? w.say('automatic miss', 'automatikus hiba')
      : outcome === 'critical'
        ? w.say('critical hit', 'kritikus találat')
        : outcome === 'hit'
          ? w.say('hit', 'találat')
          : w.say('miss', 'hiba')
  const a = w.figure(w.data.attacker)
  return w.say(
    `${a} rolls ${numbers} against Defense ${w.num('defense')}: ${result}.`,
    `${a} dobása: ${numbers} a Védekezés ${w.num('defense')} ellen: ${result}.`,
  )
}

/** Why an attack was declared besides the ordinary one: "(attack of opportunity)", "(extra attack: Cleave)". */
function attackKind(w: LogWords): string {
  if (w.data.opportunity === true) return w.say(' (attack of opportunity)', ' (lehetőségi támadás)')
  if (w.data.passing === true) return w.say(' (attack while passing)', ' (támadás elhaladás közben)')
  const extra = w.str('extra')
  if (extra !== null) return w.say(` (extra attack: ${w.ability(extra)})`, ` (extra támadás: ${w.ability(extra)})`)
  const power = w.str('power')
  if (power !== null) {
    const name = w.ability(Object.hasOwn(ATTACK_POWERS, power) ? ATTACK_POWERS[power] : power)
    return w.say(` with ${name}`, ` (${name})`)
  }
  const helpers = Array.isArray(w.data.helpers) ? w.data.helpers : []
  if (helpers.length > 0) return w.say(` with help from ${w.figures(helpers)}`, ` (segít: ${w.figures(helpers)})`)
  return ''
}

/** The Force power an attack's `power` tag stands for (attackPowers.ts tags its attacks by a short name). */
const ATTACK_POWERS: Readonly<Record<string, string>> = { barrage: 'blaster-barrage', assault: 'lightsaber-assault' }

/** The words of a declined reaction's kind. */
const DECLINED: Readonly<Record<string, { en: string; hu: string }>> = {
  aoo: { en: 'an attack of opportunity', hu: 'lehetőségi támadás' },
  reroll: { en: 'a reroll', hu: 'újradobás' },
  deflect: { en: 'Deflect', hu: 'hárítás' },
  flurry: { en: 'a Flurry attack', hu: 'sorozattámadás' },
  spirit: { en: 'Force Spirit', hu: 'Erőszellem' },
  passing: { en: 'an attack while passing', hu: 'támadás elhaladás közben' },
  anticipation: { en: 'Anticipation', hu: 'előrelátás' },
  reserves: { en: 'reserves', hu: 'tartalék' },
  bodyguard: { en: 'Bodyguard', hu: 'testőr' },
  'draw-fire': { en: 'Draw Fire', hu: 'tűz magára vonása' },
  riposte: { en: 'a riposte', hu: 'visszavágás' },
  counter: { en: 'a counter', hu: 'ellenképesség' },
  'save-reroll': { en: 'a save reroll', hu: 'mentő újradobása' },
}

/** The attack events' sentences. */
export const ATTACK_EVENTS: Readonly<Record<string, Describe>> = {
  'attack-declared': (w) => {
    const a = w.figure(w.data.attacker)
    const t = w.figure(w.data.target)
    return w.say(`${a} attacks ${t}${attackKind(w)}.`, `${a} megtámadja: ${t}${attackKind(w)}.`)
  },
  'attack-rolled': attackRolled,
  hit: (w) => {
    const a = w.figure(w.data.attacker)
    const t = w.figure(w.data.target)
    return w.say(`${a} hits ${t}: ${hitDamage(w)}.`, `${a} eltalálta: ${t}, ${hitDamage(w)}.`)
  },
  'attack-lost': (w) =>
    w.say(
      `The attack of ${w.figure(w.data.attacker)} on ${w.figure(w.data.target)} is lost.`,
      `${w.figure(w.data.attacker)} támadása ${w.figure(w.data.target)} ellen elvész.`,
    ),
  disintegrated: (w) =>
    w.say(
      `${w.figure(w.data.attacker)} disintegrates ${w.figure(w.data.target)}.`,
      `${w.figure(w.data.target)} megsemmisül ${w.figure(w.data.attacker)} támadásától.`,
    ),
  rerolled: (w) =>
    w.say(
      `${w.figure(w.data.figure)} rerolls the attack: ${w.num('first')} → ${w.num('second')}.`,
      `${w.figure(w.data.figure)} újradobja a támadást: ${w.num('first')} → ${w.num('second')}.`,
    ),
  'aoo-declined': (w) =>
    w.say(
      `No attack of opportunity (${w.figures(w.data.figures)} let it pass).`,
      `Nincs lehetőségi támadás (${w.figures(w.data.figures)} lemond róla).`,
    ),
  'passing-skipped': (w) =>
    w.say(
      `No attack while passing (${w.figures(w.data.figures)}).`,
      `Nincs támadás elhaladás közben (${w.figures(w.data.figures)}).`,
    ),
  declined: (w) => {
    const kind = w.str('kind')
    const words = kind !== null && Object.hasOwn(DECLINED, kind) ? DECLINED[kind] : undefined
    return w.say(
      `${w.actor} declines ${words?.en ?? 'a reaction'}.`,
      `${w.actor} lemond erről: ${words?.hu ?? 'reakció'}.`,
    )
  },
}
