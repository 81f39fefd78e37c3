import {
  type Address,
  type EncodedAccount,
  getBase58Decoder,
  getBase64Decoder,
  type MaybeEncodedAccount,
} from '@solana/kit'
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { SolanaRuntime } from './createSolanaRuntime.js'
import { SolanaRpcError } from './SolanaRpcError.js'
import { toUiAmount } from './toUiAmount.js'

/** The size of an SPL token account (a mint is smaller). */
export const tokenAccountSize = 165

/**
 * Writes the runtime's accounts as the Solana RPC answers them: in base64, base58, or
 * `jsonParsed` (SPL token accounts and mints parsed, anything else base64).
 */
export function createSolanaAccountEncoder(runtime: SolanaRuntime) {
  const base58 = getBase58Decoder()
  const base64 = getBase64Decoder()
  const tokenDecoder = getTokenDecoder()
  const mintDecoder = getMintDecoder()

  /** A mint's decimals; 0 for a mint the runtime does not hold. */
  const mintDecimals = (mint: Address) => {
    const account = runtime.getAccount(mint)
    return account.exists ? mintDecoder.decode(account.data).decimals : 0
  }
  const parsedToken = (account: EncodedAccount) => {
    const token = tokenDecoder.decode(account.data)
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
          tokenAmount: toUiAmount(token.amount, mintDecimals(token.mint)),
        },
      },
    }
  }
  const parsedMint = (account: EncodedAccount) => {
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
  const parsedData = (account: EncodedAccount) => {
    if (account.programAddress !== TOKEN_PROGRAM_ADDRESS) return undefined
    return account.data.length === tokenAccountSize ? parsedToken(account) : parsedMint(account)
  }

  return {
    tokenDecoder,
    mintDecoder,
    mintDecimals,
    /** The account in `encoding`; null for one that does not exist. */
    encodeAccount(account: MaybeEncodedAccount | EncodedAccount, encoding: unknown) {
      if ('exists' in account && !account.exists) return null
      let data: unknown
      if (encoding === 'jsonParsed')
        data = parsedData(account) ?? [base64.decode(account.data), 'base64']
      else if (encoding === 'base58') data = [base58.decode(account.data), 'base58']
      else if (encoding === undefined || encoding === 'base64')
        data = [base64.decode(account.data), 'base64']
      else throw SolanaRpcError.invalidParams(`unsupported encoding ${String(encoding)}`)
      return {
        data,
        executable: account.executable,
        lamports: account.lamports,
        owner: account.programAddress,
        rentEpoch: 0n,
        space: BigInt(account.data.length),
      }
    },
  }
}
