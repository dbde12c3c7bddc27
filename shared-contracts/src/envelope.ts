/** Every api response body has this shape (ARCHITECTURE.md › api). */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message: string;
  data: T;
}
