// The provider over devchain's Wallet Standard test wallet (a real ed25519 key). Signing a
// message never reaches the chain, so no dev chain runs here; sends are solanaAdapter's test.
import { ProviderRpcError, UnauthorizedProviderError } from '@latchkey/core'
import { createSolanaTestWallet, solanaDevAccounts } from '@latchkey/devchain'
import { getBase58Decoder } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { UnsupportedSolanaMethodError } from '../errors/solana.js'
import { createWalletStandardProvider } from './createWalletStandardProvider.js'

async function createWallet() {
  return createSolanaTestWallet({
    secretKey: solanaDevAccounts[0]!.secretKey,
    name: 'Latchkey Dev Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    // Never called: signing a message stays in the wallet.
    chains: [{ ids: ['solana:localnet'], rpcUrl: 'http://127.0.0.1:9' }],
  })
}

const message = getBase58Decoder().decode(new TextEncoder().encode('Hello'))

describe('createWalletStandardProvider', () => {
  test('default: a connected wallet signs a message with its account', async () => {
    const wallet = await createWallet()
    await wallet.features['standard:connect'].connect()
    const provider = createWalletStandardProvider(wallet)
    const signed = (await provider.request({
      method: 'solana_signMessage',
      params: { message, pubkey: solanaDevAccounts[0]!.address },
    })) as { signature: string }
    expect(signed.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  })

  test('behavior: a wallet that shared no account refuses with UnauthorizedProviderError (4100)', async () => {
    const wallet = await createWallet()
    const provider = createWalletStandardProvider(wallet)
    const error = await provider
      .request({ method: 'solana_signMessage', params: { message } })
      .catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(UnauthorizedProviderError)
    expect(error).toMatchObject({ code: 4100, details: 'The wallet has shared no Solana account.' })
    expect(wallet.controls.requests).toEqual([])
  })

  test('behavior: an account the wallet has not shared is refused with 4100', async () => {
    const wallet = await createWallet()
    await wallet.features['standard:connect'].connect()
    const provider = createWalletStandardProvider(wallet)
    const other = solanaDevAccounts[1]!.address
    const error = await provider
      .request({ method: 'solana_signMessage', params: { message, pubkey: other } })
      .catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(UnauthorizedProviderError)
    expect(error).toMatchObject({
      code: UnauthorizedProviderError.code,
      details: `The wallet has not shared the account ${other}.`,
    })
  })

  test('behavior: a method the wallet has no feature for is a 4200 provider error', async () => {
    const wallet = await createWallet()
    const provider = createWalletStandardProvider(wallet)
    const error = await provider
      .request({ method: 'solana_signIn' })
      .catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(UnsupportedSolanaMethodError)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 4200 })
  })
})
