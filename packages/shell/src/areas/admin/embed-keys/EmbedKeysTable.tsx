import { formatDateTime } from '@fieldkit/core';
import type { EmbedKey } from '@fieldkit/core/contract';
import { DataTable, useTranslation } from '@fieldkit/ui';

/** Props of {@link EmbedKeysTable}. */
export interface EmbedKeysTableProps {
  keys: readonly EmbedKey[];
  /** Asks to revoke a live key (a question comes first). */
  onRevoke: (key: EmbedKey) => void;
}

/** The company's embed keys: name, id, origins, when made, and live (with its Revoke button) or revoked since when. */
export function EmbedKeysTable({ keys, onRevoke }: EmbedKeysTableProps) {
  const { t } = useTranslation('shell');
  return (
    <div className="fk-table-stack">
      <DataTable
        caption={t('embedKeys.caption')}
        rows={keys}
        rowKey={(key) => key.KeyId}
        emptyText={t('embedKeys.none')}
        columns={[
          { key: 'Name', header: t('embedKeys.name') },
          { key: 'KeyId', header: t('embedKeys.keyId'), render: (key) => <code>{key.KeyId}</code> },
          {
            key: 'Origins',
            header: t('embedKeys.origins'),
            render: (key) => (key.Origins.length > 0 ? key.Origins.join(', ') : t('embedKeys.noOrigins')),
          },
          {
            key: 'CreatedAt',
            header: t('embedKeys.created'),
            render: (key) => <time dateTime={key.CreatedAt}>{formatDateTime(new Date(key.CreatedAt))}</time>,
          },
          {
            key: 'RevokedAt',
            header: t('embedKeys.status'),
            render: (key) =>
              key.RevokedAt ? (
                t('embedKeys.revokedOn', { when: formatDateTime(new Date(key.RevokedAt)) })
              ) : (
                <button
                  type="button"
                  className="fk-button"
                  aria-label={t('embedKeys.revokeNamed', { name: key.Name })}
                  onClick={() => onRevoke(key)}
                >
                  {t('embedKeys.revoke')}
                </button>
              ),
          },
        ]}
      />
    </div>
  );
}
