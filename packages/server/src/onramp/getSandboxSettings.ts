import type { Config } from '../config.js'

/**
 * The sandbox provider's settings when it may run: configured, and never in production (whatever
 * the configuration says, a production server neither offers the sandbox nor serves its page).
 */
export function getSandboxSettings(config: Pick<Config, 'onramp' | 'production'>) {
  return config.production ? undefined : config.onramp?.sandbox
}
