import { ListState, useTranslation } from '@fieldkit/ui';
import type { ReactNode } from 'react';
import { Refused, type RefusedProps } from './Refused';
import { Screen } from './Screen';
import type { RecordState } from './useRecord';

/** One labelled field of a record. */
export type RecordField = [label: string, value: ReactNode];

/** Props of {@link RecordView}. */
export interface RecordViewProps<T> {
  title: string;
  record: RecordState<T>;
  fields(data: T): RecordField[];
  children?: (data: T) => ReactNode;
  /** Why a refused record (403) is refused, when not for the admin screens' right. */
  refusedReason?: RefusedProps['reason'];
}

/** A record screen: its heading, then loading, a not-found message, or the main fields as a description list. */
export function RecordView<T>({ title, record, fields, children, refusedReason }: RecordViewProps<T>) {
  const { t } = useTranslation('shell');
  if (record.status === 'error' && record.refused) return <Refused reason={refusedReason} />;
  return (
    <Screen title={title}>
      <ListState status={record.status} loadingText={t('app.loading')} errorText={t('records.notFound')} />
      {record.status === 'ready' ? (
        <>
          <dl className="fk-shell-fields">
            {fields(record.data).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {children?.(record.data)}
        </>
      ) : null}
    </Screen>
  );
}
