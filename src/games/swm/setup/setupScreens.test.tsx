import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SwmState } from '../../../../engine/games/swm'
import { setupSwm } from '../../../../engine/games/swm/setup'
import i18n from '../../../i18n'
import { configFor } from '../session/setupModel'
import { SquadBuilder } from './SquadBuilder'
import { SwmStartScreen } from './SwmStartScreen'

const noop = () => {}
const names = { s1: 'Anna', s2: 'Béla' }

beforeAll(async () => {
  await i18n.changeLanguage('en')
})

const start = (seated: string[], mySeats: string[]) =>
  renderToStaticMarkup(
    <SwmStartScreen
      seated={seated}
      mySeats={mySeats}
      names={names}
      pointLimit={150}
      captureTheDroid={false}
      onOptions={noop}
      onHotseat={noop}
      onStart={noop}
      notice={null}
    />,
  )

describe('SwmStartScreen', () => {
  it('offers hotseat to a lone player and holds Start until both seats are taken', () => {
    const html = start(['s1'], ['s1'])
    expect(html).toContain('data-testid="swm-hotseat"')
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="swm-start"/)
    expect(html).toContain('<option value="150" selected="">150 points</option>')
  })

  it('enables Start with both seats held and hides hotseat when another player sits', () => {
    const html = start(['s1', 's2'], ['s1'])
    expect(html).not.toContain('swm-hotseat')
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*data-testid="swm-start"/)
    expect(start(['s2'], ['s1'])).not.toContain('swm-hotseat')
  })
})

const builder = (state: SwmState, seat = 's2') =>
  renderToStaticMarkup(
    <SquadBuilder state={state} seat={seat} room="ROOM" names={names} onCommit={noop} refusal={null} />,
  )

describe('SquadBuilder', () => {
  const fresh = setupSwm(configFor(100), ['s1', 's2'])

  it("lists the seat's characters with the points and the engine's refusal of an empty squad", () => {
    const html = builder(fresh)
    expect(html).toContain('data-testid="swm-char-darth-vader"')
    expect(html).toContain('data-testid="swm-add-death-star-trooper"')
    expect(html).not.toContain('swm-char-obi-wan-kenobi')
    expect(html).toContain('data-testid="swm-points">0 / 100<')
    expect(html).toMatch(/data-testid="swm-squad-problem">A squad needs at least one character/)
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="swm-commit"/)
    expect(html).toContain('Anna (Light side): still building')
  })

  it('after committing shows the commitment and never the other list', () => {
    const hash = 'abcdef0123456789'.repeat(4)
    const state: SwmState = {
      ...fresh,
      squads: { ...fresh.squads, s2: { ...fresh.squads.s2!, commitment: hash } },
    }
    const html = builder(state)
    expect(html).toContain('data-testid="swm-committed"')
    expect(html).toContain('>abcdef01<')
    expect(html).not.toContain('swm-commit"')
    expect(builder(state, 's1')).toContain('Béla (Dark side): committed')
  })
})
