/**
 * One sentence per effect, in English and Hungarian, generated from the vocabulary (./types.ts) with an exhaustive
 * switch: a new effect kind does not compile until it has its text. Used by ./text.ts.
 */
import { aimPhrase, cap, countEn, countHu, signed, tidy, TYPE_WORDS, uncap, unreachable } from './textParts'
import type { Case, Lang, Phrase } from './textParts'
import type { HkkAim, HkkCardType, HkkEffect, HkkStats, HkkTarget, HkkTokenDef } from './types'

/** What an effect's words refer to: the ability's targets and the card's type ("this creature"). */
export interface TextScene {
  targets: readonly HkkTarget[]
  type: HkkCardType
  /** The targets named so far in the ability's text (filled in as it is written). */
  seen?: Set<number>
}

/** A sentence for one effect: capitalised, ending in a full stop. */
export function effectText(e: HkkEffect, lang: Lang, scene: TextScene): string {
  return `${cap(lang === 'hu' ? hu(e, scene) : en(e, scene))}.`
}

/** Effects as clauses of one sentence ("draw 2 cards, gain 1 VP"), for dice rows, coin sides and ability bodies. */
export function effectClauses(effects: readonly HkkEffect[], lang: Lang, scene: TextScene): string {
  return effects.map((e) => uncap(lang === 'hu' ? hu(e, scene) : en(e, scene))).join(', ')
}

const aimOf = (aim: HkkAim, s: TextScene): Phrase => aimPhrase(aim, s.targets, s.type, s.seen)
const huAim = (aim: HkkAim, s: TextScene, c: Case): string => aimOf(aim, s).hu[c]
const enAim = (aim: HkkAim, s: TextScene): string => aimOf(aim, s).en

const STAT_EN = { damage: 'damage', ep: 'life', sp: 'structure' } as const
const STAT_HU = { damage: 'sebzése', ep: 'Ép-je', sp: 'Sp-je' } as const

/** The stat changes present, in a fixed order. */
const statParts = (stats: HkkStats, words: Readonly<Record<keyof HkkStats, string>>): string[] =>
  (['damage', 'ep', 'sp'] as const).flatMap((k) => (stats[k] === undefined ? [] : [`${signed(stats[k])} ${words[k]}`]))

/** "a és b" / "a, b és c". */
const andHu = (xs: string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} és ${xs.at(-1)}`)
const andEn = (xs: string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`)

/** A token's kind and numbers: "monster, 1/1" / "building, 3 Sp". */
function tokenStats(t: HkkTokenDef, lang: Lang): string {
  const type = lang === 'hu' ? TYPE_WORDS[t.type].hu : TYPE_WORDS[t.type].en
  const nums = t.type === 'building' ? `${t.sp ?? 0} Sp` : `${t.damage ?? 0}/${t.ep ?? 0}`
  return `${type}, ${nums}`
}

/** A die table row's range: "4–6" or "6". */
const range = (from: number, to: number) => (from === to ? String(from) : `${from}–${to}`)

function en(e: HkkEffect, s: TextScene): string {
  switch (e.kind) {
    case 'damage':
      return `deal ${e.n} damage to ${enAim(e.to, s)}`
    case 'heal':
      return `heal ${e.n} damage from ${enAim(e.to, s)}`
    case 'gain-life':
      return e.player === 'you' ? `you gain ${e.n} life` : `your opponent gains ${e.n} life`
    case 'lose-life':
      return e.player === 'you' ? `you lose ${e.n} life` : `your opponent loses ${e.n} life`
    case 'stat': {
      const who = aimOf(e.to, s)
      const until = e.until ? ' until end of turn' : ''
      return `${who.en} ${who.second ? 'get' : 'gets'} ${andEn(statParts(e.stats, STAT_EN))}${until}`
    }
    case 'vp':
      return `gain ${e.n} VP`
    case 'vp-regen':
      return `your VP regeneration is ${signed(e.n)}`
    case 'draw':
      return `${e.player === 'opponent' ? 'your opponent draws' : 'draw'} ${countEn(e.n, 'card', 'cards')}`
    case 'peek-top':
      return e.n === 1 ? 'look at the top card of your deck' : `look at the top ${e.n} cards of your deck`
    case 'return-to-hand': {
      const group = typeof e.to === 'object' && 'each' in e.to
      return `return ${enAim(e.to, s)} to ${group ? 'their owners’ hands' : 'its owner’s hand'}`
    }
    case 'destroy':
      return `destroy ${enAim(e.to, s)}`
    case 'passivize':
      return `turn ${enAim(e.to, s)} passive`
    case 'activate':
      return `turn ${enAim(e.to, s)} active`
    case 'create-token': {
      const where = e.zone === 'reserve' ? 'in your reserve' : 'on your field'
      const what =
        e.n === 1 ? `an independent ${e.token.name.en} token` : `${e.n} independent ${e.token.name.en} tokens`
      return `create ${what} (${tokenStats(e.token, 'en')}) ${where}`
    }
    case 'add-counter':
      return `put ${countEn(e.n, '+1/+1 counter', '+1/+1 counters')} on ${enAim(e.to, s)}`
    case 'prevent-play':
      return 'prevent the card being played'
    case 'cost-mod': {
      const words = TYPE_WORDS[e.filter.type ?? (e.filter.creature ? 'creature' : 'card')]
      return `your ${words.enPl} cost ${Math.abs(e.n)} ${e.n < 0 ? 'less' : 'more'}`
    }
    case 'end-turn':
      return 'the turn ends'
    case 'roll-d6':
      return `roll a die: ${e.table.map((r) => `${range(r.from, r.to)}: ${effectClauses(r.effects, 'en', s)}`).join('; ')}`
    case 'coin': {
      const sides = [
        e.heads.length > 0 ? `on heads, ${effectClauses(e.heads, 'en', s)}` : '',
        e.tails.length > 0 ? `on tails, ${effectClauses(e.tails, 'en', s)}` : '',
      ].filter(Boolean)
      return `flip a coin: ${sides.join('; ')}`
    }
    case 'random-discard': {
      const what = countEn(e.n, 'card', 'cards')
      return e.player === 'you' ? `discard ${what} at random` : `your opponent discards ${what} at random`
    }
    default:
      return unreachable(e)
  }
}

function hu(e: HkkEffect, s: TextScene): string {
  switch (e.kind) {
    case 'damage':
      return `${e.n} sebzés ${huAim(e.to, s, 'dat')}`
    case 'heal':
      return `gyógyíts ${e.n} sérülést ${huAim(e.to, s, 'del')}`
    case 'gain-life':
      return `+${e.n} Ép ${e.player === 'you' ? 'neked' : 'az ellenfelednek'}`
    case 'lose-life':
      return e.player === 'you' ? `elveszítesz ${e.n} Ép-t` : `az ellenfeled elveszít ${e.n} Ép-t`
    case 'stat': {
      const until = e.until ? 'a kör végéig' : ''
      return tidy(`${huAim(e.to, s, 'dat')} ${until} ${andHu(statParts(e.stats, STAT_HU))} van`)
    }
    case 'vp':
      return `kapsz ${e.n} VP-t`
    case 'vp-regen':
      return `a varázspont-regenerációd ${signed(e.n)}`
    case 'draw':
      return `${e.player === 'opponent' ? 'az ellenfeled húz' : 'húzz'} ${countHu(e.n)} lapot`
    case 'peek-top':
      return `megnézheted a paklid felső ${e.n === 1 ? '' : `${e.n} `}lapját`
    case 'return-to-hand':
      return `${huAim(e.to, s, 'nom')} visszakerül a tulajdonosa kezébe`
    case 'destroy':
      return `${huAim(e.to, s, 'nom')} elpusztul`
    case 'passivize':
      return `${huAim(e.to, s, 'nom')} passzív lesz`
    case 'activate':
      return `${huAim(e.to, s, 'nom')} aktív lesz`
    case 'create-token': {
      const where = e.zone === 'reserve' ? 'a tartalékodban' : 'a meződön'
      return `hozz létre ${countHu(e.n)} önálló ${e.token.name.hu} jelzőt (${tokenStats(e.token, 'hu')}) ${where}`
    }
    case 'add-counter':
      return `tegyél ${countHu(e.n)} +1/+1 jelzőt ${huAim(e.to, s, 'sub')}`
    case 'prevent-play':
      return 'az éppen kijátszott lap nem jön létre'
    case 'cost-mod': {
      const words = TYPE_WORDS[e.filter.type ?? (e.filter.creature ? 'creature' : 'card')]
      return `${/^[aáeéiíoóöőuúüű]/.test(words.huPl) ? 'az' : 'a'} ${words.huPl} költsége ${signed(e.n)} VP`
    }
    case 'end-turn':
      return 'a kör véget ér'
    case 'roll-d6':
      return `dobj egy kockával: ${e.table.map((r) => `${range(r.from, r.to)}: ${effectClauses(r.effects, 'hu', s)}`).join('; ')}`
    case 'coin': {
      const sides = [
        e.heads.length > 0 ? `fej esetén ${effectClauses(e.heads, 'hu', s)}` : '',
        e.tails.length > 0 ? `írás esetén ${effectClauses(e.tails, 'hu', s)}` : '',
      ].filter(Boolean)
      return `dobj fel egy érmét: ${sides.join('; ')}`
    }
    case 'random-discard': {
      const whose = e.player === 'you' ? 'a kezedből' : 'az ellenfeled kezéből'
      return `${whose} ${countHu(e.n)} véletlenszerű lap a gyűjtőbe kerül`
    }
    default:
      return unreachable(e)
  }
}
