import { describe, expect, it } from 'vitest'
import en from '../i18n/locales/en/lobby.json'
import hu from '../i18n/locales/hu/lobby.json'
import { BOXES } from '../boxes'
import { SANDBOX_SEATS } from '../sandbox/tabletopSetup'
import { HOTH_SEATS } from './hoth/session/setupModel'
import { GAMES, SANDBOX_GAME, gameModule } from './registry'

type Boxes = Record<string, { name: string; desc: string }>

describe('the game registry', () => {
  it('offers every box once, named and described in both languages', () => {
    for (const { id, lobbyKey } of GAMES) {
      for (const locale of [en.boxes as Boxes, hu.boxes as Boxes]) {
        expect(locale[lobbyKey]?.name, id).toBeTruthy()
        expect(locale[lobbyKey]?.desc, id).toBeTruthy()
      }
    }
    const ids = GAMES.map((g) => g.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(GAMES.map((g) => g.lobbyKey)).size).toBe(ids.length)
    // Every sandbox box can be opened from the lobby, on the sandbox table.
    const free = GAMES.filter((g) => g.mode === 'free').map((g) => g.id)
    expect(free.sort()).toEqual(Object.keys(BOXES).sort())
  })

  it('lists the same seats as the games themselves', () => {
    expect(gameModule('hoth')?.seats).toEqual(HOTH_SEATS)
    for (const game of GAMES) if (game.mode === 'free') expect(game.seats, game.id).toEqual(SANDBOX_SEATS)
  })

  it('knows no box a link could invent, and opens the sandbox first', () => {
    expect(gameModule('no-such-box')).toBeNull()
    expect(gameModule('__proto__')).toBeNull()
    expect(gameModule(null)).toBeNull()
    expect(GAMES[0]).toBe(SANDBOX_GAME)
  })

  // Loading every table imports most of the app (three, the scenes, the engines): on a cold cache this takes longer
  // than a test's default 5 s on a small machine, which says nothing about the registry.
  it("loads each game's table with a view and a setup", { timeout: 120_000 }, async () => {
    for (const game of GAMES) {
      const table = await game.load()
      expect(typeof table.setUp, game.id).toBe('function')
      expect(table.TableView, game.id).toBeTruthy()
    }
    expect((await gameModule('hoth')!.load()).Help).toBeTruthy()
  })
})
