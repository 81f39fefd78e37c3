// @vitest-environment happy-dom
// The Account view's Tokens and Activity tabs on a real client over core's in-memory test
// adapter and a stand-in data API (core/test/createDataApiStub.ts), with a stand-in
// IntersectionObserver the test fires by hand (happy-dom lays nothing out). The real server,
// scrolling and layout are covered by the browser tests (e2e/account-data.spec.ts).
import type { LatchkeyClient, TokenBalance } from '@latchkey/core'
import { closeModal, fetchTokenBalance, getHistory } from '@latchkey/core'
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  createDataApiStub,
  type DataApiStubRoutes,
} from '../../../../core/test/createDataApiStub.js'
import {
  fungibleTransfer,
  nftTransfer,
  transaction,
} from '../../../../core/test/transactionFixtures.js'
import { checkAccessibility } from '../../../test/axe.js'
import {
  address,
  connect,
  getModalHost,
  modal,
  openModal,
  renderWithClient,
  setupClient,
} from '../../../test/setup.js'

const account = address.toLowerCase()
const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 30_004_500,
  price: 3000,
  quantity: { decimals: '18', numeric: '10001.5' },
  iconUrl: 'http://api.test/public/getTokenImage/ETH',
}
const dollar: TokenBalance = {
  name: 'Latchkey Dollar',
  symbol: 'LKD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
  value: 25.25,
  price: 1,
  quantity: { decimals: '18', numeric: '25.2567' },
  iconUrl: 'http://api.test/public/getTokenImage/LKD',
}
const points: TokenBalance = {
  ...dollar,
  name: 'Points',
  quantity: { decimals: '0', numeric: '3' },
}

const received = transaction({
  minedAt: '2025-03-15T12:00:00.000Z',
  operationType: 'receive',
  transfers: [fungibleTransfer('1.5')],
})
const sent = transaction({
  minedAt: '2025-03-10T12:00:00.000Z',
  operationType: 'send',
  // A token transfer: the transaction went to the token contract, the tokens to the recipient.
  transfers: [
    {
      ...fungibleTransfer('25', 'LKD', 'out'),
      sender: account,
      recipient: '0x2222222222222222222222222222222222222222',
    },
  ],
})
const minted = transaction({
  minedAt: '2025-01-20T12:00:00.000Z',
  operationType: 'mint',
  transfers: [nftTransfer('Latchkey Cats #0')],
})
const spam = transaction({
  minedAt: '2025-01-21T12:00:00.000Z',
  transfers: [nftTransfer('Free Prize', true)],
})
const december = transaction({
  minedAt: '2024-12-05T12:00:00.000Z',
  operationType: 'withdraw',
  status: 'failed',
  transfers: [fungibleTransfer('2', 'LKD', 'in')],
})
const otherChain = transaction({ chain: 'eip155:31338', minedAt: '2025-03-16T12:00:00.000Z' })

let client: LatchkeyClient
let observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = []
beforeEach(() => {
  observers = []
  // Fires only when the test says the end of the list came into view.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets: Element[] = []
      constructor(readonly callback: IntersectionObserverCallback) {
        observers.push(this)
      }
      observe(target: Element) {
        this.targets.push(target)
      }
      disconnect() {
        observers = observers.filter((observer) => observer !== this)
      }
    },
  )
})
afterEach(() => {
  cleanup()
  client.destroy()
  vi.unstubAllGlobals()
})

function intersect() {
  for (const observer of observers)
    observer.callback(
      observer.targets.map((target) => ({ isIntersecting: true, target })) as never,
      observer as never,
    )
}

async function openAccount(routes: DataApiStubRoutes = {}, options = {}) {
  const stub = createDataApiStub({
    balances: { [`eip155:31337:${address}`]: [ether, dollar, points] },
    history: {
      '': { data: [received, otherChain, sent, spam, minted], next: 'page-2' },
      'page-2': { data: [december], next: null },
    },
    ...routes,
  })
  vi.stubGlobal('fetch', stub.fetch)
  ;({ client } = setupClient({ options: { apiUrl: 'http://api.test', ...options } }))
  renderWithClient(client)
  await connect(client)
  await openModal(client)
  await waitFor(() => modal().getByRole('tablist', { name: 'Tokens and activity' }))
  return stub
}

const panel = () => within(modal().getByRole('tabpanel'))

describe('AccountTabs', () => {
  test('default: Tokens shows each token with icon, name, amount (at most 3 decimals) and value', async () => {
    await openAccount()
    expect(modal().getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
    await waitFor(() => panel().getByText('Latchkey Dollar'))
    const rows = panel()
      .getAllByRole('listitem')
      .map((row) => row.textContent)
    expect(rows).toEqual(['Ether10,001.5 ETH$30,004,500.00', 'Latchkey Dollar25.256 LKD$25.25'])
    const icons = [...modal().getByRole('tabpanel').querySelectorAll('img')]
    expect(icons.map((icon) => icon.getAttribute('src'))).toEqual([ether.iconUrl, dollar.iconUrl])
    expect(icons.every((icon) => icon.getAttribute('alt') === '')).toBe(true)
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test("behavior: a failing balance call says 'Token Balance Unavailable', with a retry after 30 s", async () => {
    const stub = await openAccount({ balances: 500 })
    await waitFor(() =>
      expect(modal().getByRole('status').textContent).toBe('Token Balance Unavailable'),
    )
    expect(panel().getByText('Token Balance Unavailable')).toBeTruthy()
    expect(panel().queryByText('No tokens on this network yet')).toBeNull()
    const retry = panel().getByRole('button', { name: /^Try again in (30|29) s$/ })
    expect((retry as HTMLButtonElement).disabled).toBe(true)
    expect(await checkAccessibility(getModalHost())).toEqual([])
    act(() => closeModal(client))
    await openModal(client)
    await waitFor(() => modal().getByRole('tablist'))
    fireEvent.click(modal().getByRole('tab', { name: 'Activity' }))
    fireEvent.click(modal().getByRole('tab', { name: 'Tokens' }))
    await act(() => fetchTokenBalance(client))
    expect(stub.count(/\/balance$/)).toBe(1)
  })

  test('behavior: Activity groups the chain’s entries by year and month, newest first, signed', async () => {
    await openAccount()
    fireEvent.click(modal().getByRole('tab', { name: 'Activity' }))
    await waitFor(() => panel().getByRole('heading', { name: 'March 2025' }))
    expect(
      panel()
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['March 2025', 'January 2025'])
    const march = within(panel().getByRole('region', { name: 'March 2025' }))
    // The other side, the time, and the amount signed as spec section 9 says: a send's title
    // already says which way, so its amount has no minus.
    const rows = march.getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^ReceivedFrom 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}\+1\.5 ETHMar 1[45], \d/),
      expect.stringMatching(/^SentTo 0x2222…22222225 LKDMar (9|10|11), \d/),
    ])
    const link = within(rows[0]!).getByRole('link', {
      name: /^Mar 1[45], .*, View transaction on Devscan$/,
    })
    expect(link.getAttribute('href')).toMatch(/^http:\/\/127\.0\.0\.1:4000\/tx\/0x[0-9a-f]{64}$/)
    const january = within(panel().getByRole('region', { name: 'January 2025' }))
    // The spam-only entry is hidden; the NFT shows its preview.
    expect(january.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Minted.*Latchkey Cats #0Jan (19|20|21), \d/),
    ])
    expect(january.getByRole('listitem').querySelector('img')?.getAttribute('src')).toBe(
      'https://nfts.example/Latchkey%20Cats%20%230.png',
    )
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: a trade shows both legs in full, out first; a purchase reads Bought', async () => {
    const trade = transaction({
      minedAt: '2025-05-10T12:00:00.000Z',
      operationType: 'trade',
      // As the history route lists them: the router's ETH (an inner transfer) before the token.
      transfers: [fungibleTransfer('0.001663', 'ETH', 'in'), fungibleTransfer('5', 'LKD', 'out')],
    })
    const bought = transaction({
      minedAt: '2025-05-09T12:00:00.000Z',
      operationType: 'buy',
      transfers: [fungibleTransfer('0.05', 'ETH', 'in')],
    })
    await openAccount({ history: { '': { data: [trade, bought], next: null } } })
    fireEvent.click(modal().getByRole('tab', { name: 'Activity' }))
    const may = await waitFor(() => within(panel().getByRole('region', { name: 'May 2025' })))
    const [tradeRow, boughtRow] = may.getAllByRole('listitem')
    expect(tradeRow!.textContent).toMatch(/^Swapped/)
    expect(
      within(tradeRow!)
        .getAllByTestId('activity-amount')
        .map((leg) => leg.textContent),
    ).toEqual(['-5 LKD', '+0.00166 ETH'])
    expect(boughtRow!.textContent).toMatch(/^Bought/)
  })

  test('behavior: an account holding nothing is offered Buy and Receive, not a list of zeros', async () => {
    const empty: TokenBalance = { ...ether, value: 0, quantity: { decimals: '18', numeric: '0' } }
    await openAccount({ balances: { [`eip155:31337:${address}`]: [empty] } })
    const fund = await waitFor(() => within(modal().getByTestId('fund-account')))
    expect(fund.getByText('No funds yet')).toBeTruthy()
    expect(panel().queryByText('0 ETH')).toBeNull()
    expect(fund.getByRole('button', { name: 'Buy crypto' })).toBeTruthy()
    fireEvent.click(fund.getByRole('button', { name: 'Receive' }))
    await waitFor(() => modal().getByRole('heading', { name: 'Receive' }))
  })

  test('behavior: a counterparty with a name in the data API shows by its name', async () => {
    const stub = await openAccount({
      identities: {
        '0x2222222222222222222222222222222222222222': { name: 'bob.latchkey.eth', avatar: null },
      },
    })
    fireEvent.click(modal().getByRole('tab', { name: 'Activity' }))
    const march = await waitFor(() => within(panel().getByRole('region', { name: 'March 2025' })))
    await waitFor(() =>
      expect(march.getAllByRole('listitem')[1]!.textContent).toMatch(
        /^SentTo bob\.latchkey\.eth25 LKD/,
      ),
    )
    // Without a name, the address as before.
    expect(march.getAllByRole('listitem')[0]!.textContent).toMatch(
      /^ReceivedFrom 0x[0-9a-fA-F]{4}…/,
    )
    // One request per address, however many rows name it.
    expect(stub.count(/^\/v1\/identity\/0x2222/i)).toBe(1)
  })

  test('behavior: the next page loads when the end of the list comes into view', async () => {
    const stub = await openAccount()
    fireEvent.click(modal().getByRole('tab', { name: 'Activity' }))
    await waitFor(() => panel().getByRole('heading', { name: 'March 2025' }))
    expect(stub.count(/\/history$/)).toBe(1)
    act(() => intersect())
    await waitFor(() => panel().getByRole('heading', { name: 'December 2024' }))
    expect(stub.requests.at(-1)?.searchParams.get('cursor')).toBe('page-2')
    const december = within(panel().getByRole('region', { name: 'December 2024' }))
    expect(december.getByRole('listitem').textContent).toMatch(
      /^Withdrawn · Failed.*-2 LKDDec [456], \d/,
    )
    // The last page has no cursor: nothing is left to observe.
    expect(observers).toEqual([])
  })

  test('behavior: loading, then empty', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const stub = createDataApiStub({ history: { '': { data: [spam], next: null } } })
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      if (String(input).includes('/history')) await gate
      return stub.fetch(input)
    })
    ;({ client } = setupClient({ options: { apiUrl: 'http://api.test' } }))
    renderWithClient(client)
    await connect(client)
    await openModal(client)
    await waitFor(() => modal().getByRole('tablist'))
    fireEvent.click(modal().getByRole('tab', { name: 'Activity' }))
    await waitFor(() => panel().getByRole('img', { name: 'Loading activity' }))
    release()
    await waitFor(() => panel().getByText('No activity yet'))
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test("behavior: a failure shows 'Failed to fetch transactions' with a retry", async () => {
    await openAccount({ history: 503 })
    const tracked = vi.fn()
    client.events.on('ERROR_FETCH_TRANSACTIONS', tracked)
    fireEvent.click(modal().getByRole('tab', { name: 'Activity' }))
    await waitFor(() =>
      expect(modal().getByRole('status').textContent).toBe('Failed to fetch transactions'),
    )
    expect(panel().getByText('Failed to fetch transactions')).toBeTruthy()
    expect(panel().queryByText('No activity yet')).toBeNull()
    expect(tracked).toHaveBeenCalledWith({ address, message: 'HTTP status code: 503' })
    expect(getHistory(client)).toMatchObject({ empty: true, next: undefined })
    expect(await checkAccessibility(getModalHost())).toEqual([])
    fireEvent.click(panel().getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(tracked).toHaveBeenCalledTimes(2))
  })

  test('behavior: arrow keys, Home and End move between the tabs', async () => {
    await openAccount()
    const tokens = modal().getByRole('tab', { name: 'Tokens' })
    const activity = modal().getByRole('tab', { name: 'Activity' })
    expect([tokens.tabIndex, activity.tabIndex]).toEqual([0, -1])
    tokens.focus()
    fireEvent.keyDown(tokens, { key: 'ArrowRight' })
    expect(activity.getAttribute('aria-selected')).toBe('true')
    expect(modal().getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(activity.id)
    fireEvent.keyDown(activity, { key: 'ArrowRight' })
    expect(tokens.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(tokens, { key: 'End' })
    expect(activity.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(activity, { key: 'Home' })
    expect(tokens.getAttribute('aria-selected')).toBe('true')
  })

  test('parameters: features.history false leaves only Tokens', async () => {
    await openAccount({}, { features: { history: false } })
    expect(
      modal()
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tokens'])
  })

  test('behavior: a network the data API does not serve shows the native coin from the RPC', async () => {
    const stub = await openAccount({ supportedChains: ['eip155:1'] })
    await waitFor(() => panel().getByText('Ether'))
    expect(
      panel()
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['ETHEther10,000 ETH'])
    expect(stub.count(/\/balance$/)).toBe(0)
    fireEvent.click(modal().getByRole('tab', { name: 'Activity' }))
    await waitFor(() => panel().getByText('No activity yet'))
    expect(stub.count(/\/history$/)).toBe(0)
  })
})

describe('account without a data API', () => {
  test('behavior: no tabs', async () => {
    ;({ client } = setupClient())
    renderWithClient(client)
    await connect(client)
    await openModal(client)
    await waitFor(() => modal().getByRole('button', { name: 'Copy address' }))
    expect(modal().queryByRole('tablist')).toBeNull()
    expect(account).toMatch(/^0x/)
  })
})
