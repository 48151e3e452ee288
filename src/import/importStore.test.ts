import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useToasts } from '../ui/toastStore'
import { dismissImportProblems, runImport, useImportUi } from './importStore'
import type { ImportResult } from './types'

const files = [new File(['x'], 'a.png')]
const pile = (name: string, count: number) => ({ pile: `import-s1-${name}`, name, count, back: null, names: [] })

beforeEach(() => {
  useToasts.setState({ toasts: [] })
  useImportUi.setState({ busy: false, failed: null })
})

describe('runImport', () => {
  it('toasts a success with the deck name, and the warnings as notes in both languages', async () => {
    const result: ImportResult = {
      ok: true,
      piles: [pile('Rebels', 12)],
      warnings: [{ code: 'skipped-file', file: 'readme.txt' }],
    }
    await runImport(async () => result, files)
    expect(useToasts.getState().toasts).toEqual([
      expect.objectContaining({
        tone: 'ok',
        key: 'import:toast.done',
        values: { count: 12, name: 'Rebels' },
        reason: {
          en: 'readme.txt: Not a card image or deck list; skipped.',
          hu: 'readme.txt: Nem kártyakép és nem paklilista; kimaradt.',
        },
      }),
    ])
    expect(useImportUi.getState()).toMatchObject({ busy: false, failed: null })
  })

  it('counts cards and decks when several decks came in', async () => {
    await runImport(async () => ({ ok: true, piles: [pile('a', 3), pile('b', 4)], warnings: [] }), files)
    expect(useToasts.getState().toasts[0]).toMatchObject({
      key: 'import:toast.doneDecks',
      values: { count: 7, decks: 2 },
    })
  })

  it('keeps the problems of a failed import for the dialog until it is closed', async () => {
    const errors = [{ code: 'not-seated' as const }]
    await runImport(async () => ({ ok: false, errors, warnings: [] }), files)
    expect(useImportUi.getState().failed).toEqual({ errors, warnings: [] })
    expect(useToasts.getState().toasts).toEqual([])
    dismissImportProblems()
    expect(useImportUi.getState().failed).toBeNull()
  })

  it('runs one import at a time, and turns a crash into a problem instead of spinning forever', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    let calls = 0
    const slow = () => {
      calls++
      return new Promise<ImportResult>((_, reject) => setTimeout(() => reject(new Error('bug')), 5))
    }
    const first = runImport(slow, files)
    expect(useImportUi.getState().busy).toBe(true)
    await runImport(slow, files)
    await first
    expect(calls).toBe(1)
    expect(useImportUi.getState()).toMatchObject({ busy: false, failed: { errors: [{ code: 'unexpected' }] } })
    expect(quiet).toHaveBeenCalledOnce()
    quiet.mockRestore()
  })
})
