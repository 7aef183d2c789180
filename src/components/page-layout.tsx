import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /**
   * Buttons for the whole page; they wrap on a phone and sit at the end of the title row from `sm` up, or under the
   * title when the row cannot keep the title at least 18rem wide (many actions on a laptop screen).
   */
  actions?: ReactNode;
}

/** The page's one `<h1>`, its subtitle and its actions. */
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

export interface PageLayoutProps extends PageHeaderProps {
  /** 'desktop' (default): up to MUI's `lg`; 'mobile': a phone-first column up to `sm`. */
  width?: 'desktop' | 'mobile';
  /** Half the side margins on a phone, for a grid that needs every pixel of a 360 px screen (a month of days). */
  narrowGutters?: boolean;
  children: ReactNode;
}

/** A screen's frame: the container every screen uses, its header, then its content. */
export function PageLayout({
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
