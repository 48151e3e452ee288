import { describe, expect, it } from 'vitest'
import { describeEvent, DESCRIBED_EVENTS } from './logText'
import { line, NAMES, randomGameLog, startView } from './testViews'

const view = startView()
const en = (type: string, data: Parameters<typeof line>[1], seat?: string) =>
  describeEvent(line(type, data, seat), view, NAMES, 'en')
const hu = (type: string, data: Parameters<typeof line>[1], seat?: string) =>
  describeEvent(line(type, data, seat), view, NAMES, 'hu')

describe('describeEvent', () => {
  it('says who played which card, in both languages', () => {
    const data = { seat: 's1', card: 'reb-assault-centre' }
    expect(en('card-played', data, 's1')).toBe('Anna played “Assault in the Centre”.')
    expect(hu('card-played', data, 's1')).toBe('Anna kártyát játszott ki: „Roham középen”.')
  })

  it('drops the final period after a card name that ends in an exclamation mark', () => {
    expect(hu('card-played', { seat: 's1', card: 'reb-hold-the-line' })).toBe(
      'Anna kártyát játszott ki: „Tartsátok a vonalat!”',
    )
  })

  it('describes an attack with its dice, faces and hits', () => {
    const data = { unit: 'at-at-1', target: 'rebel-infantry-2', dice: 3, faces: ['blast', 'infantry', 'miss'] }
    expect(en('attack-rolled', data)).toBe(
      "Béla's AT-AT walker attacked Echo Base troopers with 3 dice: blast, infantry, miss — 2 hits.",
    )
    expect(hu('attack-rolled', data)).toBe(
      'Béla támadása: AT-AT lépegető → Echo Bázis gyalogosok, 3 kocka: robbanás, gyalogság, X — 2 találat.',
    )
  })

  it('counts only the faces that hit the target, and marks AT-AT hits as still to be confirmed', () => {
    const one = { unit: 'snowspeeder-1', target: 'at-at-1', dice: 1, faces: ['vehicle'] }
    expect(en('attack-rolled', one, 's1')).toBe(
      "Anna's Snowspeeders attacked AT-AT walker with 1 die: vehicle — 1 hit to confirm.",
    )
    const none = { unit: 'rebel-infantry-1', target: 'imperial-infantry-1', dice: 2, faces: ['vehicle', 'retreat'] }
    expect(en('attack-rolled', none, 's1')).toContain('— no hits.')
    expect(hu('attack-rolled', none, 's1')).toContain('— nincs találat.')
  })

  it('makes the verb agree with plural and singular unit names', () => {
    expect(en('retreated', { unit: 'rebel-infantry-1', from: '2,1', to: '4,1' })).toBe(
      'Echo Base troopers retreated to E2.',
    )
    expect(hu('retreated', { unit: 'rebel-infantry-1', from: '2,1', to: '4,1' })).toBe(
      'Echo Bázis gyalogosok visszavonultak ide: E2.',
    )
    expect(hu('retreated', { unit: 'probe-droid-1', from: '0,5', to: '0,6' })).toBe(
      'Birodalmi kutászdroid visszavonult ide: A7.',
    )
    expect(en('unit-destroyed', { unit: 'imperial-infantry-1', type: 'imperial-infantry', side: 'empire' })).toBe(
      'Snowtroopers were destroyed.',
    )
    expect(en('unit-destroyed', { unit: 'at-at-2', type: 'at-at', side: 'empire' })).toBe('AT-AT walker was destroyed.')
  })

  it('names units no longer on the board by their id', () => {
    expect(en('unit-hit', { unit: 'snowspeeder-9', hits: 2, figures: 0 })).toBe('Snowspeeders lost 2 figures (0 left).')
    expect(hu('unit-hit', { unit: 'snowspeeder-9', hits: 1, figures: 1 })).toBe(
      'Hósiklók: 1 figura elveszett, 1 maradt.',
    )
  })

  it('reports medals and the end of the game by side', () => {
    expect(en('medal', { side: 'rebel', source: 'unit', ref: 'at-at' })).toBe(
      'The Rebels won a medal (AT-AT walker destroyed).',
    )
    expect(hu('medal', { side: 'empire', source: 'hex', ref: '4,1' })).toBe(
      'A Birodalom győzelmi medált szerzett (elfoglalt mező: E2).',
    )
    const over = { winner: 'empire', reason: { en: 'Final Strike: every target destroyed.', hu: 'Végzetes csapás.' } }
    expect(en('game-over', over)).toBe('Game over: the Empire wins — Final Strike: every target destroyed.')
    expect(hu('game-over', over)).toBe('Vége a játéknak: a Birodalom győzött — Végzetes csapás.')
  })

  it('never names a drawn card', () => {
    expect(en('card-drawn', { seat: 's1' }, 's2')).toBe('Anna drew a card.')
    expect(hu('card-drawn', { seat: 's1' })).toBe('Anna húzott egy lapot.')
  })

  it('uses plural forms for counts', () => {
    expect(en('orders-confirmed', { units: [] }, 's1')).toBe('Anna confirmed no orders.')
    expect(en('orders-confirmed', { units: ['a'] }, 's1')).toBe('Anna confirmed the order for 1 unit.')
    expect(hu('orders-confirmed', { units: ['a', 'b'] }, 's1')).toBe('Anna kiadta a parancsokat (2 egység).')
    expect(en('fleet-discarded', { seat: 's2', cards: 2 })).toBe('Béla discarded 2 cards.')
  })

  it('falls back to the seat id for a seat without a name, and returns null for unknown events or bad data', () => {
    expect(en('no-orders', { seat: 's9' })).toBe('s9 has no unit to order.')
    expect(en('something-new', {})).toBeNull()
    expect(en('attack-rolled', { unit: 'at-at-1' })).toBeNull()
  })

  it('knows every event type the engine emits (docs/games/hoth.md)', () => {
    const documented = [
      'card-played',
      'no-orders',
      'ordered',
      'orders-confirmed',
      'repaired',
      'moved',
      'attack-rolled',
      'misses-rerolled',
      'dice-rerolled',
      'confirmation-rolled',
      'unit-hit',
      'unit-destroyed',
      'structure-hit',
      'structure-destroyed',
      'medal',
      'retreated',
      'retreat-blocked',
      'retreat-ignored',
      'breakthrough',
      'barrage-rolled',
      'fleet-discarded',
      'card-drawn',
      'reshuffled',
      'turn-started',
      'undone',
      'undo-requested',
      'undo-refused',
      'undo-withdrawn',
      'hand-shared',
      'game-over',
      'action-refused',
    ]
    expect([...DESCRIBED_EVENTS].sort()).toEqual(documented.sort())
  })

  it('names a refused action and gives the reason in the reader’s language', () => {
    const data = { action: 'move', reason: { hu: 'Nem te következel.', en: 'It is not your turn.' } }
    expect(en('action-refused', data, 's2')).toBe('Béla tried “move”, and every table refused it: It is not your turn.')
    expect(hu('action-refused', data, 's2')).toBe(
      'Béla lépését („move”) minden asztal elutasította: Nem te következel.',
    )
  })

  it('describes the rarer events too', () => {
    expect(en('barrage-rolled', { target: 'rebel-infantry-1', dice: 2, faces: ['blast', 'retreat'] })).toBe(
      'Béla fired a barrage at Echo Base troopers with 2 dice: blast, retreat — 1 hit.',
    )
    expect(hu('dice-rerolled', { before: ['miss', 'blast'], after: ['infantry', 'blast'] })).toBe(
      'Béla újradobta az E-Web kockáit: X, robbanás → gyalogság, robbanás.',
    )
    expect(en('confirmation-rolled', { unit: 'at-at-1', faces: ['blast', 'miss'], hits: 1 }, 's1')).toBe(
      'Confirmation roll against AT-AT walker: blast, miss — 1 hit.',
    )
    expect(hu('retreat-ignored', { unit: 'rebel-infantry-1' })).toBe(
      'Echo Bázis gyalogosok kitartottak a lövészárokban, egy visszavonulást figyelmen kívül hagytak.',
    )
    expect(en('breakthrough', { unit: 'rebel-infantry-1', from: '3,2', to: '3,3' }, 's1')).toBe(
      'Echo Base troopers broke through to D4.',
    )
    expect(en('hand-shared', { seat: 's1', with: 's3' }, 's1')).toBe('Anna showed their hand to s3.')
    expect(hu('turn-started', { seat: 's2', side: 'empire', number: 4 }, 's1')).toBe('4. kör: Béla (Birodalom).')
  })

  it('tells the take-back story: asked, allowed or refused, withdrawn', () => {
    expect(en('undo-requested', { seat: 's1', step: 'move' }, 's1')).toBe('Anna asked to take back the last move.')
    expect(hu('undo-requested', { seat: 's1', step: 'end-moves' }, 's1')).toBe(
      'Anna kérte a mozgás lezárásának visszavonását.',
    )
    // An allowed take-back is logged under the answering seat, but the asker took the step back.
    const allowed = { seat: 's1', step: 'move', phase: 'move', allowedBy: 's2' }
    expect(en('undone', allowed, 's2')).toBe("Anna took back the last step, with Béla's agreement.")
    expect(hu('undone', allowed, 's2')).toBe('Anna visszavonta az utolsó lépését, Béla beleegyezésével.')
    expect(en('undone', { seat: 's1', step: 'order', phase: 'order', allowedBy: null }, 's1')).toBe(
      'Anna took back the last step.',
    )
    const refused = { seat: 's2', asker: 's1', step: 'move' }
    expect(en('undo-refused', refused, 's2')).toBe("Béla refused Anna's take-back: the step stands.")
    expect(hu('undo-refused', refused, 's2')).toBe(
      'Béla elutasította Anna visszavonási kérését: a lépés érvényben marad.',
    )
    expect(en('undo-withdrawn', { seat: 's1', step: 'move' }, 's1')).toBe(
      'Anna played on, so the take-back request lapsed.',
    )
    expect(hu('undo-withdrawn', { seat: 's1', step: 'move' }, 's1')).toBe(
      'Anna továbblépett, így a visszavonási kérése tárgytalanná vált.',
    )
  })

  it('describes every event of random games in every language without leftovers', { timeout: 60_000 }, () => {
    const seen = new Set<string>()
    for (const [scenario, seed] of [
      ['first-contact', 3],
      ['walkers-in-the-valley', 5],
      ['frozen-outpost', 8],
      ['ion-cannon-raid', 13],
      ['final-strike', 21],
    ] as const) {
      const game = randomGameLog(scenario, seed)
      for (const entry of game.log) {
        seen.add(entry.event.type)
        for (const lang of ['en', 'hu'] as const) {
          const text = describeEvent(entry, game.view, NAMES, lang)
          expect(text, `${lang} ${entry.event.type} ${JSON.stringify(entry.event.data)}`).toMatch(/\S/)
          expect(text).not.toMatch(/\{\{|undefined|null|NaN|log\.events/)
        }
      }
    }
    // The random games reach the common events; every type they produce is one describeEvent knows.
    expect([...seen].filter((type) => !DESCRIBED_EVENTS.includes(type))).toEqual([])
    expect(seen.size).toBeGreaterThan(15)
  })
})
