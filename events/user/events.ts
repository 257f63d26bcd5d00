// Facts about one person using Sauti. A user starts anonymous on their first visit; a verified
// phone can later take it over. The time zone places their expenses on local days.
import { z } from 'zod';
import { isValidTimeZone } from '../../domain/dates.ts';
import { createRegistry, defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';

export const TimeZone = z.string().refine(isValidTimeZone, 'Unknown IANA time zone');

export const UserCreated = defineEvent('UserCreated', z.object({ userId: z.uuid(), timeZone: TimeZone }));

export const UserTimeZoneChanged = defineEvent('UserTimeZoneChanged', z.object({ timeZone: TimeZone }));

export const userRegistry = createRegistry([UserCreated, UserTimeZoneChanged]);

export type UserEvent = EventOf<typeof UserCreated | typeof UserTimeZoneChanged>;

export const userStream = (userId: string) => `user-${userId}`;
