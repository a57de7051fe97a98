import { useTranslation } from '@fieldkit/ui';
import { useSearchParams } from 'react-router';
import { urlIds } from '../../app/ids';
import { RecordView } from '../../screens/RecordView';
import { useRecord } from '../../screens/useRecord';

/** The integration client: its target arrives encrypted in `targ`, with `proc=true` to process it. */
export function Component() {
  const { t } = useTranslation('shell');
  const [search] = useSearchParams();
  const targ = search.get('targ') ?? '';
  const record = useRecord(
    async () => ({ target: await urlIds().decode(targ), process: search.get('proc') === 'true' }),
    [targ],
  );
  return (
    <RecordView
      title={t('records.integrationClient')}
      record={record}
      fields={(r) => [
        [t('fields.target'), r.target],
        [t('fields.process'), r.process ? t('fields.yes') : t('fields.no')],
      ]}
    />
  );
}
