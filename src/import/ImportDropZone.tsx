import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ImportProblemsDialog } from './ImportProblemsDialog'
import { dragHasFiles, droppedFiles } from './droppedFiles'
import { runImport, useImportUi, type OnImport } from './importStore'
import './import.css'

/** Props: what to do with the dropped files (the lead passes `importFiles` bound to the room). */
export interface ImportDropZoneProps {
  onImport: OnImport
}

/**
 * Mount once on the table. While files are dragged over the window a full-window overlay says where they go;
 * dropping them anywhere imports them. Also shows the "importing…" note and the problems dialog (for the
 * ImportButton's imports too).
 */
export function ImportDropZone({ onImport }: ImportDropZoneProps) {
  const { t } = useTranslation('import')
  const [over, setOver] = useState(false)
  const busy = useImportUi((s) => s.busy)
  const latest = useRef(onImport)
  useEffect(() => {
    latest.current = onImport
  }, [onImport])

  useEffect(() => {
    // dragenter/dragleave fire for every element crossed: count them to know when the drag left the window.
    let depth = 0
    const enter = (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer)) return
      e.preventDefault()
      depth++
      setOver(true)
    }
    const overWindow = (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer)) return
      // Without this the browser would open the dropped file in place of the table.
      e.preventDefault()
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy'
    }
    const leave = (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer)) return
      depth = Math.max(0, depth - 1)
      if (depth === 0) setOver(false)
    }
    const drop = (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer) || !e.dataTransfer) return
      e.preventDefault()
      depth = 0
      setOver(false)
      void droppedFiles(e.dataTransfer).then((files) => runImport(latest.current, files))
    }
    window.addEventListener('dragenter', enter)
    window.addEventListener('dragover', overWindow)
    window.addEventListener('dragleave', leave)
    window.addEventListener('drop', drop)
    return () => {
      window.removeEventListener('dragenter', enter)
      window.removeEventListener('dragover', overWindow)
      window.removeEventListener('dragleave', leave)
      window.removeEventListener('drop', drop)
    }
  }, [])

  return (
    <>
      {over ? (
        <div className="import-drop" aria-hidden="true">
          <div className="import-drop-card">
            <p className="import-drop-title">{t('drop.title')}</p>
            <p className="muted">{t('drop.hint')}</p>
          </div>
        </div>
      ) : null}
      {busy ? (
        <div className="import-busy" role="status">
          {t('busy')}
        </div>
      ) : null}
      <ImportProblemsDialog />
    </>
  )
}
