import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

import { FeaturePreview } from './feature-previews';
import { FEATURES, FEATURES_TITLE, SECTION_IDS } from './landing-content';
import { SectionTitle } from './section-title';

/** The three things Asiste does better, each beside a mock-up of the screen that does it. */
export function FeaturesSection() {
  const titleId = `${SECTION_IDS.features}-titulo`;
  return (
    <Box
      component="section"
      id={SECTION_IDS.features}
      aria-labelledby={titleId}
      sx={{ py: { xs: 6, md: 9 } }}
    >
      <SectionTitle id={titleId}>{FEATURES_TITLE}</SectionTitle>
      <Box sx={{ display: 'grid', gap: { xs: 6, md: 8 } }}>
        {FEATURES.map((feature, index) => (
          <Box
            key={feature.id}
            component="article"
            aria-labelledby={`funcion-${feature.id}`}
            sx={{
              display: 'grid',
              gap: { xs: 3, md: 6 },
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            <Box sx={{ order: { md: index % 2 === 0 ? 0 : 1 } }}>
              <Typography
                id={`funcion-${feature.id}`}
                variant="h5"
                component="h3"
                gutterBottom
                sx={{ fontWeight: 700 }}
              >
                {feature.title}
              </Typography>
              <Typography color="text.secondary">{feature.text}</Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1 }}>
                {feature.points.map((point) => (
                  <Box component="li" key={point} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                    <CheckCircleIcon fontSize="small" sx={{ color: 'success.main', mt: '2px' }} />
                    <Typography component="span">{point}</Typography>
                  </Box>
                ))}
              </Box>
            </Box>
            <FeaturePreview feature={feature.id} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
