// The wallet's flows (pairing, approval, signing, chain and account events, disconnection) need a
// relay and a dapp: they are tested with the real sign-client dapp through the real relay in
// packages/server/src/relay/relayWalletConnect.test.ts. This file checks what needs neither.
import { expect, test } from 'vitest'
import { devAccounts } from '../chain/devAccounts.js'
import { createWalletConnectTestWallet } from './createWalletConnectTestWallet.js'

test('behavior: a wallet needs at least one chain', async () => {
  await expect(
    createWalletConnectTestWallet({
      relayUrl: 'ws://127.0.0.1:1',
      privateKey: devAccounts[0]!.privateKey,
      chains: [],
    }),
  ).rejects.toThrow('createWalletConnectTestWallet: `chains` is empty.')
})

test('behavior: made without a relay to reach, it still starts, and closes cleanly', async () => {
  const wallet = await createWalletConnectTestWallet({
    relayUrl: 'ws://127.0.0.1:1',
    privateKey: devAccounts[0]!.privateKey,
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
  })
  expect(wallet.address).toBe(devAccounts[0]!.address)
  expect(wallet.chainId).toBe(31337)
  expect(wallet.sessions()).toEqual([])
  expect(wallet.proposals).toEqual([])
  await wallet.close()
})
