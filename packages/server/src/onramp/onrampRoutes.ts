import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { Config } from '../config.js'
import { createPriceSource } from '../data/createPriceSource.js'
import { loadDataConfig } from '../data/loadDataConfig.js'
import { defaultServerNamespaces } from '../namespaces/defaultServerNamespaces.js'
import { getServerNamespace } from '../namespaces/getServerNamespace.js'
import type { ServerNamespace } from '../namespaces/ServerNamespace.js'
import {
  createSandboxProvider,
  type SandboxChain,
  type SandboxProvider,
} from './createSandboxProvider.js'
import { getSandboxSettings } from './getSandboxSettings.js'
import type { OnrampProvider } from './OnrampProvider.js'
import {
  getOnrampOptions,
  getOnrampPurchase,
  getSandboxCheckout,
  type OnrampContext,
  postOnrampQuote,
  postOnrampUrl,
  postSandboxCheckout,
} from './onrampHandlers.js'

/** Options of `onrampRoutes`. */
export type OnrampRoutesOptions = {
  config: Config
  /** The namespaces of the chains the sandbox may pay out on (its EVM ones); default `defaultServerNamespaces`. */
  namespaces?: readonly ServerNamespace[] | undefined
}

/**
 * The on-ramp (spec section 7): options, quotes and the provider's checkout URL, the purchases'
 * status, and the sandbox provider's checkout page (development, or when configured).
 */
export const onrampRoutes: FastifyPluginAsync<OnrampRoutesOptions> = async (server, options) => {
  const onRequest = server.checkProject
  const sandbox = await createSandbox(server, options)
  const providers: OnrampProvider[] = sandbox ? [sandbox] : []
  const context: OnrampContext = { server, providers }

  server.get('/v1/onramp/options', { onRequest }, getOnrampOptions(context))
  server.post('/v1/onramp/quote', { onRequest, bodyLimit: 4_096 }, postOnrampQuote(context))
  server.post('/v1/generators/onrampurl', { onRequest, bodyLimit: 8_192 }, postOnrampUrl(context))
  server.get('/v1/onramp/purchases/:id', { onRequest }, getOnrampPurchase(context))

  if (!sandbox) return
  // The checkout page's form posts url-encoded fields; only this plugin parses them.
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2_048 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  server.get('/onramp/sandbox/checkout/:id', getSandboxCheckout(context))
  server.post('/onramp/sandbox/checkout/:id', postSandboxCheckout(context, sandbox))
}

/** The sandbox provider over the EVM chains with a data configuration, when it has a payout key. */
async function createSandbox(
  server: FastifyInstance,
  { config, namespaces = defaultServerNamespaces }: OnrampRoutesOptions,
): Promise<SandboxProvider | undefined> {
  const sandboxKey = getSandboxSettings(config)?.payoutPrivateKey
  if (!sandboxKey) return undefined
  const dataConfig = await loadDataConfig(config)
  const chains = new Map<string, SandboxChain>(
    config.chains.flatMap((chain) => {
      const createClient = getServerNamespace(namespaces, chain.caipNetworkId)?.createEvmClient
      const settings = dataConfig.chains[chain.caipNetworkId]
      if (!createClient || !settings) return []
      return [[chain.caipNetworkId, { ...chain, client: createClient(chain.rpcUrl), settings }]]
    }),
  )
  return createSandboxProvider({
    database: () => server.database,
    publicUrl: () => server.publicUrl,
    chains,
    prices: createPriceSource(dataConfig.prices),
    payoutPrivateKey: sandboxKey,
    now: config.data?.now,
  })
}
