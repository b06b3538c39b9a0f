/**
 * When a client loads the table on the map: a GM's client at once (it may place the table), a player's only once
 * the room says a table is placed, so a player's background page stays small until then.
 */
import type { OwlbearPort } from '../plugin/port';
import type { TableClient } from '../sync/client';
import { isPlaced } from './keys';

export function mapOnDemand(port: OwlbearPort, client: TableClient): void {
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    void import('./runtime')
      .then(({ runMap }) => runMap(port, client))
      .catch((error) => {
        loading = false;
        console.error('The table on the map could not start:', error);
      });
  };
  const consider = (metadata: Record<string, unknown>) => {
    if (client.state().self.role === 'GM' || isPlaced(metadata)) load();
  };
  port.onRoomMetadataChange(consider);
  port.onSelfChange(() => void port.getRoomMetadata().then(consider));
  void port.getRoomMetadata().then(consider);
}
