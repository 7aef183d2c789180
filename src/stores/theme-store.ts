import { create } from '../lib/store';

export type ThemeMode = 'light' | 'dark';

/** localStorage key holding the plain string `light` or `dark`. */
export const THEME_STORAGE_KEY = 'theme';

/** The saved mode, else the system's; `light` outside a browser (a module importing the kit in Node). */
function initialMode(): ThemeMode {
  if (typeof window === 'undefined' || typeof localStorage === 'undefined') return 'light';
  const saved = localStorage.getItem(THEME_STORAGE_KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

interface ThemeState {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  mode: initialMode(),
  setMode: (mode) => {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
    set({ mode });
  },
  toggle: () => get().setMode(get().mode === 'dark' ? 'light' : 'dark'),
}));
