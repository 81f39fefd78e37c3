// The configuration reference in deploy/README.md against the code: every variable the server's
// sources read is listed (and nothing else), and the table is the one the code makes today.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { formatConfigReference, getConfigVariables } from './configReference.js'

const source = import.meta.dirname
const readme = join(source, '../../../deploy/README.md')
const start = '<!-- config-reference:start -->'
const end = '<!-- config-reference:end -->'

/** The environment variables named in the server's non-test sources. */
async function variablesRead(): Promise<Set<string>> {
  const names = new Set<string>()
  const files = (await readdir(source, { recursive: true })).filter(
    (file) =>
      file.endsWith('.ts') && !/\.(test|bench)\.ts$/.test(file) && file !== 'configReference.ts',
  )
  for (const file of files) {
    const text = await readFile(join(source, file), 'utf8')
    for (const match of text.matchAll(
      /['`](LATCHKEY_[A-Z0-9_]+|DATABASE_URL|REDIS_URL|SMTP_URL|LOG_LEVEL)['`]|env\.(NODE_ENV|OTEL_[A-Z_]+)\b/g,
    ))
      names.add(match[1] ?? match[2]!)
  }
  return names
}

describe('the configuration reference', () => {
  test('default: lists every variable the server reads, and only those', async () => {
    const listed = getConfigVariables().map((entry) => entry.variable)
    expect(new Set(listed).size).toBe(listed.length)
    expect([...listed].sort()).toEqual([...(await variablesRead())].sort())
  })

  test('default: deploy/README.md holds the table the code makes', async () => {
    const text = await readFile(readme, 'utf8')
    const table = formatConfigReference()
    const written = text.slice(text.indexOf(start) + start.length, text.indexOf(end)).trim()
    if (process.env.LATCHKEY_WRITE_REFERENCE === '1' && written !== table)
      await writeFile(
        readme,
        `${text.slice(0, text.indexOf(start) + start.length)}\n${table}\n${text.slice(text.indexOf(end))}`,
      )
    else expect(written).toBe(table)
  })
})
