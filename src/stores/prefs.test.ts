import { describe, expect, it } from 'vitest'
import { safeColour } from '../../net/sanitize'
import { MAX_NAME_LENGTH, PLAYER_COLOURS, cleanName, paletteColour, usePrefs } from './prefs'

describe('prefs', () => {
  it('offers eight distinct colours', () => {
    expect(new Set(PLAYER_COLOURS).size).toBe(8)
  })

  it('accepts only palette colours', () => {
    usePrefs.getState().actions.setColour(PLAYER_COLOURS[3])
    expect(usePrefs.getState().colour).toBe(PLAYER_COLOURS[3])
    usePrefs.getState().actions.setColour('#123456')
    expect(usePrefs.getState().colour).toBe(PLAYER_COLOURS[0])
    expect(paletteColour(undefined)).toBe(PLAYER_COLOURS[0])
  })

  it('produces only #rrggbb colours, whatever it is given', () => {
    for (const colour of PLAYER_COLOURS) expect(safeColour(colour, 'bad')).toBe(colour)
    usePrefs.getState().actions.setColour('red;background:url(https://evil.example/x.png)')
    expect(usePrefs.getState().colour).toBe(PLAYER_COLOURS[0])
  })

  it('limits the name length while typing and cleans it for use', () => {
    usePrefs.getState().actions.setName('x'.repeat(40))
    expect(usePrefs.getState().name).toHaveLength(MAX_NAME_LENGTH)
    expect(cleanName('  Anna   Kovács  ')).toBe('Anna Kovács')
  })

  it('remembers name and colour in storage and restores them on the next visit', async () => {
    const storage = usePrefs.persist.getOptions().storage
    usePrefs.getState().actions.setName('Leia')
    usePrefs.getState().actions.setColour(PLAYER_COLOURS[1])
    expect(await storage?.getItem('holotable.prefs')).toMatchObject({
      state: { name: 'Leia', colour: PLAYER_COLOURS[1] },
    })
    // Next visit: the store starts fresh and rehydrates from what was stored.
    await storage?.setItem('holotable.prefs', { state: { name: 'Han', colour: PLAYER_COLOURS[4] }, version: 0 })
    await usePrefs.persist.rehydrate()
    expect(usePrefs.getState()).toMatchObject({ name: 'Han', colour: PLAYER_COLOURS[4] })
  })

  it('drops a stored colour that is no longer in the palette', async () => {
    const storage = usePrefs.persist.getOptions().storage
    await storage?.setItem('holotable.prefs', { state: { name: 'Han', colour: '#000000' }, version: 0 })
    await usePrefs.persist.rehydrate()
    expect(usePrefs.getState().colour).toBe(PLAYER_COLOURS[0])
  })
})
