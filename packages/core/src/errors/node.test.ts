import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BaseError } from './base.js'
import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  getNodeError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NodeError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  UnknownNodeError,
} from './node.js'
import { getRpcError, InternalRpcError } from './rpc.js'

// What the nodes say, copied from their sources and answers (geth core/error.go and txpool,
// erigon, nethermind TxPoolErrorMessages / AcceptTxResult, anvil 1.x). The last block of
// this file checks the anvil wordings against a real anvil.
const nodeMessages = [
  ['execution reverted', ExecutionRevertedError],
  ['execution reverted: ERC20: transfer amount exceeds balance', ExecutionRevertedError],
  [
    'max fee per gas higher than 2^256-1: address 0xf39F, maxFeePerGas bit length: 257',
    FeeCapTooHighError,
  ],
  ['fee cap higher than 2^256-1', FeeCapTooHighError],
  [
    'max fee per gas less than block base fee: address 0xf39F, maxFeePerGas: 1, baseFee: 875000000',
    FeeCapTooLowError,
  ],
  ['fee cap less than block base fee: address 0xf39F, gasFeeCap: 1 baseFee: 7', FeeCapTooLowError],
  ['nonce too high: address 0xf39F, tx: 9 state: 5', NonceTooHighError],
  ['NonceGap', NonceTooHighError],
  ['nonce too far in future', NonceTooHighError],
  ['nonce too low: address 0xf39F, tx: 0 state: 5', NonceTooLowError],
  ['OldNonce', NonceTooLowError],
  ['already known', NonceTooLowError],
  ['nonce has max value: address 0xf39F, nonce: 18446744073709551615', NonceMaxValueError],
  [
    'insufficient funds for gas * price + value: address 0xf39F have 0 want 21000',
    InsufficientFundsError,
  ],
  ['Insufficient funds for gas * price + value', InsufficientFundsError],
  ['InsufficientFunds, Account balance: 0, cumulative cost: 21000', InsufficientFundsError],
  ['insufficient funds for transfer', InsufficientFundsError],
  ['intrinsic gas too high -- tx.gas_limit > env.block.gas_limit', IntrinsicGasTooHighError],
  ['exceeds block gas limit', IntrinsicGasTooHighError],
  ['gas limit reached', IntrinsicGasTooHighError],
  ['GasLimitExceeded', IntrinsicGasTooHighError],
  ['intrinsic gas too low: have 20000, want 21000', IntrinsicGasTooLowError],
  ['IntrinsicGasTooLow: gas limit is below intrinsic gas.', IntrinsicGasTooLowError],
  ['transaction type not supported', TransactionTypeNotSupportedError],
  [
    'InvalidTxType: transaction type in eth_sendRawTransaction is not supported.',
    TransactionTypeNotSupportedError,
  ],
  [
    "EIP-1559 style fee params (maxFeePerGas or maxPriorityFeePerGas) received but they are not supported by the current hardfork.\n\nYou can use them by running anvil with '--hardfork london' or later.",
    TransactionTypeNotSupportedError,
  ],
  [
    'max priority fee per gas higher than max fee per gas: address 0xf39F, maxPriorityFeePerGas: 2, maxFeePerGas: 1',
    TipAboveFeeCapError,
  ],
  ['tip higher than fee cap', TipAboveFeeCapError],
  ['header not found', UnknownNodeError],
] as const

describe('getNodeError', () => {
  test('default', () => {
    const body = { code: -32000, message: 'nonce too low: address 0xf39F, tx: 0 state: 5' }
    const error = getNodeError(getRpcError(body))
    expect(error).toBeInstanceOf(NonceTooLowError)
    expect(error).toBeInstanceOf(NodeError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.details).toBe(body.message)
    expect(error.walk()).toBe(body)
  })

  test.each(nodeMessages)('behavior: %j', (message, ErrorClass) => {
    const error = getNodeError({ code: -32000, message })
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error.name).toBe(ErrorClass.name)
    expect(error.details).toBe(message)
    // The user sees our short message, never the node's wording.
    expect(error.shortMessage).not.toBe(message)
  })

  test('behavior: every class has its own short message', () => {
    const messages = new Set(nodeMessages.map(([message]) => getNodeError(message).shortMessage))
    // Two revert messages share a class but differ by reason; the rest map one to one.
    expect(messages.size).toBe(new Set(nodeMessages.map(([, ErrorClass]) => ErrorClass)).size + 1)
  })

  test('behavior: revert reason', () => {
    const withReason = getNodeError({ code: 3, message: 'execution reverted: boo', data: '0x08c3' })
    expect(withReason).toBeInstanceOf(ExecutionRevertedError)
    expect((withReason as ExecutionRevertedError).reason).toBe('boo')
    expect(withReason.shortMessage).toBe('The transaction was reverted: boo')
    const without = getNodeError({ code: 3, message: 'execution reverted' })
    expect((without as ExecutionRevertedError).reason).toBeUndefined()
    expect(without.shortMessage).toBe('The transaction was reverted by the contract.')
  })

  test('behavior: code 3 is a revert whatever the wording', () => {
    expect(getNodeError({ code: 3, message: 'VM Exception' })).toBeInstanceOf(
      ExecutionRevertedError,
    )
  })

  test('behavior: a revert reason that reads like another error is still a revert', () => {
    const error = getNodeError({ code: 3, message: 'execution reverted: insufficient funds' })
    expect(error).toBeInstanceOf(ExecutionRevertedError)
    expect((error as ExecutionRevertedError).reason).toBe('insufficient funds')
  })

  test('behavior: a wallet wrapping the node error in data', () => {
    // MetaMask's shape: the node's error sits in `data` of an internal error.
    const thrown = {
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { code: -32000, message: 'insufficient funds for gas * price + value' },
    }
    expect(getNodeError(thrown)).toBeInstanceOf(InsufficientFundsError)
    expect(getNodeError(new InternalRpcError({ cause: thrown }))).toBeInstanceOf(
      InsufficientFundsError,
    )
  })

  test('behavior: nested causes and plain Errors', () => {
    const error = new BaseError('Something went wrong', {
      cause: new Error('request failed', { cause: new Error('intrinsic gas too low') }),
    })
    expect(getNodeError(error)).toBeInstanceOf(IntrinsicGasTooLowError)
  })

  test('behavior: a NodeError passes through', () => {
    const error = new NonceTooHighError()
    expect(getNodeError(error)).toBe(error)
  })

  test('behavior: bad inputs give UnknownNodeError', () => {
    for (const value of [undefined, null, 42, {}, { message: 42 }, new Error('')]) {
      const error = getNodeError(value)
      expect(error).toBeInstanceOf(UnknownNodeError)
      expect(error.shortMessage).toBe('The node could not run the transaction.')
    }
    expect(getNodeError('nonce too low')).toBeInstanceOf(NonceTooLowError)
  })
})

// A real anvil (the npm package's binary for this platform), answering raw JSON-RPC over
// plain fetch: checks that anvil's actual wording maps to the right class.
describe('getNodeError against anvil', () => {
  const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const recipient = '0x70997970C51812dc11A58E97E2CB4e3E5B8fB4E1'
  let anvil: ChildProcess | undefined
  let url = ''

  beforeAll(async () => {
    const arch = process.arch === 'x64' ? 'amd64' : process.arch
    const require = createRequire(import.meta.url)
    const packageJson = require.resolve(
      `@foundry-rs/anvil-${process.platform}-${arch}/package.json`,
    )
    const child = spawn(
      join(dirname(packageJson), 'bin', 'anvil'),
      ['--port', '0', '--host', '127.0.0.1'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    anvil = child
    url = await new Promise<string>((resolve, reject) => {
      let output = ''
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const address = /Listening on (\S+)/.exec(output)?.[1]
        if (address) resolve(`http://${address}`)
      })
      child.once('error', reject)
      child.once('exit', (code) => reject(new Error(`anvil exited with ${code}: ${output}`)))
    })
  })

  afterAll(() => {
    anvil?.kill()
  })

  async function rpc(method: string, params: unknown[]) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    return (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string }
    }
  }

  async function sendTransactionError(transaction: Record<string, string>) {
    const answer = await rpc('eth_sendTransaction', [
      { from: account, to: recipient, ...transaction },
    ])
    expect(answer.error).toBeDefined()
    return getNodeError(getRpcError(answer.error))
  }

  test('behavior: nonce too low', async () => {
    await rpc('anvil_setNonce', [account, '0x5'])
    expect(await sendTransactionError({ value: '0x1', nonce: '0x0' })).toBeInstanceOf(
      NonceTooLowError,
    )
  })

  test('behavior: insufficient funds', async () => {
    const value = `0x${'f'.repeat(40)}`
    expect(await sendTransactionError({ value })).toBeInstanceOf(InsufficientFundsError)
  })

  test('behavior: intrinsic gas too low and too high', async () => {
    expect(await sendTransactionError({ value: '0x1', gas: '0x100' })).toBeInstanceOf(
      IntrinsicGasTooLowError,
    )
    expect(await sendTransactionError({ value: '0x1', gas: '0xffffffffff' })).toBeInstanceOf(
      IntrinsicGasTooHighError,
    )
  })

  test('behavior: fee cap too low and tip above fee cap', async () => {
    expect(await sendTransactionError({ value: '0x1', maxFeePerGas: '0x1' })).toBeInstanceOf(
      FeeCapTooLowError,
    )
    expect(
      await sendTransactionError({
        value: '0x1',
        maxFeePerGas: '0x10000000000',
        maxPriorityFeePerGas: '0x20000000000',
      }),
    ).toBeInstanceOf(TipAboveFeeCapError)
  })

  test('behavior: execution reverted', async () => {
    // Init code that reverts with Error("boo").
    const data =
      '0x6080604052348015600f57600080fd5b5060405162461bcd60e51b8152602060048201526003602482015262626f6f60e81b604482015260640160405180910390fd'
    const answer = await rpc('eth_call', [{ data }, 'latest'])
    const error = getNodeError(getRpcError(answer.error))
    expect(error).toBeInstanceOf(ExecutionRevertedError)
    expect((error as ExecutionRevertedError).reason).toBe('boo')
  })
})
