import type UniversalProvider from '@walletconnect/universal-provider'
import { getWalletConnectPart } from '../namespaces/getWalletConnectPart.js'
import type { NamespaceDescriptor } from '../namespaces/NamespaceDescriptor.js'
import type { RequestTracker } from './createRequestTracker.js'
import type { WalletConnectListener, WalletConnectProvider } from './WalletConnect.js'

/** The parts of the SDK's UniversalProvider the session provider uses. */
export type UniversalProviderLike = Pick<
  UniversalProvider,
  'request' | 'on' | 'removeListener' | 'session' | 'rpcProviders'
>

// Skips an event that concerns another namespace of a multi-namespace session.
const skip = Symbol('skip')

/**
 * Wraps the SDK's UniversalProvider as the EIP-1193 provider of one namespace: requests carry
 * the namespace's current chain, and the provider's events reach listeners only when they are
 * about this namespace (chain ids in the provider's form its record gives: hex for eip155, as EIP-1193 has them). Requests that go to
 * the wallet (the session's methods) go through `tracker`, which can resend or cancel them.
 */
export function createWalletConnectProvider(
  universal: UniversalProviderLike,
  descriptor: NamespaceDescriptor,
  tracker?: RequestTracker,
): WalletConnectProvider {
  const { namespace } = descriptor
  const wrappers = new Map<WalletConnectListener, Map<string, (payload: unknown) => void>>()
  const reference = () => universal.rpcProviders[namespace]?.getDefaultChain()
  const accounts = () =>
    (universal.session?.namespaces[namespace]?.accounts ?? []).map((account) =>
      account.toLowerCase(),
    )

  const transform = (event: string, payload: unknown): unknown => {
    if (event === 'accountsChanged') {
      const known = accounts()
      const list = Array.isArray(payload) ? payload.map(String) : []
      const ours = list.every((address) =>
        known.some((account) => account.endsWith(`:${address.toLowerCase()}`)),
      )
      return ours ? list : skip
    }
    if (event === 'chainChanged') {
      if (String(payload) !== reference()) return skip
      return (
        getWalletConnectPart(descriptor).toProviderChainId?.(String(payload)) ?? String(payload)
      )
    }
    return payload
  }

  return {
    isWalletConnect: true,
    request({ method, params }) {
      const send = () =>
        universal.request(
          { method, params: params as object | undefined },
          `${namespace}:${reference()}`,
        )
      const toWallet = universal.session?.namespaces[namespace]?.methods?.includes(method)
      return tracker && toWallet ? tracker.track({ method, namespace }, send) : send()
    },
    on(event, listener) {
      const byEvent = wrappers.get(listener) ?? new Map()
      wrappers.set(listener, byEvent)
      if (byEvent.has(event)) return
      const wrapper = (payload: unknown) => {
        const value = transform(event, payload)
        if (value !== skip) listener(value)
      }
      byEvent.set(event, wrapper)
      universal.on(event, wrapper)
    },
    removeListener(event, listener) {
      const wrapper = wrappers.get(listener)?.get(event)
      if (!wrapper) return
      wrappers.get(listener)?.delete(event)
      universal.removeListener(event, wrapper)
    },
  }
}
