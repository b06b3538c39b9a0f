import { render } from 'preact';

render(<h1>Tavern Twenty-One sandbox</h1>, document.getElementById('sandbox')!);
