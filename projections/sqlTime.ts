// Timestamps leave the read models as ISO-8601 UTC strings, the same on both backends.
export const isoUtc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
