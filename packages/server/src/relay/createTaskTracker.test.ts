import { expect, test } from 'vitest'
import { createTaskTracker } from './createTaskTracker.js'

test('default: settled waits for every promise, failed ones and those tracked meanwhile', async () => {
  const tasks = createTaskTracker()
  const order: string[] = []
  let finish = () => {}
  tasks.track(
    new Promise<void>((resolve) => {
      finish = resolve
    }).then(() => {
      order.push('first')
      // Settles a turn of the event loop later, well after the first batch.
      tasks.track(
        new Promise((resolve) => setImmediate(resolve)).then(() => order.push('started meanwhile')),
      )
    }),
  )
  tasks.track(Promise.reject(new Error('failed'))).catch(() => order.push('failed'))
  const settled = tasks.settled().then(() => order.push('settled'))
  finish()
  await settled
  expect(order).toEqual(['failed', 'first', 'started meanwhile', 'settled'])
})

test('behavior: track returns the promise it was given', async () => {
  const tasks = createTaskTracker()
  const promise = Promise.resolve(42)
  expect(tasks.track(promise)).toBe(promise)
  await tasks.settled()
})
