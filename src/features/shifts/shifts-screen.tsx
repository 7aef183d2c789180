/**
 * `/turnos` (managers): the tenant's shift templates (`Turnos`) and rotations (`Patrones`), in two tabs. Shifts
 * are read once (the planner shares the query); patterns only when their tab opens.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';

import { AsyncState } from '../../components/async-state';
import { PageLayout } from '../../components/page-layout';
import { useMember } from '../../data/queries/member';
import { usePatterns } from '../../data/queries/patterns';
import { useShifts } from '../../data/queries/shifts';
import { useTenant } from '../../data/queries/tenant';
import { useStore } from '../../data/queries/use-store';
import { PatternsTab } from './patterns-tab';
import { ShiftsTab } from './shifts-tab';

type TabName = 'turnos' | 'patrones';

export function ShiftsScreen() {
  const store = useStore();
  const member = useMember();
  const tenant = useTenant();
  const shifts = useShifts();
  const [tab, setTab] = useState<TabName>('turnos');
  const [patternsSeen, setPatternsSeen] = useState(false);
  const patterns = usePatterns({ enabled: patternsSeen });
  const [notice, setNotice] = useState({ text: '', id: 0 });
  const [noticeOpen, setNoticeOpen] = useState(false);
  // Each notice gets its own Snackbar (the key), so a second one gets its full 6 s rather than what was left of
  // the first one's timer.
  const tell = (text: string) => {
    setNotice((previous) => ({ text, id: previous.id + 1 }));
    setNoticeOpen(true);
  };
  const ids = useId();
  const actor = { uid: member?.uid ?? '', tenantId: member?.tenantId ?? '' };
  const timeZone = tenant.timeZone;

  const choose = (next: TabName) => {
    setTab(next);
    if (next === 'patrones') setPatternsSeen(true);
  };
  const tabProps = (name: TabName) => ({
    value: name,
    id: `${ids}-tab-${name}`,
    'aria-controls': `${ids}-panel-${name}`,
    sx: { minHeight: 48 },
  });
  const panelProps = (name: TabName) => ({
    role: 'tabpanel',
    id: `${ids}-panel-${name}`,
    'aria-labelledby': `${ids}-tab-${name}`,
    hidden: tab !== name,
  });

  return (
    <PageLayout title="Turnos" subtitle="Las plantillas de turnos y las rotaciones que usas en la Agenda.">
      <AsyncState
        loading={tenant.status !== 'error' && timeZone === null}
        error={tenant.status === 'error' ? tenant.error : null}
        onRetry={tenant.retry}
        loadingLabel="Cargando turnos"
      >
        {timeZone && (
          <>
            <Tabs
              value={tab}
              onChange={(_event, next: TabName) => choose(next)}
              aria-label="Turnos y patrones"
              // The primary blue as text falls short of 4.5:1 on the dark theme's background, and MUI's dimmed
              // inherited colour on the light one: the theme's AA text shades, the indicator marks the chosen tab.
              textColor="inherit"
              sx={{
                mb: 2,
                borderBottom: 1,
                borderColor: 'divider',
                '& .MuiTab-root': { opacity: 1, color: 'text.secondary' },
                '& .MuiTab-root.Mui-selected': { color: 'text.primary', fontWeight: 600 },
              }}
            >
              <Tab label="Turnos" {...tabProps('turnos')} />
              <Tab label="Patrones" {...tabProps('patrones')} />
            </Tabs>
            <Box {...panelProps('turnos')}>
              {tab === 'turnos' && (
                <ShiftsTab query={shifts} store={store} actor={actor} timeZone={timeZone} onNotice={tell} />
              )}
            </Box>
            <Box {...panelProps('patrones')}>
              {tab === 'patrones' && (
                <PatternsTab
                  query={patterns}
                  shiftsQuery={shifts}
                  store={store}
                  actor={actor}
                  onNotice={tell}
                />
              )}
            </Box>
          </>
        )}
      </AsyncState>
      <Snackbar
        key={notice.id}
        open={noticeOpen}
        autoHideDuration={6000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setNoticeOpen(false);
        }}
      >
        <Alert severity="success" role="status" variant="filled" onClose={() => setNoticeOpen(false)}>
          {notice.text}
        </Alert>
      </Snackbar>
    </PageLayout>
  );
}
