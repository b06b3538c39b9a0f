/**
 * The GM's lobby button that puts the tavern table on Owlbear's map, at the centre of the GM's view, for this scene
 * or for every scene: it asks the GM's background page, which keeps the table on the map (src/map/keeper.ts), on the
 * local channel between this browser's pages. That page says whether a scene is open: with none, the button is
 * disabled and says why. The names and messages are src/map's (a panel does not import src/map; a test holds them
 * alike).
 */
import { useEffect, useState } from 'preact/hooks';
import { getPluginId } from '../../plugin/getPluginId';
import { openLocalChannel } from '../../plugin/localChannel';

export const PLACE_TABLE_CHANNEL = getPluginId('map-requests');

export const NO_SCENE_REASON = 'Open a scene to put the table on the map.';

/** Whether a scene is open, as the GM's background page says; null until it does. */
function useSceneOpen(): boolean | null {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const channel = openLocalChannel(PLACE_TABLE_CHANNEL);
    const stop = channel.onMessage((data) => {
      const said = data as { type?: unknown; open?: unknown } | null;
      if (said?.type === 'scene' && typeof said.open === 'boolean') setOpen(said.open);
    });
    channel.post({ type: 'scene?' });
    return () => {
      stop();
      channel.close();
    };
  }, []);
  return open;
}

export function PlaceTableButton() {
  const [asked, setAsked] = useState(false);
  const [everyScene, setEveryScene] = useState(false);
  const open = useSceneOpen();
  const click = () => {
    const channel = openLocalChannel(PLACE_TABLE_CHANNEL);
    channel.post({ type: 'place-at-view', everyScene });
    channel.close();
    setAsked(true);
  };
  return (
    <section class="map-slot" aria-label="The table on the map">
      <button
        type="button"
        onClick={click}
        disabled={open === false}
        aria-describedby={open === false ? 'map-slot-reason' : undefined}
      >
        Put the table on the map
      </button>{' '}
      <label>
        <input
          type="checkbox"
          checked={everyScene}
          onChange={(e) => setEveryScene(e.currentTarget.checked)}
        />{' '}
        for every scene
      </label>
      {open === false && <p id="map-slot-reason">{NO_SCENE_REASON}</p>}
      {asked && open !== false && (
        <p role="status">
          The table is set at the centre of your view
          {everyScene ? ', and in every scene you open' : ''}; drag it to move it.
        </p>
      )}
    </section>
  );
}
