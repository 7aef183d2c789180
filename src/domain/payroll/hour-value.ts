/**
 * Hour values and overtime pay of the Código del Trabajo, for the figures the attendance screens show. The
 * payslip itself (withholdings, taxes) is payroll's own engine.
 */

/**
 * Value of one ordinary hour of a monthly salary (DT method): monthly / 30 × 28 / (4 × weekly hours), i.e. the
 * month counted as 30 days of which 28 are 4 weeks. $900.000 at 42 h → $5.000.
 */
export function ordinaryHourValue(monthlySalary: number, weeklyHours: number): number {
  if (!(weeklyHours > 0)) throw new RangeError(`Invalid weekly hours: ${weeklyHours}`);
  return ((monthlySalary / 30) * 28) / (4 * weeklyHours);
}

/** An hour value for either kind of pay: the monthly salary's ordinary hour, or the hourly rate itself. */
export function hourValue(pay: { kind: 'monthly' | 'hourly'; amount: number }, weeklyHours: number): number {
  return pay.kind === 'hourly' ? pay.amount : ordinaryHourValue(pay.amount, weeklyHours);
}

/** Pay for overtime minutes at the surcharge (≥ 50 %), rounded to the peso. */
export function overtimePay(hourValueClp: number, minutes: number, surchargePercent: number): number {
  return Math.round(((hourValueClp * (100 + surchargePercent)) / 100) * (minutes / 60));
}

/** Pay for worked minutes at an hourly rate, rounded to the peso. */
export function hourlyPay(rateClp: number, minutes: number): number {
  return Math.round((rateClp * minutes) / 60);
}
