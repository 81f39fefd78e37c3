let loaded: Promise<typeof import('@polkadot/util-crypto')> | undefined

/**
 * @polkadot/util-crypto, imported and its WebAssembly made ready once, at the first Polkadot
 * sign-in or balance read (it takes a second to import: the server does not start with it).
 */
export function loadPolkadotCrypto(): Promise<typeof import('@polkadot/util-crypto')> {
  loaded ??= import('@polkadot/util-crypto').then(async (library) => {
    await library.cryptoWaitReady()
    return library
  })
  return loaded
}
