// @vitest-environment happy-dom
import { type AdapterSendMethods, createLatchkey, type LatchkeyClient } from '@latchkey/core'
import { getSendState } from '@latchkey/core/modal'
import { cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../../../../core/test/createMemoryStorage.js'
import { createTestAdapter } from '../../../../core/test/createTestAdapter.js'
import {
  address,
  connect,
  devnet,
  modal,
  openModal,
  renderWithClient,
} from '../../../test/setup.js'

// The Send views over Send's actions: the form's state shows as the actions change it, on a
// real client whose in-memory test wallet brings send methods (no data API: the native coin
// alone, from the chain's balance).

const slow = { timeout: 5000 }
const receiver = '0x2222222222222222222222222222222222222222'
let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

function setup() {
  const wallet = createTestAdapter({
    accounts: [address],
    balances: { [`31337:${address}`]: 2n * 10n ** 18n },
  })
  const methods: AdapterSendMethods = {
    isAddress: (value) => /^0x[0-9a-fA-F]{40}$/.test(value),
    getGasPrice: async () => 10n ** 9n,
    estimateGas: async () => 21_000n,
    waitForTransaction: async () => 'confirmed',
  }
  client = createLatchkey({
    networks: [devnet],
    adapters: [{ ...wallet.adapter, loadSend: async () => methods }],
    storage: createMemoryStorage(),
    debug: false,
  })
  renderWithClient(client)
}

describe('WalletSend', () => {
  test('default: a prefill fills the form; the button says what is missing until it can go', async () => {
    setup()
    await connect(client)
    await openModal(client, { view: 'WalletSend', arguments: { amount: '3', to: receiver } })
    const amount = await waitFor(() => modal().getByLabelText('Amount'), slow)
    expect((amount as HTMLInputElement).value).toBe('3')
    expect((modal().getByLabelText('To') as HTMLInputElement).value).toBe(receiver)
    await waitFor(() => modal().getByRole('button', { name: 'Insufficient funds' }), slow)
    fireEvent.change(amount, { target: { value: '' } })
    expect(modal().getByRole('button', { name: 'Enter amount' })).toBeTruthy()
    expect(getSendState(client).sendTokenAmount).toBe('')
    fireEvent.click(modal().getByRole('button', { name: 'Max' }))
    // 2 ETH less 21,000 gas at 1 gwei.
    expect((amount as HTMLInputElement).value).toBe('1.999979')
    fireEvent.click(modal().getByRole('button', { name: 'Preview send' }))
    await waitFor(() => modal().getByTestId('send-preview-amount'), slow)
    expect(modal().getByTestId('send-preview-to').getAttribute('title')).toBe(receiver)
  })
})
