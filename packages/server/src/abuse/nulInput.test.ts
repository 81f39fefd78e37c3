// A NUL character in every free-text part of every HTTP route, against a real server on PGlite
// and a local anvil: PostgreSQL's text cannot hold one, so a NUL that reaches a query is a 500.
// Each must be refused at the door with a 400 naming the field (or found absent: a 404).
import { type AnvilInstance, startAnvil } from '@latchkey/devchain'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loadConfig } from '../config.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import { type StartServerReturnType, startServer } from '../startServer.js'

let running: StartServerReturnType
let anvil: AnvilInstance

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  running = await startServer({
    config: {
      ...loadConfig({ LATCHKEY_PORT: '0', LOG_LEVEL: 'silent' }),
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: anvil.rpcUrl }],
      data: { indexer: { enabled: false } },
    },
    database: await createPgliteDatabase(),
  })
})
afterAll(async () => {
  await running?.close()
  await anvil?.stop()
})

const nul = '%00'
const account = '0x000000000000000000000000000000000000bEEF'

test.each([
  ['GET', `/v1/profile/account/${nul}`, 'name'],
  ['GET', `/v1/profile/account/ivy${nul}.latchkey.eth`, 'name'],
  ['GET', `/v1/account/${account}/history?cursor=${nul}`, 'cursor'],
  ['GET', `/v1/account/${account}/history?chainId=eip155:1${nul}`, 'chainId'],
  ['GET', `/v1/account/${account}/balance?chainId=eip155${nul}:1`, 'chainId'],
  ['GET', `/v1/identity/${account}?sender=${nul}`, 'sender'],
  ['GET', `/getWallets?search=a${nul}b`, 'search'],
  ['GET', `/getWallets?include=a${nul}b`, 'include'],
  ['GET', `/getWalletImage/a${nul}b`, 'id'],
  ['GET', `/public/getTokenImage/a${nul}b`, 'id'],
  ['GET', `/v1/onramp/purchases/a${nul}b`, 'id'],
  ['GET', `/v1/convert/tokens?chainId=eip155:1${nul}`, 'chainId'],
  ['GET', `/v1/?chainId=eip155:1${nul}`, 'chainId'],
  ['GET', `/v1/profile/account/ivy%0A.latchkey.eth`, 'name'],
])('behavior: %s %s is a 400 naming the field', async (method, path, field) => {
  const response = await fetch(`${running.url}${path}`, { method })
  const body = (await response.json()) as { error?: { code?: string; message?: string } }
  expect({ status: response.status, code: body.error?.code }).toEqual({
    status: 400,
    code: 'INVALID_PARAMETER',
  })
  expect(body.error?.message).toMatch(new RegExp(`^${field}\\b`))
})

test.each([
  ['/v1/siwx/verify', { message: 'a\u0000b', signature: '0x00', cacao: undefined }],
  ['/v1/embedded/email', { email: 'a\u0000@example.com' }],
  ['/v1/fungible/price', { currency: 'usd', addresses: ['eip155:1\u0000:0x00'] }],
])('behavior: a NUL in the body of POST %s is a 4xx, never a 500', async (path, body) => {
  const response = await fetch(`${running.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBeGreaterThanOrEqual(400)
  expect(response.status).toBeLessThan(500)
})
