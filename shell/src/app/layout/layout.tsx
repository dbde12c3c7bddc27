import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from '@oyna/ui/router';
import { useToastsWanted } from '../../lib/toast-loader';
import { Header } from './header';
import { Footer } from '../footer/footer';
import { BottomBar } from './bottom-bar';
import { TopNotifyBar } from './top-notify-bar';
import { useLiveChatWidget } from './live-chat-widget';
import { useSupport } from './use-support';
import { DialogSlot } from '../../components/dialog/dialog-slot';
import { RealityCheckDialog } from '../../features/protection/reality-check-dialog';
import '@oyna/ui/tokens.css';
import './layout.css';

const Toasts = lazy(() => import('../../features/toasts/toast-container'));

/** The frame around every page: header, main area, footer, mobile bottom bar, dialog slot, toasts. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const openSupport = useSupport();
  useLiveChatWidget();
  const toastsWanted = useToastsWanted();
  return (
    <div className="site">
      {/* spec §2: the top notification bar is on the home page */}
      {pathname === '/' ? <TopNotifyBar /> : null}
      <Header />
      <main className="site-main">{children}</main>
      <Footer />
      <BottomBar onSupport={openSupport} />
      <DialogSlot />
      {/* RTS 13: above every dialog and the game frame */}
      <RealityCheckDialog />
      {/* spec §9: toasts 4000 ms, top-center, at most 5 visible (loaded with the first toast) */}
      {toastsWanted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </div>
  );
}
