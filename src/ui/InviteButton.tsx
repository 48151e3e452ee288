import { useTranslation } from 'react-i18next'
import { buildInviteLink } from '../../net/room-code'
import { copyText } from '../hooks/clipboard'
import { Icon } from './Icon'
import { toast } from './toastStore'

/** Props of InviteButton. */
export interface InviteButtonProps {
  code: string
}

/** The room code and a button that copies an invite link (never with the password: say that aloud). */
export function InviteButton({ code }: InviteButtonProps) {
  const { t } = useTranslation('table')
  const copy = async () => {
    const link = buildInviteLink(`${location.origin}${location.pathname}`, { code })
    if (await copyText(link)) toast('ok', 'table:toast.copied')
    else toast('error', 'table:toast.copyFailed', { link })
  }
  return (
    <div className="invite">
      <span className="invite-label">{t('status.room')}</span>
      <span className="invite-code mono" data-testid="room-code">
        {code}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        onClick={() => void copy()}
        title={t('status.copyHint')}
        aria-label={t('status.copy')}
      >
        <Icon name="link" />
        <span className="btn-label">{t('status.copyShort')}</span>
      </button>
    </div>
  )
}
