'use client'

import {
  type CaipNetwork,
  cookieStorage,
  createLatchkey,
  defineNetwork,
  type LatchkeyInitialState,
} from '@latchkey/core'
import { evmAdapter } from '@latchkey/evm'
import { LatchkeyProvider } from '@latchkey/react'
import { type ReactNode, useState } from 'react'
import type { NextExampleConfig } from './config'

/**
 * One Latchkey client per page load (per request on the server), its connection kept in cookies
 * and its first state what the server read from them.
 */
export function Providers({
  config,
  initialState,
  children,
}: {
  config: NextExampleConfig
  initialState: LatchkeyInitialState | undefined
  children: ReactNode
}) {
  const [client] = useState(() => {
    const networks = config.networks.map((network) =>
      defineNetwork({
        id: network.chainId,
        chainNamespace: 'eip155',
        name: network.name,
        nativeCurrency: network.nativeCurrency,
        rpcUrls: { default: { http: [network.rpcUrl] } },
      }),
    ) as [CaipNetwork, ...CaipNetwork[]]
    return createLatchkey({
      networks,
      adapters: [evmAdapter()],
      storage: cookieStorage(),
      initialState,
      ...(config.serverUrl ? { apiUrl: config.serverUrl, registryUrl: config.serverUrl } : {}),
      // WalletConnect through the stack's relay: the entry a visitor without an extension uses.
      ...(config.relayUrl ? { relayUrl: config.relayUrl } : {}),
      metadata: {
        name: 'Latchkey Next.js example',
        description: 'Latchkey in a Next.js App Router app',
        url: 'http://127.0.0.1',
        icons: [],
      },
    })
  })
  return <LatchkeyProvider client={client}>{children}</LatchkeyProvider>
}
