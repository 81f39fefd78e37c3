import { expect, test } from 'vitest'
import { createPostgresDatabase } from './createPostgresDatabase.js'

test('behavior: an unreachable server fails at open with the URL masked', async () => {
  // Port 1 on loopback: nothing listens there, so the connection is refused at once.
  await expect(
    createPostgresDatabase({ url: 'postgres://latchkey:secret@127.0.0.1:1/latchkey' }),
  ).rejects.toThrow(
    /^Cannot connect to PostgreSQL at postgres:\/\/latchkey:\*\*\*\*@127\.0\.0\.1:1\/latchkey: connect ECONNREFUSED/,
  )
})
