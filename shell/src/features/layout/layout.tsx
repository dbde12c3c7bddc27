import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_DURATION_MS, TOAST_MAX } from '@oyna/contracts';
import { Header } from './header';
import { Footer } from './footer';
import { BottomBar } from './bottom-bar';
import { DialogSlot } from '../ui/dialog-slot';
import './layout.css';

/** The frame around every page: header, main area, footer, mobile bottom bar, dialog slot, toasts. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <Header />
      <main className="site-main">{children}</main>
      <Footer />
      <BottomBar onSupport={() => undefined} />
      <DialogSlot />
      {/* spec §9: toasts 4000 ms, top-center, at most 5 visible */}
      <ToastContainer
        position="top-center"
        autoClose={TOAST_DURATION_MS}
        limit={TOAST_MAX}
        newestOnTop
      />
    </div>
  );
}
