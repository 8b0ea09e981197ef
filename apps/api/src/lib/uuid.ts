const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `value` is a UUID as PostgreSQL writes one (lowercase hex): the form of every id we issue. */
export const isUuid = (value: string): boolean => UUID.test(value);
