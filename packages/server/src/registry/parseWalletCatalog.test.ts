import { describe, expect, test } from 'vitest'
import { parseWalletCatalog } from './parseWalletCatalog.js'

const minimal = { id: 'demo', name: 'Demo Wallet', chains: ['eip155:*'] }

describe('parseWalletCatalog', () => {
  test('default: absent fields are null, badge none; an array or a getWallets answer', () => {
    const expected = {
      entries: [
        {
          id: 'demo',
          name: 'Demo Wallet',
          rdns: null,
          chains: ['eip155:*'],
          mobile_link: null,
          desktop_link: null,
          webapp_link: null,
          homepage: null,
          app_store: null,
          play_store: null,
          chrome_store: null,
          badge_type: 'none',
          image: undefined,
          index: 0,
        },
      ],
      problems: [],
    }
    expect(parseWalletCatalog([minimal])).toEqual(expected)
    // image_id from a saved answer is ignored: the server derives it from the image.
    expect(parseWalletCatalog({ data: [{ ...minimal, image_id: 'x' }], count: 1 })).toEqual(
      expected,
    )
  })

  test('parameters: every field', () => {
    const entry = {
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      name: '  Full  ',
      rdns: 'io.example.wallet',
      chains: ['eip155:1', 'eip155:1', 'solana:*'],
      mobile_link: 'example://',
      desktop_link: 'https://example.app.link',
      webapp_link: 'https://app.example',
      homepage: 'https://example.com',
      app_store: 'https://apps.apple.com/app/id1',
      play_store: 'https://play.google.com/store/apps/details?id=x',
      chrome_store: 'https://chromewebstore.google.com/detail/x/y',
      badge_type: 'certified',
      image: 'icons/full.png',
    }
    expect(parseWalletCatalog([entry]).entries[0]).toEqual({
      ...entry,
      name: 'Full',
      chains: ['eip155:1', 'solana:*'],
      index: 0,
    })
  })

  test('behavior: every problem is listed, naming the entry and the field', () => {
    const { entries, problems } = parseWalletCatalog([
      minimal,
      { ...minimal, id: 'Bad Id', mobileLink: 'x://' },
      { ...minimal, id: 'demo' },
      {
        id: 'links',
        name: '',
        chains: [],
        rdns: 'metamask',
        homepage: 'ftp://x.example',
        mobile_link: 'javascript:alert(1)',
        desktop_link: 'no scheme',
        badge_type: 'gold',
        image: 42,
      },
      { id: 'chains', name: 'Chains', chains: ['eip155', 7] },
      'not an object',
    ])
    expect(entries.map((entry) => entry.id)).toEqual(['demo'])
    expect(problems).toEqual([
      "entry 2 (id 'Bad Id'), mobileLink: unknown field (check its spelling)",
      'entry 2 (id \'Bad Id\'), id: must be 1 to 64 lowercase letters, digits and hyphens, starting with a letter or digit, got "Bad Id"',
      "entry 3 (id 'demo'), id: 'demo' is already used by entry 1",
      'entry 4 (id \'links\'), name: must be text of 1 to 64 characters, got ""',
      'entry 4 (id \'links\'), rdns: must be null or a reverse-DNS name such as io.metamask (EIP-6963), got "metamask"',
      "entry 4 (id 'links'), chains: must be a list of 1 to 500 CAIP-2 ids (eip155:1) or namespaces (eip155:*), got []",
      'entry 4 (id \'links\'), homepage: must be null or an http(s) URL, got "ftp://x.example"',
      'entry 4 (id \'links\'), mobile_link: must be null or a link with a scheme, such as metamask:// or https://metamask.app.link, got "javascript:alert(1)"',
      'entry 4 (id \'links\'), desktop_link: must be null or a link with a scheme, such as metamask:// or https://metamask.app.link, got "no scheme"',
      'entry 4 (id \'links\'), badge_type: must be one of none, certified, got "gold"',
      "entry 4 (id 'links'), image: must be a data: URI or the path of an image file, got 42",
      'entry 5 (id \'chains\'), chains: must be CAIP-2 ids (eip155:1) or namespaces (eip155:*), got "eip155"',
      "entry 5 (id 'chains'), chains: must be CAIP-2 ids (eip155:1) or namespaces (eip155:*), got 7",
      'entry 6: must be an object',
    ])
  })

  test('behavior: a missing required field says so', () => {
    expect(parseWalletCatalog([{ chains: ['eip155:1'] }]).problems).toEqual([
      'entry 1, id: must be 1 to 64 lowercase letters, digits and hyphens, starting with a letter or digit, got nothing',
      'entry 1, name: must be text of 1 to 64 characters, got nothing',
    ])
  })

  test('behavior: the file must hold a list', () => {
    expect(parseWalletCatalog({ wallets: [] }).problems).toEqual([
      'the file must hold a JSON array of wallet entries, or an object with that array in `data`',
    ])
    expect(parseWalletCatalog([])).toEqual({ entries: [], problems: [] })
  })
})
