import { InvalidOptionError } from './InvalidOptionError.js'
import type { Metadata } from './Metadata.js'

const keys = ['name', 'description', 'url', 'icons'] as const

/** Checks the `metadata` option: name, description, an http(s) url and a list of icon URLs. */
export function checkMetadata(metadata: unknown): void {
  if (metadata === undefined) return
  const fail = (key: string, problem: string): never => {
    throw new InvalidOptionError({ option: key ? `metadata.${key}` : 'metadata', problem })
  }
  if (typeof metadata !== 'object' || metadata === null)
    throw new InvalidOptionError({ option: 'metadata', problem: 'must be an object' })
  for (const key of Object.keys(metadata))
    if (!(keys as readonly string[]).includes(key))
      fail(key, `unknown field (known: ${keys.join(', ')})`)
  const { name, description, url, icons } = metadata as Partial<Metadata>
  if (typeof name !== 'string' || name === '') fail('name', 'must be a non-empty string')
  if (typeof description !== 'string') fail('description', 'must be a string')
  if (!isUrl(url)) fail('url', 'must be an http(s) URL')
  if (!Array.isArray(icons) || icons.some((icon) => !isUrl(icon)))
    fail('icons', 'must be a list of http(s) URLs')
}

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}
