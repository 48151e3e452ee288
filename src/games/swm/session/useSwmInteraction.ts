/**
 * The skirmish table's selection and pointer: which figure is selected (the active figure by default), what the
 * pointer is over, the combined-fire helpers chosen, and what the scene shows from them (move hints, the attack
 * preview, the deployment zone). Clicks become actions through interaction.ts; a click that cannot be made shows the
 * engine's reason until the game moves on or the player acts again. A path step (Surprise Move, Tow Cable) armed
 * from the turn bar takes the map over until the game moves on: its squares are the hints, a click sends its action.
 */
import { useCallback, useMemo, useState } from 'react'
import type { LocalizedText, SeatId } from '../../../../engine/core/types'
import { SWM_MAPS } from '../../../../engine/games/swm'
import type { At, AttackPreview, MoveHints, SwmAction, SwmState } from '../../../../engine/games/swm'
import { actingFor, deployAction, figureAt, figureClick, hintsFor, previewFor, squareClick } from './interaction'
import type { ClickResult } from './interaction'
import { pathSteps } from '../ui/pathSteps'
import type { PathStep } from '../ui/pathSteps'
import { pathClick, pathHints } from './pathMode'

/** What the table view passes on to the scene and the panels. */
export interface SwmInteraction {
  selected: string | null
  hints: MoveHints | null
  hoverSquare: At | null
  hoverFigure: string | null
  preview: AttackPreview | null
  /** The state the selected figure would act from (after its activation when it may activate), or null. */
  acting: SwmState | null
  deployZone: readonly At[] | null
  draggable: ReadonlySet<string>
  helpers: string[]
  notice: LocalizedText | null
  /** The path steps the legal actions offer (the turn bar's buttons that arm them). */
  pathSteps: PathStep[]
  /** The armed path step's id, or null. */
  armed: string | null
  /** Arms a path step (null: disarms); its mover becomes the selection. */
  arm(id: string | null): void
  setHelpers(helpers: string[]): void
  select(figure: string | null): void
  onFigure(id: string): void
  onSquare(at: At): void
  onHover(target: { square: At | null; figure: string | null }): void
  onDrop(figure: string, at: At): void
  clearNotice(): void
}

const NO_FIGURES: ReadonlySet<string> = new Set()
const NO_ACTIONS: readonly SwmAction[] = []

/** The squares of `seat`'s start zone on the game's map, while it deploys. */
function zoneOf(state: SwmState, seat: SeatId | null): At[] | null {
  if (state.stage !== 'deploy' || seat === null || state.deploying !== seat) return null
  const side = state.config.seats.find((s) => s.seat === seat)?.side
  const zone = SWM_MAPS[state.config.map]?.startZones.find((z) => z.side === side)
  return zone ? zone.squares.map(({ x, y }) => ({ x, y })) : null
}

/**
 * The selection and pointer of the table for `seat` (null: a spectator, who may still select to look); `legal` are
 * the seat's legal actions now (the path steps come from them).
 */
export function useSwmInteraction(
  state: SwmState | null,
  seat: SeatId | null,
  position: string,
  dispatch: (action: SwmAction) => void,
  legal: readonly SwmAction[] = NO_ACTIONS,
): SwmInteraction {
  const [chosen, setChosen] = useState<string | null>(null)
  const [hover, setHover] = useState<{ square: At | null; figure: string | null }>({ square: null, figure: null })
  const [helpers, setHelpers] = useState<string[]>([])
  const [notice, setNotice] = useState<{ text: LocalizedText; position: string } | null>(null)
  // The active figure is selected by default for its owner; a figure that left the map cannot stay selected.
  const active = state?.turn && state.figures[state.turn.figure]?.owner === seat ? state.turn.figure : null
  // A new turn starts with its figure selected: remembered during the render (React's pattern), so no frame shows
  // the old selection.
  const [turnSeen, setTurnSeen] = useState<string | null>(null)
  const turnKey = state?.turn ? `${state.turn.ref}` : null
  if (turnKey !== turnSeen) {
    setTurnSeen(turnKey)
    if (turnKey !== null) setChosen(null)
  }
  const chosenLive = chosen && state?.figures[chosen] && !state.figures[chosen]!.defeated ? chosen : null
  const selected = chosenLive ?? active
  const steps = useMemo(() => pathSteps(legal, state?.turn?.figure ?? null), [legal, state])
  // An armed step lasts for one position: any action (or a step the engine no longer lists) disarms it.
  const [armedAt, setArmedAt] = useState<{ id: string; position: string } | null>(null)
  const armed = armedAt?.position === position ? (steps.find((s) => s.id === armedAt.id) ?? null) : null
  const hints = useMemo(
    () => (state && seat && armed ? pathHints(state, seat, armed) : state ? hintsFor(state, seat, selected) : null),
    [state, seat, selected, armed],
  )
  const acting = useMemo(
    () => (state ? (actingFor(state, seat, selected)?.state ?? null) : null),
    [state, seat, selected],
  )
  const preview = useMemo(
    () => (state ? previewFor(state, seat, selected, hover.figure, helpers) : null),
    [state, seat, selected, hover.figure, helpers],
  )
  const deployZone = useMemo(() => (state ? zoneOf(state, seat) : null), [state, seat])
  const draggable = useMemo(
    () =>
      deployZone && state
        ? new Set(state.order.filter((id) => state.figures[id]!.owner === seat && !state.figures[id]!.defeated))
        : NO_FIGURES,
    [deployZone, state, seat],
  )
  // Helpers are chosen for one attack: a new selection or a new position starts without them.
  const [helpersFor, setHelpersFor] = useState(`${selected}@${position}`)
  if (helpersFor !== `${selected}@${position}`) {
    setHelpersFor(`${selected}@${position}`)
    setHelpers([])
  }

  const run = useCallback(
    (result: ClickResult) => {
      setNotice(null)
      if (result.kind === 'select') setChosen(result.figure)
      else if (result.kind === 'hint') setNotice({ text: result.reason, position })
      else {
        for (const action of result.actions) dispatch(action)
        setHelpers([])
      }
    },
    [dispatch, position],
  )
  const onFigure = useCallback(
    (id: string) => {
      // A figure click is no square of the armed step's: it puts the step away and acts as usual.
      setArmedAt(null)
      if (state) run(figureClick(state, seat, selected, id, helpers))
    },
    [state, seat, selected, helpers, run],
  )
  const onSquare = useCallback(
    (at: At) => state && run(armed ? pathClick(armed, at) : squareClick(state, seat, selected, hints, at)),
    [state, seat, selected, hints, run, armed],
  )
  const arm = useCallback(
    (id: string | null) => {
      const step = id === null ? undefined : steps.find((s) => s.id === id)
      setNotice(null)
      setArmedAt(step ? { id: step.id, position } : null)
      if (step) setChosen(step.mover)
    },
    [steps, position],
  )
  // Deselecting (Esc, the roster) also puts an armed step away.
  const select = useCallback((figure: string | null) => {
    setChosen(figure)
    if (figure === null) setArmedAt(null)
  }, [])
  const onDrop = useCallback(
    (figure: string, at: At) => {
      if (!state) return
      setChosen(figure)
      run(
        figureAt(state, at) === figure
          ? { kind: 'select', figure }
          : { kind: 'send', actions: [deployAction(figure, at)] },
      )
    },
    [state, run],
  )
  return {
    selected,
    hints,
    hoverSquare: hints ? hover.square : null,
    hoverFigure: hover.figure,
    preview,
    acting,
    deployZone,
    draggable,
    helpers,
    notice: notice && notice.position === position ? notice.text : null,
    pathSteps: steps,
    armed: armed?.id ?? null,
    arm,
    setHelpers,
    select,
    onFigure,
    onSquare,
    onHover: setHover,
    onDrop,
    clearNotice: useCallback(() => setNotice(null), []),
  }
}
