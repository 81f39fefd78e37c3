import { toRpcError } from '../errors/loadRpcErrors.js'

// One wrapper per provider, so a dapp comparing providers sees the same object each time.
const wrappers = new WeakMap<object, object>()

/**
 * The provider as a dapp gets it: the same object in every respect but that a failed
 * `request` always rejects with an Error carrying EIP-1193's `code`, `message` and `data`
 * (some wallets and SDKs reject with a plain `{ code, message }` object, which prints as
 * '[object Object]').
 */
export function toDappProvider<provider>(provider: provider): provider {
  if (typeof provider !== 'object' || provider === null) return provider
  const target = provider as object & { request?: unknown }
  if (typeof target.request !== 'function') return provider
  const existing = wrappers.get(target)
  if (existing) return existing as provider
  const request = async (args: { method?: unknown }) => {
    try {
      return await (target.request as (args: unknown) => Promise<unknown>).call(target, args)
    } catch (error) {
      if (error instanceof Error && typeof (error as { code?: unknown }).code === 'number')
        throw error
      const normalized = await toRpcError(error, {
        method: typeof args?.method === 'string' ? args.method : undefined,
      })
      // EIP-1193 readers look at `message` and `code`: the wallet's own words, not ours.
      const { message } = (error ?? {}) as { message?: unknown }
      if (typeof message === 'string' && message) normalized.message = message
      throw normalized
    }
  }
  const wrapper = new Proxy(target, {
    get(object, property) {
      if (property === 'request') return request
      const value = Reflect.get(object, property, object)
      // Methods run on the provider itself: private fields and `this` stay the wallet's.
      return typeof value === 'function' ? value.bind(object) : value
    },
  })
  wrappers.set(target, wrapper)
  return wrapper as provider
}
