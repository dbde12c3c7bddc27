import { ToastContainer } from 'react-toastify';
import { TOAST_DURATION_MS, TOAST_MAX } from '@oyna/contracts';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';

/** spec §9: toasts 4000 ms, top-center, at most 5 visible. Loaded with the first toast. */
export default function Toasts() {
  return (
    <ToastContainer
      position="top-center"
      autoClose={TOAST_DURATION_MS}
      limit={TOAST_MAX}
      newestOnTop
    />
  );
}
