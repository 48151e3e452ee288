/**
 * Battle of Hoth's typed errors: a stable code and a reason a player can read, in Hungarian and English.
 * Reasons are fixed text plus names from the data tables, so every peer records the same words.
 */
import { engineError } from '../../core/errors'
import type { EngineError, LocalizedText } from '../../core/types'
import type { Phase } from './types'

const e = engineError

/** What each phase of the turn is for, said when an action belongs to another phase. */
const PHASE_NOW: Record<Phase, LocalizedText> = {
  play: { hu: 'előbb játssz ki egy parancskártyát.', en: 'play a command card first.' },
  order: { hu: 'most a parancsokat kell kiosztani.', en: 'orders are being given now.' },
  move: { hu: 'most a mozgás fázis van.', en: 'this is the move phase.' },
  attack: { hu: 'most a támadás fázis van.', en: 'this is the attack phase.' },
  barrage: { hu: 'most a zárótűz célpontját kell kiválasztani.', en: 'the barrage is being aimed now.' },
  draw: { hu: 'a kör véget ér.', en: 'the turn is ending.' },
}

/** Errors Battle of Hoth's rules produce (beside the core's). */
export const hothErrors = {
  wrongPhase: (expected: LocalizedText): EngineError =>
    e('wrong-phase', `Ez most nem lehetséges: ${expected.hu}`, `Not now: ${expected.en}`),
  /** An action of another phase: says what the current phase is for. */
  notNow: (phase: Phase): EngineError => hothErrors.wrongPhase(PHASE_NOW[phase]),
  pendingChoice: (): EngineError =>
    e(
      'pending-choice',
      'Előbb a folyamatban lévő döntést kell meghozni (újradobás, visszavonulás vagy áttörés).',
      'A pending choice must be made first (re-roll, retreat or breakthrough).',
    ),
  notYourChoice: (): EngineError =>
    e('not-your-choice', 'Ezt a döntést a másik oldal hozza meg.', 'This choice belongs to the other side.'),
  cardNotInHand: (): EngineError =>
    e('card-not-in-hand', 'Ez a kártya nincs a kezedben.', 'That card is not in your hand.'),
  unknownUnit: (): EngineError =>
    e('unknown-unit', 'Nincs ilyen egység a csatatéren.', 'There is no such unit on the battlefield.'),
  notYourUnit: (): EngineError => e('not-your-unit', 'Ez nem a te egységed.', 'That unit is not yours.'),
  alreadyOrdered: (): EngineError =>
    e(
      'already-ordered',
      'Ez az egység már kapott parancsot ebben a körben.',
      'That unit already has an order this turn.',
    ),
  notOrderable: (): EngineError =>
    e(
      'not-orderable',
      'A kijátszott kártya erre az egységre nem ad (több) parancsot: rossz szektor, rossz típus vagy elfogyott a keret.',
      'The card played cannot order this unit (any more): wrong sector, wrong type or no orders left.',
    ),
  notOrdered: (): EngineError =>
    e('not-ordered', 'Ez az egység nem kapott parancsot ebben a körben.', 'That unit has no order this turn.'),
  alreadyMoved: (): EngineError =>
    e('already-moved', 'Ez az egység már mozgott ebben a körben.', 'That unit has already moved this turn.'),
  cannotMove: (): EngineError => e('cannot-move', 'Ez az egység nem tud mozogni.', 'That unit cannot move.'),
  notOnBoard: (): EngineError =>
    e('not-on-board', 'Ez a mező nincs a csatatéren.', 'That hex is not on the battlefield.'),
  unreachable: (): EngineError =>
    e(
      'unreachable',
      'Ide nem léphet: túl messze van, foglalt vagy járhatatlan mezőn át vezetne az út, vagy az egység nem léphet ilyen terepre.',
      'It cannot go there: too far, or the way is blocked by units or impassable terrain, or it may not enter that terrain.',
    ),
  alreadyAttacked: (): EngineError =>
    e('already-attacked', 'Ez az egység már támadott ebben a körben.', 'That unit has already attacked this turn.'),
  movedTooFar: (): EngineError =>
    e(
      'moved-too-far',
      'Ez az egység túl sokat mozgott ahhoz, hogy ebben a körben támadjon.',
      'That unit moved too far to attack this turn.',
    ),
  enteredNoAttackTerrain: (terrain: LocalizedText): EngineError =>
    e(
      'entered-no-attack-terrain',
      `Ez az egység ebben a körben lépett erre a terepre (${terrain.hu}), ezért nem támadhat.`,
      `That unit entered ${terrain.en.toLowerCase()} this turn, so it cannot attack.`,
    ),
  unknownTarget: (): EngineError => e('unknown-target', 'Nincs ilyen célpont.', 'There is no such target.'),
  notEnemy: (): EngineError => e('not-enemy', 'Csak ellenséges célpontot támadhatsz.', 'You can only attack an enemy.'),
  outOfRange: (distance: number, range: number): EngineError =>
    e(
      'out-of-range',
      `A célpont ${distance} mezőre van, a hatótáv csak ${range}.`,
      `The target is ${distance} hexes away; the range is only ${range}.`,
    ),
  noLineOfSight: (): EngineError =>
    e(
      'no-line-of-sight',
      'Nincs rálátás a célpontra: egység, terep vagy építmény akadályozza a látómezőt.',
      'No line of sight: a unit, terrain or a structure blocks it.',
    ),
  noDice: (): EngineError =>
    e(
      'no-dice',
      'A terep módosítói után egy kocka sem marad, így ez a támadás nem lehetséges.',
      'After terrain modifiers no dice are left, so this attack is not possible.',
    ),
  badRetreatHex: (): EngineError =>
    e(
      'bad-retreat-hex',
      'Erre a mezőre nem lehet visszavonulni: a saját alapvonal felé eső, szabad, járható szomszédos mező kell.',
      'Cannot retreat there: pick a free, passable neighbouring hex toward your own baseline.',
    ),
  cannotIgnoreRetreat: (): EngineError =>
    e(
      'cannot-ignore-retreat',
      'Ez az egység most nem hagyhatja figyelmen kívül a visszavonulást.',
      'This unit cannot ignore the retreat now.',
    ),
  badDiceIndexes: (): EngineError => e('bad-dice-indexes', 'Érvénytelen kockaválasztás.', 'Invalid choice of dice.'),
  badDiscard: (): EngineError =>
    e(
      'bad-discard',
      'Csak a saját kezedben lévő kártyákat dobhatod el, mindegyiket egyszer.',
      'Discard only cards in your own hand, each once.',
    ),
  nothingToUndo: (): EngineError =>
    e(
      'nothing-to-undo',
      'Nincs visszavonható lépés: kockadobás vagy kártyahúzás után nem lehet visszalépni.',
      'Nothing to undo: steps before a die roll or a card draw only.',
    ),
  undoAlreadyRequested: (): EngineError =>
    e(
      'undo-already-requested',
      'Már kérted a visszavonást: várd meg a másik oldal válaszát, vagy lépj tovább.',
      'You have already asked to undo: wait for the other side to answer, or play on.',
    ),
  noUndoRequest: (): EngineError =>
    e('no-undo-request', 'Nincs megválaszolandó visszavonási kérés.', 'There is no take-back request to answer.'),
  notYourUndoToAnswer: (): EngineError =>
    e(
      'not-your-undo-to-answer',
      'A visszavonási kérésről az ellenfél dönt, nem a kérő oldal.',
      'The opponent decides on a take-back request, not the side that asked.',
    ),
  noTeammate: (): EngineError => e('no-teammate', 'Nincs csapattársad.', 'You have no teammate.'),
}
