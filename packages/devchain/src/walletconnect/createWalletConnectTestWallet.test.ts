// The wallet's flows (pairing, approval, signing, chain and account events, disconnection) need a
// relay and a dapp: they are tested with the real sign-client dapp through the real relay in
// packages/server/src/relay/relayWalletConnect.test.ts, and one-click sign-in with the widget in
// e2e/wc-auth.spec.ts. This file checks what needs neither.
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

test('parameters: sessionAuthenticate false leaves one-click sign-in unanswered, so dapps fall back to a proposal', async () => {
  const make = (sessionAuthenticate?: boolean) =>
    createWalletConnectTestWallet({
      relayUrl: 'ws://127.0.0.1:1',
      privateKey: devAccounts[0]!.privateKey,
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
      sessionAuthenticate,
    })
  // The sign client routes a pairing's session proposal to the wallet only when nothing listens
  // for session_authenticate: that count is how the SDK tells a wallet without it.
  const listeners = (wallet: Awaited<ReturnType<typeof make>>) =>
    wallet.walletKit.engine.signClient.events.listenerCount('session_authenticate')
  const answering = await make()
  const without = await make(false)
  try {
    expect(listeners(answering)).toBe(1)
    expect(listeners(without)).toBe(0)
    expect(answering.authentications).toEqual([])
    await expect(without.nextAuthentication({ timeoutMs: 1 })).rejects.toThrow(
      'No one-click sign-in request arrived within 1 ms.',
    )
  } finally {
    await Promise.all([answering.close(), without.close()])
  }
})
