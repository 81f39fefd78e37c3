import { describe, expect, test } from 'vitest'
import { isPublicView, isView, publicViews, views } from './views.js'

describe('views', () => {
  test('default: the views of spec section 2 plus Networks', () => {
    expect(views).toContain('UnsupportedChain')
    expect(views).toContain('Networks')
    expect(publicViews.every((view) => isView(view))).toBe(true)
  })

  test('behavior: isView and isPublicView', () => {
    expect(isView('ApproveTransaction')).toBe(true)
    expect(isView('Nope')).toBe(false)
    expect(isView(1)).toBe(false)
    expect(isPublicView('Networks')).toBe(true)
    expect(isPublicView('ApproveTransaction')).toBe(false)
  })
})
