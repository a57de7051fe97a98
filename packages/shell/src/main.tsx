import { config } from 'zod/mini';
import { start } from './app/start';
import { chatTopBarItem } from './frame/chat-icon';
import { notesTopBarItem } from './frame/notes-bell';
import { smsEmailAlertsTopBarItem } from './frame/sms-email-alerts';
import { videoTopBarItem } from './frame/video-call-item';

// The app's page allows no eval (its Content-Security-Policy): zod validates without compiling code, and without
// probing whether it may (the probe would be reported as a violation of the policy).
config({ jitless: true });

start(document.getElementById('root')!, [
  smsEmailAlertsTopBarItem,
  notesTopBarItem,
  videoTopBarItem,
  chatTopBarItem,
]);
