import { start } from './app/start';

start(document.getElementById('root')!);
