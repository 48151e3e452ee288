import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Room } from '../../net/types'
import { followInvite, showRoomInUrl } from '../hooks/useInviteLink'
import { useInviteSwitch } from '../stores/inviteSwitch'
import { useSession } from '../stores/session'
import { ConfirmDialog } from './ConfirmDialog'

/**
 * An invite link to another room was opened while this tab is in a room: a player holding a seat is asked
 * before leaving their game (cancelling puts this room back in the address bar); anyone else follows at once.
 */
export function FollowInviteDialog({ room }: { room: Room | null }) {
  const { t } = useTranslation('table')
  const pending = useInviteSwitch((s) => s.pending)
  const clear = useInviteSwitch((s) => s.clear)
  const current = useSession((s) => s.request?.code ?? null)
  const seated = room !== null && room.mySeats().length > 0

  useEffect(() => {
    if (!pending || seated) return
    clear()
    followInvite(pending)
  }, [pending, seated, clear])

  if (!pending || !seated) return null
  return (
    <ConfirmDialog
      title={t('follow.title', { code: pending.code })}
      body={t('follow.body', { code: pending.code, current })}
      confirm={t('follow.go', { code: pending.code })}
      onConfirm={() => {
        clear()
        followInvite(pending)
      }}
      onCancel={() => {
        clear()
        showRoomInUrl(current)
      }}
    />
  )
}
