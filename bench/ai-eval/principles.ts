/**
 * The tutor against five learning-science principles (active learning, cognitive load, adapting to the
 * learner, curiosity, metacognition), each scored 1-5 from behaviours a script can check, over scripted
 * conversations on lessons of many tracks: npx tsx bench/ai-eval/principles.ts
 *
 * Each conversation: "Hi", "just tell me", a wrong answer, "just tell me", "explain it more simply", "harder",
 * an example request, a question about the lesson, then the model answers to the remaining questions and a
 * confidence rating. A principle's score is 1 + 4 × the share of its checks that hold.
 */
import type { Lesson } from '@pathwise/contract';
import { tracks } from '../../apps/api/src/ai/offline/curricula';
import { renderLesson } from '../../apps/api/src/ai/offline/lesson';
import { offlineTutorReply } from '../../apps/api/src/ai/offline/tutor';

type Principle = 'active learning' | 'cognitive load' | 'adapting' | 'curiosity' | 'metacognition';
type Checks = Record<Principle, boolean[]>;

const WRONG = 'I think it is something to do with the colour of the screen.';
const words = (text: string) =>
  text
    .replace(/```[\s\S]*?```/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
/** A reply that invites the learner on: it ends on a question, or offers a "going further" hook or a task. */
const invites = (text: string) => {
  const last = text.trim().split(/\n\n/).at(-1) ?? '';
  return /\?\**\s*$/.test(last) || /going further|harder challenge|hands-on task|ask me/i.test(last);
};

function converse(lesson: Lesson): Checks {
  const history: Array<{ role: 'user' | 'assistant'; text: string }> = [];
  const replies: string[] = [];
  const say = (message: string) => {
    const reply = offlineTutorReply({ lesson, history, message });
    history.push({ role: 'user', text: message }, { role: 'assistant', text: reply });
    replies.push(reply);
    return reply;
  };
  const [first] = lesson.quiz;
  say('Hi');
  const askAttempt = say('just tell me the answer');
  const wrong = say(WRONG);
  const second = say('just tell me');
  const simpler = say("I'm lost, explain it more simply");
  const harder = say('this is too easy, give me something harder');
  const example = say('can you give me an example?');
  const question = say(`why does ${lesson.topicName.split(/[:,(]/)[0]!.trim()} matter?`);
  let last = '';
  for (const item of lesson.quiz.slice(1)) last = say(item.answer);
  const rating = say('2');
  return {
    'active learning': [
      // A hint before the answer, an attempt asked for before revealing, the answer only after that.
      /\*\*Hint:\*\*/.test(wrong) && !wrong.includes(first!.answer),
      /^Give it one try first/.test(askAttempt) && !askAttempt.includes(first!.answer),
      second.includes(first!.answer),
      /Try explaining it back|what do you expect|your approach|your own work/i.test(
        `${question}${example}${harder}`,
      ),
    ],
    'cognitive load': replies.map((reply) => words(reply) <= 220),
    adapting: [
      simpler !== harder && /more simply|Picture it|Beginner tip/.test(simpler),
      /A harder challenge/.test(harder),
      /example/i.test(example),
      !/\(\d+\/10\)/.test(`${simpler}${harder}${example}${question}`),
      /Question 2 of/.test(second),
    ],
    curiosity: replies.map(invites),
    metacognition: [
      /How sure did you feel/.test(last),
      /review/i.test(rating),
      // A wrong answer is told what it got and what is missing, not only "wrong".
      /Not quite yet|Good start|common mix-up|opposite/.test(wrong),
    ],
  };
}

const lessons = tracks
  .flatMap((track) =>
    [track.days[2], track.days[16]].filter(Boolean).map((day) => renderLesson(day!, 'Beginner')),
  )
  .slice(0, 24);
const totals = new Map<Principle, { held: number; of: number }>();
for (const lesson of lessons)
  for (const [principle, checks] of Object.entries(converse(lesson)) as Array<[Principle, boolean[]]>) {
    const total = totals.get(principle) ?? { held: 0, of: 0 };
    total.held += checks.filter(Boolean).length;
    total.of += checks.length;
    totals.set(principle, total);
  }
console.log(`${lessons.length} scripted conversations`);
for (const [principle, { held, of }] of totals)
  console.log(`${principle}: ${(1 + (4 * held) / of).toFixed(1)} of 5 (${held}/${of} checks)`);
