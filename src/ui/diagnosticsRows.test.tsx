import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import type { LogEntry } from '../../net/schema'
import type { RejectedEntry, Room, RoomStatus } from '../../net/types'
import i18n from '../i18n'
import { resources } from '../i18n/resources'
import { DiagnosticsPanel } from './DiagnosticsPanel'
import { REJECTION_REASONS, rejectedRows } from './diagnostics'

const entry = (seat: string, n: number, type = 'draw'): LogEntry => ({
  game: 'tabletop',
  seat,
  n,
  lamport: 1,
  seen: [],
  prev: '',
  type,
  payload: null,
  pub: '',
  sig: '',
})

const STATUS: RoomStatus = {
  signaling: 'connected',
  peers: 1,
  synced: true,
  bootstrap: null,
  problem: null,
  checking: 0,
}

beforeAll(async () => {
  await i18n.changeLanguage('en')
})

describe('rejection reasons', () => {
  it('each has a sentence in both languages', () => {
    for (const lang of ['en', 'hu']) {
      const reasons = (resources[lang]?.table?.diag as { reasons: Record<string, string> }).reasons
      for (const why of REJECTION_REASONS) expect(reasons[why], `${lang}: ${why}`).toBeTruthy()
    }
  })
})

describe('rejectedRows', () => {
  it('gives every row its seat, its place in the chain and its reason, with a dash for an unreadable place', () => {
    const rows = rejectedRows([
      { entry: entry('s2', 7), why: 'bad-clock' },
      { entry: entry('s1', -1, '(number)'), why: 'malformed' },
    ])
    expect(rows.map(({ seat, n, reasonKey }) => ({ seat, n, reasonKey }))).toEqual([
      { seat: 's2', n: '7', reasonKey: 'diag.reasons.bad-clock' },
      { seat: 's1', n: '—', reasonKey: 'diag.reasons.malformed' },
    ])
    expect(new Set(rows.map((r) => r.key)).size).toBe(2)
  })

  it('lists at most `limit` rows, and names a reason it does not know as it is', () => {
    const many = Array.from({ length: 5 }, (_, i): RejectedEntry => ({ entry: entry('s1', i), why: 'quota' }))
    expect(rejectedRows(many, 3)).toHaveLength(3)
    const odd = rejectedRows([{ entry: entry('s1', 0), why: 'from-the-future' as RejectedEntry['why'] }])
    expect(odd[0]).toMatchObject({ reasonKey: null, why: 'from-the-future' })
  })
})

describe('DiagnosticsPanel', () => {
  it('shows each rejected entry’s seat, number and reason in words', () => {
    const rejected: RejectedEntry[] = REJECTION_REASONS.map((why, i) => ({ entry: entry(`s${(i % 4) + 1}`, i), why }))
    const room = { doc: new Y.Doc(), rejectedEntries: () => rejected } as unknown as Room
    const html = renderToStaticMarkup(<DiagnosticsPanel room={room} status={STATUS} people={2} onClose={() => {}} />)
    expect(html).toContain(`${rejected.length} rejected entries`)
    expect(html).toContain('The signer did not hold this seat there')
    expect(html).toContain('Its roll value was not the one its author had committed to')
    expect(html).not.toContain('diag.reasons')
    expect(html).toContain('<td class="mono">s2</td><td class="mono">1</td>')
  })
})
