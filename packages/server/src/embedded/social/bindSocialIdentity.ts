import { randomUUID } from 'node:crypto'
import type { DatabaseTransaction } from '../../db/Database.js'
import type { SocialIdentity } from './socialProviderProfiles.js'

/**
 * The account of a provider's identity (`provider` and its subject): the one it is bound to;
 * else, when the provider gives a verified email, the account of that email (the same person,
 * so email and social login reach one wallet); else a new account, as a first email login makes.
 */
export async function bindSocialIdentity(
  transaction: DatabaseTransaction,
  parameters: { provider: string; identity: SocialIdentity; at: Date },
): Promise<{ id: string; email: string | null; address: string | null }> {
  const { provider, identity, at } = parameters
  const select = 'select id, email, address from embedded_users'
  type Row = { id: string; email: string | null; address: string | null }
  const bound = await transaction.query<Row>(
    `${select} where id = (select user_id from embedded_social_identities where provider = $1 and subject = $2)`,
    [provider, identity.subject],
  )
  if (bound.rows[0]) {
    await transaction.query(
      'update embedded_social_identities set username = $3 where provider = $1 and subject = $2',
      [provider, identity.subject, identity.username ?? null],
    )
    return bound.rows[0]
  }
  const email = identity.email?.toLowerCase()
  if (email)
    await transaction.query(
      'insert into embedded_users (id, email, created_at) values ($1, $2, $3) on conflict (email) do nothing',
      [randomUUID(), email, at],
    )
  const user = email
    ? (await transaction.query<Row>(`${select} where email = $1`, [email])).rows[0]!
    : (
        await transaction.query<Row>(
          'insert into embedded_users (id, email, created_at) values ($1, null, $2) returning id, email, address',
          [randomUUID(), at],
        )
      ).rows[0]!
  await transaction.query(
    `insert into embedded_social_identities (provider, subject, user_id, username, created_at)
     values ($1, $2, $3, $4, $5)`,
    [provider, identity.subject, user.id, identity.username ?? null, at],
  )
  return user
}
