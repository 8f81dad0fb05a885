import { create } from 'zustand';

export type AlertSeverity = 'error' | 'warning' | 'info' | 'success';
export type Overlay = 'login' | 'cookie' | 'advancedCookie' | 'menu' | 'gallery' | 'media' | 'cart';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel?: string;
  onConfirm(): void | Promise<void>;
}

export interface TokenDialogRequest {
  title: string;
  message: string;
  /** When the countdown reaches zero. */
  endsAt: number;
  /** The submit button's text; a generic "Confirm" otherwise. */
  submitLabel?: string;
  onSubmit(): void | Promise<void>;
}

interface UiState {
  overlays: Record<Overlay, boolean>;
  alert: { open: boolean; severity: AlertSeverity; message: string };
  confirm: ConfirmRequest | null;
  tokenDialog: TokenDialogRequest | null;
  profilePanel: { open: boolean; file: File | null; photoURL: string | null };
  loading: boolean;
  authLoading: boolean;
  footerVisible: boolean;
  transparentAppBar: boolean;
  /** The trial host's login: it cannot be dismissed. */
  loginFixed: boolean;

  setOverlay(overlay: Overlay, open: boolean): void;
  showAlert(message: string, severity?: AlertSeverity): void;
  closeAlert(): void;
  askConfirm(request: ConfirmRequest): void;
  closeConfirm(): void;
  openTokenDialog(request: TokenDialogRequest): void;
  closeTokenDialog(): void;
  setProfilePanel(panel: Partial<UiState['profilePanel']>): void;
  setLoading(loading: boolean): void;
  setAuthLoading(loading: boolean): void;
  setChrome(
    chrome: Partial<Pick<UiState, 'footerVisible' | 'transparentAppBar' | 'loginFixed'>>,
  ): void;
}

const CLOSED: Record<Overlay, boolean> = {
  login: false,
  cookie: false,
  advancedCookie: false,
  menu: false,
  gallery: false,
  media: false,
  cart: false,
};

/** The one store of global UI state (spec §2, §4); server state lives in TanStack Query. */
export const useUiStore = create<UiState>()((set) => ({
  overlays: CLOSED,
  alert: { open: false, severity: 'info', message: '' },
  confirm: null,
  tokenDialog: null,
  profilePanel: { open: false, file: null, photoURL: null },
  loading: false,
  authLoading: false,
  footerVisible: true,
  transparentAppBar: false,
  loginFixed: false,

  setOverlay: (overlay, open) => set((s) => ({ overlays: { ...s.overlays, [overlay]: open } })),
  showAlert: (message, severity = 'info') => set({ alert: { open: true, severity, message } }),
  closeAlert: () => set((s) => ({ alert: { ...s.alert, open: false } })),
  askConfirm: (request) => set({ confirm: request }),
  closeConfirm: () => set({ confirm: null }),
  openTokenDialog: (request) => set({ tokenDialog: request }),
  closeTokenDialog: () => set({ tokenDialog: null }),
  setProfilePanel: (panel) => set((s) => ({ profilePanel: { ...s.profilePanel, ...panel } })),
  setLoading: (loading) => set({ loading }),
  setAuthLoading: (authLoading) => set({ authLoading }),
  setChrome: (chrome) => set(chrome),
}));
