// Send's solana methods: a chunk of its own, loaded when Send opens on solana (@solana/kit's
// address check and RPC client stay out of the page's first load).
import type { AdapterSendMethods } from '@latchkey/core'
import { createSolanaRpc, isAddress, type Signature } from '@solana/kit'
import { getRpcUrl } from '../utils/getRpcUrl.js'

/** Solana's base fee: lamports per signature of a transaction (a protocol constant; no priority fee is added). */
const lamportsPerSignature = 5_000n
/** How often a sent transaction's status is asked for. */
const statusPollInterval = 500

const wait = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

/**
 * The solana send methods: base58 addresses checked by @solana/kit, fees counted in signatures
 * (a SOL or SPL transfer has one: the sender's), statuses over the network's RPC. Token transfers
 * are built by the adapter's `sendTransaction` from the token's mint, so there is no call data.
 */
export const solanaSendMethods: AdapterSendMethods = {
  isAddress: (address) => isAddress(address),

  transferGas: { native: 1n, token: 1n },

  getGasPrice: async () => lamportsPerSignature,

  estimateGas: async () => 1n,

  async waitForTransaction({ hash, caipNetwork, signal }) {
    const rpc = createSolanaRpc(getRpcUrl(caipNetwork))
    for (;;) {
      const { value } = await rpc.getSignatureStatuses([hash as Signature]).send()
      const status = value[0]
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
        return status.err ? 'failed' : 'confirmed'
      await wait(statusPollInterval, signal)
    }
  },
}
