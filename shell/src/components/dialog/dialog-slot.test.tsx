import { act, screen } from '@testing-library/react';
import { events } from '@oyna/contracts';
import { renderShell } from '../../test/render-shell';
import { DialogSlot } from './dialog-slot';

describe('DialogSlot (spec §2 Dialogs)', () => {
  it('says a form dialog is on its way while its code loads, then shows it', async () => {
    const { store } = renderShell(<DialogSlot />);
    act(() => {
      store.dispatch(events.openDialog({ dialog: 'login' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor…');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
