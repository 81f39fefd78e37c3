import {
  type Address,
  type EncodedAccount,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  isAddress,
  type MaybeEncodedAccount,
} from '@solana/kit'
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { type SolanaRuntime, SolanaRuntimeError } from './createSolanaRuntime.js'

/** A JSON-RPC error with the Solana RPC's code. */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** What the handler needs besides the runtime. */
export type CreateSolanaRpcHandlerParameters = {
  runtime: SolanaRuntime
  genesisHash: string
  /** The most one `requestAirdrop` gives, in lamports; 1,000 SOL. */
  maxAirdropLamports?: bigint | undefined
}

/** Answers one JSON-RPC call: its result, or a thrown SolanaRpcError. */
export type SolanaRpcHandler = (method: string, params: unknown) => unknown

const invalidParams = (details: string) => new SolanaRpcError(-32602, `Invalid params: ${details}`)
const tokenAccountSize = 165
const maxSignaturesLimit = 1000
const maxAddressesPerCall = 100

/**
 * The Solana JSON-RPC methods @solana/kit and wallets use for balances, token accounts,
 * blockhashes, sending, confirming and listing transactions, and airdrops, answered from the
 * runtime. Numbers are bigints (the server writes them as JSON integers).
 */
export function createSolanaRpcHandler(
  parameters: CreateSolanaRpcHandlerParameters,
): SolanaRpcHandler {
  const { runtime, genesisHash, maxAirdropLamports = 1_000_000_000_000n } = parameters
  const base58 = { encode: getBase58Encoder(), decode: getBase58Decoder() }
  const base64 = { encode: getBase64Encoder(), decode: getBase64Decoder() }
  const tokenDecoder = getTokenDecoder()
  const mintDecoder = getMintDecoder()
  const context = () => ({ slot: runtime.getSlot(), apiVersion: '2.2.0' })
  const withContext = (value: unknown) => ({ context: context(), value })

  const list = (params: unknown): unknown[] => {
    if (params === undefined) return []
    if (!Array.isArray(params)) throw invalidParams('expected an array')
    return params
  }
  const addressAt = (params: unknown[], index: number): Address => {
    const value = params[index]
    if (typeof value !== 'string' || !isAddress(value))
      throw invalidParams(`param ${index} is not a base58 address`)
    return value
  }
  const configAt = (params: unknown[], index: number): Record<string, unknown> => {
    const value = params[index]
    if (value === undefined || value === null) return {}
    if (typeof value !== 'object' || Array.isArray(value))
      throw invalidParams(`param ${index} is not a configuration object`)
    return value as Record<string, unknown>
  }
  const wireAt = (params: unknown[]) => {
    const value = params[0]
    const { encoding = 'base58' } = configAt(params, 1)
    if (typeof value !== 'string') throw invalidParams('param 0 is not an encoded transaction')
    try {
      if (encoding === 'base64') return new Uint8Array(base64.encode.encode(value))
      if (encoding === 'base58') return new Uint8Array(base58.encode.encode(value))
    } catch {
      throw invalidParams(`param 0 is not ${encoding}`)
    }
    throw invalidParams(`unsupported encoding ${String(encoding)}`)
  }

  const mintDecimals = (mint: Address) => {
    const account = runtime.getAccount(mint)
    return account.exists ? mintDecoder.decode(account.data).decimals : 0
  }
  const parsedData = (account: EncodedAccount) => {
    if (account.programAddress !== TOKEN_PROGRAM_ADDRESS) return undefined
    if (account.data.length === tokenAccountSize) {
      const token = tokenDecoder.decode(account.data)
      const decimals = mintDecimals(token.mint)
      return {
        program: 'spl-token',
        space: tokenAccountSize,
        parsed: {
          type: 'account',
          info: {
            mint: token.mint,
            owner: token.owner,
            isNative: token.isNative.__option === 'Some',
            state: ['uninitialized', 'initialized', 'frozen'][token.state] ?? 'initialized',
            tokenAmount: toUiAmount(token.amount, decimals),
          },
        },
      }
    }
    const mint = mintDecoder.decode(account.data)
    return {
      program: 'spl-token',
      space: account.data.length,
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          supply: String(mint.supply),
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority.__option === 'Some' ? mint.mintAuthority.value : null,
          freezeAuthority:
            mint.freezeAuthority.__option === 'Some' ? mint.freezeAuthority.value : null,
        },
      },
    }
  }
  const encodeAccount = (account: MaybeEncodedAccount | EncodedAccount, encoding: unknown) => {
    if ('exists' in account && !account.exists) return null
    let data: unknown
    if (encoding === 'jsonParsed')
      data = parsedData(account) ?? [base64.decode.decode(account.data), 'base64']
    else if (encoding === 'base58') data = [base58.decode.decode(account.data), 'base58']
    else if (encoding === undefined || encoding === 'base64')
      data = [base64.decode.decode(account.data), 'base64']
    else throw invalidParams(`unsupported encoding ${String(encoding)}`)
    return {
      data,
      executable: account.executable,
      lamports: account.lamports,
      owner: account.programAddress,
      rentEpoch: 0n,
      space: BigInt(account.data.length),
    }
  }
  const tokenAccountsOf = (owner: Address, filter: Record<string, unknown>) => {
    const { mint, programId } = filter
    if (mint === undefined && programId === undefined)
      throw invalidParams('expected mint or programId')
    if (programId !== undefined && programId !== TOKEN_PROGRAM_ADDRESS) return []
    return runtime.getTokenProgramAccounts().filter((account) => {
      if (account.data.length !== tokenAccountSize) return false
      const token = tokenDecoder.decode(account.data)
      return token.owner === owner && (mint === undefined || token.mint === mint)
    })
  }
  const signatureStatus = (signature: unknown) => {
    if (typeof signature !== 'string') throw invalidParams('signatures must be strings')
    const record = runtime.getSignatureStatus(signature)
    if (!record) return null
    return {
      slot: record.slot,
      confirmations: null,
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      // The runtime commits at once: nothing is ever rolled back.
      confirmationStatus: 'finalized',
    }
  }
  const send = (params: unknown[]) => {
    const { skipPreflight } = configAt(params, 1)
    try {
      return runtime.sendTransaction(wireAt(params), { skipPreflight: skipPreflight === true })
    } catch (error) {
      if (!(error instanceof SolanaRuntimeError)) throw error
      throw new SolanaRpcError(-32002, `Transaction simulation failed: ${error.message}`, {
        err: error.err,
        logs: error.logs,
        accounts: null,
        unitsConsumed: 0n,
        returnData: null,
      })
    }
  }

  const methods: Record<string, (params: unknown[]) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => genesisHash,
    getSlot: () => runtime.getSlot(),
    getBlockHeight: () => runtime.getBlockHeight(),
    getEpochInfo: () => ({
      absoluteSlot: runtime.getSlot(),
      blockHeight: runtime.getBlockHeight(),
      epoch: 0n,
      slotIndex: runtime.getSlot(),
      slotsInEpoch: 432_000n,
      transactionCount: null,
    }),
    getLatestBlockhash: () => withContext(runtime.getLatestBlockhash()),
    isBlockhashValid: (params) => {
      if (typeof params[0] !== 'string') throw invalidParams('param 0 is not a blockhash')
      return withContext(runtime.isBlockhashValid(params[0]))
    },
    getFeeForMessage: () => withContext(5000n),
    getRecentPrioritizationFees: () => [],
    getMinimumBalanceForRentExemption: (params) => {
      const space = params[0]
      if (
        typeof space !== 'number' ||
        !Number.isSafeInteger(space) ||
        space < 0 ||
        space > 10_485_760
      )
        throw invalidParams('param 0 is not an account size')
      return runtime.minimumBalanceForRentExemption(BigInt(space))
    },
    getBalance: (params) => withContext(runtime.getBalance(addressAt(params, 0))),
    getAccountInfo: (params) =>
      withContext(
        encodeAccount(runtime.getAccount(addressAt(params, 0)), configAt(params, 1).encoding),
      ),
    getMultipleAccounts: (params) => {
      const addresses = params[0]
      if (!Array.isArray(addresses) || addresses.length > maxAddressesPerCall)
        throw invalidParams(`param 0 is not a list of at most ${maxAddressesPerCall} addresses`)
      const { encoding } = configAt(params, 1)
      return withContext(
        addresses.map((_, index) =>
          encodeAccount(runtime.getAccount(addressAt(addresses, index)), encoding),
        ),
      )
    },
    getTokenAccountsByOwner: (params) => {
      const { encoding } = configAt(params, 2)
      return withContext(
        tokenAccountsOf(addressAt(params, 0), configAt(params, 1)).map((account) => ({
          pubkey: account.address,
          account: encodeAccount(account, encoding),
        })),
      )
    },
    getTokenAccountBalance: (params) => {
      const account = runtime.getAccount(addressAt(params, 0))
      if (!account.exists || account.data.length !== tokenAccountSize)
        throw new SolanaRpcError(-32602, 'Invalid param: not a Token account')
      const token = tokenDecoder.decode(account.data)
      return withContext(toUiAmount(token.amount, mintDecimals(token.mint)))
    },
    getTokenSupply: (params) => {
      const account = runtime.getAccount(addressAt(params, 0))
      if (!account.exists || account.programAddress !== TOKEN_PROGRAM_ADDRESS)
        throw new SolanaRpcError(-32602, 'Invalid param: not a Token mint')
      const mint = mintDecoder.decode(account.data)
      return withContext(toUiAmount(mint.supply, mint.decimals))
    },
    sendTransaction: send,
    simulateTransaction: (params) => {
      try {
        const result = runtime.simulateTransaction(wireAt(params))
        return withContext({ ...result, accounts: null, returnData: null })
      } catch (error) {
        if (!(error instanceof SolanaRuntimeError)) throw error
        return withContext({
          err: error.err,
          logs: [],
          accounts: null,
          unitsConsumed: 0n,
          returnData: null,
        })
      }
    },
    getSignatureStatuses: (params) => {
      const signatures = params[0]
      if (!Array.isArray(signatures) || signatures.length > 256)
        throw invalidParams('param 0 is not a list of at most 256 signatures')
      return withContext(signatures.map(signatureStatus))
    },
    getSignaturesForAddress: (params) => {
      const address = addressAt(params, 0)
      const { limit = maxSignaturesLimit, before, until } = configAt(params, 1)
      if (
        typeof limit !== 'number' ||
        !Number.isInteger(limit) ||
        limit < 1 ||
        limit > maxSignaturesLimit
      )
        throw invalidParams(`limit must be 1 to ${maxSignaturesLimit}`)
      let records = runtime.getSignaturesForAddress(address)
      if (typeof before === 'string') {
        const index = records.findIndex((record) => record.signature === before)
        records = index === -1 ? [] : records.slice(index + 1)
      }
      if (typeof until === 'string') {
        const index = records.findIndex((record) => record.signature === until)
        if (index !== -1) records = records.slice(0, index)
      }
      return records.slice(0, limit).map((record) => ({
        signature: record.signature,
        slot: record.slot,
        err: record.err,
        memo: null,
        blockTime: BigInt(record.blockTime),
        confirmationStatus: 'finalized',
      }))
    },
    requestAirdrop: (params) => {
      const address = addressAt(params, 0)
      const amount = params[1]
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
        throw invalidParams('param 1 is not a lamport amount')
      if (BigInt(amount) > maxAirdropLamports)
        throw new SolanaRpcError(-32602, `Airdrop limited to ${maxAirdropLamports} lamports`)
      return runtime.airdrop(address, BigInt(amount))
    },
  }

  return (method, params) => {
    const run = Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!run) throw new SolanaRpcError(-32601, 'Method not found')
    return run(list(params))
  }
}

function toUiAmount(amount: bigint, decimals: number) {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
