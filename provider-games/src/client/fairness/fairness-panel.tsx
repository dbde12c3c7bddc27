import { useState } from 'react';
import type { RotateResult, RoundVerification, SeedsView } from '../../api-types';
import { useGame } from '../context';
import { money } from '../format';
import { Dialog } from '../ui/dialog';
import { describeOutcome, VerifyView } from './verify-view';

const CLIENT_SEED = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * The Fairness view: the server seed's hash before play, the editable client seed, the next
 * nonce, rotation (which reveals the seed in use), and a recomputation of any past round.
 */
export function FairnessPanel({ onClose }: { onClose: () => void }) {
  const game = useGame();
  const { state, t, language, busy } = game;
  const seeds: SeedsView = state.seeds;
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed);
  const [note, setNote] = useState('');
  const [revealed, setRevealed] = useState<RotateResult['revealed'] | null>(null);
  const [verifying, setVerifying] = useState<RoundVerification | null>(null);
  const valid = CLIENT_SEED.test(clientSeed);

  const saveSeed = async () => {
    try {
      game.onSeeds(await game.api.post<SeedsView>('seeds/client', { clientSeed }));
      setNote(t('saved'));
    } catch (error) {
      setNote(game.onError(error));
    }
  };

  const rotate = async () => {
    try {
      const result = await game.api.post<RotateResult>('seeds/rotate');
      game.onSeeds(result.seeds);
      setRevealed(result.revealed);
      setNote('');
    } catch (error) {
      setNote(game.onError(error));
    }
  };

  const verify = async (roundId: string) => {
    try {
      setVerifying(await game.api.get<RoundVerification>(`rounds/${roundId}`));
    } catch (error) {
      setNote(game.onError(error));
    }
  };

  if (verifying) {
    return (
      <Dialog title={t('verifyTitle')} closeLabel={t('close')} onClose={() => setVerifying(null)}>
        <VerifyView verification={verifying} language={language} />
      </Dialog>
    );
  }

  return (
    <Dialog title={t('fairnessTitle')} closeLabel={t('close')} onClose={onClose}>
      <p className="fairness__intro">{t('fairnessIntro')}</p>
      <dl className="fairness__seeds">
        <dt>{t('serverSeedHash')}</dt>
        <dd className="mono" data-testid="server-seed-hash">
          {seeds.serverSeedHash}
        </dd>
        <dt>{t('nextNonce')}</dt>
        <dd className="mono">{seeds.nextNonce}</dd>
      </dl>
      <form
        className="fairness__client"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !busy) void saveSeed();
        }}
      >
        <label htmlFor="client-seed">{t('clientSeed')}</label>
        <div className="fairness__row">
          <input
            id="client-seed"
            className="input mono"
            value={clientSeed}
            maxLength={64}
            aria-invalid={!valid}
            aria-describedby="client-seed-rule"
            onChange={(event) => setClientSeed(event.target.value)}
          />
          <button
            type="submit"
            className="button"
            disabled={!valid || busy || clientSeed === seeds.clientSeed}
          >
            {t('save')}
          </button>
        </div>
        <small id="client-seed-rule" className={valid ? 'hint' : 'hint hint--error'}>
          {t('clientSeedInvalid')}
        </small>
      </form>
      <button
        type="button"
        className="button button--wide"
        onClick={() => void rotate()}
        disabled={busy}
      >
        {t('rotate')}
      </button>
      {note && (
        <p className="fairness__note" role="status">
          {note}
        </p>
      )}
      {revealed && (
        <div className="fairness__revealed" role="status">
          <strong>{t('revealed')}</strong>
          <p className="mono">{revealed.serverSeed}</p>
          <small>
            SHA-256: <span className="mono">{revealed.serverSeedHash}</span> ·{' '}
            {t('revealedFor', { nonces: revealed.nonces })}
          </small>
        </div>
      )}
      <h3 className="fairness__subtitle">{t('lastResults')}</h3>
      {state.history.length === 0 ? (
        <p>{t('noResults')}</p>
      ) : (
        <ul className="fairness__rounds">
          {state.history.map((round) => (
            <li key={round.roundId}>
              <span className="mono">#{round.nonce}</span>
              <span>{describeOutcome(round.outcome, language, round.wager)}</span>
              <span>
                {money(round.stakeMinor)} → {money(round.winMinor)}
              </span>
              <button
                type="button"
                className="button button--small"
                onClick={() => void verify(round.roundId)}
              >
                {t('verify')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
