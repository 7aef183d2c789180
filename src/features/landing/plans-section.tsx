import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router-dom';

import { formatCLP } from '../../domain/format/numbers';
import { PLANS, PLANS_TITLE, SECTION_IDS, type Plan } from './landing-content';
import { SectionTitle } from './section-title';

function Price({ plan }: { plan: Plan }) {
  if (plan.pricePerPerson === null) {
    return (
      <Typography component="p" sx={{ fontSize: 32, fontWeight: 800 }}>
        Conversemos
      </Typography>
    );
  }
  return (
    <Typography component="p">
      <Box component="span" sx={{ fontSize: 32, fontWeight: 800 }}>
        {formatCLP(plan.pricePerPerson)}
      </Box>
      {plan.pricePerPerson > 0 && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          por persona al mes + IVA
        </Box>
      )}
    </Typography>
  );
}

function PlanAction({ plan }: { plan: Plan }) {
  const { action } = plan;
  const variant = plan.featured ? 'contained' : 'outlined';
  const sx = { mt: 'auto', minHeight: 48 };
  return 'to' in action ? (
    <Button component={RouterLink} to={action.to} variant={variant} size="large" sx={sx}>
      {action.label}
    </Button>
  ) : (
    <Button href={`#${action.section}`} variant={variant} size="large" sx={sx}>
      {action.label}
    </Button>
  );
}

/** The three plans, priced in pesos (the amounts live in landing-content.ts). */
export function PlansSection() {
  const titleId = `${SECTION_IDS.plans}-titulo`;
  return (
    <Box component="section" id={SECTION_IDS.plans} aria-labelledby={titleId} sx={{ py: { xs: 6, md: 9 } }}>
      <SectionTitle id={titleId}>{PLANS_TITLE}</SectionTitle>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'stretch',
        }}
      >
        {PLANS.map((plan) => (
          <Paper
            key={plan.name}
            component="article"
            variant="outlined"
            aria-labelledby={`plan-${plan.name}`}
            sx={{
              p: 3,
              display: 'flex',
              flexDirection: 'column',
              gap: 2,
              borderRadius: 3,
              ...(plan.featured ? { borderColor: 'primary.main', borderWidth: 2 } : {}),
            }}
          >
            <Box>
              <Typography id={`plan-${plan.name}`} variant="h5" component="h3" sx={{ fontWeight: 700 }}>
                {plan.name}
              </Typography>
              <Typography color="text.secondary">{plan.people}</Typography>
            </Box>
            <Price plan={plan} />
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {plan.points.map((point) => (
                <Box component="li" key={point} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <CheckCircleIcon fontSize="small" sx={{ color: 'success.main', mt: '2px' }} />
                  <Typography component="span">{point}</Typography>
                </Box>
              ))}
            </Box>
            <PlanAction plan={plan} />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
