// The few parts of oidc-provider (which ships no types) that the dev identity provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  type Grant = {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }
  type Context = {
    oidc: {
      client?: { clientId: string }
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined }
      result?: { consent?: { grantId?: string } }
      provider: Provider
    }
  }
  type Session = {
    accountId?: string | undefined
    authorizations?: Record<string, unknown> | undefined
    persist(): Promise<unknown>
  }
  type Account = {
    accountId: string
    claims(): Promise<Record<string, unknown>>
  }
  type Interaction = {
    uid: string
    /** The browser's session when the interaction began. */
    session?: { uid?: string; accountId?: string | undefined }
    persist(): Promise<unknown>
    prompt: { name: string }
    params: Record<string, unknown>
  }

  /** A reason to show an interaction: `check` answers true where it must be shown. */
  class Check {
    constructor(
      reason: string,
      description: string,
      error: string,
      check: (context: Context) => boolean,
    )
  }
  type Prompt = { name: string; checks: Check[] }
  /** The interactions' policy: oidc-provider's prompts (login, consent) and their checks. */
  export const interactionPolicy: {
    base(): Prompt[] & { get(name: string): Prompt | undefined }
    Check: typeof Check
  }

  /** An OpenID Connect provider (panva/node-oidc-provider). */
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    Grant: {
      new (parameters: { clientId: string; accountId: string }): Grant
      find(id: string): Promise<Grant | undefined>
    }
    Session: { findByUid(uid: string): Promise<Session | undefined> }
    callback(): (request: IncomingMessage, response: ServerResponse) => void
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    on(event: string, listener: (...parameters: unknown[]) => void): void
  }
  export type { Account, Context, Grant, Interaction, Session }
}
