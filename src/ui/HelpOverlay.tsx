import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { useOverlays } from './overlayStore'
import { SHORTCUTS } from './shortcuts'

/** The `?` overlay: every key and gesture, grouped. Esc or a click outside closes it. */
export function HelpOverlay() {
  const { t } = useTranslation('help')
  const open = useOverlays((s) => s.help)
  const { close } = useOverlays((s) => s.actions)
  if (!open) return null
  const cap = (key: string) => (key.startsWith('gesture:') ? t(`gestures.${key.slice('gesture:'.length)}`) : key)
  return (
    <div className="modal-backdrop" onClick={() => close('help')}>
      <div
        className="panel modal help"
        role="dialog"
        aria-modal="true"
        aria-labelledby="help-title"
        onClick={(e) => e.stopPropagation()}
      >
        <header className="drawer-head">
          <h2 id="help-title" className="eyebrow">
            {t('title')}
          </h2>
          <button
            type="button"
            className="btn btn-sm btn-icon"
            onClick={() => close('help')}
            aria-label={t('common:close')}
          >
            ×
          </button>
        </header>
        <div className="help-groups">
          {SHORTCUTS.map((group) => (
            <section key={group.id} className="help-group">
              <h3 className="drawer-subtitle">{t(`groups.${group.id}`)}</h3>
              <dl className="shortcuts">
                {group.shortcuts.map((s) => (
                  <div key={s.action} className="shortcut">
                    <dt>
                      {s.keys.map((key, i) => (
                        <Fragment key={key}>
                          {s.combo && i > 0 ? <span aria-hidden="true">+</span> : null}
                          <kbd className={key.startsWith('gesture:') ? 'kbd-gesture' : undefined}>{cap(key)}</kbd>
                        </Fragment>
                      ))}
                    </dt>
                    <dd>{t(`actions.${s.action}`)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
        <p className="muted help-foot">{t('foot')}</p>
      </div>
    </div>
  )
}
