import { describe, expect, test } from 'vitest'
import { createStorage, type StorageLike } from './createStorage.js'

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

describe('createStorage', () => {
  test('default', () => {
    const backing = memoryStorage()
    const storage = createStorage({ storage: backing })
    storage.setItem('recent', ['a', 'b'])
    expect(storage.getItem('recent')).toEqual(['a', 'b'])
    expect([...backing.data.keys()]).toEqual(['latchkey.recent'])
    storage.removeItem('recent')
    expect(storage.getItem('recent')).toBeNull()
  })

  test('behavior: no storage persists nothing and throws nothing', () => {
    const storage = createStorage()
    storage.setItem('x', 1)
    expect(storage.getItem('x')).toBeNull()
  })

  test('behavior: values of another version are ignored', () => {
    const backing = memoryStorage()
    createStorage({ storage: backing, version: 1 }).setItem('x', 1)
    expect(createStorage({ storage: backing, version: 2 }).getItem('x')).toBeNull()
  })

  test('behavior: failures are reported, never thrown', () => {
    const errors: unknown[] = []
    const failing: StorageLike = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    const storage = createStorage({ storage: failing, onError: (error) => errors.push(error) })
    storage.setItem('x', 1)
    expect(storage.getItem('x')).toBeNull()
    storage.removeItem('x')
    expect(errors.map((error) => (error as Error).message)).toEqual(['quota', 'denied', 'denied'])
  })

  test('behavior: corrupt JSON reads as null and is reported', () => {
    const backing = memoryStorage()
    backing.data.set('latchkey.x', '{not json')
    const errors: unknown[] = []
    expect(
      createStorage({ storage: backing, onError: (e) => errors.push(e) }).getItem('x'),
    ).toBeNull()
    expect(errors).toHaveLength(1)
  })
})
