/**
 * The rules text of a special ability or Force power, generated in Hungarian and English from the ability table
 * (abilities.ts: name, Force cost, what it replaces) and the rules table (what it does, as a function of the card's
 * number): "Name N: [Force power, cost.] [Instead of its attacks:] description". The rules of the Force powers and of
 * the squad-level special abilities are here, the other special abilities' in abilityRules.ts; all are our own
 * wording of the rulebook glossary.
 */
import type { LocalizedText } from '../../../core/types'
import { ABILITIES, type AbilityId, type AbilityInfo } from './abilities'
import {
  type AbilityIdOfKind,
  type AbilityRule,
  ALSO_AOO,
  article,
  bonus,
  CAP,
  count,
  damage,
  GENERIC_EN,
  nameOf,
  NO_ROLL,
  SAVE,
  SPECIAL_RULES,
  t,
} from './abilityRules'
import type { AbilityRef } from './types'

/** Extra characters added at setup (Droid and Fringe Reinforcements). */
function reinforcements(n: number | undefined, en: string, hu: string): LocalizedText {
  const pts =
    n === undefined
      ? t(`up to ${GENERIC_EN} in points`, 'a képesség értékéig')
      : t(`up to ${n} points`, `legfeljebb ${n} pont értékben`)
  return t(
    `During setup, after seeing the enemy squad, you may add ${en} characters worth ${pts.en} to your squad. They do not count toward your squad’s points, the enemy need not defeat them to win, and defeating them scores nothing.`,
    `A felállításkor, miután láttad az ellenfél csapatát, ${pts.hu} ${hu} karaktereket adhatsz a csapatodhoz. Ezek nem számítanak bele a csapat pontértékébe, az ellenfélnek nem kell megsemmisítenie őket a győzelemhez, és a megsemmisítésük nem ér pontot.`,
  )
}

/** Extra characters added on an initiative roll (Republic and Separatist Reserves). */
function reserves(n: number | undefined, roll: LocalizedText, en: string, hu: string): LocalizedText {
  const pts =
    n === undefined
      ? t(`up to ${GENERIC_EN} in points`, 'a képesség értékéig')
      : t(`up to ${n} points`, `legfeljebb ${n} pont értékben`)
  return t(
    `If you roll ${roll.en} for initiative (the final roll, after any tie), you at once add ${en} characters worth ${pts.en} to your squad, set up in your starting area just before you first activate a ${en} character that round. They do not count toward your squad’s points and the enemy need not defeat them to win.`,
    `Ha kezdődobásnak ${roll.hu} dobsz (döntetlen esetén a végső dobás számít), azonnal ${pts.hu} ${hu} karaktereket adhatsz a csapatodhoz, amelyeket a kezdőterületeden kell felállítani, abban a körben közvetlenül az első ${hu} karaktered aktiválása előtt. Nem számítanak bele a csapat pontértékébe, és az ellenfélnek nem kell megsemmisítenie őket a győzelemhez.`,
  )
}

/** The special abilities that act on the squad, its setup, its initiative or doors, or heal others. */
export const SUPPORT_RULES = {
  heal: (n) => {
    const d = damage(n)
    return t(
      `it removes ${d.en} from an adjacent character or from itself; ${CAP.en}. No effect on droids.`,
      `eltávolít ${d.hu} egy szomszédos karakterről vagy önmagáról; ${CAP.hu}. Droidokra nem hat.`,
    )
  },
  'industrial-repair': (n) => {
    const d = damage(n)
    return t(
      `it removes ${d.en} from an adjacent Mounted Weapon character; ${CAP.en}.`,
      `eltávolít ${d.hu} egy szomszédos állványos fegyverű karakterről; ${CAP.hu}.`,
    )
  },
  repair: (n) => {
    const d = damage(n)
    return t(
      `it removes ${d.en} from an adjacent droid; ${CAP.en}. No effect on non-droids.`,
      `eltávolít ${d.hu} egy szomszédos droidról; ${CAP.hu}. Nem droid karakterre nem hat.`,
    )
  },
  'alderaan-senator': () =>
    t(
      'It counts as an Alderaan trooper, so special abilities and commander effects that help Alderaan troopers help it too.',
      'Alderaani katonának számít, így rá is hatnak az alderaani katonákat segítő különleges képességek és parancsnoki hatások.',
    ),
  betrayal: () =>
    t(
      'An enemy that rolls a 1 on an attack roll against it joins this character’s squad for the rest of the game and may not move or attack any more that turn. If this character is defeated, every enemy won over this way returns to its own squad at once (and may still be activated this round if it has not been).',
      'Ha egy ellenség a rá irányuló támadásnál 1-et dob, a játék végéig ennek a karakternek a csapatához csatlakozik, és abban a fordulóban már nem mozoghat és nem támadhat. Ha ez a karakter megsemmisül, minden így átállt ellenség azonnal visszatér a saját csapatához (és ebben a körben még aktiválható, ha még nem volt aktiválva).',
    ),
  'dark-inspiration': () => {
    const d = nameOf('lightsaber-duelist')
    return t(
      `During setup you may choose one ally with a Force rating; it has ${d.en} for the rest of the game.`,
      `A felállításkor kiválaszthatsz egy Erőértékkel rendelkező szövetségest, amely a játék végéig megkapja ${article(d.hu)} ${d.hu} képességet.`,
    )
  },
  'dark-master': () =>
    t(
      'During setup you may choose one unique ally; it may spend this character’s Force points as if they were its own. It needs no Force rating, but even with one it spends Force points only once per turn.',
      'A felállításkor kiválaszthatsz egy egyedi szövetségest, amely a játék során úgy költheti ennek a karakternek az Erőpontjait, mintha a sajátjai lennének. Ehhez nem kell Erőértékkel rendelkeznie, de ha van, akkor sem költhet egy fordulóban kétszer Erőpontot.',
    ),
  'door-gimmick': () => {
    const o = nameOf('override')
    return t(
      `At the end of its turn it may open a door in its line of sight; the door stays open until the end of its next turn or until it is defeated. Other characters can close it only with ${o.en}, and it cannot open a door held shut by ${o.en}.`,
      `A fordulója végén kinyithat egy látótengelyében lévő ajtót, amely a következő fordulója végéig vagy a megsemmisüléséig nyitva marad. Más karakter csak ${o.hu} képességgel zárhatja be, ${article(o.hu)} ${o.hu} képességgel lezárt ajtót pedig nem nyithatja ki.`,
    )
  },
  'droid-master': () => {
    const d = nameOf('double-attack')
    return t(
      `Non-unique droid allies within 6 squares of it have ${d.en}.`,
      `A tőle 6 négyzeten belüli, nem egyedi droid szövetségesek megkapják ${article(d.hu)} ${d.hu} képességet.`,
    )
  },
  'droid-reinforcements': (n) => reinforcements(n, 'droid', 'droid'),
  'emergency-life-support': () => {
    const a = nameOf('avoid-defeat')
    return t(
      `Non-droid allies adjacent to it have ${a.en}.`,
      `A vele szomszédos, nem droid szövetségesek megkapják ${article(a.hu)} ${a.hu} képességet.`,
    )
  },
  'execute-order-66': () => {
    const o = nameOf('order-66')
    return t(`Characters with ${o.en} cannot attack it.`, `A ${o.hu} képességű karakterek nem támadhatják meg.`)
  },
  'fire-control': () =>
    t(
      'While it is in your squad, your non-unique droid characters get +4 Attack.',
      'Amíg a csapatodban van, a nem egyedi droid karaktereid +4 támadási bónuszt kapnak.',
    ),
  'fringe-reinforcements': (n) => reinforcements(n, 'fringe', 'kívülálló (fringe)'),
  gunner: () =>
    t(
      'It can combine fire only with allies that have Mounted Weapon.',
      'Csak állványos fegyverű szövetségesekkel zúdíthat össztüzet.',
    ),
  'hand-of-the-emperor': () =>
    t(
      'Once per turn, after spending its own Force points, it may also spend Emperor Palpatine’s, if Palpatine is in your squad.',
      'Fordulónként egyszer, a saját Erőpontjai elköltése után Palpatine császár Erőpontjait is elköltheti, ha Palpatine a csapatodban van.',
    ),
  'order-66': () =>
    t(
      'It may be in a squad with Emperor Palpatine whatever its faction. Characters of earlier sets with “clone trooper” in their name count as having it.',
      'Csoportjától függetlenül lehet Palpatine császárral egy csapatban. A korábbi szettek karakterei, amelyek nevében szerepel a „klón katona”, akkor is rendelkeznek vele, ha a kártyájukon nem szerepel.',
    ),
  override: () =>
    t(
      'At the end of its turn it may set a door in its line of sight open or closed; the door stays so until the end of its next turn or until it is defeated, and only characters with Override can change it.',
      'A fordulója végén egy látótengelyében lévő ajtót nyitottnak vagy zártnak jelölhet ki; az ajtó a következő fordulója végéig vagy a megsemmisüléséig így marad, és csak Felülírás képességű karakter változtathat rajta.',
    ),
  recon: () =>
    t(
      'If any ally with Recon has line of sight to an enemy, you roll initiative twice and use the higher roll (on a tie both players reroll, and you again roll twice). Once per round, however many Recon characters you have.',
      'Ha bármely Felderítés képességű szövetségesed látótengelyében van egy ellenség, a kezdődobásnál kétszer dobhatsz, és a nagyobbat választhatod (döntetlennél mindkét játékos újradob, és te ismét kétszer dobhatsz). Körönként csak egyszer, akárhány Felderítés képességű karaktered van.',
    ),
  'republic-reserves': (n) => reserves(n, t('a 20', '20-at'), 'Republic', 'köztársasági'),
  'separatist-reserves': (n) => reserves(n, t('a 1', '1-et'), 'Separatist', 'szeparatista'),
  spotter: (n) => {
    const b = bonus(n, 'damage')
    return t(
      `When it combines fire with an attacker against an enemy within 6 squares of it, the attacker gets ${b.en} against that enemy.`,
      `Ha össztűzzel segít egy támadónak egy tőle 6 négyzeten belüli ellenség ellen, a támadó ${b.hu} kap a célpont ellen.`,
    )
  },
  'synchronized-fire': () =>
    t(
      'When a character of the kind its card names (e.g. a droid or an Alderaan trooper) combines fire with it, the attacker gets +6 Attack instead of +4.',
      'Ha a kártyáján megnevezett fajta karakter (pl. droid vagy alderaani katona) össztüzet zúdít vele, a támadó +4 helyett +6 támadási bónuszt kap.',
    ),
} satisfies Partial<Record<AbilityIdOfKind<'special'>, AbilityRule>>

/** Cancelling another Force power (Force Absorb, Force Defense). */
function cancel(whoEn: string, whoHu: string): LocalizedText {
  return t(
    `It cancels a Force power used by ${whoEn}. Use it right after that power is announced, before it takes effect; that character may still use the power again this turn and may still spend Force points.`,
    `Érvényteleníti ${whoHu} által használt Erőképesség hatását. Közvetlenül a képesség bejelentése után, a hatása előtt kell használni; az a karakter ebben a fordulóban még újra használhatja a képességet, és költhet Erőpontot.`,
  )
}

/** Avoiding a hit with a save (the Lightsaber Block family). */
function parry(enKind: string, huKind: string, extra = t('', '')): LocalizedText {
  return t(
    `When a ${enKind} attack hits it, it avoids the damage with ${SAVE.en}.${extra.en} Decide right after the attack hits.`,
    `Amikor ${huKind} támadás eltalálja, ${SAVE.hu} elkerüli a sebzést.${extra.hu} Közvetlenül a találat után kell dönteni a használatáról.`,
  )
}

/** A fixed amount of damage to one enemy without an attack (Force Grip, Sith Grip, Force Strike…). */
function strike(d: LocalizedText, whoEn: string, whoHu: string, extra = t('', '')): LocalizedText {
  return t(`it deals ${d.en} to ${whoEn}.${extra.en} ${NO_ROLL.en}`, `${d.hu} okoz ${whoHu}.${extra.hu} ${NO_ROLL.hu}`)
}

const IN_SIGHT = t(
  'one enemy in its line of sight, chosen by the normal targeting rules',
  'egy látótengelyében lévő ellenségnek, a célpontválasztás szokásos szabályai szerint',
)

/** Extra squares of movement (Knight Speed, Master Speed). */
function extraMove(k: number): LocalizedText {
  return t(
    `On its turn it may move ${k} extra squares as part of its move.`,
    `A saját fordulójában a mozgása részeként további ${k} négyzetet mozoghat.`,
  )
}

/** The Force powers. */
export const FORCE_RULES: Record<AbilityIdOfKind<'force'>, AbilityRule> = {
  anticipation: () =>
    t(
      'After the initiative roll you may reroll it; the second roll stands even if it is worse. Once per round, however many characters with it you have.',
      'A kezdődobás után újradobhatod a kezdődobást; a második dobás érvényes, akkor is, ha rosszabb. Körönként csak egyszer, akárhány ilyen képességű karaktered van.',
    ),
  'blaster-barrage': () =>
    t(
      'it attacks each legal target once. Settle which enemies are legal targets before attacking; enemies at the same distance all count as nearest.',
      'minden legális célpontot egyszer megtámad. A legális célpontokat a támadások előtt kell meghatározni; az egyforma távolságban lévő ellenségek mind legközelebbinek számítanak.',
    ),
  'force-absorb': () => cancel('an adjacent character', 'egy szomszédos karakter'),
  'force-burst': () =>
    t(
      'it deals 10 damage to every other character within 6 squares, friend or foe. No line of sight is needed, but it does not pass through walls (range is counted around them).',
      '10 sebzést okoz minden 6 négyzeten belüli másik karakternek, ellenségnek és szövetségesnek egyaránt. Látótengely nem kell, de falon át nem hat (a távolságot a falakat megkerülve kell számolni).',
    ),
  'force-defense': () => cancel('an enemy within 6 squares', 'egy 6 négyzeten belüli ellenség'),
  'force-grip': () => strike(damage(10), IN_SIGHT.en, IN_SIGHT.hu),
  'force-heal': (n) => {
    const d = damage(n)
    return t(
      `it removes ${d.en} from an adjacent wounded character or from itself; ${CAP.en}. No effect on droids.`,
      `eltávolít ${d.hu} egy szomszédos sebesült karakterről vagy önmagáról; ${CAP.hu}. Droidokra nem hat.`,
    )
  },
  'force-leap': () =>
    t(
      'For the rest of its turn it may move through enemy characters and provokes no attacks of opportunity; it moves and attacks normally afterwards.',
      'A forduló hátralévő részében áthaladhat ellenséges karaktereken, és nem provokál lehetőség támadását; ezután a szokásos módon mozoghat és támadhat.',
    ),
  'force-lightning': (n) => {
    const d = damage(n)
    return t(
      `it deals ${d.en} to an enemy within 6 squares that is a legal target, and to 2 characters adjacent to that enemy, friend or foe (the user itself may be one of them if too few others are adjacent). ${NO_ROLL.en}`,
      `${d.hu} okoz egy 6 négyzeten belüli, legális célpontnak számító ellenségnek és 2 vele szomszédos karakternek, ellenségnek vagy szövetségesnek (ha nincs elég más szomszédos karakter, a használója is köztük lehet). ${NO_ROLL.hu}`,
    )
  },
  'force-renewal': (n) => {
    const c = count(n, 'Force point', 'Force points', 'Erőpontot')
    return t(
      `Each time it is activated it gains ${c.en}; its Force points may rise above their starting value.`,
      `Minden aktiválásakor ${c.hu} kap; az Erőpontjai a kezdőérték fölé is nőhetnek.`,
    )
  },
  'force-spirit': (n) => {
    const c = count(n, 'Force point', 'Force points', 'Erőpontot')
    return t(
      `When it is defeated, one ally with a Force rating gains ${c.en} and may spend Force points one extra time per turn for the rest of the game. No effect without such an ally.`,
      `Amikor megsemmisül, egy Erőértékkel rendelkező szövetséges ${c.hu} kap, és a játék végéig fordulónként eggyel többször költhet Erőpontot. Ilyen szövetséges nélkül nincs hatása.`,
    )
  },
  'force-storm': () =>
    t(
      'it deals 20 damage to every character adjacent to it, friend or foe.',
      '20 sebzést okoz minden vele szomszédos karakternek, ellenségnek és szövetségesnek egyaránt.',
    ),
  'force-strike': () =>
    strike(
      damage(30),
      'one enemy droid or enemy Mounted Weapon character within 6 squares',
      'egy 6 négyzeten belüli ellenséges droidnak vagy állványos fegyverű ellenséges karakternek',
    ),
  'force-thrust': () =>
    strike(
      damage(20),
      'one enemy within 6 squares',
      'egy 6 négyzeten belüli ellenségnek',
      t(` The target reduces it by 10 with ${SAVE.en}.`, ` A célpont ${SAVE.hu} 10-zel csökkentheti.`),
    ),
  'force-valor': () =>
    t(
      'it gains, for the rest of the game, a commander effect giving allies within 6 squares +2 Attack and +2 Defense; this adds to any other commander effects.',
      'a játék végéig olyan parancsnoki hatást kap, amelytől a 6 négyzeten belüli szövetségesek +2 támadási és +2 védekezési bónuszt kapnak; ez a többi parancsnoki hatáshoz hozzáadódik.',
    ),
  'knight-speed': () => extraMove(4),
  'lightsaber-assault': () =>
    t(
      'it makes 2 attacks against adjacent enemies (the same one or different ones); it may still move normally this turn.',
      '2 támadást tesz szomszédos ellenségek ellen (ugyanazt vagy különbözőket); a fordulójában a szokásos módon mozoghat.',
    ),
  'lightsaber-block': () => parry('melee', 'közelharci'),
  'lightsaber-deflect': () => parry('non-melee', 'nem közelharci'),
  'lightsaber-precision': () =>
    t(
      `It gets +10 Damage on its next attack; decide just before the attack roll. ${ALSO_AOO.en}`,
      `A következő támadására +10 sebzési bónuszt kap; közvetlenül a támadó dobás előtt kell dönteni. ${ALSO_AOO.hu}`,
    ),
  'lightsaber-reflect': () =>
    parry(
      'non-melee',
      'nem közelharci',
      t(
        ` If it does, the attacker takes 10 damage unless it makes ${SAVE.en}.`,
        ` Ha sikerül, a támadó 10 sebzést kap, hacsak ${SAVE.hu} ki nem védi.`,
      ),
    ),
  'lightsaber-riposte': () =>
    t(
      'When a melee attack damages it, it may immediately attack the attacker. Decide right after the attack hits.',
      'Amikor közelharci támadás megsebzi, azonnal megtámadhatja a támadót. Közvetlenül a találat után kell dönteni a használatáról.',
    ),
  'lightsaber-sweep': () =>
    t(
      'it attacks each adjacent enemy once; it may still move normally this turn.',
      'minden vele szomszédos ellenséget egyszer megtámad; a fordulójában a szokásos módon mozoghat.',
    ),
  'master-of-the-force': (n) =>
    t(
      `It may spend Force points ${n === undefined ? 'as many times per turn as the ability’s value' : `up to ${n} ${n === 1 ? 'time' : 'times'} per turn`}, even on the same thing again (e.g. rerolling a roll several times, or +2 squares of movement more than once).`,
      `Fordulónként ${n === undefined ? 'a képesség értékének megfelelő számú' : `legfeljebb ${n}`} alkalommal költhet Erőpontot, akár ugyanarra többször egymás után is (pl. egy dobás többszöri újradobására vagy többszöri +2 négyzet mozgásra).`,
    ),
  'master-speed': () => extraMove(6),
  'pawn-of-the-dark-side': () =>
    t(
      'it chooses a non-unique ally in its line of sight, which at once takes a turn even if already activated this round (this is no activation); at the end of that turn the chosen ally takes 10 damage.',
      'kiválaszt egy látótengelyében lévő, nem egyedi szövetségest, amely azonnal végrehajt egy fordulót, akkor is, ha ebben a körben már aktiválták (ez nem számít aktiválásnak); a forduló végén a kiválasztott karakter 10 sebzést kap.',
    ),
  recovery: (n) => {
    const d = damage(n)
    return t(`it removes ${d.en} from itself; ${CAP.en}.`, `eltávolít ${d.hu} magáról; ${CAP.hu}.`)
  },
  shockwave: () =>
    t(
      `every other character within 6 squares, friend or foe, counts as already activated this round and so loses its turn; each avoids this with ${SAVE.en}.`,
      `minden 6 négyzeten belüli másik karakter – ellenség és szövetséges egyaránt – úgy számít, mintha ebben a körben már aktiválták volna, így elveszti a fordulóját; mindegyik ${SAVE.hu} elkerülheti ezt.`,
    ),
  'sith-grip': () => strike(damage(20), IN_SIGHT.en, IN_SIGHT.hu),
  'sith-lightning': (n) => strike(damage(n), 'one enemy within 6 squares', 'egy 6 négyzeten belüli ellenségnek'),
  'sith-rage': () =>
    t(
      'It gets +10 Damage on all its attacks this turn, attacks of opportunity included.',
      'Ebben a fordulóban minden támadására +10 sebzési bónuszt kap, a lehetőség támadását is beleértve.',
    ),
  'surprise-move': () =>
    t(
      'After initiative is rolled, before any other character is activated, it may at once move up to 6 squares (this is no activation). Once per round.',
      'A kezdődobások után, mielőtt bármely más karaktert aktiválnák, azonnal legfeljebb 6 négyzetet mozoghat (ez nem számít aktiválásnak). Körönként egyszer.',
    ),
  'whirlwind-attack': () =>
    t('it attacks each adjacent enemy twice.', 'minden vele szomszédos ellenséget kétszer megtámad.'),
}

/** What every ability does: the description part of its rules text, by id. */
export const ABILITY_RULES: Readonly<Record<AbilityId, AbilityRule>> = {
  ...SPECIAL_RULES,
  ...SUPPORT_RULES,
  ...FORCE_RULES,
}

/** The ability's name with its number as printed: "Shield 2", "Bounty Hunter +4", "Force Renewal 1". */
export function abilityName(ref: AbilityRef): LocalizedText {
  const info: AbilityInfo = ABILITIES[ref.id]
  const num = ref.n === undefined || info.n === undefined ? '' : ` ${info.n === 'plus' ? '+' : ''}${ref.n}`
  return { en: `${info.en}${num}`, hu: `${info.hu}${num}` }
}

/** "Force power, 2 Force points. " / "Erőképesség, 2 Erőpont. ", empty for a special ability. */
function kindText(info: AbilityInfo): LocalizedText {
  if (info.kind !== 'force') return t('', '')
  if (info.cost === null || info.cost === undefined)
    return t('Force power, always active. ', 'Erőképesség, állandó hatású. ')
  return t(
    `Force power, ${info.cost} Force point${info.cost === 1 ? '' : 's'}. `,
    `Erőképesség, ${info.cost} Erőpont. `,
  )
}

const REPLACES: Record<NonNullable<AbilityInfo['replaces']>, LocalizedText> = {
  attacks: t('Instead of its attacks: ', 'Támadás helyett: '),
  turn: t('Instead of its whole turn: ', 'A teljes fordulója helyett: '),
}

/** The first letter in upper case (a description read as a sentence of its own). */
function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

/** The ability's full rules text: "Shield 2: When an attack would damage it, it makes 2 saves; …". */
export function abilityText(ref: AbilityRef): LocalizedText {
  const info: AbilityInfo = ABILITIES[ref.id]
  const name = abilityName(ref)
  const kind = kindText(info)
  const desc = ABILITY_RULES[ref.id](info.n === undefined ? undefined : ref.n)
  const rep = info.replaces === undefined ? undefined : REPLACES[info.replaces]
  const body = (lang: 'en' | 'hu') => (rep === undefined ? capitalize(desc[lang]) : `${rep[lang]}${desc[lang]}`)
  return { en: `${name.en}: ${kind.en}${body('en')}`, hu: `${name.hu}: ${kind.hu}${body('hu')}` }
}
