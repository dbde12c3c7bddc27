import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}

/** The token of a negotiate or socket request: `access_token` (browsers) or the bearer header. */
export function tokenOf(url: URL, authorization: string | undefined): string | undefined {
  return url.searchParams.get('access_token') || bearerOf(authorization);
}

/** Answers an upgrade request with a plain HTTP refusal and closes the socket. */
export function refuse(socket: Duplex, status: number, reason: string, extra = ''): void {
  if (socket.destroyed) return;
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\n${extra}` +
      `Content-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  );
}

/** The peer's address when no proxy is trusted (the plugin passes one that honours TRUST_PROXY). */
export const peerAddress = (request: IncomingMessage): string => request.socket.remoteAddress ?? '';

/** Counts up or down; a key at zero leaves the map. */
function adjust<K>(counts: Map<K, number>, key: K, by: number): void {
  const n = (counts.get(key) ?? 0) + by;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}

/**
 * One replica's socket caps: the sockets held or being opened per player and per address
 * (NOTIFY_MAX_SOCKETS_PER_PLAYER, NOTIFY_MAX_SOCKETS_PER_ADDRESS), and visitors' sports sockets
 * per address (SPORTS_ANON_SOCKETS_PER_ADDRESS).
 */
export class SocketCaps {
  private readonly players = new Map<number, number>();
  private readonly addresses = new Map<string, number>();
  private readonly anonymous = new Map<string, number>();

  constructor(private readonly max: { perPlayer: number; perAddress: number }) {}

  /** A full address is refused before its token costs a session lookup. */
  addressFull(address: string): boolean {
    return (this.addresses.get(address) ?? 0) >= this.max.perAddress;
  }

  anonymousFull(address: string, perAddress: number): boolean {
    return (this.anonymous.get(address) ?? 0) >= perAddress;
  }

  /**
   * Checks and reserves in one synchronous step, so that a parallel burst of upgrades cannot all
   * pass the check before any of them is counted (house rule: atomic check-then-act). Returns
   * the release, or null when a cap is reached. A visitor's socket (no player) counts only
   * towards its address.
   */
  reserve(playerId: number | undefined, address: string): (() => void) | null {
    if (playerId !== undefined && (this.players.get(playerId) ?? 0) >= this.max.perPlayer) {
      return null;
    }
    if (this.addressFull(address)) return null;
    if (playerId !== undefined) adjust(this.players, playerId, 1);
    adjust(this.addresses, address, 1);
    return () => {
      if (playerId !== undefined) adjust(this.players, playerId, -1);
      adjust(this.addresses, address, -1);
    };
  }

  /** A visitor's sports socket opened (+1) or closed (−1) at this address. */
  countAnonymous(address: string, by: 1 | -1): void {
    adjust(this.anonymous, address, by);
  }

  /** Sockets held (or being opened) on this replica by a player and by an address. */
  heldBy(who: { playerId?: number; address?: string }): number {
    if (who.playerId !== undefined) return this.players.get(who.playerId) ?? 0;
    return this.addresses.get(who.address ?? '') ?? 0;
  }
}
