import { formatEther, hexToString, isHex, type PublicClient } from 'viem'
import type { ApprovalDetails, ApprovalRow } from './approvalScreen.js'
import { describeFee, type FeeQuote } from './describeFee.js'

type Network = { chainId: number; name: string; nativeCurrency: { symbol: string } }
type Transaction = { to?: string; value?: string; data?: string; gas?: string }

// Text a person can read: no replacement characters and no control characters but white space.
const printable = (text: string) =>
  [...text].every((character) => {
    const code = character.codePointAt(0) ?? 0
    return code !== 0xfffd && (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d)
  })

/** A message to sign as a person reads it: its text when it is UTF-8, else its hex. */
function messageText(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    return printable(text) ? text : message
  } catch {
    return message
  }
}

/** Flattens typed data's message into rows: `field.sub: value`. */
function typedDataRows(value: unknown, prefix = ''): ApprovalRow[] {
  if (value === null || typeof value !== 'object')
    return [{ label: prefix || 'value', value: String(value) }]
  return Object.entries(value).flatMap(([key, entry]) =>
    typedDataRows(entry, prefix ? `${prefix}.${key}` : key),
  )
}

/** What the approval screen shows for `method` (spec: message text, typed data, value, recipient, fee). */
export async function describeRequest(parameters: {
  method: string
  params: unknown[]
  from: string
  network: Network
  client: PublicClient
  /** Who pays, when already known (a smart account's user operation: sponsored or its cost). */
  fee?: FeeQuote | undefined
}): Promise<ApprovalDetails> {
  const { method, params, from, network } = parameters
  const base: ApprovalRow[] = [
    { label: 'Account', value: from },
    { label: 'Network', value: network.name },
  ]
  if (method === 'personal_sign')
    return { title: 'Sign message', text: messageText(String(params[0])), rows: base }
  if (method === 'eth_signTypedData_v4') {
    const raw = params[1]
    const data = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
      domain?: { name?: string }
      primaryType?: string
      message?: unknown
    }
    return {
      title: 'Sign typed data',
      rows: [
        ...base,
        { label: 'App', value: data.domain?.name ?? 'Unknown' },
        { label: 'Type', value: data.primaryType ?? 'Unknown' },
        ...typedDataRows(data.message).slice(0, 40),
      ],
    }
  }
  const transaction = (params[0] ?? {}) as Transaction
  const rows: ApprovalRow[] = [
    ...base,
    { label: 'To', value: transaction.to ?? 'New contract' },
    {
      label: 'Amount',
      value: `${formatEther(BigInt(transaction.value ?? 0))} ${network.nativeCurrency.symbol}`,
    },
  ]
  if (transaction.data && transaction.data !== '0x')
    rows.push({ label: 'Data', value: `${(transaction.data.length - 2) / 2} bytes` })
  if (parameters.fee) {
    // A smart account's call, as its batches show it: the function by name where it is known.
    const { callFunctionName } = await import('./smartAccount/describeCalls.js')
    const name = callFunctionName(transaction.data as `0x${string}` | undefined)
    if (name) rows.splice(base.length + 1, 0, { label: 'Function', value: name })
    return {
      title: 'Approve transaction',
      rows: [...rows, describeFee(parameters.fee, network.nativeCurrency.symbol)],
    }
  }
  try {
    const [gas, gasPrice] = await Promise.all([
      transaction.gas
        ? Promise.resolve(BigInt(transaction.gas))
        : parameters.client.estimateGas({
            account: from as `0x${string}`,
            to: transaction.to as `0x${string}` | undefined,
            value: BigInt(transaction.value ?? 0),
            data: transaction.data as `0x${string}` | undefined,
          }),
      parameters.client.getGasPrice(),
    ])
    rows.push(describeFee({ maxCost: gas * gasPrice }, network.nativeCurrency.symbol))
  } catch {
    rows.push(describeFee({}, network.nativeCurrency.symbol))
  }
  return { title: 'Approve transaction', rows }
}
