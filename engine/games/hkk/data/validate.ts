/**
 * A closed runtime check of a card definition (./types.ts), for imported cards: a hostile peer can send anything,
 * so every field and every vocabulary node is checked, unknown kinds, triggers and fields are refused with a HU/EN
 * message naming the path, and the check never throws. A card that validates is one the engine can play.
 */
import type { LocalizedText } from '../../../core/types'
import { array, at, bool, fields, int, localized, object, oneOf, report, text } from './check'
import type { Out } from './check'
import { ATTACHMENT_TYPES, CARD_TYPES } from './kinds'
import { ID_PATTERN, checkEffects, checkStats, checkTarget } from './validateEffects'
import type { EffectScope } from './validateEffects'
import type { HkkAbility, HkkCardDef, HkkCardType } from './types'

/** Every ability trigger, each with its fields beyond `trigger`. */
const TRIGGERS: { readonly [K in HkkAbility['trigger']]: { req: readonly string[]; opt: readonly string[] } } = {
  'on-play': { req: ['effects'], opt: ['targets'] },
  'on-enter': { req: ['effects'], opt: ['targets'] },
  static: { req: ['effects'], opt: ['while'] },
  activated: { req: ['timing', 'cost', 'effects'], opt: ['oncePerTurn', 'targets'] },
  combat: { req: ['cost', 'effects'], opt: [] },
  'end-of-turn': { req: ['optional', 'effects'], opt: [] },
}

/** Every ability trigger of the vocabulary. */
export const TRIGGER_KINDS = Object.keys(TRIGGERS) as readonly HkkAbility['trigger'][]

export { ATTACHMENT_TYPES } from './kinds'

const CREATURES: readonly HkkCardType[] = ['monster', 'adventurer']
const TIMINGS = ['main', 'immediate', 'reaction'] as const
/** Limits that keep a card small (a whole imported deck must fit one log entry). */
const MAX_ABILITIES = 6
const MAX_TARGETS = 3
const MAX_COST = 20
/** The longest player text a manual card may carry. */
export const MAX_MANUAL_TEXT = 300

/** Either the checked definition (a fresh copy) or every problem found. */
export type Validated = { def: HkkCardDef } | { errors: LocalizedText[] }

/** Checks a value meant as a card definition; never throws. */
export function validateCardDef(json: unknown): Validated {
  const out: Out = []
  try {
    checkCard(json, out)
    if (out.length > 0) return { errors: out }
    return { def: JSON.parse(JSON.stringify(json)) as HkkCardDef }
  } catch {
    // A getter or proxy that throws: refuse the value rather than the whole import.
    return { errors: [...out, { hu: '(lap): olvashatatlan érték', en: '(card): unreadable value' }] }
  }
}

function checkCard(json: unknown, out: Out): void {
  const o = object(json, '', out)
  if (!o) return
  fields(
    o,
    '',
    ['id', 'name', 'type', 'colour', 'cost', 'costKind', 'timing', 'abilities'],
    ['substitute', 'damage', 'ep', 'sp', 'entersPassive', 'manual'],
    out,
  )
  // Only the shape is checked: demo cards are hkk/<slug>, imports get hkk-user/<slug> (./import.ts), test fixtures
  // use their own prefix; the config keys defs by id, so a card cannot pass for another.
  if (o.id !== undefined && text(o.id, 'id', 80, out) && !ID_PATTERN.test(o.id)) {
    report(
      out,
      'id',
      'kisbetűs, /-rel tagolt azonosító kell (pl. hkk/nev)',
      'must be a lower-case id with a / (e.g. hkk/name)',
    )
  }
  if (o.name !== undefined) localized(o.name, 'name', 60, out)
  const typed = o.type !== undefined && oneOf(o.type, 'type', CARD_TYPES, out)
  if (o.colour !== undefined) oneOf(o.colour, 'colour', ['ember', 'tide', 'wild', 'colourless'], out)
  if (o.cost !== undefined && o.cost !== 'X') int(o.cost, 'cost', 0, MAX_COST, out)
  if (o.costKind !== undefined) oneOf(o.costKind, 'costKind', ['vp', 'free'], out)
  if (o.timing !== undefined) oneOf(o.timing, 'timing', TIMINGS, out)
  if (o.entersPassive !== undefined) bool(o.entersPassive, 'entersPassive', out)
  if (o.substitute !== undefined) checkSubstitute(o.substitute, out)
  if (typed) checkStats(o, '', o.type as string, out)
  if (o.manual !== undefined) {
    const m = object(o.manual, 'manual', out)
    if (m) {
      fields(m, 'manual', ['text'], [], out)
      if (m.text !== undefined) text(m.text, 'manual.text', MAX_MANUAL_TEXT, out)
    }
  }
  if (o.abilities === undefined) return
  const abilities = array(o.abilities, 'abilities', MAX_ABILITIES, out)
  if (!abilities) return
  const type = typed ? (o.type as HkkCardType) : null
  abilities.forEach((a, i) => checkAbility(a, `abilities[${i}]`, type, o.cost === 'X', i, out))
}

function checkSubstitute(v: unknown, out: Out): void {
  const s = object(v, 'substitute', out)
  if (!s) return
  fields(s, 'substitute', ['when', 'cost'], [], out)
  if (s.when !== undefined) oneOf(s.when, 'substitute.when', ['no-creature-in-play'], out)
  if (s.cost !== undefined) int(s.cost, 'substitute.cost', 0, MAX_COST, out)
}

function checkAbility(v: unknown, path: string, type: HkkCardType | null, x: boolean, index: number, out: Out): void {
  const o = object(v, path, out)
  if (!o) return
  if (!oneOf(o.trigger, at(path, 'trigger'), TRIGGER_KINDS, out)) return
  const trigger = o.trigger as HkkAbility['trigger']
  const spec = TRIGGERS[trigger]
  fields(o, path, ['trigger', ...spec.req], spec.opt, out)
  if (type === 'spell' && trigger !== 'on-play') {
    report(out, at(path, 'trigger'), 'varázslatnak csak kijátszáskori hatása van', 'a spell has only on-play effects')
  }
  if (trigger === 'combat' && type !== null && !CREATURES.includes(type)) {
    report(out, at(path, 'trigger'), 'harci (+) képessége csak lénynek van', 'only a creature has combat (+) abilities')
  }
  const attachment = type !== null && ATTACHMENT_TYPES.includes(type)
  let targets = 0
  let targetKinds: unknown[] = []
  if (o.targets !== undefined) {
    const list = array(o.targets, at(path, 'targets'), MAX_TARGETS, out)
    if (list) {
      targets = list.length
      targetKinds = list.map((t) => (t !== null && typeof t === 'object' ? (t as { kind?: unknown }).kind : undefined))
      list.forEach((t, i) => checkTarget(t, `${at(path, 'targets')}[${i}]`, out))
    }
  }
  if (o.while !== undefined) {
    oneOf(o.while, at(path, 'while'), ['in-guard', 'in-reserve', 'attacking', 'defending', 'attached'], out)
  }
  if (o.timing !== undefined) oneOf(o.timing, at(path, 'timing'), TIMINGS, out)
  if (o.oncePerTurn !== undefined) bool(o.oncePerTurn, at(path, 'oncePerTurn'), out)
  if (o.optional !== undefined) bool(o.optional, at(path, 'optional'), out)
  if (o.cost !== undefined) {
    const c = object(o.cost, at(path, 'cost'), out)
    if (c) {
      fields(c, at(path, 'cost'), [], ['vp', 'passivize'], out)
      if (c.vp !== undefined) int(c.vp, at(at(path, 'cost'), 'vp'), 0, MAX_COST, out)
      if (c.passivize !== undefined) bool(c.passivize, at(at(path, 'cost'), 'passivize'), out)
    }
  }
  // The host of an attachment: its first ability plays it onto target 0, and may do nothing else.
  const hostOnly = attachment && trigger === 'on-play' && index === 0 && targets > 0
  const scope: EffectScope = { out, targets, targetKinds, trigger, x, attachment, depth: 0 }
  if (o.effects !== undefined) checkEffects(o.effects, at(path, 'effects'), scope, hostOnly)
}
