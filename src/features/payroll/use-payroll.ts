/**
 * /remuneraciones' reads: the tenant's runs (once per visit), the people (shared with the other manager screens)
 * and, for a closed run, its payslips. A write refreshes the runs and the run's payslips.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useMember } from '../../data/queries/member';
import { listPayrollRuns, listRunPayslips } from '../../data/queries/payroll';
import { usePeople } from '../../data/queries/people';
import { queryKeys } from '../../data/queries/keys';
import { readsState } from '../../data/queries/reads-state';
import { useStore } from '../../data/queries/use-store';

export function usePayrollRuns() {
  const store = useStore();
  const member = useMember();
  const tenantId = member?.tenantId ?? '';
  const runs = useQuery({
    queryKey: queryKeys.list('payroll', { tenantId }),
    queryFn: () => listPayrollRuns(store, tenantId),
    enabled: tenantId !== '',
  });
  const people = usePeople();
  return { runs: runs.data, people: people.data, ...readsState([runs, people]) };
}

/** A closed run's payslips (null: not asked, a draft). */
export function useRunPayslips(runId: string | null) {
  const store = useStore();
  const member = useMember();
  const tenantId = member?.tenantId ?? '';
  return useQuery({
    queryKey: queryKeys.list('payslips', { tenantId, runId }),
    queryFn: () => listRunPayslips(store, tenantId, runId ?? ''),
    enabled: tenantId !== '' && runId !== null,
  });
}

export function useRefreshPayroll() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: ['payroll'] });
    void client.invalidateQueries({ queryKey: ['payslips'] });
  }, [client]);
}
