// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect, modal, openModal, renderWithClient, setupClient } from '../../../test/setup.js'
import { LatchkeyProvider, type Strings } from '../../exports/index.js'

// Receive's English strings load with its chunk (sendStrings, accountStrings), not with the
// modal: these check they show, and that a dapp's locale still replaces them.

// Views load as chunks: the first render of each may take a while under the test transform.
const slow = { timeout: 5000 }
let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

async function openReceive() {
  await connect(client)
  await openModal(client)
  fireEvent.click(await waitFor(() => modal().getByRole('button', { name: 'Receive' }), slow))
  await waitFor(() => modal().getByRole('img', { name: 'QR code of your address' }), slow)
}

describe('WalletReceive', () => {
  test('default: opened from Account without a locale, it shows its English strings', async () => {
    ;({ client } = setupClient())
    renderWithClient(client)
    await openReceive()
    expect(modal().getByRole('heading', { name: 'Receive' })).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Copy address' })).toBeTruthy()
    expect(modal().getByRole('img', { name: 'QR code of your address' })).toBeTruthy()
    expect(modal().getByText('Send only assets on Devnet or the networks below to this address.'))
    expect(modal().getByRole('list', { name: 'Networks this address can receive on' }))
  })

  test('behavior: a dapp locale replaces the strings of the lazily loaded view; the rest stay English', async () => {
    ;({ client } = setupClient())
    const locale: Partial<Strings> = {
      receiveTitle: 'Empfangen',
      copyAddress: 'Adresse kopieren',
      receiveNote: (network) => `Nur Assets auf ${network} an diese Adresse senden.`,
    }
    render(<LatchkeyProvider client={client} strings={locale} />)
    await openReceive()
    expect(modal().getByRole('heading', { name: 'Empfangen' })).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Adresse kopieren' })).toBeTruthy()
    expect(modal().getByText('Nur Assets auf Devnet an diese Adresse senden.')).toBeTruthy()
    expect(modal().queryByRole('button', { name: 'Copy address' })).toBeNull()
    expect(modal().getByRole('img', { name: 'QR code of your address' })).toBeTruthy()
    expect(modal().getByRole('list', { name: 'Networks this address can receive on' }))
  })
})
