import { useTranslation } from '@fieldkit/ui';
import { Link } from 'react-router';
import { Screen } from './Screen';

/** Props of {@link Refused}. */
export interface RefusedProps {
  /** Why: the admin screens' right unless another text is named. */
  reason?: 'rights.refused' | 'rights.dashboardRefused' | undefined;
}

/** What a user without the right sees in place of a screen: what is refused, why, and the way home. */
export function Refused({ reason = 'rights.refused' }: RefusedProps) {
  const { t } = useTranslation('shell');
  return (
    <Screen title={t('rights.refusedTitle')}>
      <p role="alert" className="fk-shell-refused">
        {t(reason)}
      </p>
      <p>
        <Link to="/home">{t('rights.home')}</Link>
      </p>
    </Screen>
  );
}
