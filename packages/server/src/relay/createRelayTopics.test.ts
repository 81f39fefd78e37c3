import { describe, expect, test } from 'vitest'
import { createRelayTopics, type TopicSubscriber } from './createRelayTopics.js'
import { RelayError } from './RelayError.js'

// A fan-out that records what it was asked to watch, and fails for the topics listed in `failing`.
function createFanout(failing: string[] = []) {
  const watched: string[] = []
  return {
    watched,
    async watch(topic: string) {
      if (failing.includes(topic)) throw new Error(`cannot watch ${topic}`)
      watched.push(topic)
    },
    unwatch(topic: string) {
      watched.splice(watched.indexOf(topic), 1)
    },
  }
}

const limits = { maxSubscriptionsPerConnection: 3, maxSubscriptionsPerIp: 4 }
const subscriber = (ip = '10.0.0.1'): TopicSubscriber => ({ topics: new Set(), client: { ip } })

describe('createRelayTopics', () => {
  test('default: subscribers are found by topic, once each, until they unsubscribe', async () => {
    const fanout = createFanout()
    const topics = createRelayTopics({ limits, fanout })
    const [first, second] = [subscriber(), subscriber('10.0.0.2')]
    await topics.subscribe(first, ['a', 'a', 'b'])
    await topics.subscribe(second, ['a'])
    await topics.subscribe(first, ['a'])
    expect([...topics.subscribersOf('a')]).toEqual([first, second])
    expect([...first.topics]).toEqual(['a', 'b'])
    expect(fanout.watched).toEqual(['a', 'b', 'a'])
    topics.unsubscribe(first, ['a', 'c'])
    expect([...topics.subscribersOf('a')]).toEqual([second])
    topics.unsubscribe(second, ['a'])
    expect([...topics.subscribersOf('a')]).toEqual([])
    expect(fanout.watched).toEqual(['b'])
  })

  test('behavior: at most maxSubscriptionsPerConnection topics per connection (3001)', async () => {
    const topics = createRelayTopics({ limits, fanout: createFanout() })
    const one = subscriber()
    await topics.subscribe(one, ['a', 'b'])
    const refused = topics.subscribe(one, ['b', 'c', 'd'])
    await expect(refused).rejects.toThrow(RelayError)
    await expect(refused).rejects.toMatchObject({
      code: 3001,
      shortMessage: 'Too many subscriptions: at most 3 topics per connection',
    })
    expect([...one.topics]).toEqual(['a', 'b'])
    // Topics already subscribed do not count again.
    await topics.subscribe(one, ['a', 'b', 'c'])
  })

  test('behavior: at most maxSubscriptionsPerIp topics for every connection of an address', async () => {
    const topics = createRelayTopics({ limits, fanout: createFanout() })
    const [first, second, elsewhere] = [subscriber(), subscriber(), subscriber('10.0.0.9')]
    await topics.subscribe(first, ['a', 'b', 'c'])
    await expect(topics.subscribe(second, ['a', 'd'])).rejects.toMatchObject({
      code: 3001,
      shortMessage: 'Too many subscriptions: at most 4 topics per address',
    })
    await topics.subscribe(elsewhere, ['a', 'd'])
    // An unsubscribe gives the address its room back.
    topics.unsubscribe(first, ['c'])
    await topics.subscribe(second, ['a', 'd'])
  })

  test('behavior: a topic the fan-out cannot watch undoes the whole subscribe', async () => {
    const fanout = createFanout(['bad'])
    const topics = createRelayTopics({ limits, fanout })
    const one = subscriber()
    await expect(topics.subscribe(one, ['good', 'bad'])).rejects.toThrow('cannot watch bad')
    expect([...one.topics]).toEqual([])
    expect([...topics.subscribersOf('good')]).toEqual([])
    expect(fanout.watched).toEqual([])
    // Nothing was left counted against the address.
    await topics.subscribe(subscriber(), ['a', 'b', 'c'])
    await topics.subscribe(subscriber(), ['d'])
  })
})
