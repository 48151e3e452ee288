/**
 * The text of the effects Balance of the Force brought (players as groups, control, edge stacks, captives, delayed
 * discards) and of putting a card into play, in English and Hungarian, for ./textEffects.ts. As there, an effect is a
 * clause: an order to the player or a statement; inside "each friendly player …" the orders speak to each of them.
 */
import { order, statement, type Clause } from './textClause'
import type { LocalizedText } from '../../../core/types'
import { anEn, oneOf, refText, unreachable, type Scene } from './textNouns'
import { filterText, targetText } from './textParts'
import type { Effect, PlayerGroup } from './vocabulary'

/** The effects ./textEffects.ts hands over. */
type TeamEffect = Extract<
  Effect,
  { do: 'each-player' | 'take-control' | 'edge-from-hand' | 'move-captive' | 'discard-at-end' }
>

/** A group of players: "friendly player" / "barátságos játékos", "other friendly player" / "másik …". */
export function groupText(group: PlayerGroup): LocalizedText {
  return group === 'friendly'
    ? { en: 'friendly player', hu: 'barátságos játékos' }
    : { en: 'other friendly player', hu: 'másik barátságos játékos' }
}

/** Putting a card into play: one you choose or this one, from your hand or discard pile, maybe for a teammate. */
export function putIntoPlayText(e: Extract<Effect, { do: 'put-into-play' }>, s: Scene): Clause {
  const card = e.self ? refText('self', s) : oneOf(filterText(e.filter ?? {}, s))
  const [where, honnan] = e.from === 'hand' ? ['hand', 'kezedből'] : ['discard pile', 'dobópaklidból']
  const [en, hu] = e.participating ? [' as a participating unit', ', részt vevő egységként'] : ['', '']
  const group = e.to ? groupText(e.to) : null
  const [toEn, toHu] = group
    ? [` under the control of ${anEn(group.en)} of your choice`, `, egy általad választott ${group.hu} irányítása alá`]
    : ['', '']
  const verb = e.self ? 'tedd' : 'tegyél'
  return order(
    `put ${card.en} from your ${where} into play${en}${toEn}`,
    verb,
    'játékba ',
    `${card.hu.acc} a ${honnan}${hu}${toHu}`,
  )
}

/**
 * The text of an effect Balance of the Force brought. `sequenceText` (the words of nested effects) comes from
 * ./textEffects.ts, which imports this module: passing it keeps the two from importing each other.
 */
export function teamEffectText(
  e: TeamEffect,
  s: Scene,
  sequenceText: (effects: readonly Effect[], s: Scene) => Clause,
): Clause {
  switch (e.do) {
    case 'each-player': {
      const [group, inner] = [groupText(e.who), sequenceText(e.effects, s)]
      return statement(`each ${group.en}, one after another: ${inner.en}`, `minden ${group.hu} sorra: ${inner.hu}`)
    }
    case 'take-control': {
      const t = targetText(e.target, s)
      if (!e.to) return order(`take control of ${t.en}`, 'vedd', 'át', `${t.hu.dat} az irányítását`)
      const group = groupText(e.to)
      return order(
        `give control of ${t.en} to ${anEn(group.en)} of your choice`,
        'add',
        'át',
        `${t.hu.dat} az irányítását egy általad választott ${group.hu}nak`,
      )
    }
    case 'edge-from-hand': {
      const p = filterText(e.filter, s)
      return statement(
        `a friendly player you target may put 1 ${p.en} from their hand face up into your edge stack`,
        `egy általad célpontként kijelölt barátságos játékos a kezéből képpel felfelé betehet 1 ${p.hu.acc} az előnypaklidba`,
      )
    }
    case 'move-captive':
      return order(
        'move 1 captured card from the objective holding it to a different dark side objective of your choice',
        'helyezz',
        'át',
        '1 elfogott kártyát az azt őrző célról egy általad választott másik sötét oldali célhoz',
      )
    case 'discard-at-end': {
      const t = targetText(e.target, s)
      const [en, hu] = e.duration === 'phase' ? ['phase', 'a fázis'] : ['turn', 'a kör']
      return statement(
        `if ${t.en} is still in play at the end of the ${en}, discard it`,
        `ha ${t.hu.nom} ${hu} végén még játékban van, dobd el`,
      )
    }
    default:
      return unreachable(e)
  }
}
