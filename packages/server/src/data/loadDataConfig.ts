import { readFile } from 'node:fs/promises'
import type { Config } from '../config.js'
import { DataConfigError } from '../errors/data.js'
import type { DataConfig } from './DataConfig.js'
import { emptyDataConfig, parseDataConfig } from './parseDataConfig.js'

/** The data API's configuration: `config.data.config` when given, else the LATCHKEY_DATA_CONFIG file, else none. */
export async function loadDataConfig(
  config: Pick<Config, 'data' | 'dataConfigPath'>,
): Promise<DataConfig> {
  if (config.data?.config !== undefined) return parseDataConfig(config.data.config)
  const path = config.dataConfigPath
  if (path === undefined) return emptyDataConfig
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new DataConfigError(path, [
      `cannot read the file: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    ])
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new DataConfigError(path, [`not valid JSON: ${(error as Error).message}`])
  }
  return parseDataConfig(value, path)
}
