/**
 * What a click or a hover at the skirmish table means, as pure functions of the folded state: a selected figure's
 * move hints and attack previews (from the engine's own `moveHints` and `attackPreview`), and the actions a click on a
 * square or a figure stands for. A figure that is not yet active shows its hints as they would be once activated: the
 * click then sends the activation and the move (or attack) together, in order. A click that stands for an illegal
 * action returns the engine's reason, judged as if the figure were active; nothing is sent.
 */
import type { LocalizedText, SeatId } from '../../../../engine/core/types'
import { CHARACTERS_BY_ID, attackPreview, moveHints, swm } from '../../../../engine/games/swm'
import type { AttackPreview, At, MoveHints, SwmAction, SwmState } from '../../../../engine/games/swm'

/** What a click does: send actions in order, change the selection, or show why it cannot be done. */
export type ClickResult =
  | { kind: 'send'; actions: SwmAction[] }
  | { kind: 'select'; figure: string | null }
  | { kind: 'hint'; reason: LocalizedText }

/** The state to hint from for `figure`, and the activation a click must send first (null: none needed). */
export interface Acting {
  state: SwmState
  activate: SwmAction | null
}

const HINTS = {
  pickFigure: {
    hu: 'Előbb válaszd ki az egyik figurádat.',
    en: 'First select one of your figures.',
  },
} satisfies Record<string, LocalizedText>

/** Why a square no hint reaches is refused: out of the move's reach, with what is left of it. */
function notHere(squares: number): LocalizedText {
  return {
    hu: `Oda ez a lépés nem ér el (${squares} négyzetnyi mozgás maradt): kattints egy kiemelt mezőre.`,
    en: `This move cannot reach that square (${squares} squares of movement left): click a highlighted square.`,
  }
}

/** Whether `id` names a figure on the map, not defeated. */
function onMap(state: SwmState, id: string | null): boolean {
  const figure = id ? state.figures[id] : undefined
  return !!figure && figure.at !== null && !figure.defeated
}

/**
 * The state in which `figure` acts for `seat`: the state itself when it is the active figure, the state after its
 * activation when `seat` may activate it now, else null (not this seat's to move now).
 */
export function actingFor(state: SwmState, seat: SeatId | null, figure: string | null): Acting | null {
  if (!seat || !figure || !onMap(state, figure) || state.pending.length > 0) return null
  if (state.turn?.figure === figure)
    return swm.legalActions(state, seat).some((a) => a.type === 'end-turn') ? { state, activate: null } : null
  const activate: SwmAction = { type: 'activate', payload: { figure } }
  const next = swm.apply(state, activate, seat)
  return next.ok ? { state: next.state, activate } : null
}

/** The selected figure's move hints, as they would be once it acts (null: nothing to hint). */
export function hintsFor(state: SwmState, seat: SeatId | null, selected: string | null): MoveHints | null {
  const acting = actingFor(state, seat, selected)
  if (!acting) return null
  const hints = moveHints(CHARACTERS_BY_ID, acting.state, selected)
  return hints.refused ? null : hints
}

/** The preview of the selected figure attacking `target` with `helpers` (null: not an enemy or nothing to preview). */
export function previewFor(
  state: SwmState,
  seat: SeatId | null,
  selected: string | null,
  target: string | null,
  helpers: readonly string[],
): AttackPreview | null {
  if (!target || target === selected || !onMap(state, target)) return null
  const acting = actingFor(state, seat, selected)
  if (!acting || state.figures[target]!.owner === seat) return null
  return attackPreview(CHARACTERS_BY_ID, acting.state, selected!, target, helpers.length > 0 ? [...helpers] : undefined)
}

/** Whether `seat` is placing figures now. */
function deploying(state: SwmState, seat: SeatId | null): boolean {
  return state.stage === 'deploy' && seat !== null && state.deploying === seat
}

/** The deployment of `figure` onto `at` (its top-left square). */
export function deployAction(figure: string, at: At): SwmAction {
  return { type: 'deploy', payload: { placements: [{ figure, x: at.x, y: at.y }] } }
}

/** What clicking square `at` means with `selected` chosen and its `hints` shown. */
export function squareClick(
  state: SwmState,
  seat: SeatId | null,
  selected: string | null,
  hints: MoveHints | null,
  at: At,
): ClickResult {
  const standing = figureAt(state, at)
  if (standing) return { kind: 'select', figure: standing === selected ? null : standing }
  if (deploying(state, seat)) {
    if (!selected || state.figures[selected]?.owner !== seat) return { kind: 'hint', reason: HINTS.pickFigure }
    return { kind: 'send', actions: [deployAction(selected, at)] }
  }
  const acting = actingFor(state, seat, selected)
  if (!acting) return selected ? { kind: 'select', figure: null } : { kind: 'hint', reason: HINTS.pickFigure }
  const hint = hints?.hints.find((h) => h.to.x === at.x && h.to.y === at.y)
  const move: SwmAction = { type: 'move', payload: { path: hint ? hint.path : [{ x: at.x, y: at.y }] } }
  if (!hint) {
    // The engine's own reason, judged as if the figure were active (no move left now, not this turn's shape); a
    // square merely out of reach is refused by its one-step probe path, so say what is left of the move instead.
    const why = swm.apply(acting.state, move, seat!)
    if (!why.ok && why.error.code !== 'illegal-path') return { kind: 'hint', reason: why.error.reason }
    return { kind: 'hint', reason: notHere(hints?.squares ?? 0) }
  }
  return { kind: 'send', actions: [...(acting.activate ? [acting.activate] : []), move] }
}

/** What clicking figure `id` means: an attack on an enemy when the selected figure may make it, else a selection. */
export function figureClick(
  state: SwmState,
  seat: SeatId | null,
  selected: string | null,
  id: string,
  helpers: readonly string[],
): ClickResult {
  const figure = state.figures[id]
  if (!figure) return { kind: 'select', figure: null }
  const acting = actingFor(state, seat, selected)
  if (!acting || figure.owner === seat || !onMap(state, id))
    return { kind: 'select', figure: id === selected ? null : id }
  const attack: SwmAction = {
    type: 'attack',
    payload: helpers.length > 0 ? { target: id, helpers: [...helpers] } : { target: id },
  }
  // Judged as if the figure were active, with any dice: only the legality matters here.
  const tried = swm.apply(acting.state, { ...attack, entropy: '00' }, seat!)
  if (!tried.ok) return { kind: 'hint', reason: tried.error.reason }
  return { kind: 'send', actions: [...(acting.activate ? [acting.activate] : []), attack] }
}

/** The figure standing on square `at` (any square of its space), or null. */
export function figureAt(state: SwmState, at: At): string | null {
  for (const id of state.order) {
    const f = state.figures[id]!
    if (f.at === null || f.defeated) continue
    const span = spanOf(f.def)
    if (at.x >= f.at.x && at.x < f.at.x + span && at.y >= f.at.y && at.y < f.at.y + span) return id
  }
  return null
}

/** Squares across a character's space: Small and Medium 1, Large 2, Huge 3. */
export function spanOf(def: string): number {
  const size = CHARACTERS_BY_ID.get(def)?.size
  return size === 'huge' ? 3 : size === 'large' ? 2 : 1
}
