import path from 'node:path';
import { repoRoot } from './scripts-lib';

/**
 * scripts/lib/cluster-players.mjs (players of the chaos spec and the mixed bench: HTTP through the
 * edge and the official SignalR client), loaded at run time and typed here as the spec uses it.
 */
export interface ClusterPlayer {
  username: string;
  token: string;
  playerId: number;
  auth: Record<string, string>;
  slot: { session: string; stakeMinor: number };
}

export interface Selection {
  id: number;
  odds: number;
}

export interface Recorder {
  bets: { playerId: number; requestId: string; betIds: number[] }[];
  spins: { playerId: number; roundId: string; pending: boolean }[];
  deposits: { playerId: number; paymentId: number }[];
  failures: { at: number; op: string; outcome: string }[];
  summary(): {
    count: number;
    p50Ms: number | null;
    p99Ms: number | null;
    ops: Record<
      string,
      {
        count: number;
        p50Ms: number | null;
        p99Ms: number | null;
        outcomes: Record<string, number>;
      }
    >;
  };
}

export interface HubClient {
  received: Map<string, number>;
  reconnecting: number;
  reconnected: number;
  closed: number;
  connected(): boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

type Query = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface ClusterPlayersLib {
  DEV_ADMIN_TOKEN: string;
  Recorder: new () => Recorder;
  call(
    base: string,
    method: string,
    url: string,
    o?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: { success?: boolean; data?: unknown } | null; ms: number }>;
  fundedPlayer(
    base: string,
    o: {
      registrationPayload: (o: object) => object;
      query: Query;
      prefix: string;
      amountTl?: number;
      recorder?: Recorder;
    },
  ): Promise<ClusterPlayer>;
  deposit(
    base: string,
    player: ClusterPlayer,
    o: { query: Query; amountTl: number; recorder: Recorder; op?: string },
  ): Promise<boolean>;
  openSelections(base: string): Promise<Selection[]>;
  hubClient(base: string, player: ClusterPlayer): HubClient;
  playUntil(
    base: string,
    player: ClusterPlayer,
    o: {
      until: () => number;
      pollMs: number;
      playMs: number;
      selections: () => Selection[];
      recorder: Recorder;
    },
  ): Promise<void>;
}

export async function loadClusterPlayers(): Promise<ClusterPlayersLib> {
  return (await import(
    path.join(repoRoot, 'scripts', 'lib', 'cluster-players.mjs')
  )) as ClusterPlayersLib;
}
