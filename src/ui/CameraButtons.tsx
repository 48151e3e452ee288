import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { CameraPreset } from '../../net/types'
import { isTypingTarget } from '../input/tableActions'
import { useTableUi } from '../stores/tableUi'

/** Props of CameraButtons. */
export interface CameraButtonsProps {
  /** Extra class on the toolbar (the default position is bottom centre). */
  className?: string
}

/** Presets in button order; keys 1, 2, 3 pick them. */
const PRESETS: readonly CameraPreset[] = ['top', 'seat', 'free']

/**
 * Camera preset switcher over the table: top-down, my seat, free orbit. Keys 1/2/3 do the same (ignored
 * while typing in a text field).
 */
export function CameraButtons({ className = '' }: CameraButtonsProps) {
  const { t } = useTranslation('scene')
  const camera = useTableUi((s) => s.camera)
  const { setCamera } = useTableUi((s) => s.actions)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return
      const preset = PRESETS[Number(e.key) - 1]
      if (preset && /^[123]$/.test(e.key)) setCamera(preset)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [setCamera])

  return (
    <div
      role="toolbar"
      aria-label={t('camera.label')}
      className={`panel camera-buttons ${className}`.trim()}
      style={{
        position: 'absolute',
        left: '50%',
        bottom: 8,
        transform: 'translateX(-50%)',
        zIndex: 10,
        display: 'flex',
        gap: 4,
        padding: 4,
      }}
    >
      {PRESETS.map((preset, i) => (
        <button
          key={preset}
          type="button"
          className="btn btn-sm"
          aria-pressed={camera === preset}
          title={t(`camera.${preset}Hint`)}
          data-camera={preset}
          onClick={() => setCamera(preset)}
          style={
            camera === preset
              ? { background: 'rgba(88, 208, 255, 0.22)', borderColor: 'var(--holo)', color: '#fff' }
              : { borderColor: 'transparent' }
          }
        >
          <span style={{ color: 'var(--faint)', fontSize: 11, marginRight: 2 }}>{i + 1}</span>
          {t(`camera.${preset}`)}
        </button>
      ))}
    </div>
  )
}
