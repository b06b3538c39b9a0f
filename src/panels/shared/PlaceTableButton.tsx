/**
 * The GM's lobby button that puts the tavern table on Owlbear's map, at the centre of the GM's view: it asks the
 * GM's background page, which keeps the table on the map (src/map/keeper.ts), on the local channel between this
 * browser's pages. The name and the request are src/map/keys.ts's (a panel does not import src/map; a test holds
 * them alike).
 */
import { useState } from 'preact/hooks';
import { getPluginId } from '../../plugin/getPluginId';
import { openLocalChannel } from '../../plugin/localChannel';

export const PLACE_TABLE_CHANNEL = getPluginId('map-requests');

export function PlaceTableButton() {
  const [asked, setAsked] = useState(false);
  const click = () => {
    const channel = openLocalChannel(PLACE_TABLE_CHANNEL);
    channel.post({ type: 'place-at-view' });
    channel.close();
    setAsked(true);
  };
  return (
    <section class="map-slot" aria-label="The table on the map">
      <button type="button" onClick={click}>
        Put the table on the map
      </button>
      {asked && (
        <p role="status">The table is set at the centre of your view; drag it to move it.</p>
      )}
    </section>
  );
}
