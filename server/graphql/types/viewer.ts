// The caller as the server sees them: their user id and the time zone their days follow.
import type { Caller } from '../../context.ts';
import { builder } from '../builder.ts';

const Viewer = builder.objectRef<Pick<Caller, 'userId' | 'timeZone'>>('Viewer').implement({
  fields: (t) => ({ id: t.exposeID('userId'), timeZone: t.exposeString('timeZone') }),
});

builder.queryFields((t) => ({
  me: t.field({ type: Viewer, resolve: (_root, _args, { caller }) => caller }),
}));
