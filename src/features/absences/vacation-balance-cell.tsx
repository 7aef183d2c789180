import Typography from '@mui/material/Typography';

import { vacationDaysLabel, vacationExcessText, type VacationBalance } from '../../domain/planning/vacation';

/**
 * A person's vacation balance in a table cell (/ausencias, /libres): the days available and, under them, the days
 * beyond two periods that no longer accumulate (art. 70 CT); `Sin fecha de ingreso` when it cannot be computed.
 */
export function VacationBalanceCell({ balance }: { balance: VacationBalance | null }) {
  if (balance === null)
    return (
      <Typography variant="body2" color="textSecondary">
        Sin fecha de ingreso
      </Typography>
    );
  const excess = vacationExcessText(balance.excess);
  return (
    <>
      {vacationDaysLabel(balance.available)}
      {excess && (
        <Typography
          variant="caption"
          color="textSecondary"
          component="div"
          sx={{ maxWidth: 220, ml: 'auto' }}
        >
          {excess}
        </Typography>
      )}
    </>
  );
}
