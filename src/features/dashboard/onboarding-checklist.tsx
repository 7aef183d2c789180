/**
 * `Primeros pasos` on a new company's /dashboard: the five steps of onboarding.ts with their real progress,
 * a link to each screen, `Copiar enlace` for the punch link and `Ocultar`.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { Tenant, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { queryKeys } from '../../data/queries/keys';
import { useShifts } from '../../data/queries/shifts';
import { useStore } from '../../data/queries/use-store';
import { useWorkplaces } from '../../data/queries/workplaces';
import { activeWorkplaces } from '../../domain/workplaces/workplaces';
import { shareOrCopy } from '../../lib/share';
import {
  ONBOARDING_HELP,
  ONBOARDING_LABEL,
  ONBOARDING_LINK,
  ONBOARDING_STEPS,
  onboardingDone,
  onboardingOpen,
  readOnboarding,
  showsOnboarding,
  writeOnboarding,
  type OnboardingState,
} from './onboarding';

function usePlanned(tenantId: string) {
  const store = useStore();
  return useQuery({
    queryKey: queryKeys.list('schedulesConfig', { tenantId, view: 'onboarding' }),
    queryFn: async () =>
      (
        await store.list('schedulesConfig', {
          where: [{ field: 'tenantId', op: '==', value: tenantId }],
          limit: 1,
        })
      ).length > 0,
  });
}

interface ChecklistProps {
  tenant: WithId<Tenant>;
  people: readonly WithId<UserDoc>[];
  now: Date;
}

/** An established company, or one that hid the checklist, reads nothing for it. */
export function OnboardingChecklist(props: ChecklistProps) {
  const [state, setState] = useState<OnboardingState>(() => readOnboarding(props.tenant.id));
  if (!onboardingOpen(props.tenant.createdAt, props.now, state)) return null;
  return <OnboardingSteps {...props} state={state} setState={setState} />;
}

function OnboardingSteps({
  tenant,
  people,
  now,
  state,
  setState,
}: ChecklistProps & { state: OnboardingState; setState: (state: OnboardingState) => void }) {
  const [notice, setNotice] = useState<string | null>(null);
  const shifts = useShifts();
  const planned = usePlanned(tenant.id);
  const workplaces = useWorkplaces();
  if (!shifts.data || planned.data === undefined || !workplaces.data) return null;

  const employees = people.filter((person) => person.role === 'employee' && person.disabled !== true).length;
  const done = onboardingDone({
    workplaces: activeWorkplaces(workplaces.data).length,
    employees,
    shifts: shifts.data.filter((shift) => shift.archived !== true).length,
    planned: planned.data,
    shared: state.shared,
  });
  if (!showsOnboarding(tenant.createdAt, now, state, done)) return null;

  const save = (next: OnboardingState) => {
    writeOnboarding(tenant.id, next);
    setState(next);
  };
  const share = async () => {
    const link = `${window.location.origin}/login`;
    const outcome = await shareOrCopy({
      title: `Marca tu asistencia en ${tenant.name}`,
      text: `Entra con tu correo en ${link} y marca tu entrada y salida desde el celular.`,
    });
    if (outcome === 'failed') {
      setNotice(`No se pudo copiar. Comparte este enlace con tu equipo: ${link}`);
      return;
    }
    if (outcome === 'cancelled') return;
    setNotice(outcome === 'copied' ? 'Enlace copiado. Pégalo en el chat de tu equipo.' : null);
    save({ ...state, shared: true });
  };
  const count = ONBOARDING_STEPS.filter((step) => done[step]).length;

  return (
    <Card variant="outlined" component="section" aria-labelledby="primeros-pasos" sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
          <Typography id="primeros-pasos" component="h2" variant="h6">
            Primeros pasos
          </Typography>
          <Button size="small" onClick={() => save({ ...state, dismissed: true })}>
            Ocultar
          </Button>
        </Stack>
        <Typography color="textSecondary">
          {count} de {ONBOARDING_STEPS.length} listos
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(count / ONBOARDING_STEPS.length) * 100}
          // The text above says the same; a progressbar would read as something loading.
          aria-hidden
          sx={{ my: 1.5 }}
        />
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {ONBOARDING_STEPS.map((step) => (
            <Box
              component="li"
              key={step}
              aria-label={`${ONBOARDING_LABEL[step]}: ${done[step] ? 'listo' : 'pendiente'}`}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              {done[step] ? (
                <CheckCircleIcon color="success" aria-hidden />
              ) : (
                <RadioButtonUncheckedIcon color="disabled" aria-hidden />
              )}
              <Box sx={{ flex: 1 }}>
                {step === 'share' ? (
                  <Typography sx={{ fontWeight: 600 }}>{ONBOARDING_LABEL[step]}</Typography>
                ) : (
                  <Link component={RouterLink} to={ONBOARDING_LINK[step]} sx={{ fontWeight: 600 }}>
                    {ONBOARDING_LABEL[step]}
                  </Link>
                )}
                <Typography variant="body2" color="textSecondary">
                  {ONBOARDING_HELP[step]}
                </Typography>
                {step === 'share' && (
                  <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => void share()}>
                    Copiar enlace
                  </Button>
                )}
              </Box>
            </Box>
          ))}
        </Box>
        {notice !== null && (
          <Alert severity="info" role="status" sx={{ mt: 2 }}>
            {notice}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
