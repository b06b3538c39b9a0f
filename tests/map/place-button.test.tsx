// @vitest-environment jsdom
/**
 * The GM's lobby button asks the GM's background page, on the local channel it listens on, to place the table, for
 * this scene or every scene; with no scene open it is disabled and says why (issue 58: "the map says why it is absent").
 */
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { SCENE_QUESTION, sceneAnswer } from '../../src/map/keeper';
import { MAP_CHANNEL, PLACE_REQUEST } from '../../src/map/keys';
import { NO_SCENE_REASON, PlaceTableButton } from '../../src/panels/shared/PlaceTableButton';
import { openLocalChannel } from '../../src/plugin/localChannel';

afterEach(cleanup);

/** The background page's side of the channel: what it heard, and a way to answer. */
function keeperSide() {
  const channel = openLocalChannel(MAP_CHANNEL);
  const heard: unknown[] = [];
  channel.onMessage((data) => heard.push(data));
  return { channel, heard };
}

it('"Put the table on the map" sends the keeper its request to place the table at the centre of the view', async () => {
  const keeper = keeperSide();
  const { getByRole, findByRole } = render(<PlaceTableButton />);
  fireEvent.click(getByRole('button', { name: 'Put the table on the map' }));
  await waitFor(() => expect(keeper.heard).toContainEqual(PLACE_REQUEST));
  expect((await findByRole('status')).textContent).toMatch(/centre of your view/);
  keeper.channel.close();
});

it('"for every scene" asks for a table that follows the GM into every scene', async () => {
  const keeper = keeperSide();
  const { getByRole } = render(<PlaceTableButton />);
  fireEvent.click(getByRole('checkbox', { name: 'for every scene' }));
  fireEvent.click(getByRole('button', { name: 'Put the table on the map' }));
  await waitFor(() => expect(keeper.heard).toContainEqual({ ...PLACE_REQUEST, everyScene: true }));
  keeper.channel.close();
});

it('with no scene open, the button is disabled and says why; it comes back when a scene opens', async () => {
  const keeper = keeperSide();
  const { getByRole, findByText, queryByText } = render(<PlaceTableButton />);
  await waitFor(() => expect(keeper.heard).toContainEqual(SCENE_QUESTION));
  keeper.channel.post(sceneAnswer(false));
  expect(await findByText(NO_SCENE_REASON)).toBeTruthy();
  const button = getByRole('button', { name: 'Put the table on the map' }) as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  expect(button.getAttribute('aria-describedby')).toBe('map-slot-reason');
  keeper.channel.post(sceneAnswer(true));
  await waitFor(() => expect(button.disabled).toBe(false));
  expect(queryByText(NO_SCENE_REASON)).toBeNull();
  keeper.channel.close();
});
