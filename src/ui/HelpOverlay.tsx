import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { useOverlays } from './overlayStore'
import { SHORTCUTS } from './shortcuts'

/**
 * The `?` overlay: every key and gesture, grouped; or, at a table with its own rules, that game's help (how to
 * play a turn and its keys). Esc or a click outside closes it.
 */
export function HelpOverlay() {
  const open = useOverlays((s) => s.help)
  const gameHelp = useOverlays((s) => s.gameHelp)
  const { close } = useOverlays((s) => s.actions)
  if (!open) return null
  return (
    <div className="modal-backdrop" onClick={() => close('help')}>
      <div
        className="panel modal help"
        role="dialog"
        aria-modal="true"
        aria-labelledby="help-title"
        onClick={(e) => e.stopPropagation()}
      >
        {gameHelp ?? <KeyHelp />}
      </div>
    </div>
  )
}

/** The help window's title bar with its close button; a game's help starts with it too. */
export function HelpHeader({ title }: { title: string }) {
  const { t } = useTranslation('common')
  const { close } = useOverlays((s) => s.actions)
  return (
    <header className="drawer-head">
      <h2 id="help-title" className="eyebrow">
        {title}
      </h2>
      <button type="button" className="btn btn-sm btn-icon" onClick={() => close('help')} aria-label={t('close')}>
        ×
      </button>
    </header>
  )
}

/** The sandbox table's keys and gestures. */
function KeyHelp() {
  const { t } = useTranslation('help')
  const cap = (key: string) => (key.startsWith('gesture:') ? t(`gestures.${key.slice('gesture:'.length)}`) : key)
  return (
    <>
      <HelpHeader title={t('title')} />
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
    </>
  )
}
