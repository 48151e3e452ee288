import { describe, expect, it } from 'vitest'
import { loadDraft, saveDraft } from './draftStorage'
import type { DraftStorage } from './draftStorage'
import { EMPTY_DRAFT } from './squadBuilder'

/** An in-memory storage. */
function memory(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) }
}

const refusing: DraftStorage = {
  getItem: () => {
    throw new Error('blocked')
  },
  setItem: () => {
    throw new Error('quota')
  },
}

describe('the draft in storage', () => {
  it('keeps a draft per room and seat', () => {
    const store = memory()
    saveDraft('ROOM', 's1', { faction: 'rebel', counts: { 'obi-wan-kenobi': 1 } }, store)
    expect(store.items.has('holotable:swm-draft:ROOM:s1')).toBe(true)
    expect(loadDraft('ROOM', 's1', store)).toEqual({ faction: 'rebel', counts: { 'obi-wan-kenobi': 1 } })
    expect(loadDraft('ROOM', 's2', store)).toEqual(EMPTY_DRAFT)
  })

  it('reads a corrupt entry as the empty draft', () => {
    const store = memory()
    store.items.set('holotable:swm-draft:ROOM:s1', '{"faction":"rebel","counts":')
    expect(loadDraft('ROOM', 's1', store)).toEqual(EMPTY_DRAFT)
  })

  it('never throws when storage refuses or is missing', () => {
    expect(loadDraft('ROOM', 's1', refusing)).toEqual(EMPTY_DRAFT)
    expect(() => saveDraft('ROOM', 's1', EMPTY_DRAFT, refusing)).not.toThrow()
    expect(loadDraft('ROOM', 's1', null)).toEqual(EMPTY_DRAFT)
  })
})
