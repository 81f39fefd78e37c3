import { type Connector, connectorIds } from '@latchkey/core'
import { getBrowserWalletConnector } from '@latchkey/core/adapter'
import { type Eip1193Provider, isEip1193Provider } from '../provider/Eip1193Provider.js'
import { parseAnnouncement } from './parseAnnouncement.js'

/** Where to look for wallets, and which kinds. */
export type CreateWalletRegistryParameters = {
  /** The page (`window`), or undefined on the server. Read on every use, never at creation. */
  getTarget(): EventTarget | undefined
  eip6963: boolean
  injected: boolean
}

/** The wallets found on the page: their connectors and providers. */
export type WalletRegistry = {
  getConnectors(): readonly Connector[]
  /** The provider behind a connector (matched by id, rdns or uuid) or a connector id. */
  getProvider(connector: Connector | string): Eip1193Provider | undefined
  /** Calls `onChange` with the connectors now and whenever they change; returns an unwatch function. */
  watchConnectors(onChange: (connectors: readonly Connector[]) => void): () => void
  /** The connector's provider, waiting up to `timeout` ms for a late announcement of it. */
  waitForProvider(connector: Connector, timeout: number): Promise<Eip1193Provider | undefined>
}

type Entry = { connector: Connector; provider: Eip1193Provider }

/**
 * Collects EIP-6963 announcements and the page's `ethereum` provider. Listens only while a
 * watcher or a waiting lookup needs it; what it heard stays, so a connection outlives the modal.
 */
export function createWalletRegistry(parameters: CreateWalletRegistryParameters): WalletRegistry {
  const { getTarget, eip6963, injected } = parameters
  // By connector id: the rdns, stable across reloads (the uuid is new on every page load).
  const entries = new Map<string, Entry>()
  const listeners = new Set<() => void>()
  let stopListening: (() => void) | undefined
  let browserWalletConnector: Connector | undefined

  const notify = () => {
    for (const listener of [...listeners]) listener()
  }

  function getInjectedProvider(): Eip1193Provider | undefined {
    const ethereum = (getTarget() as { ethereum?: unknown } | undefined)?.ethereum
    return isEip1193Provider(ethereum) ? ethereum : undefined
  }

  function onAnnounce(event: Event) {
    const detail = parseAnnouncement(event)
    if (!detail) return
    const { info, provider } = detail
    const id = info.rdns || info.uuid
    const previous = entries.get(id)
    // Wallets answer every request for providers; a repeat of what we know changes nothing.
    if (previous?.provider === provider && previous.connector.info?.uuid === info.uuid) return
    const connector: Connector = {
      id,
      name: info.name,
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: info.icon || undefined,
      info: { rdns: info.rdns || undefined, uuid: info.uuid },
    }
    entries.set(id, { connector, provider })
    notify()
  }

  function requestProviders() {
    if (eip6963) getTarget()?.dispatchEvent(new Event('eip6963:requestProvider'))
  }

  function start() {
    const target = getTarget()
    if (stopListening || !target) return
    // MetaMask fires this when it injects `ethereum` after the page's scripts ran.
    const onInjected = () => notify()
    if (eip6963) target.addEventListener('eip6963:announceProvider', onAnnounce)
    if (injected) target.addEventListener('ethereum#initialized', onInjected)
    stopListening = () => {
      target.removeEventListener('eip6963:announceProvider', onAnnounce)
      target.removeEventListener('ethereum#initialized', onInjected)
    }
    requestProviders()
  }

  function watch(listener: () => void): () => void {
    listeners.add(listener)
    start()
    return () => {
      listeners.delete(listener)
      if (listeners.size > 0) return
      stopListening?.()
      stopListening = undefined
    }
  }

  function getConnectors(): readonly Connector[] {
    const announced = [...entries.values()].map((entry) => entry.connector)
    const ethereum = injected ? getInjectedProvider() : undefined
    // The page's provider is usually an announced wallet, listed under its real name; only a
    // provider no wallet announced (a legacy extension) gets the 'Browser Wallet' entry.
    const browserWallet = getBrowserWalletConnector({
      chain: 'eip155',
      hasInjectedProvider: ethereum !== undefined,
      announced: [...entries.values()]
        .filter((entry) => entry.provider === ethereum)
        .map((entry) => entry.connector),
    })
    // The same object each time, so watchers can tell an unchanged list by identity.
    if (browserWallet) {
      browserWalletConnector ??= browserWallet
      announced.push(browserWalletConnector)
    }
    return announced
  }

  function getProvider(connector: Connector | string): Eip1193Provider | undefined {
    const id = typeof connector === 'string' ? connector : connector.id
    if (id === connectorIds.injected) return getInjectedProvider()
    const found = entries.get(id)
    if (found) return found.provider
    const { rdns, uuid } = (typeof connector === 'string' ? undefined : connector.info) ?? {}
    for (const entry of entries.values()) {
      const { info } = entry.connector
      if ((rdns && info?.rdns === rdns) || (uuid && info?.uuid === uuid) || info?.uuid === id)
        return entry.provider
    }
    return undefined
  }

  return {
    getConnectors,
    getProvider,
    watchConnectors(onChange) {
      if (!getTarget()) return () => {}
      let last: readonly Connector[] | undefined
      const report = () => {
        const next = getConnectors()
        if (last?.length === next.length && next.every((item, index) => item === last?.[index]))
          return
        last = next
        onChange(next)
      }
      const unwatch = watch(report)
      report()
      return unwatch
    },
    waitForProvider(connector, timeout) {
      const found = getProvider(connector)
      // Only announcements come late; `ethereum` is there from the start or not at all.
      if (found || !getTarget() || !eip6963 || connector.id === connectorIds.injected)
        return Promise.resolve(found)
      return new Promise((resolve) => {
        let done = false
        let unwatch: (() => void) | undefined
        const finish = (provider: Eip1193Provider | undefined) => {
          if (done) return
          done = true
          clearTimeout(timer)
          unwatch?.()
          resolve(provider)
        }
        const timer = setTimeout(() => finish(getProvider(connector)), timeout)
        unwatch = watch(() => {
          const provider = getProvider(connector)
          if (provider) finish(provider)
        })
        // `watch` may have heard the wallet at once; else ask wallets already on the page again.
        if (done) unwatch()
        else requestProviders()
      })
    },
  }
}
