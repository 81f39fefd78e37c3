import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  devnet,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type SolanaDevChain, startSolanaDevChain } from './startSolanaDevChain.js'

let chain: SolanaDevChain
const createRpc = (url: string) => createSolanaRpc(devnet(url))
let rpc: ReturnType<typeof createRpc>
let payer: KeyPairSigner

beforeAll(async () => {
  chain = await startSolanaDevChain()
  rpc = createRpc(chain.rpcUrl)
  payer = await createKeyPairSignerFromPrivateKeyBytes(
    Uint8Array.from(Buffer.from(chain.accounts[2]!.secretKey, 'hex')),
  )
})
afterAll(() => chain?.stop())

async function signed(instructions: Instruction[], signer = payer) {
  const { value } = await rpc.getLatestBlockhash().send()
  return pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(signer, message),
    (message) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: value.blockhash as Blockhash,
          lastValidBlockHeight: value.lastValidBlockHeight,
        },
        message,
      ),
    (message) => appendTransactionMessageInstructions(instructions, message),
    (message) => signTransactionMessageWithSigners(message),
  )
}

async function ataOf(owner: string) {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(chain.token.address),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return ata
}

const post = (body: string) =>
  fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })

describe('startSolanaDevChain', () => {
  test('default: dev accounts hold SOL and the dev token; the genesis hash names the network', async () => {
    const balances = await Promise.all(
      chain.accounts.map(
        async (account) => (await rpc.getBalance(address(account.address)).send()).value,
      ),
    )
    // Account 0 paid the rent of the mint and of every token account it made.
    expect(balances.slice(1)).toEqual([1_000_000_000_000n, 1_000_000_000_000n, 1_000_000_000_000n])
    expect(balances[0]).toBeGreaterThan(999_000_000_000n)
    expect(await rpc.getGenesisHash().send()).toBe(chain.genesisHash)
    expect(chain.caipNetworkId).toBe(`solana:${chain.genesisHash.slice(0, 32)}`)
    const { value } = await rpc
      .getTokenAccountsByOwner(
        address(chain.accounts[1]!.address),
        { mint: address(chain.token.address) },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(value).toHaveLength(1)
    expect(value[0]!.pubkey).toBe(await ataOf(chain.accounts[1]!.address))
    expect(value[0]!.account.data.parsed.info).toMatchObject({
      mint: chain.token.address,
      owner: chain.accounts[1]!.address,
      tokenAmount: { amount: '1000000000000', decimals: 6, uiAmountString: '1000000' },
    })
    const mint = await rpc
      .getAccountInfo(address(chain.token.address), { encoding: 'jsonParsed' })
      .send()
    expect(mint.value?.data).toMatchObject({ parsed: { type: 'mint', info: { decimals: 6 } } })
  })

  test('behavior: a SOL transfer lands, is confirmed, and is listed for both addresses', async () => {
    const recipient = await generateKeyPairSigner()
    const transaction = await signed([
      getTransferSolInstruction({
        source: payer,
        destination: recipient.address,
        amount: lamports(1_500_000_000n),
      }),
    ])
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    expect(signature).toBe(getSignatureFromTransaction(transaction))
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(1_500_000_000n)
    const listed = await rpc.getSignaturesForAddress(recipient.address).send()
    expect(listed.map((entry) => entry.signature)).toEqual([signature])
    const fromPayer = await rpc.getSignaturesForAddress(payer.address, { limit: 1 }).send()
    expect(fromPayer[0]?.signature).toBe(signature)
    // The same transaction again is refused: it was processed.
    await expect(
      rpc
        .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
        .send(),
    ).rejects.toThrow()
  })

  test('behavior: an SPL transfer moves the token to a new account', async () => {
    const recipient = await generateKeyPairSigner()
    const ata = await ataOf(recipient.address)
    const transaction = await signed([
      getCreateAssociatedTokenIdempotentInstruction({
        payer,
        ata,
        owner: recipient.address,
        mint: address(chain.token.address),
      }),
      getTransferCheckedInstruction({
        source: await ataOf(payer.address),
        mint: address(chain.token.address),
        destination: ata,
        authority: payer,
        amount: 2_500_000n,
        decimals: 6,
      }),
    ])
    await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    const { value } = await rpc.getTokenAccountBalance(ata).send()
    expect(value).toMatchObject({ amount: '2500000', decimals: 6, uiAmountString: '2.5' })
  })

  test('behavior: a transaction that would fail is refused by preflight and does not land', async () => {
    const poor = await generateKeyPairSigner()
    await rpc.requestAirdrop(poor.address, lamports(10_000_000n)).send()
    const transaction = await signed(
      [
        getTransferSolInstruction({
          source: poor,
          destination: payer.address,
          amount: lamports(5_000_000_000n),
        }),
      ],
      poor,
    )
    await expect(
      rpc
        .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
        .send(),
    ).rejects.toMatchObject({ context: { __code: -32002 } })
    expect((await rpc.getBalance(poor.address).send()).value).toBe(10_000_000n)
    const { value } = await rpc
      .getSignatureStatuses([getSignatureFromTransaction(transaction)])
      .send()
    expect(value[0]).toBeNull()
  })

  test('behavior: an unknown or expired blockhash is refused', async () => {
    const transaction = await pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 1n },
          message,
        ),
      (message) =>
        appendTransactionMessageInstructions(
          [getTransferSolInstruction({ source: payer, destination: payer.address, amount: 1n })],
          message,
        ),
      (message) => signTransactionMessageWithSigners(message),
    )
    await expect(
      rpc
        .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
        .send(),
    ).rejects.toThrow()
    expect(
      (await rpc.isBlockhashValid('11111111111111111111111111111111' as Blockhash).send()).value,
    ).toBe(false)
  })

  test('behavior: requests are bounded in size and batch length; errors are JSON-RPC errors', async () => {
    expect((await post('x'.repeat(70_000))).status).toBe(413)
    const batch = JSON.stringify(
      Array.from({ length: 21 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'getSlot' })),
    )
    expect((await (await post(batch)).json()).error.code).toBe(-32600)
    expect((await (await post('{')).json()).error.code).toBe(-32700)
    const unknown = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBlock', params: [] }),
    )
    expect((await unknown.json()).error.code).toBe(-32601)
    const bad = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['not-an-address'] }),
    )
    expect((await bad.json()).error.code).toBe(-32602)
    const airdrop = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 3,
        method: 'requestAirdrop',
        params: [payer.address, 10_000_000_000_000],
      }),
    )
    expect((await airdrop.json()).error.code).toBe(-32602)
    // A page calls the RPC from another origin.
    const preflight = await fetch(chain.rpcUrl, { method: 'OPTIONS' })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })
})
