import {
  decodeFunctionData,
  type Hex,
  hexToBytes,
  namehash,
  parseAbi,
  slice,
  toFunctionSelector,
} from 'viem'
import { InvalidParameterError } from '../errors/parameter.js'

/** ENSIP-10's `resolve(bytes name, bytes data)`, the call a gateway is asked to answer. */
const resolveAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)'])

/** The resolver functions the gateway answers (ENS's PublicResolver profiles). */
const recordAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
])

/** `resolve(bytes,bytes)`'s selector. */
const resolveSelector = toFunctionSelector(resolveAbi[0])

/** What a resolve call asks: the name (decoded from DNS form) and one record of it. */
export type ResolveRequest = {
  name: string
  record:
    | { kind: 'addr' }
    | { kind: 'addrCoin'; coinType: bigint }
    | { kind: 'text'; key: string }
    | { kind: 'name' }
}

/**
 * Reads a CCIP-read request's calldata: `resolve(bytes name, bytes data)` with `name` DNS-encoded
 * and `data` one of `addr(bytes32)`, `addr(bytes32,uint256)`, `text(bytes32,string)`,
 * `name(bytes32)` whose node is the name's namehash. Anything else is a 400 naming `data`.
 */
export function decodeResolveRequest(data: Hex): ResolveRequest {
  const selector = data.length >= 10 ? slice(data, 0, 4) : data
  if (selector.toLowerCase() !== resolveSelector)
    throw new InvalidParameterError(
      'data',
      `must call resolve(bytes,bytes) (${resolveSelector}), got selector ${selector}`,
    )
  const [encodedName, call] = decodeCall(() => decodeFunctionData({ abi: resolveAbi, data }).args)
  const name = decodeDnsName(hexToBytes(encodedName))
  const inner = decodeCall(() => decodeFunctionData({ abi: recordAbi, data: call }), call)
  const [node] = inner.args
  if (node.toLowerCase() !== namehash(name))
    throw new InvalidParameterError(
      'data',
      `asks for node ${node}, which is not the namehash of '${name}' (${namehash(name)})`,
    )
  if (inner.functionName === 'text') return { name, record: { kind: 'text', key: inner.args[1] } }
  if (inner.functionName === 'name') return { name, record: { kind: 'name' } }
  return inner.args.length === 2
    ? { name, record: { kind: 'addrCoin', coinType: inner.args[1] } }
    : { name, record: { kind: 'addr' } }
}

/** Runs a viem decode, answering its failure as a 400 (an unknown inner selector named). */
function decodeCall<result>(decode: () => result, call?: Hex): result {
  try {
    return decode()
  } catch {
    throw new InvalidParameterError(
      'data',
      call === undefined
        ? 'must be ABI-encoded resolve(bytes name, bytes data) calldata'
        : `must ask addr(bytes32), addr(bytes32,uint256), text(bytes32,string) or name(bytes32), got selector ${call.slice(0, 10)}`,
    )
  }
}

/** A DNS wire-format name (length-prefixed labels ending with an empty one) as dotted text. */
function decodeDnsName(bytes: Uint8Array): string {
  const labels: string[] = []
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let offset = 0
  while (true) {
    const length = bytes[offset]
    if (length === undefined || offset + 1 + length > bytes.length)
      throw new InvalidParameterError('data', 'holds a DNS-encoded name that is cut short')
    offset += 1
    if (length === 0) break
    let label: string
    try {
      label = decoder.decode(bytes.subarray(offset, offset + length))
    } catch {
      throw new InvalidParameterError('data', 'holds a DNS-encoded name that is not UTF-8')
    }
    if (label.includes('.'))
      throw new InvalidParameterError('data', 'holds a DNS-encoded label with a dot in it')
    labels.push(label)
    offset += length
  }
  if (offset !== bytes.length)
    throw new InvalidParameterError('data', 'holds bytes after the DNS-encoded name')
  return labels.join('.')
}
