import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameState, PlayResult, RoundView, SeedsView } from '../api-types';
import { ApiError, GameApi } from './api';
import { GameContext, type GameContextValue } from './context';
import { FairnessPanel } from './fairness/fairness-panel';
import { money } from './format';
import { languageOf, translate, type Language, type TextKey } from './i18n';
import { postToSite } from './messages';
import { RulesPanel } from './rules-panel';
import { FitToFrame } from './ui/fit-to-frame';

const SlotGame = lazy(() => import('./games/slot-game'));
const RouletteGame = lazy(() => import('./games/roulette-game'));
const CrashGame = lazy(() => import('./games/crash-game'));
const BaccaratGame = lazy(() => import('./games/baccarat-game'));
const BlackjackGame = lazy(() => import('./games/blackjack-game'));
const HoldemGame = lazy(() => import('./games/holdem-game'));
const WheelGame = lazy(() => import('./games/wheel-game'));
const BingoGame = lazy(() => import('./games/bingo-game'));

const HISTORY_SIZE = 10;

type Panel = 'none' | 'rules' | 'fairness';

/** The game page: loads the session's state, then the game, its balance, rules and fairness. */
export function GameApp({ session }: { session: string }) {
  const language = useRef<Language>(languageOf(document.documentElement.lang));
  const api = useMemo(() => new GameApi(session, () => language.current), [session]);
  const [state, setState] = useState<GameState | null>(null);
  const [failure, setFailure] = useState<'expired' | 'error' | null>(null);

  const load = useCallback(() => {
    setFailure(null);
    api
      .get<GameState>('state')
      .then((loaded) => {
        language.current = loaded.language;
        setState(loaded);
      })
      .catch((error: unknown) =>
        setFailure(
          error instanceof ApiError && error.code === 'session_expired' ? 'expired' : 'error',
        ),
      );
  }, [api]);
  useEffect(load, [load]);

  const t = (key: TextKey, values?: Record<string, string | number>) =>
    translate(language.current, key, values);

  if (failure === 'expired') return <Expired lobbyUrl={state?.lobbyUrl ?? '/'} t={t} />;
  if (failure === 'error') {
    return (
      <main className="screen screen--center">
        <p>{t('errorGeneric')}</p>
        <button type="button" className="button" onClick={load}>
          {t('retry')}
        </button>
      </main>
    );
  }
  if (!state) {
    return (
      <main className="screen screen--center" aria-busy="true">
        <p className="loading">{t('loading')}</p>
      </main>
    );
  }
  return <LoadedGame api={api} initial={state} onExpired={() => setFailure('expired')} />;
}

function Expired({ lobbyUrl, t }: { lobbyUrl: string; t: GameContextValue['t'] }) {
  useEffect(() => {
    // spec §4: the provider's reload command restarts the game.
    postToSite('reload', lobbyUrl);
  }, [lobbyUrl]);
  return (
    <main className="screen screen--center" role="alert">
      <p>{t('sessionExpired')}</p>
      {window.parent === window && (
        <a className="button" href={lobbyUrl}>
          {t('backToLobby')}
        </a>
      )}
    </main>
  );
}

function LoadedGame(props: { api: GameApi; initial: GameState; onExpired: () => void }) {
  const { api, initial, onExpired } = props;
  const language = initial.language;
  const [balanceMinor, setBalance] = useState<number | null>(initial.balanceMinor);
  const [history, setHistory] = useState<RoundView[]>(initial.history);
  const [seeds, setSeeds] = useState<SeedsView>(initial.seeds);
  const [panel, setPanel] = useState<Panel>('none');
  const [busy, setBusy] = useState(false);

  const t = useCallback(
    (key: TextKey, values?: Record<string, string | number>) => translate(language, key, values),
    [language],
  );

  const onResult = useCallback((result: PlayResult) => {
    if (result.balanceMinor !== null) setBalance(result.balanceMinor);
    setSeeds(result.seeds);
    setHistory((previous) => [result.round, ...previous].slice(0, HISTORY_SIZE));
  }, []);

  const onError = useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError) {
        if (error.code === 'session_expired') onExpired();
        if (typeof error.data.balanceMinor === 'number') setBalance(error.data.balanceMinor);
        if (error.message) return error.message;
      }
      return t('errorGeneric');
    },
    [onExpired, t],
  );

  const context: GameContextValue = {
    api,
    state: { ...initial, seeds, history },
    language,
    t,
    balanceMinor,
    takeStake: (stake) => setBalance((b) => (b === null ? b : b - stake)),
    onResult,
    onSeeds: setSeeds,
    onError,
    busy,
    setBusy,
  };

  const game = initial.game.kind;
  return (
    <GameContext.Provider value={context}>
      <div className={`screen screen--play screen--${game}`}>
        <header className="topbar">
          <button
            type="button"
            className="topbar__exit"
            onClick={() => postToSite('exit', initial.lobbyUrl)}
          >
            <span aria-hidden="true">←</span> {t('exit')}
          </button>
          <h1 className="topbar__title">{initial.game.name}</h1>
          <div className="topbar__balance" aria-live="polite">
            <span className="topbar__balance-label">{t('balance')}</span>
            <strong data-testid="balance">
              {balanceMinor === null ? '—' : money(balanceMinor)}
            </strong>
          </div>
          <div className="topbar__actions">
            <button
              type="button"
              className="icon-button"
              aria-label={t('rules')}
              onClick={() => setPanel('rules')}
            >
              i
            </button>
            <button
              type="button"
              className="icon-button icon-button--shield"
              aria-label={t('fairness')}
              onClick={() => setPanel('fairness')}
            >
              ✓
            </button>
          </div>
        </header>
        <FitToFrame>
          <Suspense fallback={<div className="game-placeholder" aria-busy="true" />}>
            {game === 'slot' && <SlotGame />}
            {game === 'roulette' && <RouletteGame />}
            {game === 'crash' && <CrashGame />}
            {game === 'baccarat' && <BaccaratGame />}
            {game === 'blackjack' && <BlackjackGame />}
            {game === 'holdem' && <HoldemGame />}
            {game === 'wheel' && <WheelGame />}
            {game === 'bingo' && <BingoGame />}
          </Suspense>
        </FitToFrame>
        {panel === 'rules' && <RulesPanel onClose={() => setPanel('none')} />}
        {panel === 'fairness' && <FairnessPanel onClose={() => setPanel('none')} />}
      </div>
    </GameContext.Provider>
  );
}
