// Loaded when a dapp first sends: @solana/kit and the system and token program clients.
import {
  type Address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  isAddress,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { InvalidSolanaSendError } from '../errors/solana.js'

/** A transfer of SOL, or of an SPL token when `token` is given, from `from` to `to`. */
export type BuildTransferTransactionParameters = {
  rpcUrl: string
  from: string
  to: string
  /** In the smallest unit: lamports, or the token's base unit. */
  amount: bigint | undefined
  token?: { address: string; decimals: number } | undefined
}

/**
 * Builds the unsigned transaction of a transfer, as base64 wire bytes, with a fresh blockhash:
 * a SOL transfer, or a `transferChecked` of an SPL token between the two owners' associated token
 * accounts, creating the receiver's when it has none (paid by the sender).
 */
export async function buildTransferTransaction(
  parameters: BuildTransferTransactionParameters,
): Promise<string> {
  const { rpcUrl, from, to, amount, token } = parameters
  if (amount === undefined || amount <= 0n || !isAddress(to) || !isAddress(from))
    throw new InvalidSolanaSendError({
      details: `amount ${String(amount)}, receiver ${JSON.stringify(to)}`,
    })
  if (token && !isAddress(token.address))
    throw new InvalidSolanaSendError({ details: `token ${token.address}` })
  const sender = createNoopSigner(from)
  const instructions: Instruction[] = []
  if (!token)
    instructions.push(
      getTransferSolInstruction({ source: sender, destination: to, amount: lamports(amount) }),
    )
  else {
    const mint = token.address as Address
    const ataOf = async (owner: Address) =>
      (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
    const destination = await ataOf(to)
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer: sender,
        ata: destination,
        owner: to,
        mint,
      }),
      getTransferCheckedInstruction({
        source: await ataOf(from),
        mint,
        destination,
        authority: sender,
        amount,
        decimals: token.decimals,
      }),
    )
  }
  const { value } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(sender, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(value, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
