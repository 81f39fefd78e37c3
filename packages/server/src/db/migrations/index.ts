import { migration0001 } from './0001_init.js'
import { migration0002 } from './0002_registry.js'
import { migration0003 } from './0003_relay.js'
import { migration0004 } from './0004_data.js'
import { migration0005 } from './0005_siwx.js'
import { migration0006 } from './0006_relay_quota.js'
import { migration0007 } from './0007_registry_version.js'
import { migration0008 } from './0008_onramp.js'
import { migration0009 } from './0009_embedded.js'
import { migration0010 } from './0010_embedded_account.js'
import { migration0011 } from './0011_names.js'
import { migration0012 } from './0012_embedded_social.js'
import { migration0013 } from './0013_paymaster.js'
import { migration0014 } from './0014_embedded_passkeys.js'
import { migration0015 } from './0015_embedded_social_links.js'
import type { Migration } from './Migration.js'

/** Every migration of the server's schema, oldest first. Append new ones; never edit applied ones. */
export const migrations: readonly Migration[] = [
  migration0001,
  migration0002,
  migration0003,
  migration0004,
  migration0005,
  migration0006,
  migration0007,
  migration0008,
  migration0009,
  migration0010,
  migration0011,
  migration0012,
  migration0013,
  migration0014,
  migration0015,
]
