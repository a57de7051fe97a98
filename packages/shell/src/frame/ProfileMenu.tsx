import { formatDateTime } from '@fieldkit/core';
import { SettingId, settingIs } from '@fieldkit/core/app';
import {
  Avatar,
  colorSchemes,
  Menu,
  MenuItem,
  useFieldkit,
  useSession,
  useSettings,
  useTranslation,
} from '@fieldkit/ui';
import { useNavigate } from 'react-router';
import { encodeId } from '../app/ids';
import { SYSTEM_SETTINGS_MODULE_ID } from '../app/keys';
import { chooseColorScheme, useColorScheme } from './useColorScheme';

/** The text key of each colour scheme's choice. */
const schemeText = {
  system: 'frame.schemeSystem',
  light: 'frame.schemeLight',
  dark: 'frame.schemeDark',
} as const;

/**
 * The profile dropdown: display name, last login, Profile, Settings, Change Password, Help, Log out; then the
 * appearance (as the system, light, dark).
 */
export function ProfileMenu() {
  const { actions } = useFieldkit();
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const session = useSession((state) => state.session);
  const scheme = useColorScheme();
  const settings = useSettings();
  const canViewSettings = useSession((state) =>
    state.privileges.some((p) => p.ModuleId === SYSTEM_SETTINGS_MODULE_ID && p.CanView),
  );
  const displayName = session?.DisplayName ?? '';
  const lastLogin = session?.LastLogin ?? null;
  const lastLoginText = lastLogin
    ? t('frame.lastLogin', { when: formatDateTime(new Date(lastLogin)) })
    : t('frame.firstLogin');
  const openProfile = async () => {
    if (!session) return;
    const [login, company] = await Promise.all([encodeId(session.LoginId), encodeId(session.CompanyId)]);
    await navigate(`/admin/edituser/${login}/${company}/${session.IsLatLonBased ? 1 : 0}`);
  };
  return (
    <Menu
      placement="bottom-end"
      triggerClassName="fk-shell-profile"
      label={
        <>
          {/* Avatar and name are what sighted users see; the button's name says what it opens and whose it is. */}
          <span aria-hidden="true" className="fk-shell-profile-face">
            <Avatar name={displayName} size={28} />
            <span className="fk-shell-profile-name">{displayName}</span>
          </span>
          <span className="fk-visually-hidden">{t('frame.profileMenu', { name: displayName })}</span>
        </>
      }
    >
      {/* A menu holds only items and groups: the header is seen, and heard as the group's name. */}
      <div className="fk-shell-profile-head" aria-hidden="true">
        <strong>{displayName}</strong>
        <span>{lastLoginText}</span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a menu's group is role=group; a fieldset belongs in forms. */}
      <div role="group" aria-label={`${displayName}. ${lastLoginText}`}>
        <MenuItem onSelect={() => void openProfile()}>{t('frame.profile')}</MenuItem>
        {canViewSettings ? (
          <MenuItem onSelect={() => void navigate('/admin/systemsettings/')}>{t('frame.settings')}</MenuItem>
        ) : null}
        {settingIs(settings, SettingId.changePassword, 1) ? (
          <MenuItem onSelect={() => void navigate('/account/changepassword/')}>
            {t('frame.changePassword')}
          </MenuItem>
        ) : null}
        {settingIs(settings, SettingId.help, 1) ? (
          <MenuItem onSelect={() => void navigate('/reports/dashboards/810')}>{t('frame.help')}</MenuItem>
        ) : null}
        <MenuItem onSelect={() => void actions.signOut()}>{t('frame.logOut')}</MenuItem>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a menu's group is role=group; a fieldset belongs in forms. */}
      <div role="group" aria-label={t('frame.appearance')} className="fk-shell-profile-appearance">
        <div className="fk-shell-profile-group-label" aria-hidden="true">
          {t('frame.appearance')}
        </div>
        {colorSchemes.map((choice) => (
          <MenuItem key={choice} checked={scheme === choice} onSelect={() => chooseColorScheme(choice)}>
            {t(schemeText[choice])}
          </MenuItem>
        ))}
      </div>
    </Menu>
  );
}
