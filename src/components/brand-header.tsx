import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** The product's name (a link to the public page) and its tagline, above the sign-in and sign-up forms. */
export function BrandHeader() {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Link component={RouterLink} to="/" underline="none" sx={{ fontSize: 28, fontWeight: 800 }}>
        Asiste
      </Link>
      <Typography variant="body2" color="textSecondary">
        Control de asistencia más simple
      </Typography>
    </Box>
  );
}
