import { mount } from 'svelte';
import App from './App.svelte';
import { Desk } from './client/desk.svelte.ts';
import { connectFromPage } from './client/game-client.ts';
import { Settings } from './lib/settings.svelte.ts';
import { parseRoute } from './lib/route.ts';
import './styles/global.css';

const client = connectFromPage(window);
const desk = new Desk(client, window.localStorage);
const settings = new Settings(window.localStorage);
// Browser tests drive the store directly when they set this flag (Playwright init script); users never do.
if (window.localStorage.getItem('sectors.testHooks') === '1') Object.assign(window, { sectorsDesk: desk });
mount(App, { target: document.getElementById('app')!, props: { desk, settings, route: parseRoute(location.pathname, location.hash) } });
client.start();
