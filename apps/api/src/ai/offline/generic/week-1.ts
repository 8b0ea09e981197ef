import type { TemplateDay } from './template';

// Week 1 of the generic curriculum: scope the goal, find the real sources, build and ship a small
// project in five days, then map the field and start spaced review. "{goal}" is the learner's goal.
export const week1: TemplateDay[] = [
  {
    topicName: 'Scope your {goal} goal and choose a 5-day project',
    explanation: `"Learn {goal}" is a direction, not a goal you can finish. Today you turn it into an **outcome statement**: one sentence that says what you will be able to do by day 30 and how someone could see it. The pattern is *"By day 30 I can ___, shown by ___."* For example: "By day 30 I can write small command-line tools in Rust, shown by a published file-renaming tool", "By day 30 I can model and render a simple product scene in Blender, shown by three finished renders", or "By day 30 I can plan and run a small online campaign, shown by a report with real numbers".

Next you pick the **5-day project** you will build this week. A good first project is *small* (a weekend's work for an expert), *real* (you or someone you know would use or look at it), *visible* (there is something to show on day 5) and *central* (it uses the core of {goal}, not a side skill). Write it as a one-paragraph brief: what it is, who it is for, the one thing it must do, and what you will leave out.

**Common mistake:** choosing the dream project first. A project that needs skills you do not have yet turns week one into frustration; the dream project becomes your capstone in week four.

**Check it works:** read your outcome statement and brief to someone else. If they can say in their own words what you will show on day 5, your scope is clear enough.`,
    quiz: [
      {
        question: 'What two parts does a good outcome statement for {goal} contain?',
        answer:
          'What you will be able to do by day 30, and the evidence that shows it (something another person could see or check), in the form "By day 30 I can ___, shown by ___".',
        keyPoints: ['what you can do', 'visible evidence', 'a deadline'],
      },
      {
        question: 'Name four qualities of a good first 5-day project.',
        answer:
          'It is small enough to finish in five days, real (someone would use or look at it), visible (there is something to show), and central to the skill being learned rather than a side topic.',
        keyPoints: ['small', 'real', 'visible', 'uses the core skill'],
      },
      {
        question: 'Why should your dream project not be your first project?',
        answer:
          'It needs skills you do not have yet, so you would stall and lose momentum; it fits better as a capstone once the fundamentals are in place.',
        keyPoints: ['needs skills you lack', 'stalls momentum', 'better as capstone'],
      },
    ],
    handsOnTask:
      'Write your outcome statement for {goal} ("By day 30 I can ___, shown by ___") and a one-paragraph brief for your 5-day project: what it is, who it is for, the one thing it must do, and three things you will deliberately leave out. Save both at the top of a learning log you will keep all month.',
    project:
      'Write the brief for your 5-day {goal} project: purpose, user, must-have feature, and what is out of scope.',
    exercise:
      'Rewrite three vague goals ("get good at {goal}", "understand the basics", "be job-ready") as outcome statements with evidence.',
    beginnerTip:
      'If you cannot picture a project yet, shrink it: "one finished small thing I can show a friend" is a perfectly good brief for a first week.',
    advancedNote:
      'Experienced learners should aim the outcome at a gap, not at what they already do well: name the specific weakness in {goal} this month must close, and make the evidence something a stranger could judge.',
  },
  {
    topicName: 'Find the canonical sources for {goal} and set up',
    explanation: `A **canonical source** is the material the people who make or define {goal} maintain themselves: official documentation, the reference manual, the standard textbook, the specification, the guidelines of the body that runs the field. Tutorials, videos and posts are **secondary** sources: useful, but they go out of date, skip the reasons, and copy each other's mistakes. Learners who know where the canonical source is can answer their own questions; learners who do not keep searching for another tutorial.

To find them: start at the official website or the project's home page and look for "Docs", "Getting started", "Reference" or "Guide"; check which version it describes and note the date; ask in the main community forum "what is the one resource you would read first?" and look for answers that repeat. Keep a short **sources list** in your learning log: one getting-started guide, one reference, one community, and at most one course or book.

Then set up the tools {goal} is really done with and produce the smallest possible output, the equivalent of "hello world": a program that runs, a first rendered cube, a first published page, a first measured result. This proves your setup works before the project depends on it.

**Common mistake:** collecting forty bookmarks and watching a long course before touching the tools. That feels productive but it is the start of tutorial hell.

**Check it works:** you can name your three sources, and you produced one tiny real output with the real tools today.`,
    quiz: [
      {
        question: 'What makes a source canonical rather than secondary?',
        answer:
          'A canonical source is maintained by the people who make or define the field or tool, such as official documentation, a reference manual or a specification; secondary sources like tutorials and videos are written by others and can be outdated or wrong.',
        keyPoints: ['maintained by the makers', 'official docs or reference', 'secondary can be outdated'],
      },
      {
        question: 'Why produce a tiny "hello world" output on the day you set up?',
        answer:
          'It proves the tools and setup actually work before your project depends on them, so problems surface while everything is still simple.',
        keyPoints: ['proves the setup works', 'finds problems early'],
      },
      {
        question: 'What should the sources list in your learning log contain?',
        answer:
          'One getting-started guide, one reference, one community where you can ask questions, and at most one course or book, each with the version or date it covers.',
        keyPoints: ['getting-started guide', 'reference', 'community', 'version or date'],
      },
    ],
    handsOnTask:
      'Find the official getting-started guide and the reference for {goal}, write them into your sources list with their version or date, add one community where people ask questions, then install or open the real tools and produce one tiny output. Note any setup problem and how you fixed it.',
    project: 'Set up the workspace for your 5-day {goal} project and produce its first tiny output.',
    exercise:
      'Look up one question about {goal} in the canonical reference before searching anywhere else, and write down where the answer was.',
    beginnerTip:
      'Official documentation can look intimidating; read only the getting-started page today and come back to the rest when a question sends you there.',
    advancedNote:
      'Read the changelog or release notes of the main tool or body of knowledge in {goal}: what changed in the last two years tells you which tutorials are stale and where the field is heading.',
  },
  {
    topicName: 'Build the smallest working version of your project',
    explanation: `Today the project must exist end to end, however rough. Engineers call this a **walking skeleton** or **vertical slice**: the thinnest version that goes all the way through, from input to something you can show. For a tool it is one command that does one real thing; for a design or 3D piece it is a blocked-out version with every main element in place; for a campaign it is one channel, one message and one way to measure it. Everything after today improves something that already works.

Work in **timeboxes**: set 45 minutes, aim at one small step, stop and note where you are. Follow "make it work, make it right, make it better" in that order: ugly but working beats beautiful but unfinished. When you hit a wall, use the **20-minute rule**: try on your own for twenty minutes (reading the error, checking the canonical docs, simplifying), then ask or search with what you learned. Record every blocker and its fix in your log; by day 30 that list is one of the most useful things you own.

**Worked example:** for a first Rust tool that renames photos by date, today's skeleton reads one folder, prints the date of each file and renames a single test file. Not configurable, not pretty, but real.

**Common mistake:** spending the day perfecting the setup, the folder structure or the colour scheme, and ending with nothing that runs.

**Check it works:** someone else could watch you use today's version from start to end in under a minute.`,
    quiz: [
      {
        question: 'What is a walking skeleton or vertical slice?',
        answer:
          'The thinnest version of a project that works end to end, from input to a visible result, which later work improves rather than replaces.',
        keyPoints: ['thinnest version', 'works end to end', 'improved later'],
      },
      {
        question: 'Describe the 20-minute rule.',
        answer:
          'When stuck, try on your own for about twenty minutes (read the error, check the docs, simplify), then ask or search using what you learned instead of staying stuck for hours or asking immediately.',
        keyPoints: ['try alone first', 'about twenty minutes', 'then ask with what you learned'],
      },
      {
        question:
          'In what order does "make it work, make it right, make it better" ask you to proceed, and why?',
        answer:
          'First get it working, then make it correct and clean, then improve it; a working version gives you something to test and show, while polishing unfinished work wastes time.',
        keyPoints: ['work first', 'then right', 'then better', 'polish last'],
      },
    ],
    handsOnTask:
      'Build the walking skeleton of your 5-day {goal} project in timeboxes of 45 minutes: the thinnest version that goes from start to a visible result. Log each blocker with how long it took and what fixed it, and finish the day with a version you can demonstrate in under a minute.',
    project: 'Build the end-to-end skeleton of your 5-day {goal} project.',
    exercise:
      'Write down the three smallest next steps that would each make the skeleton more useful, ordered by value.',
    beginnerTip:
      'If the whole skeleton feels too big, cut the input: hard-code the data or the scene for now and make the output real first.',
    advancedNote:
      'Pick the riskiest part of the project (the one you are least sure is possible) and make the skeleton pass through it today, so the rest of the week is about building rather than discovering it cannot work.',
  },
  {
    topicName: 'Extend your project and get unstuck on purpose',
    explanation: `With a skeleton in place, today you add the **second most important feature** and practise the skill that separates people who finish from people who stall: getting unstuck methodically. Being stuck is normal and it is where most of the learning in {goal} happens, as long as you work through it rather than around it.

A reliable routine: **reproduce** the problem so it happens every time; **reduce** it to the smallest case that still fails (remove everything unrelated); **read** the exact error or symptom and the relevant section of the canonical reference; **change one thing at a time** and note what happened; and if twenty minutes pass, **ask well**. A good question says what you are trying to do, what you did, what you expected, what happened instead (exact message or a screenshot), and what you already tried. Writing that down often solves the problem before you send it: this is rubber-duck debugging.

**Worked example:** "my render is black" becomes "in Blender 4.1, a scene with one cube and one area light renders black in Cycles; the viewport shows the light; I tried raising the power to 1000 W and it is still black". That question gets a useful answer in minutes (in this case, the camera was inside the cube).

**Common mistake:** changing five things at once, so that when it starts working you do not know why, and when it breaks again you cannot fix it.

**Check it works:** the second feature works, and your log shows at least one problem solved by the routine, step by step.`,
    quiz: [
      {
        question: 'What are the steps of a methodical routine for getting unstuck?',
        answer:
          'Reproduce the problem, reduce it to the smallest failing case, read the exact error and the relevant reference, change one thing at a time while noting results, and after about twenty minutes ask a well-formed question.',
        keyPoints: ['reproduce', 'reduce', 'read the error', 'one change at a time', 'ask well'],
      },
      {
        question: 'What does a good question for help include?',
        answer:
          'The goal, what you did, what you expected, what actually happened with the exact message or a screenshot, the versions involved, and what you already tried.',
        keyPoints: ['expected vs actual', 'exact error', 'what you tried'],
      },
      {
        question: 'Why is changing several things at once a problem?',
        answer:
          'You cannot tell which change fixed or broke it, so you learn nothing and cannot repeat the fix.',
        keyPoints: ['cannot tell which change mattered', 'fix is not repeatable'],
      },
    ],
    handsOnTask:
      'Add the second most important feature to your {goal} project. When you get stuck, follow the routine (reproduce, reduce, read, one change at a time) and write one well-formed help question in your log even if you solve it yourself before sending it.',
    project: 'Add the second key feature to your 5-day {goal} project.',
    exercise:
      'Take a problem you hit this week and rewrite it as a help question with goal, steps, expected, actual and what you tried.',
    beginnerTip:
      'Error messages and odd results are clues, not insults: copy the exact text into your log before you do anything else.',
    advancedNote:
      'Time-box your own debugging and track the numbers for a week; if most blockers take more than an hour, the fix is usually better reproduction and reduction, not more searching.',
  },
  {
    topicName: 'Finish, ship and show your first project',
    explanation: `Today the 5-day project gets **finished and shown**. Shipping is a skill of its own: deciding what "done" means, cutting what does not fit, and putting the work in front of someone. Unshown work teaches you half as much, because you never find out how it lands.

Start with a **definition of done**: the must-have from your day 1 brief works, someone else can use or view it without you explaining, and there is a short write-up. Spend the first hour fixing only what a first-time viewer would notice. Then write the **README or description**: what it is (one sentence), why you made it, how to use or view it, a screenshot or sample, and *what you learned* including what went wrong. That last part is what makes a learning project interesting to others.

Finally **publish** it where people in {goal} share work (a repository, a portfolio site, a community gallery, a post) and send it to one real person with a specific question: "Which part was confusing?" works better than "What do you think?".

**Worked example:** a first digital-marketing project ships as a one-page report: the campaign goal, the audience, the two posts, the numbers after 48 hours, and three lessons. Small, honest and complete.

**Common mistake:** "it is not ready yet". A project that is 80% polished and shown beats one that is 95% polished and hidden, because feedback tells you which 20% matters.

**Check it works:** there is a link or file someone else opened today, and you have their answer to your question.`,
    quiz: [
      {
        question: 'What belongs in a definition of done for a first project?',
        answer:
          'The must-have feature from the brief works, someone else can use or view it without your help, and there is a short write-up describing it.',
        keyPoints: ['must-have works', 'usable without you', 'write-up exists'],
      },
      {
        question: 'What should the write-up of a learning project contain?',
        answer:
          'What it is, why you made it, how to use or view it, a screenshot or sample, and what you learned including what went wrong.',
        keyPoints: ['what and why', 'how to use', 'screenshot or sample', 'lessons learned'],
      },
      {
        question: 'Why ask a specific question when you share your work?',
        answer:
          'A specific question such as "which part was confusing?" gets actionable feedback, while "what do you think?" usually gets polite, vague praise.',
        keyPoints: ['specific question', 'actionable feedback', 'avoids vague praise'],
      },
    ],
    handsOnTask:
      'Finish your 5-day {goal} project against a written definition of done, write its README or description (what, why, how, a screenshot or sample, what you learned), publish it, and send it to one person with one specific question. Record their answer in your log.',
    project: 'Ship your 5-day {goal} project with a write-up and share it with one person.',
    exercise:
      'List everything you wanted to add but cut, and mark which items a first-time viewer would actually miss.',
    beginnerTip:
      'Shipping feels scary the first time; share with one friendly person first and treat their confusion as free information.',
    advancedNote:
      'Measure something about the result (speed, accuracy, engagement, render time) and put the number in the write-up; a baseline today makes your progress in week four provable.',
  },
  {
    topicName: 'Map what {goal} really involves',
    explanation: `Having built something, you can now see the field far better than on day 1. Today you draw a **concept map of {goal}**: the core ideas, the tools, the sub-skills and how they connect. A map stops you from mistaking the small corner you have seen for the whole field, and it shows you what to learn next for a reason rather than by accident.

Build it in three passes. First, **dump**: write every concept, tool and term you met this week on separate notes. Second, **structure**: group them and draw arrows for "needs" and "is part of" (in 3D work, for example, *materials* need *UV unwrapping*; in marketing, *conversion rate* needs *tracking*). Third, **compare**: open the table of contents of your canonical guide or standard book and add the major topics you have not met yet. Then mark every node as *solid*, *shaky* or *unknown*.

The map turns into a plan: the shaky nodes your project depended on are the fundamentals for week 2, and the unknown nodes near your capstone idea are week 3 and 4 material.

**Common mistake:** planning the whole month from a list you imagined before doing anything. Real plans come from contact with the work, which is why the map comes after the first project.

**Check it works:** your map has at least 25 nodes, every node is marked, and you can point to the three shaky ones that slowed your project down the most.`,
    quiz: [
      {
        question: 'What are the three passes for building a concept map?',
        answer:
          'Dump every concept, tool and term you met; structure them into groups with arrows for dependencies; compare with the canonical guide to add topics you have not met, then mark each node solid, shaky or unknown.',
        keyPoints: [
          'dump',
          'structure with dependencies',
          'compare with canonical guide',
          'mark solid/shaky/unknown',
        ],
      },
      {
        question: 'Why is the map drawn after the first project rather than on day 1?',
        answer:
          'Doing real work shows what the field actually involves and which gaps matter, so a plan based on contact with the work is more accurate than one imagined beforehand.',
        keyPoints: ['contact with real work', 'reveals real gaps'],
      },
      {
        question: 'How does the map decide what you study next?',
        answer:
          'Shaky nodes that your project depended on become the fundamentals to practise next, and unknown nodes close to your capstone idea come later.',
        keyPoints: ['shaky nodes first', 'unknown nodes near the capstone later'],
      },
    ],
    handsOnTask:
      "Draw a concept map of {goal} with at least 25 nodes in three passes (dump, structure, compare with your canonical guide), mark each node solid, shaky or unknown, and list the three shaky nodes that slowed your project most as next week's focus.",
    project: 'Annotate your shipped project: which nodes of the {goal} map did each part of it use?',
    exercise: 'Pick one arrow on your map and explain in two sentences why one concept needs the other.',
    beginnerTip:
      'Paper and sticky notes work better than a perfect diagram tool; the thinking matters, not the drawing.',
    advancedNote:
      'Compare your map with the syllabus of a respected course or certification in {goal}; differences show either gaps in your view or places where the syllabus is outdated.',
  },
  {
    topicName: 'Active recall and spaced review',
    explanation: `Most people revise by rereading and highlighting, which feels productive and works badly. Two findings from learning research work far better. **Active recall** (the testing effect): trying to retrieve an answer from memory strengthens it much more than reading it again. **Spacing**: reviewing just before you would forget, at growing intervals, keeps knowledge for months with less total time than cramming.

Put them together in a **flashcard deck** for {goal}. Rules that make cards work: one idea per card; a question on the front that forces you to produce something ("what does X do?", "when would you choose A over B?", "what is wrong with this example?"); your own words on the back; an example where possible. Make cards from things you actually needed this week, such as the fixes in your blocker log, not from a glossary you never used.

Schedule reviews at roughly 1, 3, 7, 14 and 30 days, or let a spaced-repetition app such as Anki do it for you. A paper **Leitner box** works too: a correct card moves to a box you review less often, a missed card goes back to box one. Ten minutes a day is enough.

**Common mistake:** making cards too big ("explain everything about X"); you cannot grade yourself honestly on them, so you stop reviewing.

**Check it works:** tomorrow, before looking, answer every card from today; mark how many you got right. That number is the start of your recall record.`,
    quiz: [
      {
        question: 'Why does active recall beat rereading?',
        answer:
          'Retrieving an answer from memory strengthens it far more than reading it again, and it shows you honestly what you do not know yet; rereading only feels familiar.',
        keyPoints: ['retrieval strengthens memory', 'shows real gaps', 'rereading only feels familiar'],
      },
      {
        question: 'What is spacing, and what intervals are a good default?',
        answer:
          'Reviewing material at growing intervals just before you would forget it, for example after about 1, 3, 7, 14 and 30 days.',
        keyPoints: ['growing intervals', 'before forgetting', '1, 3, 7, 14, 30 days'],
      },
      {
        question: 'Give three rules for writing a good flashcard.',
        answer:
          'One idea per card, a front that makes you produce an answer rather than recognise it, your own words on the back, ideally with an example, and cards drawn from things you actually needed.',
        keyPoints: ['one idea per card', 'forces production', 'own words', 'example'],
      },
    ],
    handsOnTask:
      'Create 15 flashcards for {goal} from your week-one blocker log and concept map (one idea each, a producing question on the front, your own words and an example on the back), set up a review schedule in an app or a paper Leitner box, and do the first review.',
    project: 'Turn the three hardest problems from your 5-day {goal} project into flashcards.',
    exercise: 'Rewrite three "big" cards into several one-idea cards each.',
    beginnerTip: 'Keep reviews short and daily: ten minutes every day beats an hour on Sunday.',
    advancedNote:
      'Add "why" and "when" cards (when would you choose this technique over its alternative?) rather than only "what" cards; they train the judgement that separates experts in {goal} from people who know the terms.',
    level: 'basic',
  },
];
