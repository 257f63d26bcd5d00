// Facts about invite codes: which family group a code belongs to. One stream per code, so two
// groups minted with the same code at once cannot both claim it: codes are unique by the log.
import * as z from 'zod';
import { isInviteCode } from '../../domain/inviteCode.ts';
import { createRegistry, defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';

const InviteCodeClaimed = defineEvent(
  'InviteCodeClaimed',
  z.object({ inviteCode: z.string().refine(isInviteCode), groupId: z.uuid() }),
);

export const inviteCodeDefinitions = [InviteCodeClaimed] as const;

export const inviteCodeRegistry = createRegistry(inviteCodeDefinitions);

export type InviteCodeEvent = EventOf<(typeof inviteCodeDefinitions)[number]>;

export const inviteCodeStream = (inviteCode: string) => `inviteCode-${inviteCode}`;
