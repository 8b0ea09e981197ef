// en-GB's short month names, as Intl.DateTimeFormat('en-GB', { month: 'short' }) writes them ("Sept", not
// "Sep"; a test checks the table against Intl). By hand because a page's first Intl.DateTimeFormat loads locale
// data: 35 to 110 ms on a phone-speed CPU, inside the task that first draws /Tutor (its streak line and the
// trial badge); the table takes well under a millisecond. Screens off that path use Intl (decision 044).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** '2 Dec' from a day of the month and a month index (0 for January). */
export const shortDate = (day: number, month: number) => `${String(day)} ${MONTHS[month] ?? ''}`;
