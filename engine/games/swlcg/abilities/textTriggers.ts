/**
 * The words of triggers for the rules text generator (./text.ts): what a reaction answers ("after your opponent's
 * turn starts" / "miután elkezdődött az ellenfeled köre") or an interrupt ("when … would take damage" / "amikor …
 * sebzést kapna"), and the noun of the card a trigger names ("that event" / "azt az eseménykártyát").
 */
import { countEn, oneOf, refText, unreachable, type Named, type Noun, type Scene } from './textNouns'
import { filterNoun, filterText, phaseName } from './textParts'
import type { Filter, Trigger } from './vocabulary'

/** A trigger as a clause: English after "after" (or "when", `enWhen` where it differs), Hungarian in two tenses. */
export type TriggerWords = { en: string; enWhen?: string; huPast: string; huNow: string }

/** The card a trigger names: this card, its host, or any card matching a filter ("a Character unit"). */
function triggerCard(card: 'self' | 'host' | Filter, s: Scene): Named {
  return card === 'self' || card === 'host' ? refText(card, s) : oneOf(filterText(card, s))
}

/** A trigger's words. */
export function triggerText(t: Trigger, s: Scene): TriggerWords {
  const self = refText('self', s)
  switch (t.on) {
    case 'turn-began':
      return t.whose === 'you'
        ? { en: 'your turn starts', huPast: 'elkezdődött a köröd', huNow: 'elkezdődik a köröd' }
        : {
            en: "your opponent's turn starts",
            huPast: 'elkezdődött az ellenfeled köre',
            huNow: 'elkezdődik az ellenfeled köre',
          }
    case 'phase-began': {
      const phase = phaseName(t.phase)
      const [en, hu] =
        t.whose === 'you'
          ? [`your ${phase.en} phase`, `a ${phase.hu} fázisod`]
          : [`your opponent's ${phase.en} phase`, `az ellenfeled ${phase.hu} fázisa`]
      return { en: `${en} starts`, huPast: `elkezdődött ${hu}`, huNow: `elkezdődik ${hu}` }
    }
    case 'refreshed':
      return t.phaseEnd
        ? {
            en: 'your refresh phase is over',
            huPast: 'véget ért a frissítés fázisod',
            huNow: 'véget ér a frissítés fázisod',
          }
        : { en: 'you finish refreshing', huPast: 'befejezted a frissítést', huNow: 'befejezed a frissítést' }
    case 'card-played': {
      const card = oneOf(filterText(t.filter, s))
      if (t.by === 'you') {
        return {
          en: `you have played ${card.en}`,
          enWhen: `you play ${card.en}`,
          huPast: `kijátszottál ${card.hu.acc}`,
          huNow: `kijátszol ${card.hu.acc}`,
        }
      }
      if (t.by === 'opponent') {
        return {
          en: `your opponent plays ${card.en}`,
          huPast: `az ellenfeled kijátszott ${card.hu.acc}`,
          huNow: `az ellenfeled kijátszik ${card.hu.acc}`,
        }
      }
      return { en: `${card.en} is played`, huPast: `kijátszottak ${card.hu.acc}`, huNow: `kijátszanak ${card.hu.acc}` }
    }
    case 'entered-play': {
      const [en, hu] = t.duringEngagement ? [' during an engagement', ' egy összecsapás közben'] : ['', '']
      if (t.played) {
        return {
          en: `you play ${self.en}${en}`,
          huPast: `kijátszottad ${self.hu.acc}${hu}`,
          huNow: `kijátszod ${self.hu.acc}${hu}`,
        }
      }
      return {
        en: `${self.en} comes into play${en}`,
        huPast: `${self.hu.nom} játékba került${hu}`,
        huNow: `${self.hu.nom} játékba kerül${hu}`,
      }
    }
    case 'leaves-play': {
      const card = triggerCard(t.card, s)
      return {
        en: `${card.en} leaves play`,
        huPast: `${card.hu.nom} elhagyta a játékot`,
        huNow: `${card.hu.nom} elhagyja a játékot`,
      }
    }
    case 'destroyed': {
      const card = triggerCard(t.card, s)
      return { en: `${card.en} is destroyed`, huPast: `${card.hu.nom} elpusztult`, huNow: `${card.hu.nom} elpusztul` }
    }
    case 'objective-engaged': {
      const card = oneOf(filterText(t.card, s, 'objective'))
      return { en: `${card.en} is engaged`, huPast: `megtámadtak ${card.hu.acc}`, huNow: `megtámadnak ${card.hu.acc}` }
    }
    case 'declared': {
      const [en, hu] =
        t.as === 'attacker' ? ['an attacker', 'támadónak'] : ['an attacker or a defender', 'támadónak vagy védőnek']
      return {
        en: `${self.en} is declared ${en}`,
        huPast: `${self.hu.acc} ${hu} jelölték`,
        huNow: `${self.hu.acc} ${hu} jelölik`,
      }
    }
    case 'focused-to-strike': {
      const card = triggerCard(t.card, s)
      const [en, hu] = t.asAttacker ? [' as an attacker', 'támadóként '] : ['', '']
      return {
        en: `${card.en} is focused for a strike${en}`,
        huPast: `${card.hu.nom} ${hu}csapást indított`,
        huNow: `${card.hu.nom} ${hu}csapást indít`,
      }
    }
    case 'strike-resolved': {
      const card = oneOf(filterText(t.card, s))
      return {
        en: `${card.en} resolves a strike`,
        huPast: `${card.hu.nom} végrehajtott egy csapást`,
        huNow: `${card.hu.nom} végrehajt egy csapást`,
      }
    }
    case 'dealt-damage': {
      const card = oneOf(filterText(t.card, s))
      return {
        en: `${self.en} deals damage to ${card.en}`,
        huPast: `${self.hu.nom} sebzést okozott ${card.hu.dat}`,
        huNow: `${self.hu.nom} sebzést okoz ${card.hu.dat}`,
      }
    }
    case 'damage': {
      const card = oneOf(filterText(t.card, s))
      return {
        en: `${card.en} takes damage`,
        enWhen: `${card.en} would take damage`,
        huPast: `${card.hu.nom} sebzést kapott`,
        huNow: `${card.hu.nom} sebzést kapna`,
      }
    }
    case 'edge-won': {
      const [en, hu] = t.asAttacker ? [' while attacking', 'támadóként '] : ['', '']
      return {
        en: `you win an edge battle${en}`,
        huPast: `${hu}megnyertél egy előnycsatát`,
        huNow: `${hu}megnyersz egy előnycsatát`,
      }
    }
    case 'survived': {
      const [en, hu] = t.unopposed ? [' unopposed', 'védők nélküli '] : ['', '']
      return {
        en: `${self.en} attacks${en} and survives the engagement`,
        huPast: `${self.hu.nom} támadóként túlélt egy ${hu}összecsapást`,
        huNow: `${self.hu.nom} támadóként túlél egy ${hu}összecsapást`,
      }
    }
    case 'committed':
      return {
        en: `you commit ${self.en} to the Force`,
        huPast: `az Erőhöz rendelted ${self.hu.acc}`,
        huNow: `az Erőhöz rendeled ${self.hu.acc}`,
      }
    case 'objective-destroyed': {
      if (t.whose === 'you')
        return {
          en: 'one of your objectives is destroyed',
          huPast: 'elpusztult egy célod',
          huNow: 'elpusztul egy célod',
        }
      if (t.whose === 'opponent') {
        return {
          en: "one of your opponent's objectives is destroyed",
          huPast: 'elpusztult az ellenfeled egyik célja',
          huNow: 'elpusztul az ellenfeled egyik célja',
        }
      }
      return { en: 'any objective is destroyed', huPast: 'elpusztult egy cél', huNow: 'elpusztul egy cél' }
    }
    case 'resources-generated': {
      const host = refText(t.card, s)
      return {
        en: `${host.en} generates resources`,
        huPast: `${host.hu.nom} erőforrást termelt`,
        huNow: `${host.hu.nom} erőforrást termel`,
      }
    }
    case 'captured-unit':
      return {
        en: 'you capture an enemy unit from play',
        huPast: 'elfogtál egy játékban lévő ellenséges egységet',
        huNow: 'elfogsz egy játékban lévő ellenséges egységet',
      }
    case 'interrupt-used':
      return {
        en: 'another interrupt ability is used',
        huPast: 'használtak egy másik megszakító képességet',
        huNow: 'egy másik megszakító képességet használnak',
      }
    default:
      return teamTriggerText(t)
  }
}

/** The triggers Balance of the Force brought (turn ends, Force struggles, control, common reserves). */
type TeamTrigger = Extract<
  Trigger,
  { on: 'turn-ended' | 'force-won' | 'dial-raised' | 'defenders-declared' | 'took-control' | 'played-from-reserve' }
>

/** The words of the triggers Balance of the Force brought. */
function teamTriggerText(t: TeamTrigger): TriggerWords {
  switch (t.on) {
    case 'turn-ended':
      return t.whose === 'you'
        ? { en: 'your turn ends', huPast: 'véget ért a köröd', huNow: 'véget ér a köröd' }
        : {
            en: "your opponent's turn ends",
            huPast: 'véget ért az ellenfeled köre',
            huNow: 'véget ér az ellenfeled köre',
          }
    case 'force-won': {
      const [en, hu] =
        t.margin === undefined
          ? ['', '']
          : [` by ${t.margin} or more Force icons`, ` legalább ${t.margin} Erő ikon különbséggel`]
      return {
        en: `your side wins a Force struggle${en}`,
        huPast: `az oldalad megnyert egy Erőért folyó küzdelmet${hu}`,
        huNow: `az oldalad megnyer egy Erőért folyó küzdelmet${hu}`,
      }
    }
    case 'dial-raised':
      return {
        en: 'the Death Star dial goes up',
        huPast: 'nőtt a Halálcsillag számláló értéke',
        huNow: 'nő a Halálcsillag számláló értéke',
      }
    case 'defenders-declared': {
      const [what, huWhat] =
        t.count === undefined
          ? ['defenders', 'védőket']
          : [
              `exactly ${countEn(t.count, 'unit', 'units')} as ${t.count === 1 ? 'a defender' : 'defenders'}`,
              `pontosan ${t.count} egységet védőnek`,
            ]
      return t.by === 'you'
        ? { en: `you declare ${what}`, huPast: `${huWhat} jelöltél`, huNow: `${huWhat} jelölsz` }
        : {
            en: `your opponent declares ${what}`,
            huPast: `az ellenfeled ${huWhat} jelölt`,
            huNow: `az ellenfeled ${huWhat} jelöl`,
          }
    }
    case 'took-control':
      return {
        en: 'you take control of a unit',
        huPast: 'átvetted egy egység irányítását',
        huNow: 'átveszed egy egység irányítását',
      }
    case 'played-from-reserve':
      return {
        en: "you play a card from another player's common reserve",
        huPast: 'kijátszottál egy lapot egy másik játékos közös tartalékából',
        huNow: 'kijátszol egy lapot egy másik játékos közös tartalékából',
      }
    default:
      return unreachable(t)
  }
}

/** The noun of the card a trigger names. */
export function triggerNoun(t: Trigger, s: Scene): Noun {
  const of = (card: 'self' | 'host' | Filter): Noun =>
    card === 'self' ? s.self : card === 'host' ? s.host : filterNoun(card)
  switch (t.on) {
    case 'card-played':
      return filterNoun(t.filter)
    case 'leaves-play':
    case 'destroyed':
    case 'focused-to-strike':
      return of(t.card)
    case 'strike-resolved':
    case 'dealt-damage':
    case 'damage':
      return filterNoun(t.card)
    case 'entered-play':
    case 'declared':
    case 'committed':
    case 'survived':
      return s.self
    case 'objective-engaged':
    case 'objective-destroyed':
      return 'objective'
    case 'resources-generated':
      return s.host
    case 'captured-unit':
      return 'unit'
    case 'interrupt-used':
      return 'ability'
    case 'defenders-declared':
    case 'took-control':
      return 'unit'
    case 'turn-began':
    case 'phase-began':
    case 'refreshed':
    case 'edge-won':
    case 'turn-ended':
    case 'force-won':
    case 'dial-raised':
    case 'played-from-reserve':
      return 'card'
    default:
      return unreachable(t)
  }
}
