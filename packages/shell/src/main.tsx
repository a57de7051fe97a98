import { start } from './app/start';
import { chatTopBarItem } from './frame/chat-icon';

start(document.getElementById('root')!, [chatTopBarItem]);
