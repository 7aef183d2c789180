import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import {
  MuiKitContext,
  type AsyncView,
  type MuiKit,
  type PageHeaderProps,
  type PageLayoutProps,
} from './kit';

/** AsyncState's states (async-state.tsx) made of MUI. */
function MuiAsyncState({ view }: { view: Exclude<AsyncView, { kind: 'content' }> }) {
  if (view.kind === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={view.label} />
      </Box>
    );
  }
  if (view.kind === 'error') {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          view.onRetry && (
            <Button color="inherit" size="small" onClick={view.onRetry} sx={{ minHeight: 40 }}>
              Reintentar
            </Button>
          )
        }
      >
        {view.message}
      </Alert>
    );
  }
  return (
    <Typography role="status" color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
      {view.message}
    </Typography>
  );
}

/** The page's one `<h1>`, its subtitle and its actions, made of MUI. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        flexWrap: 'wrap',
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        gap: 2,
        mb: 3,
      }}
    >
      {/* The 18rem basis is a width, in the row from `sm` up: in the phone's column it would be a height (288 px). */}
      <Box sx={{ flex: { xs: '0 0 auto', sm: '1 1 18rem' }, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body1" color="textSecondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: { xs: 'flex-start', sm: 'flex-end' },
          }}
        >
          {actions}
        </Box>
      )}
    </Box>
  );
}

/** PageLayout (page-layout.tsx) made of MUI: its Container, the header, then the content. */
function MuiPageLayout({
  title,
  subtitle,
  actions,
  width = 'desktop',
  narrowGutters = false,
  children,
}: PageLayoutProps) {
  return (
    <Container
      maxWidth={width === 'mobile' ? 'sm' : 'lg'}
      sx={{ py: 3, ...(narrowGutters ? { px: { xs: 1, sm: 2 } } : {}) }}
    >
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </Container>
  );
}

const MUI_KIT: MuiKit = { AsyncState: MuiAsyncState, PageLayout: MuiPageLayout };

/**
 * The kit's components render MUI's inside: the route shell puts it around every screen made of MUI (not
 * `ownStyles`), lazyThemed around the MUI pieces of a plain screen. Never around a plain screen: not in the chrome.
 */
export function MuiKitProvider({ children }: { children: ReactNode }) {
  return <MuiKitContext.Provider value={MUI_KIT}>{children}</MuiKitContext.Provider>;
}
