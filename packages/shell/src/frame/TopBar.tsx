import { useSession, useTranslation } from '@fieldkit/ui';
import { Link } from 'react-router';
import { ProfileMenu } from './ProfileMenu';

/** The top bar of the signed-in frame. */
export function TopBar() {
  const { t } = useTranslation('shell');
  const companyName = useSession((state) => state.company?.CompanyName ?? '');
  return (
    <header className="fk-shell-topbar">
      <Link to="/home" className="fk-shell-brand">
        {t('app.name')}
      </Link>
      {companyName && <span className="fk-shell-company">{companyName}</span>}
      <span className="fk-shell-spacer" />
      <ProfileMenu />
    </header>
  );
}
