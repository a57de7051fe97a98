import type { EmbedKey } from '@fieldkit/core/contract';
import { ConfirmDialog, ListState, type Loaded, useFieldkit, useTranslation } from '@fieldkit/ui';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Screen } from '../../screens/Screen';
import { useCompanyId } from '../../screens/useCompanyId';
import { EmbeddedSessionsTable } from './embed-keys/EmbeddedSessionsTable';
import { EmbedKeySecret } from './embed-keys/EmbedKeySecret';
import { EmbedKeysTable } from './embed-keys/EmbedKeysTable';
import { NewEmbedKeyDialog } from './embed-keys/NewEmbedKeyDialog';
import { useEmbedKeys } from './embed-keys/useEmbedKeys';

/**
 * Embed keys: the keys with which the company's own portals vouch for their users (`Account/EmbedSignIn`), for its
 * administrators. Made with a name and the origins allowed (the secret shown once), listed, and revoked after a
 * question (every session made with the key ends); below them, the sessions the portals opened with them.
 */
export function Component() {
  const { t } = useTranslation('shell');
  const { notices } = useFieldkit();
  const keys = useEmbedKeys(useCompanyId());
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<Awaited<ReturnType<typeof keys.create>> | null>(null);
  const [revoking, setRevoking] = useState<EmbedKey | null>(null);

  const revoke = async (key: EmbedKey) => {
    setRevoking(null);
    try {
      await keys.revoke(key.KeyId);
      notices.getState().push({
        severity: 'success',
        ns: 'shell',
        title: 'embedKeys.revokedTitle',
        text: 'embedKeys.revokedText',
      });
    } catch (error) {
      console.warn('Embed key not revoked', error);
      notices.getState().push({
        severity: 'error',
        ns: 'shell',
        title: 'embedKeys.revokeFailedTitle',
        text: 'embedKeys.revokeFailedText',
      });
    }
  };

  return (
    <Screen title={t('embedKeys.title')}>
      <p>{t('embedKeys.intro')}</p>
      <p>
        <button
          type="button"
          className="fk-button"
          data-fk-variant="primary"
          onClick={() => setCreating(true)}
        >
          {t('embedKeys.new')}
        </button>
      </p>
      <LoadedView loaded={keys.list} loading={t('embedKeys.loading')} failed={t('embedKeys.loadFailed')}>
        {(list) => <EmbedKeysTable keys={list} onRevoke={setRevoking} />}
      </LoadedView>
      <h2>{t('embedKeys.sessionsTitle')}</h2>
      <LoadedView
        loaded={keys.sessions}
        loading={t('embedKeys.sessionsLoading')}
        failed={t('embedKeys.sessionsLoadFailed')}
      >
        {(sessions) => <EmbeddedSessionsTable sessions={sessions} />}
      </LoadedView>
      <NewEmbedKeyDialog
        open={creating}
        onOpenChange={setCreating}
        onCreate={async (name, origins) => {
          const key = await keys.create(name, origins);
          setMade(key);
          return key;
        }}
      />
      <EmbedKeySecret made={made} onClose={() => setMade(null)} />
      <ConfirmDialog
        open={revoking !== null}
        heading={t('embedKeys.revokeHeading', { name: revoking?.Name ?? '' })}
        text={t('embedKeys.revokeText')}
        yesLabel={t('embedKeys.revoke')}
        noLabel={t('embedKeys.keep')}
        onConfirm={() => {
          if (revoking) void revoke(revoking);
        }}
        onCancel={() => setRevoking(null)}
      />
    </Screen>
  );
}

/** What a load gave, shown by `children`; until then its loading or failed state, with a retry. */
function LoadedView<T>({
  loaded,
  loading,
  failed,
  children,
}: {
  loaded: Loaded<T>;
  loading: string;
  failed: string;
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation('shell');
  if (loaded.value) return <>{children(loaded.value)}</>;
  return (
    <ListState
      status={loaded.status}
      loadingText={loading}
      errorText={failed}
      onRetry={loaded.retry}
      retryText={t('embedKeys.retry')}
    />
  );
}
