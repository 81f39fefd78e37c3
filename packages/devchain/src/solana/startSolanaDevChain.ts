import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMintInstruction,
  getMintSize,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { createSolanaRpcHandler } from './createSolanaRpcHandler.js'
import { createSolanaRuntime, type SolanaRuntime } from './createSolanaRuntime.js'
import { type SolanaDevAccount, solanaDevAccounts } from './solanaDevAccounts.js'
import {
  type SolanaDevChainDefinition,
  solanaDevChainDefinition,
  solanaDevTokenMintSeed,
} from './solanaDevChainDefinition.js'
import { startSolanaRpcServer } from './startSolanaRpcServer.js'

/** Where the Solana dev chain listens, and how much each dev account gets. */
export type StartSolanaDevChainParameters = {
  /** 0 (the default) lets the system pick a free port. */
  port?: number | undefined
  host?: string | undefined
  /** SOL per dev account, in lamports; 1,000 SOL. */
  fundLamports?: bigint | undefined
  /** Dev token per dev account, in its smallest unit; 1,000,000 tokens. */
  fundTokens?: bigint | undefined
}

/** A running Solana dev chain. */
export type SolanaDevChain = SolanaDevChainDefinition & {
  rpcUrl: string
  accounts: readonly SolanaDevAccount[]
  /** The runtime behind the RPC, for tests that look at it directly. */
  runtime: SolanaRuntime
  /** Stops the RPC server; resolves once it is closed. */
  stop(): Promise<void>
}

/**
 * Starts a Solana runtime (litesvm, in this process) behind a JSON-RPC server on loopback, mints
 * the dev SPL token and funds the dev accounts with SOL and with the token, by real transactions.
 */
export async function startSolanaDevChain(
  parameters: StartSolanaDevChainParameters = {},
): Promise<SolanaDevChain> {
  const {
    port = 0,
    host = '127.0.0.1',
    fundLamports = 1_000_000_000_000n,
    fundTokens = 1_000_000_000_000n,
  } = parameters
  const definition = solanaDevChainDefinition
  const runtime = createSolanaRuntime()
  const [authority] = solanaDevAccounts
  const authoritySigner = await signerOf(authority!.secretKey)
  const mint = await signerOf(solanaDevTokenMintSeed)
  if (mint.address !== definition.token.address)
    throw new Error(`The dev token mint is ${mint.address}, not ${definition.token.address}`)

  for (const account of solanaDevAccounts) runtime.airdrop(address(account.address), fundLamports)
  const space = BigInt(getMintSize())
  const instructions: Instruction[] = [
    getCreateAccountInstruction({
      payer: authoritySigner,
      newAccount: mint,
      lamports: lamports(runtime.minimumBalanceForRentExemption(space)),
      space,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMintInstruction({
      mint: mint.address,
      decimals: definition.token.decimals,
      mintAuthority: authoritySigner.address,
    }),
  ]
  for (const account of solanaDevAccounts) {
    const owner = address(account.address)
    const [ata] = await findAssociatedTokenPda({
      owner,
      mint: mint.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer: authoritySigner,
        ata,
        owner,
        mint: mint.address,
      }),
      getMintToInstruction({
        mint: mint.address,
        token: ata,
        mintAuthority: authoritySigner,
        amount: fundTokens,
      }),
    )
  }
  const { blockhash, lastValidBlockHeight } = runtime.getLatestBlockhash()
  const signed = await pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(authoritySigner, message),
    (message) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as Blockhash, lastValidBlockHeight },
        message,
      ),
    (message) => appendTransactionMessageInstructions(instructions, message),
    (message) => signTransactionMessageWithSigners(message),
  )
  runtime.sendTransaction(new Uint8Array(getTransactionEncoder().encode(signed)))

  const server = await startSolanaRpcServer({
    handler: createSolanaRpcHandler({ runtime, genesisHash: definition.genesisHash }),
    port,
    host,
  })
  return {
    ...definition,
    rpcUrl: server.url,
    accounts: solanaDevAccounts,
    runtime,
    stop: server.close,
  }
}

async function signerOf(secretKeyHex: string): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(Uint8Array.from(Buffer.from(secretKeyHex, 'hex')))
}
