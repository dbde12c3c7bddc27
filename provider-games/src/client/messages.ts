import { gameMessage, type GameMessageCommand } from '@oyna/contracts';

/**
 * spec §4 "Messages from the game": Exit asks the site to close the game, an expired session asks
 * it to reload. Posted to the lobby URL's origin ONLY — never '*' — so no other page that might
 * frame the game hears them. Not framed (opened on its own): Exit goes to the lobby instead.
 */
interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The parts of `window` this needs (tests pass a stand-in). */
export interface SiteWindow extends MessageTarget {
  location: { href: string; assign(url: string): void };
  parent: MessageTarget | null;
}

export function postToSite(
  command: GameMessageCommand,
  lobbyUrl: string,
  win: SiteWindow = window,
): 'posted' | 'navigated' | 'none' {
  let origin: string;
  try {
    origin = new URL(lobbyUrl, win.location.href).origin;
  } catch {
    return 'none';
  }
  if (win.parent && win.parent !== win) {
    win.parent.postMessage(gameMessage(command), origin);
    return 'posted';
  }
  if (command === 'exit') {
    win.location.assign(new URL(lobbyUrl, win.location.href).href);
    return 'navigated';
  }
  return 'none';
}
