import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameState, PlayResult, RoundView, SeedsView } from '../api-types';
import type { GameKind } from '../engine';
import { ApiError, GameApi } from './api';
import { GameContext, type GameContextValue } from './context';
import { money } from './format';
import { languageOf, translate, type Language, type TextKey } from './i18n';
import { postToSite } from './messages';
import { FitToFrame } from './ui/fit-to-frame';

// Each game is a chunk of its own, named `<kind>-game.<hash>.js` so that the server can tell the
// page which one to preload for a session's game (server/page.ts).
const GAME_CHUNKS = {
  slot: () => import(/* webpackChunkName: "slot-game" */ './games/slot-game'),
  roulette: () => import(/* webpackChunkName: "roulette-game" */ './games/roulette-game'),
  crash: () => import(/* webpackChunkName: "crash-game" */ './games/crash-game'),
  baccarat: () => import(/* webpackChunkName: "baccarat-game" */ './games/baccarat-game'),
  blackjack: () => import(/* webpackChunkName: "blackjack-game" */ './games/blackjack-game'),
  holdem: () => import(/* webpackChunkName: "holdem-game" */ './games/holdem-game'),
  wheel: () => import(/* webpackChunkName: "wheel-game" */ './games/wheel-game'),
  bingo: () => import(/* webpackChunkName: "bingo-game" */ './games/bingo-game'),
} satisfies Record<GameKind, () => Promise<unknown>>;

/** Starts loading a game's code before its state is drawn (a chunk is fetched once). */
export function preloadGame(kind: GameKind): void {
  void GAME_CHUNKS[kind]().catch(() => undefined);
}

// The rules and the fairness panel open on a tap: their code (the verifier carries every engine)
// is not part of what the game needs to start.
const RulesPanel = lazy(() =>
  import(/* webpackChunkName: "rules-panel" */ './rules-panel').then((m) => ({
    default: m.RulesPanel,
  })),
);
const FairnessPanel = lazy(() =>
  import(/* webpackChunkName: "fairness-panel" */ './fairness/fairness-panel').then((m) => ({
    default: m.FairnessPanel,
  })),
);

const SlotGame = lazy(GAME_CHUNKS.slot);
const RouletteGame = lazy(GAME_CHUNKS.roulette);
const CrashGame = lazy(GAME_CHUNKS.crash);
const BaccaratGame = lazy(GAME_CHUNKS.baccarat);
const BlackjackGame = lazy(GAME_CHUNKS.blackjack);
const HoldemGame = lazy(GAME_CHUNKS.holdem);
const WheelGame = lazy(GAME_CHUNKS.wheel);
const BingoGame = lazy(GAME_CHUNKS.bingo);

const HISTORY_SIZE = 10;

type Panel = 'none' | 'rules' | 'fairness';

/**
 * The game page: loads the session's state, then the game, its balance, rules and fairness.
 * `initial` is the state the server wrote into the page with it (no call to wait for); without
 * it, or on a retry, the state is asked for.
 */
export function GameApp({ session, initial }: { session: string; initial?: GameState }) {
  const language = useRef<Language>(initial?.language ?? languageOf(document.documentElement.lang));
  const api = useMemo(() => new GameApi(session, () => language.current), [session]);
  const [state, setState] = useState<GameState | null>(initial ?? null);
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
  useEffect(() => {
    if (initial === undefined) load();
  }, [load, initial]);

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
        <Suspense fallback={null}>
          {panel === 'rules' && <RulesPanel onClose={() => setPanel('none')} />}
          {panel === 'fairness' && <FairnessPanel onClose={() => setPanel('none')} />}
        </Suspense>
      </div>
    </GameContext.Provider>
  );
}
