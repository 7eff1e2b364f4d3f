/**
 * The workers' lines to a primary that lives in the test's own process, routed by the real primary's switchboard
 * (cluster/primary.ts): for tests of a server of several workers (ADR 071) without forking processes.
 */
import type { ClusterChannel, ToWorker } from "../cluster/channel.ts";
import { createSwitchboard, type Peer } from "../cluster/primary.ts";

export function inProcessCluster() {
  const route = createSwitchboard();
  const peers = new Set<Peer>();
  let answering = true;
  return {
    /** A new worker's line. Messages arrive on a later turn, copied, as IPC delivers them. */
    channel(): ClusterChannel {
      const listeners = new Set<(message: ToWorker) => void>();
      const peer: Peer = {
        send: (message) =>
          setImmediate(() => {
            for (const listener of listeners) listener(structuredClone(message));
          }),
        isConnected: () => true,
      };
      peers.add(peer);
      return {
        send(message) {
          if (answering) setImmediate(() => route(structuredClone(message), peer, peers));
        },
        onMessage(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        connected: () => true,
        onDisconnect() {},
      };
    },
    /** Whether the primary hears its workers from now on (false: one stuck, as far as they can tell). */
    answer(value: boolean) {
      answering = value;
    },
  };
}
