import { FormattedMessage, useIntl } from 'react-intl';
import { Panel } from '../../components/panel';
import type { BackofficePlayerProfile } from '@oyna/contracts';
import { dayText, money, when } from '../../lib/format';

/** Who the player is (personal data as the api masks it for the role) and their balances. */
export function ProfileFacts({ profile }: { profile: BackofficePlayerProfile }) {
  const intl = useIntl();
  const { player, balance } = profile;
  const yes = intl.formatMessage({ id: 'bo.players.yes' });
  const no = intl.formatMessage({ id: 'bo.players.no' });
  const facts: [FormatjsIntl.Message['ids'], string][] = [
    ['bo.players.name', `${player.name} ${player.surname}`],
    ['bo.players.usercode', player.usercode],
    ['bo.players.email', player.email],
    ['bo.players.phone', player.phone],
    ['bo.players.personalNo', player.personalNo],
    ['bo.players.birthDate', player.birthDate ? dayText(intl, player.birthDate.slice(0, 10)) : '—'],
    ['bo.players.smsVerified', player.smsVerified ? yes : no],
    ['bo.players.registered', when(intl, player.createdAt)],
    ['bo.players.openSessions', intl.formatNumber(profile.openSessions)],
  ];
  return (
    <div className="bo-profile__facts">
      <Panel id="bo-facts-title" title="bo.players.details">
        <dl className="bo-dl">
          {facts.map(([label, value]) => (
            <div key={label} className="bo-dl__row">
              <dt>
                <FormattedMessage id={label} />
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {profile.masked ? (
          <p className="bo-dim bo-small">
            <FormattedMessage id="bo.players.masked" />
          </p>
        ) : null}
      </Panel>
      <Panel id="bo-balance-title" title="bo.players.balance">
        <dl className="bo-balances">
          {(['total', 'cash', 'bonus'] as const).map((k) => (
            <div key={k} className="bo-balances__item">
              <dt>
                <FormattedMessage id={`bo.players.balance.${k}`} />
              </dt>
              <dd data-testid={`bo-balance-${k}`}>{money(intl, balance[k])}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <ProtectionFacts protection={profile.protection} />
    </div>
  );
}

/** Player protection as it stands: read-only here (a break or an exclusion is the player's). */
function ProtectionFacts({ protection }: { protection: BackofficePlayerProfile['protection'] }) {
  const intl = useIntl();
  const limits = protection.depositLimits.filter((l) => l.amount !== null || l.pending !== null);
  return (
    <Panel id="bo-protection-title" title="bo.players.protection">
      <dl className="bo-dl">
        <div className="bo-dl__row">
          <dt>
            <FormattedMessage id="bo.players.block" />
          </dt>
          <dd>
            {protection.block ? (
              <>
                <FormattedMessage
                  id={`bo.players.block.${protection.block.kind}`}
                  values={{ until: when(intl, protection.block.until) }}
                />
                {protection.block.endRequestedAt ? (
                  <span className="bo-protection__limit bo-dim">
                    <FormattedMessage
                      id="bo.players.block.endRequested"
                      values={{ at: when(intl, protection.block.endRequestedAt) }}
                    />
                  </span>
                ) : null}
              </>
            ) : (
              <FormattedMessage id="bo.players.none" />
            )}
          </dd>
        </div>
        <div className="bo-dl__row">
          <dt>
            <FormattedMessage id="bo.players.depositLimits" />
          </dt>
          <dd>
            {limits.length === 0 ? (
              <FormattedMessage id="bo.players.none" />
            ) : (
              limits.map((l) => (
                <span key={l.period} className="bo-protection__limit">
                  <FormattedMessage id={`bo.players.period.${l.period}`} />
                  {': '}
                  {l.amount === null ? '—' : money(intl, l.amount)}
                  {l.pending !== null ? (
                    <FormattedMessage
                      id="bo.players.limitPending"
                      values={{ amount: money(intl, l.pending) }}
                    />
                  ) : null}
                </span>
              ))
            )}
          </dd>
        </div>
        <div className="bo-dl__row">
          <dt>
            <FormattedMessage id="bo.players.realityCheck" />
          </dt>
          <dd>
            {protection.realityCheckMinutes === null ? (
              <FormattedMessage id="bo.players.none" />
            ) : (
              <FormattedMessage
                id="bo.players.minutes"
                values={{ minutes: protection.realityCheckMinutes }}
              />
            )}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
