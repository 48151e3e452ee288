import { isValidElement } from 'react'
import type { ReactElement, ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SwmState } from '../../../../engine/games/swm'
import type { Era } from '../../../../engine/games/swm/data/types'
import { setupSwm } from '../../../../engine/games/swm/setup'
import i18n from '../../../i18n'
import { configFor } from '../session/setupModel'
import { SquadBuilder } from './SquadBuilder'
import { SwmStartScreen } from './SwmStartScreen'
import type { SwmOptions, SwmStartScreenProps } from './SwmStartScreen'

const noop = () => {}
const names = { s1: 'Anna', s2: 'Béla' }

beforeAll(async () => {
  await i18n.changeLanguage('en')
})

const start = (seated: string[], mySeats: string[], era: Era = 'rebellion') =>
  renderToStaticMarkup(
    <SwmStartScreen
      seated={seated}
      mySeats={mySeats}
      names={names}
      pointLimit={150}
      captureTheDroid={false}
      era={era}
      onOptions={noop}
      onHotseat={noop}
      onStart={noop}
      notice={null}
    />,
  )

/** The element with data-testid `id` in a rendered tree (depth first), or undefined. */
function byTestId(node: ReactNode, id: string): ReactElement<Record<string, unknown>> | undefined {
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) {
      const found = byTestId(child, id)
      if (found) return found
    }
    return undefined
  }
  if (!isValidElement<Record<string, unknown>>(node)) return undefined
  if (node.props['data-testid'] === id) return node
  return byTestId(node.props.children as ReactNode, id)
}

/**
 * The start screen's element tree with its handlers. There is no DOM here (the unit tests run in Node), so a wrapper
 * calls the component inside a server render, where its hooks are legal, and keeps what it returns.
 */
function startTree(props: Partial<SwmStartScreenProps>): ReactNode {
  let tree: ReactNode = null
  const all: SwmStartScreenProps = {
    seated: ['s1', 's2'],
    mySeats: ['s1'],
    names,
    pointLimit: 150,
    captureTheDroid: true,
    era: 'rebellion',
    onOptions: noop,
    onHotseat: noop,
    onStart: noop,
    notice: null,
    ...props,
  }
  function Capture() {
    tree = SwmStartScreen(all)
    return null
  }
  renderToStaticMarkup(<Capture />)
  return tree
}

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

  it('offers the playable eras by name, with the chosen one selected', () => {
    const html = start(['s1'], ['s1'], 'rise-of-the-empire')
    expect(html).toContain('data-testid="swm-era"')
    expect(html).toContain('<option value="rise-of-the-empire" selected="">Rise of the Empire</option>')
    expect(html).toContain('<option value="rebellion">The Rebellion</option>')
    expect(html).not.toContain('value="new-republic"')
  })

  it('names the factions of the chosen era', () => {
    expect(start(['s1'], ['s1'])).toContain('The Rebellion era: Rebel Alliance on the light side, Empire on the dark')
    expect(start(['s1'], ['s1'], 'rise-of-the-empire')).toContain(
      'Rise of the Empire era: Republic on the light side, Separatists, Empire on the dark side',
    )
  })

  it('sends the chosen era with the other options, and every control keeps it', () => {
    const sent: SwmOptions[] = []
    const tree = startTree({ era: 'rebellion', onOptions: (o) => sent.push(o) })
    const change = (id: string, target: object) =>
      (byTestId(tree, id)!.props.onChange as (e: { target: object }) => void)({ target })
    change('swm-era', { value: 'rise-of-the-empire' })
    // A value the select does not offer is ignored rather than sent to the room.
    change('swm-era', { value: '__proto__' })
    expect(sent).toEqual([{ pointLimit: 150, captureTheDroid: true, era: 'rise-of-the-empire' }])
    const chosen = startTree({ era: 'rise-of-the-empire', onOptions: (o) => sent.push(o) })
    ;(byTestId(chosen, 'swm-point-limit')!.props.onChange as (e: object) => void)({ target: { value: '200' } })
    ;(byTestId(chosen, 'swm-capture-droid')!.props.onChange as (e: object) => void)({ target: { checked: false } })
    expect(sent.slice(1)).toEqual([
      { pointLimit: 200, captureTheDroid: true, era: 'rise-of-the-empire' },
      { pointLimit: 150, captureTheDroid: false, era: 'rise-of-the-empire' },
    ])
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
