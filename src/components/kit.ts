/**
 * The kit's one API (issue #44): AsyncState and PageLayout are one component each, which every screen imports.
 * They render plain elements (src/components/plain/*.css), which need no MUI, unless the route shell puts a screen
 * made of MUI (a route without `ownStyles`) or a MUI piece of a plain screen (lazyThemed) inside MuiKitProvider
 * (mui-kit.tsx, in the MUI frame's chunk): there they render MUI's. Nothing on a plain screen's path imports MUI.
 */
import { createContext, type ComponentType, type ReactNode } from 'react';

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
  AsyncState: ComponentType<AsyncStateProps>;
  PageLayout: ComponentType<PageLayoutProps>;
}

export const MuiKitContext = createContext<MuiKit | null>(null);
