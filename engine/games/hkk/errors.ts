/**
 * Hatalom Kártyái typed errors: a stable code and a reason a player can read, in Hungarian and English. Reasons are
 * fixed text plus numbers and stage names, so every peer records the same words.
 */
import { engineError } from '../../core/errors'
import type { EngineError, LocalizedText } from '../../core/types'
import type { Stage } from './types'

const e = engineError

/** Stage names for reasons. */
export const STAGE_NAMES: Record<Stage, LocalizedText> = {
  'roll-off': { hu: 'kezdő dobás', en: 'roll-off' },
  mulligan: { hu: 'kézcsere', en: 'mulligan' },
  'start-choice': { hu: 'kezdő választása', en: 'choosing who starts' },
  prep: { hu: 'előkészítő fázis', en: 'preparation phase' },
  draw: { hu: 'húzó fázis', en: 'draw phase' },
  'main-1': { hu: 'első fő fázis', en: 'first main phase' },
  exchange: { hu: 'csere fázis', en: 'exchange phase' },
  declare: { hu: 'támadók kijelölése', en: 'declaring attacks' },
  abilities: { hu: 'harci képességek', en: 'combat abilities' },
  strike: { hu: 'ütésváltás', en: 'strikes' },
  'main-2': { hu: 'második fő fázis', en: 'second main phase' },
  healing: { hu: 'gyógyító fázis', en: 'healing phase' },
  end: { hu: 'kör vége', en: 'end of turn' },
}

/** Every HKK-specific error. Each call returns a fresh object. */
export const hkkErrors = {
  badConfig: (hu: string, en: string): EngineError => e('bad-config', `Hibás beállítás: ${hu}`, `Bad config: ${en}`),
  wrongStage: (stage: Stage): EngineError =>
    e(
      'wrong-stage',
      `Ez most nem megengedett (${STAGE_NAMES[stage].hu}).`,
      `That is not allowed now (${STAGE_NAMES[stage].en}).`,
    ),
  noPriority: (): EngineError =>
    e('no-priority', 'Most nem nálad van a cselekvés joga.', 'You do not have priority now.'),
  pendingChoice: (): EngineError =>
    e('pending-choice', 'Előbb a függő döntést kell meghozni.', 'A pending choice must be made first.'),
  nothingPending: (): EngineError => e('nothing-pending', 'Nincs mire dobni.', 'There is nothing to roll for.'),
  notInHand: (): EngineError => e('not-in-hand', 'Ez a lap nincs a kezedben.', 'That card is not in your hand.'),
  wrongTiming: (): EngineError =>
    e('wrong-timing', 'Ez a lap most nem játszható ki.', 'That card cannot be played at this time.'),
  noLegalTarget: (): EngineError =>
    e('no-legal-target', 'Nincs megfelelő célpont, a lap nem játszható ki.', 'There is no legal target: no play.'),
  badTarget: (): EngineError =>
    e('bad-target', 'A választott célpont nem megfelelő.', 'The chosen target is not legal.'),
  badX: (): EngineError => e('bad-x', 'Az X értékét meg kell adni (0 vagy több).', 'X must be given (0 or more).'),
  notEnoughVp: (cost: number, vp: number): EngineError =>
    e(
      'not-enough-vp',
      `Nincs elég varázspontod: ${cost} kell, ${vp} van.`,
      `Not enough magic points: ${cost} needed, you have ${vp}.`,
    ),
  notYourCard: (): EngineError => e('not-your-card', 'Ez nem a te lapod a játékban.', 'That is not your card in play.'),
  noSuchAbility: (): EngineError =>
    e('no-such-ability', 'A lapnak nincs ilyen képessége.', 'The card has no such ability.'),
  oncePerTurn: (): EngineError =>
    e('once-per-turn', 'Ezt a képességet körönként egyszer lehet használni.', 'That ability is usable once per turn.'),
  notActive: (): EngineError => e('not-active', 'A lap passzív.', 'That card is passive.'),
  notACreature: (): EngineError => e('not-a-creature', 'Ez nem a te lényed.', 'That is not your creature.'),
  passiveToGuard: (): EngineError =>
    e(
      'passive-to-guard',
      'A tartalékból csak aktív lényeket vihetsz be az őrposztba.',
      'Only active creatures may move from the reserve into the guard.',
    ),
  guardFull: (): EngineError => e('guard-full', 'Az őrposzt megtelt.', 'The guard is full.'),
  alreadyDeclared: (): EngineError =>
    e('already-declared', 'Ebben a körben már kijelölted a támadókat.', 'Attacks were already declared this turn.'),
  noAttacks: (): EngineError =>
    e('no-attacks', 'Legalább egy támadást meg kell adni (vagy passzolj).', 'Name at least one attack (or pass).'),
  notAttacker: (): EngineError =>
    e('not-attacker', 'Csak az őrposztod aktív lényei támadhatnak.', 'Only active creatures in your guard may attack.'),
  duplicateAttacker: (): EngineError =>
    e('duplicate-attacker', 'Egy lény csak egyszer támadhat.', 'A creature may attack only once.'),
  badAttackTarget: (): EngineError =>
    e(
      'bad-attack-target',
      'Csak az ellenfél őrposztjában lévő lényt, építményét vagy magát az ellenfelet támadhatod.',
      "Only a creature in the opponent's guard, their building or the opponent may be attacked.",
    ),
  noBreakthrough: (): EngineError =>
    e(
      'no-breakthrough',
      'Csak akkor üthetsz át, ha az ellenfél minden őrposztban lévő lényét támadod legalább egy lénnyel.',
      "You may break through only if every creature in the opponent's guard is attacked by at least one creature.",
    ),
  tooManyAttackers: (): EngineError =>
    e(
      'too-many-attackers',
      'Egy lényre egyszerre legfeljebb két lény támadhat.',
      'At most two creatures may attack one creature.',
    ),
  passiveBuilding: (): EngineError =>
    e('passive-building', 'Passzív építményt nem lehet lerombolni.', 'A passive building cannot be razed.'),
  badStrikeBack: (): EngineError =>
    e(
      'bad-strike-back',
      'A védő csak a rá támadó lények egyikére üthet vissza.',
      'The defender strikes back only at one of its attackers.',
    ),
  notInCombat: (): EngineError =>
    e(
      'not-in-combat',
      'Ez a lény nem harcol, vagy a képességét már bejelentették.',
      'That creature is not fighting, or its ability is already announced.',
    ),
  mulliganUsed: (): EngineError =>
    e('mulligan-used', 'Kézcserét csak egyszer lehet kérni.', 'A mulligan may be taken only once.'),
  cannotPassTurn: (): EngineError =>
    e(
      'cannot-pass-turn',
      'A kört csak a saját körödben, ablakon kívül adhatod tovább.',
      'You may pass the turn only in your own turn, outside a window.',
    ),
  noManual: (): EngineError => e('no-manual', 'Nincs folyamatban kézi feloldás.', 'No manual resolution is under way.'),
  notManual: (): EngineError =>
    e('not-manual', 'Ez nem a te kézzel feloldandó lapod a játékban.', 'That is not your manual card in play.'),
  tooManyOps: (max: number): EngineError =>
    e(
      'too-many-ops',
      `Egy kézi feloldás legfeljebb ${max} műveletből állhat.`,
      `A manual resolution has at most ${max} operations.`,
    ),
  notInPlay: (): EngineError =>
    e('not-in-play', 'A lap nincs játékban és függőben sem.', 'That card is neither in play nor in limbo.'),
  badMove: (): EngineError => e('bad-move', 'Ez a lap oda nem tehető.', 'That card cannot go there.'),
  badAmount: (min: number, max: number): EngineError =>
    e(
      'bad-amount',
      `A szám ${min} és ${max} közötti egész legyen (és ne 0, ha változást jelent).`,
      `The number must be an integer from ${min} to ${max} (and not 0 where it is a change).`,
    ),
  badToken: (): EngineError =>
    e(
      'bad-token',
      'A zseton hibás: lény Ép-vel a tartalékba vagy őrposztba, építmény Sp-vel a mezőre.',
      'Bad token: a creature with Ép into the reserve or guard, a building with Sp onto the field.',
    ),
  tokenPoolEmpty: (): EngineError => e('token-pool-empty', 'Elfogytak a zsetonok.', 'The token pool is empty.'),
} satisfies Record<string, (...args: never[]) => EngineError>
