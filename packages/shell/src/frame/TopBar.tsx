import { useTranslation } from '@fieldkit/ui';
import { Link } from 'react-router';
import { MegaMenu } from '../menu/MegaMenu';
import { QuickSearch } from '../search/QuickSearch';
import { CompanyItem } from './CompanyItem';
import { LanguageSelect } from './LanguageSelect';
import { ProfileMenu } from './ProfileMenu';
import { ReleaseNotesLink } from './ReleaseNotesLink';
import { TopBarSlots } from './slots';
import { useCompanyLogo } from './useCompanyLogo';

/** The top bar of the signed-in frame: logo, mega-menu, quick search, language, release notes, slots, company, profile. */
export function TopBar() {
  const { t } = useTranslation('shell');
  const logo = useCompanyLogo();
  return (
    <header className="fk-shell-topbar">
      <Link to="/home" className="fk-shell-brand">
        {logo.src ? (
          <img src={logo.src} alt="" width={90} height={30} onLoad={logo.loaded} onError={logo.loaded} />
        ) : null}
        <span>{t('app.name')}</span>
      </Link>
      <MegaMenu />
      <QuickSearch />
      <span className="fk-shell-spacer" />
      <LanguageSelect />
      <ReleaseNotesLink />
      <TopBarSlots />
      <CompanyItem />
      <ProfileMenu />
    </header>
  );
}
