/**
 * The text of effects and of the named one-off rules (hooks), in English and Hungarian, for ./text.ts. An effect is a
 * clause starting in lower case: an order to the player ("draw 1 card" / "húzz 1 lapot"), or a statement ("your
 * opponent discards …"). Orders also have their Hungarian "hogy …" form, used after a cost ("…, hogy húzz 1 lapot").
 */
import type { LocalizedText } from '../../../core/types'
import { countEn, listEn, listHu, nounText, oneOf, refText, unreachable, type Scene } from './textNouns'
import {
  amountText,
  conditionText,
  durationText,
  filterText,
  iconsText,
  keywordsText,
  targetText,
  type TargetText,
} from './textParts'
import { order, statement, type Clause } from './textClause'
import { putIntoPlayText, teamEffectText } from './textTeam'
import type { Effect, Filter, HookName } from './vocabulary'

export { order, statement, type Clause } from './textClause'

/** The definite or indefinite Hungarian verb for an object ("pusztítsd el ezt" / "pusztíts el egy …"). */
const agree = (t: TargetText, definite: string, indefinite: string) => (t.definite ? definite : indefinite)

/** "its owner's hand" or "their owners' hands". */
const owners = (t: TargetText, thing: 'hand' | 'deck') =>
  t.plural ? `their owners' ${thing}s` : `its owner's ${thing}`

/** A filter without its controller (the words say whose cards they are). */
function mine(f: Filter): Filter {
  const { controller: _controller, ...rest } = f
  return rest
}

/** The effects in order, joined with "then" / "majd"; the "hogy" form when the first is an order. */
export function sequenceText(effects: readonly Effect[], s: Scene): Clause {
  const clauses = effects.map((e) => effectText(e, s))
  const first = clauses[0]
  const rest = clauses.slice(1).map((c) => c.hu)
  return {
    en: clauses.map((c, i) => (i === 0 ? c.en : `then${c.en.startsWith('if ') ? ',' : ''} ${c.en}`)).join(', '),
    hu: clauses.map((c) => c.hu).join(', majd '),
    ...(first?.huHogy !== undefined ? { huHogy: [first.huHogy, ...rest].join(', majd ') } : {}),
  }
}

/** The text of one effect. */
export function effectText(e: Effect, s: Scene): Clause {
  switch (e.do) {
    case 'damage': {
      const [a, t] = [amountText(e.amount, s), targetText(e.target, s)]
      return order(`deal ${a.en} damage to ${t.en}${a.tail.en}`, 'okozz', '', `${a.hu} sebzést ${t.hu.dat}${a.tail.hu}`)
    }
    case 'focus': {
      const [a, t] = [amountText(e.amount, s), targetText(e.target, s)]
      const tokens = countEn(a.en, 'focus token', 'focus tokens')
      return order(
        `place ${tokens} on ${t.en}${a.tail.en}`,
        'tegyél',
        '',
        `${a.hu} fókuszjelzőt ${t.hu.sub}${a.tail.hu}`,
      )
    }
    case 'unfocus':
    case 'heal': {
      const t = targetText(e.target, s)
      const [en, hu] = e.do === 'unfocus' ? ['focus token', 'fókuszjelzőt'] : ['damage', 'sebzést']
      if (e.amount === 'all') {
        const all = e.do === 'unfocus' ? 'all focus tokens' : 'all damage'
        return order(`remove ${all} from ${t.en}`, 'távolítsd', 'el', `az összes ${hu} ${t.hu.del}`)
      }
      const a = amountText(e.amount, s)
      const what = e.do === 'unfocus' ? countEn(a.en, en, `${en}s`) : `${a.en} ${en}`
      return order(`remove ${what} from ${t.en}${a.tail.en}`, 'távolíts', 'el', `${a.hu} ${hu} ${t.hu.del}${a.tail.hu}`)
    }
    case 'move-damage': {
      const [from, to] = [targetText(e.from, s), targetText(e.to, s)]
      const en = `move ${e.amount} damage from ${from.en} to ${to.en}`
      return order(en, 'helyezz', 'át', `${e.amount} sebzést ${from.hu.del} ${to.hu.sub}`)
    }
    case 'shield': {
      const t = targetText(e.target, s)
      const [en, hu] = e.ignoreLimit ? [' (even as a second shield)', ' (akár második pajzsként is)'] : ['', '']
      return order(`place 1 shield on ${t.en}${en}`, 'tegyél', '', `1 pajzsot ${t.hu.sub}${hu}`)
    }
    case 'clear': {
      const t = targetText(e.target, s)
      const words = {
        focus: ['focus tokens', 'fókuszjelzőt'],
        damage: ['damage', 'sebzést'],
        shields: ['shields', 'pajzsot'],
      }
      const items = e.what.map((w) =>
        w === 'enhancements' ? ['enhancements', nounText('enhancement').hu.acc] : words[w],
      )
      const [en, hu] = [
        listEn(
          items.map((i) => i[0] ?? ''),
          'and',
        ),
        listHu(
          items.map((i) => i[1] ?? ''),
          'és',
        ),
      ]
      return order(`discard all ${en} from ${t.en}`, 'dobd', 'el', `${t.hu.del} az összes ${hu}`)
    }
    case 'draw': {
      const a = amountText(e.amount, s)
      return order(`draw ${countEn(a.en, 'card', 'cards')}${a.tail.en}`, 'húzz', '', `${a.hu} lapot${a.tail.hu}`)
    }
    case 'discard-hand':
      return discardHandText(e)
    case 'recover': {
      const a = amountText(e.amount, s)
      const single = a.one && !a.tail.en
      if (e.from === 'top') {
        const en = single ? 'the top card' : `the top ${countEn(a.en, 'card', 'cards')}`
        const hu = single ? 'legfelső lapját' : `felső ${a.hu} lapját`
        const rest = `a kezedbe a dobópaklid ${hu}${a.tail.hu}`
        return order(`take ${en} of your discard pile back into your hand${a.tail.en}`, 'vedd', 'vissza', rest)
      }
      const p = filterText(e.filter ?? {}, s)
      const [en, hu] = single ? [oneOf(p).en, oneOf(p).hu.acc] : [`${a.en} ${p.enPl}`, `${a.hu} ${p.hu.acc}`]
      const rest = `a dobópaklidból a kezedbe ${hu}${a.tail.hu}`
      return order(`take ${en} from your discard pile back into your hand${a.tail.en}`, 'vegyél', 'vissza', rest)
    }
    case 'put-into-play':
      return putIntoPlayText(e, s)
    case 'destroy': {
      const t = targetText(e.target, s)
      return order(`destroy ${t.en}`, agree(t, 'pusztítsd', 'pusztíts'), 'el', t.hu.acc)
    }
    case 'sacrifice': {
      const p = filterText(mine(e.filter), s)
      if (e.whose === 'you') return order(`sacrifice one of your ${p.enPl}`, 'áldozz', 'fel', `egy saját ${p.hu.acc}`)
      const en = `your opponent sacrifices one of their ${p.enPl} (if they have one)`
      return statement(en, `az ellenfeled feláldoz egy saját ${p.hu.acc} (ha van ilyen)`)
    }
    case 'discard': {
      const t = targetText(e.target, s)
      return order(`discard ${t.en} from play`, agree(t, 'dobd', 'dobj'), 'el', `${t.hu.acc} a játékból`)
    }
    case 'return-to-hand': {
      const t = targetText(e.target, s)
      const rest = `${t.hu.acc} a tulajdonosa kezébe`
      return order(`return ${t.en} to ${owners(t, 'hand')}`, agree(t, 'juttasd', 'juttass'), 'vissza', rest)
    }
    case 'to-deck-bottom': {
      const t = targetText(e.target, s)
      const en = `put ${t.en} on the bottom of ${owners(t, 'deck')}, in random order`
      return order(
        en,
        agree(t, 'tedd', 'tegyél'),
        '',
        `${t.hu.acc} a tulajdonosa paklijának aljára, véletlen sorrendben`,
      )
    }
    case 'capture': {
      const t = targetText(e.target, s)
      const [en, hu] =
        e.at === 'self'
          ? ['this objective', 'ennél a célnál']
          : ['a dark side objective of your choice', 'egy általad választott sötét oldali célnál']
      return order(`capture ${t.en} at ${en}`, agree(t, 'fogd', 'fogj'), 'el', `${t.hu.acc} ${hu}`)
    }
    case 'capture-from-hand': {
      const en = `capture ${countEn(e.amount, 'random card', 'random cards')} from your opponent's hand at this objective`
      return order(en, 'fogj', 'el', `ennél a célnál véletlenszerűen ${e.amount} lapot az ellenfeled kezéből`)
    }
    case 'rescue': {
      const may = e.intoPlay === 'may'
      const en = `rescue a captured card${may ? "; a rescued unit may enter play under its owner's control" : ''}`
      const hu = `egy elfogott kártyát${may ? '; ha egység, a tulajdonosa irányítása alatt játékba is teheted' : ''}`
      return order(en, 'ments', 'ki', hu)
    }
    case 'examine-top':
      return examineText(e, s)
    case 'look-at-hand':
      return order("look at your opponent's hand", 'nézd', 'meg', 'az ellenfeled kezét')
    case 'hand-to-deck-bottom': {
      const en = `put ${countEn(e.amount, 'card', 'cards')} from your hand on the bottom of your deck`
      return order(en, 'tegyél', '', `${e.amount} lapot a kezedből a paklid aljára`)
    }
    case 'mill': {
      const [en, hu] =
        e.amount === 1 ? ['the top card', 'legfelső lapját'] : [`the top ${e.amount} cards`, `felső ${e.amount} lapját`]
      return order(`discard ${en} of your deck`, 'dobd', 'el', `a paklid ${hu}`)
    }
    case 'dial': {
      const n = Math.abs(e.by)
      const [en, hu] = e.min === undefined ? ['', ''] : [` (never below ${e.min})`, ` (de ${e.min} alá nem)`]
      return e.by < 0
        ? order(
            `lower the Death Star dial by ${n}${en}`,
            'csökkentsd',
            '',
            `a Halálcsillag számláló értékét ${n} ponttal${hu}`,
          )
        : order(
            `raise the Death Star dial by ${n}${en}`,
            'növeld',
            '',
            `a Halálcsillag számláló értékét ${n} ponttal${hu}`,
          )
    }
    case 'grant':
      return grantText(e, s)
    case 'restrict': {
      const [t, d] = [targetText(e.target, s), durationText(e.duration)]
      const roles = {
        attack: ['an attacker', 'nem lehet támadónak'],
        defend: ['a defender', 'nem lehet védőnek'],
        'attack-or-defend': ['an attacker or a defender', 'sem támadónak, sem védőnek nem lehet'],
      }[e.cannot]
      return statement(`${t.en} may not be declared as ${roles[0]} ${d.en}`, `${d.hu} ${t.hu.acc} ${roles[1]} jelölni`)
    }
    case 'next-card': {
      const less = { en: `costs ${e.costLess} less`, hu: `${e.costLess} erőforrással kevesebbe kerül` }
      const free = { en: 'needs no resource match', hu: 'nem kell hozzá erőforrás-egyezés' }
      const which = 'amelyet ebben a fázisban kijátszol'
      if (e.costLess <= 0) {
        const hu = `a következő laphoz, ${which}, ${e.ignoreMatch ? 'nem kell erőforrás-egyezés' : 'nincs kedvezmény'}`
        return statement(`the next card you play this phase ${e.ignoreMatch ? free.en : 'gets nothing off'}`, hu)
      }
      const [en, hu] = e.ignoreMatch ? [`${less.en} and ${free.en}`, `${less.hu}, és ${free.hu}`] : [less.en, less.hu]
      return statement(`the next card you play this phase ${en}`, `a következő lap, ${which}, ${hu}`)
    }
    case 'ignore-match': {
      const d = durationText(e.duration)
      return statement(
        `${d.en}, cards you play from your hand need no resource match`,
        `${d.hu} a kezedből kijátszott lapjaidhoz nem kell erőforrás-egyezés`,
      )
    }
    case 'cancel': {
      const card = refText('trigger', s)
      return order(`cancel the effects of ${card.en}`, 'hatástalanítsd', '', card.hu.acc)
    }
    case 'prevent':
      return order(`prevent ${e.amount} of that damage`, 'akadályozz', 'meg', `ebből ${e.amount} sebzést`)
    case 'redirect': {
      const t = targetText(e.to, s)
      return order(
        `deal ${e.amount} of that damage to ${t.en} instead`,
        'okozz',
        '',
        `ebből ${e.amount} sebzést helyette ${t.hu.dat}`,
      )
    }
    case 'instead-to-hand': {
      const card = refText('trigger', s)
      return order(
        `send ${card.en} to its owner's hand instead`,
        'juttasd',
        '',
        `${card.hu.acc} helyette a tulajdonosa kezébe`,
      )
    }
    case 'reduce-cost': {
      const [card, a] = [refText('trigger', s), amountText(e.amount, s)]
      const [en, hu] = e.min > 0 ? [` (never below ${e.min})`, ` (de ${e.min} alá nem)`] : ['', '']
      const rest = `${card.hu.dat} a költségét ${a.hu} erőforrással${a.tail.hu}${hu}`
      return order(`lower the cost of ${card.en} by ${a.en}${a.tail.en}${en}`, 'csökkentsd', '', rest)
    }
    case 'if': {
      const [cond, then] = [conditionText(e.cond, s), sequenceText(e.then, s)]
      const other = e.else && e.else.length > 0 ? sequenceText(e.else, s) : null
      // "Unless …": nothing when it holds, the other effects when it does not.
      if (e.then.length === 0 && other)
        return statement(`unless ${cond.en}, ${other.en}`, `hacsak nem ${cond.hu}, ${other.hu}`)
      return statement(
        `if ${cond.en}, ${then.en}${other ? `; otherwise, ${other.en}` : ''}`,
        `ha ${cond.hu}, ${then.hu}${other ? `; ha nem, ${other.hu}` : ''}`,
      )
    }
    case 'may': {
      const inner = sequenceText(e.effects, s)
      const en = inner.huHogy !== undefined ? `you may ${inner.en}` : `if you wish, ${inner.en}`
      return statement(en, `ha akarod, ${inner.hu}`)
    }
    case 'hook':
      return hookText(e.name, s)
    default:
      return teamEffectText(e, s, sequenceText)
  }
}

/** Discarding from a hand: whose hand, chosen by whom. */
function discardHandText(e: Extract<Effect, { do: 'discard-hand' }>): Clause {
  const cards = countEn(e.amount, 'card', 'cards')
  if (e.whose === 'you') {
    return e.chooser === 'random'
      ? order(`discard ${cards} at random from your hand`, 'dobj', 'el', `véletlenszerűen ${e.amount} lapot a kezedből`)
      : order(`discard ${cards} from your hand`, 'dobj', 'el', `${e.amount} lapot a kezedből`)
  }
  switch (e.chooser) {
    case 'owner':
      return statement(
        `your opponent discards ${cards} of their choice from their hand`,
        `az ellenfeled eldob a kezéből ${e.amount} általa választott lapot`,
      )
    case 'you':
      return order(
        `discard ${cards} of your choice from your opponent's hand`,
        'dobj',
        'el',
        `az ellenfeled kezéből ${e.amount} általad választott lapot`,
      )
    case 'random':
      return order(
        `discard ${cards} at random from your opponent's hand`,
        'dobj',
        'el',
        `véletlenszerűen ${e.amount} lapot az ellenfeled kezéből`,
      )
    default:
      return unreachable(e.chooser)
  }
}

/** Looking at the top of a deck, taking some and putting the rest back. */
function examineText(e: Extract<Effect, { do: 'examine-top' }>, s: Scene): Clause {
  const [deckEn, deckHu] =
    e.whose === 'you' ? ['your deck', 'a paklid'] : ["your opponent's deck", 'az ellenfeled paklijának']
  const p = filterText(e.take.filter ?? {}, s)
  const n = e.take.count
  let take: LocalizedText
  if (e.take.to === 'hand') {
    take =
      n === 'all'
        ? { en: `take every ${p.en} among them into your hand`, hu: `vedd a kezedbe közülük az összes ${p.hu.acc}` }
        : {
            en: `take ${n === 1 ? oneOf(p).en : `${n} ${p.enPl}`} among them into your hand`,
            hu: `vegyél a kezedbe közülük ${n === 1 ? 'egy' : n} ${p.hu.acc}`,
          }
  } else {
    const what = n === 'all' ? `every ${p.en}` : n === 1 ? oneOf(p).en : `${n} ${p.enPl}`
    take = {
      en: `capture ${what} among them at this objective`,
      hu: `fogj el közülük ${n === 'all' ? 'minden' : n === 1 ? 'egy' : n} ${p.hu.acc} ennél a célnál`,
    }
  }
  const [restEn, restHu] =
    e.rest === 'top' ? ['back on top', 'vissza a pakli tetejére'] : ['on the bottom', 'a pakli aljára']
  const reveal = e.reveal ? { en: ' and reveal them', hu: ', fedd fel őket' } : { en: '', hu: '' }
  const en = `look at the top ${e.count} cards of ${deckEn}${reveal.en}; ${take.en}, and put the rest ${restEn} in any order`
  const rest = `${deckHu} felső ${e.count} lapját${reveal.hu}; ${take.hu}, a többit pedig tetszőleges sorrendben tedd ${restHu}`
  return order(en, 'nézd', 'meg', rest)
}

/** Lasting icons and keywords: "give … until the end of …" / "adj … -ig". */
function grantText(e: Extract<Effect, { do: 'grant' }>, s: Scene): Clause {
  const [t, d] = [targetText(e.target, s), durationText(e.duration)]
  const parts: LocalizedText[] = []
  let definite = false
  if (e.icons === 'choose-one')
    parts.push({ en: '1 combat icon of your choice', hu: '1 általad választott harci ikont' })
  else if (e.icons === 'printed-of-previous') {
    const card = refText('previous', s)
    // "az eldobott kártya ikonjait", but "annak a kártyának az ikonjait" (a pointing possessor takes the dative).
    const owner = s.previous === 'card' ? `${card.hu.dat} a` : card.hu.nom
    parts.push({ en: `the printed combat icons of ${card.en}`, hu: `${owner} nyomtatott harci ikonjait` })
    definite = true
  } else if (e.icons) parts.push(iconsText(e.icons))
  if (e.keywords && e.keywords.length > 0) {
    parts.push(keywordsText(e.keywords))
    definite ||= parts.length === 1
  }
  if (parts.length === 0) parts.push({ en: 'nothing', hu: 'semmit' })
  const en = listEn(
    parts.map((p) => p.en),
    'and',
  )
  const hu = parts.map((p) => p.hu).join(', valamint ')
  return order(`give ${t.en} ${en} ${d.en}`, definite ? 'add' : 'adj', '', `${t.hu.dat} ${hu} ${d.hu}`)
}

/**
 * The named one-off rules, described in our own words (clauses; ./text.ts makes sentences of them). `s.self` is the
 * card's noun ("this unit"), `s.host` the enhanced card's.
 */
export function hookText(name: HookName, s: Scene): Clause {
  const self = refText('self', s)
  switch (name) {
    case 'restart-edge-battle':
      return statement(
        'call off this edge battle and the effects of every other fate card revealed with it; both edge stacks are cleared away and a fresh edge battle begins',
        'ez az előnycsata érvényét veszti, és a vele együtt felfedett többi sorskártya hatása is elmarad; mindkét előnypakli a dobópaklikba kerül, és új előnycsata kezdődik',
      )
    case 'fates-twice':
      return statement(
        `while ${self.en} takes part in an engagement, each of your fate cards may resolve one more time`,
        `amíg ${self.hu.nom} részt vesz egy összecsapásban, minden sorskártyád hatását még egyszer végrehajthatod`,
      )
    case 'first-edge-face-up':
      return statement(
        `while ${self.en} takes part in an engagement, the first edge card your opponent places goes face up`,
        `amíg ${self.hu.nom} részt vesz egy összecsapásban, az ellenfeled az első előnylapját képpel felfelé teszi le`,
      )
    case 'redirect-engagement':
      return statement(
        `your opponent must engage ${self.en} in its place`,
        `az ellenfelednek helyette ${self.hu.acc} kell megtámadnia`,
      )
    case 'engage-again':
      return statement(
        'you may engage that same objective once more this phase',
        'ebben a fázisban még egyszer megtámadhatod ugyanazt a célt',
      )
    case 'search-objective-deck':
      return order(
        'search your objective deck for your next objective, put it into play, then shuffle that deck',
        'keresd',
        'ki',
        'a célpaklidból a következő célodat, tedd játékba, majd keverd meg a célpaklidat',
      )
    case 'keep-three-units':
      return statement(
        "each player picks up to 3 of their units to keep; every other unit goes back to its owner's hand",
        'minden játékos kiválaszt legfeljebb 3 saját egységet, amelyek maradnak; minden más egység visszakerül a tulajdonosa kezébe',
      )
    case 'split-unit-damage': {
      const host = refText('host', s)
      return statement(
        `${host.en} may split the damage of its unit damage icons among any participating enemy units`,
        `${host.hu.nom} az egységsebzés-ikonjaiból eredő sebzést tetszés szerint szétoszthatja a részt vevő ellenséges egységek között`,
      )
    }
    case 'captured-when-leaving':
      return statement(
        `whenever ${self.en} leaves play, your opponent captures it at one of their dark side objectives`,
        `amikor ${self.hu.nom} elhagyja a játékot, az ellenfeled elfogja egy általa választott sötét oldali célnál`,
      )
    case 'play-as-enhancement':
      return statement(
        `you may put ${self.en} into play as an enhancement attached to one of your Fighter units`,
        `${self.hu.acc} ${nounText('enhancement').hu.nom}ként is játékba teheted, egy saját Fighter egységedhez csatolva`,
      )
    case 'play-into-engagement':
      return statement(
        `during an engagement you may play ${self.en} from your hand straight into it, participating on your side`,
        `összecsapás közben ${self.hu.acc} a kezedből egyenesen az összecsapásba is kijátszhatod, a te oldaladon részt vevőként`,
      )
    case 'join-from-hand':
      return order(
        `put ${self.en} into play from your hand, participating in the engagement`,
        'tedd',
        'játékba',
        `${self.hu.acc} a kezedből, az összecsapásban részt vevőként`,
      )
    case 'trench-run':
      return statement(
        'the Death Star dial can be engaged as if it were a dark side objective (it is still not an objective); once the dial holds 10 or more damage, the light side wins',
        'a Halálcsillag számlálót úgy lehet megtámadni, mintha sötét oldali cél volna (de nem az); ha legalább 10 sebzés van rajta, a világos oldal megnyeri a játékot',
      )
    case 'destroy-lowest-cost':
      return order(
        'destroy the non-Vehicle unit in play with the lowest printed cost (the active player breaks a tie)',
        'pusztítsd',
        'el',
        'a játékban lévő legalacsonyabb nyomtatott költségű, nem Vehicle egységet (egyenlőségnél az aktív játékos dönt)',
      )
    default:
      return unreachable(name)
  }
}
