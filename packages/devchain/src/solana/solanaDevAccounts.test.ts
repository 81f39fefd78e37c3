import { mnemonicToSeedSync } from '@scure/bip39'
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { HDKey } from 'micro-key-producer/slip10.js'
import { expect, test } from 'vitest'
import { devMnemonic } from '../chain/devAccounts.js'
import { solanaDevAccounts } from './solanaDevAccounts.js'
import { solanaDevChainDefinition, solanaDevTokenMintSeed } from './solanaDevChainDefinition.js'

test("default: the listed accounts are the dev mnemonic at m/44'/501'/i'/0' (SLIP-0010)", async () => {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(devMnemonic))
  const derived = await Promise.all(
    solanaDevAccounts.map(async (_, index) => {
      const { privateKey } = root.derive(`m/44'/501'/${index}'/0'`)
      const signer = await createKeyPairSignerFromPrivateKeyBytes(privateKey)
      return { address: signer.address, secretKey: Buffer.from(privateKey).toString('hex') }
    }),
  )
  expect(derived).toEqual(solanaDevAccounts)
})

test('behavior: the dev token mint is the key of its listed seed', async () => {
  const mint = await createKeyPairSignerFromPrivateKeyBytes(
    Uint8Array.from(Buffer.from(solanaDevTokenMintSeed, 'hex')),
  )
  expect(mint.address).toBe(solanaDevChainDefinition.token.address)
})
