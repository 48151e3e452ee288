import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import i18n from '../../i18n'
import type { SandboxLogLine } from './logLines'
import { SandboxLogPanel } from './SandboxLogPanel'

const LINES: SandboxLogLine[] = [
  { key: 's1/0.0', seat: 's1', type: 'drew', text: 'Anna drew a card from “Deck”.', minor: false, repeat: 1 },
  { key: 's2/3.0', seat: 's2', type: 'pile-moved', text: 'Béla moved “Deck”.', minor: true, repeat: 3 },
]

describe('SandboxLogPanel', () => {
  it('shows every line, newest last, with the count of a collapsed run', async () => {
    await i18n.changeLanguage('en')
    const html = renderToStaticMarkup(<SandboxLogPanel lines={LINES} open />)
    expect(html).toContain('Table log')
    expect(html.indexOf('Anna drew')).toBeLessThan(html.indexOf('Béla moved'))
    expect(html).toContain('×3')
    expect(html).toContain('data-event="pile-moved"')
    expect(html).toContain('role="log"')
  })

  it('folded, shows only its header, in Hungarian too', async () => {
    await i18n.changeLanguage('hu')
    const html = renderToStaticMarkup(<SandboxLogPanel lines={LINES} />)
    expect(html).toContain('Asztali napló')
    expect(html).not.toContain('Anna drew')
    expect(html).toContain('aria-expanded="false"')
    await i18n.changeLanguage('en')
  })

  it('says so when nothing has happened yet', async () => {
    await i18n.changeLanguage('en')
    expect(renderToStaticMarkup(<SandboxLogPanel lines={[]} open />)).toContain('Nothing has happened')
  })
})
