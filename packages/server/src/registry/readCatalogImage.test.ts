import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readCatalogImage } from './readCatalogImage.js'

// The smallest valid PNG: a 1x1 transparent pixel.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>'
let folder: string
let outside: string
beforeAll(async () => {
  outside = await mkdtemp(join(tmpdir(), 'latchkey-outside-'))
  await writeFile(join(outside, 'secret.png'), png)
  folder = await mkdtemp(join(tmpdir(), 'latchkey-images-'))
  await mkdir(join(folder, 'icons'))
  await writeFile(join(folder, 'icons', 'nested.png'), png)
  await symlink(join(outside, 'secret.png'), join(folder, 'linked.png'))
  await symlink(outside, join(folder, 'linked-folder'))
  await symlink(join(folder, 'icons', 'nested.png'), join(folder, 'inner-link.png'))
  await writeFile(join(folder, 'icon.png'), png)
  await writeFile(join(folder, 'fake.png'), svg)
  await writeFile(join(folder, 'big.svg'), `<svg>${' '.repeat(300 * 1024)}</svg>`)
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
  await rm(outside, { recursive: true, force: true })
})

describe('readCatalogImage', () => {
  test('default: a file path relative to the catalog', async () => {
    expect(await readCatalogImage('icon.png', folder)).toEqual({
      contentType: 'image/png',
      bytes: png,
    })
  })

  test('behavior: a path into a subfolder, or a link that stays inside, is read', async () => {
    expect(await readCatalogImage('icons/nested.png', folder)).toEqual({
      contentType: 'image/png',
      bytes: png,
    })
    expect(await readCatalogImage('./inner-link.png', folder)).toEqual({
      contentType: 'image/png',
      bytes: png,
    })
  })

  test.each([
    ['../secret.png', "must be a path inside the catalog's folder"],
    ['icons/../../secret.png', "must be a path inside the catalog's folder"],
    ['..\\secret.png', "must be a path inside the catalog's folder"],
    ['/etc/passwd.png', "must be a path inside the catalog's folder"],
    ['linked.png', "outside the catalog's folder"],
    ['linked-folder/secret.png', "outside the catalog's folder"],
  ])('behavior: %s, out of the catalog folder, is refused', async (source, problem) => {
    const result = await readCatalogImage(
      source.replace('/etc/passwd.png', join(outside, 'secret.png')),
      folder,
    )
    expect(result).toEqual({ problem: expect.stringContaining(problem) })
  })

  test('parameters: data: URIs, base64 or percent-encoded', async () => {
    expect(
      await readCatalogImage(`data:image/png;base64,${png.toString('base64')}`, folder),
    ).toEqual({ contentType: 'image/png', bytes: png })
    expect(await readCatalogImage(`data:image/svg+xml,${encodeURIComponent(svg)}`, folder)).toEqual(
      { contentType: 'image/svg+xml', bytes: Buffer.from(svg) },
    )
  })

  test.each([
    ['data:text/html,<script>', 'a data: URI must hold one of image/svg+xml'],
    ['data:image/svg+xml,%E0%A4%A', 'the data: URI is not correctly percent-encoded'],
    ['icon.bmp', "'icon.bmp' must end in .svg, .png, .jpg, .jpeg, .webp, .gif"],
    ['missing.png', 'cannot read'],
    ['fake.png', 'the bytes are not image/png'],
    ['big.svg', 'at most 262144 are allowed'],
    ['data:image/png;base64,', 'the image is empty'],
  ])('behavior: %s is refused', async (source, problem) => {
    const result = await readCatalogImage(source, folder)
    expect(result).toEqual({ problem: expect.stringContaining(problem) })
  })
})
