import { mount } from 'svelte';
import App from './App.svelte';
import { Desk } from './client/desk.svelte.ts';
import { ClassDesk } from './client/class-desk.svelte.ts';
import { connectFromPage } from './client/game-client.ts';
import { Settings } from './lib/settings.svelte.ts';
import { parseRoute } from './lib/route.ts';
import './styles/global.css';

const client = connectFromPage(window);
const desk = new Desk(client, window.localStorage);
// The classroom's store listens on the same connection: class pages, the dashboard's tables, student links.
const classDesk = new ClassDesk(client, window.sessionStorage, window.localStorage);
const settings = new Settings(window.localStorage);
// Browser tests drive the store directly when they set this flag (Playwright init script); users never do.
if (window.localStorage.getItem('sectors.testHooks') === '1') Object.assign(window, { sectorsDesk: desk, sectorsClassDesk: classDesk });
mount(App, { target: document.getElementById('app')!, props: { desk, classDesk, settings, route: parseRoute(location.pathname, location.hash) } });
client.start();
