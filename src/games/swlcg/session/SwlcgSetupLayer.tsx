import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import type { NetResult, Room } from '../../../../net/types'
import { toast } from '../../../ui/toastStore'
import { SwlcgSetupScreen } from '../setup/SwlcgSetupScreen'
import { commitDeck, startMatch } from './deckActions'
import { recordFor } from './setupModel'
import type { SwlcgFormat } from './setupModel'
import type { SwlcgGame } from './useSwlcgGame'

/** Props of SwlcgSetupLayer. */
export interface SwlcgSetupLayerProps {
  room: Room
  format: SwlcgFormat
  game: SwlcgGame
  mySeats: readonly SeatId[]
  names: Readonly<Record<SeatId, string>>
}

/** Before the match: the deck choice, or while the start roll waits, whom it waits for. */
export function SwlcgSetupLayer({ room, format, game, mySeats, names }: SwlcgSetupLayerProps) {
  const { t } = useTranslation('swlcg')
  const report = (result: NetResult) => {
    if (!result.ok) toast('error', 'swlcg:setup.refused', undefined, result.reason)
  }
  return (
    <div className="swlcg-setup-layer">
      {game.drawing ? (
        <section className="panel swlcg-setup" role="status" data-testid="swlcg-drawing">
          <p>{t('setup.drawing', { names: game.drawing.missing.map((s) => names[s] ?? s).join(', ') })}</p>
        </section>
      ) : (
        <SwlcgSetupScreen
          format={format}
          mySeats={mySeats}
          names={names}
          choices={game.choices}
          onCommit={(seat, deck) => void commitDeck(room, seat, deck).then(report)}
          onHotseat={(seat) => room.claimSeat(seat, { hotseat: true })}
          notice={
            game.startFailed
              ? t('setup.startFailed', { names: game.startFailed.map((s) => names[s] ?? s).join(', ') })
              : null
          }
          onStart={() => {
            const ready = recordFor(game.choices, format)
            const seat = mySeats[0]
            if (!ready.ok || !seat) return
            void startMatch(room, seat, ready.record).then(report)
          }}
        />
      )}
    </div>
  )
}
