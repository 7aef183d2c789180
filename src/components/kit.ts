/**
 * The kit's one API: AsyncState and PageLayout are one component each, which every screen imports.
 * They render plain elements (src/components/plain/*.css), which need no MUI, unless the route shell puts a screen
 * made of MUI (a route without `ownStyles`) or a MUI piece of a plain screen (lazyThemed) inside MuiKitProvider
 * (mui-kit.tsx, in the MUI frame's chunk): there they render MUI's. Nothing on a plain screen's path imports MUI.
 */
import { createContext, type ComponentType, type ReactNode } from 'react';

import { dataLoadMessage } from '../lib/data-errors';
import { LOAD_FAILED, NOTHING_TO_SHOW } from './async-state-texts';

export interface AsyncStateProps {
  loading: boolean;
  /** Any truthy value is a failed load. */
  error?: unknown;
  /** Shows 'Reintentar' with the error. */
  onRetry?: () => void;
  empty?: boolean;
  emptyMessage?: string;
  loadingLabel?: string;
  errorMessage?: string;
  children?: ReactNode;
}

/** What AsyncState shows, decided once for both renderings: its texts, defaults and precedence. */
export type AsyncView =
  | { kind: 'loading'; label: string }
  | { kind: 'error'; message: string; onRetry?: () => void }
  | { kind: 'empty'; message: string }
  | { kind: 'content' };

/** Loading wins over an error, an error over emptiness; else the children. */
export function asyncView({
  loading,
  error,
  onRetry,
  empty = false,
  emptyMessage = NOTHING_TO_SHOW,
  loadingLabel = 'Cargando',
  errorMessage,
}: AsyncStateProps): AsyncView {
  if (loading) return { kind: 'loading', label: loadingLabel };
  if (error) return { kind: 'error', message: errorMessage ?? dataLoadMessage(error, LOAD_FAILED), onRetry };
  if (empty) return { kind: 'empty', message: emptyMessage };
  return { kind: 'content' };
}

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /**
   * Buttons for the whole page; they wrap on a phone and sit at the end of the title row from `sm` up, or under the
   * title when the row cannot keep the title at least 18rem wide (many actions on a laptop screen).
   */
  actions?: ReactNode;
}

export interface PageLayoutProps extends PageHeaderProps {
  /** 'desktop' (default): up to MUI's `lg`; 'mobile': a phone-first column up to `sm`. */
  width?: 'desktop' | 'mobile';
  /** Half the side margins on a phone, for a grid that needs every pixel of a 360 px screen (a month of days). */
  narrowGutters?: boolean;
  children: ReactNode;
}

/** The MUI renderings of the kit's components, where the route shell provides them. */
export interface MuiKit {
  /** AsyncState's loading, error and empty states (its content is the children, the same in both). */
  AsyncState: ComponentType<{ view: Exclude<AsyncView, { kind: 'content' }> }>;
  PageLayout: ComponentType<PageLayoutProps>;
}

export const MuiKitContext = createContext<MuiKit | null>(null);
