import { describe, expect, test, vi } from 'vitest'
import { createImageLoader } from './createImageLoader.js'

function setup() {
  const fetchImage = vi.fn(async (imageId: string) => {
    if (imageId === 'broken') throw new Error('HTTP status code: 404')
    return new Blob([imageId], { type: 'image/svg+xml' })
  })
  const revokeUrl = vi.fn()
  let made = 0
  const loader = createImageLoader({
    fetchImage,
    createUrl: () => `blob:test/${++made}`,
    revokeUrl,
  })
  return { loader, fetchImage, revokeUrl }
}

describe('createImageLoader', () => {
  test('default: one request per image, however many ask, and none once loaded', async () => {
    const { loader, fetchImage } = setup()
    expect(loader.get('a')).toBeUndefined()
    const [first, second] = await Promise.all([loader.load('a'), loader.load('a')])
    expect(first).toBe('blob:test/1')
    expect(second).toBe(first)
    expect(await loader.load('a')).toBe(first)
    expect(loader.get('a')).toBe(first)
    expect(fetchImage).toHaveBeenCalledTimes(1)
  })

  test('behavior: listeners hear of each load', async () => {
    const { loader } = setup()
    const listener = vi.fn()
    const unsubscribe = loader.subscribe(listener)
    await loader.load('a')
    await loader.load('b')
    unsubscribe()
    await loader.load('c')
    expect(listener).toHaveBeenCalledTimes(2)
  })

  test('behavior: a failed load is forgotten, so the next one asks again', async () => {
    const { loader, fetchImage } = setup()
    await expect(loader.load('broken')).rejects.toThrow('HTTP status code: 404')
    await expect(loader.load('broken')).rejects.toThrow()
    expect(fetchImage).toHaveBeenCalledTimes(2)
    expect(loader.get('broken')).toBeUndefined()
  })

  test('behavior: destroy releases every URL', async () => {
    const { loader, revokeUrl } = setup()
    await loader.load('a')
    await loader.load('b')
    loader.destroy()
    expect(revokeUrl.mock.calls).toEqual([['blob:test/1'], ['blob:test/2']])
    expect(loader.get('a')).toBeUndefined()
  })
})
