import type { TemplateDay } from './template';

// Week 3: feedback loops, expert feedback, a second project built with a real user, learning in
// public and breaking through a plateau.
export const week3: TemplateDay[] = [
  {
    topicName: 'Build fast feedback loops for {goal}',
    explanation: `Improvement speed is limited by how quickly and how accurately you find out whether an attempt was good. A **feedback loop** is the cycle *act → get a signal → adjust*. The two properties that matter are **speed** (seconds beat days) and **accuracy** (the signal must reflect real quality, not just your mood).

Every field has ways to tighten the loop. Programmers use compilers, linters and automated tests that answer in seconds. Artists overlay their work on a reference, flip the canvas horizontally to see proportions with fresh eyes, or render a quick low-sample preview. Writers read their text aloud. Marketers run small, cheap tests before big campaigns and watch a single metric. Musicians record themselves. The common trick is to **externalise judgement**: turn "is this good?" into a check that does not depend on how you feel today.

Today you design three loops for {goal}: a **seconds loop** (an automatic or instant check you can run constantly), a **minutes loop** (a checklist or rubric from your mistake log and your sources), and a **days loop** (feedback from a person or from real-world results). Write each down with what it measures, how long it takes and when you use it.

**Common mistake:** relying only on slow feedback (the end-of-project reaction), so that each lesson costs a week instead of a minute.

**Check it works:** you used the seconds loop at least ten times in today's work, and the rubric caught at least one issue you would otherwise have missed.`,
    quiz: [
      {
        question: 'What two properties make a feedback loop useful?',
        answer:
          'Speed, meaning the signal arrives quickly after the attempt, and accuracy, meaning it reflects real quality rather than mood or guesswork.',
        keyPoints: ['speed', 'accuracy'],
      },
      {
        question: 'What does it mean to externalise judgement?',
        answer:
          'Turning "is this good?" into a check that does not depend on your feelings, such as a test, a reference overlay, a rubric or a metric.',
        keyPoints: ['check independent of feelings', 'test, rubric or metric'],
      },
      {
        question: 'Describe the three loops you design today.',
        answer:
          'A seconds loop that gives instant automatic checks, a minutes loop based on a checklist or rubric, and a days loop with feedback from people or real-world results.',
        keyPoints: ['seconds loop', 'minutes loop', 'days loop'],
      },
    ],
    handsOnTask:
      'Design three feedback loops for {goal} (seconds, minutes, days), each with what it measures, how long it takes and when you use it. Build the seconds loop and the rubric now, and use them on one piece of work, logging every issue they catch.',
    project: 'Run your new rubric over your 5-day {goal} project and list what it flags.',
    exercise:
      'Find one {goal} task where you currently get feedback only after days, and invent a way to get a signal in minutes.',
    beginnerTip:
      'The simplest fast loop is a comparison with a known good example; keep one open beside your work.',
    advancedNote:
      'Check your loops for bias: a metric that is easy to move but weakly tied to real quality in {goal} will train you to optimise the wrong thing.',
  },
  {
    topicName: 'Get feedback from people who know {goal}',
    explanation: `Automatic checks catch errors; people who know {goal} catch **judgement** problems: a confusing structure, a better approach you did not know, a convention everyone follows for a good reason. Today you learn to ask for expert feedback in a way that gets real answers, and to receive it without defending yourself.

**Where** to find feedback: the main community forum or chat for {goal}, subreddits and Discord servers with a "feedback" or "review" channel, local meetups, study groups, classmates, colleagues, and people whose work you admire (many answer one short, specific request). **How** to ask: give context in two sentences, link to the work, ask one to three *specific* questions ("Is the lighting direction consistent?", "Is this the idiomatic way to handle errors?"), say what you already considered, and make it easy to answer in five minutes. Thank people and show what you changed; that is how one-off help becomes a relationship.

**Receiving** feedback: write it down verbatim, ask clarifying questions, and do not explain or defend in the moment. Later, sort each point into *act now*, *try and see*, or *disagree for a reason*. Feedback that several people give independently is almost always right.

**Common mistake:** asking "any feedback?" on a huge piece of work. It gets silence or only surface comments.

**Check it works:** you posted or sent at least one specific feedback request today, and you have a sorted list of any responses.`,
    quiz: [
      {
        question: 'What makes a feedback request likely to get a useful answer?',
        answer:
          'Short context, a link to the work, one to three specific questions, what you already considered, and making it quick to answer.',
        keyPoints: ['short context', 'specific questions', 'what you considered', 'easy to answer'],
      },
      {
        question: 'How should you receive critical feedback?',
        answer:
          'Write it down, ask clarifying questions, avoid defending in the moment, then later sort points into act now, try and see, or disagree with a reason.',
        keyPoints: ['write it down', 'do not defend', 'sort later'],
      },
      {
        question: 'What does it usually mean when several people independently give the same feedback?',
        answer:
          'It is very likely correct and worth acting on, because independent reviewers noticed the same issue.',
        keyPoints: ['independent agreement', 'likely correct'],
      },
    ],
    handsOnTask:
      'Write and send a feedback request about your {goal} project to a community or an experienced person: two sentences of context, a link, one to three specific questions, and what you already considered. Log any responses verbatim and sort them into act now, try and see, or disagree for a reason.',
    project: 'Apply the first piece of external feedback to your 5-day {goal} project.',
    exercise:
      'Rewrite the request "any feedback on my work?" into three specific questions about a {goal} piece.',
    beginnerTip:
      'Beginner forums and study groups are friendlier places for a first request than expert channels.',
    advancedNote:
      "Offer feedback to others in {goal} too; reviewing other people's work trains the same judgement experts use on yours and builds reciprocity.",
  },
  {
    topicName: 'Scope a second project with a real user',
    explanation: `Your first project proved you can finish something. The second project adds what separates practice from professional work: **a real user** with needs that are not your own. It can be a friend, a colleague, a local shop, a club, or an open-source project; what matters is that someone other than you decides whether it is good.

Start with a short **user conversation** (15 minutes is enough). Ask about their situation and the problem, not about features: "When did this last annoy you? What did you do about it? What would make it better?" Listen for the real job they need done. Then write three **requirements** in their language and one **acceptance check** for each ("Priya can add a new booking in under a minute without help").

Scope the project for days 18 and 19 plus a little polish: bigger than the first (it should use at least two of your week-two focus sub-skills), but with a clear must-have. Write milestones: day 18 builds the core, day 19 tests it with the user and iterates. Note the riskiest assumption ("they will use it on a phone") and how you will check it early.

**Common mistake:** inventing a user in your head. Imagined users always want exactly what you already planned to build.

**Check it works:** you spoke with a real person, and your brief has three requirements, their acceptance checks, two milestones and one named risk.`,
    quiz: [
      {
        question: 'Why does the second project need a real user?',
        answer:
          'Someone other than you then decides whether the work is good, which exposes needs and problems you would not imagine and makes the practice closer to professional work.',
        keyPoints: ['someone else judges', 'reveals real needs', 'closer to professional work'],
      },
      {
        question: 'What should a short user conversation focus on?',
        answer:
          'Their situation and the problem, such as when it last annoyed them and what they did, rather than asking which features they want.',
        keyPoints: ['situation and problem', 'not feature wish lists'],
      },
      {
        question: 'What is an acceptance check?',
        answer:
          "A concrete, observable condition for a requirement, written in the user's terms, that shows whether the requirement is met.",
        keyPoints: ['concrete and observable', 'user terms', 'shows requirement is met'],
      },
    ],
    handsOnTask:
      'Find a real user for a second {goal} project and talk with them for 15 minutes about their problem. Write three requirements in their words, an acceptance check for each, milestones for days 18 and 19, and the riskiest assumption with how you will test it early.',
    project:
      'Write the brief for your second {goal} project with a real user: requirements, acceptance checks, milestones, risk.',
    exercise: 'Turn three feature ideas into problem statements a user would recognise.',
    beginnerTip:
      'If you cannot find a user, ask a friend to play one with a real problem of theirs; it still beats imagining.',
    advancedNote:
      'Choose a user whose context stretches your {goal} skills (a different audience, platform or constraint) so the project exposes what your comfort zone hides.',
  },
  {
    topicName: 'Build the core of your second project',
    explanation: `Today you build the **core** of the second project: the smallest version that meets the must-have requirement. You already know the walking-skeleton idea; today adds discipline for bigger work.

**Risk first:** start with the part you named as the riskiest assumption. If it cannot work, you want to know at 10 a.m., not at the end of day 19. **Small steps that stay working:** after each step, the project should still run, render or read correctly; save a version (a commit, a saved copy, a snapshot) at every working state so you can always go back. **Timebox and log:** plan the day as four 45-minute blocks with a goal each, and write a one-line note after each block.

Use what you practised: your checklist from the mistake log before you call any step done, your seconds loop continuously, and your glossary when the docs get dense. When you are unsure between two approaches, pick the simpler one that meets the requirement and note the other as a possible improvement; **decisions made and recorded** beat decisions postponed.

**Worked example:** for a booking sheet for a local tutor, the riskiest assumption was that parents would use it on their phones; the first block built the form on a phone screen only, and everything else followed.

**Common mistake:** building the easy, fun parts first and leaving the risky core to the end, when there is no time left to change direction.

**Check it works:** the must-have requirement's acceptance check passes on today's version, and you have at least four saved working states.`,
    quiz: [
      {
        question: 'Why build the riskiest part first?',
        answer:
          'If it turns out not to work you find out early, while there is still time to change direction, instead of at the end.',
        keyPoints: ['find out early', 'time to change direction'],
      },
      {
        question: 'What does "small steps that stay working" mean in practice?',
        answer:
          'After each small change the project still works, and you save a version at each working state so you can always return to it.',
        keyPoints: ['works after each step', 'save versions at working states'],
      },
      {
        question: 'How should you choose between two uncertain approaches?',
        answer:
          'Pick the simpler one that meets the requirement, record the decision and the alternative, and move on rather than postponing.',
        keyPoints: ['simpler approach', 'record the decision', 'do not postpone'],
      },
    ],
    handsOnTask:
      'Build the core of your second {goal} project in four 45-minute blocks, starting with the riskiest assumption. Save a version at every working state, run your checklist before marking a step done, and finish with the must-have acceptance check passing.',
    project: 'Build the must-have core of your second {goal} project.',
    exercise:
      'Write down one decision you made today between two approaches, with the reason and the alternative.',
    beginnerTip:
      'Saving working versions feels slow until the first time it saves you an hour; save after every success.',
    advancedNote:
      'Estimate each block before you start and compare with reality; calibrated estimates are a professional {goal} skill that improves only with this kind of tracking.',
  },
  {
    topicName: 'Test your second project with its user',
    explanation: `Today you put the second project in front of its user and **watch**. Watching someone use your work is the most humbling and the most instructive hour in any field: the problems they hit are almost never the ones you expected.

Run a short **usability session**: give them a realistic task ("book a lesson for next Tuesday", "tell me what this poster is advertising", "find last month's total"), then stay quiet. Ask them to think aloud. Note what they do, where they hesitate, what they misunderstand and what they say, without helping or explaining. Afterwards ask two questions: "What was hardest?" and "What would make you use this again?". Observations beat opinions: what they *did* is more reliable than what they *say* they would do.

Then **prioritise**: list every issue, rate each by impact on the user and effort to fix, and fix the high-impact, low-effort ones first. Ship the updated version (v2) to the user the same day and check the acceptance checks again. Write a short change note: what you changed and why.

**Common mistake:** defending the design during the session ("it is actually simple, you just click here"). Every explanation you give hides a problem a real user will have without you.

**Check it works:** you have written observations from a session with the user, a prioritised issue list, and a v2 that fixes at least the top two issues.`,
    quiz: [
      {
        question: 'How should you behave during a usability session?',
        answer:
          'Give a realistic task, ask the user to think aloud, and observe and take notes without helping, explaining or defending the work.',
        keyPoints: ['realistic task', 'think aloud', 'observe without helping'],
      },
      {
        question: 'Why are observations more valuable than opinions?',
        answer:
          'What people actually do reveals real problems, while what they say they would do is often inaccurate or polite.',
        keyPoints: ['behaviour is reliable', 'opinions are often inaccurate'],
      },
      {
        question: 'How do you decide which issues to fix first?',
        answer:
          'Rate each issue by impact on the user and effort to fix, and fix the high-impact, low-effort issues first.',
        keyPoints: ['impact', 'effort', 'high impact low effort first'],
      },
    ],
    handsOnTask:
      'Run a usability session of your second {goal} project with its user: a realistic task, think-aloud, silent note-taking, then two questions. Rate every issue by impact and effort, fix the top two, ship v2 the same day, and write a change note.',
    project: 'Ship v2 of your second {goal} project based on a real usability session.',
    exercise: 'Write three realistic tasks for a usability session that do not reveal how to do them.',
    beginnerTip: 'Record the session (with permission) so you can focus on watching rather than writing.',
    advancedNote:
      'Run the same task with a second user; issues that both hit are structural, while issues only one hits may be personal preference.',
  },
  {
    topicName: 'Learn in public: write about what you built',
    explanation: `**Learning in public** means sharing what you learn as you learn it: write-ups, short posts, demos, questions with your own attempted answer. It does four things for you. It forces **clear thinking** (you cannot write clearly about what you do not understand). It brings **feedback** from people you would never have found. It builds **accountability**: a public streak is harder to break. And it creates a **portfolio** that shows how you think, which employers, clients and collaborators value more than certificates.

Today you write one piece about your second project. A reliable structure: **the problem** (who needed what), **the approach** (what you built and the key decision), **what went wrong** (the honest part readers remember), **what you learned** (one or two insights about {goal} someone else could use), and **what is next**. Keep it under 600 words with one image or example. Publish it where people interested in {goal} read: a blog, LinkedIn, a community forum, a newsletter, a thread.

You do not need to be an expert. Writing from one step ahead is useful precisely because experts have forgotten what is hard for beginners. Just be accurate about your level ("here is what I learned in week three"), and never present guesses as facts.

**Common mistake:** waiting until you are "good enough" to post; that day keeps moving.

**Check it works:** the piece is published, has a clear takeaway in its first three lines, and you shared it in at least one place where people interested in {goal} will see it.`,
    quiz: [
      {
        question: 'Name four benefits of learning in public.',
        answer:
          'It forces clear thinking, brings feedback from new people, creates accountability, and builds a portfolio showing how you think.',
        keyPoints: ['clear thinking', 'feedback', 'accountability', 'portfolio'],
      },
      {
        question: 'What structure works well for a project write-up?',
        answer:
          'The problem, the approach and key decision, what went wrong, what you learned that others could use, and what is next.',
        keyPoints: ['problem', 'approach', 'what went wrong', 'lessons', 'next steps'],
      },
      {
        question: "Why can a beginner's write-up be useful to others?",
        answer:
          'Someone one step ahead remembers what was hard and explains it in terms beginners understand, which experts often can no longer do, as long as they are honest about their level.',
        keyPoints: ['one step ahead', 'remembers what is hard', 'honest about level'],
      },
    ],
    handsOnTask:
      'Write and publish a post of at most 600 words about your second {goal} project (problem, approach, what went wrong, what you learned, what is next) with one image or example, and share it in one place where people interested in {goal} will see it.',
    project: 'Publish the write-up of your second {goal} project.',
    exercise:
      'Rewrite the first three lines of your post so a stranger knows the takeaway before reading further.',
    beginnerTip:
      'Start with a format that feels safe, such as "three things I learned this week about {goal}".',
    advancedNote:
      'Turn a recurring problem from your mistake log into a short guide; practical, specific guides are what people in {goal} bookmark and share.',
  },
  {
    topicName: 'Push through the {goal} plateau',
    explanation: `Around week three many learners feel that progress has stopped. This is the **plateau**, and it has a known cause: the skills you practise most have become **automatic**, so you no longer think about them, and automatic skills stop improving. The writer Joshua Foer called this the "OK plateau": good enough that you stop paying attention.

Ways out all have one thing in common: they pull a skill back into **conscious, effortful** practice. **Raise the difficulty**: a harder problem, a stricter constraint, a larger scope. **Add time pressure**: do a familiar task in two-thirds of the time to expose the steps that are still slow. **Copy an expert exactly**: reproduce a master's work and study every place yours differs. **Target the weakest link**: your mistake log and timed challenge show which sub-skill limits everything else; give it three focused sessions. **Get coached**: one session with someone better than you often shows in an hour what weeks of solo practice missed.

Also check whether it is a plateau at all. Look at your scoreboard, your timed challenge and your recall rate; learners often feel stuck while the numbers are still rising, because harder work feels slower.

**Common mistake:** responding to a plateau by switching to a new shiny topic. You trade the discomfort for novelty and leave the skill exactly where it was.

**Check it works:** you chose one of the techniques above, applied it in a session today, and recorded a measurable result you can compare next week.`,
    quiz: [
      {
        question: 'What causes a learning plateau?',
        answer:
          'Frequently practised skills become automatic, so you stop paying conscious attention to them, and automatic skills stop improving.',
        keyPoints: ['skills become automatic', 'no conscious attention', 'improvement stops'],
      },
      {
        question: 'Name three techniques for breaking through a plateau.',
        answer:
          'Raising the difficulty, adding time pressure, copying an expert exactly, targeting the weakest sub-skill, or getting coached by someone better.',
        keyPoints: ['raise difficulty', 'time pressure', 'copy an expert', 'target weakest link', 'coaching'],
      },
      {
        question: 'Why should you check your numbers before concluding you are on a plateau?',
        answer: 'Harder work feels slower, so you may feel stuck while measured results are still improving.',
        keyPoints: ['feeling vs data', 'harder work feels slower'],
      },
    ],
    handsOnTask:
      'Check your {goal} scoreboard, timed challenge and recall rate for signs of a plateau, pick one technique (raise difficulty, time pressure, exact copy of an expert, weakest link, or coaching), apply it in a 45-minute session and record a measurable result to compare next week.',
    project: 'Find the weakest part of your second {goal} project and rebuild it under a harder constraint.',
    exercise:
      'Do a familiar {goal} task in two-thirds of your usual time and list the steps that slowed you down.',
    beginnerTip: 'Feeling slow on harder tasks is a sign you are learning, not that you are failing.',
    advancedNote:
      'Experts in {goal} avoid the OK plateau by always keeping a deliberately uncomfortable project running alongside their routine work.',
  },
];
