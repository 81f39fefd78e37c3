import * as v from 'valibot'

const hex = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/))

/** `GET /v1/sessions/{address}`: the live session keys of an account, read from the chain. */
export const sessionsResponseSchema = v.object({
  address: hex,
  sessions: v.array(
    v.object({
      /** CAIP-2. */
      chainId: v.string(),
      /** The session key, as `grantPermissions` answered it. */
      permissionsContext: hex,
      contract: hex,
      selector: hex,
      /** Unix seconds. */
      expiry: v.number(),
      /** Native spend allowed and spent (value and gas), wei, 0x. */
      spendLimit: hex,
      spent: hex,
      /** ERC-20 amount allowed and moved, 0x. */
      tokenLimit: hex,
      tokenSpent: hex,
    }),
  ),
})

/** One live session an account holds. */
export type ActiveSession = v.InferOutput<typeof sessionsResponseSchema>['sessions'][number]
