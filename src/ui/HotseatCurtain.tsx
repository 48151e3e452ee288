import { useTranslation } from 'react-i18next'

/** Props of HotseatCurtain. */
export interface HotseatCurtainProps {
  /** The seat the device passes to, e.g. 's2'. */
  seat: string
  /** Its player's name. */
  name: string
  /** What the seat plays, in the UI language ("Empire", "Dark Side"). */
  side: string
  /** The game's test id for the curtain. */
  testId: string
  /** What it hides: the player's hand (card games, default) or the whole table (a skirmish's secret squad). */
  hides?: 'hand' | 'table'
  onReady(): void
}

/**
 * In a hotseat game, shown when the seat the game waits for changes: it covers the hand (or the table) until that player
 * says they have the device, so one player never sees another's cards by accident.
 */
export function HotseatCurtain({ seat, name, side, testId, hides = 'hand', onReady }: HotseatCurtainProps) {
  const { t } = useTranslation('table')
  const suffix = hides === 'table' ? 'Table' : ''
  return (
    <div
      className="hotseat-curtain"
      role="dialog"
      aria-modal="true"
      aria-labelledby="hotseat-curtain-title"
      data-testid={testId}
    >
      <div className="panel hotseat-curtain-card">
        <h2 id="hotseat-curtain-title" className="card-title">
          {t('hotseat.curtainTitle', { name })}
        </h2>
        <p className="muted">{t(`hotseat.curtainLead${suffix}`, { side, n: seat.slice(1) })}</p>
        <button type="button" className="btn btn-primary btn-block" autoFocus onClick={onReady}>
          {t(`hotseat.curtainShow${suffix}`, { name })}
        </button>
      </div>
    </div>
  )
}
