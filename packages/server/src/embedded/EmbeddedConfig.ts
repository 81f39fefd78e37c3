import type { ConfigEnvironment } from '../config.js'
import { ConfigError } from '../errors/config.js'
import { type FarcasterConfig, loadFarcasterConfig } from './farcaster/FarcasterConfig.js'
import { loadProjectSocialConfig, type ProjectSocialConfig } from './social/ProjectSocialConfig.js'
import { loadSocialConfig, type SocialConfig } from './social/SocialProviderConfig.js'

/** The embedded wallet's part of the server's configuration. */
export type EmbeddedConfig = {
  /**
   * The wallet frame's origin (LATCHKEY_WALLET_ORIGIN): the only origin the embedded-wallet
   * routes answer, so key shares reach nothing but the frame. Unset: the routes are off.
   */
  walletOrigin?: string | undefined
  /** Where one-time codes are sent (SMTP_URL); unset in development: the in-process mail catcher. */
  smtpUrl?: string | undefined
  /** The sender of the codes (LATCHKEY_MAIL_FROM). */
  mailFrom: string
  /**
   * The key sealing recovery shares, 64 hex characters (LATCHKEY_RECOVERY_KEY), or a file
   * holding it (LATCHKEY_RECOVERY_KEY_FILE): kept apart from the database (a KMS in production).
   * In development without either, a file beside the database is made.
   */
  recoveryKey?: string | undefined
  recoveryKeyFile?: string | undefined
  /** The key sealing auth shares at rest, 64 hex characters (LATCHKEY_SHARE_KEY); a file in development. */
  shareKey?: string | undefined
  /** How long a one-time code holds; default 10 minutes (tests shorten it to see a code expire). */
  codeLifetimeMs?: number | undefined
  /**
   * The projects whose users recover their wallet with a passphrase instead of the recovery key
   * (LATCHKEY_PASSPHRASE_RECOVERY_PROJECTS, comma-separated ids): the passphrase encrypts the
   * recovery share in the frame, so the operator holds one share only and can never sign alone.
   */
  passphraseRecoveryProjects?: readonly string[] | undefined
  /**
   * The social logins' OAuth apps (LATCHKEY_SOCIAL_PROVIDERS, JSON by provider: client id,
   * secret, and optionally an OIDC issuer and scopes); a provider not listed is off.
   */
  social?: SocialConfig | undefined
  /**
   * Projects with OAuth apps of their own (LATCHKEY_PROJECT_SOCIAL_PROVIDERS, JSON by project id,
   * each as LATCHKEY_SOCIAL_PROVIDERS): such a project offers only its own providers.
   */
  projectSocial?: ProjectSocialConfig | undefined
  /** Sign In With Farcaster (LATCHKEY_FARCASTER, JSON: RPC URL, relay key, registry, client URL). */
  farcaster?: FarcasterConfig | undefined
}

const hexKey = /^[0-9a-f]{64}$/i

/** Reads the embedded wallet's variables; a malformed key or origin is a ConfigError. */
export function loadEmbeddedConfig(env: ConfigEnvironment): EmbeddedConfig {
  const value = (name: string) => env[name]?.trim() || undefined
  const walletOrigin = value('LATCHKEY_WALLET_ORIGIN')
  if (
    walletOrigin &&
    (!URL.canParse(walletOrigin) || new URL(walletOrigin).origin !== walletOrigin)
  )
    throw new ConfigError(
      'LATCHKEY_WALLET_ORIGIN',
      walletOrigin,
      'an origin (http://127.0.0.1:5175)',
    )
  const smtpUrl = value('SMTP_URL')
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new ConfigError('SMTP_URL', smtpUrl, 'an smtp:// or smtps:// URL')
  for (const name of ['LATCHKEY_RECOVERY_KEY', 'LATCHKEY_SHARE_KEY']) {
    const key = value(name)
    if (key && !hexKey.test(key)) throw new ConfigError(name, '(hidden)', '64 hex characters')
  }
  return {
    walletOrigin,
    smtpUrl,
    mailFrom: value('LATCHKEY_MAIL_FROM') ?? 'Latchkey <no-reply@latchkey.local>',
    recoveryKey: value('LATCHKEY_RECOVERY_KEY'),
    recoveryKeyFile: value('LATCHKEY_RECOVERY_KEY_FILE'),
    shareKey: value('LATCHKEY_SHARE_KEY'),
    passphraseRecoveryProjects: value('LATCHKEY_PASSPHRASE_RECOVERY_PROJECTS')
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    social: loadSocialConfig(value('LATCHKEY_SOCIAL_PROVIDERS')),
    projectSocial: loadProjectSocialConfig(value('LATCHKEY_PROJECT_SOCIAL_PROVIDERS')),
    farcaster: loadFarcasterConfig(value('LATCHKEY_FARCASTER')),
  }
}
