import { base64 } from '@scure/base'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import { providerErrorCodes } from '../../wallet/ProviderRpcError.js'
import type { BitcoinTestWallet } from './createBitcoinTestWallet.js'

/** A JSON-RPC 2.0 answer, as a sats-connect provider's `request` resolves (errors included). */
export type SatsConnectResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

/** A wallet event as sats-connect's `addListener` delivers it. */
export type SatsConnectEvent =
  | { type: 'accountChange'; addresses?: unknown[] }
  | { type: 'disconnect' }

/** The test wallet as a sats-connect provider (what Xverse puts at `XverseProviders.BitcoinProvider`). */
export type BitcoinSatsConnectProvider = {
  request(method: string, params?: unknown): Promise<SatsConnectResponse>
  addListener(info: {
    eventName: 'accountChange' | 'disconnect' | 'networkChange'
    cb: (event: SatsConnectEvent) => void
  }): () => void
}

// sats-connect's RpcErrorCode for the wallet's EIP-1193 codes.
const satsConnectCodes: Record<number, number> = {
  [providerErrorCodes.userRejectedRequest]: -32000,
  [providerErrorCodes.unsupportedMethod]: -32001,
  [providerErrorCodes.unauthorized]: -32002,
  [providerErrorCodes.invalidParams]: -32602,
}

type Params = {
  purposes?: string[]
  address?: string
  message?: string
  protocol?: 'BIP322' | 'ECDSA'
  psbt?: string
  signInputs?: Record<string, number[]>
  recipients?: { address: string; amount: number }[]
}

/**
 * Speaks sats-connect's provider protocol (`request(method, params)` answering JSON-RPC messages:
 * getInfo, getAccounts, wallet_getAccount, signMessage, signPsbt, sendTransfer, wallet_disconnect)
 * over the test wallet's Wallet Standard features, so its keys, prompts and rejections are shared.
 */
export function createBitcoinSatsConnectProvider(
  wallet: BitcoinTestWallet,
  chain: IdentifierString,
): BitcoinSatsConnectProvider {
  const { features } = wallet
  let ids = 0
  const addressOf = (account: WalletAccount) => {
    const payment = account.address === wallet.controls.getState().address
    return {
      address: account.address,
      publicKey: [...account.publicKey].map((byte) => byte.toString(16).padStart(2, '0')).join(''),
      purpose: payment ? 'payment' : 'ordinals',
      addressType: payment ? 'p2wpkh' : 'p2tr',
      walletType: 'software',
    }
  }
  const accountOf = (address: string | undefined) => {
    const account = wallet.accounts.find((entry) => entry.address === address)
    if (!account)
      throw Object.assign(new Error(`The account ${address} is not shared`), {
        code: providerErrorCodes.unauthorized,
      })
    return account
  }
  const answer = async (method: string, input: Params): Promise<unknown> => {
    switch (method) {
      case 'getInfo':
        return { version: '1.0.0', platform: 'web', methods: Object.keys(methods), supports: [] }
      case 'getAccounts': {
        const { accounts } = await features['bitcoin:connect'].connect({
          purposes: (input.purposes ?? ['payment']).filter(
            (purpose): purpose is 'payment' | 'ordinals' =>
              purpose === 'payment' || purpose === 'ordinals',
          ),
        })
        return accounts.map(addressOf)
      }
      case 'wallet_getAccount':
        if (wallet.accounts.length === 0)
          throw Object.assign(new Error('The site is not connected'), {
            code: providerErrorCodes.unauthorized,
          })
        return { id: 'dev', addresses: wallet.accounts.map(addressOf), walletType: 'software' }
      case 'wallet_disconnect':
        await features['standard:disconnect'].disconnect()
        return null
      case 'signMessage': {
        const account = accountOf(input.address)
        const protocol = input.protocol === 'ECDSA' ? 'ecdsa' : 'bip322'
        const [output] = await features['bitcoin:signMessage'].signMessage({
          account,
          message: new TextEncoder().encode(input.message ?? ''),
          protocol,
        })
        return {
          signature: base64.encode(output!.signature),
          messageHash: '',
          address: account.address,
          protocol: input.protocol ?? 'BIP322',
        }
      }
      case 'signPsbt': {
        const [output] = await features['bitcoin:signTransaction'].signTransaction({
          psbt: base64.decode(input.psbt ?? ''),
          inputsToSign: Object.entries(input.signInputs ?? {}).map(([address, indexes]) => ({
            account: accountOf(address),
            signingIndexes: indexes,
          })),
        })
        return { psbt: base64.encode(output!.signedPsbt) }
      }
      case 'sendTransfer':
        return features['bitcoin:sendTransfer'].sendTransfer({
          account: accountOf(wallet.controls.getState().address),
          recipients: (input.recipients ?? []).map(({ address, amount }) => ({
            address,
            amount: BigInt(amount),
          })),
          chain,
        })
      default:
        throw Object.assign(new Error(`Method not supported: ${method}`), {
          code: providerErrorCodes.unsupportedMethod,
        })
    }
  }
  const methods = {
    getInfo: 1,
    getAccounts: 1,
    wallet_getAccount: 1,
    wallet_disconnect: 1,
    signMessage: 1,
    signPsbt: 1,
    sendTransfer: 1,
  }

  return {
    async request(method, params) {
      const id = String(++ids)
      try {
        const result = await answer(method, (params ?? {}) as Params)
        return { jsonrpc: '2.0', id, result }
      } catch (error) {
        const code = (error as { code?: number }).code
        return {
          jsonrpc: '2.0',
          id,
          error: {
            code: (code !== undefined && satsConnectCodes[code]) || -32603,
            message: error instanceof Error ? error.message : String(error),
          },
        }
      }
    },
    addListener({ eventName, cb }) {
      if (eventName === 'networkChange') return () => {}
      return features['standard:events'].on('change', ({ accounts }) => {
        if (!accounts) return
        if (accounts.length === 0) {
          if (eventName === 'disconnect') cb({ type: 'disconnect' })
        } else if (eventName === 'accountChange')
          cb({ type: 'accountChange', addresses: accounts.map(addressOf) })
      })
    },
  }
}
