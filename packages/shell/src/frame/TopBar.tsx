import { useTranslation } from '@fieldkit/ui';
import { Link } from 'react-router';
import { MegaMenu } from '../menu/MegaMenu';
import { QuickSearch } from '../search/QuickSearch';
import { CompanyItem } from './CompanyItem';
import { LanguageSelect } from './LanguageSelect';
import { MoreItems } from './MoreItems';
import { ProfileMenu } from './ProfileMenu';
import { ReleaseNotesLink } from './ReleaseNotesLink';
import { SideMenuButton } from './SideMenuButton';
import { TopBarSlots } from './slots';
import { useCompanyLogo } from './useCompanyLogo';
import { usePhone } from './usePhone';

/**
 * The top bar of the signed-in frame: logo, mega-menu, quick search, language, release notes, slots, company, profile.
 * On a phone it keeps to one row: the side menu's button, the logo, the widgets' icons with their counts and the
 * profile; the other items are behind the More button.
 */
export function TopBar() {
  const { t } = useTranslation('shell');
  const logo = useCompanyLogo();
  const phone = usePhone();
  // Every item keeps its place in both layouts (null where it is not), so the widgets' slots stay mounted when the
  // window crosses a phone's width: the chat keeps its window and connection.
  return (
    <header className="fk-shell-topbar">
      {phone ? <SideMenuButton /> : null}
      <Link to="/home" className="fk-shell-brand">
        {logo.src ? (
          <img src={logo.src} alt="" width={90} height={30} onLoad={logo.loaded} onError={logo.loaded} />
        ) : null}
        <span>{t('app.name')}</span>
      </Link>
      {phone ? null : <MegaMenu />}
      {phone ? null : <QuickSearch />}
      <span className="fk-shell-spacer" />
      {phone ? null : <LanguageSelect />}
      {phone ? null : <ReleaseNotesLink />}
      <TopBarSlots />
      {phone ? null : <CompanyItem />}
      {phone ? (
        <MoreItems>
          <MegaMenu />
          <QuickSearch />
          <LanguageSelect />
          <ReleaseNotesLink />
          <CompanyItem />
        </MoreItems>
      ) : null}
      <ProfileMenu />
    </header>
  );
}
