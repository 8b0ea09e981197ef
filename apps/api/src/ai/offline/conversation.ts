import type { Lesson } from '@pathwise/contract';
import { gradeOpenAnswer, gradeWithKeyPoints, type RubricResult } from './rubric';
import { findQuizItem, searchDays } from './search';
import { coverage, sentences, stems } from './text';

export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}

const GREETING =
  /^\s*(hi+|hey+|hello+|hiya|namaste|good (morning|afternoon|evening)|start|begin|ready|let'?s (go|start|begin))\b[\s!.]*$/i;
const ASKING =
  /\?\s*$|^\s*(what|why|how|when|where|which|who|can|could|should|is|are|does|do|explain|tell me|i don'?t understand)\b/i;

/** The passages of `text` that best answer `query`, in reading order. */
function bestPassages(text: string, query: string, count = 2): string[] {
  const wanted = stems(query);
  const scored = sentences(text).map((sentence, index) => ({
    sentence,
    index,
    score: coverage(wanted, new Set(stems(sentence))),
  }));
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.sentence);
}

function askedQuizIndex(lesson: Lesson, history: readonly ChatTurn[]): number | undefined {
  const last = [...history].reverse().find((turn) => turn.role === 'assistant');
  if (!last) return undefined;
  const index = lesson.quiz.findIndex((item) => last.text.includes(item.question));
  return index >= 0 ? index : undefined;
}

const askQuestion = (lesson: Lesson, index: number) =>
  `Question ${index + 1} of ${lesson.quiz.length}: ${lesson.quiz[index]?.question ?? ''}`;

/**
 * The offline Socratic tutor: greets with today's topic and walks the quiz one question at a time,
 * grading each answer against its key points, and answers questions from the lesson by retrieval.
 */
export function offlineTutorReply(input: {
  lesson?: Lesson | undefined;
  history: readonly ChatTurn[];
  message: string;
}): string {
  const { lesson, history, message } = input;
  if (!lesson) return offlineAssistantReply({ history, message });
  const asked = askedQuizIndex(lesson, history);
  if (GREETING.test(message) || (history.length === 0 && !ASKING.test(message))) {
    const intro = sentences(lesson.detailedExplanation).slice(0, 2).join(' ');
    return `Hi! Today's lesson is **${lesson.topicName}**. ${intro}\n\nRead the explanation above, then let's check your understanding. ${askQuestion(lesson, 0)}`;
  }
  if (asked !== undefined && !ASKING.test(message)) {
    const item = lesson.quiz[asked];
    const graded = item ? gradeWithKeyPoints(item, message) : undefined;
    const next =
      asked + 1 < lesson.quiz.length
        ? `\n\nNext, ${askQuestion(lesson, asked + 1)}`
        : `\n\nThat was the last question. Now try the hands-on task: ${lesson.handsOnTask}`;
    return `${graded?.feedback ?? ''} (${graded?.score ?? 0}/10)${next}`;
  }
  const passages = bestPassages(lesson.detailedExplanation, message);
  const resume =
    asked !== undefined ? `\n\nWhen you're ready, back to the quiz: ${askQuestion(lesson, asked)}` : '';
  if (passages.length > 0)
    return `From today's lesson: ${passages.join(' ')}\n\nDoes that answer it? Try explaining it back to me in your own words.${resume}`;
  const elsewhere = searchDays(message, 1)[0];
  if (elsewhere) {
    const related = bestPassages(elsewhere.day.content.explanation, message);
    if (related.length > 0)
      return `That goes beyond today's lesson. From "${elsewhere.day.content.topicName}" (${elsewhere.day.trackTitle}): ${related.join(' ')}${resume}`;
  }
  return `I couldn't find that in today's lesson on ${lesson.topicName}. Try rephrasing with the key term you're stuck on, or check the official documentation.${resume}`;
}

/** The offline assistant: answers from the curated curricula by retrieval and says where from. */
export function offlineAssistantReply(input: {
  history: readonly ChatTurn[];
  message: string;
  goal?: string | undefined;
}): string {
  const { message } = input;
  if (GREETING.test(message))
    return `Hello! I'm your learning assistant. Ask me about ${input.goal ? `${input.goal} or ` : ''}anything in your plan, for example "what is a closure?" or "how do I structure a REST API?".`;
  const hits = searchDays(message, 3);
  for (const hit of hits) {
    const passages = bestPassages(hit.day.content.explanation, message, 3);
    if (passages.length === 0) continue;
    return `${passages.join(' ')}\n\nThis comes from the lesson "${hit.day.content.topicName}" in the ${hit.day.trackTitle} track. Next step: ${hit.day.content.exercise}`;
  }
  return "I don't have a good answer to that in my offline library. Try asking about a specific concept from your plan, or look it up in the official documentation for your topic.";
}

const OPEN_QUESTIONS = [
  (topic: string) => `In your own words, what is ${topic}, and what problem does it solve?`,
  (topic: string) =>
    `Walk through a small worked example of ${topic} step by step. What happens at each step?`,
  (topic: string) =>
    `What is a common mistake people make with ${topic}, and how would you notice and fix it?`,
  (topic: string) => `How would you check that your work with ${topic} is correct?`,
  (topic: string) => `Compare ${topic} with an alternative approach. When would you choose each, and why?`,
];

/** Cross-questions: the curated quiz of the closest lesson, else questions that make the learner explain and apply. */
export function offlineQuestions(lessonContent: string, count = 5): string[] {
  const hit = searchDays(lessonContent, 1)[0];
  const topicWords = stems(hit?.day.content.topicName ?? '');
  const relevant = hit && coverage(topicWords, new Set(stems(lessonContent))) >= 0.3;
  const firstLine = lessonContent.split('\n').find((line) => line.trim()) ?? '';
  const topic =
    firstLine
      .replace(/^#+\s*|\*\*/g, '')
      .trim()
      .slice(0, 80) || 'this topic';
  const open = OPEN_QUESTIONS.map((make) => make(topic));
  if (!relevant || !hit) return open.slice(0, Math.max(3, count));
  const curated = hit.day.content.quiz.map((item) => item.question);
  return [...curated, ...open.slice(1)].slice(0, Math.max(3, count));
}

/** Rubric feedback: against the curated answer's key points when the question is one of ours. */
export function offlineEvaluate(question: string, userAnswer: string): RubricResult {
  const item = findQuizItem(question);
  return item ? gradeWithKeyPoints(item, userAnswer) : gradeOpenAnswer(question, userAnswer);
}
