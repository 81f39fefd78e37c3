import { describe, expect, test } from 'vitest'
import { checkFetchableUrl } from './checkFetchableUrl.js'

const check = (url: string, hosts: string[] = []) => checkFetchableUrl(new URL(url), hosts)

describe('checkFetchableUrl', () => {
  test('default: https to a public address', async () => {
    expect(await check('https://93.184.215.14/meta.json')).toBe(true)
    expect(await check('https://[2606:4700::1111]/meta.json')).toBe(true)
  })

  test('behavior: the server’s own networks are refused (SSRF)', async () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://10.1.2.3/',
      'https://172.16.0.1/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://localhost/',
      'https://api.localhost/',
    ])
      expect(await check(url), url).toBe(false)
  })

  test('behavior: plain http, credentials and other schemes are refused', async () => {
    expect(await check('http://93.184.215.14/meta.json')).toBe(false)
    expect(await check('https://user:secret@93.184.215.14/')).toBe(false)
    expect(await check('ftp://93.184.215.14/')).toBe(false)
    expect(await check('file:///etc/passwd')).toBe(false)
  })

  test('parameters: listed hosts may use http (development)', async () => {
    expect(await check('http://127.0.0.1:5173/alice.svg', ['127.0.0.1'])).toBe(true)
    expect(await check('http://127.0.0.2:5173/alice.svg', ['127.0.0.1'])).toBe(false)
    expect(await check('file:///etc/passwd', ['127.0.0.1'])).toBe(false)
  })
})
