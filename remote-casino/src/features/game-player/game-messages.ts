import { isGameMessage, type GameMessageCommand } from '@oyna/contracts';

/**
 * spec §4 Messages from the game: a message counts only when it comes from the frame's own window
 * and from the exact origin the launch URL named (ASVS §3.5.5); everything else is ignored.
 */
export function acceptGameMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; source: unknown },
): GameMessageCommand | null {
  if (event.origin !== expected.origin) return null;
  if (!expected.source || event.source !== expected.source) return null;
  return isGameMessage(event.data) ? event.data.command : null;
}

/** The origin a launch URL names (relative URLs are the site's own). */
export function originOf(url: string | null, base: string): string {
  if (!url) return new URL(base).origin;
  try {
    return new URL(url, base).origin;
  } catch {
    return '';
  }
}
