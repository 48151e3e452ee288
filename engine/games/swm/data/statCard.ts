/**
 * A character's stat card as text, generated in Hungarian and English from its data (never written per card): the
 * name as title, then cost, faction, size and uniqueness, the stats, the traits, one line per special ability and
 * Force power (abilityText) and one line per commander effect, built from the effect's range, recipients, grant and
 * condition.
 */
import type { LocalizedText } from '../../../core/types'
import { abilityName, abilityText } from './abilityText'
import { CHARACTERS } from './characters'
import { FACTION_NAMES } from './factions'
import type { CharacterDef, CommanderEffect, CommanderStat, Size, Trait } from './types'

const SIZE_NAMES: Record<Size, LocalizedText> = {
  small: { en: 'Small', hu: 'Kicsi' },
  medium: { en: 'Medium', hu: 'Közepes' },
  large: { en: 'Large', hu: 'Nagy' },
  huge: { en: 'Huge', hu: 'Óriás' },
}

/** Trait names on the card (the glossary's keywords). */
const TRAIT_NAMES: Record<Trait, LocalizedText> = {
  droid: { en: 'Droid', hu: 'Droid' },
  cyborg: { en: 'Cyborg', hu: 'Kiborg' },
  savage: { en: 'Savage', hu: 'Vad' },
  'mounted-weapon': { en: 'Mounted Weapon', hu: 'Állványos fegyver' },
  trooper: { en: 'Trooper', hu: 'Katona' },
}

/** Traits as the adjective before "follower"/"ally" in a commander effect: "trooper", "katona". */
const TRAIT_ADJ: Record<Trait, LocalizedText> = {
  droid: { en: 'droid', hu: 'droid' },
  cyborg: { en: 'cyborg', hu: 'kiborg' },
  savage: { en: 'savage', hu: 'vad' },
  'mounted-weapon': { en: 'Mounted Weapon', hu: 'állványos fegyverű' },
  trooper: { en: 'trooper', hu: 'katona' },
}

const STAT_EN: Record<CommanderStat, string> = { attack: 'Attack', defense: 'Defense', damage: 'Damage' }
const STAT_HU: Record<CommanderStat, string> = { attack: 'támadási', defense: 'védekezési', damage: 'sebzési' }

/** "a", "a or b", "a, b or c". */
function list(items: string[], conj: string): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conj} ${items[items.length - 1]}`
}

/** A unique group's person: the name of a character of the group (before any ", title"), else the id in words. */
function groupName(group: string): LocalizedText {
  const c = CHARACTERS.find((d) => d.unique?.group === group)
  if (c) return { en: c.name.en.split(',')[0]!, hu: c.name.hu.split(',')[0]! }
  const words = group
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
  return { en: words, hu: words }
}

/** Who a commander effect reaches, as the subject of its sentence: "Each trooper follower within 6 squares". */
function recipientsText(effect: CommanderEffect): LocalizedText {
  const r = effect.recipients
  const where =
    effect.range === null
      ? { en: 'in the squad', hu: 'A csapatban' }
      : {
          en: `within ${effect.range} ${effect.range === 1 ? 'square' : 'squares'}`,
          hu: `${effect.range} négyzeten belüli`,
        }
  const traitsEn = list(
    (r.traits ?? []).map((tr) => TRAIT_ADJ[tr].en),
    'or',
  )
  const traitsHu = list(
    (r.traits ?? []).map((tr) => TRAIT_ADJ[tr].hu),
    'vagy',
  )
  const notes: LocalizedText[] = []
  if (r.droidsAllowed) notes.push({ en: 'droids included', hu: 'a droidokat is beleértve' })
  let en: string
  let hu: string
  if (r.groups && r.groups.length > 0) {
    const names = r.groups.map(groupName)
    const who = {
      en: list(
        names.map((g) => g.en),
        'or',
      ),
      hu: list(
        names.map((g) => g.hu),
        'vagy',
      ),
    }
    if (r.followers) notes.unshift({ en: 'if a follower', hu: 'ha beosztott' })
    if (traitsEn) notes.unshift({ en: `if ${traitsEn}`, hu: `ha ${traitsHu}` })
    en = `Allied ${who.en} ${where.en}`
    hu = effect.range === null ? `A csapatban lévő szövetséges ${who.hu}` : `A ${where.hu} szövetséges ${who.hu}`
  } else {
    const noun = r.followers ? { en: 'follower', hu: 'beosztott' } : { en: 'ally', hu: 'szövetséges' }
    const adjEn = traitsEn ? `${traitsEn} ` : ''
    const adjHu = traitsHu ? `${traitsHu} ` : ''
    en = `Each ${adjEn}${noun.en} ${where.en}`
    hu = effect.range === null ? `A csapatban minden ${adjHu}${noun.hu}` : `Minden ${where.hu} ${adjHu}${noun.hu}`
  }
  if (notes.length === 0) return { en, hu }
  return { en: `${en} (${notes.map((x) => x.en).join(', ')})`, hu: `${hu} (${notes.map((x) => x.hu).join(', ')})` }
}

/** What a commander effect gives, as the predicate: "gets +3 Attack", "+3 támadási bónuszt kap". */
function grantText(grant: CommanderEffect['grant']): LocalizedText {
  if ('stat' in grant) {
    const sign = grant.n >= 0 ? '+' : ''
    return {
      en: `gets ${sign}${grant.n} ${STAT_EN[grant.stat]}`,
      hu: `${sign}${grant.n} ${STAT_HU[grant.stat]} bónuszt kap`,
    }
  }
  if ('ability' in grant) {
    const name = abilityName(grant.ability)
    const art = /^[aáeéiíoóöőuúüű]/i.test(name.hu) ? 'az' : 'a'
    return { en: `gains ${name.en}`, hu: `megkapja ${art} ${name.hu} képességet` }
  }
  return {
    en: 'may reroll a failed save once per turn',
    hu: 'fordulónként egyszer újradobhat egy sikertelen mentődobást',
  }
}

/** One commander effect as a line: "Commander effect: Each trooper follower within 6 squares gets +3 Attack …". */
export function commanderText(effect: CommanderEffect): LocalizedText {
  const who = recipientsText(effect)
  const what = grantText(effect.grant)
  const when =
    effect.when === 'did-not-move'
      ? { en: ' if it did not move this turn', hu: ', ha ebben a fordulóban nem mozgott' }
      : { en: '', hu: '' }
  return {
    en: `Commander effect: ${who.en} ${what.en}${when.en}.`,
    hu: `Parancsnoki hatás: ${who.hu} ${what.hu}${when.hu}.`,
  }
}

/** A character's stat card: its name as the title, then one line per fact, ability, Force power and commander effect. */
export function statCardText(def: CharacterDef): { title: LocalizedText; lines: LocalizedText[] } {
  const faction = FACTION_NAMES[def.faction]
  const size = SIZE_NAMES[def.size]
  const head: LocalizedText = {
    en: [`${def.cost} points`, faction.en, size.en, ...(def.unique ? ['Unique'] : [])].join(' · '),
    hu: [`${def.cost} pont`, faction.hu, size.hu, ...(def.unique ? ['Egyedi'] : [])].join(' · '),
  }
  const force = def.force
  const stats: LocalizedText = {
    en: [
      `Hit Points ${def.hp}`,
      `Defense ${def.defense}`,
      `Attack +${def.attack}`,
      `Damage ${def.damage}`,
      ...(force === null ? [] : [`Force ${force}`]),
    ].join(' · '),
    hu: [
      `Életpont ${def.hp}`,
      `Védekezés ${def.defense}`,
      `Támadás +${def.attack}`,
      `Sebzés ${def.damage}`,
      ...(force === null ? [] : [`Erő ${force}`]),
    ].join(' · '),
  }
  const lines: LocalizedText[] = [head, stats]
  if (def.traits.length > 0) {
    lines.push({
      en: `Traits: ${def.traits.map((tr) => TRAIT_NAMES[tr].en).join(', ')}`,
      hu: `Jellemzők: ${def.traits.map((tr) => TRAIT_NAMES[tr].hu).join(', ')}`,
    })
  }
  for (const ref of [...def.abilities, ...def.forcePowers]) lines.push(abilityText(ref))
  for (const effect of def.commander) lines.push(commanderText(effect))
  if (def.completeness === 'partial') {
    lines.push({
      en: 'The card has further powers that the rules tables do not know yet.',
      hu: 'A kártyán további képességek is vannak, amelyeket a szabálytáblák még nem ismernek.',
    })
  }
  return { title: { en: def.name.en, hu: def.name.hu }, lines }
}
