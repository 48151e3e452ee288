import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ToolButton } from '../ui/ToolButton'
import { runImport, useImportUi, type OnImport } from './importStore'
import './import.css'

/** Props: what to do with the picked files (the same function the drop zone gets). */
export interface ImportButtonProps {
  onImport: OnImport
}

/** What the file picker offers: card images and deck lists. */
const ACCEPT = 'image/*,.json,.csv,.tsv'

/**
 * The toolbar's import button: a small menu to pick files (images and lists, several at once) or a whole folder.
 * Problems show in the drop zone's dialog, so mount ImportDropZone too.
 */
export function ImportButton({ onImport }: ImportButtonProps) {
  const { t } = useTranslation('import')
  const busy = useImportUi((s) => s.busy)
  const [open, setOpen] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const filesInput = useRef<HTMLInputElement>(null)
  const folderInput = useRef<HTMLInputElement>(null)

  useEffect(() => {
    // Not a React prop: the folder picker is switched on on the element itself.
    if (folderInput.current) folderInput.current.webkitdirectory = true
  }, [])

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    // A press anywhere outside the button and its menu closes the menu.
    const onPress = (e: PointerEvent) => {
      if (!container.current?.contains(e.target as Node)) setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    window.addEventListener('pointerdown', onPress)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('pointerdown', onPress)
    }
  }, [open])

  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? [])
    // Cleared so that picking the same files again (after fixing them) fires again.
    e.target.value = ''
    void runImport(onImport, files)
  }
  const choose = (input: HTMLInputElement | null) => {
    setOpen(false)
    input?.click()
  }

  return (
    <div className="import-button" ref={container}>
      <ToolButton
        icon="upload"
        label={t('button.label')}
        hint={t('button.hint')}
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={busy}
        onClick={() => setOpen((o) => !o)}
      />
      {open ? (
        <div className="panel import-menu" role="menu">
          <button type="button" role="menuitem" className="btn btn-sm" onClick={() => choose(filesInput.current)}>
            {t('button.files')}
          </button>
          <button type="button" role="menuitem" className="btn btn-sm" onClick={() => choose(folderInput.current)}>
            {t('button.folder')}
          </button>
        </div>
      ) : null}
      <input ref={filesInput} type="file" multiple accept={ACCEPT} hidden onChange={picked} />
      <input ref={folderInput} type="file" multiple hidden onChange={picked} />
    </div>
  )
}
