/**
 * The skirmish's typed refusals (analysis §18): a stable code and a reason a player can read in Hungarian and English.
 * The squad list's own refusals are in squadErrors.ts, the attack pipeline's in attack/errors.ts.
 */
import { engineError as e } from '../../core/errors'
import type { EngineError } from '../../core/types'

/** A value from a peer, quoted and cut short so a hostile payload cannot bloat the log. */
function quote(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
}

/** Every skirmish refusal. Each call returns a fresh object. */
export const swmErrors = {
  powerTakesNo: (field: string): EngineError =>
    e(
      'power-takes-no-field',
      `Ez az Erőképesség nem kér ilyet: ${quote(field)}.`,
      `This power takes no ${quote(field)}.`,
    ),
  wrongStage: (): EngineError =>
    e('wrong-stage', 'Ez a lépés most nem lehetséges.', 'That is not possible at this point of the game.'),
  alreadyCommitted: (): EngineError =>
    e('already-committed', 'Már elküldted a csapatod lenyomatát.', 'You have already committed to a squad.'),
  notAllCommitted: (): EngineError =>
    e(
      'not-all-committed',
      'A csapatot csak akkor fedheted fel, ha mindenki elküldte a lenyomatát.',
      'Squads are revealed only once every player has committed.',
    ),
  alreadyRevealed: (): EngineError =>
    e('already-revealed', 'Már felfedted a csapatod.', 'You have already revealed your squad.'),
  unknownFigure: (id: string): EngineError =>
    e('unknown-figure', `Nincs ilyen figura: ${quote(id)}.`, `There is no such figure: ${quote(id)}.`),
  notYourFigure: (): EngineError => e('not-your-figure', 'Ez nem a te figurád.', 'That is not your figure.'),
  notYourDeployment: (): EngineError =>
    e(
      'not-your-deployment',
      'Most nem te állítod fel a csapatod: előbb a sötét oldal, aztán a világos.',
      'It is not your turn to set up: the dark side sets up first, then the light side.',
    ),
  notInStartZone: (): EngineError =>
    e(
      'not-in-start-zone',
      'A figura teljes helyének a saját kezdőterületeden kell lennie.',
      "The figure's whole space must lie in your side's start zone.",
    ),
  squareTaken: (): EngineError =>
    e('square-taken', 'Azon a négyzeten már áll valaki.', 'Someone already stands on that square.'),
  notAllDeployed: (): EngineError =>
    e('not-all-deployed', 'Előbb állítsd fel minden figurádat.', 'Set up all of your figures first.'),
  notInitiativeWinner: (): EngineError =>
    e(
      'not-initiative-winner',
      'A kezdést az dönti el, aki a kezdeményezést nyerte.',
      'Only the initiative winner chooses who goes first.',
    ),
  notYourPhase: (): EngineError =>
    e('not-your-phase', 'Most a másik játékos aktivál.', 'It is the other player’s phase.'),
  alreadyActivated: (): EngineError =>
    e(
      'already-activated',
      'Ez a figura már aktiválva volt ebben a körben.',
      'That figure has already activated this round.',
    ),
  turnRunning: (): EngineError =>
    e('turn-running', 'Előbb fejezd be a futó fordulót.', 'Finish the turn in progress first.'),
  noTurn: (): EngineError => e('no-turn', 'Előbb aktiválj egy figurát.', 'Activate a figure first.'),
  pendingChoice: (): EngineError =>
    e('pending-choice', 'Előbb a függő döntést kell meghozni.', 'A pending choice must be answered first.'),
  notYourChoice: (): EngineError =>
    e('not-your-choice', 'Ezt a döntést a másik játékos hozza meg.', 'That choice belongs to the other player.'),
  notOnMap: (): EngineError => e('not-on-map', 'Ez a figura nincs a táblán.', 'That figure is not on the map.'),
  illegalPath: (): EngineError =>
    e(
      'illegal-path',
      'Az útvonal minden lépésének szomszédos négyzetre kell vezetnie, fal, zárt ajtó vagy gödör nélkül.',
      'Every step of the path must go to a neighbouring square, past no wall, closed door or pit.',
    ),
  diagonalPastCorner: (): EngineError =>
    e(
      'diagonal-past-corner',
      'Fal sarkánál nem lehet átlósan lépni.',
      'A diagonal step may not pass the corner of a wall.',
    ),
  throughEnemy: (): EngineError =>
    e('through-enemy', 'Ellenséges figurán nem lehet áthaladni.', 'A figure may not move through an enemy.'),
  endsOccupied: (): EngineError =>
    e('ends-occupied', 'A mozgás nem érhet véget foglalt négyzeten.', 'A move may not end on an occupied square.'),
  endsInPit: (): EngineError => e('ends-in-pit', 'A mozgás nem érhet véget gödörben.', 'A move may not end in a pit.'),
  pathTooLong: (cost: number, budget: number): EngineError =>
    e(
      'path-too-long',
      `Ez az út ${cost} négyzetbe kerülne, de csak ${budget} maradt.`,
      `That path costs ${cost} squares, but only ${budget} are left.`,
    ),
  segmentNotAllowed: (): EngineError =>
    e(
      'segment-not-allowed',
      'Ebben a fordulóban ez már nem fér bele: mozgás és támadás, támadás és mozgás, vagy csak dupla mozgás.',
      'That no longer fits this turn: move and attack, attack and move, or a double move alone.',
    ),
  forceMoveAfterAttack: (): EngineError =>
    e(
      'force-move-after-attack',
      'Az Erővel vett +2 négyzet csak a mostani mozgáshoz adódhat; támadás után nem nyit új mozgást.',
      'Force movement adds to the current move; it cannot open a new move after the attack.',
    ),
  noForce: (): EngineError =>
    e('no-force', 'Ennek a figurának nincs elég Erőpontja.', 'That figure has not enough Force points.'),
  notEnemy: (): EngineError =>
    e('not-enemy', 'Csak ellenséges figurát lehet megtámadni.', 'Only an enemy figure can be attacked.'),
  noLineOfSight: (): EngineError =>
    e('no-line-of-sight', 'Nincs látótengely a célpontig.', 'There is no line of sight to the target.'),
  mustTargetAdjacent: (): EngineError =>
    e(
      'must-target-adjacent',
      'Szomszédos ellenség mellett csak szomszédos ellenséget lehet megtámadni.',
      'With an enemy adjacent, only an adjacent enemy may be attacked.',
    ),
  coverNotNearest: (): EngineError =>
    e(
      'cover-not-nearest',
      'Fedezékben lévő ellenséget csak akkor lehet megtámadni, ha ő a legközelebbi látható ellenség.',
      'An enemy in cover may be attacked only if it is the nearest enemy in sight.',
    ),
  meleeOnly: (): EngineError =>
    e(
      'melee-only',
      'Ez a figura csak szomszédos ellenséget támadhat.',
      'That figure can only attack an adjacent enemy.',
    ),
  notOffered: (): EngineError =>
    e('not-offered', 'Ez a figura most nem támadhat lehetőségből.', 'That figure has no attack of opportunity now.'),
  powerUnknown: (): EngineError =>
    e('power-unknown', 'Ennek a figurának nincs ilyen Erőképessége.', 'That figure has no such Force power.'),
  powerInUse: (): EngineError =>
    e('power-in-use', 'Ez az Erőképesség ebben a fordulóban már hat.', 'That Force power already works this turn.'),
  cannotMend: (): EngineError =>
    e(
      'cannot-mend',
      'Ez a képesség ezt a figurát nem gyógyítja: a gyógyítás droidokra nem hat, a javítás csak droidokra.',
      'That ability cannot mend this figure: healing does not work on droids, repair only on droids.',
    ),
  outOfRange: (squares: number): EngineError =>
    e('out-of-range', `A célpont ${squares} négyzeten kívül áll.`, `The target is more than ${squares} squares away.`),
  wrongKindOfTarget: (): EngineError =>
    e(
      'wrong-kind-of-target',
      'Ez a képesség csak droidra vagy állványos fegyverre hat.',
      'That power works only on a droid or a mounted weapon.',
    ),
  notWounded: (): EngineError => e('not-wounded', 'Ez a figura nem sebesült.', 'That figure is not wounded.'),
  notAdjacent: (): EngineError =>
    e('not-adjacent', 'Csak szomszédos figurára vagy önmagára használható.', 'Only on an adjacent figure or itself.'),
  noTargets: (): EngineError => e('no-targets', 'Nincs szomszédos ellenség.', 'There is no adjacent enemy.'),
  nothingToUndo: (): EngineError =>
    e(
      'nothing-to-undo',
      'Nincs visszavonható lépésed: dobás vagy a másik játékos lépése óta nem lehet visszavonni.',
      'You have nothing to take back: nothing can be undone past a roll or the other player’s action.',
    ),
  order66: (): EngineError =>
    e(
      'cannot-target-order-66',
      'A 66-os parancs képességű karakterek ezt a karaktert nem támadhatják.',
      'Characters with Order 66 cannot attack this character.',
    ),
} as const
