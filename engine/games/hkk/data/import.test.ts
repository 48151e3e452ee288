import { describe, expect, it } from 'vitest'
import { IMPORT_COLUMNS, MAX_IMPORT_CHARS, importDeck } from './import'
import type { ImportError } from './import'
import { cardText } from './text'

const HEADER = IMPORT_COLUMNS.join(';')
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n')

/** The errors of an import that must fail. */
function errorsOf(input: string): ImportError[] {
  const r = importDeck(input)
  if (!('errors' in r)) throw new Error('the import passed')
  return r.errors
}
/** The one error of an import that must fail with exactly one. */
function oneError(input: string): { line: number; en: string; hu: string } {
  const errors = errorsOf(input)
  expect(errors).toHaveLength(1)
  const [e] = errors
  return { line: e?.line ?? -1, en: e?.message.en ?? '', hu: e?.message.hu ?? '' }
}

describe('importDeck (CSV-like)', () => {
  it('reads a good deck: names, stats, keywords, copies', () => {
    const r = importDeck(
      csv(
        '# our club deck',
        '2;Tűzmadár / Fire Bird;monster;ember;3;2;2;;;on-enter: damage 1 -> creature(opponent);',
        '',
        '1;Kőfal / Stone Wall;építmény;színtelen;2;;;5;;static: stat -1/+0 -> each(opponent, guard);',
        '1;Vívó / Fencer;adventurer;ember;2;2;2;;;combat 1vp: damage 1 -> combat-opponent | static in-guard: stat +1/+0;',
        '1;Kard / Blade;charm;ember;1;;;;;attach -> creature(you) | static attached: stat +1/+0 -> host;',
        '1;Kocka / Dice;spell;tide;1;;;;immediate;d6 [1-3: vp 1 | 4-6: draw 2], coin [heads: damage 3 -> creature | tails: lose-life 1];',
        '1;Lobbanás / Flare;spell;ember;X;;;;;damage X -> any, passivize -> #1;',
      ),
    )
    if ('errors' in r) throw new Error(JSON.stringify(r.errors))
    expect(r.deck).toEqual([
      'hkk-user/fire-bird',
      'hkk-user/fire-bird',
      'hkk-user/stone-wall',
      'hkk-user/fencer',
      'hkk-user/blade',
      'hkk-user/dice',
      'hkk-user/flare',
    ])
    const [bird, wall, fencer, blade, dice, flare] = r.cards
    expect(bird).toEqual({
      id: 'hkk-user/fire-bird',
      name: { hu: 'Tűzmadár', en: 'Fire Bird' },
      type: 'monster',
      colour: 'ember',
      cost: 3,
      costKind: 'vp',
      timing: 'main',
      damage: 2,
      ep: 2,
      abilities: [
        {
          trigger: 'on-enter',
          targets: [{ kind: 'creature', side: 'opponent' }],
          effects: [{ kind: 'damage', n: 1, to: { target: 0 } }],
        },
      ],
    })
    expect(wall).toMatchObject({ type: 'building', colour: 'colourless', sp: 5 })
    expect(fencer?.abilities).toEqual([
      { trigger: 'combat', cost: { vp: 1 }, effects: [{ kind: 'damage', n: 1, to: 'combat-opponent' }] },
      { trigger: 'static', while: 'in-guard', effects: [{ kind: 'stat', stats: { damage: 1 }, to: 'self' }] },
    ])
    expect(cardText(blade!, 'en')).toBe('Attach to target friendly creature. The host creature gets +1 damage.')
    expect(dice?.timing).toBe('immediate')
    expect(cardText(dice!, 'hu')).toBe(
      'Azonnali. Dobj egy kockával: 1–3: kapsz 1 VP-t; 4–6: húzz 2 lapot. ' +
        'Dobj fel egy érmét: fej esetén 3 sebzés egy célpont lénynek; írás esetén elveszítesz 1 Ép-t.',
    )
    expect(cardText(flare!, 'en')).toBe('Deal X damage to any target. Turn that target passive.')
  })

  it('makes a card with text and no effects a manual card, its text cut to 300 characters', () => {
    const long = 'Különös hatás; kézzel oldjuk fel. '.repeat(20)
    const r = importDeck(csv(`1;Különös idézés / Odd Summoning;spell;tide;2;;;;;;"${long}"`))
    if ('errors' in r) throw new Error(JSON.stringify(r.errors))
    expect(r.cards[0]?.abilities).toEqual([])
    expect(r.cards[0]?.manual?.text).toBe(long.slice(0, 300))
    expect(cardText(r.cards[0]!, 'hu')).toBe(long.slice(0, 300))
  })

  it('reports an unknown keyword with its line', () => {
    expect(oneError(csv('1;A;spell;ember;1;;;;;frobnicate 2;'))).toEqual({
      line: 2,
      en: 'effects: unknown keyword "frobnicate"',
      hu: 'effects: ismeretlen kulcsszó: "frobnicate"',
    })
    expect(oneError(csv('1;A;spell;ember;1;;;;;whenever: draw 1;')).en).toBe('effects: unknown trigger "whenever"')
  })

  it('reports a bad cost', () => {
    expect(oneError(csv('1;A;monster;ember;99;1;1;;;;'))).toMatchObject({
      line: 2,
      en: 'cost: must be 0–20, X or free, not "99"',
    })
    expect(oneError(csv('1;A;monster;ember;;1;1;;;;')).en).toBe('cost: must be 0–20, X or free, not ""')
  })

  it('reports missing stats for a creature, and stats a spell cannot have', () => {
    expect(errorsOf(csv('1;A;monster;ember;1;;;;;;', '1;B;spell;ember;1;2;;;;;'))).toEqual([
      {
        line: 2,
        message: { hu: 'damage: ennek a típusnak kell "damage" érték', en: 'damage: this type needs "damage"' },
      },
      { line: 2, message: { hu: 'ep: ennek a típusnak kell "ep" érték', en: 'ep: this type needs "ep"' } },
      {
        line: 3,
        message: { hu: 'damage: ennek a típusnak nincs "damage" értéke', en: 'damage: this type has no "damage"' },
      },
    ])
  })

  it('reports a bad count', () => {
    expect(oneError(csv('x;A;monster;ember;1;1;1;;;;'))).toMatchObject({
      line: 2,
      en: 'count: must be a whole number from 1 to 10, not "x"',
    })
    expect(oneError(csv('11;A;monster;ember;1;1;1;;;;')).line).toBe(2)
  })

  it('reports a bad target index', () => {
    expect(oneError(csv('1;A;spell;ember;1;;;;;damage 1 -> creature, damage 1 -> #2;'))).toEqual({
      line: 2,
      en: 'effects: bad target index #2 (1 targets so far)',
      hu: 'effects: rossz célpontszám: #2 (eddig 1 célpont)',
    })
  })

  it('reports an import too long, or with too many cards', () => {
    const long = csv('1;A;monster;ember;1;1;1;;;;"' + 'x'.repeat(MAX_IMPORT_CHARS) + '"')
    expect(oneError(long)).toMatchObject({
      line: 0,
      en: `too long: ${long.length} characters (at most ${MAX_IMPORT_CHARS})`,
    })
    const rows = Array.from({ length: 7 }, (_, i) => `10;Card ${i};monster;ember;1;1;1;;;;`)
    expect(oneError(csv(...rows))).toEqual({
      line: 0,
      en: 'too many cards: 70 (at most 60)',
      hu: 'túl sok lap: 70 (legfeljebb 60)',
    })
  })

  it('reports cards whose encoded form would not fit a log entry', () => {
    const twice = 'damage 1 -> monster(opponent, guard), damage 1 -> monster(opponent, guard), damage 1 -> #1'
    const effects = Array.from({ length: 6 }, () => twice).join(' | ')
    const rows = Array.from({ length: 40 }, (_, i) => `1;Card ${i};spell;ember;1;;;;;${effects};`)
    const input = csv(...rows)
    expect(input.length).toBeLessThan(MAX_IMPORT_CHARS)
    expect(oneError(input)).toMatchObject({
      line: 0,
      en: expect.stringMatching(/^the cards are too large once encoded/),
    })
  })

  it('reports every bad line, not just the first, and a wrong header or a repeated name', () => {
    const errors = errorsOf(
      [
        'count;name;type',
        '1;A;monster;ember;1;1;1;;;;',
        '1;A;monster;ember;1;1;1;;;;',
        '1;B;dragon;ember;1;1;1;;;;',
      ].join('\n'),
    )
    expect(errors.map((e) => [e.line, e.message.en])).toEqual([
      [1, `the header must be: ${HEADER}`],
      [3, 'this name is already on line 2'],
      [4, 'type: unknown type "dragon"'],
    ])
  })

  it('never throws on junk', () => {
    expect(oneError(csv(`1;A;spell;ember;1;;;;;${'coin [heads: '.repeat(500)}vp 1${']'.repeat(500)};`)).en).toBe(
      'effects: dice and coins nested too deep',
    )
    for (const junk of ['', '\n\n', ';;;;', '[', '[1, null, "x"]', '{"a":1}', HEADER + '\n"unclosed;;', '\u0000']) {
      expect(() => importDeck(junk)).not.toThrow()
      expect('errors' in importDeck(junk), JSON.stringify(junk)).toBe(true)
    }
    expect('errors' in importDeck(42 as unknown as string)).toBe(true)
  })
})

describe('importDeck (JSON)', () => {
  it('reads HkkCardDef-like objects with counts and gives them user ids', () => {
    const r = importDeck(
      JSON.stringify([
        { count: 3, name: { hu: 'Gólem', en: 'Golem' }, type: 'monster', colour: 'wild', cost: 2, damage: 2, ep: 3 },
        {
          id: 'hkk/ebb-tide',
          name: { hu: 'Szél', en: 'Wind' },
          type: 'spell',
          colour: 'tide',
          cost: 1,
          manual: { text: 'y'.repeat(400) },
        },
      ]),
    )
    if ('errors' in r) throw new Error(JSON.stringify(r.errors))
    expect(r.deck).toEqual(['hkk-user/golem', 'hkk-user/golem', 'hkk-user/golem', 'hkk-user/wind'])
    expect(r.cards[1]?.id).toBe('hkk-user/wind')
    expect(r.cards[1]?.manual?.text).toHaveLength(300)
  })

  it('names the item of each problem as its line', () => {
    const errors = errorsOf(
      JSON.stringify([
        { name: { hu: 'A', en: 'A' }, type: 'monster', colour: 'wild', cost: 2, damage: 2, ep: 3 },
        { name: { hu: 'B', en: 'B' }, type: 'monster', colour: 'wild', cost: 2, damage: 2 },
        { count: 0, name: { hu: 'C', en: 'C' }, type: 'spell', colour: 'wild', cost: 2 },
        'nonsense',
      ]),
    )
    expect(errors.map((e) => [e.line, e.message.en])).toEqual([
      [2, 'ep: this type needs "ep"'],
      [3, 'count: must be a whole number from 1 to 10'],
      [4, 'not a card object'],
    ])
  })
})

describe('the example in docs/games/hkk.md', () => {
  it('imports as the doc says: 8 cards, an X-cost bolt, a cost-reducing building, a manual card', async () => {
    const { readFile } = await import('node:fs/promises')
    const doc = await readFile(new URL('../../../../docs/games/hkk.md', import.meta.url), 'utf8')
    const example = /```\n(count;name;type[\s\S]*?)```/.exec(doc)?.[1]
    expect(example, 'the doc has the example block').toBeDefined()
    const r = importDeck(example!)
    if ('errors' in r) throw new Error(r.errors.map((e) => `${e.line}: ${e.message.en}`).join('\n'))
    expect(r.deck).toHaveLength(8)
    const byId = Object.fromEntries(r.cards.map((c) => [c.id, c]))
    expect(byId['hkk-user/bolt']?.cost).toBe('X')
    expect(byId['hkk-user/watchfire']?.abilities[0]?.trigger).toBe('static')
    expect(byId['hkk-user/secret-scroll']?.manual?.text).toBe("Look at your opponent's hand.")
  })
})
