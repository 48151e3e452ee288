/**
 * The rules text a player reads on a command card, generated in Hungarian and English from the card's `order`,
 * `bonuses` and `special` (never written by hand per card), so any card a designer adds renders correctly.
 * Sentence order: who is ordered, what they get this turn, the special action, and for class orders the
 * rulebook's "if you control no such unit, order 1 unit anywhere instead" clause.
 */
import type { LocalizedText } from '../../core/types'
import type { CardBonus, CardDef, CardOrder, CardSpecial, SectorName, UnitClass } from './types'

const SECTOR_ORDER: readonly SectorName[] = ['left', 'centre', 'right']
const SECTOR_EN: Record<SectorName, string> = { left: 'left', centre: 'centre', right: 'right' }
const SECTOR_HU: Record<SectorName, string> = { left: 'bal', centre: 'középső', right: 'jobb' }
const CLASS_EN: Record<UnitClass, string> = { infantry: 'infantry', vehicle: 'vehicle', special: 'special' }
const CLASS_HU: Record<UnitClass, string> = { infantry: 'gyalogsági', vehicle: 'jármű', special: 'különleges' }

/** "a", "a and b", "a, b and c" (English, no Oxford comma). */
function listEn(items: string[], conj: 'and' | 'or'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conj} ${items[items.length - 1]}`
}

/** "a", "a és b", "a, b és c"; with `clauses`, a comma also before the last conjunction (Hungarian punctuation). */
function listHu(items: string[], conj: 'és' | 'vagy', clauses = false): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')}${clauses ? ',' : ''} ${conj} ${items[items.length - 1]}`
}

/** English count of a noun: "1 unit", "2 units". */
function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`
}

/** "in the left sector", "in the left and right sectors", "in any sector". */
function sectorsText(sectors: SectorName[]): LocalizedText {
  const list = SECTOR_ORDER.filter((s) => sectors.includes(s))
  if (list.length === SECTOR_ORDER.length) return { en: 'in any sector', hu: 'bármelyik szektorban' }
  return {
    en: `in the ${listEn(
      list.map((s) => SECTOR_EN[s]),
      'and',
    )} sector${list.length > 1 ? 's' : ''}`,
    hu: `${listHu(
      list.map((s) => `a ${SECTOR_HU[s]}`),
      'és',
    )} szektorban`,
  }
}

/** "1 unit" / "up to 3 units" with an optional adjective, and its Hungarian dative ("legfeljebb 3 … egységednek"). */
function unitsText(count: number, adjEn = '', adjHu = ''): LocalizedText {
  const en = count === 1 ? `1 ${adjEn}unit` : `up to ${count} ${adjEn}units`
  return { en, hu: `${count === 1 ? '1' : `legfeljebb ${count}`} ${adjHu}egységednek` }
}

/** How many units the card orders at most (Infinity for "all"); 0 when it orders none. */
function orderedCount(order: CardOrder): number {
  switch (order.kind) {
    case 'sector':
      return order.groups.reduce((sum, g) => sum + g.count, 0)
    case 'class':
      return order.count === 'all' ? Infinity : order.count
    case 'any':
      return order.count
    case 'none':
      return 0
  }
}

/** Whether every sector gets its own group with the same count ("1 unit in each sector"). */
function isEachSector(groups: { sectors: SectorName[]; count: number }[]): boolean {
  const count = groups[0]?.count
  return (
    groups.length === SECTOR_ORDER.length &&
    groups.every((g) => g.sectors.length === 1 && g.count === count) &&
    SECTOR_ORDER.every((s) => groups.some((g) => g.sectors[0] === s))
  )
}

/** The sentence saying which units the card orders. */
function orderText(order: CardOrder, hasSpecial: boolean): LocalizedText {
  switch (order.kind) {
    case 'sector': {
      const groups = order.groups.filter((g) => g.count > 0 && g.sectors.length > 0)
      const first = groups[0]
      if (!first) return orderText({ kind: 'none' }, hasSpecial)
      if (isEachSector(groups)) {
        const n = first.count
        return {
          en: `Order ${unitsText(n).en} in each sector.`,
          hu: `Adj parancsot mindhárom szektorban ${n === 1 ? '1-1' : `legfeljebb ${n}-${n}`} egységednek.`,
        }
      }
      const parts = groups.map((g) => {
        const units = unitsText(g.count)
        const where = sectorsText(g.sectors)
        return { en: `${units.en} ${where.en}`, hu: `${units.hu} ${where.hu}` }
      })
      return {
        en: `Order ${listEn(
          parts.map((p) => p.en),
          'and',
        )}.`,
        hu: `Adj parancsot ${listHu(
          parts.map((p) => p.hu),
          'és',
        )}.`,
      }
    }
    case 'class': {
      const where = order.sectors ? sectorsText(order.sectors) : null
      const tailEn = where ? ` ${where.en}` : ''
      const tailHu = where ? ` ${where.hu}` : ''
      const en = order.classes.map((c) => CLASS_EN[c])
      const hu = order.classes.map((c) => CLASS_HU[c])
      if (order.count === 'all') {
        return {
          en: `Order all your ${listEn(en, 'and')} units${tailEn}.`,
          hu: `Adj parancsot${tailHu} az összes ${listHu(hu, 'és')} egységednek.`,
        }
      }
      const units = unitsText(order.count, `${listEn(en, 'or')} `, `${listHu(hu, 'vagy')} `)
      return { en: `Order ${units.en}${tailEn}.`, hu: `Adj parancsot ${units.hu}${tailHu}.` }
    }
    case 'any': {
      const n = order.count
      return {
        en: `Order ${n === 1 ? '1 unit' : `up to ${n} units`} of your choice, in any sector.`,
        hu: `Adj parancsot ${n === 1 ? '1' : `legfeljebb ${n}`} tetszőleges egységednek, bármelyik szektorban.`,
      }
    }
    case 'none':
      return hasSpecial
        ? { en: 'Do not order any units.', hu: 'Ne adj parancsot egyetlen egységednek sem.' }
        : { en: 'This card orders no units.', hu: 'Ez a kártya egyetlen egységnek sem ad parancsot.' }
  }
}

/** One bonus as a verb phrase for a singular ("it") or plural ("they") subject. */
function bonusPhrase(bonus: CardBonus, one: boolean): LocalizedText {
  switch (bonus.kind) {
    case 'extra-move':
      return {
        en: `may move ${plural(bonus.hexes, 'extra hex', 'extra hexes')}`,
        hu: `${bonus.hexes} mezővel többet ${one ? 'mozoghat' : 'mozoghatnak'}`,
      }
    case 'attack-after-full-move':
      return {
        en: `may attack even after moving ${one ? 'its' : 'their'} full distance`,
        hu: `teljes mozgás után is ${one ? 'támadhat' : 'támadhatnak'}`,
      }
    case 'extra-die':
      return {
        en: `${one ? 'attacks' : 'attack'} with ${plural(bonus.dice, 'extra die', 'extra dice')}${bonus.meleeOnly ? ' in close combat' : ''}`,
        hu: `${bonus.meleeOnly ? 'közelharcban ' : ''}+${bonus.dice} kockával ${one ? 'támad' : 'támadnak'}`,
      }
    case 'ignore-stop-terrain':
      return {
        en: `${one ? 'does' : 'do'} not have to stop on terrain that normally ends a move`,
        hu: one
          ? 'nem kell megállnia, amikor olyan terepre lép, amely egyébként megállítaná'
          : 'nem kell megállniuk, amikor olyan terepre lépnek, amely egyébként megállítaná őket',
      }
    case 'reroll-misses':
      return {
        en: `${one ? 're-rolls' : 're-roll'} every die that shows a miss, once in each attack`,
        hu: `támadásonként egyszer ${one ? 'újradob' : 'újradobnak'} minden célt tévesztett kockát`,
      }
  }
}

/** The sentence listing the ordered units' bonuses this turn ('' when none). */
function bonusesText(bonuses: CardBonus[], one: boolean): LocalizedText {
  if (bonuses.length === 0) return { en: '', hu: '' }
  const phrases = bonuses.map((b) => bonusPhrase(b, one))
  return {
    en: `This turn ${one ? 'it' : 'they'} ${listEn(
      phrases.map((p) => p.en),
      'and',
    )}.`,
    hu: `Ebben a körben a parancsot kapott ${one ? 'egység' : 'egységek'} ${listHu(
      phrases.map((p) => p.hu),
      'és',
      true,
    )}.`,
  }
}

/** The special action's sentences; `instead` when the card orders no units. */
function specialText(special: CardSpecial, instead: boolean, one: boolean): LocalizedText {
  switch (special.kind) {
    case 'fleet-deployment':
      return {
        en:
          `${instead ? 'Instead, discard' : 'In addition, discard'} any number of cards from your hand and draw one ` +
          'more card than you discarded. This replaces your draw this turn. In a team game, your teammate may also ' +
          'discard any number of cards and draw as many.',
        hu:
          `${instead ? 'Helyette dobj el' : 'Ezenfelül dobj el'} tetszőleges számú kártyát a kezedből, és húzz ` +
          'eggyel többet, mint amennyit eldobtál. Ez helyettesíti a kör végi húzást. Csapatjátékban a csapattársad ' +
          'is eldobhat tetszőleges számú kártyát, és ugyanannyit húzhat helyettük.',
      }
    case 'barrage':
      return {
        en:
          `${instead ? 'Instead, choose' : 'After your attacks, also choose'} any enemy unit and roll ` +
          `${plural(special.dice, 'die', 'dice')} against it: range and line of sight do not matter, terrain does ` +
          'not reduce the dice, and retreat results are ignored.',
        hu:
          `${instead ? 'Helyette válassz' : 'A támadásaid után ezenfelül válassz'} egy tetszőleges ellenséges ` +
          `egységet, és dobj ellene ${special.dice} kockával: a hatótáv és a látómező nem számít, a terep nem ` +
          'csökkenti a kockák számát, a visszavonulás szimbólumokat pedig figyelmen kívül kell hagyni.',
      }
    case 'repair': {
      const f = special.figures
      return {
        en:
          `When you confirm your orders, ${one ? 'the ordered unit gets' : 'each ordered unit gets'} back ` +
          `${f === 1 ? '1 lost figure' : `up to ${f} lost figures`} (never more than it started with).`,
        hu:
          `A parancsok kiosztásakor ${one ? 'a parancsot kapott egységed' : 'minden parancsot kapott egységed'} ` +
          `visszakap ${f === 1 ? '1' : `legfeljebb ${f}`} elvesztett figurát (a kezdő létszámánál többet nem kaphat).`,
      }
    }
  }
}

/** The rulebook's fallback for class orders: with no such unit, order 1 unit anywhere, without the bonuses. */
function fallbackText(order: Extract<CardOrder, { kind: 'class' }>, withoutBonuses: boolean): LocalizedText {
  const where = order.sectors ? sectorsText(order.sectors) : null
  const classesEn = listEn(
    order.classes.map((c) => CLASS_EN[c]),
    'or',
  )
  const classesHu = listHu(
    order.classes.map((c) => CLASS_HU[c]),
    'vagy',
  )
  return {
    en:
      `If you control no ${classesEn} units${where ? ` ${where.en}` : ''}, order 1 unit of your choice in any ` +
      `sector instead${withoutBonuses ? " (it gets none of this card's bonuses)" : ''}.`,
    hu:
      `Ha ${where ? `${where.hu} ` : ''}nem irányítasz egyetlen ${classesHu} egységet sem, adj helyette parancsot ` +
      `1 tetszőleges egységednek bármelyik szektorban${withoutBonuses ? ' (ez az egység nem kapja meg a kártya előnyeit)' : ''}.`,
  }
}

/** The full rules text of a command card in both languages, generated from its order, bonuses and special. */
export function cardRulesText(def: CardDef): LocalizedText {
  const { order, bonuses, special } = def
  const one = orderedCount(order) === 1
  const none = order.kind === 'none'
  const parts: LocalizedText[] = [orderText(order, special !== null)]
  if (!none) parts.push(bonusesText(bonuses, one))
  if (special) parts.push(specialText(special, none && special.kind !== 'repair', one))
  if (order.kind === 'class') {
    parts.push(fallbackText(order, bonuses.length > 0 || special?.kind === 'repair'))
  }
  const join = (lang: keyof LocalizedText) =>
    parts
      .map((p) => p[lang])
      .filter((s) => s !== '')
      .join(' ')
  return { en: join('en'), hu: join('hu') }
}
