// The eip155 adapter's methods: what acts on a connected wallet (attach, switch, balance, signing,
// sending). In the chunk loadEvmMethods loads.
import { type AdapterContext, isUserRejection } from '@latchkey/core'
import { findNetwork, type LoadedImplementation } from '@latchkey/core/adapter'
import { ConnectorNotConnectedError } from '@latchkey/core/errors'
import { switchChain } from './actions/switchChain.js'
import type { Eip1193Provider } from './provider/Eip1193Provider.js'
import { getChainId } from './provider/getChainId.js'
import { request } from './provider/request.js'
import { createWalletSession, type WalletSession } from './session/createWalletSession.js'
import { hexToBigInt } from './utils/hexToBigInt.js'
import { normalizeAccounts } from './utils/normalizeAccounts.js'
import { toHexQuantity } from './utils/toHexQuantity.js'
import { utf8ToHex } from './utils/utf8ToHex.js'

/** The eip155 adapter's methods for the client's `context`. */
export function createEvmImplementation(
  context: AdapterContext,
): LoadedImplementation<Eip1193Provider> {
  const { emitter, networks } = context
  let session: WalletSession | undefined

  const log = (message: string, error: unknown) => {
    if (context.debug) console.warn(`[latchkey/evm] ${message}`, error)
  }
  const requireSession = (method: string) => {
    if (!session) throw new ConnectorNotConnectedError({ method })
    return session
  }
  const switchTo = async (provider: Eip1193Provider, chainId: number) => {
    const caipNetwork = findNetwork(networks, 'eip155', chainId)
    await switchChain({ provider, chainId, caipNetwork })
  }

  return {
    async attach({ provider, accounts, chainId, requestedChainId }) {
      let current = Number(chainId)
      if (requestedChainId !== undefined && Number(requestedChainId) !== current) {
        try {
          await switchTo(provider, Number(requestedChainId))
          current = await getChainId(provider)
        } catch (error) {
          // Declining the switch declines the connection (as in wagmi); a wallet that cannot
          // switch stays connected on its chain, and core shows UnsupportedChain if due.
          if (isUserRejection(error)) throw error
          log('connect: could not switch chain', error)
        }
      }
      // Connecting a wallet replaces the previous one; its events must not reach core.
      session?.end()
      const started: WalletSession = createWalletSession({
        provider,
        accounts: normalizeAccounts(accounts),
        chainId: current,
        emitter,
        onEnd: () => {
          if (session === started) session = undefined
        },
      })
      session = started
      return started.getConnection()
    },

    detach: () => session?.end(),

    async switchNetwork(caipNetwork) {
      const current = requireSession('switchNetwork')
      const chainId = Number(caipNetwork.id)
      await switchChain({ provider: current.provider, chainId, caipNetwork })
      // Most wallets send chainChanged before answering; for those that do not, report it here.
      current.setChainId(chainId)
    },

    async getBalance({ address, caipNetwork }) {
      // The RPC transport loads with the first read, out of the page's first load.
      const { getRpcTransport } = await import('./utils/getRpcTransport.js')
      const transport = getRpcTransport(caipNetwork)
      const balance = await transport.request({
        method: 'eth_getBalance',
        params: [address, 'latest'],
      })
      const { decimals, symbol } = caipNetwork.nativeCurrency
      return { value: hexToBigInt(balance), decimals, symbol }
    },

    async signMessage({ message, address }) {
      const { provider } = requireSession('signMessage')
      return request<string>(provider, 'personal_sign', [utf8ToHex(message), address])
    },

    async sendTransaction({ address, to, value, data, caipNetwork }) {
      const current = requireSession('sendTransaction')
      const chainId = Number(caipNetwork.id)
      // A wallet signs for the chain it is on: move it first rather than pay on another chain.
      if ((await getChainId(current.provider)) !== chainId) {
        await switchChain({ provider: current.provider, chainId, caipNetwork })
        current.setChainId(chainId)
      }
      const transaction = {
        from: address,
        to,
        ...(value === undefined ? {} : { value: toHexQuantity(value) }),
        ...(data === undefined ? {} : { data }),
      }
      return request<string>(current.provider, 'eth_sendTransaction', [transaction])
    },

    getProvider: () => session?.provider,
  }
}
