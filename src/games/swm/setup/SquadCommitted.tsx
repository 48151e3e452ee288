import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import { characterById } from '../../../../engine/games/swm/data/characters'
import { useLocalized } from '../../../i18n/useLocalized'
import { squadSecret } from '../session/squadSecrets'

/** Props of SquadCommitted. */
export interface SquadCommittedProps {
  room: string
  seat: SeatId
  commitment: string
  /** Whether every seat has committed (the lists are being revealed). */
  allCommitted: boolean
}

/**
 * After this seat committed: the commitment's first 8 hex digits (the other player sees the same), this seat's own
 * list as this browser keeps it, and that the list stays here until both have committed.
 */
export function SquadCommitted({ room, seat, commitment, allCommitted }: SquadCommittedProps) {
  const { t } = useTranslation('swmSetup')
  const localized = useLocalized()
  // Checking the kept list against the commitment hashes it: once per commitment, not per render.
  const secret = useMemo(() => squadSecret(room, seat, commitment), [room, seat, commitment])
  const own = (secret?.list.characters ?? []).map(({ id, count }) => {
    const def = characterById(id)
    return { id, count, name: def ? localized(def.name) : id, cost: (def?.cost ?? 0) * count }
  })
  return (
    <div className="swm-committed" data-testid="swm-committed">
      <p className="swm-committed-title">{allCommitted ? t('builder.revealing') : t('builder.committed')}</p>
      <p className="muted">
        {t('builder.commitment')} <code className="swm-hash">{commitment.slice(0, 8)}</code>
      </p>
      {own.length > 0 ? (
        <ul className="swm-own-list" aria-label={t('builder.yourSquad')}>
          {own.map((m) => (
            <li key={m.id}>
              {m.count} × {m.name} <span className="muted">({t('builder.cost', { count: m.cost })})</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field-error">{t('builder.secretMissing')}</p>
      )}
      <p className="field-hint">{t('builder.staysHere')}</p>
    </div>
  )
}
