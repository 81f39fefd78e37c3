// @vitest-environment happy-dom
// The locale's number and date formatting is module state (formatLocale.ts): it follows the
// provider that chose it, and ends with it, so a page that swaps its provider (or a test file
// after another) formats in the page's language again.
import { waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderWithClient, setupClient } from '../../test/setup.js'
import { ConnectButton } from '../exports/index.js'
import { getFormatLocale } from './formatLocale.js'

describe('useLocale', () => {
  test("behavior: numbers follow the locale while its provider is mounted, the page's after", async () => {
    const { client } = setupClient({ options: { locale: 'de-AT' } })
    const { unmount, getByRole } = renderWithClient(client, <ConnectButton />)
    await waitFor(() => expect(getFormatLocale()).toBe('de-AT'))
    expect(getByRole('button').textContent).toBe('Wallet verbinden')
    unmount()
    expect(getFormatLocale()).toBeUndefined()
    client.destroy()
  })
})
