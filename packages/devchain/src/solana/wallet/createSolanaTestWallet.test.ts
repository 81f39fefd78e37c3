import { ed25519 } from '@noble/curves/ed25519.js'
import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type SolanaDevChain, startSolanaDevChain } from '../startSolanaDevChain.js'
import { createSolanaTestWallet, type SolanaTestWallet } from './createSolanaTestWallet.js'

let chain: SolanaDevChain
beforeAll(async () => {
  chain = await startSolanaDevChain()
})
afterAll(() => chain?.stop())

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const icon = 'data:image/svg+xml;base64,PHN2Zy8+' as const
async function setup(storage = memoryStorage(), secretKey = chain.accounts[0]!.secretKey) {
  const wallet = await createSolanaTestWallet({
    secretKey,
    name: 'Latchkey Dev Wallet',
    icon,
    chains: [{ ids: ['solana:localnet', chain.caipNetworkId], rpcUrl: chain.rpcUrl }],
    storage,
  })
  return { wallet, storage }
}
async function transfer(wallet: SolanaTestWallet, to: string, amount: bigint) {
  const [account] = wallet.accounts
  const rpc = createSolanaRpc(chain.rpcUrl)
  const { value } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) =>
      setTransactionMessageFeePayerSigner(createNoopSigner(address(account!.address)), draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: value.blockhash as Blockhash,
          lastValidBlockHeight: value.lastValidBlockHeight,
        },
        draft,
      ),
    (draft) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(address(account!.address)),
            destination: address(to),
            amount: lamports(amount),
          }),
        ],
        draft,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('createSolanaTestWallet', () => {
  test('default: connects, and signs a message that verifies with ed25519', async () => {
    const { wallet } = await setup()
    expect(wallet.accounts).toEqual([])
    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(accounts[0]!.address).toBe(chain.accounts[0]!.address)
    const message = new TextEncoder().encode('Sign in to Latchkey')
    const [output] = await wallet.features['solana:signMessage'].signMessage({
      account: accounts[0]!,
      message,
    })
    const publicKey = new Uint8Array(getBase58Encoder().encode(chain.accounts[0]!.address))
    expect(ed25519.verify(output!.signature, message, publicKey)).toBe(true)
    expect(ed25519.verify(output!.signature, new TextEncoder().encode('other'), publicKey)).toBe(
      false,
    )
  })

  test('behavior: signs and sends a transfer that lands on the runtime', async () => {
    const { wallet } = await setup()
    const { accounts } = await wallet.features['standard:connect'].connect()
    const recipient = await generateKeyPairSigner()
    const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: accounts[0]!,
      chain: chain.caipNetworkId,
      transaction: await transfer(wallet, recipient.address, 7_000_000n),
      options: { skipPreflight: false, preflightCommitment: 'confirmed', maxRetries: 2 },
    })
    const signature = getBase58Decoder().decode(output!.signature)
    expect(chain.runtime.getSignatureStatus(signature)?.err).toBeNull()
    expect(chain.runtime.getBalance(recipient.address)).toBe(7_000_000n)
  })

  test('behavior: signTransaction signs several without sending', async () => {
    const { wallet } = await setup()
    const { accounts } = await wallet.features['standard:connect'].connect()
    const recipient = await generateKeyPairSigner()
    const outputs = await wallet.features['solana:signTransaction'].signTransaction(
      { account: accounts[0]!, transaction: await transfer(wallet, recipient.address, 1n) },
      { account: accounts[0]!, transaction: await transfer(wallet, recipient.address, 2n) },
    )
    expect(outputs).toHaveLength(2)
    for (const { signedTransaction } of outputs) {
      const decoded = getTransactionDecoder().decode(signedTransaction)
      const signature = decoded.signatures[chain.accounts[0]!.address as never]
      const publicKey = new Uint8Array(getBase58Encoder().encode(chain.accounts[0]!.address))
      expect(ed25519.verify(signature!, new Uint8Array(decoded.messageBytes), publicKey)).toBe(true)
    }
    expect(chain.runtime.getBalance(recipient.address)).toBe(0n)
  })

  test('behavior: rejectNextRequest makes the next prompt fail with 4001, once', async () => {
    const { wallet } = await setup()
    wallet.controls.rejectNextRequest()
    await expect(wallet.features['standard:connect'].connect()).rejects.toMatchObject({
      code: 4001,
    })
    const { accounts } = await wallet.features['standard:connect'].connect()
    wallet.controls.rejectNextRequest('solana:signMessage')
    const input = { account: accounts[0]!, message: new Uint8Array([1]) }
    await expect(wallet.features['solana:signMessage'].signMessage(input)).rejects.toMatchObject({
      code: 4001,
    })
    await expect(wallet.features['solana:signMessage'].signMessage(input)).resolves.toHaveLength(1)
  })

  test('behavior: a silent connect after a reload restores the site; disconnect forgets it', async () => {
    const { wallet, storage } = await setup()
    await wallet.features['standard:connect'].connect()
    const { wallet: reloaded } = await setup(storage)
    const silent = await reloaded.features['standard:connect'].connect({ silent: true })
    expect(silent.accounts.map((account) => account.address)).toEqual([chain.accounts[0]!.address])
    await reloaded.features['standard:disconnect'].disconnect()
    const { wallet: again } = await setup(storage)
    expect((await again.features['standard:connect'].connect({ silent: true })).accounts).toEqual(
      [],
    )
  })

  test('behavior: changing the account emits change with the new account', async () => {
    const { wallet } = await setup()
    await wallet.features['standard:connect'].connect()
    const changes: string[][] = []
    const off = wallet.features['standard:events'].on('change', ({ accounts }) =>
      changes.push((accounts ?? []).map((account) => account.address)),
    )
    await wallet.controls.setAccount(chain.accounts[1]!.secretKey)
    wallet.controls.disconnect()
    off()
    expect(changes).toEqual([[chain.accounts[1]!.address], []])
  })
})
