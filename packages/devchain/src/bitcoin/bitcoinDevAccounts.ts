import type { BitcoinAccount } from './deriveBitcoinAccount.js'

/** A funded Bitcoin dev account: its payment key (P2WPKH, BIP-84) and its ordinals key (P2TR, BIP-86). */
export type BitcoinDevAccount = BitcoinAccount & { ordinals: BitcoinAccount }

/**
 * The first 4 Bitcoin accounts of the dev mnemonic (`devMnemonic`): payment at m/84'/1'/0'/0/i
 * and ordinals at m/86'/1'/0'/0/i (coin type 1 on test networks), regtest addresses. Listed
 * as data so browsers need no key derivation; `bitcoinDevAccounts.test.ts` derives them again.
 * Public: never for real funds.
 */
export const bitcoinDevAccounts: readonly BitcoinDevAccount[] = Object.freeze([
  {
    address: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
    privateKey: 'b5c8b4acf7b66682afbc5eef20c3b12998ba3c14a97047c9187454377f1a7856',
    wif: 'cTg4nG8mNSaQr1KV1a3erZaAGk3deLnKivYnfEkKaSJrvnja6Pjd',
    publicKey: '03f3d474c86c9be5b82e251cc3cc438d3cc361527b4b9799516c4bd513caf9e5f6',
    path: "m/84'/1'/0'/0/0",
    ordinals: {
      address: 'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv',
      privateKey: '893af8e39dab62e987360f7e2f2556100075b04ee4e6b22a0e1e11e1569de6d1',
      wif: 'cSBTc78h1Ab9MNcQcFD8w3kNTW8xWM4EjTQgKLDq9gUG9GrRZD3f',
      publicKey: '8c7fc6552af4384a13791e63bac79ff2bcfeedf143a88d6dc4b6080a8829cdc1',
      path: "m/86'/1'/0'/0/0",
    },
  },
  {
    address: 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj',
    privateKey: '2ea9ba050147af0a7e5bc697b588ee630552766810398242f3c4b9ce25c3cfd7',
    wif: 'cP9Qe8G65MQar9MYpjUsJaQSKnYv4w8gXGb3RJPj8E9mxqPdr2tg',
    publicKey: '034f1ed3cf19a0d6fbb1db423f5f61608a61d6c321a16dbc8400d76a45f80d7ff3',
    path: "m/84'/1'/0'/0/1",
    ordinals: {
      address: 'bcrt1p6g8r5e8jvnvukaqgdauwag8lfkzvz3dng4057kv7avnpxpkghdkszxhwd4',
      privateKey: 'd02ee2d2828e3844e8b9751da9202d87210fde6e4c350668c19855541d4bc94c',
      wif: 'cUZP8uWEekmDdBxGk37X9Ui6JvVLm1bQAaxkasnW63X9Tfk7ahUX',
      publicKey: '94cea1919bdcdefc478f8533a7bf8954867dc227da79754642cb2e41f7e300d8',
      path: "m/86'/1'/0'/0/1",
    },
  },
  {
    address: 'bcrt1qwqwxn0pae964jk3zu8zxr3lu2jyj0p7mk8hkdv',
    privateKey: '1d100560fb83ffd36c8658032a7dd8f3971987fb35fbe6559c2835fe491b0074',
    wif: 'cNZCHvVK8Aa86AmAnikDrn6SzyRieDxEXZHcmX7RMms7TuGet4Y2',
    publicKey: '028a76a4ddbfd85e75b9a3f478873824da290dbdd9507947d9e3bae7706c2380a7',
    path: "m/84'/1'/0'/0/2",
    ordinals: {
      address: 'bcrt1pw4n0e9av3evnyt7j7x3wgrjrttqr4482x7kwpp78g7wnue59mvnse7srs6',
      privateKey: 'fef0082696611913b3c8507643fc5b169706dadd90269894a1645023791bfdc5',
      wif: 'cW8GSfuUnsoubAMDbh9xqUpNeesnX53AiVDG93ywd3dhxsbtKbZ2',
      publicKey: '67428cfe9f4cc0ee625ef2174f203b589500818913c3d6eec0562b49af02cf0d',
      path: "m/86'/1'/0'/0/2",
    },
  },
  {
    address: 'bcrt1q0rvyhr5465rrdfmavlj67u7ru5vr434c08qx4e',
    privateKey: '7b79a0ca0387b59e58b1aad16a8129da0d1d1a46ad335aa742e4fda77359fd82',
    wif: 'cRiin6ZHfE62qBh5jNBrpNETxVnQfLG1haDJBFMdHML9CDRYpAPu',
    publicKey: '0326a9e72bb8a3db326f2dca26beec97cd8c6db794fda150bf08ad2ad11816295b',
    path: "m/84'/1'/0'/0/3",
    ordinals: {
      address: 'bcrt1plafgmyp8xpy9fvljgmeaea57zsad2aqujxcqmag6u9r3zpmyg6aqek54f7',
      privateKey: '55dcd2aa30f9b2b1d3aac220b5f35a3952796843731632c59298bbb43348d891',
      wif: 'cQTcBC58NCd2h8GTfcy3owpccJUSL8ypm9DKYjGmfRfykUzFCtEU',
      publicKey: '6f95ab9213ce26b72d4c864e1ae02e1b84af12f08837ab7be5478e370a5487ff',
      path: "m/86'/1'/0'/0/3",
    },
  },
])
