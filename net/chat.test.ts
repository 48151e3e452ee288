import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { CHAT_MAX_CHARS, readChat, sendChat } from './chat'
import { createEphemeralIdentity } from './identity'
import { schema, type ChatMessage } from './schema'

const anna = createEphemeralIdentity()
const bela = createEphemeralIdentity()

describe('chat', () => {
  it('sends signed lines that every peer reads in order', () => {
    const a = new Y.Doc()
    expect(sendChat(a, anna, 'Anna', '  Hello, Béla!  ', 1000)).toEqual({ ok: true })
    const b = new Y.Doc()
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a))
    sendChat(b, bela, 'Béla', 'Szia!', 2000)
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b))
    expect(readChat(a).map((m) => [m.name, m.text])).toEqual([
      ['Anna', 'Hello, Béla!'],
      ['Béla', 'Szia!'],
    ])
  })

  it('refuses empty and too long lines with a reason, writing nothing', () => {
    const doc = new Y.Doc()
    expect(sendChat(doc, anna, 'Anna', '   ', 1)).toMatchObject({
      ok: false,
      reason: { en: 'A message cannot be empty.' },
    })
    const long = sendChat(doc, anna, 'Anna', 'x'.repeat(CHAT_MAX_CHARS + 1), 1)
    expect(long).toMatchObject({ ok: false, reason: { en: expect.stringMatching(/at most 500/) } })
    expect(schema.chat(doc).length).toBe(0)
  })

  it('hides lines put in someone else’s name, tampered with, or malformed', () => {
    const doc = new Y.Doc()
    sendChat(doc, anna, 'Anna', 'I resign.', 1)
    const real = schema.chat(doc).get(0)
    const chat = schema.chat(doc) as unknown as Y.Array<unknown>
    chat.push([{ ...real, text: 'I win!' }]) // altered after signing
    chat.push([{ ...real, from: bela.publicKey }]) // claims Béla wrote it
    chat.push([null, 7, 'text', { from: 'zz' }])
    expect(readChat(doc).map((m: ChatMessage) => m.text)).toEqual(['I resign.'])
  })

  it('reads only the last lines when asked', () => {
    const doc = new Y.Doc()
    for (let i = 0; i < 5; i++) sendChat(doc, anna, 'Anna', `line ${i}`, i)
    expect(readChat(doc, 2).map((m) => m.text)).toEqual(['line 3', 'line 4'])
  })
})
