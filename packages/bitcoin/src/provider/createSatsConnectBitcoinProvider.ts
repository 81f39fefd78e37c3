import { ProviderRpcError, UnauthorizedProviderError } from '@latchkey/core'
import { InvalidBitcoinRequestError, UnsupportedBitcoinMethodError } from '../errors/bitcoin.js'
import { bitcoinPurposeOf } from '../utils/bitcoinPurposeOf.js'
import { sortByPurpose } from '../utils/sortByPurpose.js'
import type { BitcoinAccountAddress, BitcoinProvider } from './BitcoinProvider.js'

// This file speaks sats-connect's provider protocol by hand instead of importing @sats-connect/core:
// the library brings axios, jsontokens, bitcoin-address-validation and a Buffer polyfill for what is
// here a JSON-RPC call on an object the wallet puts on window. Its compatibility test drives the dev
// wallet with the library's own `request()` and with this file, and compares the answers.

/** A sats-connect provider as a wallet puts it on window (`XverseProviders.BitcoinProvider`). */
export type SatsConnectProviderObject = {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(info: { eventName: string; cb: (event: unknown) => void }): (() => void) | undefined
}

/** An entry of `window.btc_providers`: the provider's id is its object's path on window. */
export type SatsConnectProviderInfo = { id: string; name: string; icon?: string | undefined }

/** A sats-connect wallet as a BitcoinProvider, with what the source needs to connect it. */
export type SatsConnectBitcoinProvider = BitcoinProvider & {
  readonly satsConnect: SatsConnectProviderInfo
  /** `getAccounts` for payment and ordinals (prompts): the addresses, payment first. */
  connect(): Promise<string[]>
  /** `wallet_getAccount` (no prompt): the addresses the wallet still shares, or none. */
  getSharedAccounts(): Promise<string[]>
  /** `wallet_disconnect`: the wallet forgets the site. */
  disconnect(): Promise<void>
}

type Address = { address: string; purpose?: string; publicKey?: string }
type RpcMessage = { result?: unknown; error?: { code?: unknown; message?: unknown } }

// sats-connect's RpcErrorCode values, as EIP-1193 codes where one exists.
const userRejection = -32000
const unsupported = new Set([-32001, -32601])

/**
 * WalletConnect's bip122 methods (`getAccountAddresses`, `signMessage`, `signPsbt`,
 * `sendTransfer`) over a sats-connect provider's `request(method, params)`: base64 signatures and
 * PSBTs, amounts in sats. A declined prompt is a 4001, an unknown method a 4200.
 */
export function createSatsConnectBitcoinProvider(
  info: SatsConnectProviderInfo,
  provider: SatsConnectProviderObject,
): SatsConnectBitcoinProvider {
  const offs = new Map<(payload: unknown) => void, (() => void)[]>()
  const call = async (method: string, params?: unknown) => {
    const response = (await provider.request(method, params ?? null)) as RpcMessage | undefined
    if (response && 'result' in response) return response.result
    const code = Number(response?.error?.code)
    const message = String(response?.error?.message ?? 'The wallet gave no answer.')
    if (code === userRejection)
      throw new ProviderRpcError('User rejected the request.', { code: 4001, details: message })
    if (unsupported.has(code)) throw new UnsupportedBitcoinMethodError({ method })
    throw new ProviderRpcError(`The wallet refused ${method}.`, { code, details: message })
  }
  const addressesOf = (result: unknown): Address[] =>
    Array.isArray(result)
      ? result.filter((entry): entry is Address => typeof entry?.address === 'string')
      : []
  const input = (params: unknown) => (params ?? {}) as Record<string, unknown>

  return {
    satsConnect: info,
    async connect() {
      const result = await call('getAccounts', { purposes: ['payment', 'ordinals'] })
      return sortByPurpose(addressesOf(result).map((entry) => entry.address))
    },
    async getSharedAccounts() {
      const result = await call('wallet_getAccount').catch(() => undefined)
      const { addresses } = (result ?? {}) as { addresses?: unknown }
      return sortByPurpose(addressesOf(addresses).map((entry) => entry.address))
    },
    async disconnect() {
      await call('wallet_disconnect')
    },
    async request({ method, params }) {
      const args = input(params)
      switch (method) {
        case 'getAccountAddresses': {
          const result = await call('wallet_getAccount')
          const { addresses } = (result ?? {}) as { addresses?: unknown }
          return addressesOf(addresses).map(
            ({ address, purpose, publicKey }): BitcoinAccountAddress => ({
              address,
              purpose: purpose ?? bitcoinPurposeOf(address),
              publicKey,
            }),
          )
        }
        case 'signMessage': {
          const address = String(args.address ?? args.account ?? '')
          if (!address)
            throw new UnauthorizedProviderError({ method, details: 'No address to sign with.' })
          const result = (await call('signMessage', {
            address,
            message: String(args.message ?? ''),
            protocol: args.protocol === 'ecdsa' ? 'ECDSA' : 'BIP322',
          })) as { signature: string }
          return { address, signature: result.signature }
        }
        case 'signPsbt': {
          const signInputs: Record<string, number[]> = {}
          for (const entry of (args.signInputs ?? []) as { address: string; index: number }[])
            signInputs[entry.address] = [...(signInputs[entry.address] ?? []), entry.index]
          return call('signPsbt', {
            psbt: args.psbt,
            signInputs,
            broadcast: args.broadcast === true,
          })
        }
        case 'sendTransfer': {
          const amount = String(args.amount ?? '')
          if (
            !args.recipientAddress ||
            !/^\d+$/.test(amount) ||
            BigInt(amount) > BigInt(Number.MAX_SAFE_INTEGER)
          )
            throw new InvalidBitcoinRequestError({
              details: 'sendTransfer needs a recipientAddress and an amount in sats',
            })
          // sats-connect takes the amount as a number: sats up to 2^53 are exact.
          return call('sendTransfer', {
            recipients: [{ address: String(args.recipientAddress), amount: Number(amount) }],
          })
        }
        default:
          throw new UnsupportedBitcoinMethodError({ method })
      }
    },
    on(event, listener) {
      if (event !== 'accountsChanged' || offs.has(listener) || !provider.addListener) return
      const changed = provider.addListener({
        eventName: 'accountChange',
        cb: (payload) => {
          const { addresses } = (payload ?? {}) as { addresses?: unknown }
          listener(sortByPurpose(addressesOf(addresses).map((entry) => entry.address)))
        },
      })
      const ended = provider.addListener({ eventName: 'disconnect', cb: () => listener([]) })
      offs.set(
        listener,
        [changed, ended].filter((off): off is () => void => typeof off === 'function'),
      )
    },
    removeListener(_event, listener) {
      for (const off of offs.get(listener) ?? []) off()
      offs.delete(listener)
    },
  }
}
