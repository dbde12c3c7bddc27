import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { INITIAL_STATE_ID, type GameState } from '../api-types';
import { GameApp, preloadGame } from './app';
import './styles.css';
import './tables.css';
import './bingo.css';

/**
 * The session's state as the server wrote it into the play page (a JSON data block, never run:
 * the page's policy allows no inline script), or undefined — then the app asks for it.
 */
function initialState(): GameState | undefined {
  const text = document.getElementById(INITIAL_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as GameState;
  } catch {
    return undefined;
  }
}

/** A round's public proof: its own page, not part of a game's start. */
const VerifyPage = lazy(() =>
  import(/* webpackChunkName: "verify-page" */ './verify-page').then((m) => ({
    default: m.VerifyPage,
  })),
);

/** /provider/games/play/:session → the game; /provider/games/verify/:roundId → a round's proof. */
function route(pathname: string) {
  const play = /\/play\/([0-9a-f]{64})$/.exec(pathname);
  if (play?.[1]) {
    const initial = initialState();
    // The game's own code is fetched now, beside the first render, not after it.
    if (initial) preloadGame(initial.game.kind);
    return <GameApp session={play[1]} initial={initial} />;
  }
  const verify = /\/verify\/([0-9a-f-]{36})$/.exec(pathname);
  if (verify?.[1]) {
    return (
      <Suspense fallback={null}>
        <VerifyPage roundId={verify[1]} />
      </Suspense>
    );
  }
  return <GameApp session={''} />;
}

const root = document.getElementById('root');
if (root) createRoot(root).render(route(window.location.pathname));
