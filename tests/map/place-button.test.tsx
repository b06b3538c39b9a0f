// @vitest-environment jsdom
/** The GM's lobby button asks the GM's background page, on the local channel it listens on, to place the table. */
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { MAP_CHANNEL, PLACE_REQUEST } from '../../src/map/keys';
import { PlaceTableButton } from '../../src/panels/shared/PlaceTableButton';
import { openLocalChannel } from '../../src/plugin/localChannel';

afterEach(cleanup);

it('"Put the table on the map" sends the keeper its request to place the table at the centre of the view', async () => {
  const keeperSide = openLocalChannel(MAP_CHANNEL);
  const heard = new Promise((resolve) => keeperSide.onMessage(resolve));
  const { getByRole, findByRole } = render(<PlaceTableButton />);
  fireEvent.click(getByRole('button', { name: 'Put the table on the map' }));
  expect(await heard).toEqual(PLACE_REQUEST);
  expect((await findByRole('status')).textContent).toMatch(/centre of your view/);
  keeperSide.close();
});
