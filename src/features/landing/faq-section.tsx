import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

import { FAQ, FAQ_TITLE, SECTION_IDS } from './landing-content';
import { SectionTitle } from './section-title';

/** Short, honest answers; each question is an h3 button (MUI wraps the summary in a heading). */
export function FaqSection() {
  const titleId = `${SECTION_IDS.faq}-titulo`;
  return (
    <Box component="section" id={SECTION_IDS.faq} aria-labelledby={titleId} sx={{ py: { xs: 6, md: 9 } }}>
      <SectionTitle id={titleId}>{FAQ_TITLE}</SectionTitle>
      <Box sx={{ maxWidth: 760, mx: 'auto' }}>
        {FAQ.map(({ question, answer }, index) => (
          <Accordion key={question} disableGutters variant="outlined">
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`pregunta-${index}`}
              aria-controls={`respuesta-${index}`}
            >
              <Typography sx={{ fontWeight: 600 }}>{question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Box>
  );
}
