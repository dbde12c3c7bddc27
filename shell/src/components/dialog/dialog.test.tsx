import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderShell } from '../../test/render-shell';
import { Dialog } from './dialog';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <a href="/behind">behind</a>
      {open ? (
        <Dialog title="Sign in" onClose={() => setOpen(false)}>
          <input aria-label="user" />
          <button type="submit">go</button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog (spec §2 Dialogs, modal focus)', () => {
  it('keeps Tab inside the dialog and returns focus to the opener when it closes', () => {
    renderShell(<Page />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    const user = screen.getByRole('textbox', { name: 'user' });
    expect(document.activeElement).toBe(user);

    // Tab on the last control goes round to the first (the close button), never to the page.
    screen.getByRole('button', { name: 'go' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /kapat|close/i }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'go' }));
    screen.getByRole('link', { name: 'behind' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
