import { expect, test } from 'vitest'
import { isProjectId } from './isProjectId.js'

test('default', () => {
  for (const id of [
    'demo',
    'a',
    'My_Project-2',
    'c4f79cc821944d9680842e34466bfbd9',
    'x'.repeat(64),
  ])
    expect(isProjectId(id), id).toBe(true)
  for (const id of ['', '-demo', '_x', 'a b', 'a/b', 'x'.repeat(65), 42, undefined])
    expect(isProjectId(id), String(id)).toBe(false)
})
