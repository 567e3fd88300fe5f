/**
 * Kysely table types. Each feature adds its tables here with its migration.
 * Timestamps are ISO-8601 UTC strings (Date#toISOString) in both dialects: they sort and compare
 * correctly as text, so one repository layer serves SQLite and PostgreSQL alike.
 */
// biome-ignore lint/suspicious/noEmptyInterface: features add their tables
export interface Database {}
