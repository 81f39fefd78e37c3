import {
  type DevAccountAbstraction,
  deployAccountAbstraction,
} from '../accountAbstraction/deployAccountAbstraction.js'
import { type DevEns, deployEns } from '../ens/deployEns.js'
import { type DevMarket, deployMarket } from '../uniswap/deployMarket.js'
import { type DevToken, deployToken } from './deployToken.js'
import { type DevAccount, devAccounts } from './devAccounts.js'
import { devChainDefinitions, type NativeCurrency } from './devChainDefinitions.js'
import { startAnvil } from './startAnvil.js'

export type StartDevChainsParameters = {
  /** Defaults to the chains of `devChainDefinitions`, each on a free port. */
  chains?: readonly {
    chainId: number
    port?: number
    /** Defaults to the definition's name, or 'Latchkey Devnet {chainId}'. */
    name?: string
    /** Defaults to the definition's token, or 'Latchkey Token' (LKT). */
    token?: { name: string; symbol: string }
  }[]
  host?: string
  /** Deploy Uniswap V2 with funded pools on each chain (default true). */
  market?: boolean
  /** Deploy ENS (registry, resolvers, `.eth`, the dev names) on each chain (default true). */
  ens?: boolean
  /** Deploy ERC-4337 v0.7 (the EntryPoint, the SimpleAccountFactory) on each chain (default true). */
  accountAbstraction?: boolean
}

/** A running dev chain with its token deployed and the dev accounts funded. */
export type DevChain = {
  chainId: number
  name: string
  rpcUrl: string
  nativeCurrency: NativeCurrency
  token: DevToken
  /** Uniswap V2 and its pools (absent when started with `market: false`). */
  market?: DevMarket
  /** ENS and the dev names such as alice.eth (absent when started with `ens: false`). */
  ens?: DevEns
  /** ERC-4337 v0.7 at its canonical addresses (absent when started with `accountAbstraction: false`). */
  accountAbstraction?: DevAccountAbstraction
}

export type StartDevChainsReturnType = {
  chains: DevChain[]
  accounts: readonly DevAccount[]
  /** Stops every node; resolves once all have exited. */
  stop(): Promise<void>
}

// Each market's second token: the other dev chain's, so token↔token swaps have a pair.
const latchkeyDollar = { name: 'Latchkey Dollar', symbol: 'LKD' }
const latchkeyEuro = { name: 'Latchkey Euro', symbol: 'LKE' }

/**
 * Starts the local chains, deploys each one's token, funds the dev accounts and (unless
 * `market: false`) deploys Uniswap V2 with pools at the reference prices, then (unless
 * `ens: false`) ENS with the dev names, then (unless `accountAbstraction: false`) ERC-4337 v0.7.
 */
export async function startDevChains(
  parameters: StartDevChainsParameters = {},
): Promise<StartDevChainsReturnType> {
  const requested: NonNullable<StartDevChainsParameters['chains']> =
    parameters.chains ?? devChainDefinitions.map((definition) => ({ chainId: definition.id }))
  // Settle every start before deciding, so that no node is left running when another fails.
  const started = await Promise.allSettled(
    requested.map((chain) =>
      startAnvil({ chainId: chain.chainId, port: chain.port ?? 0, host: parameters.host }),
    ),
  )
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.stop()))
  }
  try {
    const failure = started.find((result) => result.status === 'rejected')
    if (failure) throw failure.reason
    const chains = await Promise.all(
      requested.map(async (chain, index): Promise<DevChain> => {
        const definition = devChainDefinitions.find(({ id }) => id === chain.chainId)
        const { rpcUrl } = nodes[index]!
        const token = chain.token ?? definition?.token ?? { name: 'Latchkey Token', symbol: 'LKT' }
        // Its own deployer and CREATE2: it runs beside the rest and moves none of their addresses.
        const accountAbstraction =
          parameters.accountAbstraction === false ? undefined : deployAccountAbstraction({ rpcUrl })
        // Settled at once so that a failure here while the rest runs is not left unhandled.
        accountAbstraction?.catch(() => {})
        const deployed = await deployToken({ rpcUrl, name: token.name, symbol: token.symbol })
        return {
          chainId: chain.chainId,
          name: chain.name ?? definition?.name ?? `Latchkey Devnet ${chain.chainId}`,
          rpcUrl,
          nativeCurrency: definition?.nativeCurrency ?? {
            name: 'Ether',
            symbol: 'ETH',
            decimals: 18,
          },
          token: deployed,
          ...(parameters.market === false
            ? {}
            : {
                market: await deployMarket({
                  rpcUrl,
                  token: deployed,
                  secondToken: deployed.symbol === 'LKE' ? latchkeyDollar : latchkeyEuro,
                }),
              }),
          // After the market: its contracts keep the addresses they had before ENS came.
          ...(parameters.ens === false ? {} : { ens: await deployEns({ rpcUrl }) }),
          ...(accountAbstraction ? { accountAbstraction: await accountAbstraction } : {}),
        }
      }),
    )
    return { chains, accounts: devAccounts, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
