import * as v from 'valibot'
import type { Address, Hex } from 'viem'
import type { ChainConfig, ConfigEnvironment } from '../config.js'
import { ConfigError } from '../errors/config.js'
import { defaultServerNamespaces } from '../namespaces/defaultServerNamespaces.js'
import { getServerNamespace } from '../namespaces/getServerNamespace.js'

/** What the paymaster sponsors for one project. */
export type PaymasterPolicy = {
  /** The contracts (lower-case addresses) an operation's calls may go to; any other is refused. */
  contracts: readonly Address[]
  /** Gas, at the operation's maximum price, one account may have sponsored per UTC day and chain. */
  maxWeiPerAccountPerDay: bigint
}

/** The paymaster service's part of the server's configuration; absent, the service is off. */
export type PaymasterConfig = {
  /** The VerifyingPaymaster's verifying signer (LATCHKEY_PAYMASTER_KEY). */
  privateKey: Hex
  /** The chains sponsored on, CAIP-2 ids of LATCHKEY_CHAINS (LATCHKEY_PAYMASTER_CHAINS). */
  chains: readonly string[]
  /** The VerifyingPaymaster's address, the same on every chain (LATCHKEY_PAYMASTER_ADDRESS). */
  address: Address
  /** Policies by project id; `*` for projects without their own (LATCHKEY_PAYMASTER_POLICIES). */
  policies: ReadonlyMap<string, PaymasterPolicy>
}

const privateKeyPattern = /^0x[0-9a-fA-F]{64}$/
const addressPattern = /^0x[0-9a-fA-F]{40}$/
const variables = [
  'LATCHKEY_PAYMASTER_KEY',
  'LATCHKEY_PAYMASTER_CHAINS',
  'LATCHKEY_PAYMASTER_ADDRESS',
  'LATCHKEY_PAYMASTER_POLICIES',
] as const

const policiesSchema = v.pipe(
  v.record(
    v.pipe(v.string(), v.regex(/^(\*|[A-Za-z0-9_-]{1,64})$/)),
    v.strictObject({
      contracts: v.pipe(
        v.array(v.pipe(v.string(), v.regex(addressPattern))),
        v.minLength(1),
        v.maxLength(100),
      ),
      maxWeiPerAccountPerDay: v.pipe(
        v.string(),
        v.regex(/^[1-9][0-9]{0,29}$/),
        v.transform((value: string) => BigInt(value)),
      ),
    }),
  ),
  v.check((policies) => Object.keys(policies).length > 0),
)
const policiesForm =
  'JSON: {"<projectId> or *": {"contracts": ["0x…", …], "maxWeiPerAccountPerDay": "<wei, decimal>"}, …}'

/**
 * Reads LATCHKEY_PAYMASTER_KEY, _CHAINS, _ADDRESS and _POLICIES: all four set, or none (the
 * service off). Every chain named must be one LATCHKEY_CHAINS serves, since the service asks its
 * node for the paymaster's hash of each operation.
 */
export function loadPaymasterConfig(
  env: ConfigEnvironment,
  chains: readonly ChainConfig[],
): PaymasterConfig | undefined {
  const values = variables.map((name) => env[name]?.trim() || undefined)
  if (values.every((value) => value === undefined)) return undefined
  const [key, names, address, policies] = values
  const missing = variables.filter((_name, index) => values[index] === undefined)
  if (missing.length > 0)
    throw new ConfigError(
      missing[0]!,
      '',
      `set with ${variables.filter((name) => !missing.includes(name)).join(', ')} (the paymaster needs all four)`,
    )
  if (!privateKeyPattern.test(key!) || /^0x0{64}$/.test(key!))
    throw new ConfigError(
      'LATCHKEY_PAYMASTER_KEY',
      '(hidden)',
      "0x and 64 hex digits (a secp256k1 private key): the VerifyingPaymaster's verifying signer",
    )
  const served = new Set(chains.map((chain) => chain.caipNetworkId))
  const listed = names!.split(',').map((name) => name.trim())
  // Sponsoring needs an EVM chain: one whose namespace makes EVM clients.
  const isEvm = (name: string) =>
    getServerNamespace(defaultServerNamespaces, name)?.createEvmClient !== undefined
  if (listed.some((name) => !served.has(name) || !isEvm(name)))
    throw new ConfigError(
      'LATCHKEY_PAYMASTER_CHAINS',
      names!,
      `CAIP-2 ids of eip155 chains LATCHKEY_CHAINS serves, separated by commas (${[...served].join(',') || 'none served'})`,
    )
  if (!addressPattern.test(address!))
    throw new ConfigError(
      'LATCHKEY_PAYMASTER_ADDRESS',
      address!,
      "a 0x address of 40 hex digits (the VerifyingPaymaster's, the same on every chain)",
    )
  let parsed: v.SafeParseResult<typeof policiesSchema>
  try {
    parsed = v.safeParse(policiesSchema, JSON.parse(policies!))
  } catch {
    throw new ConfigError('LATCHKEY_PAYMASTER_POLICIES', policies!, policiesForm)
  }
  if (!parsed.success) throw new ConfigError('LATCHKEY_PAYMASTER_POLICIES', policies!, policiesForm)
  return {
    privateKey: key!.toLowerCase() as Hex,
    chains: [...new Set(listed)],
    address: address!.toLowerCase() as Address,
    policies: new Map(
      Object.entries(parsed.output).map(([project, policy]) => [
        project,
        {
          contracts: policy.contracts.map((contract) => contract.toLowerCase() as Address),
          maxWeiPerAccountPerDay: policy.maxWeiPerAccountPerDay,
        },
      ]),
    ),
  }
}
