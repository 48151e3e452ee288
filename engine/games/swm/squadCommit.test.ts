import { describe, expect, it } from 'vitest'
import { CHARACTERS } from './data/characters'
import { commitSquad, verifyReveal } from './squadCommit'
import { squadToList } from './squadList'

// "Titokban állítsd össze a csapatodat, csak a karakterkártyákat használva. Ne mutasd meg, mely karaktereket akarod
// éppen használni … Csak akkor fedd fel a csapatodat, amikor kiterítitek a játéktáblát."

const SALT = 'a1'.repeat(32)
const OTHER_SALT = 'b2'.repeat(32)
const empire = {
  faction: 'imperial',
  characters: [
    { id: 'darth-vader', count: 1 },
    { id: 'death-star-trooper', count: 6 },
  ],
}

function commit(list: unknown, salt: unknown = SALT): string {
  const c = commitSquad(list, salt)
  if (!c.ok) throw new Error(c.error.reason.en)
  return c.value
}

describe('committing to a secret squad', () => {
  it('opens with the same list and salt, whatever the entries’ order', () => {
    const c = commit(empire)
    const reordered = { faction: 'imperial', characters: [...empire.characters].reverse() }
    const opened = verifyReveal(c, reordered, SALT)
    expect(opened.ok).toBe(true)
    if (opened.ok) expect(squadToList(opened.value)).toEqual(empire)
    // Split entries are the same squad too.
    const split = {
      faction: 'imperial',
      characters: [
        { id: 'death-star-trooper', count: 4 },
        { id: 'darth-vader', count: 1 },
        { id: 'death-star-trooper', count: 2 },
      ],
    }
    expect(verifyReveal(c, split, SALT).ok).toBe(true)
  })

  it('cannot be changed after committing: another list or another salt is refused', () => {
    const c = commit(empire)
    const changes = [
      {
        faction: 'imperial',
        characters: [
          { id: 'darth-vader', count: 1 },
          { id: 'death-star-trooper', count: 7 },
        ],
      },
      { faction: 'imperial', characters: [{ id: 'darth-vader', count: 1 }] },
      { faction: 'rebel', characters: empire.characters },
    ]
    for (const other of changes)
      expect(verifyReveal(c, other, SALT)).toMatchObject({ ok: false, error: { code: 'squad-commitment-mismatch' } })
    expect(verifyReveal(c, empire, OTHER_SALT)).toMatchObject({
      ok: false,
      error: { code: 'squad-commitment-mismatch' },
    })
    const mismatch = verifyReveal(c, empire, OTHER_SALT)
    if (!mismatch.ok) expect(mismatch.error.reason.hu).toContain('nem egyezik')
  })

  it('reveals nothing readable: 64 hex digits, no character id, different for another salt', () => {
    const c = commit(empire)
    expect(c).toMatch(/^[0-9a-f]{64}$/)
    for (const ch of CHARACTERS) expect(c).not.toContain(ch.id)
    expect(c).not.toContain('imperial')
    expect(commit(empire, OTHER_SALT)).not.toBe(c)
    // The same squad always commits to the same hash (pure, deterministic).
    expect(commit(empire)).toBe(c)
  })

  it('refuses a malformed salt, commitment or list with a typed error, never throwing', () => {
    for (const salt of [undefined, '', 'abc', 'A1'.repeat(32), 'g'.repeat(64), 42, null, SALT + '00'])
      expect(commitSquad(empire, salt)).toMatchObject({ ok: false, error: { code: 'squad-bad-salt' } })
    const c = commit(empire)
    for (const bad of [undefined, '', c.toUpperCase(), c.slice(1), 7, { c }])
      expect(verifyReveal(bad, empire, SALT)).toMatchObject({ ok: false, error: { code: 'squad-bad-commitment' } })
    expect(verifyReveal(c, empire, 'nope')).toMatchObject({ ok: false, error: { code: 'squad-bad-salt' } })
    for (const l of [
      null,
      [],
      { faction: 'imperial' },
      { faction: 'imperial', characters: [{ id: 'x', count: -2 }] },
    ]) {
      expect(commitSquad(l, SALT).ok).toBe(false)
      expect(verifyReveal(c, l, SALT).ok).toBe(false)
    }
  })
})
