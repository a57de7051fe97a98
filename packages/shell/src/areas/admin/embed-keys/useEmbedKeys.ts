import { createApiClient } from '@fieldkit/core';
import {
  type EmbeddedSessionInfo,
  type EmbedKey,
  embedKeys,
  type NewEmbedKey,
} from '@fieldkit/core/contract';
import { type Loaded, useFieldkit, useLoad } from '@fieldkit/ui';
import { useMemo, useState } from 'react';

/** The company's embed keys as the admin screen reads and changes them. */
export interface EmbedKeysModel {
  /** The keys, newest first; kept on screen while they load again after a change. */
  list: Loaded<EmbedKey[]>;
  /** The live sessions portals opened with the keys, read again with the keys. */
  sessions: Loaded<EmbeddedSessionInfo[]>;
  /** Makes a key; its secret is in the answer only. */
  create(name: string, origins: string[]): Promise<NewEmbedKey>;
  /** Revokes a key: its sessions end. */
  revoke(keyId: string): Promise<void>;
}

/** The embed keys of `companyId` and the sessions made with them, read again after each change made here. */
export function useEmbedKeys(companyId: number): EmbedKeysModel {
  const { http } = useFieldkit();
  const api = useMemo(() => createApiClient(http, { embedKeys }).embedKeys, [http]);
  const [version, setVersion] = useState(0);
  const list = useLoad(
    (signal) => api.listEmbedKeys({ params: { companyId }, signal }),
    [companyId, version],
    {
      keep: true,
      active: companyId > 0,
    },
  );
  const sessions = useLoad(
    (signal) => api.listEmbeddedSessions({ params: { companyId }, signal }),
    [companyId, version],
    { keep: true, active: companyId > 0 },
  );
  return {
    list,
    sessions,
    async create(name, origins) {
      const made = await api.createEmbedKey({ body: { CompanyId: companyId, Name: name, Origins: origins } });
      setVersion((count) => count + 1);
      return made;
    },
    async revoke(keyId) {
      await api.revokeEmbedKey({ params: { companyId, keyId } });
      setVersion((count) => count + 1);
    },
  };
}
