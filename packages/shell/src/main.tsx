import { start } from './app/start';
import { chatTopBarItem } from './frame/chat-icon';
import { notesTopBarItem } from './frame/notes-bell';

start(document.getElementById('root')!, [notesTopBarItem, chatTopBarItem]);
