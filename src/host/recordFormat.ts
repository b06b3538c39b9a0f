/**
 * The format the host saves a table in now. Every earlier one and the steps up
 * from it are in migrations.ts, loaded only when an older record is found.
 */
export const HOST_RECORD_FORMAT = 9;
