// Facts about phone numbers as identities: which user a verified number belongs to. One stream
// per number, so two devices verifying the same new number at once cannot both claim it.
import * as z from 'zod';
import { isE164 } from '../../domain/phone.ts';
import { createRegistry, defineEvent } from '../store/eventTypes.ts';
import { deterministicId } from '../store/ids.ts';

const PhoneClaimed = defineEvent(
  'PhoneClaimed',
  z.object({ phone: z.string().refine(isE164, 'Not E.164'), userId: z.uuid() }),
);

export const identityDefinitions = [PhoneClaimed] as const;

export const identityRegistry = createRegistry(identityDefinitions);

/** Named by a digest of the number, so stream ids (which errors may quote) never spell it out. */
export const phoneStream = (phone: string) => `phone-${deterministicId('phone', phone)}`;
