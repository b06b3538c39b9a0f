/**
 * What pages report of the newest table they verified counts only while the table is lost (heldTables.ts), which a
 * host rarely sees: its code loads the first time it does, so a GM's page does not carry it to run a table.
 */
import type { HeldTables, HeldTablesSetup } from './heldTables';

export function heldOnDemand(setup: HeldTablesSetup): HeldTables {
  const { live } = setup;
  let loaded: HeldTables | undefined;
  let loading: Promise<HeldTables> | undefined;
  const load = () =>
    (loading ??= import('./heldTables').then(
      (m) => (loaded = m.heldTables(setup)),
      (error: unknown) => {
        // A chunk that failed to load (the network) is tried again on the next call.
        loading = undefined;
        throw error;
      },
    ));
  return {
    report: async (connectionId, raw) => {
      if (live.recovering) await (await load()).report(connectionId, raw);
    },
    // A void still goes ahead when the code cannot load: it waits for the reports, never on them.
    settled: () =>
      live.recovering
        ? load().then(
            (held) => held.settled(),
            () => undefined,
          )
        : Promise.resolve(),
    // Before it loads, nobody waits for a report.
    partyChanged: () => loaded?.partyChanged(),
    show: async () => {
      if (live.recovering) await (await load()).show();
    },
  };
}
