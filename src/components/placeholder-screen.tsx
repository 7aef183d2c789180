import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { PageLayout } from './page-layout';

interface PlaceholderScreenProps {
  title: string;
  description: string;
}

/** A screen whose content comes with a later issue: its title and what it will hold, nothing that pretends. */
export function PlaceholderScreen({ title, description }: PlaceholderScreenProps) {
  return (
    <PageLayout title={title}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="textSecondary">{description}</Typography>
      </Paper>
    </PageLayout>
  );
}
