import { migration0001 } from './0001_init.js'
import type { Migration } from './Migration.js'

/** Every migration of the server's schema, oldest first. Append new ones; never edit applied ones. */
export const migrations: readonly Migration[] = [migration0001]
