import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface PlaceholderScreenProps {
  title: string;
  description: string;
}

/** A screen whose content comes with a later issue: its title and what it will hold, nothing that pretends. */
export function PlaceholderScreen({ title, description }: PlaceholderScreenProps) {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">{description}</Typography>
      </Paper>
    </Container>
  );
}
