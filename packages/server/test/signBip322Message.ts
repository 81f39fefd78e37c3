import { createHash } from 'node:crypto'
import { RawWitness, Script, Transaction } from '@scure/btc-signer'

const sha256 = (...parts: Uint8Array[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return new Uint8Array(hash.digest())
}
const utf8 = (text: string) => new TextEncoder().encode(text)

/**
 * A BIP-322 simple signature of `message` (the to_sign transaction's witness, base64) for the
 * P2WPKH or P2TR `output` of `secretKey`, signed by btc-signer as a wallet would.
 */
export function signBip322Message(
  secretKey: Uint8Array,
  message: string,
  output: { script: Uint8Array; tapInternalKey?: Uint8Array | undefined },
): string {
  const tag = sha256(utf8('BIP0322-signed-message'))
  const toSpend = new Transaction({
    version: 0,
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
    disableScriptCheck: true,
  })
  toSpend.addOutput({ script: output.script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', sha256(tag, tag, utf8(message))]),
  })
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: output.script, amount: 0n },
    ...(output.tapInternalKey ? { tapInternalKey: output.tapInternalKey } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(secretKey, 0)
  toSign.finalizeIdx(0)
  return Buffer.from(RawWitness.encode(toSign.getInput(0).finalScriptWitness ?? [])).toString(
    'base64',
  )
}
