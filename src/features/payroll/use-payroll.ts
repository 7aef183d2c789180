/**
 * /remuneraciones' reads: the tenant's runs (once per visit), the people (shared with the other manager screens)
 * and, for a closed run, its payslips (watched). A write refreshes the runs.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useMember } from '../../data/queries/member';
import type { PayslipDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { listPayrollRuns, watchRunPayslips } from '../../data/queries/payroll';
import { usePeople } from '../../data/queries/people';
import { queryKeys } from '../../data/queries/keys';
import { readsState } from '../../data/queries/reads-state';
import { useStore } from '../../data/queries/use-store';
import { useWatch } from '../../data/queries/watch';

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

/**
 * A closed run's payslips (null: not asked, a draft), watched: the server issues them after the close
 * (src/server/payroll/payslip-issue.ts), so they arrive a moment after the run shows closed.
 */
export function useRunPayslips(runId: string | null) {
  const store = useStore();
  const member = useMember();
  const tenantId = member?.tenantId ?? '';
  return useWatch<WithId<PayslipDoc>[]>(
    queryKeys.watch('payslips', { tenantId, runId }),
    tenantId === '' || runId === null
      ? null
      : (next, error) => watchRunPayslips(store, tenantId, runId, next, error),
  );
}

export function useRefreshPayroll() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: ['payroll'] });
    void client.invalidateQueries({ queryKey: ['payslips'] });
  }, [client]);
}
