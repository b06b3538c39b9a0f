/**
 * A page reads the room (itself, the party, the room metadata) and then follows its changes. A change that lands
 * after a read has answered and before the page listens comes as an event nobody hears, and Owlbear sends it once:
 * the page would hold the old party until some other change (a token selection) happened to bring the news. Here the
 * GM's client starts hosting in exactly that gap: the player must see the host online and get their view without
 * any later change.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../machines/engine/dice';
import { createMemoryRoom } from '../../src/plugin/memoryRoom';
import { follow } from '../../src/plugin/follow';
import type { OwlbearPort } from '../../src/plugin/port';
import { memoryHostStore } from '../../src/host/persistence';
import { runHost, type HostRunner } from '../../src/host/runHost';
import { connectTable } from '../../src/sync/client';
import { memoryKeyStore } from '../../src/sync/keyStore';
import { clientOptions, electionTimings, settle } from './table';

/** The port, with `during` run once, after the page's party read has answered and before its room metadata read. */
function gapAfterPartyRead(port: OwlbearPort, during: () => Promise<void>): OwlbearPort {
  let once = false;
  return Object.assign(Object.create(port) as OwlbearPort, {
    async getRoomMetadata() {
      if (!once) {
        once = true;
        await during();
      }
      return port.getRoomMetadata();
    },
  });
}

describe('a change between a page’s read and its first event', () => {
  it('the GM starts hosting while a player’s page is connecting: the player sees the host online and gets their view', async () => {
    const room = createMemoryRoom();
    const ana = room.connect({ id: 'ana', name: 'Ana', role: 'PLAYER' });
    let runner: HostRunner | undefined;
    const startHost = async () => {
      const gm = room.connect({ id: 'gm', name: 'GM', role: 'GM' });
      runner = await runHost({
        port: gm.page(),
        keys: memoryKeyStore(),
        store: memoryHostStore(),
        dice: seededDice(1),
        ...electionTimings,
      });
      await runner.whenHosting();
      await room.settle();
    };
    const client = await connectTable(
      gapAfterPartyRead(ana.page(), startHost),
      memoryKeyStore(),
      clientOptions,
    );
    await settle(room, [() => runner!.host()], [client]);
    expect(client.state().hostOnline).toBe(true);
    expect(client.state().view?.phase).toBe('lobby');
  });
});

describe('follow: listen first, read, then take over', () => {
  it('drops what came before the read answered, hands on the last change after it, then every change', async () => {
    let emit: (value: string) => void = () => {};
    let listening = true;
    const followed = follow<string>((callback) => {
      emit = callback;
      return () => {
        listening = false;
      };
    });
    let answer!: (value: string) => void;
    const read = followed.read(new Promise<string>((resolve) => (answer = resolve)));
    emit('before the answer');
    answer('as read');
    expect(await read).toBe('as read');
    emit('after the read');
    emit('later still');
    const heard: string[] = [];
    const stop = followed.listen((value) => heard.push(value));
    expect(heard).toEqual(['later still']);
    emit('once listening');
    expect(heard).toEqual(['later still', 'once listening']);
    stop();
    expect(listening).toBe(false);
  });

  it('hands on nothing at listen when nothing changed after the read', async () => {
    let emit: (value: string) => void = () => {};
    const followed = follow<string>((callback) => {
      emit = callback;
      return () => {};
    });
    emit('before the read');
    await followed.read(Promise.resolve('as read'));
    const heard: string[] = [];
    followed.listen((value) => heard.push(value));
    expect(heard).toEqual([]);
  });
});
