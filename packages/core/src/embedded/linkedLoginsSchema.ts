import * as v from 'valibot'

/** The frame's answer listing the signed-in account's logins: its email first, then its social logins. */
export const linkedLoginsSchema = v.object({
  logins: v.pipe(
    v.array(
      v.object({
        /** 'email', or the social provider. */
        provider: v.pipe(v.string(), v.maxLength(20)),
        /** The email, or the username the provider gave (none for some). */
        username: v.nullable(v.pipe(v.string(), v.maxLength(300))),
      }),
    ),
    v.maxLength(20),
  ),
})

/** One login of the signed-in embedded account. */
export type LinkedLogin = v.InferOutput<typeof linkedLoginsSchema>['logins'][number]
