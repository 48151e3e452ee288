/**
 * Seat and presence colours come from other peers. Rendered, none of them may put anything but a `#rrggbb`
 * colour into a style attribute: `url(…)` there makes this browser fetch an address the attacker picked.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { handZone } from '../../engine/games/tabletop'
import type { TabletopView } from '../../engine/games/tabletop'
import type { SeatBinding } from '../../net/schema'
import i18n from '../i18n'
import type { Peer } from '../hooks/usePeers'
import { HandsPanel } from '../sandbox/HandsPanel'
import { PeerList } from './PeerList'
import { SeatRow } from './SeatRow'

const HOSTILE = [
  'url(https://evil.example/x.png)',
  'red;background:url(https://evil.example/x.png)',
  '#ff0000;background-image:url(https://evil.example/x.png)',
]

/** Every style attribute in `html`, decoded enough to read. */
const styles = (html: string) => [...html.matchAll(/style="([^"]*)"/g)].map((m) => m[1]!.replace(/&quot;/g, '"'))

/** A style attribute is harmless when it names no URL and its only colour is #rrggbb. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/url|evil/i)
  for (const style of styles(html)) expect(style).toMatch(/^(color|background):#[0-9a-f]{6}$/)
}

const key = 'aa'.repeat(32)
const binding = (colour: string): SeatBinding => ({ name: 'Mallory', colour, publicKey: key })

beforeAll(async () => {
  await i18n.changeLanguage('en')
})

describe.each(HOSTILE)('a peer whose colour is %j', (colour) => {
  it('shows in grey in the seat list', () => {
    const html = renderToStaticMarkup(
      <SeatRow seat="s1" binding={binding(colour)} mine={false} onClaim={() => {}} onRelease={() => {}} />,
    )
    expect(html).toContain('Mallory')
    expectHarmless(html)
    expect(html).toContain('color:#888888')
  })

  it('shows in grey in the people list', () => {
    const peer: Peer = { clientId: 7, name: 'Mallory', colour, publicKey: key, seat: null, self: false }
    const html = renderToStaticMarkup(<PeerList peers={[peer]} seats={{}} />)
    expect(html).toContain('Mallory')
    expectHarmless(html)
  })

  it('shows in grey in the other players’ hands', () => {
    const view = { seats: ['s1', 's2'], cards: { zones: { [handZone('s2')]: { slots: ['x'] } } } }
    const html = renderToStaticMarkup(
      <HandsPanel view={view as unknown as TabletopView} seat="s1" seats={{ s2: binding(colour) }} />,
    )
    expect(html).toContain('Mallory')
    expectHarmless(html)
  })
})
