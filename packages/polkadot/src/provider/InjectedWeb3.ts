// The shapes of polkadot{.js}'s @polkadot/extension-inject that Talisman, SubWallet and others
// follow, written here so the adapter needs no @polkadot/* package.

/** An account an extension shares (InjectedAccount); 'ethereum' accounts are H160 keys. */
export type InjectedAccount = {
  address: string
  genesisHash?: string | null | undefined
  name?: string | undefined
  type?: string | undefined
}

/** A raw signing request (SignerPayloadRaw). */
export type SignerPayloadRaw = { address: string; data: string; type: 'bytes' | 'payload' }

/** A signature (SignerResult). */
export type SignerResult = { id: number; signature: string; signedTransaction?: unknown }

/** What `enable(originName)` gives a site (Injected). */
export type Injected = {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    subscribe(callback: (accounts: InjectedAccount[]) => void | Promise<void>): () => void
  }
  signer: {
    signRaw?(raw: SignerPayloadRaw): Promise<SignerResult>
    signPayload?(payload: Record<string, unknown>): Promise<SignerResult>
  }
}

/** An extension's entry in `window.injectedWeb3` (InjectedWindowProvider). */
export type InjectedWindowProvider = {
  version?: string | undefined
  enable(originName: string): Promise<Injected>
}
