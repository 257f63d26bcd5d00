import { describe, it } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import type { EntryCorrection } from '../../domain/savingsGroups/book.ts';
import type { GroupSetup } from '../../domain/savingsGroups/rules.ts';
import { deciderSpec } from '../../test/support/decider.ts';
import type { SavingsGroupCommand } from './decider.ts';
import { savingsGroupDecider } from './decider.ts';
import type { EntryRequest } from './entryRules.ts';
import type { SavingsGroupEvent } from './events.ts';

const groupId = '0f0e0d0c-0000-4000-8000-000000000001';
const chairUser = '7d0f8a3e-55d5-4bb4-9a55-0c4c3e3f1a01';
const memberUser = '1b2c3d4e-0000-4000-8000-000000000002';
const stranger = '3d4e5f60-0000-4000-8000-000000000004';
const [amina, juma, wanjiru] = ['a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003'];
const id = (n: number) => `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const ROTATING: GroupSetup = { kind: 'rotating', rules: { contribution: '500.00', frequency: 'weekly', firstDueDate: '2026-12-07', lateFine: '50.00' } };
const VSLA: GroupSetup = {
  kind: 'accumulating',
  rules: { sharePrice: '500.00', maxSharesPerMeeting: 5, socialFundPerMeeting: '100.00', loanLimitMultiple: 3, monthlyInterestPercent: '10' },
};

const { given } = deciderSpec(savingsGroupDecider, chairUser);
const created = (setup: GroupSetup): SavingsGroupEvent[] => [
  { type: 'SavingsGroupCreated', data: { groupId, name: 'Umoja', currency: 'KES', inviteCode: 'ABCDEFGHJ', setup, chair: { memberId: amina, name: 'Amina', userId: chairUser } } },
  { type: 'SavingsGroupMemberAdded', data: { groupId, memberId: juma, name: 'Juma', phone: null, role: 'member' } },
  { type: 'SavingsGroupMemberAdded', data: { groupId, memberId: wanjiru, name: 'Wanjiru', phone: null, role: 'treasurer' } },
  { type: 'SavingsGroupMemberLinked', data: { groupId, memberId: juma, userId: memberUser } },
];
const rotating = created(ROTATING);
const vsla = created(VSLA);
const as = (userId: string) => ({ groupId, userId });
const request = (fields: Partial<EntryRequest> & Pick<EntryRequest, 'entryId' | 'type'>): EntryRequest => ({
  memberId: null, amount: null, shares: null, round: null, months: null, loanId: null, reason: null, date: '2026-12-07', ...fields,
});
const record = (fields: Parameters<typeof request>[0], userId = chairUser): SavingsGroupCommand => ({ ...as(userId), type: 'RecordGroupEntry', entry: request(fields) });
const recorded = (fields: Partial<EntryRequest> & Pick<EntryRequest, 'entryId' | 'type' | 'memberId' | 'amount'>): SavingsGroupEvent => ({
  type: 'SavingsGroupEntryRecorded',
  data: { groupId, entry: { cycle: 1, shares: null, round: null, months: null, loanId: null, reason: null, date: '2026-12-07', ...fields, memberId: fields.memberId ?? '', amount: fields.amount ?? '' } },
});
const orderSet: SavingsGroupEvent = { type: 'SavingsGroupPayoutOrderSet', data: { groupId, memberIds: [juma, amina, wanjiru] } };
const paidRound1 = [juma, amina, wanjiru].map((memberId, n) => recorded({ entryId: id(10 + n), type: 'contribution', memberId, amount: '500.00', round: 1 }));
const sharesBought = [recorded({ entryId: id(20), type: 'shares', memberId: juma, amount: '2500.00', shares: 5 }), recorded({ entryId: id(21), type: 'shares', memberId: amina, amount: '2500.00', shares: 5 })];
const loanToJuma = recorded({ entryId: id(30), type: 'loan', memberId: juma, amount: '3000.00', months: 3 });

describe('savings group decider', () => {
  describe('CreateSavingsGroup', () => {
    const create: SavingsGroupCommand = { ...as(chairUser), type: 'CreateSavingsGroup', name: 'Umoja', currency: 'KES', setup: ROTATING, inviteCode: 'ABCDEFGHJ', chair: { memberId: amina, name: 'Amina' } };
    it('creates the group with its creator as chair', () => given([]).when(create).then(rotating.slice(0, 1)));
    it('refuses an id that is taken', () => given(rotating).when(create).thenThrows(ConflictError));
  });

  describe('AddGroupMember', () => {
    const add = (userId: string, role: 'member' | 'chair' = 'member'): SavingsGroupCommand =>
      ({ ...as(userId), type: 'AddGroupMember', member: { memberId: id(1), name: 'Baraka', phone: '+254712345678', role } });
    it('adds a member at an official\'s word', () =>
      given(rotating).when(add(chairUser)).then([{ type: 'SavingsGroupMemberAdded', data: { groupId, memberId: id(1), name: 'Baraka', phone: '+254712345678', role: 'member' } }]));
    it('forbids a plain member, hides the group from a stranger, refuses a second chair', () => {
      given(rotating).when(add(memberUser)).thenThrows(ForbiddenError);
      given(rotating).when(add(stranger)).thenThrows(NotFoundError, 'Savings group not found');
      given(rotating).when(add(chairUser, 'chair')).thenThrows(ValidationError, 'role');
    });
    it('decides nothing when the member is already there', () =>
      given([...rotating, { type: 'SavingsGroupMemberAdded', data: { groupId, memberId: id(1), name: 'Baraka', phone: null, role: 'member' } }]).when(add(chairUser)).then([]));
  });

  describe('JoinSavingsGroup', () => {
    const join = (memberId: string | null): SavingsGroupCommand => ({ ...as(stranger), type: 'JoinSavingsGroup', memberId, newMember: { memberId: id(2), name: 'New' } });
    it('links the joiner to the member row named, or to a new one', () => {
      given(rotating).when(join(wanjiru)).then([{ type: 'SavingsGroupMemberLinked', data: { groupId, memberId: wanjiru, userId: stranger } }]);
      given(rotating).when(join(null)).then([
        { type: 'SavingsGroupMemberAdded', data: { groupId, memberId: id(2), name: 'New', phone: null, role: 'member' } },
        { type: 'SavingsGroupMemberLinked', data: { groupId, memberId: id(2), userId: stranger } },
      ]);
    });
    it('refuses a row linked to someone else, and a group that does not exist', () => {
      given(rotating).when(join(juma)).thenThrows(ConflictError);
      given([]).when(join(null)).thenThrows(NotFoundError);
    });
    it('decides nothing when already linked', () =>
      given([...rotating, { type: 'SavingsGroupMemberLinked', data: { groupId, memberId: wanjiru, userId: stranger } }]).when(join(null)).then([]));
  });

  describe('SetPayoutOrder', () => {
    const set = (memberIds: string[], userId = chairUser): SavingsGroupCommand => ({ ...as(userId), type: 'SetPayoutOrder', memberIds });
    it('sets the order by hand', () => given(rotating).when(set([juma, amina, wanjiru])).then([orderSet]));
    it('refuses after the first payout, an order missing a member, and a plain member', () => {
      const paidOut = recorded({ entryId: id(13), type: 'payout', memberId: juma, amount: '1500.00', round: 1 });
      given([...rotating, orderSet, ...paidRound1, paidOut]).when(set([amina, juma, wanjiru])).thenThrows(ConflictError, 'after the first payout');
      given(rotating).when(set([juma, amina])).thenThrows(ValidationError, 'memberIds');
      given(rotating).when(set([juma, amina, wanjiru], memberUser)).thenThrows(ForbiddenError);
    });
    it('decides nothing for the same order', () => given([...rotating, orderSet]).when(set([juma, amina, wanjiru])).then([]));
  });

  describe('DrawPayoutOrder', () => {
    const draw = (drawId: string): SavingsGroupCommand => ({ ...as(chairUser), type: 'DrawPayoutOrder', drawId, randoms: [0, 0, 0] });
    const drawn: SavingsGroupEvent = { type: 'SavingsGroupPayoutOrderDrawn', data: { groupId, drawId: id(5), memberIds: [juma, wanjiru, amina] } };
    it('records the order the caller\'s numbers draw', () => given(rotating).when(draw(id(5))).then([drawn]));
    it('refuses to draw again, or over an order set by hand', () => {
      given([...rotating, drawn]).when(draw(id(6))).thenThrows(ConflictError, 'drawn only once');
      given([...rotating, orderSet]).when(draw(id(6))).thenThrows(ConflictError);
    });
    it('decides nothing for the same draw', () => given([...rotating, drawn]).when(draw(id(5))).then([]));
  });

  describe('RecordGroupEntry', () => {
    it('records a contribution, filling in what the round is due', () =>
      given(rotating).when(record({ entryId: id(1), type: 'contribution', memberId: juma, round: 1 }))
        .then([recorded({ entryId: id(1), type: 'contribution', memberId: juma, amount: '500.00', round: 1 })]));
    it('pays a round\'s pot to its recipient, once', () => {
      given([...rotating, orderSet, ...paidRound1]).when(record({ entryId: id(2), type: 'payout', round: 1 }))
        .then([recorded({ entryId: id(2), type: 'payout', memberId: juma, amount: '1500.00', round: 1 })]);
      given([...rotating, orderSet, ...paidRound1, recorded({ entryId: id(2), type: 'payout', memberId: juma, amount: '1500.00', round: 1 })])
        .when(record({ entryId: id(3), type: 'payout', round: 1 })).thenThrows(ConflictError, 'already paid out');
      given([...rotating, ...paidRound1]).when(record({ entryId: id(2), type: 'payout', round: 1 })).thenThrows(ConflictError, 'payout order first');
    });
    it('refuses a contribution above what the round is due, a type of the other kind, and a plain member\'s write', () => {
      given(rotating).when(record({ entryId: id(1), type: 'contribution', memberId: juma, round: 1, amount: '600.00' })).thenThrows(ValidationError, 'at most the 500.00');
      given(rotating).when(record({ entryId: id(1), type: 'shares', memberId: juma, shares: 1 })).thenThrows(ValidationError, 'type must be');
      given(rotating).when(record({ entryId: id(1), type: 'contribution', memberId: juma, round: 1 }, memberUser)).thenThrows(ForbiddenError);
      given(rotating).when(record({ entryId: id(1), type: 'contribution', memberId: juma, round: 1 }, stranger)).thenThrows(NotFoundError);
    });
    it('sells shares within the meeting\'s limit', () => {
      given(vsla).when(record({ entryId: id(1), type: 'shares', memberId: juma, shares: 3 }))
        .then([recorded({ entryId: id(1), type: 'shares', memberId: juma, amount: '1500.00', shares: 3 })]);
      given([...vsla, ...sharesBought]).when(record({ entryId: id(1), type: 'shares', memberId: juma, shares: 1 })).thenThrows(ValidationError, 'shares must be at most 0 more');
    });
    it('lends within 3 × savings, refusing more by naming amount', () => {
      given([...vsla, ...sharesBought]).when(record({ entryId: id(30), type: 'loan', memberId: juma, amount: '3000.00', months: 3 })).then([loanToJuma]);
      given([...vsla, ...sharesBought]).when(record({ entryId: id(30), type: 'loan', memberId: juma, amount: '7500.01', months: 3 })).thenThrows(ValidationError, 'at most 7500.00');
    });
    it('takes a repayment to the oldest open loan, never more than is owed', () => {
      given([...vsla, ...sharesBought, loanToJuma]).when(record({ entryId: id(31), type: 'repayment', memberId: juma, amount: '3900.00' }))
        .then([recorded({ entryId: id(31), type: 'repayment', memberId: juma, amount: '3900.00', loanId: id(30) })]);
      given([...vsla, ...sharesBought, loanToJuma]).when(record({ entryId: id(31), type: 'repayment', memberId: juma, amount: '3900.01' })).thenThrows(ValidationError, 'at most the 3900.00 owed');
      given([...vsla, ...sharesBought]).when(record({ entryId: id(31), type: 'repayment', memberId: juma, amount: '1.00' })).thenThrows(ValidationError, 'no open loan');
    });
    it('refuses a grant beyond the social fund, and a fine without a reason', () => {
      given(vsla).when(record({ entryId: id(40), type: 'grant', memberId: juma, amount: '1.00', reason: 'Funeral' })).thenThrows(ValidationError, 'social fund');
      given(vsla).when(record({ entryId: id(40), type: 'fine', memberId: juma, amount: '1.00' })).thenThrows(ValidationError, 'reason is required');
    });
    it('decides nothing for an entry id already recorded', () =>
      given([...vsla, ...sharesBought]).when(record({ entryId: id(20), type: 'shares', memberId: juma, shares: 5 })).then([]));
  });

  describe('CorrectGroupEntry', () => {
    const correction = (fields: Partial<EntryCorrection>): EntryCorrection =>
      ({ correctionId: id(50), entryId: id(20), reason: 'Counted wrong', amount: null, shares: null, memberId: null, date: null, reversed: false, ...fields });
    const correct = (fields: Partial<EntryCorrection>, userId = chairUser): SavingsGroupCommand => ({ ...as(userId), type: 'CorrectGroupEntry', correction: correction(fields) });
    const corrected = (fields: Partial<EntryCorrection>): SavingsGroupEvent => ({ type: 'SavingsGroupEntryCorrected', data: { groupId, correction: correction(fields) } });
    it('corrects shares (their value follows) and reverses, keeping the original', () => {
      given([...vsla, ...sharesBought]).when(correct({ shares: 4 })).then([corrected({ shares: 4, amount: '2000.00' })]);
      given([...vsla, ...sharesBought]).when(correct({ reversed: true })).then([corrected({ reversed: true })]);
    });
    it('refuses a plain member, a reversed entry, a change of nothing, and a loan with repayments', () => {
      given([...vsla, ...sharesBought]).when(correct({ shares: 4 }, memberUser)).thenThrows(ForbiddenError);
      given([...vsla, ...sharesBought, corrected({ reversed: true })]).when(correct({ correctionId: id(51), shares: 4 })).thenThrows(ConflictError, 'already reversed');
      given([...vsla, ...sharesBought]).when(correct({ shares: 5 })).thenThrows(ValidationError, 'Give at least one');
      const repaid = recorded({ entryId: id(31), type: 'repayment', memberId: juma, amount: '100.00', loanId: id(30) });
      given([...vsla, ...sharesBought, loanToJuma, repaid]).when(correct({ entryId: id(30), reversed: true })).thenThrows(ConflictError, 'repayments first');
    });
    it('decides nothing for a correction already recorded', () =>
      given([...vsla, ...sharesBought, corrected({ shares: 4, amount: '2000.00' })]).when(correct({ shares: 4 })).then([]));
  });

  describe('ShareOut', () => {
    const shareOut = (shareOutId = id(60)): SavingsGroupCommand => ({ ...as(chairUser), type: 'ShareOut', shareOutId, date: '2027-12-06' });
    const sharedOut: SavingsGroupEvent = {
      type: 'SavingsGroupSharedOut',
      data: { groupId, shareOut: { shareOutId: id(60), cycle: 1, date: '2027-12-06', shareValue: '500.0000', total: '5000.00', payouts: [{ memberId: amina, shares: 5, amount: '2500.00' }, { memberId: juma, shares: 5, amount: '2500.00' }] } },
    };
    it('shares the fund out by shares and closes the cycle', () => given([...vsla, ...sharesBought]).when(shareOut()).then([sharedOut]));
    it('refuses while a loan is outstanding', () => given([...vsla, ...sharesBought, loanToJuma]).when(shareOut()).thenThrows(ConflictError, 'Every loan'));
    it('decides nothing for the same share-out', () => given([...vsla, ...sharesBought, sharedOut]).when(shareOut()).then([]));
  });
});
