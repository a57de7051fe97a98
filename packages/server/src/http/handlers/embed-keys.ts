import type { Contract, EmbedKey as WireEmbedKey } from '@fieldkit/core/contract';
import { listEmbeddedSessions } from '../../auth/embed/embedded-sessions';
import { createEmbedKey, type EmbedKey, listEmbedKeys, revokeEmbedKey } from '../../auth/embed/keys';
import { HttpError } from '../errors';
import { type GroupHandlers, signedIn } from './types';

/** A key as the contract spells it. */
function wire(key: EmbedKey): WireEmbedKey {
  return {
    KeyId: key.keyId,
    Name: key.name,
    Origins: key.origins,
    CreatedAt: key.createdAt,
    RevokedAt: key.revokedAt,
  };
}

/** A company's embed keys, for its administrators (the right on system settings; the tenant guard keeps the company). */
export const embedKeysHandlers: GroupHandlers<Contract['embedKeys']> = {
  async listEmbedKeys({ params }, { db }) {
    return (await listEmbedKeys(db, params.companyId)).map(wire);
  },

  async listEmbeddedSessions({ params }, { db }) {
    return listEmbeddedSessions(db, params.companyId);
  },

  async createEmbedKey({ body, caller }, { db, config }) {
    const me = signedIn(caller);
    const made = await createEmbedKey(db, config.tokenSecret, {
      companyId: body.CompanyId,
      name: body.Name,
      origins: [...new Set(body.Origins)],
      createdBy: me.loginId,
    });
    const key = (await listEmbedKeys(db, body.CompanyId)).find((listed) => listed.keyId === made.keyId);
    if (!key) throw new HttpError(500, 'The embed key was not stored.');
    return { ...wire(key), Secret: made.secret };
  },

  async revokeEmbedKey({ params }, { db, sessions }) {
    if (!(await revokeEmbedKey(db, params.companyId, params.keyId)))
      throw new HttpError(404, 'The company has no live embed key of that id.');
    // This process closes the key's sessions' hub connections now; the others on their next keep-alive check.
    await sessions.endEmbedded(params.keyId);
    return { Success: true };
  },
};
