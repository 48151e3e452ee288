import { describe, expect, it } from 'vitest'
import { logRows } from './logRows'
import { line, NAMES, startView } from './testViews'

describe('logRows', () => {
  const view = startView('first-contact')

  it('puts a separator at each turn, named after its player, and skips turn-started lines', () => {
    const log = [
      line('card-played', { seat: 's1', card: 'reb-assault-centre' }, 's1', 1),
      line('card-drawn', { seat: 's1' }, 's1', 1),
      line('turn-started', { seat: 's2', side: 'empire', number: 2 }, 's1', 1),
      line('card-played', { seat: 's2', card: 'emp-onslaught' }, 's2', 2),
    ]
    const rows = logRows(log, view, NAMES, 'en')
    expect(rows.map((r) => (r.kind === 'turn' ? `# ${r.number} ${r.name}` : r.text))).toEqual([
      '# 1 Anna',
      'Anna played “Assault in the Centre”.',
      'Anna drew a card.',
      '# 2 Béla',
      expect.stringMatching(/^Béla played “.+”\.$/),
    ])
  })

  it('leaves out events it cannot describe', () => {
    expect(logRows([line('mystery', {}, 's1', 1)], view, NAMES, 'hu')).toEqual([])
  })
})
