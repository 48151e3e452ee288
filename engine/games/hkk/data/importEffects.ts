/**
 * The keyword syntax of imported card abilities (the `effects` column of ./import.ts, described there): text such
 * as `on-enter: damage 1 -> creature(opponent)` or `combat 1vp: damage 1 -> combat-opponent` becomes vocabulary
 * nodes (./types.ts). Parsing stops at the first problem with a HU/EN message; the result is checked again by
 * ./validate.ts, so this module only has to read, not judge.
 */
import type { LocalizedText } from '../../../core/types'
import type {
  HkkAbility,
  HkkAbilityCost,
  HkkAim,
  HkkCardType,
  HkkEffect,
  HkkTarget,
  HkkTiming,
  HkkWhile,
} from './types'

/** A syntax problem in the effects text. */
export class KeywordError extends Error {
  constructor(readonly text: LocalizedText) {
    super(text.en)
  }
}

const fail = (hu: string, en: string): never => {
  throw new KeywordError({ hu, en })
}

/** Splits at `sep` outside () and [] (so commas in `creature(opponent, guard)` stay put). */
export function splitTop(s: string, sep: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < s.length; i++) {
    const c = s[i]
    if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    if (depth < 0) fail('fölösleges záró zárójel', 'an unmatched closing bracket')
    if (depth === 0 && s.startsWith(sep, i)) {
      parts.push(s.slice(start, i))
      start = i + sep.length
      i += sep.length - 1
    }
  }
  if (depth !== 0) fail('lezáratlan zárójel', 'an unclosed bracket')
  parts.push(s.slice(start))
  return parts.map((p) => p.trim())
}

/** A whole number in range. */
function num(word: string | undefined, what: string, min: number, max: number): number {
  if (word === undefined || !/^[+-]?\d+$/.test(word))
    fail(`${what}: szám kell, nem "${word ?? ''}"`, `${what}: a number is needed, not "${word ?? ''}"`)
  const n = Number(word)
  if (n < min || n > max) fail(`${what}: ${min} és ${max} között legyen`, `${what}: must be from ${min} to ${max}`)
  return n
}

/** An amount: a whole number from 0 to 20, or X (the X the player pays). */
const amt = (word: string | undefined, what: string): number | 'X' =>
  word === 'X' || word === 'x' ? 'X' : num(word, what, 0, 20)

/** The targets an ability has declared so far, shared by its effects and their dice and coin branches. */
interface Scope {
  targets: HkkTarget[]
  /** How deep inside dice and coins the text is (stopped early: hostile text may nest thousands deep). */
  depth: number
}

const SIDE_WORDS = ['you', 'opponent', 'any'] as const
const ZONE_WORDS = ['guard', 'reserve', 'field'] as const
const TARGET_KINDS = ['creature', 'monster', 'adventurer', 'building', 'player', 'any'] as const

/** `name(opt, opt)` → name and options; a bare name has none. */
function call(text: string): { name: string; opts: string[] } {
  const m = /^([a-z-]+)\s*(?:\((.*)\))?$/i.exec(text.trim())
  if (!m) return fail(`érthetetlen cél: "${text}"`, `cannot read the aim "${text}"`)
  const opts = (m[2] ?? '')
    .split(',')
    .map((o) => o.trim().toLowerCase())
    .filter(Boolean)
  return { name: (m[1] ?? '').toLowerCase(), opts }
}

/** Reads side and zone options. */
function sideZone(opts: string[]): { side?: HkkTarget['side']; zone?: HkkTarget['zone'] } {
  const out: { side?: HkkTarget['side']; zone?: HkkTarget['zone'] } = {}
  for (const o of opts) {
    if ((SIDE_WORDS as readonly string[]).includes(o)) out.side = o as HkkTarget['side']
    else if ((ZONE_WORDS as readonly string[]).includes(o)) out.zone = o as HkkTarget['zone']
    else fail(`ismeretlen beállítás: "${o}"`, `unknown option "${o}"`)
  }
  return out
}

/** Reads who an effect aims at: a reference, a group, a new target, or `#n`, an earlier target (1-based). */
function aim(text: string | undefined, scope: Scope): HkkAim {
  if (text === undefined || text === '') return fail('hiányzik a cél (-> …)', 'the aim is missing (-> …)')
  const t = text.trim().toLowerCase()
  if (t === 'self' || t === 'host' || t === 'combat-opponent') return t
  if (t === 'you' || t === 'controller') return 'controller'
  const index = /^#(\d+)$/.exec(t)
  if (index) {
    const n = Number(index[1])
    if (n < 1 || n > scope.targets.length) {
      fail(
        `rossz célpontszám: #${n} (eddig ${scope.targets.length} célpont)`,
        `bad target index #${n} (${scope.targets.length} targets so far)`,
      )
    }
    return { target: n - 1 }
  }
  const { name, opts } = call(t)
  if (name === 'each') return { each: 'creature', side: 'any', ...sideZone(opts) }
  if (!(TARGET_KINDS as readonly string[]).includes(name))
    return fail(`ismeretlen cél: "${name}"`, `unknown aim "${name}"`)
  const sz = sideZone(opts)
  const target: HkkTarget =
    name === 'monster' || name === 'adventurer'
      ? { kind: 'creature', subtype: name, ...sz }
      : { kind: name as HkkTarget['kind'], ...sz }
  scope.targets.push(target)
  return { target: scope.targets.length - 1 }
}

/** The scope inside a die or coin: the same targets, one level deeper. */
function deeper(scope: Scope): Scope {
  if (scope.depth >= 2) fail('túl mélyen egymásba ágyazott dobások', 'dice and coins nested too deep')
  return { targets: scope.targets, depth: scope.depth + 1 }
}

/** Reads a list of effects separated by commas. */
export function effects(text: string, scope: Scope): HkkEffect[] {
  if (text.trim() === '') return []
  return splitTop(text, ',').flatMap((e) => effect(e, scope))
}

/** Reads `A-B: effects | C-D: effects` rows of a die table. */
function dieTable(inner: string, scope: Scope): Extract<HkkEffect, { kind: 'roll-d6' }>['table'] {
  return splitTop(inner, '|').map((row) => {
    const [head, ...rest] = splitTop(row, ':')
    const m = /^(\d)(?:\s*[-–]\s*(\d))?$/.exec(head ?? '')
    if (!m)
      return fail(`kockasor: "1-3: …" alakú kell, nem "${row}"`, `a die row must look like "1-3: …", not "${row}"`)
    const from = Number(m[1])
    return { from, to: m[2] ? Number(m[2]) : from, effects: effects(rest.join(':'), scope) }
  })
}

/** Reads `heads: effects | tails: effects` of a coin. */
function coinSides(inner: string, scope: Scope): { heads: HkkEffect[]; tails: HkkEffect[] } {
  const out = { heads: [] as HkkEffect[], tails: [] as HkkEffect[] }
  for (const side of splitTop(inner, '|')) {
    const [head, ...rest] = splitTop(side, ':')
    const key = head?.toLowerCase()
    if (key !== 'heads' && key !== 'tails')
      fail(
        `érme: "heads:" vagy "tails:" kell, nem "${side}"`,
        `a coin side must be "heads:" or "tails:", not "${side}"`,
      )
    out[key as 'heads' | 'tails'] = effects(rest.join(':'), scope)
  }
  return out
}

/** The inside of `[ … ]` at the end of an effect. */
function bracket(rest: string, what: string): string {
  const m = /^\[(.*)\]$/s.exec(rest.trim())
  return m ? (m[1] ?? '') : fail(`${what}: a sorokat [ ] közé kell tenni`, `${what}: put the rows in [ ]`)
}

/** Reads signed stats `+1/+0[/+2]` (damage/Ép[/Sp]); zero parts are left out. */
function stats(word: string | undefined): { damage?: number; ep?: number; sp?: number } {
  const parts = (word ?? '').split('/')
  if (parts.length < 2 || parts.length > 3)
    fail(`stat: "+1/+0" alakú kell, nem "${word ?? ''}"`, `stat must look like "+1/+0", not "${word ?? ''}"`)
  const [damage, ep, sp] = parts.map((p) => num(p, 'stat', -20, 20))
  return { ...(damage ? { damage } : {}), ...(ep ? { ep } : {}), ...(sp ? { sp } : {}) }
}

/** One effect; `attach` declares an attachment's host and yields no effect. */
function effect(text: string, scope: Scope): HkkEffect[] {
  const [left = '', aimText, ...extra] = splitTop(text, '->')
  if (extra.length > 0) fail('egy hatásban csak egy "->" lehet', 'one effect may have only one "->"')
  const m = /^([a-z0-9-]+)\s*(.*)$/is.exec(left)
  if (!m) return fail(`üres hatás`, `an empty effect`)
  const word = (m[1] ?? '').toLowerCase()
  const rest = m[2] ?? ''
  const args = rest.split(/\s+/).filter(Boolean)
  const a0 = args[0]
  const player = (w: string | undefined, d: 'you' | 'opponent') => {
    if (w === undefined) return d
    if (w === 'you' || w === 'opponent') return w
    return fail(`"you" vagy "opponent" kell, nem "${w}"`, `"you" or "opponent" is needed, not "${w}"`)
  }
  switch (word) {
    case 'damage':
    case 'heal':
      return [{ kind: word, n: amt(a0, word), to: aim(aimText, scope) }]
    case 'gain-life':
    case 'lose-life':
      return [{ kind: word, n: amt(a0, word), player: player(args[1], 'you') }]
    case 'stat': {
      const eot = args.slice(1).includes('eot')
      return [
        {
          kind: 'stat',
          stats: stats(a0),
          to: aimText ? aim(aimText, scope) : 'self',
          ...(eot ? { until: 'end-of-turn' as const } : {}),
        },
      ]
    }
    case 'vp':
      return [{ kind: 'vp', n: amt(a0, word) }]
    case 'vp-regen':
      return [{ kind: 'vp-regen', n: num(a0, word, -5, 20) }]
    case 'draw':
      return [{ kind: 'draw', n: amt(a0, word), ...(args[1] ? { player: player(args[1], 'you') } : {}) }]
    case 'peek':
      return [{ kind: 'peek-top', n: num(a0, word, 1, 20) }]
    case 'return':
      return [{ kind: 'return-to-hand', to: aim(aimText, scope) }]
    case 'destroy':
    case 'passivize':
    case 'activate':
      return [{ kind: word, to: aim(aimText, scope) }]
    case 'counter':
      return [{ kind: 'add-counter', counter: 'plus-one', n: a0 ? num(a0, word, 1, 10) : 1, to: aim(aimText, scope) }]
    case 'prevent':
      return [{ kind: 'prevent-play' }]
    case 'end-turn':
      return [{ kind: 'end-turn' }]
    case 'cost-mod':
      return [{ kind: 'cost-mod', n: num(a0, word, -5, 5), filter: costFilter(args[1]?.toLowerCase()) }]
    case 'random-discard':
      return [{ kind: 'random-discard', n: num(a0, word, 1, 10), player: player(args[1], 'opponent') }]
    case 'token':
      return [token(args)]
    case 'd6':
      return [{ kind: 'roll-d6', table: dieTable(bracket(rest, 'd6'), deeper(scope)) }]
    case 'coin':
      return [{ kind: 'coin', ...coinSides(bracket(rest, 'coin'), deeper(scope)) }]
    case 'attach':
      aim(aimText, scope)
      return []
    default:
      return fail(`ismeretlen kulcsszó: "${word}"`, `unknown keyword "${word}"`)
  }
}

const CARD_TYPE_WORDS: readonly HkkCardType[] = [
  'monster',
  'adventurer',
  'spell',
  'charm',
  'skill',
  'body-part',
  'item',
  'building',
]

/** Which cards a cost modifier applies to: every card, creatures, or one card type. */
function costFilter(word: string | undefined): { type?: HkkCardType; creature?: boolean } {
  if (word === undefined) return {}
  if (word === 'creature') return { creature: true }
  if ((CARD_TYPE_WORDS as readonly string[]).includes(word)) return { type: word as HkkCardType }
  return fail(`cost-mod: ismeretlen laptípus "${word}"`, `cost-mod: unknown card type "${word}"`)
}

/** `token NAME D/E [monster|adventurer] [xN] [field]` or `token NAME building SP [xN] [field]`. */
function token(args: string[]): HkkEffect {
  const [rawName, ...opts] = args
  if (!rawName) return fail('token: hiányzik a név', 'token: the name is missing')
  const name = rawName.replace(/_/g, ' ')
  const slug =
    name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'token'
  let type: 'monster' | 'adventurer' | 'building' = 'monster'
  let n = 1
  let zone: 'reserve' | 'field' = 'reserve'
  let numbers: { damage?: number; ep?: number; sp?: number } = {}
  for (const o of opts) {
    const w = o.toLowerCase()
    if (w === 'monster' || w === 'adventurer' || w === 'building') type = w
    else if (w === 'field') zone = 'field'
    else if (/^x\d+$/.test(w)) n = num(w.slice(1), 'token', 1, 5)
    else if (w.includes('/')) {
      const [d, e] = w.split('/')
      numbers = { damage: num(d, 'token', 0, 20), ep: num(e, 'token', 1, 30) }
    } else if (/^\d+$/.test(w)) numbers = { sp: num(w, 'token', 1, 30) }
    else fail(`token: ismeretlen beállítás "${o}"`, `token: unknown option "${o}"`)
  }
  if (type === 'building') zone = 'field'
  return {
    kind: 'create-token',
    token: { id: `hkk-user/token-${slug}`, name: { hu: name, en: name }, type, ...numbers },
    n,
    zone,
  }
}

const WHILE_WORDS: readonly HkkWhile[] = ['in-guard', 'in-reserve', 'attacking', 'defending', 'attached']
const TIMING_WORDS: readonly HkkTiming[] = ['main', 'immediate', 'reaction']

/** Reads a cost word (`2vp`, `tap`) into `cost`; false when the word is not one. */
function costWord(w: string, cost: HkkAbilityCost): boolean {
  const vp = /^(\d+)vp$/.exec(w)
  if (vp) cost.vp = num(vp[1], 'vp', 0, 20)
  else if (w === 'tap') cost.passivize = true
  else return false
  return true
}

/** Reads one ability: `[trigger words:] effects`. */
export function ability(text: string): HkkAbility {
  const parts = splitTop(text, ':')
  const words = (parts[0] ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  const triggers = ['on-play', 'on-enter', 'static', 'activated', 'combat', 'end-of-turn']
  const headed = parts.length > 1 && triggers.includes(words[0] ?? '')
  if (parts.length > 1 && !headed) {
    fail(`ismeretlen kiváltó: "${words[0]}"`, `unknown trigger "${words[0]}"`)
  }
  const [trigger = 'on-play', ...opts] = headed ? words : []
  const body = headed ? parts.slice(1).join(':') : text
  const scope: Scope = { targets: [], depth: 0 }
  const list = effects(body, scope)
  const targets = scope.targets.length > 0 ? { targets: scope.targets } : {}
  const noTargets = () => {
    if (scope.targets.length > 0)
      fail(`a(z) "${trigger}" képesség nem választhat célpontot`, `a "${trigger}" ability cannot choose a target`)
  }
  const unknown = (w: string) => fail(`ismeretlen szó a kiváltóban: "${w}"`, `unknown word in the trigger: "${w}"`)
  switch (trigger) {
    case 'on-play':
    case 'on-enter':
      opts.forEach(unknown)
      return { trigger, ...targets, effects: list }
    case 'static': {
      noTargets()
      const where = opts[0]
      if (opts.length > 1 || (where && !(WHILE_WORDS as readonly string[]).includes(where))) unknown(opts.at(-1) ?? '')
      return { trigger, ...(where ? { while: where as HkkWhile } : {}), effects: list }
    }
    case 'activated': {
      const cost: HkkAbilityCost = {}
      let timing: HkkTiming = 'main'
      let once = false
      for (const w of opts) {
        if ((TIMING_WORDS as readonly string[]).includes(w)) timing = w as HkkTiming
        else if (w === 'once') once = true
        else if (!costWord(w, cost)) unknown(w)
      }
      return { trigger, timing, cost, ...(once ? { oncePerTurn: true } : {}), ...targets, effects: list }
    }
    case 'combat': {
      noTargets()
      const cost: HkkAbilityCost = {}
      for (const w of opts) if (!costWord(w, cost)) unknown(w)
      return { trigger, cost, effects: list }
    }
    case 'end-of-turn':
      noTargets()
      if (opts.some((w) => w !== 'optional')) unknown(opts.find((w) => w !== 'optional') ?? '')
      return { trigger, optional: opts.includes('optional'), effects: list }
    default:
      return fail(`ismeretlen kiváltó: "${trigger}"`, `unknown trigger "${trigger}"`)
  }
}

/** Reads the whole effects column: abilities separated by `|`. */
export function readAbilities(text: string): HkkAbility[] {
  return splitTop(text, '|')
    .filter((a) => a !== '')
    .map(ability)
}
