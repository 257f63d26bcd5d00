// One rule for a unique key (a phone number, an invite code), each on a stream of its own: the key
// belongs to the first holder that claims it, for good. Claiming it again for the same holder
// decides nothing; for another holder it is refused, so two claimants at once cannot both win.
import { ConflictError } from '../domain/errors.ts';
import type { Decider } from './handleCommand.ts';
import type { EventRegistry } from './store/eventTypes.ts';

export interface ClaimCommand<Data> {
  type: 'Claim';
  data: Data;
}

export interface ClaimState {
  holder: string | null;
}

export function claimDecider<const Type extends string, Data>(options: {
  registry: EventRegistry<{ type: Type; data: Data }>;
  claimed: Type;
  /** Who holds the key, read from the claim. */
  holderOf(data: Data): string;
  /** Why another holder may not have it. */
  refusal: string;
}): Decider<ClaimCommand<Data>, ClaimState, { type: Type; data: Data }> {
  return {
    registry: options.registry,
    initialState: { holder: null },
    evolve: (_state, event) => ({ holder: options.holderOf(event.data) }),
    decide(command, state) {
      const holder = options.holderOf(command.data);
      if (state.holder === holder) return [];
      if (state.holder !== null) throw new ConflictError(options.refusal);
      return [{ type: options.claimed, data: command.data }];
    },
  };
}
