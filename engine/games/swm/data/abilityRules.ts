/**
 * The shared wording helpers, and what the special abilities of a character's own moves, attacks and defence do, in
 * our own words in Hungarian and English (the rulebook glossary's meaning, never its sentences). A rule is a function
 * of the ability's number, so "Shield 2" and "Shield 3" read right and a card without the number gets a generic
 * wording. Entries of abilities that replace the attacks or the turn start in lower case: `abilityText` puts the
 * "Instead of its attacks:" clause before them. The Force powers and the squad-level special abilities are in
 * abilityText.ts.
 */
import type { LocalizedText } from '../../../core/types'
import { ABILITIES, type AbilityId } from './abilities'

/** The description part of an ability's rules text, given the number on the card (undefined: none printed). */
export type AbilityRule = (n: number | undefined) => LocalizedText

/** The ids of one kind of ability ('special' or 'force'). */
export type AbilityIdOfKind<K extends 'special' | 'force'> = {
  [I in AbilityId]: (typeof ABILITIES)[I]['kind'] extends K ? I : never
}[AbilityId]

/** A text in both languages. */
export function t(en: string, hu: string): LocalizedText {
  return { en, hu }
}

/** The Hungarian definite article for a word: "az" before a vowel, else "a". */
export function article(word: string): 'a' | 'az' {
  return /^[aáeéiíoóöőuúüű]/i.test(word) ? 'az' : 'a'
}

/** An ability's table name in both languages, for rules that name another ability. */
export function nameOf(id: AbilityId): LocalizedText {
  return { en: ABILITIES[id].en, hu: ABILITIES[id].hu }
}

const STAT_EN = { attack: 'Attack', defense: 'Defense', damage: 'Damage' } as const
const STAT_HU = { attack: 'támadási', defense: 'védekezési', damage: 'sebzési' } as const
/** The generic wording of a number a card does not give. */
export const GENERIC_EN = 'the ability’s value'
/** The generic wording of a number a card does not give, in Hungarian (before a noun). */
export const GENERIC_HU = 'a képesség értékének megfelelő'

/** A stat bonus of the ability's number: "+4 Attack" / "+4 támadási bónuszt" (accusative, for "kap"). */
export function bonus(n: number | undefined, stat: keyof typeof STAT_EN): LocalizedText {
  if (n === undefined)
    return t(`a bonus to ${STAT_EN[stat]} equal to ${GENERIC_EN}`, `${GENERIC_HU} ${STAT_HU[stat]} bónuszt`)
  return t(`+${n} ${STAT_EN[stat]}`, `+${n} ${STAT_HU[stat]} bónuszt`)
}

/** Damage of the ability's number: "10 damage" / "10 sebzést" (accusative). */
export function damage(n: number | undefined): LocalizedText {
  return n === undefined
    ? t(`damage equal to ${GENERIC_EN}`, `${GENERIC_HU} sebzést`)
    : t(`${n} damage`, `${n} sebzést`)
}

/** A count of the ability's number: "2 saves" / "2 mentődobást" (the Hungarian noun in the accusative). */
export function count(n: number | undefined, one: string, many: string, hu: string): LocalizedText {
  if (n === undefined) return t(`as many ${many} as ${GENERIC_EN}`, `${GENERIC_HU} számú ${hu}`)
  return t(`${n} ${n === 1 ? one : many}`, `${n} ${hu}`)
}

/** "a save of 11 or higher" / "legalább 11-es mentődobással". */
export const SAVE = t('a save of 11 or higher', 'legalább 11-es mentődobással')
/** The note of powers that deal damage without an attack. */
export const NO_ROLL = t(
  'This is not an attack and needs no attack roll.',
  'Nem számít támadásnak, nincs támadó dobás.',
)
/** The cap of every healing ability. */
export const CAP = t('never above its starting Hit Points', 'az életpont nem nőhet a kezdőérték fölé')
/** The note of turn-only abilities. */
export const NOT_AOO = t('Not on attacks of opportunity.', 'A lehetőség támadásánál nem érvényes.')
/** The note of abilities that also work out of turn. */
export const ALSO_AOO = t('Works on attacks of opportunity too.', 'A lehetőség támadásánál is működik.')

/** Once-per-turn reactions to a unique ally's defeat. */
const UNIQUE_DOWN = t(
  'Once per turn, when a unique ally is defeated, it',
  'Fordulónként egyszer, amikor egy egyedi szövetséges megsemmisül,',
)

/** Double, Triple and Quadruple Attack. */
function multiAttack(k: number): LocalizedText {
  return t(
    `On its turn it may make ${k} attacks, against one or more targets, but may not move afterwards. On an attack of opportunity it attacks only once.`,
    `A saját fordulójában ${k} támadást tehet egy vagy több célpont ellen, de utána nem mozoghat. A lehetőség támadásánál csak egyszer támad.`,
  )
}

/**
 * The special abilities of a character's own moves, attacks and defence. Those that act on the squad, its setup,
 * initiative or doors, or heal others, are SUPPORT_RULES in abilityText.ts; ABILITY_RULES checks that the tables
 * together cover every id.
 */
export const SPECIAL_RULES = {
  accelerate: () =>
    t(
      'On a turn it does not attack, it may move up to 24 squares.',
      'Abban a fordulóban, amelyben nem támad, legfeljebb 24 négyzetet mozoghat.',
    ),
  'accurate-shot': () =>
    t(
      'It may target an enemy in cover even when that enemy is not the nearest; the target still gets +4 Defense for its cover.',
      'Fedezékben lévő ellenséget akkor is célba vehet, ha az nem a legközelebbi ellenség; a célpont ettől még megkapja a fedezékért járó +4 védekezési bónuszt.',
    ),
  'advantageous-attack': () =>
    t(
      'It gets +10 Attack against an enemy that has not been activated yet this round.',
      '+10 támadási bónuszt kap az olyan ellenség ellen, amelyet ebben a körben még nem aktiváltak.',
    ),
  'advantageous-cover': () =>
    t(
      'When it has cover, it gets +8 Defense instead of the usual +4.',
      'Fedezékben a szokásos +4 helyett +8 védekezési bónuszt kap.',
    ),
  'avoid-defeat': () =>
    t(
      'When its Hit Points drop to 0, it makes 2 saves; if both are 11 or higher, it is not defeated and stays in play with 10 Hit Points.',
      'Amikor az életpontja 0-ra csökken, 2 mentődobást tesz; ha mindkettő legalább 11, nem semmisül meg, hanem 10 életponttal játékban marad.',
    ),
  bodyguard: () =>
    t(
      'When an adjacent ally would take damage from an attack, this character may take that damage instead, even if the attacker could not target it. It cannot take damage that does not come from an attack (e.g. from Grenades). If the ally has Shield, decide before its Shield saves.',
      'Ha egy szomszédos szövetséges támadásból sebzést szenvedne, ez a karakter átvállalhatja helyette a sebzést, akkor is, ha a támadó őt nem vehetné célba. Nem támadásból eredő sebzést (pl. gránátét) nem vállalhat át. Ha a szövetségesnek Pajzs képessége van, a pajzsra dobás előtt kell dönteni.',
    ),
  'bounty-hunter': (n) => {
    const b = bonus(n, 'attack')
    return t(`It gets ${b.en} against unique enemies.`, `${b.hu} kap az egyedi ellenségek ellen.`)
  },
  'careful-shot': (n) => {
    const b = bonus(n, 'attack')
    return t(
      `On its turn, if it has not moved, it gets ${b.en}. ${NOT_AOO.en}`,
      `A saját fordulójában, ha nem mozgott, ${b.hu} kap. ${NOT_AOO.hu}`,
    )
  },
  'charging-fire': () =>
    t(
      'it moves up to 12 squares and then makes one attack, in the same turn.',
      'legfeljebb 12 négyzetet mozog, majd ugyanabban a fordulóban egyszer támad.',
    ),
  cleave: () =>
    t(
      `Once per turn, when it defeats an enemy, it may immediately attack another adjacent enemy. ${ALSO_AOO.en}`,
      `Fordulónként egyszer, amikor megsemmisít egy ellenséget, azonnal megtámadhat egy másik szomszédos ellenséget. ${ALSO_AOO.hu}`,
    ),
  'crowd-fighting': () =>
    t(
      'It gets +2 Attack for each character adjacent to it other than its target.',
      'Minden vele szomszédos karakter után – a célpontot kivéve – +2 támadási bónuszt kap.',
    ),
  'cunning-attack': () =>
    t(
      'It gets +4 Attack and +10 Damage against an enemy that has not been activated yet this round.',
      '+4 támadási és +10 sebzési bónuszt kap az olyan ellenség ellen, amelyet ebben a körben még nem aktiváltak.',
    ),
  deadeye: () =>
    t(
      `On its turn, if it has not moved, it gets +10 Damage. ${NOT_AOO.en}`,
      `A saját fordulójában, ha nem mozgott, +10 sebzési bónuszt kap. ${NOT_AOO.hu}`,
    ),
  'deadly-attack': () =>
    t(
      'An attack roll of 19 is a critical hit for it as well as a 20 (so it also hits automatically).',
      'Nála a 20 mellett a 19-es támadó dobás is kritikus találat (így automatikusan talál).',
    ),
  disintegration: () =>
    t(
      'On an attack roll of 20 the target is defeated whatever its Hit Points, even if an ability or Force power would let it avoid the attack. If another character takes the hit instead (e.g. a Bodyguard), that character is defeated.',
      'Ha a támadó dobása 20, a célpont az életpontjaitól függetlenül megsemmisül, akkor is, ha egy képesség vagy Erőképesség egyébként megóvná a támadástól. Ha más karakter veszi át a találatot (pl. egy testőr), az semmisül meg helyette.',
    ),
  dominate: () =>
    t(
      'it takes control of one non-droid character in its line of sight, even one already activated this round (this is no activation). That character takes a turn as if it were in your squad, but may not move. The target resists with a save of 11 or higher. Allies may be chosen too.',
      'átveszi az irányítást egy látótengelyében lévő, nem droid karakter fölött, akkor is, ha azt ebben a körben már aktiválták (ez nem számít aktiválásnak). A kiválasztott karakter végrehajt egy fordulót, mintha a te csapatodban lenne, de nem mozoghat. A célpont legalább 11-es mentődobással ellenáll. Szövetséges is választható.',
    ),
  'double-attack': () =>
    t(
      `On its turn, if it attacks without having moved first, it may afterwards either move or make 1 extra attack instead (against the same or another target). ${NOT_AOO.en}`,
      `A saját fordulójában, ha előtte nem mozgott, a támadása után mozoghat, vagy a mozgás helyett még egyszer támadhat (ugyanazt vagy másik célpontot). ${NOT_AOO.hu}`,
    ),
  'double-claw-attack': () => {
    const d = nameOf('double-attack')
    return t(
      `Like ${d.en}, but only against adjacent enemies: it makes either 2 attacks against adjacent enemies or 1 against a more distant enemy.`,
      `Úgy működik, mint ${article(d.hu)} ${d.hu}, de csak szomszédos ellenség ellen: vagy 2 támadást tesz szomszédos ellenségek ellen, vagy 1-et egy távolabbi ellen.`,
    )
  },
  'draw-fire': () =>
    t(
      'When an enemy targets an ally within 6 squares of this character, you may make the enemy target this character instead, if it could. The attacker resists with a save of 11 or higher. Decide before the attack roll.',
      'Amikor egy ellenség egy ettől a karaktertől 6 négyzeten belüli szövetségest vesz célba, elrendelheted, hogy helyette ezt a karaktert célozza, ha megteheti. A támadó legalább 11-es mentődobással ellenállhat. A támadó dobás előtt kell dönteni.',
    ),
  'electric-shock': (n) => {
    const b = bonus(n, 'damage')
    return t(`It gets ${b.en} against adjacent droid enemies.`, `${b.hu} kap a szomszédos droid ellenségek ellen.`)
  },
  'emperors-bodyguard': () => {
    const b = nameOf('bodyguard')
    return t(
      `Like ${b.en}, but it may take damage only in place of Emperor Palpatine.`,
      `Úgy működik, mint ${article(b.hu)} ${b.hu}, de csak Palpatine császár helyett vállalhatja át a sebzést.`,
    )
  },
  evade: () =>
    t(
      `When a non-adjacent enemy hits it, it avoids the damage with ${SAVE.en}.`,
      `Amikor nem szomszédos ellenség eltalálja, ${SAVE.hu} elkerüli a sebzést.`,
    ),
  flamethrower: (n) => {
    const d = damage(n)
    return t(
      `it deals ${d.en} to an enemy within 6 squares that is a legal target (never an empty square) and to every character adjacent to it, friend or foe. ${NO_ROLL.en}`,
      `${d.hu} okoz egy 6 négyzeten belüli, legális célpontnak számító ellenségnek (üres négyzet nem lehet célpont) és minden vele szomszédos karakternek, ellenségnek és szövetségesnek egyaránt. ${NO_ROLL.hu}`,
    )
  },
  flight: () =>
    t(
      'When moving it ignores enemy characters, low objects, difficult terrain and pits, and provokes no attacks of opportunity; walls still block it, and it must end its move in an empty legal square.',
      'Mozgás közben figyelmen kívül hagyja az ellenséges karaktereket, az alacsony tereptárgyakat, a nehéz terepet és a gödröket, és nem provokál lehetőség támadását; a falak viszont megállítják, és üres, szabályos négyzeten kell befejeznie a mozgását.',
    ),
  'flurry-attack': () =>
    t(
      'Each time it scores a critical hit, it may immediately make 1 extra attack, against the same or another legal target.',
      'Minden kritikus találata után azonnal tehet még egy támadást, ugyanazon vagy egy másik legális célpont ellen.',
    ),
  'galloping-attack': () =>
    t(
      'While moving it may attack each enemy it becomes adjacent to, with +4 Attack, rolling each attack as it gets there; it may not attack any enemy twice in a turn or re-enter a square it left, and its move provokes attacks of opportunity. If it moves no more than 6 squares, it may also make a normal attack.',
      'Mozgás közben megtámadhat minden ellenséget, amely mellé odaér, +4 támadási bónusszal, mindegyikre odaérkezéskor dobva; egy fordulóban egy ellenséget sem támadhat kétszer, elhagyott négyzetre nem léphet vissza, és mozgása lehetőség támadását provokálja. Ha legfeljebb 6 négyzetet mozog, utána hagyományosan is támadhat.',
    ),
  grenades: (n) => {
    const d = damage(n)
    return t(
      `it picks an enemy within 6 squares as its target (by the normal targeting rules; never an empty square). That enemy and every character adjacent to it, friend or foe, take ${d.en}; each avoids it with ${SAVE.en}. ${NO_ROLL.en}`,
      `kijelöl célpontnak egy 6 négyzeten belüli ellenséget (a célpontválasztás szokásos szabályai szerint; üres négyzetet nem). Ez az ellenség és minden vele szomszédos karakter – ellenség és szövetséges egyaránt – ${d.hu} kap, amelyet mindegyik ${SAVE.hu} elkerülhet. ${NO_ROLL.hu}`,
    )
  },
  'heavy-weapon': () =>
    t(
      'It cannot both move and attack in the same turn; its attacks of opportunity work normally.',
      'Ugyanabban a fordulóban nem mozoghat és támadhat egyszerre; a lehetőség támadását a szokásos módon hajthatja végre.',
    ),
  'impulsive-savagery': () =>
    t(
      'When a unique ally is defeated, it becomes Savage for the rest of the game.',
      'Ha egy egyedi szövetséges megsemmisül, a játék hátralévő részére megkapja a Vadság különleges képességet.',
    ),
  'impulsive-shot': () =>
    t(`${UNIQUE_DOWN.en} may make an immediate attack.`, `${UNIQUE_DOWN.hu} azonnal támadhat egyet.`),
  'impulsive-sweep': () =>
    t(
      `${UNIQUE_DOWN.en} may immediately attack each adjacent enemy once.`,
      `${UNIQUE_DOWN.hu} azonnal megtámadhat minden vele szomszédos ellenséget.`,
    ),
  'ion-gun': (n) => {
    const b = bonus(n, 'attack')
    return t(`It gets ${b.en} against droid enemies.`, `${b.hu} kap a droid ellenségek ellen.`)
  },
  'jedi-hunter': () =>
    t(
      'It gets +4 Attack and +10 Damage against enemies with a Force rating.',
      '+4 támadási és +10 sebzési bónuszt kap az Erőértékkel rendelkező ellenségek ellen.',
    ),
  'kohun-infestation': () =>
    t(
      `it deals 60 damage to one enemy within 12 squares. No line of sight is needed, but range is counted around walls. The target avoids the damage with ${SAVE.en}.`,
      `60 sebzést okoz egy 12 négyzeten belüli ellenségnek. Látótengely nem kell, de a távolságot a falakat megkerülve kell számolni. A célpont ${SAVE.hu} elkerüli a sebzést.`,
    ),
  lightsaber: () =>
    t(
      'It gets +10 Damage when it attacks an adjacent enemy.',
      'Szomszédos ellenség elleni támadásnál +10 sebzési bónuszt kap.',
    ),
  'lightsaber-duelist': () =>
    t(
      'It gets +4 Defense when a character with a Force rating attacks it in melee.',
      '+4 védekezési bónuszt kap, amikor egy Erőértékkel rendelkező karakter közelharcban megtámadja.',
    ),
  'lightsaber-resistance': () =>
    t(
      'It gets +2 Defense when a character with a Force rating attacks it in melee.',
      '+2 védekezési bónuszt kap, amikor egy Erőértékkel rendelkező karakter közelharcban megtámadja.',
    ),
  loner: () =>
    t(
      'It gets +4 Attack when no ally is within 6 squares of it.',
      '+4 támadási bónuszt kap, ha 6 négyzeten belül nincs szövetségese.',
    ),
  'melee-attack': () => t('It can attack only adjacent enemies.', 'Csak szomszédos ellenséget támadhat meg.'),
  mercenary: () =>
    t(
      'It may move only if it has no legal target from where it stands (e.g. after its first attack defeated the only enemy in sight); when it moves, it need not stop at the first square it could attack from.',
      'Csak akkor mozoghat, ha a helyéről nincs legális célpontja (pl. ha első támadásával megölte az egyetlen látható ellenséget); ha mozog, nem kell megállnia az első négyzetnél, ahonnan már támadhatna.',
    ),
  'mighty-swing': (n) => {
    const b = bonus(n, 'damage')
    return t(
      `On its turn, if it has not moved, it gets ${b.en} against adjacent enemies. ${NOT_AOO.en}`,
      `A saját fordulójában, ha nem mozgott, ${b.hu} kap a szomszédos ellenségek ellen. ${NOT_AOO.hu}`,
    )
  },
  'mobile-attack': () =>
    t(
      'It may move both before and after attacking, up to 6 squares in all. Attacks of opportunity against it work normally.',
      'A támadás előtt és után is mozoghat, összesen legfeljebb 6 négyzetet. A lehetőség támadása ellene a szokásos módon működik.',
    ),
  momentum: () =>
    t(
      `If it has moved this turn, it gets +4 Attack and +10 Damage against adjacent enemies. ${NOT_AOO.en}`,
      `Ha ebben a fordulóban mozgott, +4 támadási és +10 sebzési bónuszt kap a szomszédos ellenségek ellen. ${NOT_AOO.hu}`,
    ),
  'quadruple-attack': () => multiAttack(4),
  'quick-reactions': () =>
    t('It gets +6 Attack on attacks of opportunity.', 'A lehetőség támadásánál +6 támadási bónuszt kap.'),
  regeneration: (n) => {
    const d = damage(n)
    return t(
      `If it does not move on its turn, it removes ${d.en} from itself at the end of that turn; ${CAP.en}.`,
      `Ha a fordulójában nem mozog, a forduló végén eltávolít ${d.hu} magáról; ${CAP.hu}.`,
    )
  },
  rend: (n) => {
    const b = bonus(n, 'damage')
    return t(
      `When both of its attacks in a turn go against the same adjacent enemy, the second hit gets ${b.en}.`,
      `Ha egy fordulóban mindkét támadását ugyanarra a szomszédos ellenségre indítja, a második találatra ${b.hu} kap.`,
    )
  },
  rigid: () =>
    t('It cannot squeeze through narrow passages or doors.', 'Nem tud átpréselődni szűk helyeken és ajtókon.'),
  'rolling-cleave': () =>
    t(
      `Once per turn, when it defeats an adjacent enemy, it may immediately move 1 square (provoking no attacks of opportunity) and attack another adjacent enemy. ${ALSO_AOO.en}`,
      `Fordulónként egyszer, amikor megöl egy szomszédos ellenséget, azonnal léphet 1 négyzetet (ez nem provokál lehetőség támadását), és megtámadhat egy másik szomszédos ellenséget. ${ALSO_AOO.hu}`,
    ),
  'self-destruct': (n) => {
    const d = damage(n)
    return t(
      `When it is defeated, every character adjacent to it, friend or foe, takes ${d.en}.`,
      `Amikor megsemmisül, minden vele szomszédos karakter – ellenség és szövetséges egyaránt – ${d.hu} kap.`,
    )
  },
  shield: (n) => {
    const c = count(n, 'save', 'saves', 'mentődobást')
    const b = nameOf('bodyguard')
    return t(
      `When an attack would damage it, it makes ${c.en}; each save of 11 or higher reduces the damage by 10. It applies after ${b.en}.`,
      `Amikor támadásból sebzést szenvedne, ${c.hu} tehet; minden legalább 11-es dobás 10-zel csökkenti a sebzést. ${article(b.hu) === 'az' ? 'Az' : 'A'} ${b.hu} képesség után érvényesül.`,
    )
  },
  sniper: () =>
    t(
      'When choosing a legal target it ignores every character other than the target, and the target gets no cover from characters; cover from terrain still counts.',
      'A legális célpont kiválasztásakor a célponton kívül minden karaktert figyelmen kívül hagy, így a célpont nem kap fedezéket más karakterektől; a tereptárgyak adta fedezék azonban érvényes marad.',
    ),
  'sonic-attack': () =>
    t(
      'An enemy it attacks cannot spend Force points until the end of the turn, whether the attack hits or not.',
      'Az általa megtámadott ellenség a forduló végéig nem költhet Erőpontot, akár talált a támadás, akár nem.',
    ),
  speed: (n) =>
    n === undefined
      ? t(
          'It moves up to its Speed value in squares on a turn it attacks, and twice that on a turn it does not.',
          'Annyi négyzetet mozoghat, amennyi a képesség értéke, ha a fordulóban támad is, és ennek kétszeresét, ha nem támad.',
        )
      : t(
          `It moves up to ${n} ${n === 1 ? 'square' : 'squares'} on a turn it attacks, and up to ${2 * n} squares on a turn it does not.`,
          `Legfeljebb ${n} négyzetet mozoghat, ha a fordulóban támad is, és legfeljebb ${2 * n} négyzetet, ha nem támad.`,
        ),
  stealth: () =>
    t(
      'While it has cover, it does not count as the nearest enemy for an attacker more than 6 squares away (the next nearest enemy counts instead).',
      'Amíg fedezékben van, a 6 négyzetnél távolabbi támadó számára nem számít legközelebbi ellenségnek (helyette a következő legközelebbi számít annak).',
    ),
  'strafe-attack': () =>
    t(
      'While moving it may attack each enemy whose square it enters, rolling each attack as it enters; it may not attack any enemy twice in a turn or re-enter a square it left. It may also make a normal attack, but then it moves at most 6 squares that turn.',
      'Mozgás közben megtámadhat minden ellenséget, amelynek a négyzetére belép, mindegyikre a belépéskor dobva; egy fordulóban egy ellenséget sem támadhat kétszer, és elhagyott négyzetre nem léphet vissza. Hagyományosan is támadhat, de akkor abban a fordulóban legfeljebb 6 négyzetet mozoghat.',
    ),
  swarm: (n) => {
    const b = bonus(n, 'attack')
    return t(
      `It gets ${b.en} against an enemy adjacent to another ally with the same name as this character. ${ALSO_AOO.en}`,
      `${b.hu} kap az olyan ellenség ellen, amely szomszédos egy vele azonos nevű másik szövetségessel. ${ALSO_AOO.hu}`,
    )
  },
  'tow-cable': () => {
    const f = nameOf('flight')
    return t(
      `it chooses an adjacent ally; both move up to 12 squares, with ${f.en} for that move, and the ally must end adjacent to this character.`,
      `kiválaszt egy szomszédos szövetségest; mindketten legfeljebb 12 négyzetet mozognak, e mozgás idejére ${f.hu} képességgel, és a szövetségesnek ennek a karakternek a szomszédságában kell befejeznie a mozgását.`,
    )
  },
  'triple-attack': () => multiAttack(3),
  'vaapad-style-fighting': () =>
    t(
      'Attack rolls of 18, 19 and 20 are all critical hits for it.',
      'Nála a 18-as, 19-es és 20-as támadó dobás is kritikus találat.',
    ),
  'vicious-attack': () =>
    t(
      'Its critical hits deal triple damage instead of double.',
      'Kritikus találata a kétszeres helyett háromszoros sebzést okoz.',
    ),
  'wheel-form': () =>
    t(
      'On a turn it does not attack, it may move up to 18 squares.',
      'Abban a fordulóban, amelyben nem támad, legfeljebb 18 négyzetet mozoghat.',
    ),
  wheeled: () =>
    t(
      'it moves up to 18 squares and may then make one attack.',
      'legfeljebb 18 négyzetet mozog, majd egyszer támadhat.',
    ),
} satisfies Partial<Record<AbilityIdOfKind<'special'>, AbilityRule>>
