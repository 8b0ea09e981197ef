import type { TemplateDay } from './template';

// Week 2: fundamentals through deliberate practice, worked examples, vocabulary, variation and a
// mistake log, closed by a self-test that adjusts the plan.
export const week2: TemplateDay[] = [
  {
    topicName: 'Break {goal} into sub-skills',
    explanation: `Nobody practises "{goal}" as a whole; experts got good by practising its parts. **Skill decomposition** means splitting the field into sub-skills small enough to practise in one sitting and checking which ones carry most of the results. In programming, "write programs" splits into reading errors, choosing data structures, naming, testing and using the standard library; in 3D, "make a scene" splits into modelling, topology, materials, lighting and composition; in marketing, into audience research, copywriting, channel mechanics, measurement and budgeting.

Start from your concept map. For each group of nodes ask: *what would I actually do with my hands or head to practise this?* A sub-skill is good when you can name a drill for it ("rewrite this paragraph in half the words", "light this scene with exactly one lamp", "solve three exercises of this kind in 30 minutes"). Then apply the **80/20 rule**: a few sub-skills unlock most of the early results. Mark the ones your first project needed most and the ones every later topic depends on.

Order matters: some sub-skills **depend** on others. Draw the dependencies and start at the bottom of the tree.

**Common mistake:** decomposing into topics ("chapter 3: materials") rather than skills. A topic is something you read; a skill is something you can be tested on.

**Check it works:** you have a list of 8 to 12 sub-skills, each with one concrete drill, and three are marked as this week's focus because they are both high-value and foundational.`,
    quiz: [
      {
        question: 'What is the difference between a topic and a sub-skill?',
        answer:
          'A topic is something you read about; a sub-skill is something you can do and be tested on, with a concrete drill that practises it.',
        keyPoints: ['topic is read', 'skill is done and testable', 'has a drill'],
      },
      {
        question: 'How does the 80/20 rule guide which sub-skills to practise first?',
        answer:
          'A small number of sub-skills produce most of the early results, so you practise those high-value, foundational ones first rather than everything equally.',
        keyPoints: ['few skills give most results', 'prioritise high-value', 'foundational first'],
      },
      {
        question: 'Why draw dependencies between sub-skills?',
        answer:
          'Some skills rely on others, so practising from the bottom of the dependency tree avoids struggling with a skill whose prerequisites you lack.',
        keyPoints: ['skills rely on others', 'start at the bottom', 'avoid missing prerequisites'],
      },
    ],
    handsOnTask:
      "List 8 to 12 sub-skills of {goal} from your concept map, write one concrete drill for each, draw which depend on which, and choose three that are both high-value and foundational as this week's practice focus.",
    project:
      'Mark which sub-skills each feature of your shipped {goal} project used, and which one slowed you most.',
    exercise: 'Turn two topics from your sources list into sub-skills with a drill you can do in 20 minutes.',
    beginnerTip:
      'If you cannot think of a drill, ask "what would a test of this look like?" and practise that test.',
    advancedNote:
      "Experts often have sub-skills beginners do not know exist (estimation, taste, reading others' work quickly); ask a practitioner of {goal} what they do that is not in any course.",
    level: 'basic',
  },
  {
    topicName: 'Design a deliberate practice session',
    explanation: `Hours of doing are not the same as hours of getting better. **Deliberate practice**, described by the psychologist Anders Ericsson in studies of musicians, chess players and athletes, has specific features: a **narrow goal** for the session, work at the **edge of your ability** (hard enough that you fail sometimes), **immediate feedback** on each attempt, **full attention**, and **repetition with adjustment** rather than repetition of the same mistake.

A practical 45-minute session for {goal}: 5 minutes to state the goal ("write three functions that pass their tests on first run", "model a chair in under 20 minutes with clean topology", "write five headlines and predict which will get most clicks"); 30 minutes of attempts, each followed by a check against a reference, a test or a rubric; 10 minutes to write what you changed and what to try next time. Keep a simple scoreboard: attempts, successes, time. If you succeed every time, raise the difficulty; if you fail every time, step down.

**Worked example:** a learner practising SQL does not "do some queries"; they take ten exercises on joins only, time each one, check each result against the expected rows, and redo the two they got wrong the next day.

**Common mistake:** practising what you are already good at because it feels pleasant, or practising without any feedback, which only makes the current level automatic.

**Check it works:** your session log shows a narrow goal, a score, and one adjustment you made based on feedback.`,
    quiz: [
      {
        question: 'Name the main features of deliberate practice.',
        answer:
          'A narrow goal for the session, work at the edge of your ability, immediate feedback on each attempt, full attention, and repetition with adjustment.',
        keyPoints: ['narrow goal', 'edge of ability', 'immediate feedback', 'repetition with adjustment'],
      },
      {
        question: 'What should you do if you succeed at every attempt in a session?',
        answer:
          'Raise the difficulty, because success every time means you are no longer at the edge of your ability and not improving much.',
        keyPoints: ['raise difficulty', 'stay at the edge'],
      },
      {
        question: 'Why does practice without feedback stall improvement?',
        answer:
          'Without feedback you cannot tell correct from incorrect attempts, so you repeat mistakes and simply make your current level automatic.',
        keyPoints: ['cannot see mistakes', 'repeats errors', 'current level becomes automatic'],
      },
    ],
    handsOnTask:
      'Run one 45-minute deliberate practice session on your weakest focus sub-skill of {goal}: write a narrow goal, make timed attempts each checked against a reference or rubric, keep a scoreboard, and finish by writing one adjustment for the next session.',
    project:
      'Design a drill that would have made the hardest part of your 5-day {goal} project easier, and run it once.',
    exercise:
      'Write a rubric with three criteria you can use to check one attempt at a {goal} sub-skill in under a minute.',
    beginnerTip:
      'Aim for sessions where you get roughly seven out of ten attempts right; that is the productive edge.',
    advancedNote:
      'Use time pressure as a difficulty dial: doing a familiar {goal} task in half the usual time exposes which steps are still not automatic.',
  },
  {
    topicName: 'Learn from worked examples and expert work',
    explanation: `When you are new to a field, studying a **worked example** (a solved problem with every step shown) teaches more than solving problems blind: this is the worked-example effect, one of the most reliable results in learning research. As you improve, the benefit shifts to solving on your own, so today you use both: study expert work, then reproduce it.

Find three pieces of excellent work in {goal} that are close to what you want to make: well-regarded open-source code, a render breakdown, a published campaign case study, a design from a respected portfolio. For each one, before reading the explanation, **predict**: how would you have approached this? Then study it and annotate *why* each decision was made, not only what was done. Look for the choices that surprise you; they mark the gap between your current thinking and an expert's.

Then do **copywork**: rebuild one of the examples from memory, compare it with the original, and list the differences. Writers have learned this way for centuries (Benjamin Franklin rewrote essays from notes and compared), and it works for code, layouts and scenes alike.

**Common mistake:** reading examples passively, nodding along, and assuming you could do it. Prediction and reproduction reveal whether you actually understood.

**Check it works:** you have three annotated examples, one reproduction, and a list of at least five decisions the expert made that you would not have.`,
    quiz: [
      {
        question: 'What is the worked-example effect?',
        answer:
          'Beginners learn more from studying fully worked solutions than from solving problems unaided, because they can follow expert steps without getting lost; the benefit fades as skill grows.',
        keyPoints: ['studying solved examples', 'helps beginners most', 'fades with skill'],
      },
      {
        question: 'Why predict your own approach before studying an expert example?',
        answer:
          "Comparing your prediction with the expert's choices reveals the specific gaps in your thinking, which passive reading hides.",
        keyPoints: ['compare with expert', 'reveals gaps', 'avoids passive reading'],
      },
      {
        question: 'What is copywork and how is it checked?',
        answer:
          'Rebuilding an expert piece of work from memory or notes, then comparing it with the original and listing the differences to learn from.',
        keyPoints: ['rebuild from memory', 'compare with original', 'list differences'],
      },
    ],
    handsOnTask:
      'Find three excellent examples of work in {goal} close to what you want to make. Predict your approach before studying each, annotate why the expert made five key decisions, then rebuild one from memory and list every difference from the original.',
    project:
      'Find one expert piece similar to your 5-day {goal} project and list three things it does better than yours.',
    exercise:
      'Rebuild a small expert example of {goal} from memory and compare it line by line or element by element.',
    beginnerTip:
      'Choose examples only slightly beyond your level; a masterpiece you cannot follow teaches little today.',
    advancedNote:
      'Study a famous failure in {goal} too (a post-mortem, a rejected design, a campaign that flopped); experts learn as much from documented mistakes as from polished successes.',
  },
  {
    topicName: 'Learn the language of {goal}',
    explanation: `Every field has a vocabulary, and until you own it, documentation and experts sound vague. Today you build a **glossary** of the terms that matter in {goal} and test your understanding with the **Feynman technique**, named after the physicist Richard Feynman, who insisted that if you cannot explain something simply you do not understand it yet.

Collect 15 to 20 terms from your concept map, your sources and your blocker log. For each, write: a plain-language definition in one sentence, an example from your own project, and a term it is often confused with and how they differ (in programming, *parameter* vs *argument*; in 3D, *normal* vs *vertex*; in marketing, *reach* vs *impressions*).

Then apply the technique: pick a term, explain it aloud or in writing **as if to a twelve-year-old**, with no jargon; notice exactly where you hesitate or hide behind another term; go back to the canonical source for that gap; then simplify again. The places where your explanation gets vague are the places where your understanding is vague.

**Common mistake:** copying definitions from the documentation. A copied definition is recognition, not understanding; your own words force you to process the idea.

**Check it works:** explain five terms to someone outside the field. If they can give you a correct example back, your explanation worked.`,
    quiz: [
      {
        question: 'What are the steps of the Feynman technique?',
        answer:
          'Explain the idea simply as if to a child, find where the explanation becomes vague or relies on jargon, return to the source to fill that gap, then simplify the explanation again.',
        keyPoints: ['explain simply', 'find the gaps', 'return to source', 'simplify again'],
      },
      {
        question: 'What three things should each glossary entry contain?',
        answer:
          'A plain one-sentence definition in your own words, an example from your own work, and a commonly confused term with the difference explained.',
        keyPoints: ['own-words definition', 'example from your work', 'confused term and difference'],
      },
      {
        question: 'Why is copying documentation definitions not enough?',
        answer:
          'Copying only creates recognition; putting the idea in your own words forces you to process it and shows whether you understand it.',
        keyPoints: ['recognition is not understanding', 'own words force processing'],
      },
    ],
    handsOnTask:
      'Write a glossary of 15 to 20 {goal} terms, each with an own-words definition, an example from your project and a commonly confused term. Then explain five of them aloud to someone outside the field and note where you hesitated.',
    project: 'Add a short glossary of the five key {goal} terms your project uses to its write-up.',
    exercise:
      'Explain the most confusing term of {goal} in three sentences with no jargon, then check it against the canonical source.',
    beginnerTip: 'Turn every glossary entry into a flashcard; the terms will stick within a week of reviews.',
    advancedNote:
      'Notice terms that different communities in {goal} use differently; knowing both meanings prevents painful misunderstandings in teams.',
    level: 'basic',
  },
  {
    topicName: 'Interleave and vary your practice',
    explanation: `Practising one kind of problem twenty times in a row (**blocked practice**) feels smooth and gives fast progress within the session, but it transfers badly: in real work nobody tells you which kind of problem you are facing. **Interleaved practice** mixes different kinds of problems in one session, so each time you must first recognise what kind it is and choose the approach. Studies in mathematics, sports and music show that interleaving feels harder and produces clearly better results a week later. Researchers call this a **desirable difficulty**.

**Variation** is the close cousin: practise the same skill in changing conditions. Write the function in a different style; light the scene for morning and for night; write the same offer for three audiences. Variation teaches you what stays constant beneath the surface, which is the real skill.

Design today's session from your three focus sub-skills: prepare nine small tasks (three of each), shuffle them, and work through them in random order. Before each one, write one line: "this is a ___ problem, so I will ___". Track both correctness and whether you identified the kind correctly.

**Common mistake:** judging practice by how good it feels. Smooth sessions often mean you are repeating, not learning; the feeling of struggle is part of why interleaving works.

**Check it works:** you completed a shuffled set, and your notes show how often you recognised the kind of task correctly; that recognition rate is a skill you can now improve.`,
    quiz: [
      {
        question: 'What is the difference between blocked and interleaved practice?',
        answer:
          "Blocked practice repeats one kind of problem many times in a row; interleaved practice mixes different kinds in one session so you must first identify each problem's kind and choose an approach.",
        keyPoints: ['blocked repeats one kind', 'interleaved mixes kinds', 'must identify the kind'],
      },
      {
        question: 'Why does interleaving work better even though it feels harder?',
        answer:
          'It trains recognising which approach fits a problem, which real work requires; the extra effort is a desirable difficulty that improves long-term retention and transfer.',
        keyPoints: ['trains recognition', 'desirable difficulty', 'better retention and transfer'],
      },
      {
        question: 'What does practising with variation teach?',
        answer:
          'By changing the conditions while practising the same skill, you learn what stays constant beneath the surface details, which is the transferable skill itself.',
        keyPoints: ['changing conditions', 'learn the underlying constant'],
      },
    ],
    handsOnTask:
      'Prepare nine small {goal} tasks, three for each of your focus sub-skills, shuffle them and solve them in random order. Before each task write "this is a ___ problem, so I will ___", and record both correctness and whether you identified the kind correctly.',
    project:
      'Re-do one feature of your 5-day {goal} project under a different constraint (another style, audience or limit).',
    exercise:
      'Take one {goal} task and write three variations of it that change the conditions but keep the skill.',
    beginnerTip:
      'Expect interleaved sessions to feel clumsy at first; compare your results after a week, not after an hour.',
    advancedNote:
      'Build a personal problem bank for {goal} tagged by kind, and draw random mixed sets from it; over months this becomes your most valuable practice tool.',
    level: 'basic',
  },
  {
    topicName: 'Keep a mistake log and debug your own work',
    explanation: `Everyone in {goal} makes mistakes; people who improve quickly make each mistake **once**. The tool for that is a **mistake log**: a running table with what happened, the root cause, how you found it, and a **rule** that would have prevented it. Pilots, surgeons and engineers use the same idea in checklists and post-mortems, because memory alone repeats errors.

Write entries in a blameless style: not "I was careless" but "I changed the settings without saving a copy, so I could not go back; rule: duplicate the file before experimenting". Group entries into **categories** after a week (misunderstood concept, skipped a check, tool misuse, rushed). The biggest category tells you where to practise next, and the rules become your personal checklist.

Pair the log with a systematic way to **debug your own work**, which applies beyond code: observe the symptom exactly; form a hypothesis about the cause; design the cheapest test that would prove it wrong; change one thing; record the result. For a design that "feels off", the hypothesis might be "the spacing is inconsistent", tested by overlaying a grid. For a campaign with poor results: "the audience is wrong", tested by comparing click-through across two audiences.

**Common mistake:** fixing the symptom and moving on without asking why it happened, so the same root cause returns in a new form next week.

**Check it works:** your log has at least five entries from this month with root causes and rules, and you can name your most common category.`,
    quiz: [
      {
        question: 'What four things does each mistake log entry record?',
        answer:
          'What happened, the root cause, how the problem was found, and a rule or check that would prevent it next time.',
        keyPoints: ['what happened', 'root cause', 'how it was found', 'prevention rule'],
      },
      {
        question: 'Why write mistake log entries in a blameless style?',
        answer:
          'Blaming yourself ("I was careless") gives nothing to act on; describing the mechanism and cause leads to a concrete rule or check that prevents the mistake.',
        keyPoints: ['blame is not actionable', 'focus on cause', 'leads to a concrete rule'],
      },
      {
        question: 'Describe the systematic debugging loop for your own work.',
        answer:
          'Observe the symptom exactly, form a hypothesis about the cause, design the cheapest test that could prove it wrong, change one thing, and record the result.',
        keyPoints: ['observe', 'hypothesis', 'cheap test', 'change one thing', 'record'],
      },
    ],
    handsOnTask:
      'Start a mistake log for {goal} with at least five entries from this month (what happened, root cause, how found, prevention rule), group them into categories, and turn the three most useful rules into a checklist you will use before calling any piece of work done.',
    project:
      'Review your 5-day {goal} project for one remaining flaw and fix it using the hypothesis-and-test loop.',
    exercise: 'Take one mistake from your log and write the cheapest test that would have caught it earlier.',
    beginnerTip: 'Log the small mistakes too; small repeated errors cost more time than rare big ones.',
    advancedNote:
      'Look for mistakes that cluster around a mental model rather than a step; those point to a misunderstanding of {goal} that no checklist fixes, only study and practice.',
  },
  {
    topicName: 'Week-two review: test yourself and adjust',
    explanation: `Two weeks in, it is time to measure instead of guess. Today is a **retrieval-based review**: you test yourself across everything so far, compare the results with your day 1 outcome statement, and adjust the plan for the second half of the month.

Do it in three parts. **Recall** (20 minutes): without notes, write down everything you can about each of your focus sub-skills, then check against your sources and mark the gaps. Review your flashcards and note your recall rate. **Perform** (30 minutes): do a timed mini-challenge that uses several sub-skills at once, similar in size to a single day of your first project; compare time and quality with day 3 or 4. **Reflect** (10 minutes): answer three questions in your log: what improved measurably, what did not, and what will I change.

Adjusting is normal and healthy: a plan is a hypothesis. Keep what is producing measurable progress, drop what is not, and add whatever the mini-challenge exposed. If a sub-skill still fails more than half the time, give it two more deliberate-practice sessions next week before moving on.

**Common mistake:** skipping the review to "make progress", then discovering in week four that the foundations did not hold.

**Check it works:** you have a recall score, a timed result to compare against, and a written list of plan changes for days 15 to 21.`,
    quiz: [
      {
        question: 'What are the three parts of the week-two review?',
        answer:
          'Recall what you know without notes and check the gaps, perform a timed mini-challenge and compare it with earlier work, and reflect on what improved, what did not and what to change.',
        keyPoints: ['recall without notes', 'timed challenge', 'reflect and adjust'],
      },
      {
        question: 'Why is changing the plan at this point healthy rather than a failure?',
        answer:
          'A plan is a hypothesis; evidence from the review shows what produces progress, so adjusting keeps effort where it works.',
        keyPoints: ['plan is a hypothesis', 'evidence-based adjustment'],
      },
      {
        question: 'What should you do with a sub-skill that still fails more than half the time?',
        answer:
          'Give it additional deliberate practice sessions before moving on, because later work will depend on it.',
        keyPoints: ['more deliberate practice', 'later work depends on it'],
      },
    ],
    handsOnTask:
      'Run the week-two review for {goal}: 20 minutes of recall without notes (then check), a 30-minute timed mini-challenge compared with your day 3-4 work, and 10 minutes of reflection. Write your recall rate, your timed result and the plan changes for days 15 to 21.',
    project:
      'Write a short progress note on your {goal} project: what you could now do better than on day 5.',
    exercise: 'Design a 30-minute challenge for {goal} that you could repeat on day 30 to measure progress.',
    beginnerTip:
      'A low recall score today is useful data, not a verdict; it tells you exactly which cards to review.',
    advancedNote:
      'Track one leading indicator (practice sessions per week) and one lagging indicator (timed challenge score) for {goal}; leading indicators tell you early when progress will stall.',
  },
];
