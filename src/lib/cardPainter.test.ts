import { describe, expect, it } from 'vitest'
import { cardFace, emphasisLook } from '../boxes'
import { CATALOGUE } from '../boxes/catalogue'
import { paintCardBack, paintCardFace } from './cardPainter'
import { recordingContext } from './testing/recordingContext'

/** Everything written on the face of `look` in `lang`. */
function written(look: string, lang: 'en' | 'hu' = 'en'): string[] {
  const rec = recordingContext()
  paintCardFace(rec.ctx, cardFace(look), look, lang, 0, 0, 200, 280)
  return rec.texts()
}

describe('SWLCG faces', () => {
  it('light the combat icons an emphasis look names (a strike), and only on an emphasis look', () => {
    // Luke Skywalker: 2 unit damage, 1 blast and 1 edge blast. A glow is a radial gradient behind each lit icon.
    const glows = (look: string) => {
      const rec = recordingContext()
      paintCardFace(rec.ctx, cardFace(look), look, 'en', 0, 0, 200, 280)
      return rec.calls.filter((c) => c.name === 'createRadialGradient').length
    }
    const plain = glows('swlcg/core-1-2')
    const unitOnly = glows(emphasisLook('swlcg/core-1-2', ['unitDamage']))
    const all = glows(emphasisLook('swlcg/core-1-2', ['unitDamage', 'blastDamage', 'edgeBlastDamage']))
    expect(unitOnly - plain).toBe(2)
    expect(all - plain).toBe(4)
  })

  it('show the name with its unique mark, the cost, the type, the traits and the damage capacity', () => {
    // Luke Skywalker (Core Set objective set 1): unique, cost 4, 3 Force icons, damage capacity 3.
    const texts = written('swlcg/core-1-2')
    expect(texts).toContain('◆ Luke Skywalker')
    expect(texts).toContain('4')
    expect(texts).toContain('3')
    expect(texts.some((t) => t.startsWith('Unit — Jedi'))).toBe(true)
    const all = texts.join(' ')
    expect(all).toContain('Force User')
    expect(all).toContain('Targeted Strike')
  })

  it('paint every card of the box with only names, numbers, types, tags and the generated rules text', () => {
    const luke = CATALOGUE.swlcg.cards.find((c) => c.name.en === 'Luke Skywalker')!
    expect(written(luke.id).join(' ')).toContain('Reaction:')
    for (const card of CATALOGUE.swlcg.cards) {
      const rules = (card.text?.en ?? '').replace(/\n/g, ' ')
      const allowed = new Set<string>([
        card.name.en,
        `◆ ${card.name.en}`,
        card.type.en,
        card.type.en.split(' — ')[0]?.toUpperCase() ?? '',
      ])
      const tags = card.tags.filter((t) => t.en !== 'Unique').map((t) => t.en)
      for (const text of written(card.id)) {
        const ok =
          allowed.has(text) ||
          /^[\d ·/]+$/.test(text) ||
          (tags.length > 0 && tags.join(' · ').includes(text.replace('…', '').trim())) ||
          (rules !== '' && rules.includes(text.replace('…', '').trim()))
        expect(ok, `${card.id}: "${text}"`).toBe(true)
      }
    }
  })
})

describe('the other games’ faces', () => {
  it('HKK: cost, type, damage and life in the generic frame', () => {
    const card = CATALOGUE.hkk.cards.find((c) => c.stats.some((s) => s.key === 'life'))
    expect(card).toBeDefined()
    const texts = written(card?.id ?? '', 'hu')
    expect(texts).toContain(card?.name.hu)
    expect(texts).toContain(String(card?.cost))
    expect(texts).toContain(card?.type.hu)
    for (const s of card?.stats ?? []) expect(texts).toContain(String(s.value))
  })

  it('SWM: a stat card lists every stat with its name', () => {
    const texts = written('swm/darth-vader-card')
    for (const value of ['Darth Vader', '47', '140', '21', '14', '20', '4', 'Hit points', 'Defence'])
      expect(texts).toContain(value)
  })

  it('Hoth: a command card shows its name and kind', () => {
    const card = CATALOGUE.hoth.cards[0]
    const texts = written(card?.id ?? '')
    expect(texts).toContain(card?.name.en)
    expect(texts).toContain(card?.type.en)
  })

  it('an unknown look paints a plain card naming it', () => {
    expect(written('nobody/knows')).toEqual(['?', 'nobody/knows'])
  })
})

describe('card backs', () => {
  it('paint each game’s own back, and the common back for an unknown one', () => {
    const label = (back: string) => {
      const rec = recordingContext()
      paintCardBack(rec.ctx, 0, 0, 200, 280, back)
      return rec.texts()
    }
    expect(label('swlcg/back-dark')).toEqual(['DARK SIDE'])
    expect(label('hoth/back-rebel')).toEqual(['REBEL'])
    expect(label('')).toEqual(['H O L O T A B L E'])
    expect(label('no/such-back')).toEqual(['H O L O T A B L E'])
  })
})
