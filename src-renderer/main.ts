import { mount } from 'svelte';
import App from './App.svelte';
import { connectFromPage } from './client/game-client.ts';
import './styles/global.css';

const client = connectFromPage(window);
mount(App, { target: document.getElementById('app')!, props: { client } });
client.start();
