import { isChainNamespace, parseCaipNetworkId } from '@latchkey/core'
import { quoteValue as quote } from '../http/querySchemas.js'

/** What a reference looks like in each namespace Latchkey knows (its CAIP-2 profile). */
const referenceForms: Record<string, { pattern: RegExp; form: string }> = {
  eip155: {
    pattern: /^[1-9][0-9]{0,31}$/,
    form: 'an eip155 id with the chain id in decimal digits, such as eip155:1',
  },
  solana: {
    pattern: /^[1-9A-HJ-NP-Za-km-z]{32}$/,
    form: 'a solana id with the first 32 base58 characters of the genesis hash, such as solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  },
  bip122: {
    pattern: /^[0-9a-f]{32}$/,
    form: 'a bip122 id with 32 hex digits of the genesis block hash',
  },
  polkadot: {
    pattern: /^[0-9a-f]{32}$/,
    form: 'a polkadot id with 32 hex digits of the genesis hash',
  },
}

/**
 * What is wrong with a CAIP-2 id a client sent, as the end of a 400's message (`must be …, got
 * '…'`), or undefined when it is well formed: a namespace Latchkey knows, and a reference of that
 * namespace's form. Every route taking a chain id checks it so: a malformed one is a 400 naming
 * the parameter, a well-formed one the server does not serve gets the route's empty default.
 */
export function checkCaipNetworkId(value: string): string | undefined {
  let parsed: { namespace: string; reference: string }
  try {
    parsed = parseCaipNetworkId(value)
  } catch {
    return `must be a CAIP-2 network id such as eip155:1, got ${quote(value)}`
  }
  if (!isChainNamespace(parsed.namespace))
    return `names an unknown chain namespace ${quote(parsed.namespace)} (known: eip155, solana, bip122, polkadot)`
  const reference = referenceForms[parsed.namespace]
  if (reference && !reference.pattern.test(parsed.reference))
    return `must be ${reference.form}, got ${quote(value)}`
  return undefined
}
