import { describe, expect, test, vi } from 'vitest'
import type { GetWalletsParameters } from './createRegistryClient.js'
import { getExcludedWallets } from './getExcludedWallets.js'
import type { RegistryWallet } from './registryApi.js'
import { registryLimits } from './registryLimits.js'

const wallet = (id: string): RegistryWallet => ({
  id,
  name: id,
  image_id: `${id}-image`,
  rdns: `com.${id}`,
  chains: ['eip155:1'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  homepage: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
  badge_type: null,
})

/** A listing service that answers each include list with an entry per id. */
function setup() {
  const getWallets = vi.fn(async ({ include = [] }: GetWalletsParameters = {}) => ({
    data: include.map(wallet),
    count: include.length,
  }))
  return { client: { getWallets }, getWallets }
}

describe('getExcludedWallets', () => {
  test('default: no excluded ids asks nothing', async () => {
    const { client, getWallets } = setup()
    expect(await getExcludedWallets(client, [])).toEqual([])
    expect(getWallets).not.toHaveBeenCalled()
  })

  test('behavior: the ids go in chunks of one search, and the entries come back in order', async () => {
    const { client, getWallets } = setup()
    const ids = Array.from({ length: registryLimits.searchEntries + 1 }, (_, index) => `w${index}`)
    const wallets = await getExcludedWallets(client, ids)
    expect(getWallets.mock.calls.map(([parameters]) => parameters)).toEqual([
      {
        include: ids.slice(0, registryLimits.searchEntries),
        entries: registryLimits.searchEntries,
      },
      { include: ids.slice(registryLimits.searchEntries), entries: registryLimits.searchEntries },
    ])
    expect(wallets.map((entry) => entry.id)).toEqual(ids)
  })
})
