import { formatDateTime } from '@fieldkit/core';
import type { EmbeddedSessionInfo } from '@fieldkit/core/contract';
import { DataTable, useTranslation } from '@fieldkit/ui';

/** Props of {@link EmbeddedSessionsTable}. */
export interface EmbeddedSessionsTableProps {
  sessions: readonly EmbeddedSessionInfo[];
}

const when = (iso: string) => <time dateTime={iso}>{formatDateTime(new Date(iso))}</time>;

/**
 * The company's live embedded sessions, apart from the full app's: who is signed in through which portal's key,
 * since when, when the portal last renewed the session, and when it ends unless renewed again.
 */
export function EmbeddedSessionsTable({ sessions }: EmbeddedSessionsTableProps) {
  const { t } = useTranslation('shell');
  return (
    <div className="fk-table-stack">
      <DataTable
        caption={t('embedKeys.sessionsCaption')}
        rows={sessions}
        rowKey={(session) => `${session.KeyId} ${session.LoginId} ${session.SignedInAt}`}
        emptyText={t('embedKeys.sessionsNone')}
        columns={[
          { key: 'DisplayName', header: t('embedKeys.sessionUser') },
          { key: 'KeyName', header: t('embedKeys.sessionKey') },
          { key: 'SignedInAt', header: t('embedKeys.sessionSince'), render: (s) => when(s.SignedInAt) },
          {
            key: 'RenewedAt',
            header: t('embedKeys.sessionRenewed'),
            render: (s) => (s.RenewedAt ? when(s.RenewedAt) : t('embedKeys.sessionNotRenewed')),
          },
          { key: 'ExpiresAt', header: t('embedKeys.sessionEnds'), render: (s) => when(s.ExpiresAt) },
        ]}
      />
    </div>
  );
}
