// A savings group's loans: flat monthly interest on the principal (10 % a month on 30,000 over 3
// months is 3,000 a month, 39,000 in all), a limit of a multiple of the borrower's savings, and
// repayments that pay the interest first, then the principal. Amounts in cents (BigInt).

/** Basis points of a percent with at most 2 decimals: "10" → 1000n, "2.5" → 250n. */
export function percentBasisPoints(percent: string): bigint {
  const [whole = '0', fraction = ''] = percent.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
}

/** The whole interest of a flat-rate loan, rounded half up to the currency's unit (cents). */
export function loanInterest(principal: bigint, months: number, monthlyPercent: string, unit: bigint): bigint {
  const exact = principal * percentBasisPoints(monthlyPercent) * BigInt(months); // cents × 10,000
  const denominator = 10_000n * unit;
  return ((2n * exact + denominator) / (2n * denominator)) * unit;
}

/** The most a member may owe in principal: a multiple of their savings. */
export const loanLimit = (savings: bigint, multiple: number): bigint => savings * BigInt(multiple);

export interface LoanBalance {
  principal: bigint;
  interest: bigint;
  /** What the repayments paid of the interest, and of the principal. */
  interestPaid: bigint;
  principalPaid: bigint;
}

/** Interest first, then principal; `over` is what went beyond what was owed (0 unless overpaid). */
export function applyRepayment(loan: LoanBalance, amount: bigint): LoanBalance & { over: bigint } {
  const interestDue = loan.interest - loan.interestPaid;
  const toInterest = amount < interestDue ? amount : interestDue;
  const principalDue = loan.principal - loan.principalPaid;
  const rest = amount - toInterest;
  const toPrincipal = rest < principalDue ? rest : principalDue;
  return {
    ...loan,
    interestPaid: loan.interestPaid + toInterest,
    principalPaid: loan.principalPaid + toPrincipal,
    over: rest - toPrincipal,
  };
}

/** Still owed: what is left of the interest and the principal. */
export const owedOn = (loan: LoanBalance): bigint => loan.principal + loan.interest - loan.interestPaid - loan.principalPaid;
