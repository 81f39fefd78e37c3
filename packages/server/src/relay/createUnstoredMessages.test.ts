import { describe, expect, test } from 'vitest'
import { createUnstoredMessages } from './createUnstoredMessages.js'

const message = (id: string, topic = 'a') => ({ id, topic, message: id, tag: 0, publishedAt: 1 })

describe('createUnstoredMessages', () => {
  test('default: a held message is given to every client but its publisher until released', () => {
    const unstored = createUnstoredMessages()
    const release = unstored.hold(message('m1'), 'alice')
    unstored.hold(message('m2', 'b'), 'carol')
    expect(unstored.heldFor(['a', 'b'], 'bob')).toEqual([message('m1'), message('m2', 'b')])
    expect(unstored.heldFor(['a'], 'alice')).toEqual([])
    release()
    expect(unstored.heldFor(['a', 'b'], 'bob')).toEqual([message('m2', 'b')])
  })

  test('behavior: a duplicate keeps the first entry; its release leaves it alone', () => {
    const unstored = createUnstoredMessages()
    const first = unstored.hold(message('m1'), 'alice')
    const duplicate = unstored.hold(message('m1'), 'bob')
    expect(unstored.heldFor(['a'], 'carol')).toEqual([message('m1')])
    // Held for bob too: the first publisher is alice.
    expect(unstored.heldFor(['a'], 'bob')).toEqual([message('m1')])
    duplicate()
    expect(unstored.heldFor(['a'], 'carol')).toEqual([message('m1')])
    first()
    expect(unstored.heldFor(['a'], 'carol')).toEqual([])
  })
})
