import { UnauthorizedProviderError } from '@latchkey/core'
import { UnsupportedPolkadotMethodError } from '../errors/polkadot.js'
import { substrateAddresses } from '../utils/substrateAddresses.js'
import type { Injected, InjectedWindowProvider } from './InjectedWeb3.js'
import type { PolkadotProvider, PolkadotRequestArguments } from './PolkadotProvider.js'
import { toExtensionError } from './toExtensionError.js'

/** An extension as a PolkadotProvider, with its `injectedWeb3` id and what it granted. */
export type InjectedWeb3Provider = PolkadotProvider & {
  readonly id: string
  /** Asks the extension for access (`enable`), once; the same grant is reused after. */
  enable(): Promise<Injected>
}

type Params = { address?: unknown; message?: unknown; transactionPayload?: unknown }

/**
 * Speaks the `polkadot_*` methods over an extension's `signer`: polkadot_signMessage is
 * `signRaw` of the message's bytes (hex, as polkadot{.js} takes them; it wraps them in
 * `<Bytes>…</Bytes>` itself), polkadot_signTransaction is `signPayload`. Declines become 4001.
 */
export function createInjectedWeb3Provider(
  id: string,
  entry: InjectedWindowProvider,
  originName: string,
): InjectedWeb3Provider {
  let granted: Promise<Injected> | undefined
  const listeners = new Map<(payload: unknown) => void, () => void>()
  const enable = () => {
    granted ??= entry.enable(originName).catch((error: unknown) => {
      granted = undefined
      throw toExtensionError(error)
    })
    return granted
  }
  const addressOf = (params: Params, method: string): string => {
    if (typeof params.address !== 'string')
      throw new UnauthorizedProviderError({ method, details: 'No address to sign with.' })
    return params.address
  }
  const send = async ({ method, params }: PolkadotRequestArguments) => {
    const input: Params = typeof params === 'object' && params !== null ? params : {}
    const { signer } = await enable()
    if (method === 'polkadot_signMessage' && signer.signRaw) {
      const data = typeof input.message === 'string' ? input.message : ''
      const raw = { address: addressOf(input, method), data, type: 'bytes' as const }
      const { signature } = await signer.signRaw(raw)
      return { signature }
    }
    const payload = input.transactionPayload
    if (
      method === 'polkadot_signTransaction' &&
      signer.signPayload &&
      typeof payload === 'object'
    ) {
      const { signature } = await signer.signPayload({
        ...payload,
        address: addressOf(input, method),
      })
      return { signature }
    }
    throw new UnsupportedPolkadotMethodError({ method })
  }

  return {
    id,
    enable,
    request: (args) =>
      send(args).catch((error: unknown) => Promise.reject(toExtensionError(error))),
    on(event, listener) {
      if (event !== 'accountsChanged' || listeners.has(listener)) return
      let stop: (() => void) | undefined
      let stopped = false
      listeners.set(listener, () => {
        stopped = true
        stop?.()
      })
      void enable().then(
        (injected) => {
          if (stopped) return
          // Extensions call back at once with the current list too: the adapter drops what did not change.
          stop = injected.accounts.subscribe((accounts) => listener(substrateAddresses(accounts)))
        },
        () => {},
      )
    },
    removeListener(event, listener) {
      if (event !== 'accountsChanged') return
      listeners.get(listener)?.()
      listeners.delete(listener)
    },
  }
}
