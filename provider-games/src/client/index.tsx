import { createRoot } from 'react-dom/client';
import { GameApp } from './app';
import { VerifyPage } from './verify-page';
import './styles.css';
import './tables.css';
import './bingo.css';

/** /provider/games/play/:session → the game; /provider/games/verify/:roundId → a round's proof. */
function route(pathname: string) {
  const play = /\/play\/([0-9a-f]{64})$/.exec(pathname);
  if (play?.[1]) return <GameApp session={play[1]} />;
  const verify = /\/verify\/([0-9a-f-]{36})$/.exec(pathname);
  if (verify?.[1]) return <VerifyPage roundId={verify[1]} />;
  return <GameApp session={''} />;
}

const root = document.getElementById('root');
if (root) createRoot(root).render(route(window.location.pathname));
