import type { PlanOutline } from '@pathwise/contract';

interface AdviceContext {
  goal?: string | undefined;
  outline?: PlanOutline | undefined;
  day?: number | undefined;
}

interface Advice {
  pattern: RegExp;
  answer: (context: AdviceContext) => string;
}

const today = (context: AdviceContext) =>
  context.day && context.outline?.[String(context.day)]
    ? `today's lesson (day ${context.day}: ${context.outline[String(context.day)]?.topicName ?? ''})`
    : "today's lesson";

/** Study and planning guidance that holds for any subject; the learner's plan makes it concrete. */
const ADVICE: readonly Advice[] = [
  {
    pattern: /\b(fell|falling|am|i'?m|get|got|getting) behind\b|\bmissed (a |my |some )?(day|days|lesson)|\b(catch up|skipped (a )?(day|lesson))\b/i,
    answer: (context) =>
      [
        "Falling behind happens to everyone; the plan waits for you. Lessons unlock one a day, so there's no pile to clear: just do " +
          `${today(context)} next.`,
        '- Do one lesson today, not two: cramming kills the habit you are building.',
        '- If a day felt shaky, retake its quiz with the tutor before moving on.',
        '- Protect a fixed 45–60 minute slot tomorrow and set a reminder under **Reminder**.',
      ].join('\n'),
  },
  {
    pattern: /\b(motivat\w*|procrastinat\w*|lazy|discipline|keep going|give up|bored|my streak)\b|\b(stay|be|staying|being) consistent\b/i,
    answer: (context) =>
      [
        `Consistency beats intensity${context.goal ? ` for ${context.goal}` : ''}. What works for most learners:`,
        '- **Same time, same place** every day; a daily reminder (under **Reminder**) removes the decision.',
        '- **Start tiny:** promise yourself only 10 minutes. Starting is the hard part; you usually keep going.',
        '- **Finish with something visible:** commit your code or write three lines about what you learned. Seeing progress is what keeps motivation up.',
        '- **Protect the streak,** but if you miss a day, never miss two.',
      ].join('\n'),
  },
  {
    pattern: /\bhow (long|much time)\b|\bhours? (a|per) (day|week)\b|\b(time management|no time|too busy|study schedule|daily schedule|minutes a day|timetable)\b/i,
    answer: (context) =>
      [
        'Plan on **60–90 minutes a day**: enough for one lesson and its hands-on task.',
        `- 20–30 min: read ${today(context)} and try its examples.`,
        '- 10 min: the quiz with the tutor (say “Hi” on the Tutor page).',
        '- 30–45 min: the hands-on task, the part that makes it stick.',
        'Busy day? Do the reading and quiz, and finish the task the next morning before the new lesson.',
      ].join('\n'),
  },
  {
    pattern: /\b(how (do|should|can) i (learn|study|remember|practi[cs]e|retain)|study tips?|best way to (learn|study)|remember (things|better|what)|memori[sz]e|take notes|retain)\b/i,
    answer: () =>
      [
        'Three habits make learning stick:',
        '- **Retrieval:** close the lesson and explain it from memory (the tutor quiz and Cross Questioning do exactly this). Recalling beats re-reading.',
        '- **Build, then read:** try the hands-on task before you feel ready; the gaps you hit tell you what to reread.',
        "- **Space it out:** revisit yesterday's topic for five minutes before starting today's.",
        'Keep short notes in your own words, with one working example per idea.',
      ].join('\n'),
  },
  {
    pattern: /\b(tutorials?|youtube|videos?|courses?|watching)\b.*\b(stuck|hell|enough|too many|instead|stop)\b|\btutorial hell\b/i,
    answer: () =>
      [
        'To get out of tutorial mode, flip the ratio: at most 20 minutes of reading or watching, then build.',
        '- Start the hands-on task with the lesson closed; look things up only when you are blocked.',
        '- Change something in every example (a new feature, different data) so you have to think.',
        '- Ship small: a working step you can show beats a course you finished.',
      ].join('\n'),
  },
  {
    pattern: /\b(get|land|find|apply for|looking for)\b.*\b(job|internship|role)\b|\b(portfolio|resume|cv|career|get hired|hiring)\b/i,
    answer: (context) =>
      [
        `For a job${context.goal ? ` in ${context.goal}` : ''}, show finished work:`,
        '- Put the project you build in your plan on GitHub with a clear README: what it does, how to run it, a screenshot, and what you would improve.',
        '- Deploy it so a recruiter can click a link.',
        '- Write one or two short posts about a problem you solved; they make good interview stories.',
        'Finish every day of your plan to earn your verifiable certificate, and add its link to your profile.',
      ].join('\n'),
  },
  {
    pattern: /\b(project ideas?|what (should|can) i build|something to build)\b/i,
    answer: (context) => {
      const entry = context.day ? context.outline?.[String(context.day)] : undefined;
      return [
        entry ? `Start with your plan's project: ${entry.project}` : "Start with your plan's project: each day adds one step to it.",
        'Then make it yours: add one feature you would use yourself, use real data you care about, and deploy it.',
        'Small and finished beats big and abandoned.',
      ].join('\n\n');
    },
  },
  {
    pattern: /\b(overwhelm\w*|too (hard|difficult|much)|confus\w* (by|about) everything|don'?t understand anything|can'?t do (it|this))\b/i,
    answer: (context) =>
      [
        "Feeling overwhelmed means you're at the edge of what you know, which is where learning happens.",
        `- Narrow it down: which one sentence or line of ${today(context)} stops you? Ask me or the tutor about just that.`,
        '- Run the smallest example and change one thing at a time.',
        '- Take a 10-minute break away from the screen; it really does help.',
      ].join('\n'),
  },
];

/** Guidance for a study or planning question, or undefined when the message is about something else. */
export function studyAdvice(message: string, context: AdviceContext): string | undefined {
  return ADVICE.find((advice) => advice.pattern.test(message))?.answer(context);
}
