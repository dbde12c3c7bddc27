import { useCallback, useEffect, useRef, useState } from 'react';
import type { CrashStarted, CrashStatus } from '../../api-types';
import { crashVariantOf, crashWinMinor, multiplierX100At, type CrashTheme } from '../../engine';
import { useGame } from '../context';
import { money, multiplier } from '../format';
import { History } from '../ui/history';
import { GameStake } from '../ui/game-stake';
import { stakeLadder } from '../ui/stake-selector';

/**
 * Aviator Crash. Bet starts a round; the multiplier climbs on the curve e^(0.00006·ms) from the
 * moment the server started it. The screen draws the curve locally and asks the server where the
 * round stands several times a second; Cash out asks the server, whose own clock decides — the
 * number on screen is only a picture of the server's curve.
 */
const POLL_MS = 300;
const VIEW_W = 400;
const VIEW_H = 220;

type Phase = 'idle' | 'starting' | 'flying' | 'cashing' | 'over';

interface Round {
  roundId: string;
  stakeMinor: number;
}

/** Each variant's craft at the head of the curve (engine/variants.ts › theme). */
const CRAFT: Record<CrashTheme, string> = {
  plane: 'M-22,-4 L6,-6 L14,-14 L18,-14 L14,-4 L22,-2 L14,2 L4,4 L-8,14 L-12,14 L-6,4 L-22,2 Z',
  rocket: 'M-20,-6 L8,-6 Q22,0 8,6 L-20,6 L-26,14 L-22,0 L-26,-14 Z',
  tv: 'M-18,-12 L18,-12 L18,10 L-18,10 Z M-6,10 L-10,16 M6,10 L10,16',
  virtual: 'M0,-16 L16,0 L0,16 L-16,0 Z',
};

/** The curve as an SVG path up to `ms`, scaled so that it always fills the view. */
function curvePath(ms: number, pace: number): { d: string; x: number; y: number } {
  const span = Math.max(ms, (8000 * 0.00006) / pace);
  const top = Math.max(multiplierX100At(ms, pace) / 100, 2);
  const points: string[] = [];
  let x = 0;
  let y = VIEW_H;
  for (let i = 0; i <= 40; i += 1) {
    const t = (ms * i) / 40;
    x = (t / span) * (VIEW_W - 30);
    y = VIEW_H - ((Math.exp(pace * t) - 1) / (top - 1)) * (VIEW_H - 30);
    points.push(`${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return { d: points.join(' '), x, y };
}

export default function CrashGame() {
  const game = useGame();
  const { state, t, language } = game;
  const variant = crashVariantOf(state.game.code);
  const pace = variant.terms.growthPerMs;
  const options = stakeLadder(state.minStakeMinor, state.maxStakeMinor);
  const [stake, setStake] = useState(() => options.find((v) => v >= 1000) ?? options[0] ?? 0);
  // A round still in the air when the page (re)loads resumes where the server's curve is.
  const [phase, setPhase] = useState<Phase>(state.crash ? 'flying' : 'idle');
  const [round, setRound] = useState<Round | null>(state.crash);
  /** performance.now() at which the server's curve was at 0 ms. */
  const zero = useRef(performance.now() - (state.crash?.elapsedMs ?? 0));
  const [over, setOver] = useState<Extract<CrashStatus, { state: 'over' }> | null>(null);
  const [message, setMessage] = useState('');
  const display = useRef<HTMLSpanElement>(null);
  const path = useRef<SVGPathElement>(null);
  const plane = useRef<SVGGElement>(null);
  const cashLabel = useRef<HTMLSpanElement>(null);

  // Seeds cannot change while a round is in the air.
  const { setBusy, onResult } = game;
  useEffect(() => setBusy(phase !== 'idle' && phase !== 'over'), [phase, setBusy]);

  const finish = useCallback(
    (status: Extract<CrashStatus, { state: 'over' }>) => {
      setOver(status);
      setPhase('over');
      onResult(status.result);
    },
    [onResult],
  );

  // The picture: every frame, the curve at the time since the server started the round.
  useEffect(() => {
    if (phase !== 'flying' && phase !== 'cashing') return;
    if (!round) return;
    let frame = 0;
    const draw = () => {
      const ms = performance.now() - zero.current;
      const x100 = multiplierX100At(ms, pace);
      if (display.current) display.current.textContent = multiplier(x100, language);
      if (cashLabel.current)
        cashLabel.current.textContent = money(crashWinMinor(round.stakeMinor, x100));
      const curve = curvePath(ms, pace);
      path.current?.setAttribute('d', curve.d);
      plane.current?.setAttribute('transform', `translate(${curve.x} ${curve.y})`);
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [phase, round, language, pace]);

  // The truth: the server's status, polled while the plane flies.
  useEffect(() => {
    if (phase !== 'flying' || !round) return;
    let stopped = false;
    const poll = async () => {
      try {
        const status = await game.api.get<CrashStatus>(`crash/${round.roundId}`);
        if (stopped) return;
        if (status.state === 'over') return finish(status);
        // Keep the picture on the server's clock.
        zero.current = performance.now() - status.elapsedMs;
      } catch (error) {
        if (!stopped) setMessage(game.onError(error));
      }
    };
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [phase, round, game, finish]);

  const start = async () => {
    setPhase('starting');
    setOver(null);
    setMessage('');
    try {
      const started = await game.api.post<CrashStarted>('crash/start', { stakeMinor: stake });
      game.onSeeds(started.seeds);
      game.takeStake(stake);
      zero.current = performance.now() - started.elapsedMs;
      path.current?.setAttribute('d', `M0,${VIEW_H}`);
      setRound({ roundId: started.roundId, stakeMinor: started.stakeMinor });
      setPhase('flying');
    } catch (error) {
      setMessage(game.onError(error));
      setPhase('idle');
    }
  };

  const cashOut = async () => {
    if (!round) return;
    setPhase('cashing');
    try {
      finish(
        await game.api.post<CrashStatus & { state: 'over' }>('crash/cashout', {
          roundId: round.roundId,
        }),
      );
    } catch (error) {
      setMessage(game.onError(error));
      setPhase('flying');
    }
  };

  const flying = phase === 'flying' || phase === 'cashing';
  const crashed = over && over.cashOutX100 === null;
  return (
    <main className={`crash crash--${variant.theme}`}>
      <div
        className={`crash__sky ${crashed ? 'crash__sky--crashed' : ''} ${over && !crashed ? 'crash__sky--won' : ''}`}
      >
        <svg className="crash__graph" viewBox={`0 0 ${VIEW_W} ${VIEW_H}`} aria-hidden="true">
          {/* Drawn by the animation frame; the last flight stays until the next bet. */}
          <path ref={path} className="crash__curve" />
          <g ref={plane} className={`crash__plane ${flying ? '' : 'crash__plane--hidden'}`}>
            <path d={CRAFT[variant.theme]} />
          </g>
        </svg>
        <div className="crash__readout" aria-live="polite" role="status">
          {flying ? (
            <span ref={display} className="crash__multiplier">
              {multiplier(100, language)}
            </span>
          ) : over ? (
            <>
              <span
                className={`crash__multiplier ${crashed ? 'crash__multiplier--lost' : 'crash__multiplier--won'}`}
              >
                {multiplier(crashed ? over.crashX100 : (over.cashOutX100 ?? 100), language)}
              </span>
              <span className="crash__note">
                {crashed
                  ? t('flewAway', { x: multiplier(over.crashX100, language) })
                  : t('cashedOut', {
                      x: multiplier(over.cashOutX100 ?? 100, language),
                      amount: money(over.result.round.winMinor),
                    })}
              </span>
            </>
          ) : (
            <span className="crash__note">{t('waiting')}</span>
          )}
          {message && <span className="result__error">{message}</span>}
        </div>
      </div>

      <div className="controls">
        <GameStake
          value={stake}
          options={options}
          onChange={setStake}
          disabled={phase !== 'idle' && phase !== 'over'}
        />
        {flying ? (
          <button
            type="button"
            className="button button--cashout button--spin"
            onClick={() => void cashOut()}
            disabled={phase === 'cashing'}
          >
            {t('cashOut', { amount: '' })}
            <span ref={cashLabel} className="button__amount" />
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary button--spin"
            onClick={() => void start()}
            disabled={phase === 'starting'}
          >
            {t('bet')}
          </button>
        )}
      </div>
      <History kind="crash" />
    </main>
  );
}
