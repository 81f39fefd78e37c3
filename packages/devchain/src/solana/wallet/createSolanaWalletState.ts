import {
  type Address,
  createKeyPairFromPrivateKeyBytes,
  createSolanaRpc,
  getAddressFromPublicKey,
  getBase58Encoder,
  getTransactionDecoder,
  partiallySignTransaction,
} from '@solana/kit'
import type { SolanaSignTransactionInput } from '@solana/wallet-standard-features'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'
import { ProviderRpcError } from '../../wallet/ProviderRpcError.js'
import { testWalletStorageItem } from '../../wallet/testWalletStorageItem.js'
import type {
  CreateSolanaTestWalletParameters,
  SolanaTestWalletRequest,
} from './createSolanaTestWallet.js'

// The features that sign with the account.
const accountFeatures = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const
// What a real wallet would open its window for: an armed rejection without a feature hits these.
const promptingFeatures = new Set(['standard:connect', ...accountFeatures])

/** The account's key pair, address and Wallet Standard account. */
type SolanaWalletKey = {
  keyPair: CryptoKeyPair
  address: Address
  account: WalletAccount
}

/** The Solana test wallet inside: its state and the steps its features and controls share. */
export type SolanaWalletState = {
  /** The Wallet Standard ids of every chain. */
  readonly chainIds: IdentifierString[]
  readonly listeners: Set<StandardEventsListeners['change']>
  readonly requests: SolanaTestWalletRequest[]
  key: SolanaWalletKey
  connected: boolean
  /** The rejection `controls.rejectNextRequest` armed, if any. */
  pendingRejection: { feature?: string } | undefined
  /** The key of a 32-byte hex secret. */
  keyOf(secretKey: string): Promise<SolanaWalletKey>
  /** The accounts a site sees: the account while connected. */
  accounts(): WalletAccount[]
  /** Remembers whether the site is connected. */
  persist(): void
  /** Tells the `change` listeners the accounts. */
  emit(): void
  /** Records a request; an armed rejection for it throws 4001. */
  receive(feature: string, input?: unknown): void
  /** 4100 unless the site is connected and `account` is the wallet's. */
  requireAccount(account: WalletAccount): void
  /** The RPC of a chain the wallet knows. */
  rpcFor(chain: IdentifierString): ReturnType<typeof createSolanaRpc>
  /** Adds the account's signature to a transaction that needs it. */
  sign(input: SolanaSignTransactionInput): ReturnType<typeof partiallySignTransaction>
}

/** Makes the Solana test wallet's state: its key, and the connection the storage remembers. */
export async function createSolanaWalletState(
  parameters: CreateSolanaTestWalletParameters,
): Promise<SolanaWalletState> {
  const storageKey = parameters.storageKey ?? 'latchkey-solana-dev-wallet'
  const remembered = testWalletStorageItem(parameters.storage, storageKey)
  const chainIds = parameters.chains.flatMap((chain) => chain.ids)
  const transactionDecoder = getTransactionDecoder()
  const keyOf = async (secretKey: string): Promise<SolanaWalletKey> => {
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
  const key = await keyOf(parameters.secretKey)

  const state: SolanaWalletState = {
    chainIds,
    listeners: new Set(),
    requests: [],
    key,
    connected: remembered.read() === key.address,
    pendingRejection: undefined,
    keyOf,
    accounts: () => (state.connected ? [state.key.account] : []),
    persist: () => remembered.write(state.connected ? state.key.address : undefined),
    emit() {
      for (const listener of state.listeners) listener({ accounts: state.accounts() })
    },
    receive(feature, input) {
      state.requests.push(input === undefined ? { feature } : { feature, input })
      const pending = state.pendingRejection
      const rejected =
        pending &&
        (pending.feature === feature ||
          (pending.feature === undefined && promptingFeatures.has(feature)))
      if (rejected) {
        state.pendingRejection = undefined
        throw ProviderRpcError.from('userRejectedRequest')
      }
    },
    requireAccount(account) {
      if (!state.connected) throw ProviderRpcError.from('unauthorized')
      if (account.address !== state.key.address)
        throw ProviderRpcError.from('unauthorized', `Unknown account ${account.address}`)
    },
    rpcFor(chain) {
      const found = parameters.chains.find((entry) => entry.ids.includes(chain))
      if (!found) throw ProviderRpcError.from('invalidParams', `Unsupported chain ${chain}`)
      return createSolanaRpc(found.rpcUrl)
    },
    async sign(input) {
      state.requireAccount(input.account)
      const transaction = transactionDecoder.decode(input.transaction)
      if (!(state.key.address in transaction.signatures))
        throw ProviderRpcError.from('invalidParams', 'The transaction does not need this account')
      return partiallySignTransaction([state.key.keyPair], transaction)
    },
  }
  return state
}

function hexToBytes(hex: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error('A Solana secret key is 32 bytes of hex')
  return Uint8Array.from(hex.match(/../g)!.map((byte) => Number.parseInt(byte, 16)))
}
