import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { takeEvery } from 'redux-saga/effects';
import { events, NotificationType, type Notification, type StoredAuthData } from '@oyna/contracts';
import { fakeApi, ok, type FakeHandlers } from '@oyna/test-kit';
import { renderShell } from '../../test/render-shell';
import { siteOptionsLoaded } from '../../lib/bootstrap-slice';
import { localeResolved } from '../../lib/i18n/i18n-slice';
import { liveConnected, liveMessageReceived, liveReconnected } from '../../lib/live-actions';
import { sessionStarted } from '../../lib/session/session-slice';
import { formatNotificationTime } from './format-time';
import { NotificationsBell } from './notifications-bell';
import { notificationsSaga } from './notifications-saga';
import { notificationsLoaded } from './notifications-slice';

const auth = {
  token: 't',
  username: 'deniz',
  usercode: 'OY1',
  phone: '90',
  balance: 0,
} as StoredAuthData;

const item = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  title: `Başlık ${id}`,
  note: `Not ${id}`,
  type: NotificationType.System,
  timeStamp: '2026-03-07T09:05:00.000Z',
  isRead: false,
  ...over,
});

function setup(handlers: FakeHandlers = {}) {
  const made = renderShell(<NotificationsBell />, { api: fakeApi(handlers) });
  made.injector.runSagaOnce('notifications', notificationsSaga);
  return made;
}

describe('notifications bell and panel (spec §2 Notifications panel)', () => {
  it('is for players only and hidden by the HideNotification site option', () => {
    const t = setup({ getNotifications: ok([]) });
    expect(screen.queryByTestId('notifications-bell')).toBeNull();
    act(() => void t.store.dispatch(sessionStarted(auth)));
    expect(screen.getByTestId('notifications-bell')).toBeInTheDocument();
    act(() => void t.store.dispatch(siteOptionsLoaded({ hidenotification: 'true' })));
    expect(screen.queryByTestId('notifications-bell')).toBeNull();
  });

  it("loads after login with skip 0, take 100, and shows the count, '9+' at 9 or more", async () => {
    const t = setup({ getNotifications: ok([item(1), item(2)]) });
    act(() => void t.store.dispatch(sessionStarted(auth)));
    expect(await screen.findByTestId('notifications-badge')).toHaveTextContent('2');
    expect(t.api.payloadsOf('getNotifications')).toEqual([{ skip: 0, take: 100 }]);
    act(
      () =>
        void t.store.dispatch(
          notificationsLoaded(Array.from({ length: 12 }, (_, i) => item(i + 1))),
        ),
    );
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('9+');
    // spec §2: the icon shakes when the count changes.
    expect(screen.getByTestId('notifications-bell')).toHaveClass('is-shaking');
  });

  it('shows the empty state in Turkish and English', async () => {
    const t = setup({ getNotifications: ok([]) });
    act(() => void t.store.dispatch(sessionStarted(auth)));
    await userEvent.click(screen.getByTestId('notifications-bell'));
    expect(screen.getByText('Yeni bir bildiriminiz olduğunda burada göreceksiniz.')).toBeVisible();
    act(() => void t.store.dispatch(localeResolved('en')));
    expect(
      screen.getByText('When you have a new notification, you will see it here.'),
    ).toBeVisible();
  });

  it('lists icon, title, note, time and unread dot; opening shows the detail and marks it read once the server agrees', async () => {
    let answerRead: () => void = () => undefined;
    const t = setup({
      readNotification: () => new Promise((resolve) => (answerRead = () => resolve(ok(null)))),
      getNotifications: ok([
        item(3, { type: NotificationType.Bonus }),
        item(2, { type: NotificationType.Deposit }),
        item(1, { type: NotificationType.Withdraw, isRead: true }),
      ]),
    });
    act(() => void t.store.dispatch(sessionStarted(auth)));
    await screen.findByTestId('notifications-badge');
    await userEvent.click(screen.getByTestId('notifications-bell'));
    const rows = screen.getAllByTestId('notification-row');
    expect(rows.map((r) => r.querySelector('svg')?.getAttribute('data-icon'))).toEqual([
      'giftbox',
      'arrow-up',
      'down-arrow',
    ]);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Başlık 3')).toBeVisible();
    expect(first.getByText('Not 3')).toBeVisible();
    expect(first.getByText(formatNotificationTime('2026-03-07T09:05:00.000Z'))).toBeVisible();
    expect(first.getByRole('img', { name: 'Okunmadı' })).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).queryByRole('img')).toBeNull();

    await userEvent.click(rows[0] as HTMLElement);
    expect(t.api.payloadsOf('readNotification')).toEqual([{ id: 3 }]);
    expect(screen.getByRole('button', { name: 'Geri' })).toBeVisible();
    // Still unread until the server reports success.
    expect(t.store.getState().notifications.items[0]?.isRead).toBe(false);
    await act(async () => answerRead());
    expect(t.store.getState().notifications.items[0]?.isRead).toBe(true);
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Geri' }));
    expect(screen.getByText('Başlık 2')).toBeVisible();
  });

  it('adds a live Notification at the top', async () => {
    const t = setup({ getNotifications: ok([item(1)]) });
    act(() => void t.store.dispatch(sessionStarted(auth)));
    await screen.findByTestId('notifications-badge');
    act(
      () =>
        void t.store.dispatch(
          liveMessageReceived({ cmd: 'Notification', message: JSON.stringify(item(9)) }),
        ),
    );
    expect(t.store.getState().notifications.items.map((n) => n.id)).toEqual([9, 1]);
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('2');
  });

  it('shows each notification in the language on screen, also after switching, and old ones as written', async () => {
    const texts = {
      tr: { title: 'Deneme bonusu', note: '50,00 ₺ deneme bonusu hesabınıza eklendi.' },
      en: {
        title: 'Trial bonus',
        note: 'A trial bonus of 50,00 ₺ has been added to your account.',
      },
    };
    const t = setup({
      getNotifications: ok([
        item(2, { title: texts.tr.title, note: texts.tr.note, texts }),
        item(1, { title: 'Eski bildirim', note: 'Türkçe yazıldı' }),
      ]),
    });
    act(() => void t.store.dispatch(sessionStarted(auth)));
    await screen.findByTestId('notifications-badge');
    await userEvent.click(screen.getByTestId('notifications-bell'));
    expect(screen.getByText('Deneme bonusu')).toBeVisible();
    act(() => void t.store.dispatch(localeResolved('en')));
    const [bonus, old] = screen.getAllByTestId('notification-row') as HTMLElement[];
    expect(within(bonus as HTMLElement).getByText('Trial bonus')).toBeVisible();
    expect(within(bonus as HTMLElement).getByText(texts.en.note)).toBeVisible();
    expect(within(old as HTMLElement).getByText('Eski bildirim')).toBeVisible();
    // A live one carries its texts too.
    act(
      () =>
        void t.store.dispatch(
          liveMessageReceived({
            cmd: 'Notification',
            message: JSON.stringify(
              item(9, {
                title: 'Bakım',
                note: 'Gece',
                texts: {
                  tr: { title: 'Bakım', note: 'Gece' },
                  en: { title: 'Maintenance', note: 'Tonight' },
                },
              }),
            ),
          }),
        ),
    );
    expect(screen.getByText('Maintenance')).toBeVisible();
    await userEvent.click(screen.getByText('Maintenance'));
    expect(screen.getByRole('heading', { name: 'Maintenance' })).toBeVisible();
  });

  it('when the channel comes up, announces what was sent while it was down, once', async () => {
    let list = [item(1)];
    const t = setup({ getNotifications: () => ok(list) });
    const toasts: string[] = [];
    t.injector.runSagaOnce('toasts-seen', function* spy() {
      yield takeEvery(events.toast.type, (a: ReturnType<typeof events.toast>) => {
        toasts.push(a.payload.message);
      });
    });
    act(() => void t.store.dispatch(sessionStarted(auth)));
    await screen.findByTestId('notifications-badge');
    // Sent before the channel was up (the page was still settling): one unread, one read.
    list = [item(3), item(2, { isRead: true }), item(1)];
    act(() => void t.store.dispatch(liveConnected()));
    await screen.findByText('2', { selector: '[data-testid="notifications-badge"]' });
    expect(toasts).toEqual(['Başlık 3']);
    // A reconnect with nothing new announces nothing again.
    act(() => void t.store.dispatch(liveReconnected()));
    await act(async () => undefined);
    expect(toasts).toEqual(['Başlık 3']);
  });
});

describe('formatNotificationTime', () => {
  it('writes dd.MM.yyyy HH:mm', () => {
    expect(formatNotificationTime(new Date(2026, 0, 5, 7, 3).toISOString())).toBe(
      '05.01.2026 07:03',
    );
  });
});
