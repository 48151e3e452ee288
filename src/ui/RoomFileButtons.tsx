import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Room } from '../../net/types'
import { openRoomForFile } from '../hooks/openRoomForFile'
import { ConfirmDialog } from './ConfirmDialog'
import { importRoomFrom } from './roomFileImport'
import { ToolButton } from './ToolButton'
import { toast } from './toastStore'

/** Props of RoomFileButtons. */
export interface RoomFileButtonsProps {
  room: Room
}

/** File name of an export: room code and local date, so a folder of saves sorts by room and day. */
export function exportFileName(code: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  const time = `${pad(now.getHours())}${pad(now.getMinutes())}`
  return `holotable-${code}-${day}-${time}.holotable`
}

/**
 * Export the room to a `.holotable` file, or merge one in; a bad file leaves the room as it was. A file of another
 * room offers to open that room and load it there.
 */
export function RoomFileButtons({ room }: RoomFileButtonsProps) {
  const { t } = useTranslation('table')
  const input = useRef<HTMLInputElement>(null)
  const [other, setOther] = useState<{ code: string; file: File } | null>(null)

  const exportRoom = () => {
    const bytes = room.exportFile()
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/octet-stream' }))
    const link = document.createElement('a')
    link.href = url
    link.download = exportFileName(room.code, new Date())
    // Firefox only downloads from a link that is in the document.
    document.body.append(link)
    link.click()
    link.remove()
    // Revoke later: some browsers start the download only after the click handler returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
    toast('ok', 'table:toast.exported')
  }

  return (
    <>
      <ToolButton icon="download" label={t('file.export')} hint={t('file.exportHint')} onClick={exportRoom} />
      <ToolButton
        icon="upload"
        label={t('file.import')}
        hint={t('file.importHint')}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        accept=".holotable,application/octet-stream"
        hidden
        data-testid="import-file"
        onChange={(e) => {
          const file = e.target.files?.[0]
          // Clear the input so choosing the same file again still fires a change.
          e.target.value = ''
          if (file) void importRoomFrom(room, file, { onOtherRoom: (code) => setOther({ code, file }) })
        }}
      />
      {other ? (
        <ConfirmDialog
          title={t('file.otherRoomTitle', { code: other.code })}
          body={t('file.otherRoomBody', { code: other.code, file: other.file.name })}
          confirm={t('file.otherRoomOpen', { code: other.code })}
          onConfirm={() => {
            setOther(null)
            openRoomForFile(other.code, other.file)
          }}
          onCancel={() => setOther(null)}
        />
      ) : null}
    </>
  )
}
