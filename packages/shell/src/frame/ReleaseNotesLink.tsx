import { SettingId, settingIs } from '@fieldkit/core/app';
import { guardRequest } from '@fieldkit/core/kit';
import { useFieldkit, useSettings, useTranslation } from '@fieldkit/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { shellApiOf } from '../api/shellApi';
import { MenuIcon } from '../menu/MenuIcon';
import { releaseBadgeShown } from './release-badge';

/** The release-notes link (setting 363 is 1) with its "new" badge. */
export function ReleaseNotesLink() {
  const { t } = useTranslation('shell');
  const { http } = useFieldkit();
  const settings = useSettings();
  const enabled = settingIs(settings, SettingId.releaseNotes, 1);
  const [badge, setBadge] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    return guardRequest(
      (signal) => shellApiOf(http).shell.getReleaseNotes({ signal }),
      (notes) => setBadge(releaseBadgeShown(notes, new Date())),
      (error) => console.warn('Release notes not loaded', error),
    );
  }, [enabled, http]);
  if (!enabled) return null;
  return (
    // An icon keeps the bar to one row in every language; the words are the link's name and its tooltip.
    <Link to="/home/release" className="fk-shell-topbar-link" title={t('release.link')}>
      <MenuIcon name="megaphone" />
      <span className="fk-visually-hidden">{t('release.link')}</span>
      {badge ? <span className="fk-shell-badge">{t('release.new')}</span> : null}
    </Link>
  );
}
