import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LocalizedText } from '../../engine/core/types'
import { openRoomForFile } from '../hooks/openRoomForFile'
import { useLocalized } from '../i18n/useLocalized'

/** Props of OpenSavedRoom. */
export interface OpenSavedRoomProps {
  /** The join form's password, for a room that has one. */
  password: string
}

/** Why a chosen file opens no room: a refusal from the file check, or an i18n key of the lobby. */
type Problem = { file: string; reason: LocalizedText | null; key?: string }

/**
 * "Open a saved room…" in the lobby: a `.holotable` file names its room, so choosing one opens that room and loads
 * the file into it (the same as importing another room's file at a table). A file that is not a room file, or too
 * large, is refused here with the reason, before anything is joined.
 */
export function OpenSavedRoom({ password }: OpenSavedRoomProps) {
  const { t } = useTranslation('lobby')
  const localized = useLocalized()
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<Problem | null>(null)

  const open = async (file: File) => {
    // Reading room files (yjs, the ledger) is loaded only when a file is chosen: no part of the lobby's first load.
    const { readRoomFile, roomFileSizeProblem } = await import('../../net/room-file')
    const tooLarge = roomFileSizeProblem(file.size)
    const read = tooLarge ?? readRoomFile(new Uint8Array(await file.arrayBuffer()))
    if (!read.ok) return setProblem({ file: file.name, reason: read.reason })
    const failed = openRoomForFile(read.room, file, password)
    setProblem(failed === null ? null : { file: file.name, reason: null, key: `open.${failed}` })
  }

  return (
    <div className="open-saved">
      <button type="button" className="btn btn-block" onClick={() => input.current?.click()} title={t('open.hint')}>
        {t('open.button')}
      </button>
      <input
        ref={input}
        type="file"
        accept=".holotable,application/octet-stream"
        hidden
        data-testid="open-saved-room"
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (file) void open(file)
        }}
      />
      {problem ? (
        <p className="field-error" role="alert">
          {t('open.failed', {
            file: problem.file,
            reason: problem.reason ? localized(problem.reason) : t(problem.key ?? 'open.bad-code'),
          })}
        </p>
      ) : null}
    </div>
  )
}
