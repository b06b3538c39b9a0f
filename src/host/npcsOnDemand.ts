/**
 * The NPC player (npcPlayer.ts) loaded on demand: the GM's page starts hosting
 * without it and loads it once the table has a self-playing NPC, the GM asks
 * for a style, or the lobby's NPC form asks for its menu. A failed load is
 * tried again at the next need; until then nothing moves on its own.
 */
import type { GameId } from '../../machines/catalog';
import type { TableContext } from '../../machines/table/context';
import { playsItself } from '../../machines/table/selfPlay';
import { askedStyle, type NpcPlayer, type NpcSetup, type NpcHooks } from './npcContract';

export function npcsOnDemand(setup: NpcSetup, hooks: NpcHooks): NpcPlayer {
  let player: NpcPlayer | undefined;
  let loading: Promise<NpcPlayer | undefined> | undefined;
  /** The player, loaded once; undefined when its load failed, to be tried again at the next need. */
  const load = () =>
    (loading ??= import('./npcPlayer').then(
      (m) => (player = m.npcPlayer(setup, hooks)),
      () => (loading = undefined),
    ));
  /** Counts arms and cancels, so a load that lands late arms only for the latest. */
  let turn = 0;

  return {
    arm() {
      if (player) return player.arm();
      const mine = ++turn;
      const session = hooks.current();
      if (session && (session.table.snapshot().context as TableContext).seats.some(playsItself))
        void load().then((loaded) => turn === mine && loaded?.arm());
    },
    cancel() {
      turn++;
      player?.cancel();
    },
    async refusal(session, intent) {
      const style = askedStyle(intent, seatsOf(session));
      if (typeof style !== 'string') return null;
      const loaded = await load();
      // Unloaded, no style is known: refused as a style the game lacks would be, and the GM may try again.
      return loaded
        ? loaded.refusal(session, intent)
        : { why: 'unknownStyle', style, game: session.definition.id as GameId };
    },
    styleWords: async (game) => (await load())?.styleWords(game) ?? [],
    menu(game) {
      if (player) return player.menu(game);
      void load().then((loaded) => loaded?.menu(game));
      return undefined;
    },
    // Only a self-playing seat's move says a line, and the player is loaded before any moves.
    line: (session) => player?.line(session),
  };
}

const seatsOf = (session: { table: { snapshot(): { context: unknown } } }) =>
  (session.table.snapshot().context as TableContext).seats;
