import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { schema } from '../../../../net/schema'
import { startHothGame, writeSetup } from './metaActions'
import { readGame, readSetup } from './setupModel'

describe('Hoth meta records', () => {
  it('starts a game once with the seated players and keeps it when Start is pressed again', () => {
    const doc = new Y.Doc()
    const setup = { ...readSetup({}), scenario: 'final-strike' }
    writeSetup(doc, setup)
    expect(startHothGame(doc, setup, ['s1', 's2'])).toEqual({ ok: true })
    const first = readGame(schema.meta(doc).get('hothGame'))
    expect(first?.config.scenario).toBe('final-strike')
    expect(first?.seats).toEqual(['s1', 's2'])
    startHothGame(doc, { ...setup, scenario: 'first-contact' }, ['s1', 's2'])
    expect(readGame(schema.meta(doc).get('hothGame'))).toEqual(first)
    // The setup can no longer change under a running game.
    writeSetup(doc, { ...setup, scenario: 'first-contact' })
    expect(readSetup(schema.meta(doc).get('hothSetup')).scenario).toBe('final-strike')
  })

  it('refuses to start with one side empty and writes nothing', () => {
    const doc = new Y.Doc()
    const result = startHothGame(doc, readSetup({}), ['s2'])
    expect(result.ok).toBe(false)
    expect(schema.meta(doc).has('hothGame')).toBe(false)
  })
})
