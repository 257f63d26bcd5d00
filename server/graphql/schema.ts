// Imports every type file, then builds the schema.
import { builder } from './builder.ts';
import './types/analysis.ts';
import './types/auth.ts';
import './types/bills.ts';
import './types/expense.ts';
import './types/family.ts';
import './types/familyShare.ts';
import './types/history.ts';
import './types/import.ts';
import './types/insights.ts';
import './types/iou.ts';
import './types/ledger.ts';
import './types/monthMoney.ts';
import './types/rates.ts';
import './types/saving.ts';
import './types/savingsGoal.ts';
import './types/savingsGroup.ts';
import './types/savingsGroupWrites.ts';
import './types/summary.ts';
import './types/user.ts';
import './types/whatsApp.ts';

export const schema = builder.toSchema();
