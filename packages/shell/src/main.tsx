import { start } from './app/start';
import { chatTopBarItem } from './frame/chat-icon';
import { notesTopBarItem } from './frame/notes-bell';
import { smsEmailAlertsTopBarItem } from './frame/sms-email-alerts';

start(document.getElementById('root')!, [smsEmailAlertsTopBarItem, notesTopBarItem, chatTopBarItem]);
