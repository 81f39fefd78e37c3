import {
  createKeyPairFromPrivateKeyBytes,
  createSolanaRpc,
  getAddressFromPublicKey,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import type { TestWalletStorage } from '../../wallet/createTestWalletProvider.js'
import { ProviderRpcError } from '../../wallet/ProviderRpcError.js'

/** A chain the wallet signs and sends for: its Wallet Standard ids and its RPC. */
export type SolanaTestWalletChain = {
  /** e.g. 'solana:localnet' and the CAIP-2 id 'solana:<genesis hash prefix>'. */
  ids: readonly IdentifierString[]
  rpcUrl: string
}

/** What the Solana test wallet is made from: plain JSON, so a test can write it. */
export type CreateSolanaTestWalletParameters = {
  /** The account's 32-byte ed25519 secret, in hex. */
  secretKey: string
  chains: readonly SolanaTestWalletChain[]
  name: string
  icon: WalletIcon
  /** Where the wallet remembers that the site is connected, across reloads. */
  storage?: TestWalletStorage | undefined
  storageKey?: string | undefined
}

/** A request the wallet received, by feature. */
export type SolanaTestWalletRequest = { feature: string; input?: unknown }

/** What a person would do in the wallet's own window, done from a test. */
export type SolanaTestWalletControls = {
  /**
   * With a feature ('solana:signMessage', ...): the next request of that feature fails with 4001.
   * Without: the next request that would ask the user (connect, sign, send) does.
   */
  rejectNextRequest(feature?: string): void
  /** Selects another account; a connected site gets a `change` event with it. */
  setAccount(secretKey: string): Promise<void>
  /** Drops the site's connection: a `change` event with no accounts. */
  disconnect(): void
  getState(): { connected: boolean; address: string }
  /** Every request received, oldest first. */
  requests: SolanaTestWalletRequest[]
}

/** The wallet: a Wallet Standard wallet with the test's controls. */
export type SolanaTestWallet = Wallet & {
  readonly features: SolanaTestWalletFeatures
  controls: SolanaTestWalletControls
}

/** The Wallet Standard features the test wallet has. */
type SolanaTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

const accountFeatures = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const
const promptingFeatures = new Set(['standard:connect', ...accountFeatures])

/**
 * A Solana wallet of the Wallet Standard backed by a real ed25519 key (@solana/kit over
 * WebCrypto): connects, signs messages and transactions, and sends them to the chain's RPC. What
 * a browser extension such as Phantom gives a page, minus the window asking the user.
 */
export async function createSolanaTestWallet(
  parameters: CreateSolanaTestWalletParameters,
): Promise<SolanaTestWallet> {
  const storageKey = parameters.storageKey ?? 'latchkey-solana-dev-wallet'
  const chainIds = parameters.chains.flatMap((chain) => chain.ids)
  const listeners = new Set<StandardEventsListeners['change']>()
  const requests: SolanaTestWalletRequest[] = []
  const transactionDecoder = getTransactionDecoder()
  const transactionEncoder = getTransactionEncoder()

  const keyOf = async (secretKey: string) => {
    const keyPair = await createKeyPairFromPrivateKeyBytes(hexToBytes(secretKey))
    const address = await getAddressFromPublicKey(keyPair.publicKey)
    const account: WalletAccount = Object.freeze({
      address,
      publicKey: new Uint8Array(getBase58Encoder().encode(address)),
      chains: chainIds,
      features: accountFeatures,
    })
    return { keyPair, address, account }
  }
  let key = await keyOf(parameters.secretKey)
  let connected = read(parameters.storage, storageKey) === key.address
  let pendingRejection: { feature?: string } | undefined

  const persist = () => write(parameters.storage, storageKey, connected ? key.address : undefined)
  const emit = () => {
    for (const listener of listeners) listener({ accounts: wallet.accounts })
  }
  const receive = (feature: string, input?: unknown) => {
    requests.push(input === undefined ? { feature } : { feature, input })
    const rejected =
      pendingRejection &&
      (pendingRejection.feature === feature ||
        (pendingRejection.feature === undefined && promptingFeatures.has(feature)))
    if (rejected) {
      pendingRejection = undefined
      throw ProviderRpcError.from('userRejectedRequest')
    }
  }
  const requireAccount = (account: WalletAccount) => {
    if (!connected) throw ProviderRpcError.from('unauthorized')
    if (account.address !== key.address)
      throw ProviderRpcError.from('unauthorized', `Unknown account ${account.address}`)
  }
  const rpcFor = (chain: IdentifierString) => {
    const found = parameters.chains.find((entry) => entry.ids.includes(chain))
    if (!found) throw ProviderRpcError.from('invalidParams', `Unsupported chain ${chain}`)
    return createSolanaRpc(found.rpcUrl)
  }
  const sign = async (input: SolanaSignTransactionInput) => {
    requireAccount(input.account)
    const transaction = transactionDecoder.decode(input.transaction)
    if (!(key.address in transaction.signatures))
      throw ProviderRpcError.from('invalidParams', 'The transaction does not need this account')
    return partiallySignTransaction([key.keyPair], transaction)
  }

  const features: SolanaTestWalletFeatures = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        if (input?.silent) return { accounts: connected ? wallet.accounts : [] }
        receive('standard:connect', input)
        const was = connected
        connected = true
        persist()
        if (!was) emit()
        return { accounts: wallet.accounts }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        requests.push({ feature: 'standard:disconnect' })
        if (!connected) return
        connected = false
        persist()
        emit()
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs: readonly SolanaSignMessageInput[]) {
        receive('solana:signMessage', inputs)
        return Promise.all(
          inputs.map(async (input) => {
            requireAccount(input.account)
            const signature = await signBytes(key.keyPair.privateKey, input.message)
            return { signedMessage: input.message, signature: new Uint8Array(signature) }
          }),
        )
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: readonly SolanaSignTransactionInput[]) {
        receive('solana:signTransaction', inputs)
        return Promise.all(
          inputs.map(async (input) => ({
            signedTransaction: new Uint8Array(transactionEncoder.encode(await sign(input))),
          })),
        )
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: readonly SolanaSignAndSendTransactionInput[]) {
        receive('solana:signAndSendTransaction', inputs)
        const outputs = []
        // One after the other, as a wallet sends a batch: each may depend on the one before.
        for (const input of inputs) {
          const signed = await sign(input)
          const { skipPreflight, maxRetries, minContextSlot, preflightCommitment } =
            input.options ?? {}
          const signature = await rpcFor(input.chain)
            .sendTransaction(getBase64EncodedWireTransaction(signed), {
              encoding: 'base64',
              ...(skipPreflight === undefined ? {} : { skipPreflight }),
              ...(maxRetries === undefined ? {} : { maxRetries: BigInt(maxRetries) }),
              ...(minContextSlot === undefined ? {} : { minContextSlot: BigInt(minContextSlot) }),
              ...(preflightCommitment === undefined ? {} : { preflightCommitment }),
            })
            .send()
          outputs.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) })
        }
        return outputs
      },
    },
  }

  const controls: SolanaTestWalletControls = {
    rejectNextRequest(feature) {
      pendingRejection = feature === undefined ? {} : { feature }
    },
    async setAccount(secretKey) {
      const previous = key.address
      key = await keyOf(secretKey)
      if (!connected || previous === key.address) return
      persist()
      emit()
    },
    disconnect() {
      if (!connected) return
      connected = false
      persist()
      emit()
    },
    getState: () => ({ connected, address: key.address }),
    requests,
  }

  const wallet: SolanaTestWallet = {
    version: '1.0.0',
    name: parameters.name,
    icon: parameters.icon,
    chains: chainIds,
    features,
    get accounts() {
      return connected ? [key.account] : []
    },
    controls,
  }
  return wallet
}

function hexToBytes(hex: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error('A Solana secret key is 32 bytes of hex')
  return Uint8Array.from(hex.match(/../g)!.map((byte) => Number.parseInt(byte, 16)))
}

// A missing, broken or full storage just forgets.
function read(storage: TestWalletStorage | undefined, key: string): string | undefined {
  try {
    return storage?.getItem(key) || undefined
  } catch {
    return undefined
  }
}
function write(storage: TestWalletStorage | undefined, key: string, value: string | undefined) {
  try {
    storage?.setItem(key, value ?? '')
  } catch {}
}
