import { UnauthorizedProviderError } from '@latchkey/core'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { InvalidBitcoinRequestError, UnsupportedBitcoinMethodError } from '../errors/bitcoin.js'
import { fromBase64, toBase64 } from '../utils/base64.js'
import { bitcoinPurposeOf } from '../utils/bitcoinPurposeOf.js'
import { getBitcoinWalletStandardChain } from '../utils/getBitcoinWalletStandardChain.js'
import { sortByPurpose } from '../utils/sortByPurpose.js'
import type { BitcoinAccountAddress, BitcoinProvider } from './BitcoinProvider.js'

/** A Wallet Standard wallet as a BitcoinProvider, with the wallet itself for dapps that want it. */
export type BitcoinWalletStandardProvider = BitcoinProvider & { readonly wallet: Wallet }

type Params = {
  account?: string
  address?: string
  message?: string
  protocol?: 'ecdsa' | 'bip322'
  psbt?: string
  signInputs?: { address: string; index: number }[]
  broadcast?: boolean
  recipientAddress?: string
  amount?: string
}

type Feature = (...inputs: never[]) => Promise<unknown>

// `standard:events` as the Wallet Standard defines it (the part used here).
type EventsFeature = {
  on(
    event: 'change',
    listener: (properties: { accounts?: readonly WalletAccount[] }) => void,
  ): () => void
}

/**
 * Speaks WalletConnect's bip122 methods over a Wallet Standard wallet's Bitcoin features
 * (`bitcoin:signMessage`, `bitcoin:signTransaction`, and `bitcoin:sendTransfer` where the wallet
 * has sats-connect's transfer): base64 signatures and PSBTs, amounts in sats as strings.
 */
export function createBitcoinWalletStandardProvider(wallet: Wallet): BitcoinWalletStandardProvider {
  let chain: string | undefined
  const wrappers = new Map<(payload: unknown) => void, () => void>()

  const feature = (name: string, method: string, key: string) => {
    const found = wallet.features[name as IdentifierString] as Record<string, Feature> | undefined
    const call = found?.[key]
    if (!call) throw new UnsupportedBitcoinMethodError({ method })
    return call
  }
  const accountOf = (address: string | undefined, method: string): WalletAccount => {
    const account = address
      ? wallet.accounts.find((entry) => entry.address === address)
      : wallet.accounts.find((entry) => bitcoinPurposeOf(entry.address) === 'payment')
    if (!account)
      throw new UnauthorizedProviderError({
        method,
        details: address
          ? `The wallet has not shared the account ${address}.`
          : 'The wallet has shared no Bitcoin account.',
      })
    return account
  }
  const chainFor = (account: WalletAccount) =>
    chain ? getBitcoinWalletStandardChain(chain, account.chains) : account.chains[0]

  return {
    wallet,
    async request({ method, params }, requested) {
      if (requested) chain = requested
      const input = (params ?? {}) as Params
      switch (method) {
        case 'getAccountAddresses':
          return wallet.accounts.map(
            (account): BitcoinAccountAddress => ({
              address: account.address,
              purpose: bitcoinPurposeOf(account.address),
              publicKey: [...account.publicKey]
                .map((byte) => byte.toString(16).padStart(2, '0'))
                .join(''),
            }),
          )
        case 'signMessage': {
          const account = accountOf(input.address ?? input.account, method)
          const signMessage = feature('bitcoin:signMessage', method, 'signMessage')
          const [output] = (await signMessage({
            account,
            message: new TextEncoder().encode(input.message ?? ''),
            ...(input.protocol ? { protocol: input.protocol } : {}),
          } as never)) as { signature: Uint8Array }[]
          return { address: account.address, signature: toBase64(output!.signature) }
        }
        case 'signPsbt': {
          if (input.broadcast)
            throw new InvalidBitcoinRequestError({
              details: 'A Wallet Standard wallet signs a PSBT; the dapp broadcasts it.',
            })
          const signTransaction = feature('bitcoin:signTransaction', method, 'signTransaction')
          const byAccount = new Map<WalletAccount, number[]>()
          for (const { address, index } of input.signInputs ?? []) {
            const account = accountOf(address, method)
            byAccount.set(account, [...(byAccount.get(account) ?? []), index])
          }
          const first = byAccount.keys().next().value ?? accountOf(input.account, method)
          const [output] = (await signTransaction({
            psbt: fromBase64(input.psbt ?? ''),
            inputsToSign: [...byAccount].map(([account, signingIndexes]) => ({
              account,
              signingIndexes,
            })),
            chain: chainFor(first),
          } as never)) as { signedPsbt: Uint8Array }[]
          return { psbt: toBase64(output!.signedPsbt) }
        }
        case 'sendTransfer': {
          const account = accountOf(input.account, method)
          const sendTransfer = feature('bitcoin:sendTransfer', method, 'sendTransfer')
          if (!input.recipientAddress || !/^\d+$/.test(input.amount ?? ''))
            throw new InvalidBitcoinRequestError({
              details: 'sendTransfer needs a recipientAddress and an amount in sats',
            })
          return sendTransfer({
            account,
            recipients: [{ address: input.recipientAddress, amount: BigInt(input.amount!) }],
            chain: chainFor(account),
          } as never)
        }
        default:
          throw new UnsupportedBitcoinMethodError({ method })
      }
    },
    on(event, listener) {
      if (event !== 'accountsChanged' || wrappers.has(listener)) return
      const events = wallet.features['standard:events'] as EventsFeature | undefined
      const off = events?.on('change', ({ accounts }) => {
        if (accounts) listener(sortByPurpose(accounts.map((account) => account.address)))
      })
      if (off) wrappers.set(listener, off)
    },
    removeListener(_event, listener) {
      wrappers.get(listener)?.()
      wrappers.delete(listener)
    },
  }
}
