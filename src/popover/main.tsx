import { render } from 'preact';
import { App } from './App';
import { PluginGate } from '../plugin/PluginGate';
import { obrPort } from '../plugin/obrPort';
import { indexedDbKeyStore } from '../sync/keyStore';
import '../panels/shared/panels.css';

render(
  <PluginGate>
    <App port={obrPort} keys={indexedDbKeyStore} />
  </PluginGate>,
  document.getElementById('app')!,
);
