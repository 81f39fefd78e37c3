// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton.js'
import { modal, renderWithClient, setupClient } from '../../test/setup.js'

afterEach(cleanup)
test('dbg', async () => {
  const { client } = setupClient()
  renderWithClient(client, <ConnectButton />)
  const button = screen.getByRole('button', { name: 'Connect Wallet' })
  button.focus()
  fireEvent.click(button)
  const dialog = await waitFor(() => modal().getByRole('dialog'))
  const orig = button.focus.bind(button)
  button.focus = () => { console.log('focus called'); orig(); console.log('after', document.activeElement?.tagName) }
  document.addEventListener('focusin', (e) => console.log(new Error().stack?.split('\n').slice(2,14).join('\n'), 'focusin', (e.target as Element).tagName, e.composedPath().map(n => (n as Element).tagName ?? String(n)).slice(0,3)))
  fireEvent.keyDown(dialog, { key: 'Escape' })
  console.log('end', document.activeElement?.tagName)
  expect(1).toBe(1)
})
