import { formatDateTime } from '@fieldkit/core';
import { Avatar, Menu, MenuItem, useFieldkit, useSession, useTranslation } from '@fieldkit/ui';

/** The profile dropdown: display name, last login, Log out. */
export function ProfileMenu() {
  const { actions } = useFieldkit();
  const { t } = useTranslation('shell');
  const displayName = useSession((state) => state.session?.DisplayName ?? '');
  const lastLogin = useSession((state) => state.session?.LastLogin ?? null);
  return (
    <Menu
      ariaLabel={t('frame.profileMenu', { name: displayName })}
      placement="bottom-end"
      triggerClassName="fk-shell-profile"
      label={
        <>
          <Avatar name={displayName} size={28} />
          <span className="fk-shell-profile-name">{displayName}</span>
        </>
      }
    >
      <div className="fk-shell-profile-head" role="presentation">
        <strong>{displayName}</strong>
        <span>
          {lastLogin
            ? t('frame.lastLogin', { when: formatDateTime(new Date(lastLogin)) })
            : t('frame.firstLogin')}
        </span>
      </div>
      <MenuItem onSelect={() => void actions.signOut()}>{t('frame.logOut')}</MenuItem>
    </Menu>
  );
}
