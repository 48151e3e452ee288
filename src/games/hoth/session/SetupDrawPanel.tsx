import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import type { SeatBinding } from '../../../../net/schema'
import type { Peer } from '../../../hooks/usePeers'
import { PendingRollNotice } from '../../../ui/PendingRollNotice'

/** Props of SetupDrawPanel. */
export interface SetupDrawPanelProps {
  /** The seats whose share of the start roll is still missing. */
  drawing: { missing: SeatId[] }
  names: Readonly<Record<SeatId, string>>
  /** Who sits where, who is in the room and this browser's key: to say which waited-for player is offline. */
  seats: Readonly<Record<SeatId, SeatBinding>>
  peers: readonly Peer[]
  myKey: string
}

/**
 * Between Start and the battle: the first shuffle is drawn with every seat; says whom it waits for, and who of them
 * is offline (with the way to free their seat).
 */
export function SetupDrawPanel({ drawing, names, seats, peers, myKey }: SetupDrawPanelProps) {
  const { t } = useTranslation('hothSetup')
  return (
    <section className="panel hoth-setup" aria-live="polite" data-testid="hoth-drawing">
      <h2 className="card-title">{t('drawTitle')}</h2>
      <p className="muted">{t('drawLead')}</p>
      <p>{t('drawWaiting', { names: drawing.missing.map((seat) => names[seat] ?? seat).join(', ') })}</p>
      <PendingRollNotice
        roll={{ entry: { seat: '' }, waitingFor: drawing.missing }}
        rolling={false}
        offlineOnly
        seats={seats}
        peers={peers}
        myKey={myKey}
        fallback=""
        className="hoth-draw-offline"
      />
    </section>
  )
}
