import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok } from '@oyna/test-kit';
import { renderShell } from '../../test/render-shell';
import { localeResolved } from '../../lib/i18n/i18n-slice';
import { CallRequestDialog } from './call-request-dialog';
import { callRequestSaga } from './call-request-saga';

function open(locale: 'tr' | 'en' = 'tr') {
  const api = fakeApi({ sendCallRequest: ok(null, 'Talebiniz alındı.') });
  return renderShell(<CallRequestDialog onClose={() => undefined} />, {
    api,
    beforeRender: ({ store, sagaMiddleware }) => {
      store.dispatch(localeResolved(locale));
      sagaMiddleware.run(callRequestSaga);
    },
  });
}

const type = (label: string, value: string, scope: HTMLElement = document.body) => {
  const field = within(scope).getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};
const save = () => screen.getByRole('button', { name: 'Talebi Kaydet' });
const contacts = () => screen.getAllByRole('group').filter((g) => g.tagName === 'FIELDSET');

function fillValid() {
  type('Ad Soyad', 'Ayşe Yılmaz');
  type('Mesaj', 'Bonus hakkında arayın');
  type('İletişim Bilgisi', '905321234567', contacts()[0]);
}

describe('CallRequestDialog (spec §2, §5)', () => {
  it('labels every field visibly and enables Save Request only once all is valid', () => {
    open();
    expect(save()).toBeDisabled();
    fillValid();
    expect(save()).toBeEnabled();
    // spec §3: each contact type has its own example placeholder.
    const row = contacts()[0]!;
    expect(within(row).getByLabelText('İletişim Bilgisi')).toHaveAttribute(
      'placeholder',
      '905xxxxxxxxx',
    );
    fireEvent.change(within(row).getByLabelText('İletişim Türü'), { target: { value: '4' } });
    expect(within(row).getByLabelText('İletişim Bilgisi')).toHaveAttribute(
      'placeholder',
      'name@example.com',
    );
  });

  it.each([
    ['a name under 5 characters', () => type('Ad Soyad', 'Ali')],
    ['a blank name', () => type('Ad Soyad', '       ')],
    ['a name over 30 characters', () => type('Ad Soyad', 'x'.repeat(31))],
    ['a message under 5 characters', () => type('Mesaj', 'Selam'.slice(0, 4))],
    ['a message over 100 characters', () => type('Mesaj', 'm'.repeat(101))],
    ['a contact value under 5', () => type('İletişim Bilgisi', '@ab', contacts()[0])],
    ['a contact value over 30', () => type('İletişim Bilgisi', 'a'.repeat(31), contacts()[0])],
    [
      'a contact without a type',
      () =>
        fireEvent.change(within(contacts()[0]!).getByLabelText('İletişim Türü'), {
          target: { value: '' },
        }),
    ],
  ])('keeps Save Request disabled with %s', (_case, breakIt) => {
    open();
    fillValid();
    expect(save()).toBeEnabled();
    breakIt();
    expect(save()).toBeDisabled();
  });

  it('shows the minimum warning with no contact and the maximum warning at five', () => {
    open();
    fillValid();
    fireEvent.click(within(contacts()[0]!).getByRole('button', { name: 'Kaldır' }));
    expect(screen.getByText('En az bir iletişim bilgisi eklemelisiniz')).toBeInTheDocument();
    expect(save()).toBeDisabled();

    const add = screen.getByRole('button', { name: 'İletişim Bilgisi Ekle' });
    for (let i = 0; i < 5; i += 1) fireEvent.click(add);
    expect(contacts()).toHaveLength(5);
    expect(screen.getByText('Maksimum 5 iletişim bilgisi ekleyebilirsiniz')).toBeInTheDocument();
    expect(add).toBeDisabled();
  });

  it('speaks English in en, warnings included', () => {
    open('en');
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('You must add at least one contact')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Request' })).toBeDisabled();
  });

  it('sends a valid request to cms/callme with numeric types and trimmed values', async () => {
    const { api } = open();
    fillValid();
    type('Ad Soyad', '  Ayşe Yılmaz  ');
    await act(async () => {
      fireEvent.click(save());
    });
    await waitFor(() => expect(api.countOf('sendCallRequest')).toBe(1));
    expect(api.payloadsOf('sendCallRequest')).toEqual([
      {
        name: 'Ayşe Yılmaz',
        message: 'Bonus hakkında arayın',
        contacts: [{ type: 1, contact: '905321234567' }],
      },
    ]);
  });
});
