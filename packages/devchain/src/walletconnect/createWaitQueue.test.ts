import { expect, test } from 'vitest'
import { createWaitQueue } from './createWaitQueue.js'

test('default', async () => {
  const queue = createWaitQueue<string>()
  const waiting = queue.next(1_000, 'item')
  queue.push('a')
  queue.push('b')
  expect(await waiting).toBe('a')
  queue.remove('a')
  expect(await queue.next(1_000, 'item')).toBe('b')
  expect(queue.items).toEqual(['b'])
})

test('behavior: times out, or fails when closed', async () => {
  const queue = createWaitQueue<string>()
  await expect(queue.next(10, 'session proposal')).rejects.toThrow(
    'No session proposal arrived within 10 ms.',
  )
  const waiting = queue.next(1_000, 'item')
  queue.close('closed')
  await expect(waiting).rejects.toThrow('closed')
})
