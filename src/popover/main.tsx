import { render } from 'preact';

render(<p>Tavern Twenty-One: open this page from an Owlbear Rodeo room.</p>, document.getElementById('app')!);
