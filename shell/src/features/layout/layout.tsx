import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { TOAST_DURATION_MS, TOAST_MAX } from '@oyna/contracts';
import { Header } from './header';
import { Footer } from './footer';
import { BottomBar } from './bottom-bar';
import { TopNotifyBar } from './top-notify-bar';
import { useLiveChatWidget } from './live-chat-widget';
import { useSupport } from './use-support';
import { DialogSlot } from '../ui/dialog-slot';
import '@oyna/ui/tokens.css';
import './layout.css';

/** The frame around every page: header, main area, footer, mobile bottom bar, dialog slot, toasts. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const openSupport = useSupport();
  useLiveChatWidget();
  return (
    <div className="site">
      {/* spec §2: the top notification bar is on the home page */}
      {pathname === '/' ? <TopNotifyBar /> : null}
      <Header />
      <main className="site-main">{children}</main>
      <Footer />
      <BottomBar onSupport={openSupport} />
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
