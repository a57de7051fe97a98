import { NotesWidget } from '@fieldkit/notes-widget';
import { useNavigate } from 'react-router';
import '@fieldkit/notes-widget/styles.css';

/**
 * The top bar's bell with the unread service-note count, and the notes dialog it opens; the dialog's log link and an
 * opened note's job link move within the app. One widget per signed-in frame: it starts with the frame and is disposed with it.
 */
export default function NotesSlot() {
  const navigate = useNavigate();
  return (
    <NotesWidget
      bellClassName="fk-shell-topbar-icon"
      badgeClassName="fk-shell-badge"
      onOpenLog={(href) => void navigate(href)}
      onOpenJob={(href) => void navigate(href)}
    />
  );
}
