import type { CurriculumDay, ExperienceLevel, Lesson, PlanDay } from '@pathwise/contract';
import { trackById } from './curricula';
import { GENERIC_TRACK_ID, genericTrack } from './generic';
import { goalSubject } from './goal-matching';
import { findDayByTopic } from './search';

/** A curated day as the learner's lesson: the level decides what is added (DESIGN: levels differ). */
export function renderLesson(day: CurriculumDay, level: ExperienceLevel): Lesson {
  const parts = [day.explanation];
  if (level === 'Beginner') parts.push(`**Beginner tip:** ${day.beginnerTip}`);
  if (level === 'Advanced') parts.push(`**Going further:** ${day.advancedNote}`);
  const stretch =
    level === 'Advanced'
      ? `\n\n**Stretch goal:** take today's project step further (${day.project.replace(/\.$/, '')}) using the idea under "Going further", then test or measure the result and note the trade-off you chose.`
      : '';
  return {
    topicName: day.topicName,
    detailedExplanation: parts.join('\n\n'),
    // The grader's extras (accepted answers, misconceptions) stay on the server.
    quiz: day.quiz.map(({ question, answer, keyPoints }) => ({ question, answer, keyPoints })),
    handsOnTask: `${day.handsOnTask}${stretch}`,
  };
}

/** The curated day behind a plan source such as "react:12", "react:a2" or "generic:7". */
export function resolveSource(source: string, goal: string): CurriculumDay | undefined {
  const match = /^([a-z0-9-]+):(a?)(\d+)$/.exec(source);
  if (!match) return undefined;
  const [, id, advanced, number] = match;
  const track = id === GENERIC_TRACK_ID ? genericTrack(goalSubject(goal)) : trackById(id ?? '');
  const index = Number(number) - 1;
  return advanced ? track?.advancedDays[index] : track?.days[index];
}

export interface PlanForLesson {
  goal: string;
  experience: ExperienceLevel;
  outline: Record<string, PlanDay>;
  sources: string[] | null;
}

/**
 * The offline lesson for a plan day: its curated source when it still matches the outline's topic,
 * else any curated day with that topic, else (a provider outline the engine has no content for) a
 * study guide built from the outline entry.
 */
export function offlineLesson(plan: PlanForLesson, day: number): Lesson {
  const entry = plan.outline[String(day)];
  const source = plan.sources?.[day - 1];
  const curated = source ? resolveSource(source, plan.goal) : undefined;
  if (curated && (!entry || curated.topicName === entry.topicName))
    return renderLesson(curated, plan.experience);
  const byTopic = entry ? findDayByTopic(entry.topicName) : undefined;
  if (byTopic) return renderLesson(byTopic, plan.experience);
  return studyGuide(
    entry ?? { topicName: `Day ${day}`, quiz: [], project: '', exercise: '' },
    plan.goal,
    day,
  );
}

function studyGuide(entry: PlanDay, goal: string, day: number): Lesson {
  const topic = entry.topicName;
  const subject = goalSubject(goal);
  const detailedExplanation = [
    `Today's topic is **${topic}**, day ${day} of your plan for ${subject}. This lesson is a guided study session: you will learn the topic from its canonical source, see it work, and use it in your project.`,
    `**1. Read the source (25 min).** Open the official documentation or standard reference for ${subject} and find the section on ${topic}. Skim the headings first and turn them into two or three questions, then read to answer them. Write in your own words what ${topic} is and which problem it solves.`,
    `**2. Study a worked example (20 min).** Find one complete, working example of ${topic} in that source or in a well-regarded project. Before reading the explanation, predict what each part does; then check your predictions and note every surprise.`,
    `**3. Use it (45 min).** ${entry.project || `Apply ${topic} to your running project.`} Work in small steps that keep your project working, and save a version after each one.`,
    `**4. Practise.** ${entry.exercise || `Solve one small exercise on ${topic} without looking at the example.`}`,
    `**Common mistake:** reading about ${topic} without producing anything. Understanding shows up only when you can use it without the page open.`,
    `**Check it works:** answer today's quiz from memory, then check your answers against the source.`,
  ].join('\n\n');
  const questions =
    entry.quiz.length > 0
      ? entry.quiz
      : [`In your own words, what is ${topic} and what problem does it solve?`];
  return {
    topicName: topic,
    detailedExplanation,
    quiz: questions.map((question) => ({
      question,
      answer: `A complete answer explains what ${topic} is, why it matters for ${subject}, and gives a concrete example from your own work; check it against the canonical source.`,
      keyPoints: ['what it is', 'why it matters', 'a concrete example'],
    })),
    handsOnTask:
      [entry.project, entry.exercise].filter(Boolean).join(' Then: ') ||
      `Use ${topic} in your project and write down one thing that surprised you.`,
  };
}
