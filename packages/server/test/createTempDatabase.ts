// Gives each PostgreSQL test an empty database of its own on a shared server.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** An empty database and the call that drops it. */
export type CreateTempDatabaseReturnType = { url: string; drop(): Promise<void> }

/** Creates an empty database on the server behind `adminUrl` (a role allowed to CREATE DATABASE). */
export async function createTempDatabase(adminUrl: string): Promise<CreateTempDatabaseReturnType> {
  const name = `latchkey_test_${randomBytes(6).toString('hex')}`
  await withClient(adminUrl, (client) => client.query(`create database ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      await withClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      )
    },
  }
}

async function withClient<result>(url: string, fn: (client: pg.Client) => Promise<result>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}
