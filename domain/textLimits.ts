// How long a text a person types may be: the server's input checks and the phone's (which refuse the
// same input before storing it) read these, so the two never disagree.
export const TEXT_LIMITS = {
  /** A person's own words about an expense, a saving or an IOU. */
  note: 500,
  /** What an expense or a saving was for. */
  description: 200,
  /** A goal's name, or the person an IOU is with. */
  name: 100,
} as const;
