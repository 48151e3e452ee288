import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RoomStatus } from '../../net/types'
import i18n from '../i18n'
import { ConnectionBadges } from './ConnectionBadges'

const SYNCED: RoomStatus = {
  signaling: 'connected',
  peers: 1,
  synced: true,
  bootstrap: null,
  problem: null,
  checking: 0,
}

const text = (status: RoomStatus) => renderToStaticMarkup(<ConnectionBadges status={status} />).replace(/<[^>]+>/g, ' ')

describe('connection badges', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
  })

  it('say when the document is synced', () => {
    expect(text(SYNCED)).toContain('Synced')
  })

  it('say how many log entries a late joiner is still checking, in both languages', async () => {
    const checking = { ...SYNCED, checking: 1200 }
    expect(text(checking)).toContain('Checking 1200 entries')
    expect(text(checking)).not.toContain('Synced')
    await i18n.changeLanguage('hu')
    expect(text(checking)).toContain('1200 bejegyzés ellenőrzése')
    await i18n.changeLanguage('en')
  })
})
