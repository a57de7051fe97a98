import { SmsLogWidget } from '@fieldkit/sms-log';
import { useNavigate } from 'react-router';
import '@fieldkit/sms-log/styles.css';

/**
 * The top bar's SMS and e-mail alerts with their unread counts, the log popups they open, the viewer and the reply;
 * 'More' moves within the app. One widget per signed-in frame: it starts with the frame and is disposed with it.
 */
export default function SmsLogSlot() {
  const navigate = useNavigate();
  return (
    <SmsLogWidget
      buttonClassName="fk-shell-topbar-icon"
      badgeClassName="fk-shell-badge"
      onOpenLog={(href) => void navigate(href)}
    />
  );
}
