import { describe, expect, it } from 'vitest'
import { LANGUAGES, flattenKeys, groupResources, resources, type Strings } from './resources'

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort()

function leaves(strings: Strings, prefix = ''): [string, string][] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  )
}

describe('translation resources', () => {
  it('bundles the app namespaces in every language', () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(resources[lang] ?? {})).toEqual(expect.arrayContaining(['common', 'lobby', 'table', 'help']))
    }
  })

  it('has the same namespaces in Hungarian and English', () => {
    expect(Object.keys(resources.hu ?? {}).sort()).toEqual(Object.keys(resources.en ?? {}).sort())
  })

  // A key missing from one language would show as a raw key (or English) to that language's players.
  for (const ns of Object.keys(resources.en ?? {})) {
    it(`has the same keys in hu and en for namespace "${ns}"`, () => {
      expect(flattenKeys(resources.hu?.[ns] ?? {})).toEqual(flattenKeys(resources.en?.[ns] ?? {}))
    })

    it(`uses the same {{placeholders}} in hu and en for namespace "${ns}"`, () => {
      const hu = new Map(leaves(resources.hu?.[ns] ?? {}))
      for (const [key, en] of leaves(resources.en?.[ns] ?? {})) {
        expect(placeholders(hu.get(key) ?? ''), `${ns}:${key}`).toEqual(placeholders(en))
      }
    })

    it(`has no empty strings in namespace "${ns}"`, () => {
      for (const lang of LANGUAGES) {
        for (const [key, text] of leaves(resources[lang]?.[ns] ?? {}))
          expect(text.trim(), `${lang}/${ns}:${key}`).not.toBe('')
      }
    })
  }
})

describe('groupResources', () => {
  it('groups glob results by language and namespace', () => {
    const grouped = groupResources({
      './locales/en/a.json': { default: { x: 'X' } },
      './locales/hu/a.json': { default: { x: 'Iksz' } },
      './locales/en/b.json': { y: { z: 'Z' } },
      './elsewhere.json': { default: { ignored: 'yes' } },
    })
    expect(grouped).toEqual({ en: { a: { x: 'X' }, b: { y: { z: 'Z' } } }, hu: { a: { x: 'Iksz' } } })
  })

  it('flattens nested keys with dots', () => {
    expect(flattenKeys({ b: 'B', a: { d: 'D', c: 'C' } })).toEqual(['a.c', 'a.d', 'b'])
  })
})
