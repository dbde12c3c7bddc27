import { useEffect, useMemo, useState } from 'react';
import type { RoundVerification } from '../api-types';
import { GameApi } from './api';
import { VerifyView } from './fairness/verify-view';
import { languageOf, translate } from './i18n';

/**
 * /provider/games/verify/:roundId — the public verification of one round (the operator's game
 * history links here): no session, the round id is the key.
 */
export function VerifyPage({ roundId }: { roundId: string }) {
  const language = languageOf(navigator.language?.slice(0, 2));
  const api = useMemo(() => new GameApi(null, () => language), [language]);
  const [verification, setVerification] = useState<RoundVerification | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api
      .get<RoundVerification>(`rounds/${roundId}`)
      .then(setVerification)
      .catch(() => setFailed(true));
  }, [api, roundId]);
  return (
    <main className="screen verify-page">
      <h1 className="verify-page__title">{translate(language, 'verifyTitle')}</h1>
      {failed ? (
        <p role="alert">{translate(language, 'errorGeneric')}</p>
      ) : verification ? (
        <VerifyView verification={verification} language={language} />
      ) : (
        <p aria-busy="true">{translate(language, 'loading')}</p>
      )}
    </main>
  );
}
