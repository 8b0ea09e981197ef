import type { TemplateDay } from './template';

// Week 4: depth from a primary source, the professional workflow, a capstone from plan to showcase,
// teaching, and the plan for the next 30 days.
export const week4: TemplateDay[] = [
  {
    topicName: 'Read a primary source in {goal} deeply',
    explanation: `So far you have used the canonical sources mostly as a reference. Today you **read one primary source deeply**: a chapter of the standard book in {goal}, a section of the specification, an original paper, or the full official guide to a core feature. Primary sources contain the reasons behind the rules, and reasons are what let you handle situations no tutorial covered.

Use **SQ3R**, a reading method that has been taught for decades: **Survey** the chapter (headings, figures, summary) for five minutes; turn headings into **Questions** you want answered; **Read** one section at a time looking for those answers; **Recite** each answer in your own words without looking; **Review** at the end by rebuilding the chapter's main ideas from memory. Take notes as questions and answers, which become flashcards for free.

Choose the source by your project: the chapter that explains the thing that confused you most in week three is ideal, because you will read it with a real question in mind. Read with a pen: mark one idea you disagree with or do not believe yet, and test it in a small experiment.

**Common mistake:** reading a long text from start to end at constant speed and remembering almost nothing. Reading for answers to your own questions is slower per page and far faster per idea.

**Check it works:** close the source and write its five main ideas from memory, each with an example from your own work; then check how close you were.`,
    quiz: [
      {
        question: 'What are the five steps of SQ3R?',
        answer: 'Survey, Question, Read, Recite and Review.',
        keyPoints: ['survey', 'question', 'read', 'recite', 'review'],
      },
      {
        question: 'Why read primary sources rather than only tutorials?',
        answer:
          'Primary sources explain the reasons behind the rules, which lets you handle situations that tutorials do not cover.',
        keyPoints: ['reasons behind rules', 'handle new situations'],
      },
      {
        question: 'How should you choose which chapter or section to read?',
        answer:
          'Pick the one that explains what confused you most in your own project work, so you read with a real question in mind.',
        keyPoints: ['linked to your confusion', 'read with a real question'],
      },
    ],
    handsOnTask:
      'Choose one primary source section about the part of {goal} that confused you most, read it with SQ3R (survey, questions, read, recite, review), write its five main ideas from memory with an example each, and test one claim you doubted in a small experiment.',
    project: "Apply one idea from today's primary source to improve your second {goal} project.",
    exercise:
      'Turn the headings of one chapter about {goal} into five questions, then answer them after reading.',
    beginnerTip: 'Pick a short section, 10 to 20 pages at most; depth matters more than length today.',
    advancedNote:
      'Read two primary sources in {goal} that disagree on a point and write down which one you side with and why; holding reasoned positions is a mark of expertise.',
  },
  {
    topicName: 'Adopt the professional workflow of {goal}',
    explanation: `Professionals are faster than learners less because they know more facts and more because they have a **workflow**: the tools, conventions, templates, shortcuts and checklists that remove friction from everyday work. Today you study how practitioners of {goal} actually work and adopt the parts that fit you.

Look at three sources: a "how I work" post or video by a respected practitioner, the contribution or style guide of a well-run project or team, and the workflow sections of your canonical docs. Note patterns: how they **organise files and versions** (version control, naming conventions, backups), how they **start new work** (templates, starter kits, briefs), how they **check quality** (checklists, reviews, automated checks), and which **repetitive steps they automate** (scripts, presets, keyboard shortcuts, saved searches, reusable components).

Then build your own: a **project template** you can copy for the capstone (folder structure, a README or brief skeleton, your quality checklist), three **shortcuts or automations** for the most repeated steps in your log, and a **version and backup routine** you will actually follow. Professionals also keep a **snippet or swipe file**: a collection of good solutions to reuse. Start yours with the best pieces of your two projects.

**Common mistake:** spending days customising tools instead of working. Adopt a workflow from someone experienced and change it only when a real annoyance appears.

**Check it works:** starting a new piece of work from your template takes under five minutes, and your three automations save a step you do daily.`,
    quiz: [
      {
        question: 'What four areas of a professional workflow should you study?',
        answer:
          'How files and versions are organised, how new work is started, how quality is checked, and which repetitive steps are automated.',
        keyPoints: ['files and versions', 'starting work', 'quality checks', 'automation'],
      },
      {
        question: 'What is a snippet or swipe file?',
        answer:
          'A personal collection of good, reusable solutions or examples that you can draw on instead of starting from scratch.',
        keyPoints: ['collection of good solutions', 'reuse'],
      },
      {
        question: 'Why adopt an existing workflow rather than design your own from scratch?',
        answer:
          "An experienced practitioner's workflow already solves common problems; designing your own wastes time, so you adapt it only when a real annoyance shows up.",
        keyPoints: ['already solves problems', 'avoid tool tinkering', 'change on real need'],
      },
    ],
    handsOnTask:
      'Study how three experienced practitioners or teams in {goal} organise their work, then build a project template for your capstone (structure, brief skeleton, quality checklist), automate three steps you repeat daily, and start a snippet file with the best pieces of your two projects.',
    project: 'Create the template your {goal} capstone will start from.',
    exercise: 'Time a repetitive {goal} task before and after automating or templating it.',
    beginnerTip:
      'Learn the ten most common keyboard shortcuts of your main tool first; they pay back every day.',
    advancedNote:
      'Write your workflow down as a one-page guide for a new collaborator; explaining it reveals steps that exist only out of habit in your {goal} work.',
  },
  {
    topicName: 'Plan your {goal} capstone',
    explanation: `The **capstone** is the piece of work that proves your day 1 outcome statement. Today you plan it so that days 25 to 28 are spent building, not deciding. Good capstones are ambitious in one direction and modest in the others: one impressive aspect, built on solid basics.

Start from the outcome statement and ask: *what would convince a sceptical stranger that I can now do this?* Then scope with **MoSCoW**: *must* have (the minimum that proves the outcome), *should* have (makes it convincing), *could* have (only if time remains), *won't* have this month (written down so it stops tempting you). Keep the musts small enough to finish by the end of day 26.

Write **milestones** for each build day with a visible result: day 25 the foundation and the riskiest part, day 26 the hardest feature, day 27 quality, day 28 presentation. Make a **risk list**: three things that could go wrong (a tool limitation, a skill gap, time) and what you will do if they happen (a simpler fallback, someone to ask, a feature to cut). Finally write the **definition of done** and the acceptance checks, reusing your rubric from day 15.

**Common mistake:** planning a capstone that needs everything to go right. Professional plans assume some things will go wrong and say in advance what gets cut.

**Check it works:** someone else can read your one-page plan and tell you what you will show on day 28 and what you will cut if you fall behind.`,
    quiz: [
      {
        question: 'What does MoSCoW stand for in scoping?',
        answer: "Must have, Should have, Could have, and Won't have (this time).",
        keyPoints: ['must', 'should', 'could', "won't"],
      },
      {
        question: 'What question should define your capstone?',
        answer:
          'What would convince a sceptical stranger that you can now do what your outcome statement promised?',
        keyPoints: ['convince a sceptical stranger', 'proves the outcome statement'],
      },
      {
        question: 'What belongs in a capstone risk list?',
        answer:
          'Things that could go wrong, such as tool limitations, skill gaps or lack of time, each with a planned response like a fallback, a person to ask or a feature to cut.',
        keyPoints: ['possible problems', 'planned response', 'what to cut'],
      },
    ],
    handsOnTask:
      'Write a one-page plan for your {goal} capstone: how it proves your outcome statement, a MoSCoW scope, a milestone with a visible result for each of days 25 to 28, three risks with responses, and a definition of done with acceptance checks.',
    project: 'Write the one-page plan for your {goal} capstone.',
    exercise:
      'Move at least two items from must to should or could, and explain why the capstone still proves your outcome.',
    beginnerTip:
      'If you are unsure about size, make the capstone a bigger, polished version of your first project.',
    advancedNote:
      'Give your capstone a measurable claim (faster, cheaper, more accurate, more engaging than a baseline) so it demonstrates judgement in {goal}, not just effort.',
  },
  {
    topicName: 'Capstone build: foundation and risky parts',
    explanation: `Build day one of the capstone. The goal is a **foundation that works end to end** with the **riskiest part already proven**. Start from your template so setup takes minutes, then follow the order from your plan.

Begin with a thirty-minute **spike** on the biggest risk: a quick, throwaway experiment whose only purpose is to answer "can this work, and how?". A spike is allowed to be messy; what you keep is the answer, written in your log. If the spike fails, use the fallback from your risk list immediately rather than hoping tomorrow goes better.

Then build the foundation properly, in small steps that stay working: the structure everything else hangs on (data model, scene layout, campaign structure, document outline). Save a version at every working state with a message that says what changed. Check each step with your seconds loop and your checklist. At the end of the day, write a short **status note**: what works, what is next, what worries you. Tomorrow starts from that note instead of from memory.

**Worked example:** a learner building a recipe-search tool in a new language spent the spike on the one library they had never used, the full-text search; it worked on the second attempt, and the rest of the day went into the data model and import.

**Common mistake:** keeping spike code or rough experiments in the final work. Throw the spike away and rebuild what you learned cleanly.

**Check it works:** the capstone runs or renders end to end in a minimal form, the risk is resolved or its fallback chosen, and your status note is written.`,
    quiz: [
      {
        question: 'What is a spike and what do you keep from it?',
        answer:
          'A short, throwaway experiment to answer whether and how something risky can work; you keep the answer and notes, not the messy result.',
        keyPoints: ['short experiment', 'answers a risky question', 'throw it away', 'keep the answer'],
      },
      {
        question: 'What should you do if the spike shows your approach cannot work?',
        answer:
          'Switch immediately to the fallback from your risk list instead of hoping it will work out later.',
        keyPoints: ['use the fallback', 'decide immediately'],
      },
      {
        question: 'Why end the day with a status note?',
        answer:
          'It records what works, what is next and what worries you, so the next session starts quickly from facts rather than memory.',
        keyPoints: ['what works', 'what is next', 'fast restart'],
      },
    ],
    handsOnTask:
      'Start your {goal} capstone from your template, run a 30-minute spike on the riskiest part, then build the foundation in small working steps with a saved version at each. Finish with a status note: what works, what is next, what worries you.',
    project: 'Build the foundation of your {goal} capstone and resolve its biggest risk.',
    exercise: 'Write the question your spike answered and the answer in two sentences.',
    beginnerTip: 'If everything feels risky, choose the part you have never done before as the spike.',
    advancedNote:
      'Decide explicitly which quality attributes (speed, clarity, robustness, beauty) the foundation must support in {goal}; they are expensive to add later.',
  },
  {
    topicName: 'Capstone build: the hardest part',
    explanation: `Today is for the **hardest feature** of the capstone: the one that makes it impressive. Hard problems are solved by structure, not by staring, so use a method.

**Decompose** the feature into steps small enough that each one is obviously doable; write them as a checklist. **Solve a smaller version first**: fewer items, one case, lower resolution, one audience, then generalise. **Work backwards** from the result when forward is unclear: what would need to be true just before the end? **Look for a known pattern**: your snippet file, your worked examples and the canonical docs often contain a solution to a similar problem. And use the **20-minute rule** again, but with a better question now that you know your field's vocabulary.

Watch the clock against your milestones. If by mid-afternoon the feature is clearly not going to work, **cut scope deliberately**: a smaller version of the hard feature that works beats a complete version that does not. Write down what you cut; it is a "next steps" item for your showcase, not a failure.

**Common mistake:** switching to easy polishing tasks when the hard part gets uncomfortable. The hard part is what your capstone is for; protect the best hours of your day for it.

**Check it works:** the hardest feature works at least in a reduced form, its acceptance check passes, and every cut is written down with a reason.`,
    quiz: [
      {
        question: 'Name three techniques for solving a hard problem methodically.',
        answer:
          'Decompose it into obviously doable steps, solve a smaller version first, work backwards from the result, look for a known pattern, and ask well after about twenty minutes.',
        keyPoints: ['decompose', 'smaller version', 'work backwards', 'known pattern'],
      },
      {
        question: 'When should you cut scope on the hard feature, and how?',
        answer:
          'When it is clearly not going to work in time, deliberately build a smaller version that works and write down what you cut and why.',
        keyPoints: ['when it will not fit in time', 'smaller working version', 'record the cut'],
      },
      {
        question: 'Why protect your best hours for the hardest part?',
        answer:
          'Hard problems need full attention, and the hard part is what makes the capstone valuable; avoiding it in favour of easy polishing wastes the project.',
        keyPoints: ['needs full attention', 'hard part gives the value'],
      },
    ],
    handsOnTask:
      'Build the hardest feature of your {goal} capstone: decompose it into a checklist, solve a smaller version first, and use your snippet file and docs for known patterns. If it will not fit the day, cut it to a smaller working version and record the cut with its reason.',
    project: 'Build the hardest feature of your {goal} capstone.',
    exercise:
      'Write the hardest feature as a checklist of at least eight obviously doable steps before starting.',
    beginnerTip:
      'If you are stuck for an hour, build the smallest possible version of the feature and show it to someone.',
    advancedNote:
      'Before coding or building, sketch two different designs for the hard part of {goal} and compare their trade-offs; choosing between alternatives is the skill interviews and clients look for.',
  },
  {
    topicName: 'Capstone quality pass',
    explanation: `A capstone is judged by its weakest visible part. Today is the **quality pass**: a systematic review that finds and fixes what a viewer, user or reviewer would notice, without starting new features.

Work in three layers. **Correctness**: run every acceptance check from your plan and your rubric from day 15; fix anything that fails. **Conventions**: compare the work with the standards of {goal} from your canonical sources and your workflow study (style guides, naming, accessibility, composition rules, measurement standards); fix deviations that would signal "beginner" to an expert. **Experience**: use the work from the start as a newcomer would, on a different device or setup if relevant, and note every moment of confusion or friction.

Collect everything in a single list, then fix in order of visibility and impact. Ask one person, ideally someone who knows {goal}, for a **ten-minute review** with one specific question. Freeze features: anything new goes onto the next-steps list.

**Worked example:** a learner's data dashboard passed its checks, but the quality pass found unlabeled axes, inconsistent decimal places and a chart that misled by starting the y-axis at 80; fixing these took an hour and changed how professional it looked entirely.

**Common mistake:** adding "one more feature" on quality day. New features bring new bugs, and the deadline is tomorrow.

**Check it works:** all acceptance checks pass, your list shows each issue fixed or consciously deferred, and one external reviewer has seen the work.`,
    quiz: [
      {
        question: 'What are the three layers of the quality pass?',
        answer:
          'Correctness (acceptance checks and rubric), conventions (the standards of the field), and experience (using it fresh as a newcomer would).',
        keyPoints: ['correctness', 'conventions', 'experience'],
      },
      {
        question: 'Why freeze features on quality day?',
        answer:
          'New features introduce new problems right before the deadline; quality work should polish what exists and new ideas go to the next-steps list.',
        keyPoints: ['new features bring bugs', 'deadline', 'next-steps list'],
      },
      {
        question: 'How should issues found in the quality pass be prioritised?',
        answer:
          'By how visible they are and how much impact they have on a viewer or user, fixing the most visible and impactful first.',
        keyPoints: ['visibility', 'impact'],
      },
    ],
    handsOnTask:
      'Run a three-layer quality pass on your {goal} capstone (correctness, conventions, experience), list every issue, fix them in order of visibility and impact, and get a ten-minute review from one person with one specific question.',
    project: 'Bring your {goal} capstone to a quality level you would show an expert.',
    exercise: 'Find three places where your capstone breaks a convention of {goal} and fix or justify each.',
    beginnerTip:
      'Look at your work on a different screen or printed out; you will see problems you stopped noticing.',
    advancedNote:
      'Add a simple automated or repeatable check that keeps one quality property of your {goal} work from regressing after today.',
  },
  {
    topicName: 'Present your capstone as a portfolio piece',
    explanation: `Work that nobody understands does not help you. Today you turn the capstone into a **portfolio piece**: a presentation that shows not only what you made but **how you think**, which is what employers, clients and collaborators in {goal} are looking for.

Use the **case study** format: *context* (who it is for and why it matters, two sentences), *the problem* (what made it hard), *your process* (the key decisions and alternatives you rejected, with reasons), *the result* (screenshots, a demo video of under two minutes, a live link, or samples), *evidence* (a number, a user quote, a before-and-after from your baseline on day 5), and *what you would do next* (your recorded cuts are perfect here). Lead with the result: the first screen should show the finished work.

Write it for a busy reader who will spend ninety seconds: strong headline, one striking image, short paragraphs, and details available for those who want them. Then publish it where your audience looks (portfolio site, repository, LinkedIn, a community showcase) and link your two earlier projects as the story of the month.

**Common mistake:** listing features and tools ("built with X, Y and Z") instead of showing decisions and results. Tools are common; judgement is what stands out.

**Check it works:** a friend who skims the page for ninety seconds can tell you what you built, the hardest decision you made, and the result.`,
    quiz: [
      {
        question: 'What sections does a case study contain?',
        answer:
          'Context, the problem, your process with key decisions, the result with visuals or a demo, evidence such as numbers or quotes, and what you would do next.',
        keyPoints: ['context', 'problem', 'process and decisions', 'result', 'evidence', 'next steps'],
      },
      {
        question: 'Why show decisions rather than a list of tools?',
        answer:
          'Tools are common to many people; the decisions and trade-offs you made show your judgement, which is what readers are evaluating.',
        keyPoints: ['tools are common', 'decisions show judgement'],
      },
      {
        question: 'Who should you write the portfolio page for?',
        answer:
          'A busy reader who spends about ninety seconds, so lead with the result, use a strong headline and image, and keep details available but not in the way.',
        keyPoints: ['busy reader', 'lead with result', 'details optional'],
      },
    ],
    handsOnTask:
      'Write a case study of your {goal} capstone (context, problem, process and decisions, result with a demo or images, evidence, next steps), lead with the finished result, publish it, and ask a friend to skim it for ninety seconds and tell you what they understood.',
    project: 'Publish your {goal} capstone as a case study with a demo and evidence.',
    exercise:
      'Write three possible headlines for your {goal} case study and choose the one that states the result.',
    beginnerTip:
      'A short screen recording with your voice explaining one decision is often the strongest part of a portfolio.',
    advancedNote:
      'Tailor one version of the case study to a specific audience in {goal} (a hiring manager, a client, a community) and note what you changed and why.',
  },
  {
    topicName: 'Teach what you learned about {goal}',
    explanation: `Teaching is one of the strongest ways to learn. The **protégé effect** describes how people who study in order to teach, and then teach, understand and remember material better than people who study for themselves: preparing an explanation forces you to organise knowledge, and learners' questions expose gaps you did not know you had.

Today you teach one thing you learned this month. Choose a topic that was hard for you and that beginners in {goal} commonly struggle with. Prepare a **ten-minute lesson** with a clear structure: the problem it solves, the core idea in plain words, a worked example (ideally from your projects), the most common mistake, and a small exercise for the learner with its answer. That is exactly the structure good lessons use, and you have seen it all month.

Deliver it: to a friend or classmate, in a study group, as a short video, or as a written tutorial. Then answer **three beginner questions** in a community for {goal}, with care and examples. Notice every point where you could not explain or had to look something up; those go straight into your flashcards.

**Common mistake:** teaching everything you know about a topic. Good teaching selects ruthlessly: one idea, one example, one exercise.

**Check it works:** someone completed your exercise correctly after your lesson, and your log lists the gaps teaching exposed.`,
    quiz: [
      {
        question: 'What is the protégé effect?',
        answer:
          'People who prepare to teach and then teach material understand and remember it better, because organising an explanation and answering questions exposes and fills gaps.',
        keyPoints: ['learning by teaching', 'organising knowledge', 'questions expose gaps'],
      },
      {
        question: 'What structure should a ten-minute lesson follow?',
        answer:
          'The problem the idea solves, the core idea in plain words, a worked example, the most common mistake, and a small exercise with its answer.',
        keyPoints: ['problem', 'core idea', 'worked example', 'common mistake', 'exercise'],
      },
      {
        question: 'Why should a short lesson select ruthlessly?',
        answer:
          'Learners can absorb one idea with one example and one exercise in ten minutes; covering everything overwhelms them and teaches little.',
        keyPoints: ['one idea', 'avoid overload'],
      },
    ],
    handsOnTask:
      'Prepare and deliver a ten-minute lesson on one hard part of {goal} (problem, core idea, worked example, common mistake, exercise with answer) to a person, group or video audience, then answer three beginner questions in a {goal} community and log every gap you noticed.',
    project: 'Turn one part of your {goal} capstone into a short tutorial for beginners.',
    exercise:
      'Write the exercise and answer for your lesson first, then build the explanation backwards from it.',
    beginnerTip:
      'Teaching someone just one week behind you is easier and just as valuable as teaching a whole class.',
    advancedNote:
      'Teach the same {goal} idea to two very different audiences and compare which examples worked; adapting explanations is a core skill of senior practitioners.',
  },
  {
    topicName: 'Your next 30 days of {goal}',
    explanation: `Thirty days ago you wrote an outcome statement. Today you check it honestly, take stock of how you learn best, and plan the **next 30 days**, because one month builds a foundation and the habits are what make it last.

Start with **evidence**: put your day 1 statement next to what you can show now (your first project, the second project with a real user, the capstone, your write-ups). Repeat the timed challenge from day 14 and compare. Review your recall rate, your mistake-log categories and your streak. Write a short **retrospective** with three headings: *what worked* (keep), *what did not* (stop), *what to try* (start).

Then plan the next cycle using the same method: a new outcome statement one level higher, a project that stretches the weakest area your evidence showed, the next primary source to read, the community where you will keep getting feedback, and a **maintenance routine** so this month is not forgotten: ten minutes of flashcards daily, one deliberate practice session and one public post a week. Put the first three sessions in your calendar now; a plan without dates is a wish.

**Common mistake:** treating day 30 as the finish line and stopping completely. Skills decay without use; the maintenance routine costs little and protects everything you built.

**Check it works:** your retrospective cites evidence for each claim, and your next outcome statement, project brief and first three calendar entries exist before you close this lesson.`,
    quiz: [
      {
        question: 'What evidence should the day-30 check compare?',
        answer:
          'The day 1 outcome statement against what you can now show: your projects, write-ups, the repeated timed challenge, recall rate and mistake-log trends.',
        keyPoints: ['outcome statement vs evidence', 'repeat timed challenge', 'projects and write-ups'],
      },
      {
        question: 'What are the three headings of the retrospective?',
        answer: 'What worked (keep doing), what did not work (stop), and what to try next (start).',
        keyPoints: ['keep', 'stop', 'start'],
      },
      {
        question: 'Why does the next plan include a maintenance routine?',
        answer:
          'Skills decay without use; small regular reviews, practice sessions and posts keep what you built for little cost.',
        keyPoints: ['skills decay', 'small regular practice'],
      },
    ],
    handsOnTask:
      'Compare your day 1 outcome statement for {goal} with your evidence, repeat your timed challenge, write a keep/stop/start retrospective, then write your next outcome statement and project brief and put your first three practice sessions in the calendar.',
    project: 'Write the brief for your next {goal} project, one level harder than the capstone.',
    exercise:
      'Write your next 30-day outcome statement for {goal} in the "By day 30 I can ___, shown by ___" form.',
    beginnerTip: 'Celebrate the month: list the five things you can do now that you could not do on day 1.',
    advancedNote:
      'Plan the next cycle around a public commitment (a talk, a contribution, a client project in {goal}); external deadlines keep deliberate practice going when motivation dips.',
  },
];

// Four extra days for experienced learners, placed before the closing day.
export const advanced: TemplateDay[] = [
  {
    topicName: 'Think like an expert in {goal}',
    explanation: `What separates experts from competent practitioners is less knowledge than **how they see problems**. Research on expertise (from chess masters to doctors) shows experts recognise **patterns** at a glance, reason from **first principles** when patterns fail, and carry **heuristics**: rules of thumb that are usually right and that they know when to break.

Today you extract expert thinking in {goal} on purpose. Find two or three experts who explain their reasoning: talks, detailed post-mortems, annotated reviews, live sessions, interviews. For each, collect the **heuristics** they use ("start with the user's question, not the data", "light for the silhouette first", "make it work for one case before generalising"), the **questions** they ask before starting, and the **signals** they notice that a beginner would miss. Write each as a card: the heuristic, an example, and when it does *not* apply.

Then test two heuristics on your own work: redo a piece of your capstone as the expert would approach it, and compare. Where the result is better, adopt the heuristic; where it is not, you have found its boundary, which is just as valuable.

**Common mistake:** imitating an expert's output (style, tools) rather than their decisions. The decisions are what transfer to new problems.

**Check it works:** you have at least eight heuristic cards with boundaries, and one piece of your work redone with an expert's approach, with notes on what changed.`,
    quiz: [
      {
        question: 'What three things distinguish how experts think?',
        answer:
          'They recognise patterns quickly, reason from first principles when patterns fail, and use heuristics while knowing when to break them.',
        keyPoints: ['pattern recognition', 'first principles', 'heuristics with boundaries'],
      },
      {
        question: 'What should each heuristic card contain?',
        answer: 'The heuristic, an example of it in use, and the situations where it does not apply.',
        keyPoints: ['the rule', 'example', 'when it does not apply'],
      },
      {
        question: 'Why imitate decisions rather than outputs?',
        answer:
          'Decisions and reasoning transfer to new problems; copying style or tools does not tell you what to do when the situation changes.',
        keyPoints: ['decisions transfer', 'style does not'],
      },
    ],
    handsOnTask:
      "Study two or three experts in {goal} who explain their reasoning, write at least eight heuristic cards (rule, example, boundary), then redo one piece of your capstone using an expert's approach and note what changed.",
    project:
      'Redo one component of your {goal} capstone following an expert heuristic and compare the results.',
    exercise:
      'Find a situation where a popular {goal} rule of thumb gives the wrong answer, and explain why.',
    beginnerTip:
      'Post-mortems and "how I would approach this" videos show expert reasoning more clearly than polished tutorials.',
    advancedNote:
      'Write down a heuristic of your own that you have not seen stated anywhere; original heuristics are the start of a personal point of view in {goal}.',
  },
  {
    topicName: 'Measure your {goal} skill objectively',
    explanation: `Feeling more skilled and being more skilled are different things. Advanced learners plateau partly because they stop measuring. Today you build an **objective measure** of your skill in {goal} that you can repeat every month.

Good skill measures share properties: they are **repeatable** (same kind of task, same conditions), **scored against a standard** rather than by mood (a rubric, a test suite, a benchmark, a target metric, an expert's rating), **representative** of real work, and **sensitive** enough to show change in a month. Combine three kinds: a **benchmark task** timed and scored with a rubric; a **recognised standard** where one exists (a certification practice exam, a competition problem set, a published benchmark, a portfolio review against a job description); and **external ratings** from two people who know the field, using the same rubric.

Write the rubric carefully: four or five criteria, each with descriptions of what levels 1, 3 and 5 look like. Vague criteria ("good quality") make scores meaningless; concrete ones ("handles all edge cases in the test list", "colour palette limited to five values") make them useful. Record today's scores as your baseline.

**Common mistake:** choosing measures that are easy to improve but unrelated to real skill, such as hours logged or the number of tutorials completed.

**Check it works:** you have a rubric with level descriptions, a benchmark task, a baseline score from yourself and at least one other rater, and a date to repeat it.`,
    quiz: [
      {
        question: 'Name four properties of a good skill measure.',
        answer:
          'It is repeatable, scored against a standard, representative of real work, and sensitive enough to show change over a month.',
        keyPoints: ['repeatable', 'scored against a standard', 'representative', 'sensitive'],
      },
      {
        question: 'What makes a rubric criterion useful?',
        answer:
          'Concrete descriptions of what different levels look like, so different raters would give the same score, instead of vague labels like "good quality".',
        keyPoints: ['concrete level descriptions', 'consistent between raters'],
      },
      {
        question: 'Why are hours logged a poor measure of skill?',
        answer:
          'They are easy to increase without improving, so they measure effort rather than ability in real work.',
        keyPoints: ['measures effort not ability', 'easy to inflate'],
      },
    ],
    handsOnTask:
      'Design an objective measure of your {goal} skill: a rubric with four or five criteria and level descriptions, a timed benchmark task, and one recognised standard if one exists. Score yourself, ask one other person to score you with the same rubric, and set a date to repeat.',
    project: 'Score your {goal} capstone with your new rubric and with one external rater.',
    exercise:
      'Rewrite two vague quality criteria for {goal} into concrete descriptions of levels 1, 3 and 5.',
    beginnerTip:
      'Start with one benchmark task you can repeat in 30 minutes; a simple repeated measure beats a perfect one used once.',
    advancedNote:
      'Compare your self-score with external scores over time; a growing gap in either direction in {goal} is a signal worth investigating.',
  },
  {
    topicName: 'Contribute to the {goal} community',
    explanation: `Once you can do the work, **contributing** is the fastest way to advanced skill: you work on real problems with real standards, experienced people review what you do, and your name becomes associated with useful work. Every field has ways in. In software: fixing documentation, triaging issues, and small bug fixes in open-source projects. In design and 3D: contributing assets, critiquing in communities, joining challenges. In marketing and business: writing case studies, helping a non-profit, speaking at a meetup.

Choose a contribution that is **small, genuinely useful and reviewable**. Read the community's contribution guidelines first; they encode what maintainers have learned about contributions that help rather than create work. Good first contributions: improving an unclear part of the documentation you struggled with this month (you are the ideal person to spot it), reproducing and documenting a reported problem, answering open questions carefully, or creating an example that is missing.

When you contribute, follow the norms: search for existing discussion first, keep the change focused, explain why it helps, respond to review with thanks and changes rather than argument, and finish what you start. A small contribution completed is worth more than a big one abandoned.

**Common mistake:** opening with a large, unrequested change. Maintainers and organisers are busy; a big surprise is hard to review and often declined.

**Check it works:** you made at least one focused contribution that follows the community's guidelines and is visible to others, with a link in your log.`,
    quiz: [
      {
        question: 'What makes a good first contribution?',
        answer:
          'It is small, genuinely useful and easy to review, such as clarifying documentation, reproducing a reported problem, answering questions or adding a missing example.',
        keyPoints: ['small', 'useful', 'reviewable'],
      },
      {
        question: 'Why read contribution guidelines first?',
        answer:
          'They capture what maintainers need for a contribution to help rather than add work, so following them makes acceptance far more likely.',
        keyPoints: ['maintainers needs', 'more likely accepted'],
      },
      {
        question: 'How should you respond to review on a contribution?',
        answer: 'With thanks and changes rather than argument, and by finishing what you started.',
        keyPoints: ['thank reviewers', 'make changes', 'finish it'],
      },
    ],
    handsOnTask:
      'Find a community or project in {goal} that accepts contributions, read its guidelines, and make one small, useful, reviewable contribution (documentation fix, reproduced problem, careful answers or a missing example). Log the link and any review feedback.',
    project:
      'Turn a lesson from your {goal} capstone into a contribution others can use (an example, a fix or a guide).',
    exercise:
      'List three unclear things in the {goal} documentation or resources you used, and draft an improvement for one.',
    beginnerTip:
      'Documentation fixes are welcome everywhere and need no special permission; they are the easiest first contribution.',
    advancedNote:
      'Aim to become a regular in one place in {goal} rather than a visitor in many; trust and responsibility come from repeated, reliable contributions.',
  },
  {
    topicName: 'Design a first week of {goal} for someone else',
    explanation: `The final test of understanding a field is being able to **design someone else's learning**. Mentoring forces you to decide what matters first, which misconceptions are common, and what a beginner can realistically do in a week. Those are the judgement calls that also make you a better practitioner.

Today you design the **first week of {goal}** for a specific beginner, ideally a real person. Start with their outcome and constraints (time per day, tools, prior knowledge). Choose the 5-day project they will build, sized for them, not for you. For each day write: the one concept, a worked example, the most common mistake, a hands-on task with a clear "done" check, and one question to answer from memory the next day. Sequence it so each day uses the previous one: that is what makes a plan a curriculum rather than a list.

Use everything the month taught you: outcome statements, canonical sources, walking skeletons, deliberate practice, fast feedback loops, spaced review. Then, if you can, run day 1 with your learner and watch where they struggle; adjust the plan.

**Common mistake:** packing the week with everything a beginner "should know". Beginners need a small win each day; coverage comes later.

**Check it works:** your plan fits on two pages, a beginner can tell you what they will have built by day 5, and each day has a concrete done-check.`,
    quiz: [
      {
        question: 'What should each day of a beginner plan include?',
        answer:
          'One concept, a worked example, the most common mistake, a hands-on task with a clear done-check, and a recall question for the next day.',
        keyPoints: [
          'one concept',
          'worked example',
          'common mistake',
          'task with done-check',
          'recall question',
        ],
      },
      {
        question: 'What makes a plan a curriculum rather than a list of topics?',
        answer: 'Each day builds on the previous one in a deliberate sequence leading to a concrete result.',
        keyPoints: ['days build on each other', 'leads to a result'],
      },
      {
        question: "Why should a beginner's week aim for a small win each day instead of full coverage?",
        answer:
          'Small wins build motivation and working skill; too much coverage overwhelms beginners, and breadth can be added later.',
        keyPoints: ['small wins', 'avoid overwhelm', 'coverage later'],
      },
    ],
    handsOnTask:
      'Design a two-page first week of {goal} for a real or imagined beginner: their outcome and constraints, a 5-day project, and for each day one concept, a worked example, a common mistake, a task with a done-check and a recall question. If possible, run day 1 with them and adjust.',
    project:
      'Package your {goal} capstone as the example project a beginner could build in your first-week plan.',
    exercise:
      'List the three most common beginner misconceptions in {goal} and how your plan addresses each.',
    beginnerTip: 'Base the plan on your own first week: what would have helped you most on days 1 to 5?',
    advancedNote:
      'Offer to mentor someone in {goal} for a month; the questions a real learner asks will sharpen your understanding more than another course.',
  },
];
