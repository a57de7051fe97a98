import { randomUUID } from 'node:crypto';
import { HUB_SESSION_CLOSES, type TokenGrant } from '@fieldkit/core/contract';
import type { Db } from '../db/schema';
import { HttpError } from '../http/errors';
import { verifyAgainstDecoy, verifyPassword } from './password';
import { readSessionInfo } from './session-info';
import { signToken, verifyToken } from './token';

/** Who is calling: taken from a verified token whose session is still live. */
export interface Caller {
  loginId: number;
  companyId: number;
  sessionId: string;
  /** The generation of the token the caller came with (see `refresh`), when it came with one. */
  tokenGeneration?: number;
  /** The embed key whose assertion made the caller's session, or null for a full-app session. */
  embedKeyId?: string | null;
}

/** Why a session ended; hub connections of the session are closed with it. */
export interface Revocation {
  sessionId: string;
  loginId: number;
  reason: string;
  /** Whether clients may reconnect (never for a session that ended). */
  allowReconnect: boolean;
}

export interface SessionOptions {
  secret: string;
  ttlMinutes: number;
  /** How long a token of an embedded session lives (its host renews it with a new assertion). */
  embedTtlSeconds: number;
  /** One active session per login: a new sign-in revokes the older ones. */
  singleSession: boolean;
  /** How long the token a refresh replaced stays good (requests under way, the user's other tabs catching up). */
  refreshGraceMs: number;
}

/** The reason given to a session ended by a newer sign-in of the same user. */
export const SIGNED_IN_ELSEWHERE = HUB_SESSION_CLOSES.signedInElsewhere;
/** Why the sessions an embed key made end when the key is revoked. */
export const EMBED_KEY_REVOKED = HUB_SESSION_CLOSES.embedKeyRevoked;
/** Why a user's other sessions end when their password changes. */
export const PASSWORD_CHANGED = HUB_SESSION_CLOSES.passwordChanged;
/** Why a user's sessions end when the user is disabled, and what a sign-in of a disabled user is answered. */
export const USER_DISABLED = HUB_SESSION_CLOSES.userDisabled;

/** Sign-in, token refresh, logout and the live-session check behind every authenticated call. */
export class Sessions {
  private readonly listeners = new Set<(revocation: Revocation) => void>();

  constructor(
    private readonly db: Db,
    private readonly options: SessionOptions,
  ) {}

  /** Calls `listener` whenever a session is revoked; returns the unsubscribe. */
  onRevoked(listener: (revocation: Revocation) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A token grant for good credentials, or null (same answer for an unknown user and a wrong password). */
  async signIn(username: string, password: string): Promise<TokenGrant | null> {
    const user = await this.db
      .selectFrom('users')
      .select(['login_id', 'company_id', 'password_hash', 'password_salt', 'disabled_at'])
      .where('username', '=', username.toLowerCase())
      .executeTakeFirst();
    const ok = user
      ? await verifyPassword(password, user.password_hash, user.password_salt)
      : await verifyAgainstDecoy(password);
    if (!user || !ok) return null;
    // Said only to whoever knows the password: a disabled user is not told apart from an unknown one otherwise.
    if (user.disabled_at !== null) throw new HttpError(403, USER_DISABLED);
    const now = new Date();
    // One full-app session per user: the older ones end; the user's embedded sessions (other portals) stay.
    const older = this.options.singleSession ? await this.liveSessions(user.login_id, now, 'fullApp') : [];
    const grant = await this.open(user.login_id, user.company_id, now, null);
    for (const old of older) await this.revoke(old, user.login_id, SIGNED_IN_ELSEWHERE);
    return grant;
  }

  /**
   * An embedded session for a user an embed key's assertion vouched for (`Account/EmbedSignIn`): it ends no other
   * session of the user, and no full-app sign-in ends it; it ends with its key.
   */
  async signInEmbedded(loginId: number, companyId: number, embedKeyId: string): Promise<TokenGrant> {
    return this.open(loginId, companyId, new Date(), embedKeyId);
  }

  /** Opens a session and gives its first token; the user's last sign-in moves to now. */
  private async open(
    loginId: number,
    companyId: number,
    now: Date,
    embedKeyId: string | null,
  ): Promise<TokenGrant> {
    const sessionId = randomUUID();
    await this.db
      .insertInto('sessions')
      .values({
        session_id: sessionId,
        login_id: loginId,
        company_id: companyId,
        created_at: now.toISOString(),
        expires_at: this.expiry(now, embedKeyId).toISOString(),
        revoked_at: null,
        revoked_reason: null,
        embed_key_id: embedKeyId,
      })
      .execute();
    await this.db
      .updateTable('users')
      .set({ last_login: now.toISOString() })
      .where('login_id', '=', loginId)
      .execute();
    return this.grant({ loginId, companyId, sessionId, embedKeyId }, now, 0);
  }

  /** The caller behind a token: well signed, unexpired, and its session neither revoked nor expired. */
  async authenticate(token: string | undefined): Promise<Caller | null> {
    if (!token) return null;
    const claims = verifyToken(token, this.options.secret);
    if (!claims) return null;
    const session = await this.db
      .selectFrom('sessions')
      // An embedded session ends with its key, even one made while the key was being revoked.
      .leftJoin('embed_keys', 'embed_keys.key_id', 'sessions.embed_key_id')
      .select([
        'sessions.login_id',
        'sessions.company_id',
        'sessions.expires_at',
        'sessions.revoked_at',
        'sessions.token_generation',
        'sessions.refreshed_at',
        'sessions.embed_key_id',
        'embed_keys.revoked_at as key_revoked_at',
      ])
      .where('sessions.session_id', '=', claims.sid)
      .executeTakeFirst();
    const now = Date.now();
    if (!session || session.revoked_at !== null || Date.parse(session.expires_at) <= now) return null;
    if (session.key_revoked_at) return null;
    if (session.login_id !== claims.sub || session.company_id !== claims.cid) return null;
    // The session's current token, or the one its last refresh replaced while the grace after that refresh lasts.
    const current = claims.gen === session.token_generation;
    const replacedLately =
      claims.gen === session.token_generation - 1 &&
      session.refreshed_at !== null &&
      now - Date.parse(session.refreshed_at) < this.options.refreshGraceMs;
    if (!current && !replacedLately) return null;
    return {
      loginId: session.login_id,
      companyId: session.company_id,
      sessionId: claims.sid,
      tokenGeneration: claims.gen,
      embedKeyId: session.embed_key_id,
    };
  }

  /**
   * A fresh token for the same session, whose expiry moves on; the token it replaces (and any older) is retired,
   * the one just replaced after `refreshGraceMs`. Refreshes of one token at once (tabs, retries) share one new
   * generation: the first moves the session on, the others (their token now the one just replaced) get a token of
   * the generation it moved to, so every one of them succeeds with a token that works.
   */
  async refresh(caller: Caller): Promise<TokenGrant> {
    const now = new Date();
    const moved = await this.db
      .updateTable('sessions')
      .set((eb) => ({
        expires_at: this.expiry(now, caller.embedKeyId).toISOString(),
        refreshed_at: now.toISOString(),
        token_generation: eb('token_generation', '+', 1),
      }))
      .where('session_id', '=', caller.sessionId)
      .$if(caller.tokenGeneration !== undefined, (update) =>
        update.where('token_generation', '=', caller.tokenGeneration!),
      )
      .returning('token_generation')
      .executeTakeFirst();
    if (moved) return this.grant(caller, now, moved.token_generation);
    const current = await this.db
      .selectFrom('sessions')
      .select('token_generation')
      .where('session_id', '=', caller.sessionId)
      .executeTakeFirstOrThrow();
    return this.grant(caller, now, current.token_generation);
  }

  /**
   * Ends the user's sessions other than the caller's (a password changed: whoever held the old one is out), and
   * with them their hub connections.
   */
  async endOthers(caller: Caller, reason: string): Promise<void> {
    const live = await this.liveSessions(caller.loginId, new Date());
    for (const sessionId of live)
      if (sessionId !== caller.sessionId) await this.revoke(sessionId, caller.loginId, reason);
  }

  /**
   * Of the sessions named, those that no longer live (revoked, expired, or unknown), each with the reason it was
   * revoked for (the words its hub connections are closed with), or null when it was not revoked: whichever process
   * notices first, the connections hear the same reason.
   */
  async ended(sessionIds: readonly string[]): Promise<ReadonlyMap<string, string | null>> {
    const now = Date.now();
    const ended = new Map<string, string | null>(sessionIds.map((id) => [id, null]));
    // In batches: thousands of connected sessions make no statement too long for the database.
    for (let at = 0; at < sessionIds.length; at += 500) {
      const rows = await this.db
        .selectFrom('sessions')
        .leftJoin('embed_keys', 'embed_keys.key_id', 'sessions.embed_key_id')
        .select([
          'sessions.session_id',
          'sessions.revoked_at',
          'sessions.revoked_reason',
          'sessions.expires_at',
          'embed_keys.revoked_at as key_revoked_at',
        ])
        .where('sessions.session_id', 'in', sessionIds.slice(at, at + 500))
        .execute();
      for (const r of rows)
        if (r.revoked_at !== null) ended.set(r.session_id, r.revoked_reason);
        else if (r.key_revoked_at) ended.set(r.session_id, EMBED_KEY_REVOKED);
        else if (Date.parse(r.expires_at) > now) ended.delete(r.session_id);
    }
    return ended;
  }

  /** Ends every live session an embed key made (the key was revoked), and with them their hub connections. */
  async endEmbedded(embedKeyId: string): Promise<number> {
    const live = await this.db
      .selectFrom('sessions')
      .select(['session_id', 'login_id'])
      .where('embed_key_id', '=', embedKeyId)
      .where('revoked_at', 'is', null)
      .execute();
    for (const session of live) await this.revoke(session.session_id, session.login_id, EMBED_KEY_REVOKED);
    return live.length;
  }

  /**
   * Disables a user: no sign-in of any kind from now on (a password, an embed key's assertion), and every session
   * they hold ends, with its hub connections (on every process, as a revocation does). Enabling lets them sign in
   * again; no session comes back.
   */
  async setDisabled(loginId: number, disabled: boolean): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ disabled_at: disabled ? new Date().toISOString() : null })
      .where('login_id', '=', loginId)
      .execute();
    if (!disabled) return;
    for (const sessionId of await this.liveSessions(loginId, new Date()))
      await this.revoke(sessionId, loginId, USER_DISABLED);
  }

  /** Ends the caller's session. */
  async logout(caller: Caller): Promise<void> {
    await this.revoke(caller.sessionId, caller.loginId, 'Logged out');
  }

  /** The user's live sessions: all of them, or only the full app's (not those an embed key made). */
  private async liveSessions(loginId: number, now: Date, kind: 'all' | 'fullApp' = 'all'): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select('session_id')
      .where('login_id', '=', loginId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .$if(kind === 'fullApp', (query) => query.where('embed_key_id', 'is', null))
      .execute();
    return rows.map((r) => r.session_id);
  }

  private async revoke(sessionId: string, loginId: number, reason: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString(), revoked_reason: reason })
      .where('session_id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    for (const listener of this.listeners) listener({ sessionId, loginId, reason, allowReconnect: false });
  }

  /** When a session opened or renewed `now` expires: an embedded session's host renews it sooner. */
  private expiry(now: Date, embedKeyId: string | null | undefined): Date {
    const lifetimeMs = embedKeyId ? this.options.embedTtlSeconds * 1000 : this.options.ttlMinutes * 60_000;
    return new Date(now.getTime() + lifetimeMs);
  }

  private async grant(caller: Caller, now: Date, generation: number): Promise<TokenGrant> {
    const expiresAt = this.expiry(now, caller.embedKeyId).getTime();
    const iat = Math.floor(now.getTime() / 1000);
    const exp = Math.floor(expiresAt / 1000);
    const token = signToken(
      { sid: caller.sessionId, sub: caller.loginId, cid: caller.companyId, iat, exp, gen: generation },
      this.options.secret,
    );
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_in: exp - iat,
      expires_at: exp * 1000,
      session: await readSessionInfo(this.db, caller.loginId, caller.sessionId),
    };
  }
}
