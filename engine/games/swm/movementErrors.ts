/**
 * The movement family's typed refusals (Mercenary, Savage, squeezing, Tow Cable, Door Gimmick and Override): a
 * stable code and a reason a player can read in Hungarian and English.
 */
import { engineError as e } from '../../core/errors'
import type { EngineError } from '../../core/types'

/** Every refusal of the movement family. Each call returns a fresh object. */
export const movementErrors = {
  mercenaryHasTarget: (): EngineError =>
    e(
      'mercenary-has-target',
      'Zsoldos: csak akkor mozoghat, ha onnan, ahol áll, nincs legális célpontja.',
      'Mercenary: it may move only while it has no legal target from where it stands.',
    ),
  savageHeld: (): EngineError =>
    e(
      'savage-held',
      'Vadság: ellenség mellől kezdte a fordulóját, nem mozdulhat el, támadnia kell.',
      'Savage: it began its turn next to an enemy, so it may not move away; it must attack.',
    ),
  savageMustEndAdjacent: (): EngineError =>
    e(
      'savage-must-end-adjacent',
      'Vadság: ha teheti, ellenséges karakter mellett kell befejeznie a mozgását.',
      'Savage: it must end its move next to an enemy when it can.',
    ),
  savageMustAttack: (): EngineError =>
    e(
      'savage-must-attack',
      'Vadság: ellenség mellől kezdte a fordulóját, előbb támadnia kell.',
      'Savage: it began its turn next to an enemy, so it must attack first.',
    ),
  endsSqueezed: (): EngineError =>
    e(
      'ends-squeezed',
      'Préselődés közben nem állhat meg: a mozgást olyan helyen kell befejeznie, ahol teljesen elfér.',
      'A squeezing figure may not stop there: its move must end where its whole space fits.',
    ),
  noTowCable: (): EngineError =>
    e('no-tow-cable', 'Ennek a figurának nincs Kábeles vontatás képessége.', 'That figure has no Tow Cable.'),
  towNotAllowed: (): EngineError =>
    e(
      'tow-not-allowed',
      'A Kábeles vontatás a hagyományos forduló helyett jár: csak a forduló elején lehet.',
      'Tow Cable takes the place of the whole turn: only at the start of the turn.',
    ),
  towAlly: (): EngineError =>
    e(
      'tow-ally',
      'A vontatott figurának szomszédos szövetségesnek kell lennie.',
      'The towed figure must be an adjacent ally.',
    ),
  towEndsApart: (): EngineError =>
    e(
      'tow-ends-apart',
      'A szövetségesnek a vontató szomszédságában kell befejeznie a mozgását.',
      'The ally must end its move next to the towing figure.',
    ),
  noReturn: (): EngineError =>
    e(
      'no-return',
      'Nem léphet vissza olyan négyzetbe, amit ebben a fordulóban már elhagyott.',
      'It may not step back into a square it has left this turn.',
    ),
  noDoorAbility: (): EngineError =>
    e(
      'no-door-ability',
      'Ajtót csak Ajtó csel vagy Felülírás képességű figura állíthat.',
      'Only a figure with Door Gimmick or Override may set a door.',
    ),
  unknownDoor: (): EngineError =>
    e('unknown-door', 'Nincs ilyen nyitható ajtó a pályán.', 'There is no such door that opens on this map.'),
  doorNotInSight: (): EngineError =>
    e('door-not-in-sight', 'Ez az ajtó nincs a figura látótengelyében.', 'That door is not in the figure’s sight.'),
  doorGimmickClosesNothing: (): EngineError =>
    e(
      'door-gimmick-opens-only',
      'Az Ajtó csel csak kinyitni tud ajtót; bezárni a Felülírás tud.',
      'Door Gimmick only opens a door; closing one takes Override.',
    ),
  doorHeld: (): EngineError =>
    e(
      'door-held',
      'Ezt az ajtót más tartja nyitva vagy zárva; csak Felülírás változtathat rajta.',
      'Someone else holds that door; only Override can change it.',
    ),
} as const
