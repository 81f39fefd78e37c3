import { ProviderRpcError } from '../../wallet/ProviderRpcError.js'
import type { PolkadotInjected } from './createPolkadotTestWallet.js'
import type { SignerPayload } from './encodeSignerPayload.js'

/** The `polkadot_*` methods WalletConnect sessions carry, answered by the Polkadot test wallet. */
export const polkadotWalletConnectMethods = ['polkadot_signMessage', 'polkadot_signTransaction']

const hexPattern = /^0x(?:[0-9a-fA-F]{2})*$/

/**
 * Answers a WalletConnect `polkadot_*` request with the Polkadot test wallet, in WalletConnect's
 * shapes: `polkadot_signMessage` { address, message } (hex bytes, or text signed as its UTF-8)
 * and `polkadot_signTransaction` { address, transactionPayload }, each answered { signature }.
 */
export async function answerPolkadotRequest(
  injected: PolkadotInjected,
  method: string,
  params: unknown,
): Promise<{ signature: string }> {
  const input = typeof params === 'object' && params !== null ? params : {}
  const address: unknown = Reflect.get(input, 'address')
  if (typeof address !== 'string') throw ProviderRpcError.from('invalidParams', 'No address')
  if (method === 'polkadot_signMessage') {
    const message: unknown = Reflect.get(input, 'message')
    if (typeof message !== 'string') throw ProviderRpcError.from('invalidParams', 'No message')
    const data = hexPattern.test(message)
      ? message
      : `0x${[...new TextEncoder().encode(message)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
    const { signature } = await injected.signer.signRaw({ address, data, type: 'bytes' })
    return { signature }
  }
  if (method === 'polkadot_signTransaction') {
    const payload: unknown = Reflect.get(input, 'transactionPayload')
    if (!isSignerPayload(payload))
      throw ProviderRpcError.from('invalidParams', 'transactionPayload is not a SignerPayloadJSON')
    const { signature } = await injected.signer.signPayload({ ...payload, address })
    return { signature }
  }
  throw ProviderRpcError.from('unsupportedMethod')
}

function isSignerPayload(value: unknown): value is SignerPayload {
  if (typeof value !== 'object' || value === null) return false
  const text = (key: string) => typeof Reflect.get(value, key) === 'string'
  const numeric = (key: string) => ['string', 'number'].includes(typeof Reflect.get(value, key))
  const extensions: unknown = Reflect.get(value, 'signedExtensions')
  const listed =
    extensions === undefined ||
    (Array.isArray(extensions) && extensions.every((name) => typeof name === 'string'))
  return (
    listed &&
    ['method', 'era', 'genesisHash', 'blockHash'].every(text) &&
    ['nonce', 'tip', 'specVersion', 'transactionVersion'].every(numeric)
  )
}
