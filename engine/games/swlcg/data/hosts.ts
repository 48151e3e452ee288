/**
 * Enhancement hosts: how the tables write them (the row's sixth field, "on …"), how they parse, and their names for
 * players. Grammar after "on ": `play area`, `Death Star dial`, or `[friendly|enemy] [Trait[ or Trait…]] unit|objective`.
 */
import type { LocalizedText } from '../../../core/types'
import type { EnhanceHost } from './types'

/** Parses a host as the tables write it, without the leading "on "; null if it is not one. */
export function parseHost(text: string): EnhanceHost | null {
  if (text === 'play area') return { on: 'playArea' }
  if (text === 'Death Star dial') return { on: 'deathStarDial' }
  const m = /^(?:(friendly|enemy) )?(?:(.+) )?(unit|objective)$/.exec(text)
  if (!m) return null
  const [, controller, traits, on] = m
  const host: EnhanceHost = { on: on as 'unit' | 'objective' }
  if (traits) {
    const traitAny = traits.split(' or ').map((t) => t.trim())
    if (traitAny.some((t) => !/^[A-Z]/.test(t))) return null
    host.traitAny = traitAny
  }
  if (controller) host.controller = controller as 'friendly' | 'enemy'
  return host
}

/** Writes a host back in the form parseHost reads: "play area", "enemy Character unit". */
export function hostName(host: EnhanceHost): string {
  if (host.on === 'playArea') return 'play area'
  if (host.on === 'deathStarDial') return 'Death Star dial'
  return [host.controller ?? '', (host.traitAny ?? []).join(' or '), host.on].filter(Boolean).join(' ')
}

const article = (phrase: string) => `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`

/** What an enhancement may be attached to, for players: "a friendly Vehicle unit" / "egy saját Vehicle egység". */
export function hostLabel(host: EnhanceHost): LocalizedText {
  if (host.on === 'playArea') return { en: 'your play area', hu: 'a saját játékterületed' }
  if (host.on === 'deathStarDial') return { en: 'the Death Star dial', hu: 'a Halálcsillag számláló' }
  const traits = host.traitAny ?? []
  const controller = { friendly: { en: 'friendly', hu: 'saját' }, enemy: { en: 'enemy', hu: 'ellenséges' } }
  const who = host.controller ? controller[host.controller] : { en: '', hu: '' }
  const noun = host.on === 'unit' ? { en: 'unit', hu: 'egység' } : { en: 'objective', hu: 'cél' }
  const en = [who.en, traits.join(' or '), noun.en].filter(Boolean).join(' ')
  const hu = [who.hu, traits.join(' vagy '), noun.hu].filter(Boolean).join(' ')
  return { en: article(en), hu: `egy ${hu}` }
}
