import { useFieldkit, useSession, useTranslation } from '@fieldkit/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { shellApiOf } from '../../api/shellApi';
import { encodeId } from '../../app/ids';
import { Screen } from '../../screens/Screen';
import { QuickSearchType } from '../../search/quick-search';
import { runQuickSearch } from '../../search/run-quick-search';

/**
 * A job by its number alone (/technician/job/{jobNo}), for links that know no more (a service note's job): found as
 * the quick search finds a job, then replaced by its details screen; one the user may not open says so here.
 */
export function Component() {
  const { t } = useTranslation('shell');
  const { http } = useFieldkit();
  const session = useSession((state) => state.session);
  const { jobNo = '' } = useParams();
  const navigate = useNavigate();
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    if (!session) return;
    let current = true;
    runQuickSearch({
      api: shellApiOf(http),
      session,
      type: QuickSearchType.job,
      text: jobNo,
      label: t('fields.job'),
      encode: encodeId,
    }).then(
      (outcome) => {
        if (!current) return;
        if (outcome.kind === 'go') void navigate(outcome.to, { replace: true });
        else setRefused(t(outcome.key, outcome.values));
      },
      (error: unknown) => {
        console.warn('Job not found by its number', error);
        if (current) setRefused(t('search.jobNotAvailable'));
      },
    );
    return () => {
      current = false;
    };
  }, [http, session, jobNo, navigate, t]);

  return (
    <Screen title={t('records.jobTitle', { number: jobNo })}>
      {refused ? <p role="alert">{refused}</p> : <p role="status">{t('app.loading')}</p>}
    </Screen>
  );
}
