import type { SessionExpiryWatch } from '@fieldkit/core/app';
import { useFieldkit } from '../context/FieldkitContext';
import { useSession } from '../hooks/useSession';
import { useTranslation } from '../hooks/useTranslation';
import { ConfirmDialog } from './ConfirmDialog';

/** Props of {@link SessionExpiryDialog}. */
export interface SessionExpiryDialogProps {
  /** The running `watchSessionExpiry(...)`; without it, continuing refreshes the token and clears the prompt here. */
  watch?: Pick<SessionExpiryWatch, 'continueSession'>;
  portalContainer?: HTMLElement | null;
}

/**
 * The continue-session question, shown while core's expiry prompt is on: continue refreshes the token,
 * sign out ends the session now rather than letting it lapse mid-task.
 */
export function SessionExpiryDialog({ watch, portalContainer }: SessionExpiryDialogProps) {
  const fieldkit = useFieldkit();
  const open = useSession((state) => state.expiryPrompt && state.token !== null);
  const { t } = useTranslation('core');

  const continueSession = () => {
    const done = watch
      ? watch.continueSession()
      : fieldkit.actions.refresh().then(() => fieldkit.session.setState({ expiryPrompt: false }));
    done.catch((error: unknown) => console.error('Session refresh failed:', error));
  };
  const signOut = () => {
    fieldkit.session.setState({ expiryPrompt: false });
    fieldkit.actions.signOut().catch((error: unknown) => console.error('Sign-out failed:', error));
  };

  return (
    <ConfirmDialog
      open={open}
      heading={t('session.expiringTitle')}
      text={t('session.expiring')}
      noLabel={t('session.signOut')}
      yesLabel={t('session.continue')}
      onConfirm={continueSession}
      onCancel={signOut}
      // The user who presses Escape or Enter is present: both keep the session; only the button signs out.
      onDismiss={continueSession}
      initialFocus="yes"
      className="fk-session-expiry"
      portalContainer={portalContainer}
    />
  );
}
