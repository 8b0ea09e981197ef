import { z } from 'zod';

/** The single error body every API failure uses. */
export const errorBody = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** Success bodies that only carry a human message (SPEC keeps `message`). */
export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

export const emptyBody = z.object({}).strict();

/** User ids are UUIDs; path params and `userId` fields name one. */
export const userId = z.uuid({ message: 'userId must be a valid id.' });

export const userIdParams = z.object({ userId });

/** A string that must contain something other than white space. */
export const nonBlank = (message: string, max = 10_000) =>
  z
    .string({ message })
    .max(max, { message: `Must be at most ${max} characters.` })
    .refine((value) => value.trim().length > 0, { message });

/** An IANA time zone name such as Asia/Kolkata. */
export const timeZone = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'timeZone must be an IANA time zone such as Asia/Kolkata.' },
  );
