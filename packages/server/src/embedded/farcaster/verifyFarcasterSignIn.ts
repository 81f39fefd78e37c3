import { createAppClient } from '@farcaster/auth-client'
import { createPublicClient, http, isAddressEqual, parseAbi } from 'viem'
import { FarcasterRefusalError } from '../../errors/farcaster.js'
import type { FarcasterChannel, FarcasterCompletion } from './createFarcasterChannels.js'
import type { FarcasterConfig } from './FarcasterConfig.js'

const idRegistryAbi = parseAbi([
  'function idOf(address owner) view returns (uint256)',
  'function custodyOf(uint256 fid) view returns (address)',
])

/** Who signed in: the fid, its custody address, and the username its client gave. */
export type FarcasterSignIn = { fid: number; custody: `0x${string}`; username?: string | undefined }

/**
 * Checks a channel's Sign In With Farcaster answer: a SIWF message (statement, chain 10, one fid
 * resource, not expired) for this channel's nonce and domain, signed by the custody address the ID
 * registry holds for its fid (`custodyOf(fid)`, read on the configured chain). Auth addresses
 * (app keys) are not accepted: custody only.
 */
export function createFarcasterVerifier(config: FarcasterConfig) {
  const publicClient = createPublicClient({ transport: http(config.rpcUrl, { timeout: 15_000 }) })
  const read = {
    idOf: (custody: `0x${string}`) =>
      publicClient.readContract({
        address: config.idRegistry,
        abi: idRegistryAbi,
        functionName: 'idOf',
        args: [custody],
      }),
    custodyOf: (fid: bigint) =>
      publicClient.readContract({
        address: config.idRegistry,
        abi: idRegistryAbi,
        functionName: 'custodyOf',
        args: [fid],
      }),
  }
  const client = createAppClient({
    ethereum: {
      getFid: read.idOf,
      isValidAuthAddress: () => Promise.resolve(false),
      publicClient,
    },
  })
  return async (
    channel: FarcasterChannel,
    completion: FarcasterCompletion,
  ): Promise<FarcasterSignIn> => {
    let result: Awaited<ReturnType<typeof client.verifySignInMessage>>
    try {
      result = await client.verifySignInMessage({
        nonce: channel.nonce,
        domain: channel.signatureParams.domain,
        message: completion.message,
        signature: completion.signature,
        acceptAuthAddress: false,
      })
    } catch (error) {
      throw refusal(error)
    }
    if (result.isError) throw refusal(result.error)
    if (result.fid !== completion.fid)
      throw new FarcasterRefusalError(
        'FARCASTER_SIGNIN_INVALID',
        `The message signs in fid ${result.fid}, not fid ${completion.fid}`,
      )
    const signer = result.data.address
    let custody: `0x${string}`
    try {
      custody = await read.custodyOf(BigInt(result.fid))
    } catch (error) {
      throw refusal(error)
    }
    if (!isAddressEqual(custody, signer))
      throw new FarcasterRefusalError(
        'FARCASTER_SIGNIN_INVALID',
        `The message is signed by ${signer}, which is not the custody address of fid ${result.fid}`,
      )
    return { fid: result.fid, custody, username: completion.username }
  }
}

/** A refusal saying why the check failed (the reason is the auth client's, cut short). */
const refusal = (error: unknown) =>
  new FarcasterRefusalError(
    'FARCASTER_SIGNIN_INVALID',
    `The Farcaster sign-in message was refused: ${(error instanceof Error ? error.message : 'unknown error').slice(0, 200)}`,
  )
