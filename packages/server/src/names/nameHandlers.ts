import { createHash } from 'node:crypto'
import {
  nameMessageMaxAgeSeconds,
  type ProfileRegisterResponse,
  profileRegisterRequestSchema,
} from '@latchkey/core/protocol'
import type { FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { identityCacheTtlMs } from '../data/dataHandlers.js'
import { evmAddressParameter, evmAddressQueryParameter } from '../data/dataQuerySchemas.js'
import { HttpError } from '../errors/http.js'
import { NameTakenError } from '../errors/names.js'
import { quoteValue as quote } from '../http/querySchemas.js'
import { readRequest } from '../http/readRequest.js'
import { getProfileAccount, toProfileAccount } from './getProfileAccount.js'
import type { NameContext } from './NameContext.js'
import { readNameRegistration } from './readNameRegistration.js'
import { suggestNames } from './suggestNames.js'
import { getCoinTypeChain, verifyNameSignature } from './verifyNameSignature.js'

const reverseSchemas = {
  params: v.object({ address: evmAddressParameter }),
  query: v.object({ sender: evmAddressQueryParameter }),
}

/** `GET /v1/profile/suggestions/:name`: the name asked (taken or not) and free variations of it. */
export function getNameSuggestions(context: NameContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { params } = readRequest(request, context.schemas.suggestions)
    // Availability changes with every registration: never kept by a cache.
    reply.header('cache-control', 'no-store')
    return suggestNames(context.store(), { label: params.name, suffix: context.suffix })
  }
}

/** `GET /v1/profile/account/:name`: the account a name stands for (name service, then ENS). */
export function getNamedAccount(context: NameContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { name } = readRequest(request, context.schemas.account).params
    const { profiles, ens } = context.data
    let profile = profiles.get(name)
    if (!profile) {
      profile = getProfileAccount({ store: context.store(), ens, suffix: context.suffix }, name)
      const kept = profile
      profiles.set(name, kept)
      // A failed lookup is not kept: the next request asks again.
      kept.catch(() => profiles.get(name) === kept && profiles.delete(name))
    }
    const found = await profile.catch((error: unknown) => {
      throw new HttpError(
        502,
        'NAME_UNAVAILABLE',
        `The name ${quote(name)} could not be resolved`,
        {
          cause: error,
        },
      )
    })
    if (!found) throw new HttpError(404, 'NAME_NOT_FOUND', `No account has the name ${quote(name)}`)
    reply.header('cache-control', `private, max-age=${identityCacheTtlMs / 1000}`)
    return found
  }
}

/** `GET /v1/profile/reverse/:address`: the names pointing at the address, newest first. */
export function getAddressNames(context: NameContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { params } = readRequest(request, reverseSchemas)
    reply.header('cache-control', 'no-store')
    const records = await context.store().listByAddress(params.address)
    return records.map(toProfileAccount)
  }
}

/**
 * `POST /v1/profile/account`: registers the name of a message the address signed (see
 * `readNameRegistration` and `verifyNameSignature`), replacing the address's name under the
 * suffix. The identity and account answers kept for the address and the names are dropped.
 */
export function postNameRegistration(context: NameContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { body } = readRequest(request, { body: profileRegisterRequestSchema })
    const nowMs = context.now()
    const message = readNameRegistration(body.message, { suffix: context.suffix, nowMs })
    const address = body.address.toLowerCase() as `0x${string}`
    const chains = context.data.evmChains
    getCoinTypeChain(body.coin_type, chains)
    const store = context.store()
    // Cheap refusal first: a name another address holds needs no node to refuse.
    const holder = await store.find(message.name)
    if (holder && holder.address !== address) throw new NameTakenError(message.name)
    await verifyNameSignature({
      coinType: body.coin_type,
      address,
      message: body.message,
      signature: body.signature.toLowerCase() as `0x${string}`,
      chains,
    })
    const { replaced } = await store.register({
      name: message.name,
      label: message.label,
      suffix: context.suffix,
      address,
      coinType: body.coin_type,
      attributes: message.attributes,
      // The statement, not the signature's bytes: a re-encoded signature is a replay too.
      statementHash: createHash('sha256')
        .update(`${body.coin_type}\n${address}\n${body.message}`)
        .digest('hex'),
      statementExpiresAt: new Date((message.timestamp + nameMessageMaxAgeSeconds) * 1000),
      now: new Date(nowMs),
      maxNames: context.limits.maxRegisteredNames,
    })
    context.data.identities.delete(address)
    for (const name of [message.name, ...replaced]) context.data.profiles.delete(name)
    reply.header('cache-control', 'no-store')
    const answer: ProfileRegisterResponse = { success: true, name: message.name }
    return answer
  }
}
