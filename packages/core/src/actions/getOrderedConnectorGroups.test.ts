// The Connect view's groups on a real client (a desktop: the unit tests have no phone).
import { describe, expect, test, vi } from 'vitest'
import { createTestClient } from '../../test/createTestClient.js'
import { connector } from '../../test/fixtures.js'
import { getConnectors } from './getConnectors.js'
import { getOrderedConnectorGroups } from './getOrderedConnectorGroups.js'
import { watchOrderedConnectorGroups } from './watchOrderedConnectorGroups.js'

const rabby = connector('Rabby', { type: 'ANNOUNCED', chain: 'eip155' })

describe('getOrderedConnectorGroups', () => {
  test('default: on a desktop, the store’s groups in their order, the same array until they change', () => {
    const { client } = createTestClient({ adapter: { connectors: [rabby] } })
    const ordered = getOrderedConnectorGroups(client)
    expect(ordered.map((group) => group.name)).toEqual(
      getConnectors(client).groups.map((group) => group.name),
    )
    expect(ordered.flatMap((group) => group.connectors.map((entry) => entry.name))).toContain(
      'Rabby',
    )
    expect(getOrderedConnectorGroups(client)).toBe(ordered)
    expect(getOrderedConnectorGroups(client, { serverSnapshot: true })).toBe(ordered)
    client.destroy()
  })

  test('behavior: watchers hear when the groups change', () => {
    const { client } = createTestClient({ adapter: { connectors: [rabby] } })
    const onChange = vi.fn()
    const unwatch = watchOrderedConnectorGroups(client, { onChange })
    const groups = [{ name: 'injected' as const, connectors: [rabby] }]
    client.stores.connectors.setState({ groups })
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(getOrderedConnectorGroups(client)).toEqual(groups)
    unwatch()
    client.destroy()
  })
})
