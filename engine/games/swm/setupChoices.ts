/**
 * Choices made at setup (glossary), `setup-choice { holder, ability, figure }` while the seat sets up:
 * - Dark Inspiration: "A felállítás folyamán, ha ilyen képességű karakter van a csapatodban, választhatsz egy
 *   Erőérzékeny szövetséges karaktert. Az a karakter megkapja a Fénykard Párbajozó képességet … a játék végéig."
 * - Dark Master: "A felállítás folyamán … kiválaszthatsz egy egyedi szövetséges karaktert a csapatodból. A
 *   kiválasztott képes ezen karakter Erő pontjait költeni" (the spending is forceSources.ts).
 * Our readings: "Erőérzékeny" is a character with a Force rating; the ally is another figure of the squad, not the
 * holder; each holder chooses once (a card with both abilities would choose once); choosing is optional.
 */
import { payloadRecord, readOneOf, readString } from '../../core/game'
import type { EngineError, EngineEvent, SeatId } from '../../core/types'
import { has } from './attack/figure'
import type { Ctx } from './context'
import { defOf, figureById, figuresOf } from './context'
import { swmErrors } from './errors'
import { squadAbilityErrors } from './squadAbilityErrors'
import type { Figure, SwmAction, SwmState } from './types'

/** The abilities that choose an ally at setup, with their names for refusals. */
const SETUP_ABILITIES = ['dark-inspiration', 'dark-master'] as const
type SetupAbility = (typeof SETUP_ABILITIES)[number]
const NAMES: Record<SetupAbility, { hu: string; en: string }> = {
  'dark-inspiration': { hu: 'Sötét inspiráció', en: 'Dark Inspiration' },
  'dark-master': { hu: 'Sötét nagyúr', en: 'Dark Master' },
}

/** Why `holder` of `seat` may not choose `figure` with `ability` now, or null. */
function choiceProblem(
  state: SwmState,
  ctx: Ctx,
  seat: SeatId,
  ability: SetupAbility,
  holder: Figure | undefined,
  figure: Figure | undefined,
): EngineError | null {
  if (state.stage !== 'deploy') return swmErrors.wrongStage()
  if (seat !== state.deploying) return swmErrors.notYourDeployment()
  if (!holder || !figure) return swmErrors.unknownFigure('')
  if (holder.owner !== seat) return swmErrors.notYourFigure()
  if (!has(defOf(ctx, holder), ability)) return squadAbilityErrors.noSuchAbility(NAMES[ability].hu, NAMES[ability].en)
  if (holder.setupChoice !== undefined) return squadAbilityErrors.setupChoiceMade()
  if (figure.owner !== seat || figure.id === holder.id)
    return squadAbilityErrors.notEligibleAlly('nem egy másik szövetséges', 'not another ally')
  if (ability === 'dark-inspiration' && figure.force === null)
    return squadAbilityErrors.notEligibleAlly('nem Erőérzékeny', 'not a Force user')
  if (ability === 'dark-master' && !defOf(ctx, figure).unique)
    return squadAbilityErrors.notEligibleAlly('nem egyedi karakter', 'not a unique character')
  return null
}

/** `setup-choice { holder, ability, figure }`: Dark Inspiration's or Dark Master's ally, once per holder. */
export function setupChoice(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const payload = payloadRecord(action)
  const ability = readOneOf(payload, 'ability', SETUP_ABILITIES)
  const holder = figureById(state, readString(payload, 'holder', 120))
  const figure = figureById(state, readString(payload, 'figure', 120))
  const problem = choiceProblem(state, ctx, seat, ability, holder, figure)
  if (problem) return problem
  holder!.setupChoice = figure!.id
  if (ability === 'dark-inspiration' && !has(defOf(ctx, figure!), 'lightsaber-duelist'))
    figure!.granted = [...(figure!.granted ?? []), { id: 'lightsaber-duelist' }]
  events.push({ type: 'setup-chosen', data: { holder: holder!.id, ability, figure: figure!.id } })
  return null
}

/** Every `setup-choice` the seat may send now. */
export function setupChoiceActions(state: SwmState, ctx: Ctx, seat: SeatId): SwmAction[] {
  if (state.stage !== 'deploy' || seat !== state.deploying) return []
  const own = figuresOf(state).filter((f) => f.owner === seat)
  const out: SwmAction[] = []
  for (const ability of SETUP_ABILITIES)
    for (const holder of own)
      for (const figure of own)
        if (choiceProblem(state, ctx, seat, ability, holder, figure) === null)
          out.push({ type: 'setup-choice', payload: { holder: holder.id, ability, figure: figure.id } })
  return out
}
