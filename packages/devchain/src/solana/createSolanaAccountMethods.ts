import type { Address } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { createSolanaAccountEncoder, tokenAccountSize } from './createSolanaAccountEncoder.js'
import type { SolanaRpcMethods } from './createSolanaRpcHandler.js'
import type { SolanaRuntime } from './createSolanaRuntime.js'
import { SolanaRpcError } from './SolanaRpcError.js'
import { solanaRpcParams } from './solanaRpcParams.js'
import { toUiAmount } from './toUiAmount.js'

const { addressAt, configAt } = solanaRpcParams
const maxAddressesPerCall = 100

/** The Solana RPC methods that read accounts: balances, account data, token accounts and supplies. */
export function createSolanaAccountMethods(
  runtime: SolanaRuntime,
  withContext: (value: unknown) => unknown,
): SolanaRpcMethods {
  const { encodeAccount, mintDecimals, tokenDecoder, mintDecoder } =
    createSolanaAccountEncoder(runtime)
  const tokenAccountsOf = (owner: Address, filter: Record<string, unknown>) => {
    const { mint, programId } = filter
    if (mint === undefined && programId === undefined)
      throw SolanaRpcError.invalidParams('expected mint or programId')
    if (programId !== undefined && programId !== TOKEN_PROGRAM_ADDRESS) return []
    return runtime.getTokenProgramAccounts().filter((account) => {
      if (account.data.length !== tokenAccountSize) return false
      const token = tokenDecoder.decode(account.data)
      return token.owner === owner && (mint === undefined || token.mint === mint)
    })
  }

  return {
    getBalance: (params) => withContext(runtime.getBalance(addressAt(params, 0))),
    getAccountInfo: (params) =>
      withContext(
        encodeAccount(runtime.getAccount(addressAt(params, 0)), configAt(params, 1).encoding),
      ),
    getMultipleAccounts: (params) => {
      const addresses = params[0]
      if (!Array.isArray(addresses) || addresses.length > maxAddressesPerCall)
        throw SolanaRpcError.invalidParams(
          `param 0 is not a list of at most ${maxAddressesPerCall} addresses`,
        )
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
  }
}
