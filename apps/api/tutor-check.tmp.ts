import { tracks } from './src/ai/offline/curricula';
import { renderLesson } from './src/ai/offline/lesson';
import { offlineTutorReply, offlineAssistantReply, offlineQuestionItems, offlineEvaluate } from './src/ai/offline/conversation';
import type { ChatTurn } from './src/ai/offline/conversation';
const show = process.argv[2];
for (const t of tracks) {
  const lesson = renderLesson(t.days[2]!, 'Beginner');
  const h: ChatTurn[] = [];
  const say = (m: string) => { const r = offlineTutorReply({ lesson, history: h, message: m }); h.push({role:'user',text:m},{role:'assistant',text:r}); return r; };
  const hi = say('Hi');
  const q0 = lesson.quiz[0]!;
  const good = say(q0.answer);
  const q1 = lesson.quiz[1]!;
  const bad = say('I think it is about colours and fonts on a page');
  const bad2 = say('still no clue, maybe colours');
  const topicQ = say(`I didn't understand ${lesson.topicName.split(/[:(]/)[0]}`);
  const ok = hi.includes(`Question 1 of ${lesson.quiz.length}: ${q0.question}`) && /Excellent/.test(good) && /Hint/.test(bad) && !bad.includes(q1.answer) && bad2.includes(q1.answer);
  console.log(t.id, ok, /From today's lesson/.test(topicQ));
  if (show === t.id || !ok) { console.log('---HI\n'+hi+'\n---GOOD\n'+good+'\n---BAD\n'+bad+'\n---BAD2\n'+bad2+'\n---TOPIC\n'+topicQ); }
}
