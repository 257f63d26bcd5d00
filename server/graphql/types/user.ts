// The User type (the caller, their settings, wallet link and onboarding) with the query and the
// mutations that return it. `me { id timeZone }` reads as it did when the type was Viewer.
import type { UserRow } from '../../../projections/users/row.ts';
import { completeOnboarding, connectWallet, disconnectWallet, updateSettings } from '../../commands/users.ts';
import { currentUser, userHistory } from '../../queries/users.ts';
import { builder } from '../builder.ts';
import { Language } from '../enums.ts';
import { HistoryEvent } from './history.ts';

export const User = builder.objectRef<UserRow>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username', { nullable: true, description: 'The verified phone in E.164; null while anonymous.' }),
    language: t.field({ type: Language.ref, resolve: (row) => Language.of(row.language) }),
    interfaceLanguage: t.field({
      type: Language.ref,
      nullable: true,
      description: 'The screens\' language; null follows language.',
      resolve: (row) => (row.interfaceLanguage === null ? null : Language.of(row.interfaceLanguage)),
    }),
    currency: t.exposeString('currency'),
    country: t.exposeString('country', { nullable: true }),
    timeZone: t.exposeString('timeZone'),
    sortedWalletConnected: t.exposeBoolean('sortedWalletConnected'),
    usdtBalance: t.expose('usdtBalance', { type: 'Decimal' }),
    monthlySavingsGoal: t.expose('monthlySavingsGoal', { type: 'Decimal' }),
    voiceInputEnabled: t.exposeBoolean('voiceInputEnabled'),
    savingsNotifications: t.exposeBoolean('savingsNotifications'),
    onboardingCompleted: t.exposeBoolean('onboardingCompleted'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    history: t.field({
      type: [HistoryEvent],
      description: "This user's own events, oldest first: settings, phone, wallet, merges.",
      resolve: (user, _args, { app }) => userHistory(app, user.id),
    }),
  }),
});

// Inputs stay loose: the application validates them, so both transports report the same errors.
const UpdateSettingsInput = builder.inputType('UpdateSettingsInput', {
  fields: (t) => ({
    commandId: t.id({ required: false }),
    language: t.string({ required: false }),
    interfaceLanguage: t.string({ required: false, description: 'A language code, or "voice": the screens follow language again.' }),
    currency: t.string({ required: false }),
    voiceInputEnabled: t.boolean({ required: false }),
    savingsNotifications: t.boolean({ required: false }),
    monthlySavingsGoal: t.string({ required: false, description: 'Zero or a positive decimal, at most 2 decimals.' }),
    sortedWalletConnected: t.boolean({ required: false }),
    usdtBalance: t.string({ required: false }),
  }),
});

const CompleteOnboardingInput = builder.inputType('CompleteOnboardingInput', {
  description: 'Both left out when the onboarding was skipped; a country alone brings its currency.',
  fields: (t) => ({ country: t.string({ required: false }), currency: t.string({ required: false }) }),
});

const ConnectWalletInput = builder.inputType('ConnectWalletInput', {
  fields: (t) => ({ usdtBalance: t.string({ required: false, description: 'Left out, the simulated wallet reports 245.80.' }) }),
});

builder.queryFields((t) => ({
  me: t.field({ type: User, description: 'The caller.', resolve: (_root, _args, { app, caller }) => currentUser(app, caller) }),
}));

builder.mutationFields((t) => ({
  updateSettings: t.field({
    type: User,
    args: { input: t.arg({ type: UpdateSettingsInput, required: true }) },
    resolve: (_root, { input }, { app, caller }) => updateSettings(app, caller, caller.userId, input),
  }),
  completeOnboarding: t.field({
    type: User,
    args: { input: t.arg({ type: CompleteOnboardingInput, required: false }) },
    resolve: (_root, { input }, { app, caller }) => completeOnboarding(app, caller, input ?? {}),
  }),
  connectWallet: t.field({
    type: User,
    args: { input: t.arg({ type: ConnectWalletInput, required: false }) },
    resolve: (_root, { input }, { app, caller }) => connectWallet(app, caller, input ?? {}),
  }),
  disconnectWallet: t.field({ type: User, resolve: (_root, _args, { app, caller }) => disconnectWallet(app, caller) }),
}));
