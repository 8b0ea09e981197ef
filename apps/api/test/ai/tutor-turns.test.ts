import { describe, expect, it } from 'vitest';
import { tracks } from '../../src/ai/offline/curricula';
import { renderLesson } from '../../src/ai/offline/lesson';
import { offlineTutorReply } from '../../src/ai/offline/tutor';

const react = tracks.find((track) => track.id === 'react')!;
const lesson = renderLesson(react.days[0]!, 'Beginner');
const [first, second] = lesson.quiz;
const GRADED = /\(\d+\/10\)|another try/;

/** A conversation with the offline tutor: each reply is kept in the history, as the service does. */
function conversation() {
  const history: Array<{ role: 'user' | 'assistant'; text: string }> = [];
  return (message: string) => {
    const reply = offlineTutorReply({ lesson, history, message });
    history.push({ role: 'user', text: message }, { role: 'assistant', text: reply });
    return reply;
  };
}

describe('the tutor understands a message before it answers it', () => {
  it.each([
    'why do I need this if I have one project?',
    "I'm lost, explain it more simply",
    'give me a harder challenge',
    'can you show me an example',
    'samajh nahi aaya',
    'I feel so dumb right now',
  ])('does not grade "%s" or spend the try', (message) => {
    const say = conversation();
    say('Hi');
    const reply = say(message);
    expect(reply).not.toMatch(GRADED);
    expect(reply).toContain(`Question 1 of ${lesson.quiz.length}: ${first!.question}`);
    // The question is still open and the first real answer is graded as a first try.
    expect(say(first!.answer)).toMatch(/^Excellent/);
  });

  it('gives a simpler explanation, an example and a harder challenge from the lesson', () => {
    const say = conversation();
    say('Hi');
    expect(say('explain it in simple words')).toContain("Let's take it more simply");
    expect(say('give me an example')).toMatch(/example/i);
    const harder = say('too easy, give me something harder');
    expect(harder).toContain('**A harder challenge:**');
    expect(harder).toContain(react.days[0]!.exercise);
  });

  it('asks for one attempt before revealing the answer, and reveals it on the second request', () => {
    const say = conversation();
    say('Hi');
    const firstAsk = say('just tell me the answer');
    expect(firstAsk).toMatch(/^Give it one try first/);
    expect(firstAsk).not.toContain(first!.answer);
    expect(say('just tell me')).toContain(`Here's the answer: ${first!.answer}`);
  });

  it('reveals after an attempt, and skips a question without grading it', () => {
    const say = conversation();
    say('Hi');
    expect(say('something about HTML files I guess')).toMatch(/another try/);
    expect(say('just tell me')).toContain(`Here's the answer: ${first!.answer}`);
    const skipped = say('skip this one');
    expect(skipped).toMatch(/^Okay, let's skip this one/);
    expect(skipped).toContain(second!.answer);
  });

  it('says once that it replies in English, and grades a Hinglish answer by meaning', () => {
    const say = conversation();
    say('Hi');
    const lost = say('samajh nahi aaya, simple bhasha mein samjhao');
    expect(lost).toMatch(/^_You wrote in Hinglish\. Offline I answer in English\._/);
    const answer = say(
      'ye ek JavaScript function hota hai jiska naam capital letter se shuru hota hai aur jo JSX return karta hai, user interface ka ek part',
    );
    expect(answer).not.toContain('You wrote in Hinglish');
    expect(answer).toMatch(/^Excellent/);
  });

  it('after the quiz asks how sure the learner was, and answers the rating', () => {
    const say = conversation();
    say('Hi');
    let last = '';
    for (const item of lesson.quiz) last = say(item.answer);
    expect(last).toContain('How sure did you feel about your answers');
    expect(say('2')).toMatch(/review queue/);
  });
});
