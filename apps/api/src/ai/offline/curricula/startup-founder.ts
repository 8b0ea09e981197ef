import type { TrackInput } from '../curriculum-schema';

export const track: TrackInput = {
  id: 'startup-founder',
  title: 'Startup and Founder Skills',
  keywords: [
    'startup',
    'startups',
    'founder',
    'co-founder',
    'entrepreneur',
    'entrepreneurship',
    'saas',
    'business',
    'launch',
    'mvp',
    'lean startup',
    'customer discovery',
    'product market fit',
    'go to market',
    'fundraising',
    'pitch deck',
    'bootstrapping',
    'side hustle',
  ],
  summary:
    'A hands-on 30-day founder path grounded in the Indian startup context but useful anywhere: validate a problem with real customer interviews and a landing page in week one, then learn market sizing, positioning, pricing, unit economics and MVPs, company setup, co-founder equity, early sales and marketing, retention and product-market fit, finance and GST basics, and finish with fundraising, a pitch deck, a launch and a demo-day capstone.',
  starterProject:
    'A validated startup idea: a written problem hypothesis, notes from 10 customer discovery interviews, a landing page with a working waitlist, a small traffic test and a written go, pivot or stop decision based on criteria set in advance.',
  days: [
    {
      topicName: 'Choosing a problem and naming your riskiest assumptions',
      explanation: `## Start with a problem, not an idea
Most startups fail because they build something nobody needs badly enough to change their behaviour or pay for. So the first job of a founder is to pick a **specific problem for a specific group of people** and write it down as a hypothesis you can prove wrong.

A useful template: **"[Customer segment] struggles to [job] when [situation]. Today they [current workaround], which costs them [time, money, stress]."**

## Worked scenario
Idea: "an app for coaching centres". Too vague. Rewritten as a problem hypothesis:
"Owners of small coaching centres (50-300 students) in tier-2 cities struggle to collect monthly fees on time. Today they send individual WhatsApp reminders and match UPI screenshots against a register or Excel sheet, which takes 5-8 hours a month and leaves 10-20% of fees late."

Now list the assumptions that must be true for a business to exist, and rank them by **how risky** (if wrong, the idea dies) and **how uncertain** you are:
1. Late fees are a top-three headache for owners (high risk, high uncertainty). Test first.
2. Owners will pay about ₹499 a month to fix it (high risk, high uncertainty).
3. You can reach owners cheaply through local visits, associations and WhatsApp groups (medium).
4. Parents will pay through a link instead of cash or direct UPI (medium).

## Common mistake
Falling in love with a solution ("an AI-powered ERP for coaching") and looking for evidence to support it. If your hypothesis mentions your product, you are testing your idea, not the problem.

## Check it
Read your hypothesis aloud to someone in the segment. If they say "yes, that's exactly my problem, and here's what I do about it today", you have something to test. If they shrug, sharpen the segment or pick another problem. Write your top three assumptions at the top of a document you will update all week.`,
      quiz: [
        {
          question: 'What are the parts of a good problem hypothesis?',
          answer:
            'A specific customer segment, the job or problem they struggle with, the situation when it happens, their current workaround, and what it costs them.',
          keyPoints: ['specific customer segment', 'current workaround', 'what it costs them'],
        },
        {
          question: 'How should you rank assumptions to decide what to test first?',
          answer:
            'By how risky each is (whether the idea dies if it is wrong) and how uncertain you are about it; test the riskiest, most uncertain assumptions first.',
          keyPoints: ['risk if wrong', 'how uncertain', 'test riskiest first'],
        },
        {
          question: 'Why should your problem hypothesis not mention your product?',
          answer:
            'Because you first need to prove the problem exists and matters; mentioning the product turns it into testing your solution and invites confirmation bias.',
          keyPoints: ['prove problem first', 'avoid confirmation bias'],
        },
      ],
      handsOnTask:
        'Write a one-paragraph problem hypothesis using the template, for a segment you can actually reach this week. List at least five assumptions and rank them in a simple risk-by-uncertainty table. The result is a one-page "Assumptions" document with your top three highlighted.',
      project: 'Starts the validation project with a written problem hypothesis and a ranked assumptions list.',
      exercise: 'Rewrite "an app for farmers" as a specific problem hypothesis using the template.',
      beginnerTip: 'Pick a segment you belong to or can meet in person this week; access to customers is your biggest early advantage.',
      advancedNote:
        'Strong founders also ask "why now?": a change such as UPI adoption, new regulation or cheaper AI that makes a previously impossible solution possible. Investors look for this explicitly.',
    },
    {
      topicName: 'Customer discovery interviews: the Mom Test',
      explanation: `## Why customer conversations go wrong
When you describe your idea, people are polite: "Nice idea, I'd definitely use it." Those compliments feel like validation but predict almost nothing. Rob Fitzpatrick's book **The Mom Test** gives three rules for questions even your mother can't lie to you about:
1. Talk about **their life**, not your idea.
2. Ask about **specifics in the past**, not generics or opinions about the future.
3. **Talk less and listen more.**

## Worked scenario: interview script for coaching centre owners
- "Walk me through how you collected fees last month."
- "What happened with the students who paid late? What did you do?"
- "How much time does that take you each month?"
- "Have you tried anything to fix it? Software, a helper, a new rule?" (if they tried and paid, that's strong evidence)
- "What's the hardest part of running the centre right now?" (does fee collection even come up?)
- "Who else should I talk to?"

Bad questions to avoid: "Would you use an app that sends automatic fee reminders?" or "How much would you pay for it?" Both ask for predictions, and people are poor at predicting their own behaviour.

## Recruiting 10 people
Make a list of 30 candidates: centres near you, alumni from your own coaching days, owners in local WhatsApp or Facebook groups, and business listing sites. Ask for 15 minutes to "learn how you run fee collection", not to pitch. Expect a third to agree; in-person visits in the afternoon, before evening batches, often work best.

## Common mistake
Pitching halfway through the interview. As soon as you describe your product, the conversation becomes about being nice to you. Save any pitch for the very end, if at all.

## Check it
Read your script and delete every question that mentions your solution or asks "would you". Book at least five interviews for the next three days.`,
      quiz: [
        {
          question: 'What are the three rules of the Mom Test?',
          answer: 'Talk about their life instead of your idea, ask about specifics in the past instead of the future, and talk less while listening more.',
          keyPoints: ['their life not idea', 'specifics in the past', 'listen more'],
        },
        {
          question: 'Why is "Would you use an app that...?" a bad interview question?',
          answer:
            'It asks for a prediction about the future and mentions your idea, so people answer politely and their answer says little about real behaviour.',
          keyPoints: ['asks for prediction', 'polite answers', 'mentions your idea'],
        },
        {
          question: 'What counts as strong evidence that a problem is real?',
          answer:
            'Past actions such as having spent money or time on workarounds or tried other solutions, rather than compliments or statements that they would use something.',
          keyPoints: ['spent money or time', 'tried other solutions', 'not compliments'],
        },
      ],
      handsOnTask:
        'Write an 8-10 question interview script that passes the Mom Test, build a list of 30 people in your segment, and send at least 15 requests. The result is a script with no "would you" questions and a tracker showing at least five booked interviews.',
      project: 'Adds a Mom Test interview script and a recruitment tracker aiming for 10 interviews.',
      exercise: 'Rewrite "Do you think fee collection is a problem?" as a question about specific past behaviour.',
      beginnerTip: 'Say "I\'m not selling anything; I\'m trying to understand how you handle X" and mean it; people open up when there is no pitch.',
      advancedNote:
        'Segment as you go: if answers differ wildly between a 50-student tuition and a 2,000-student institute, you have two segments with different problems and buyers; narrow to one before drawing conclusions.',
    },
    {
      topicName: 'Running interviews and synthesising evidence',
      explanation: `## During the interview
Take notes in the participant's own words, and mark three kinds of signals:
- **Pain**: emotional language ("it's a headache every month"), the problem coming up unprompted, or ranking it in their top three.
- **Past behaviour**: what they actually do today, how often, how long it takes, what they've paid for.
- **Commitment**: concrete next steps they agree to, such as introducing you to another owner, sharing their fee register, or agreeing to a paid pilot. Commitments of time, reputation or money are the strongest evidence you can get.

End every interview by asking "Who else should I talk to?" and whether you can follow up.

## Synthesising
After each interview, fill one row in an evidence table: segment details, current workaround, time or money lost, pain level (1-5), existing tools tried, commitment offered, notable quotes.

## Worked scenario: 10 coaching centre owners
- 7 of 10 chase late fees every month; 5 of them brought it up before you asked.
- Average time spent: about 6 hours a month on reminders and matching UPI screenshots.
- 3 had tried a general accounting or school app and stopped because it was "too much for a small centre".
- 2 owners with under 60 students said fees weren't a problem: parents pay in cash at the door. That suggests a segment boundary.
- Commitments: 4 introduced you to other owners; 2 agreed to try a paid pilot at ₹499 a month.
Conclusion: strong signal for centres with roughly 80-300 students; weak below that. Update your hypothesis and assumptions.

## Common mistake
Counting "I would use it" as a yes. Only past behaviour and commitments count. Another mistake is averaging across segments that behave differently, which hides the group that really has the problem.

## Check it
Your evidence table should let anyone see, at a glance, how many people have the problem, how they handle it today and who committed to what. If your conclusion can't cite numbers from the table, you need more or better interviews.`,
      quiz: [
        {
          question: 'What three kinds of signals should you capture in interview notes?',
          answer: 'Pain (emotional language or unprompted mentions), past behaviour (what they actually do and spend), and commitments (concrete next steps like intros or paid pilots).',
          keyPoints: ['pain signals', 'past behaviour', 'concrete commitments'],
        },
        {
          question: 'Why are commitments stronger evidence than positive feedback?',
          answer: 'A commitment costs the person time, reputation or money, so it reveals real priority, while positive feedback costs nothing and is often just politeness.',
          keyPoints: ['costs time or money', 'reveals real priority', 'feedback is politeness'],
        },
        {
          question: 'What did the two small-centre interviews in the example suggest?',
          answer: 'That centres under about 60 students collect cash and do not have the problem, so the target segment should be narrowed to larger centres.',
          keyPoints: ['no problem for small centres', 'narrow the segment'],
        },
      ],
      handsOnTask:
        'Run at least five interviews this week using your script, filling one evidence-table row within an hour of each. Write a half-page synthesis with counts (for example "7 of 10") and list every commitment offered. The result is an evidence table and an updated problem hypothesis.',
      project: 'Adds interview notes, an evidence table and an updated hypothesis to the validation project.',
      exercise: 'Classify these as pain, past behaviour or commitment: "I hate chasing parents", "I spent ₹3,000 on an app last year", "Come back Monday and I\'ll show you my register".',
      beginnerTip: 'Record (with permission) or bring a friend to take notes, so you can focus on listening and follow-up questions.',
      advancedNote:
        'Look for the "hair on fire" subsegment: the group already hacking together a solution or paying for a poor one. They are your early adopters, and their workaround often reveals the minimum product you need.',
    },
    {
      topicName: 'Value proposition and a landing page with a waitlist',
      explanation: `## What a value proposition is
A value proposition states **who** you help, **what outcome** they get and **why you're different from what they do today**. A landing page is the fastest way to test whether that message makes the right people take action, before you build the product.

## Page structure
1. **Headline**: the outcome for the segment, in their words.
2. **Subheadline**: how it works in one sentence.
3. **Three benefits**, each tied to a pain you heard in interviews.
4. **How it works** in three steps.
5. **Proof**: a quote from an interview (with permission) or a pilot stat.
6. **Pricing signal**: even "₹499/month after a free 30-day pilot" tests willingness to pay.
7. **One call to action**: "Join the waitlist", with a short form.

## Worked scenario
- Headline: "Collect tuition fees on time, without chasing parents."
- Subheadline: "Automatic WhatsApp reminders with a UPI payment link, and a register that updates itself when parents pay."
- Benefits: "Save 6 hours a month", "Know who has paid at a glance", "Parents pay by UPI in two taps".
- Form: name, WhatsApp number, city, number of students (this qualifies leads and checks your segment).

Build it in an afternoon with a no-code tool such as Carrd, Framer or Google Sites, with a form from Google Forms or Tally. Add analytics (for example Google Analytics or the tool's built-in stats) so you can count visitors and signups by source.

## Common mistake
A page about features and technology ("AI-powered ERP with cloud sync") instead of outcomes, or several competing buttons ("Learn more", "Book demo", "Download"). One page, one goal.

## Check it
Do a five-second test with two people in your segment: show the page, hide it, and ask what it offers and for whom. Submit the form yourself on a phone over mobile data and confirm the entry arrives in your sheet.`,
      quiz: [
        {
          question: 'What three things should a value proposition communicate?',
          answer: 'Who you help, what outcome they get, and why it is different from what they do today.',
          keyPoints: ['who you help', 'outcome they get', 'different from today'],
        },
        {
          question: 'Why include a pricing signal on a waitlist page?',
          answer: 'It tests willingness to pay; people signing up despite a stated price is stronger evidence than signups for something that seems free.',
          keyPoints: ['tests willingness to pay', 'stronger evidence'],
        },
        {
          question: 'Why should a landing page have only one call to action?',
          answer: 'Competing buttons split attention and reduce conversions, and one action makes the test result clear to measure.',
          keyPoints: ['one clear goal', 'split attention', 'measurable result'],
        },
      ],
      handsOnTask:
        'Build a landing page with the seven sections above using a no-code tool, connect a waitlist form that records number of students, and add analytics. Run a five-second test with two people. The result is a live URL where your own test signup appears in the sheet.',
      project: 'Adds a live landing page with a working waitlist and analytics to the validation project.',
      exercise: 'Write three alternative headlines for your page using words your interviewees actually used.',
      beginnerTip: 'Copy phrases straight from interview notes into your page; customers recognise their own words instantly.',
      advancedNote:
        'To test stronger commitment, add a second step after signup such as "Reserve a pilot slot with a refundable ₹500 deposit" via a UPI payment link; the share who pay is a far better signal than email signups.',
    },
    {
      topicName: 'Traffic test and a go, pivot or stop decision',
      explanation: `## Why a traffic test
A landing page proves nothing until the right people see it. Today you send targeted traffic, measure conversion, and make a decision using **criteria you wrote down before seeing the results**.

## Set criteria first
Example for the coaching fee idea, written before launching:
- At least 200 visitors from the target segment.
- At least 10% of those visitors join the waitlist.
- At least 3 owners agree to a paid pilot (₹499/month) or pay a deposit.
- Go if all three are met; pivot the segment or message if visitors come but don't convert; stop if you can't reach owners at all.

## Worked scenario
Channels over five days:
- Posts in three coaching-owner WhatsApp and Facebook groups (with admin permission).
- Personal messages to 40 owners from your recruitment list.
- A ₹2,000 Meta ads test targeting coaching-centre owners in two cities.
Tag each link with UTM parameters (\`?utm_source=whatsapp&utm_campaign=groups\`) so analytics shows which source performed.

Results: 320 visitors, 41 signups (12.8%). Groups and personal messages brought 195 visitors and 36 signups (about 18%); the ads brought 125 visitors and 5 signups (4%), or ₹400 per signup. Five owners accepted a pilot call and three paid a ₹500 refundable deposit. All criteria met: **go**, with personal outreach as the first acquisition channel.

## Write the decision memo
One page: hypothesis, what you did, numbers against criteria, decision, what you learned about the segment and channel, next steps. This completes the starter project.

## Common mistake
Moving the goalposts: seeing 6% conversion and deciding that 6% is "actually good". Another is celebrating vanity metrics such as page views or likes that don't reflect intent.

## Check it
Your memo should let a sceptical friend verify the decision from the numbers alone. If a criterion was missed, say so plainly and state whether you're pivoting the segment, the message or the problem.`,
      quiz: [
        {
          question: 'Why must success criteria be written before running the test?',
          answer: 'So you cannot move the goalposts after seeing the results; pre-set criteria keep the decision honest.',
          keyPoints: ['before seeing results', 'cannot move goalposts'],
        },
        {
          question: 'What are UTM parameters used for?',
          answer: 'They tag links with their source and campaign so analytics can show which channel brought visitors and signups.',
          keyPoints: ['tag links', 'which channel worked'],
        },
        {
          question: 'In the example, which channel should the founder focus on first and why?',
          answer: 'Personal outreach and owner groups, because they converted at about 18% versus 4% for ads, which cost ₹400 per signup.',
          keyPoints: ['personal outreach', 'higher conversion', 'ads cost more'],
        },
        {
          question: 'What should a decision memo include?',
          answer: 'The hypothesis, what you did, the numbers against the pre-set criteria, the decision, what you learned and next steps.',
          keyPoints: ['numbers against criteria', 'the decision', 'next steps'],
        },
      ],
      handsOnTask:
        'Write your go, pivot and stop criteria, then drive at least 150-200 targeted visitors to your page using UTM-tagged links across at least two channels. Complete all 10 interviews and write a one-page decision memo. The result is a memo with a table of visitors and signups by channel and a clear decision.',
      project: 'Completes the starter project: traffic test results, 10 interviews and a written go, pivot or stop decision.',
      exercise: 'Calculate conversion and cost per signup for: 500 visitors, 35 signups, ₹3,500 ad spend.',
      beginnerTip: 'Personal messages to named people beat broadcasting; write each one referring to their centre or situation.',
      advancedNote:
        'Small samples are noisy: 41 signups from 320 visitors has a wide confidence interval. Treat the test as directional, and prefer strong commitments (deposits, pilots) over small differences in conversion rates.',
    },
    {
      topicName: 'What makes a startup: growth, default alive and ambition',
      basic: true,
      explanation: `## A startup is a company designed to grow fast
Paul Graham's essay "Startup = Growth" defines a startup not by technology or age but by its aim to grow very fast. Y Combinator has described a good growth rate during its programme as **5-7% a week**, and an exceptional one as 10%. A bakery, a consulting firm and a local agency are excellent businesses, but they usually grow with the founders' hours; a startup bets on a product that can serve far more customers without costs rising at the same rate.

This distinction decides almost everything: whether to raise venture capital, how much risk to take and how to measure progress.

## Default alive or default dead
Another Graham essay asks a simple question: assuming your current expense and revenue growth rates stay the same, will you reach profitability before the money runs out? If yes, you are **default alive**; if not, **default dead**, and you must change something (cut costs, grow faster or raise money) before it's too late.

## Worked scenario
Two founders in Jaipur both have ₹10 lakh.
- Founder A opens a cloud kitchen. Revenue can grow with more kitchens and staff; margins stay similar. Likely a strong small business; bank loans or own savings are the natural funding, not VC.
- Founder B builds fee-collection software for coaching centres. Serving the 500th customer costs little more than the 50th. If weekly revenue growth reaches 5% for months, that compounds to more than 12× in a year, which is the kind of growth venture investors fund.
Neither is "better". They need different strategies, funding and expectations.

## Common mistake
Adopting startup rituals (raising money, hiring fast, big launches) for a business that is really a services or lifestyle business, or the opposite: running a startup like a small shop and never testing whether it can scale.

## Check it
Write your weekly growth metric (revenue, paying customers or active users) and your current rate. Then do the default alive calculation with your real numbers.`,
      quiz: [
        {
          question: 'According to Paul Graham, what defines a startup?',
          answer: 'A company designed to grow very fast, not one defined by being new or using technology.',
          keyPoints: ['designed to grow fast', 'not just new'],
        },
        {
          question: 'What does "default alive" mean?',
          answer: 'If current expenses and revenue growth continue unchanged, the company will reach profitability before its cash runs out.',
          keyPoints: ['current growth continues', 'profitable before cash runs out'],
        },
        {
          question: 'Why might a cloud kitchen and a SaaS product need different funding strategies?',
          answer: 'The kitchen grows roughly with added kitchens and staff at similar margins, suiting loans or savings, while software can serve many more customers at little extra cost, which suits venture capital if growth is fast.',
          keyPoints: ['costs grow with revenue', 'software scales cheaply', 'venture capital fit'],
        },
      ],
      handsOnTask:
        'Write one paragraph classifying your idea as a startup, small business or services business, with reasons. Pick your weekly growth metric and calculate the default alive question using your expected costs and revenue. The result is a short note with your metric, your target weekly growth and your answer.',
      project: 'Adds a growth metric and a default alive check to your founder notebook.',
      exercise: 'Compute what 5% weekly growth compounds to over 52 weeks (1.05^52) and compare it with 2% weekly.',
      beginnerTip: 'There is no shame in building a profitable small business; just be clear which game you are playing.',
      advancedNote:
        'Growth rate matters more than absolute size early on, but it must be measured on a metric that reflects real value (revenue, retained users), not signups that churn.',
    },
    {
      topicName: 'Market sizing: TAM, SAM and SOM from the bottom up',
      basic: true,
      explanation: `## The three numbers
- **TAM (total addressable market)**: revenue if every possible customer bought your product.
- **SAM (serviceable available market)**: the part of TAM your product and business model can actually serve (your segment, geography and language).
- **SOM (serviceable obtainable market)**: the share you can realistically win in the next few years with your channels and team.

Market size matters because it sets the ceiling: a great product in a tiny market can't become a large company, and investors will ask.

## Bottom-up beats top-down
Top-down sizing ("India's edtech market is billions of dollars; we'll take 1%") is unconvincing because it says nothing about who buys. **Bottom-up** sizing multiplies the number of customers you can name by the price they will pay.

## Worked scenario: coaching fee software
All figures below are **illustrative assumptions** you would replace with your own research (directory listings, association data, counting centres in a few sample neighbourhoods and extrapolating).
- TAM: 2,00,000 coaching centres across India × ₹6,000 a year = ₹120 crore a year.
- SAM: centres with 80-300 students in tier-1 and tier-2 cities where parents mostly pay digitally: 60,000 × ₹6,000 = ₹36 crore.
- SOM: with two salespeople each closing about 15 centres a month for three years, roughly 1,000 centres after churn: 1,000 × ₹6,000 = ₹60 lakh ARR.
The SOM looks small, which is honest and useful: it tells you to raise the price per centre (add parent payments or a transaction fee) or expand segments to build a large company.

## Common mistake
Quoting a big report figure as your market without showing who buys and at what price. Also confusing a market of users with a market of buyers: students use the app, but owners pay.

## Check it
Every number in your sizing should show its source or assumption. Ask: could you write down 50 real names of customers in your SAM this week?`,
      quiz: [
        {
          question: 'Define TAM, SAM and SOM.',
          answer: 'TAM is the total revenue if every possible customer bought; SAM is the part your product and model can serve; SOM is the share you can realistically win in the next few years.',
          keyPoints: ['total addressable market', 'serviceable part', 'realistically obtainable share'],
        },
        {
          question: 'Why is bottom-up market sizing more credible than top-down?',
          answer: 'It multiplies a countable number of real customers by a realistic price, showing who buys, instead of taking an arbitrary percentage of a big industry figure.',
          keyPoints: ['number of customers', 'times the price', 'not percentage of report'],
        },
        {
          question: 'Compute SAM for 60,000 centres paying ₹6,000 a year.',
          answer: '60,000 × ₹6,000 = ₹36 crore a year.',
          keyPoints: ['₹36 crore', 'customers times price'],
        },
      ],
      handsOnTask:
        'Build a bottom-up TAM, SAM and SOM table for your idea in a spreadsheet, with a column stating the source or assumption behind each number. Include one way to raise revenue per customer. The result is a one-sheet sizing model where every cell is explained.',
      project: 'Adds a bottom-up market sizing sheet to your founder notebook.',
      exercise: 'Size the SAM for a tiffin subscription in one city: estimate office workers living away from home, adoption share and monthly price.',
      beginnerTip: 'Use ₹ lakh and ₹ crore consistently and double-check zeros: 1 crore = 100 lakh = 10 million.',
      advancedNote:
        'Investors care about how the market can expand: adjacent segments, new products for the same buyer, or a shift like digital payments that grows the SAM over time. Show the path, not just today\'s snapshot.',
    },
    {
      topicName: 'Competitor analysis and positioning',
      explanation: `## You always have competitors
Even with no direct rival, customers already solve the problem somehow. Map three kinds of competition:
- **Direct**: products doing the same job for the same customer.
- **Indirect**: different products that can do the job (a general accounting tool, a school ERP).
- **Status quo**: what people do today without buying anything (WhatsApp reminders, a paper register, an assistant, Excel). For early startups, the status quo is often the toughest competitor.

## Positioning
Positioning defines the space you own in the customer's mind: who it's for, what it replaces and why it's better **for them**. A classic template from Geoffrey Moore's *Crossing the Chasm*:
"For **[target customer]** who **[need]**, **[product]** is a **[category]** that **[key benefit]**. Unlike **[main alternative]**, we **[key differentiator]**."

## Worked scenario
Competitive matrix for coaching fee collection (rows: options; columns: setup time, cost, Hindi support, automatic reconciliation of UPI payments, built for small centres):
- School ERPs: powerful but take weeks to set up and cost more; designed for schools.
- Generic payment links: cheap, but no reminders or register.
- WhatsApp plus Excel: free and familiar, but 6 hours a month and errors.
Positioning: "For coaching centre owners with 80-300 students who waste hours chasing fees, FeeSaathi is a fee-collection app that sends WhatsApp reminders and marks fees paid automatically when parents pay by UPI. Unlike school ERPs, it's set up in 15 minutes and costs less than a day's fee income per month."

## Common mistake
Saying "we have no competitors", which signals you haven't looked or there is no demand. Another is competing on a feature checklist instead of on what your specific segment values most.

## Check it
Show your positioning statement to three people from your interviews. Ask what they would compare it with; if they name an alternative you didn't list, add it to the matrix.`,
      quiz: [
        {
          question: 'What are the three types of competition to map?',
          answer: 'Direct competitors doing the same job, indirect alternatives that can also do it, and the status quo, meaning what customers do today without buying anything.',
          keyPoints: ['direct competitors', 'indirect alternatives', 'status quo'],
        },
        {
          question: 'Why is "we have no competitors" a red flag?',
          answer: 'Customers always solve the problem somehow; claiming no competition suggests you have not researched alternatives or that there is no real demand.',
          keyPoints: ['customers already solve it', 'no research or demand'],
        },
        {
          question: 'What are the parts of the positioning statement template?',
          answer: 'Target customer, their need, product name, category, key benefit, the main alternative, and your key differentiator.',
          keyPoints: ['target customer and need', 'category and benefit', 'main alternative', 'key differentiator'],
        },
      ],
      handsOnTask:
        'Build a competitive matrix with at least five options including the status quo, scored on the 4-5 criteria your interviewees care about most. Write a one-sentence positioning statement and test it with three people from your interviews. The result is the matrix plus a positioning statement revised after feedback.',
      project: 'Adds a competitive matrix and a tested positioning statement; updates the landing page headline if needed.',
      exercise: 'Write a positioning statement for a UPI-based bill-splitting app for college hostels.',
      beginnerTip: 'Try the competitors yourself: sign up, read their pricing and reviews, and note what customers complain about.',
      advancedNote:
        'April Dunford\'s approach to positioning starts from competitive alternatives and your unique attributes, then picks a market category that makes your strengths obvious; changing the category can change who you compete with.',
    },
    {
      topicName: 'Business models and pricing basics',
      basic: true,
      explanation: `## Common business models
- **Subscription (SaaS)**: customers pay monthly or yearly. Predictable revenue; success depends on retention.
- **Transaction fee**: a percentage or flat fee per payment or order (payment apps, marketplaces).
- **Marketplace take rate**: a commission on transactions between buyers and sellers.
- **Freemium**: a free tier that converts a small share to paid plans; works when serving free users is cheap.
- **One-time licence or services**: setup fees, implementation, custom work.
- **Advertising**: needs very large, engaged audiences.

## Pricing in India
Indian SMBs are price-sensitive and wary of recurring charges, but they pay readily when value is concrete and visible. Practical patterns: price below a clear pain cost (hours saved, late fees recovered); offer an annual plan at a discount (for example, two months free), which improves cash flow; make payment easy with UPI and recurring mandates (UPI AutoPay); and say whether prices include GST, which is 18% on most software services.

## Worked scenario
FeeSaathi options:
- ₹499 a month, or ₹4,999 a year (about two months free). If an owner recovers even one late fee of ₹1,500 a month, the product pays for itself three times over.
- Alternative: free for the owner, with a 1% convenience fee charged to parents on each payment. Easier to sell, but parents may resent fees and revenue depends on payment volume.
Pick the model that matches how value is created: the owner saves time and recovers fees, so charging the owner is more aligned.

## Common mistake
Cost-plus pricing ("our servers cost ₹50 per customer, so charge ₹99") ignores value, and pricing very low to "get traction" attracts customers who churn and leaves no margin for sales. Another: forgetting that listing ₹499 and then adding 18% GST at checkout surprises buyers.

## Check it
Write your model and price, and one sentence connecting the price to a measurable value for the customer. State "₹499 + GST" or "₹499 incl. GST" on your page.`,
      quiz: [
        {
          question: 'Name four common startup business models.',
          answer: 'Subscription, transaction fees, marketplace take rate, freemium, one-time licences or services, and advertising.',
          keyPoints: ['subscription model', 'transaction fee', 'marketplace take rate', 'freemium tier'],
        },
        {
          question: 'Why is cost-plus pricing usually a mistake for software?',
          answer: 'Software costs per customer are low, so cost-plus ignores the value delivered and leads to prices too low to fund sales and growth.',
          keyPoints: ['ignores value delivered', 'prices too low'],
        },
        {
          question: 'Why should you state whether a price includes GST?',
          answer: 'GST (18% on most software services) changes the final amount; adding it unexpectedly at checkout surprises and annoys buyers.',
          keyPoints: ['18% GST', 'avoid surprise at checkout'],
        },
      ],
      handsOnTask:
        'Write two alternative business models for your idea with prices, and for each explain who pays, when, and how it connects to the value they get. Pick one and update your landing page with the price and GST wording. The result is a short comparison note and an updated page.',
      project: 'Chooses a business model and price, and adds it to the landing page.',
      exercise: 'Calculate the effective monthly price and discount of ₹4,999 a year versus ₹499 a month.',
      beginnerTip: 'Anchor price to the customer\'s pain in rupees: "less than one late fee a month" is easier to accept than a bare number.',
      advancedNote:
        'Model choice shapes the company: transaction-based revenue scales with customer success but is volatile, while subscriptions give predictability; many Indian fintech and SaaS companies combine a subscription with usage or transaction fees.',
    },
    {
      topicName: 'Unit economics: CAC, LTV, gross margin and payback',
      explanation: `## Why unit economics
Unit economics asks whether each customer is profitable once you account for what it costs to win and serve them. Growth with bad unit economics just loses money faster.

## Key formulas (for subscriptions)
- **ARPU**: average revenue per user (account) per month.
- **Gross margin**: (revenue − direct costs of serving customers) ÷ revenue. Direct costs include hosting, payment fees, WhatsApp messaging charges and support.
- **Churn**: share of customers who cancel each month.
- **LTV (lifetime value)** ≈ ARPU × gross margin ÷ monthly churn.
- **CAC (customer acquisition cost)** = total sales and marketing spend ÷ new customers in that period.
- **CAC payback** (months) = CAC ÷ (ARPU × gross margin).

Common rules of thumb: LTV at least about 3× CAC, and payback under roughly 12 months for SMB software.

## Worked scenario
FeeSaathi: ARPU ₹499, gross margin 80% (messaging and payment costs), monthly churn 5%.
- LTV = 499 × 0.8 ÷ 0.05 = **₹7,984**.
- A field salesperson costs ₹40,000 a month including travel and closes 16 centres: CAC = **₹2,500**.
- LTV:CAC ≈ 3.2. Payback = 2,500 ÷ (499 × 0.8) ≈ **6.3 months**.
Healthy. But if churn rises to 10%, LTV halves to ₹3,992 and LTV:CAC falls to about 1.6, which shows retention is the lever to watch.

## Common mistake
Calculating LTV from revenue instead of gross margin, or counting only ad spend in CAC while ignoring salaries, tools and the founder's time. Also "blended" CAC, which mixes free word-of-mouth customers with paid ones, can hide that paid channels lose money.

## Check it
Build the calculation in a spreadsheet with each input in its own cell, then change churn and CAC to see which input your model is most sensitive to. Label which inputs are measured and which are guesses.`,
      quiz: [
        {
          question: 'What is the formula for LTV in a subscription business?',
          answer: 'LTV ≈ ARPU × gross margin ÷ monthly churn rate.',
          keyPoints: ['ARPU times gross margin', 'divided by churn'],
        },
        {
          question: 'Compute CAC payback for CAC ₹2,500, ARPU ₹499 and 80% gross margin.',
          answer: 'Payback = 2,500 ÷ (499 × 0.8) = 2,500 ÷ 399.2 ≈ 6.3 months.',
          keyPoints: ['about 6.3 months', 'CAC divided by margin'],
        },
        {
          question: 'Why can blended CAC be misleading?',
          answer: 'It mixes free organic customers with paid ones, so a low average can hide paid channels that cost more than customers are worth.',
          keyPoints: ['mixes organic and paid', 'hides unprofitable channels'],
        },
        {
          question: 'What LTV to CAC ratio and payback period are common rules of thumb?',
          answer: 'LTV at least about three times CAC, and CAC payback under roughly 12 months for SMB software.',
          keyPoints: ['LTV three times CAC', 'payback under 12 months'],
        },
      ],
      handsOnTask:
        'Build a unit economics sheet with inputs for price, gross margin, churn, monthly sales spend and new customers, computing LTV, CAC, LTV:CAC and payback. Create three scenarios (pessimistic, base, optimistic). The result is a sheet where changing churn visibly changes LTV and payback.',
      project: 'Adds a unit economics model with three scenarios to your founder notebook.',
      exercise: 'With ARPU ₹999, gross margin 70% and churn 4%, compute LTV; what is the maximum CAC for a 3:1 ratio?',
      beginnerTip: 'Early on you will guess most inputs; that is fine as long as you label them and replace guesses with real numbers as they arrive.',
      advancedNote:
        'Net revenue retention (expansion from upgrades minus churn and downgrades) can exceed 100% in good B2B SaaS, meaning existing customers grow revenue on their own; it changes LTV dramatically and investors weigh it heavily.',
    },
    {
      topicName: 'Designing an MVP that tests your riskiest assumption',
      explanation: `## What an MVP really is
A minimum viable product is the **smallest thing you can build to learn whether your riskiest assumption is true**, while delivering real value to early users. It is an experiment, not a cheap version 1 with every feature. Eric Ries's *The Lean Startup* framed it as the fastest way through the build-measure-learn loop.

## MVP types
- **Concierge**: you deliver the service manually, in person, to a few customers.
- **Wizard of Oz**: customers see a product interface, but you do the work behind it by hand.
- **Single-feature product**: one core workflow done well.
- **Pre-sale or paid pilot**: customers pay before the product is complete.

## Worked scenario: fee reminders, concierge first
Riskiest assumption after week one: "Automated reminders with a payment link make parents pay on time, and owners value it enough to pay ₹499."
Concierge MVP for five centres for one month:
1. Each owner shares their student list and fee due dates.
2. You send WhatsApp reminders manually from a business number with a UPI payment link, on the due date and three days later.
3. You update a shared Google Sheet when payments arrive and send the owner a weekly summary.
Success metric, decided in advance: on-time payment rises from about 70% to 85%+, and at least 3 of 5 owners pay ₹499 for month two.
Cost: your time and no code. If it works, you know exactly which parts to automate first; if it fails, you saved months of engineering.

## Common mistake
Building the whole platform (logins, dashboards, analytics, apps) before testing whether anyone cares. The other extreme is an MVP so rough it fails for reasons unrelated to the assumption, such as reminders sent at the wrong time.

## Check it
Write your MVP on one page: the assumption, the MVP type, what you will do, the success metric and threshold, duration and cost. If you cannot name the single assumption it tests, it is not an MVP yet.`,
      quiz: [
        {
          question: 'What is the purpose of an MVP?',
          answer: 'To test your riskiest assumption with the smallest possible effort while delivering real value to early users, not to ship a cheap version with every feature.',
          keyPoints: ['test riskiest assumption', 'smallest effort', 'real value'],
        },
        {
          question: 'What is the difference between a concierge MVP and a Wizard of Oz MVP?',
          answer: 'In a concierge MVP the customer knows you are doing the work manually; in a Wizard of Oz MVP they see a product interface while you do the work by hand behind it.',
          keyPoints: ['concierge is openly manual', 'wizard of oz hides manual'],
        },
        {
          question: 'What should a one-page MVP plan include?',
          answer: 'The assumption being tested, the MVP type, what you will do, the success metric and threshold, the duration and the cost.',
          keyPoints: ['assumption tested', 'success metric threshold', 'duration and cost'],
        },
      ],
      handsOnTask:
        'Write a one-page MVP plan for your riskiest assumption, choosing concierge, Wizard of Oz, single feature or paid pilot, with a success threshold set in advance. Recruit at least two customers from your waitlist to start it. The result is the plan and two confirmed participants.',
      project: 'Adds an MVP plan and the first confirmed MVP participants from the waitlist.',
      exercise: 'Design a concierge MVP for a service that finds verified electricians for housing societies.',
      beginnerTip: 'If a task feels embarrassing to do by hand, that is often exactly the right MVP; you will learn the details no code would teach you.',
      advancedNote:
        'Sequence MVPs by assumption: first desirability (do they want it), then willingness to pay, then feasibility and cost to deliver at scale; each stage justifies more investment in building.',
    },
    {
      topicName: 'Building an MVP with no-code tools',
      basic: true,
      explanation: `## Why no-code first
No-code tools let non-engineers and engineers alike ship working MVPs in days: forms, databases, simple apps, automations and payments. The goal is to learn fast; you can rebuild properly once you know what customers use.

## A practical toolkit
- **Data**: Google Sheets or Airtable.
- **Forms**: Google Forms, Tally, Typeform.
- **Apps and portals on top of data**: Glide or Softr.
- **Automation** between tools: Zapier or Make.
- **Payments in India**: payment links or pages from gateways such as Razorpay or Cashfree, and UPI QR codes.
- **Messaging**: WhatsApp Business app for a handful of customers; the WhatsApp Business Platform (API via a provider) when you need automated, template-based messages at scale.

## Worked scenario: FeeSaathi v0
1. Owners enter students in a Google Sheet (name, parent phone, fee, due date).
2. A Make scenario runs every morning, finds fees due today and creates a payment link for each through the gateway's API.
3. Reminder messages go out through a WhatsApp API provider using an approved template, or are sent manually from a prepared list while you are still small.
4. When a payment succeeds, the gateway's webhook triggers Make to mark the row "Paid" and log the payment ID.
5. A Glide app gives the owner a read-only view: paid, pending, overdue.
Built in about a week, costing a few thousand rupees a month in tool subscriptions.

## Common mistake
Over-automating too early, or the reverse: spending two months writing custom code for something a spreadsheet could test in two days. Also watch platform limits: WhatsApp broadcast lists in the regular Business app only reach people who saved your number, and automated business-initiated messages need approved templates.

## Check it
Run the full flow end to end with a test student and a ₹1 payment: reminder received, link opens, payment completes, sheet updates. Write down every manual step left, with how long it takes; those are your automation backlog.`,
      quiz: [
        {
          question: 'Why build the first MVP with no-code tools?',
          answer: 'They let you ship a working product in days and learn what customers actually use before investing in custom code.',
          keyPoints: ['ship in days', 'learn before coding'],
        },
        {
          question: 'How does a payment webhook help the FeeSaathi MVP?',
          answer: 'When a payment succeeds, the gateway sends an event that triggers automation to mark the student as paid and log the payment ID, removing manual reconciliation.',
          keyPoints: ['payment success event', 'marks as paid', 'no manual reconciliation'],
        },
        {
          question: 'What WhatsApp limitation should you plan for?',
          answer: 'Broadcast lists in the Business app only reach people who saved your number, and automated business-initiated messages need the Business Platform with approved templates.',
          keyPoints: ['broadcast needs saved number', 'approved templates', 'business platform API'],
        },
      ],
      handsOnTask:
        'Build a working no-code version of your MVP\'s core flow (form or sheet, automation and payment link) and run it end to end with a ₹1 test payment. List every remaining manual step with time taken. The result is a screen recording of the flow and an automation backlog.',
      project: 'Builds the no-code MVP for the pilot customers.',
      exercise: 'Sketch a no-code stack for a society-maintenance collection MVP and name one tool for each layer.',
      beginnerTip: 'Start each automation with one trigger and one action; add branches only after the simple version works.',
      advancedNote:
        'Keep customer data portable (sheets or Airtable exports) and avoid locking core logic into one vendor\'s proprietary features, so migrating to custom code later is a rebuild of the interface, not the data.',
    },
    {
      topicName: 'Legal structure and registrations for Indian startups',
      explanation: `## Choosing a structure
In India the common options are:
- **Sole proprietorship**: no separate legal entity; quickest to start, but you are personally liable and cannot bring in investors.
- **Partnership firm**: simple, but partners have unlimited liability.
- **LLP (limited liability partnership)**: limited liability, lower compliance; needs at least two designated partners. LLPs cannot issue shares, so they don't suit equity investment or ESOPs.
- **Private limited company**: separate legal entity with shares; needs at least two directors and two shareholders (a One Person Company exists for solo founders). This is the standard structure for startups planning to raise angel or venture money or grant ESOPs.

Private limited companies are incorporated online on the Ministry of Corporate Affairs (MCA) portal using the SPICe+ form, which also covers PAN and TAN.

## Other registrations
- **GST**: registration becomes mandatory once aggregate turnover crosses ₹20 lakh for services (₹40 lakh for goods in most states; lower thresholds apply in some special-category states). Some cases, such as inter-state supply of goods, require registration regardless of turnover.
- **Startup India (DPIIT) recognition**: for eligible entities up to 10 years old with turnover under ₹100 crore in any financial year, working on innovation or a scalable model. Benefits include self-certification under some labour and environmental laws, faster patent examination with fee rebates and eligibility for certain tax exemptions (which need separate approval).
- Open a **current account** in the company's name and keep business and personal money separate from day one.

## Worked scenario
Two co-founders validating FeeSaathi can start as a proprietorship or simply keep records while running pilots. Once they decide to raise a seed round and hire, they incorporate a private limited company, sign a founders' agreement, assign all IP (code, domain, brand) to the company, then apply for DPIIT recognition.

## Common mistake
Incorporating before validating (paying compliance costs for an idea that dies), or picking an LLP to save on compliance and later having to convert it to a company when investors arrive.

## Check it
Rules and thresholds change; confirm your plan with a chartered accountant or company secretary. Write down your chosen structure, when you'll switch, and who owns the IP today.`,
      quiz: [
        {
          question: 'Why do venture-funded startups in India usually choose a private limited company?',
          answer: 'It is a separate legal entity with limited liability that can issue shares to investors and grant ESOPs, which LLPs and proprietorships cannot do in the same way.',
          keyPoints: ['separate legal entity', 'can issue shares', 'grant ESOPs'],
        },
        {
          question: 'What are the GST registration thresholds for services and goods in most states?',
          answer: 'Aggregate turnover above ₹20 lakh for services and ₹40 lakh for goods in most states, with lower limits in some special-category states and some cases requiring registration regardless.',
          keyPoints: ['₹20 lakh for services', '₹40 lakh for goods'],
        },
        {
          question: 'What are the main eligibility conditions for DPIIT startup recognition?',
          answer: 'The entity must be up to 10 years old, have turnover under ₹100 crore in every financial year, and work on innovation or a scalable business model.',
          keyPoints: ['up to 10 years', 'turnover under ₹100 crore', 'innovation or scalability'],
        },
      ],
      handsOnTask:
        'Write a one-page legal plan: your current structure, the trigger for incorporating (for example, first external money or first hire), the structure you will choose and why, and a list of registrations with thresholds. Book a 30-minute call with a CA or CS to check it. The result is a reviewed plan with dates.',
      project: 'Adds a legal and registration plan to the founder notebook, including IP ownership.',
      exercise: 'List the documents and details you would need to incorporate a private limited company with two founders.',
      beginnerTip: 'You don\'t need a company to talk to customers or run a pilot; incorporate when money, hiring or contracts require it.',
      advancedNote:
        'Founders building for global markets sometimes consider a foreign holding company ("flipping"); it has tax, FEMA and cost implications, and reverse-flipping back to India has become common. Decide with professional advice, not by default.',
    },
    {
      topicName: 'Co-founders, equity splits and vesting',
      explanation: `## Why this matters early
Co-founder conflict is one of the most common reasons early startups die. Most disputes come from expectations that were never written down: who does what, who decides, and what happens if someone leaves.

## Equity and vesting
- **Split by future contribution**, not by who had the idea. The idea is worth little; years of execution are worth a lot. Equal or near-equal splits between full-time co-founders are common and avoid resentment.
- **Vesting**: founders earn their shares over time. The standard is **four years with a one-year cliff**: nothing vests in the first 12 months; at month 12, 25% vests; the rest vests monthly over the next 36 months.
- In India, founders usually receive all shares at incorporation, so vesting is implemented through the shareholders' or founders' agreement: unvested shares can be bought back by the company or other founders at a nominal price if someone leaves.

## Worked scenario
Asha and Rohan start FeeSaathi 50/50 with four-year vesting and a one-year cliff. After eight months Rohan takes a job offer and leaves. Because he's before the cliff, none of his shares have vested; under the agreement Asha and the company buy back his 50% at face value. Without vesting, Rohan would own half the company forever while Asha does all the work, and no investor would fund that cap table.

## The founders' agreement should cover
Roles and responsibilities, decision-making and deadlocks, time commitment, salaries, IP assignment to the company, vesting and leaver terms (good leaver vs bad leaver), non-compete and confidentiality within legal limits, and how to resolve disputes.

## Common mistake
A handshake deal between friends, or giving a part-time advisor or early freelancer a large founder-sized stake without vesting.

## Check it
Each co-founder writes separately what they expect on roles, hours, salary and exit; compare and resolve differences before signing. Have a lawyer draft the agreement.`,
      quiz: [
        {
          question: 'What does four-year vesting with a one-year cliff mean?',
          answer: 'No shares vest in the first year; at 12 months 25% vests at once, and the remaining 75% vests monthly over the next three years.',
          keyPoints: ['nothing before 12 months', '25% at cliff', 'monthly for three years'],
        },
        {
          question: 'Why should equity be split by future contribution rather than by who had the idea?',
          answer: 'The value of a startup comes from years of execution; the idea alone is worth little, so equity should reflect the work each founder will put in.',
          keyPoints: ['execution creates value', 'idea worth little', 'future contribution'],
        },
        {
          question: 'How is founder vesting usually implemented in India?',
          answer: 'Founders get shares at incorporation, and the founders or shareholders agreement gives the company or other founders the right to buy back unvested shares at a nominal price if a founder leaves.',
          keyPoints: ['shares issued upfront', 'agreement allows buyback', 'unvested shares'],
        },
      ],
      handsOnTask:
        'With your co-founder (or an imagined one), independently write expectations for roles, hours, salary, decision-making and what happens if someone leaves, then compare. Draft a term sheet for your founders\' agreement with equity split and vesting. The result is a one-page agreed summary ready for a lawyer.',
      project: 'Adds a founders\' agreement summary with equity split and vesting terms.',
      exercise: 'A founder with 40% equity on 4-year vesting and a 1-year cliff leaves after 30 months. How much of their stake has vested?',
      beginnerTip: 'Have the uncomfortable conversations now, while you still like each other; it only gets harder later.',
      advancedNote:
        'Consider acceleration clauses (single or double trigger) that vest unvested shares on acquisition, and define good and bad leaver terms carefully; investors review these in due diligence.',
    },
    {
      topicName: 'Pricing strategy and willingness to pay',
      explanation: `## Price on value
Value-based pricing sets price by the value the customer receives, not your costs. Three decisions matter:
1. **Value metric**: what you charge per, which should grow as the customer gets more value (per student, per transaction, per seat).
2. **Packaging**: tiers such as Starter, Growth and Pro, each for a distinct customer type. A "good-better-best" ladder lets customers self-select and makes the middle plan look reasonable.
3. **Price level**: found by testing, not guessing.

## Measuring willingness to pay
- Don't ask "how much would you pay?" People guess low or say what they think you want.
- The **Van Westendorp** questions ask at what price the product would be too cheap to trust, a bargain, getting expensive, and too expensive to consider. The overlaps suggest a range.
- The strongest test is a real **sale**: quote a price in a sales conversation or on your page and see who pays.

## Worked scenario
FeeSaathi charges per student because a centre with 300 students gets far more value than one with 80:
- Starter: up to 100 students, ₹499/month.
- Growth: up to 300 students, ₹999/month, adds automatic reconciliation and a Hindi parent app.
- Pro: unlimited, ₹1,999/month, adds multiple branches.
Annual plans get two months free. Payment by UPI AutoPay so renewals don't depend on the owner remembering. In sales calls you quote Growth first; when owners of 150-student centres accept ₹999 without much pushback in 7 of 10 calls, that's a signal the price could go higher for that tier.

## Common mistake
Pricing too low out of fear. Low prices attract the least committed customers, leave no money for sales and support, and are hard to raise later. If nobody pushes back on your price, it is probably too low.

## Check it
Track quoted price, customer size and outcome (paid, negotiated, refused) for every sales conversation in a sheet. After 20 quotes, look at acceptance by tier before changing prices.`,
      quiz: [
        {
          question: 'What is a value metric and why should it scale with value?',
          answer: 'It is the unit you charge for, such as per student or per transaction; when it grows with the value customers receive, bigger customers pay more and pricing feels fair.',
          keyPoints: ['unit you charge for', 'grows with value', 'bigger customers pay more'],
        },
        {
          question: 'Why is "How much would you pay?" a poor way to find willingness to pay?',
          answer: 'People guess or lowball hypothetically; real purchase decisions or structured methods like Van Westendorp and actual sales give better evidence.',
          keyPoints: ['hypothetical answers', 'lowball guesses', 'real sales better'],
        },
        {
          question: 'What does it suggest if no customer pushes back on your price?',
          answer: 'The price is probably too low relative to the value they see, so you could test a higher price.',
          keyPoints: ['price too low', 'test higher price'],
        },
      ],
      handsOnTask:
        'Define your value metric and a three-tier pricing table with annual discount, and add it to your landing page. Quote prices in at least five real conversations and log the outcome of each. The result is a published pricing table and a quote log.',
      project: 'Adds tiered pricing to the landing page and starts a pricing quote log.',
      exercise: 'Write the four Van Westendorp questions for a ₹ subscription to a meal-planning app.',
      beginnerTip: 'Say the price confidently and then stay quiet; the customer\'s first reaction is valuable data.',
      advancedNote:
        'Price increases for existing customers are easier with grandfathering (keep old prices for a period) and by adding value in new tiers; test on new customers first and track churn by cohort after changes.',
    },
    {
      topicName: 'Your first 10 customers: doing things that do not scale',
      explanation: `## The idea
Paul Graham's essay "Do Things That Don't Scale" argues that startups take off because founders actively go out and recruit users one by one, not because they launch and wait. Early on you should do manual, personal, high-touch work that would be impossible at 10,000 customers, because it gets you customers and teaches you what they need.

## What that looks like
- **Recruit personally**: walk into offices, call, message individually, ask every customer for introductions.
- **Onboard by hand**: set up the product for them, import their data, sit with them for the first use.
- **Over-serve**: reply on WhatsApp within minutes, fix bugs the same day, send a personal weekly summary.
- **Learn from every interaction**: keep notes on what confused them and what they valued.

## Worked scenario: FeeSaathi's first 10
Asha picks one area, Kota's coaching belt, where hundreds of centres sit within a few kilometres. Over two weeks she visits 40 centres in the afternoons before evening batches, demos on her phone in five minutes, and offers to set everything up herself. For each owner who agrees, she types their student list into the system, sends the first round of reminders with them, and returns a week later with a report: "₹42,000 collected on time, 11 parents still pending." She asks each happy owner to introduce her to two others. Result: 10 paying centres in three weeks, six from referrals, plus a list of 15 product fixes ranked by how often they came up.

## Common mistake
Waiting for inbound or spending on ads before you have a product that ten people love. Ads can't fix an unclear offer; they just make the failure expensive. Another mistake is automating onboarding too early and losing the learning.

## Check it
Keep a pipeline sheet of 50 named prospects with status and next action. Track for each new customer: how you found them, time to set up, and whether they referred anyone. If referrals start happening, your customers are telling you the product works.`,
      quiz: [
        {
          question: 'What does "do things that don\'t scale" mean for early-stage founders?',
          answer: 'Personally recruiting and serving early customers with manual, high-touch work, such as onboarding them by hand, because it wins customers and teaches you what they need.',
          keyPoints: ['recruit users personally', 'manual high-touch work', 'learn what they need'],
        },
        {
          question: 'Why not rely on ads to get the first customers?',
          answer: 'Before the product and offer are proven, ads cannot fix an unclear value proposition; they only make failure more expensive and teach you less than direct conversations.',
          keyPoints: ['offer not proven', 'failure more expensive', 'learn less'],
        },
        {
          question: 'What does it mean when early customers start referring others?',
          answer: 'It is a strong signal that they get real value from the product and that word of mouth could become a channel.',
          keyPoints: ['real value', 'word of mouth'],
        },
      ],
      handsOnTask:
        'Build a pipeline sheet of 50 named prospects in a small geographic area or community. Contact at least 15 this week personally, and for every customer who signs up, do their setup yourself and ask for two introductions. The result is a pipeline with next actions and your first paying or pilot customers.',
      project: 'Adds a 50-prospect pipeline and the first manually onboarded customers to the startup.',
      exercise: 'Write a 3-sentence in-person pitch for your product that ends with a specific ask.',
      beginnerTip: 'Concentrate geographically or in one community; density makes visits cheaper and referrals more likely.',
      advancedNote:
        'Document every manual step you perform for customers; that list becomes your onboarding product roadmap and the script for your first hire in customer success.',
    },
    {
      topicName: 'Sales fundamentals: discovery calls and a pipeline',
      explanation: `## Sales is a process
Founder-led sales is how most B2B startups get their first customers and learn their market. A simple, disciplined process beats charisma.

## The pipeline
Stages with clear exit criteria: **Lead** (a name) → **Qualified** (has the problem, can pay, is the decision-maker) → **Discovery done** → **Demo or trial** → **Proposal** → **Won or lost**. Every deal has a **next step with a date**. A deal with no next step is stalled.

## Discovery before demo
The discovery call is about their situation, not your product. Qualify with a framework such as **BANT**: Budget, Authority (who decides), Need, Timing.

## Worked scenario: a discovery call with a coaching centre owner
- "How do you collect fees today, and how long does it take?" (need)
- "What happened last month with late payments?" (pain in rupees)
- "Who besides you would be involved in choosing a tool like this?" (authority; often the owner alone, sometimes a spouse or partner who handles accounts)
- "Do you pay for any software today? Roughly how much?" (budget)
- "When do new batches start?" (timing; adoption is easiest at a new batch or term)
Then a short, tailored demo showing only what matches their pain, ending with a clear ask: "Shall we set it up for your June batch? I can come on Thursday at 4 to import your student list."

For Indian SMBs: demos often happen in person or on a WhatsApp video call; trust builds through referrals and local presence; answering in the owner's preferred language matters; and make payment as easy as scanning a UPI QR code.

## Common mistake
Jumping into a full demo without discovery, showing every feature, and ending with "let me know what you think". Without a concrete next step, most deals quietly die.

## Check it
Every open deal in your CRM (a Google Sheet is fine) has a stage, a next action and a date. Review weekly: move stalled deals to lost and note the reason. Calculate conversion from qualified to won after your first 20 deals.`,
      quiz: [
        {
          question: 'What does BANT stand for?',
          answer: 'Budget, Authority, Need and Timing, used to qualify whether a prospect is likely to buy.',
          keyPoints: ['budget and authority', 'need and timing'],
        },
        {
          question: 'Why should discovery come before the demo?',
          answer: 'Discovery reveals the customer\'s situation and pain so the demo can show only what matters to them, and it qualifies whether they can buy at all.',
          keyPoints: ['understand their pain', 'tailored demo', 'qualify the buyer'],
        },
        {
          question: 'What must every open deal in your pipeline have?',
          answer: 'A clear stage and a specific next step with a date; deals without a next step are stalled.',
          keyPoints: ['next step with date', 'clear stage'],
        },
      ],
      handsOnTask:
        'Set up a CRM sheet with stages, next action and date columns, and write a discovery script with at least six questions covering BANT. Run at least three discovery calls and log them. The result is a pipeline where every deal has a dated next step.',
      project: 'Adds a CRM pipeline and a discovery script; logs the first discovery calls.',
      exercise: 'Rewrite the closing line "Let me know what you think" as a specific ask with a date.',
      beginnerTip: 'Aim to listen for 70% of a discovery call; the more they talk about their problem, the easier the close.',
      advancedNote:
        'Track win rate, average deal size and sales cycle length by segment; together they tell you which customers to target and how many leads you need per month to hit a revenue goal.',
    },
    {
      topicName: 'Marketing channels and the bullseye framework',
      explanation: `## Traction channels
Gabriel Weinberg and Justin Mares's book *Traction* lists 19 channels startups use to get customers, including content marketing, SEO, social and display ads, search ads, email, community building, business development (partnerships), sales, public relations, events, engineering as marketing (free tools), affiliate programmes and existing platforms (app stores, marketplaces). Most successful startups are driven by **one** dominant channel at a time.

## The bullseye framework
1. **Brainstorm** an idea for every channel.
2. **Rank** them into three rings: most promising, possible, long shots.
3. **Test** the top three with small, cheap experiments in parallel.
4. **Focus** on the channel that works, and double down until it saturates.

## Worked scenario: FeeSaathi, three experiments with ₹5,000 each over two weeks
- **Partnerships**: a local coaching association emails its members an offer of a free first month. Result: 18 signups, 5 paying.
- **YouTube in Hindi**: two videos, "How to collect tuition fees on time" and a product walkthrough, boosted lightly. Result: 900 views, 6 signups, 1 paying.
- **Search ads** for "coaching fee management software": 42 clicks, 3 signups, 0 paying.
Cost per paying customer: partnerships about ₹1,000, YouTube ₹5,000, search ads not measurable (no customers). Focus on partnerships: approach associations in five more cities. Keep YouTube as slow-building content.

## Common mistake
Doing a little of every channel ("we post on Instagram, run some ads, write a blog"), which spreads effort too thin to learn anything. Another is judging a channel on clicks or signups rather than paying customers.

## Check it
Keep an experiment table: channel, hypothesis, spend, duration, leads, paying customers, cost per paying customer, decision. Every experiment needs a decision at the end: double down, iterate or drop.`,
      quiz: [
        {
          question: 'Describe the steps of the bullseye framework.',
          answer: 'Brainstorm ideas for every channel, rank them into rings by promise, test the top three cheaply in parallel, then focus on the one that works.',
          keyPoints: ['brainstorm all channels', 'test top three', 'focus on winner'],
        },
        {
          question: 'Why should you judge a channel on cost per paying customer rather than clicks or signups?',
          answer: 'Clicks and signups may not turn into revenue; cost per paying customer shows whether the channel actually produces customers profitably.',
          keyPoints: ['clicks may not convert', 'cost per paying customer'],
        },
        {
          question: 'In the example, what was the cost per paying customer from the partnership channel?',
          answer: 'About ₹1,000: ₹5,000 spent for 5 paying customers.',
          keyPoints: ['about ₹1,000', '₹5,000 for 5 customers'],
        },
      ],
      handsOnTask:
        'Brainstorm one idea for at least 12 traction channels, rank them in bullseye rings, and launch three small experiments with a fixed budget and duration. Track them in an experiment table. The result is a table with spend, leads and paying customers per channel and a decision for each.',
      project: 'Adds a bullseye channel map and three running acquisition experiments.',
      exercise: 'Write an "engineering as marketing" idea for your startup: a free tool your customers would use and share.',
      beginnerTip: 'Set a budget and end date before each experiment, so you can stop without agonising.',
      advancedNote:
        'Channels saturate: costs rise as you exhaust the best audiences. Revisit the bullseye every few months, because the channel that gets you from 0 to 100 customers is often not the one that gets you to 10,000.',
    },
    {
      topicName: 'Metrics that matter: activation, retention and the North Star',
      explanation: `## Vanity versus actionable metrics
Vanity metrics (downloads, total signups, page views, followers) go up and to the right and make you feel good, but don't tell you what to do. Actionable metrics describe customer behaviour you can change: activation rate, retention by cohort, revenue per customer.

## Key definitions
- **Activation**: the share of new users who reach the moment they first get real value (the "aha" moment). For FeeSaathi: a centre sends its first reminders and receives at least one payment through the link within 7 days.
- **Retention**: the share of a group of users who are still active after a given period.
- **Cohort**: a group of customers who started in the same period (for example, January signups), tracked over time.
- **North Star metric**: one metric that best captures the value customers get, which the whole team works to grow. For FeeSaathi: fees collected on time through the product each week (in ₹).

## Worked scenario: a retention cohort table
January cohort, 20 centres: month 1, 15 active (75%); month 2, 13 (65%); month 3, 12 (60%); month 4, 12 (60%).
February cohort, 25 centres: month 1, 21 (84%); month 2, 20 (80%).
Reading it: January's curve **flattens** around 60%, a good sign that a core of customers stays. February retains better in month 1, after you started doing setup calls, suggesting onboarding works. Meanwhile, total signups rising from 100 to 300 would have told you nothing about any of this.

## Common mistake
Tracking totals instead of cohorts. Total active customers can rise while each cohort churns faster, because new signups hide the leak.

## Check it
Define your activation event, your North Star and a weekly dashboard of 3-5 metrics. Build a cohort table from your real customer list, even if it has only two cohorts, and check whether the curves flatten.`,
      quiz: [
        {
          question: 'What is the difference between a vanity metric and an actionable metric?',
          answer: 'Vanity metrics like total downloads look good but do not guide decisions; actionable metrics like activation or cohort retention reflect customer behaviour you can change.',
          keyPoints: ['vanity looks good', 'actionable guides decisions', 'customer behaviour'],
        },
        {
          question: 'What is a retention cohort and what shape do you hope to see?',
          answer: 'A group of customers who started in the same period, tracked over time; you hope the retention curve flattens, showing a core of customers who stay.',
          keyPoints: ['started same period', 'tracked over time', 'curve flattens'],
        },
        {
          question: 'Why can total active customers hide a retention problem?',
          answer: 'New signups can outnumber those leaving, so totals rise while each cohort churns fast; cohort tables reveal the leak.',
          keyPoints: ['new signups hide churn', 'cohorts reveal leak'],
        },
        {
          question: 'What makes a good North Star metric?',
          answer: 'It captures the core value customers receive, such as fees collected on time through the product, and the whole team can influence it.',
          keyPoints: ['captures customer value', 'team can influence'],
        },
      ],
      handsOnTask:
        'Define your activation event and North Star metric in one sentence each, and build a monthly cohort retention table from your customer or pilot list in a spreadsheet. Add a weekly dashboard with 3-5 metrics. The result is a cohort table and a dashboard you update every Monday.',
      project: 'Adds activation, North Star and a cohort retention table to the startup dashboard.',
      exercise: 'For a food-delivery app, propose an activation event and a North Star metric.',
      beginnerTip: 'With few customers, a spreadsheet and honest weekly updates beat any analytics tool.',
      advancedNote:
        'Distinguish logo retention (customers kept) from revenue retention (money kept including upgrades and downgrades); B2B startups can lose small customers while growing revenue from large ones.',
    },
    {
      topicName: 'Product-market fit: how to recognise it',
      explanation: `## What it is
Marc Andreessen described product-market fit (PMF) as "being in a good market with a product that can satisfy that market". Before PMF, almost everything should focus on getting there; after it, the job shifts to scaling. Founders often say that when you have it you feel it: customers pull the product from you, usage grows through word of mouth, and you can't keep up with demand.

## Signals you can measure
- **Retention curves flatten**: a stable share of each cohort keeps using or paying.
- **The Sean Ellis test**: ask active users "How would you feel if you could no longer use this product?" with the options very disappointed, somewhat disappointed and not disappointed. If **40% or more** say "very disappointed", that's a commonly used benchmark for strong fit.
- **Organic growth**: a meaningful share of new customers come from referrals and word of mouth.
- **Sales get easier**: shorter cycles, fewer objections, customers asking to pay.

## Worked scenario
FeeSaathi surveys 40 centres that have used it for at least a month. 18 say very disappointed (45%), 15 somewhat, 7 not. Segmenting the answers: among centres with 100-300 students, 62% are very disappointed; among centres under 100 students, only 20%. The "very disappointed" group mentions "I don't chase parents any more" as the main benefit. Decisions: focus sales on 100-300 student centres, rewrite the landing page around that benefit, and ask what would make the "somewhat disappointed" group love it.

## Common mistake
**Premature scaling**: hiring sales teams and spending on ads before retention is stable. The Startup Genome report identified premature scaling as a leading cause of startup failure. Growth spending on a leaky product just buys churn.

## Check it
Run the Sean Ellis survey with users active in the last two weeks (minimum about 30-40 responses), segment the results, and compare with your cohort retention curves. Write down whether you have PMF, in which segment, and what evidence supports it.`,
      quiz: [
        {
          question: 'What is the Sean Ellis test and its benchmark?',
          answer: 'Asking active users how they would feel if they could no longer use the product; if 40% or more say "very disappointed", that indicates strong product-market fit.',
          keyPoints: ['very disappointed', '40% or more', 'active users'],
        },
        {
          question: 'Name three signals of product-market fit besides the survey.',
          answer: 'Flattening retention curves, organic growth through referrals and word of mouth, and sales getting easier with customers pulling the product.',
          keyPoints: ['retention curves flatten', 'word of mouth', 'sales get easier'],
        },
        {
          question: 'What is premature scaling and why is it dangerous?',
          answer: 'Spending heavily on growth, hiring and ads before retention and fit are proven; it burns cash acquiring customers who churn.',
          keyPoints: ['scaling before fit', 'burns cash', 'customers churn'],
        },
      ],
      handsOnTask:
        'Send the Sean Ellis survey to all users active in the last two weeks, plus a follow-up asking for the main benefit. Segment results by customer type and compare with your cohort table. The result is a one-page PMF assessment with the percentage "very disappointed" for each segment.',
      project: 'Adds a PMF survey and segmented assessment to the startup dashboard.',
      exercise: 'If 12 of 50 respondents say "very disappointed", what is the score and what would you do next?',
      beginnerTip: 'Survey only people who have actually used the product recently; asking inactive signups skews the result.',
      advancedNote:
        'Rahul Vohra\'s engine at Superhuman segmented the Ellis survey to find the highest-fit user profile, then split roadmap time between deepening what those users loved and fixing what held back the "somewhat disappointed" users.',
    },
    {
      topicName: 'Growth loops, referrals and virality',
      explanation: `## Funnels versus loops
A funnel is linear: you pour in users at the top (ads, content) and some convert. A **growth loop** is a cycle where the output of one user's activity brings in new users, who then repeat the cycle, so growth compounds. Examples: a user shares content that brings new users; a customer's invoices or messages reach people who then sign up; a marketplace where more sellers attract more buyers and vice versa.

## Viral coefficient
**K = invites sent per user × conversion rate of invites.** If K > 1, each cohort recruits a larger one and growth is self-sustaining (rare). Even K < 1 is valuable because it multiplies every user you acquire: total users from a cohort of N is about N ÷ (1 − K).

## Worked scenario
Two loops for FeeSaathi:
1. **Product loop**: every reminder parents receive says "Sent via FeeSaathi". Some parents run or know other coaching centres. Suppose each centre ends up exposing the brand to enough people to generate 0.15 new centres.
2. **Referral programme**: owners get one month free for each referred centre that pays; the new centre gets its first month free (two-sided incentive). Suppose each centre refers on average 2.5 owners and 10% convert: 0.25.
Total K ≈ 0.4. Each 100 centres acquired through sales become about 100 ÷ (1 − 0.4) ≈ 167 over time, which cuts effective CAC by about 40%.

## Common mistake
Launching a referral programme before customers love the product. Incentives can't make people recommend something they find mediocre, and you end up paying for low-quality signups. Fix retention and satisfaction first.

## Check it
Instrument the loop: track referral invites sent, invites accepted and referred customers who pay, by month. Calculate K from real data after a month, and compare referred customers' retention with other channels (referred customers often retain better).`,
      quiz: [
        {
          question: 'What is the difference between a funnel and a growth loop?',
          answer: 'A funnel is linear and needs constant new input at the top; a loop feeds its output back in, with users bringing new users who repeat the cycle, so growth compounds.',
          keyPoints: ['funnel is linear', 'output feeds back', 'growth compounds'],
        },
        {
          question: 'How is the viral coefficient K calculated?',
          answer: 'K = the average number of invites sent per user multiplied by the conversion rate of those invites.',
          keyPoints: ['invites per user', 'times conversion rate'],
        },
        {
          question: 'With K = 0.4, how many total customers does an initial 100 eventually produce?',
          answer: 'About 100 ÷ (1 − 0.4) ≈ 167 customers.',
          keyPoints: ['about 167', 'N divided by 1 minus K'],
        },
      ],
      handsOnTask:
        'Map one product loop and one referral loop for your startup as diagrams with each step labelled. Design a two-sided referral offer, add tracking for invites sent, accepted and paid, and estimate K. The result is a loop diagram and a tracking sheet ready for real data.',
      project: 'Adds a referral programme design and growth-loop tracking to the startup.',
      exercise: 'If users send 5 invites each and 8% convert, compute K and the total users from a starting cohort of 1,000.',
      beginnerTip: 'Ask your happiest customers directly for introductions before building any referral feature.',
      advancedNote:
        'Loop speed (cycle time) matters as much as K: a loop that completes in days compounds far faster than one with the same K that takes months, so shorten the time from signup to the moment users naturally share.',
    },
    {
      topicName: 'Startup finance: burn rate, runway and a simple model',
      explanation: `## Core terms
- **Gross burn**: total cash spent per month.
- **Net burn**: cash spent minus cash received per month.
- **Runway**: months until cash runs out = cash in bank ÷ net burn.
- **Break-even**: the point where revenue covers expenses and net burn is zero.

Runway is the founder's most important number: it is literally how long you have to find product-market fit or raise more money. Fundraising typically takes three to six months, so start well before you are down to your last few months.

## Worked scenario
FeeSaathi has ₹30 lakh in the bank. Monthly expenses: two founders' salaries ₹1,20,000, one salesperson ₹40,000, tools and hosting ₹30,000, messaging and payment costs ₹20,000, office and travel ₹40,000, plus ₹1,00,000 for a contract developer: ₹3.5 lakh gross burn. Revenue is ₹1 lakh a month. Net burn = ₹2.5 lakh; runway = 30 ÷ 2.5 = **12 months**.
If revenue grows 10% a month while costs stay flat, revenue reaches about ₹2.6 lakh by month 10 and net burn shrinks to under ₹1 lakh, which stretches the runway; but it still won't break even within 12 months unless growth accelerates or costs fall. That tells the founders to plan a fundraise or cut costs by month 6.

## A simple financial model
Build it from **drivers**, not a guessed revenue line: number of sales reps × deals per rep per month × price − churn gives customers and revenue; costs come from a hiring plan and unit costs. Model 18-24 months, monthly, with a base case and a downside case.

## Common mistake
A hockey-stick revenue line typed in directly ("₹10 lakh in month 6, ₹1 crore in month 18") with no drivers behind it. Investors immediately ask "how?", and you can't use it to make decisions.

## Check it
Your model should answer: what is our runway in the downside case, and what has to be true to break even? Change one driver (churn or deals per rep) and confirm the model updates end to end.`,
      quiz: [
        {
          question: 'How do you calculate runway?',
          answer: 'Runway in months = cash in the bank ÷ monthly net burn, where net burn is cash spent minus cash received.',
          keyPoints: ['cash divided by net burn', 'net burn', 'months remaining'],
        },
        {
          question: 'With ₹30 lakh cash, ₹3.5 lakh monthly expenses and ₹1 lakh monthly revenue, what is the runway?',
          answer: 'Net burn is ₹2.5 lakh, so runway is 30 ÷ 2.5 = 12 months.',
          keyPoints: ['₹2.5 lakh net burn', '12 months'],
        },
        {
          question: 'Why should a financial model be driver-based?',
          answer: 'Revenue and costs are derived from assumptions like reps, deals per rep, price and churn, so you can see what must be true and test changes, instead of typing in a guessed hockey-stick line.',
          keyPoints: ['derived from assumptions', 'test changes', 'not guessed numbers'],
        },
      ],
      handsOnTask:
        'Build an 18-month monthly model in a spreadsheet with driver inputs (customers added, price, churn, hiring plan, costs), outputting revenue, burn, cash and runway. Add a downside scenario. The result is a sheet that shows the runway and break-even month for both scenarios.',
      project: 'Adds an 18-month driver-based financial model with runway to the founder notebook.',
      exercise: 'Calculate the runway for ₹50 lakh cash, ₹6 lakh monthly expenses and ₹1.5 lakh monthly revenue.',
      beginnerTip: 'Update actual numbers against the model every month; the gap between plan and reality is where you learn.',
      advancedNote:
        'Cash is not profit: annual plans bring cash upfront but revenue is recognised monthly, and GST collected is not your money. Track cash flow separately from the P&L to avoid surprises.',
    },
    {
      topicName: 'Payments, invoicing and GST basics for Indian startups',
      explanation: `## Getting paid
Indian startups typically accept payments through a **payment gateway or aggregator** (for example Razorpay, Cashfree or PayU), which supports UPI, cards, net banking and wallets, plus payment links, QR codes and subscriptions. Things to know:
- Gateways charge a fee per transaction that varies by method and plan; check current pricing and negotiate as volume grows.
- Money reaches your bank account after a **settlement** delay, typically one to a few working days; instant settlement usually costs extra.
- Recurring payments use card mandates or **UPI AutoPay**, which need the customer's one-time authorisation.
- Onboarding needs KYC: business documents, bank account and a website showing pricing, terms, privacy and refund policies.

## GST on invoices
Once registered, issue GST-compliant **tax invoices** containing: your name, address and GSTIN; the customer's details (and GSTIN for B2B); invoice number and date; description with the HSN or SAC code; taxable value; tax rate and amount; and place of supply. Most software and online services attract **18% GST**. For a customer in the same state you charge **CGST + SGST** (9% + 9%); for another state, **IGST** (18%).

## Worked scenario
A coaching centre in Jaipur buys FeeSaathi's annual plan at ₹4,999 + GST, and FeeSaathi is registered in Rajasthan. Invoice: taxable value ₹4,999.00; CGST 9% = ₹449.91; SGST 9% = ₹449.91; total ₹5,898.82. The same plan sold to a centre in Pune would show IGST 18% = ₹899.82 instead. The GST collected is paid to the government in your GST returns, after adjusting input tax credit on your own eligible purchases.

## Common mistake
Treating GST collected as revenue, or quoting "₹4,999" on the website and surprising customers with ₹5,899 at checkout. State whether prices include GST and put GST money aside.

## Check it
Make a ₹1 test payment through your gateway's test or live mode, confirm the settlement arrives, and generate a sample invoice. Have your CA review the invoice format before you send real ones.`,
      quiz: [
        {
          question: 'For an intra-state B2B sale of software at ₹4,999 + 18% GST, what taxes appear on the invoice?',
          answer: 'CGST at 9% (₹449.91) and SGST at 9% (₹449.91), making a total of ₹5,898.82.',
          keyPoints: ['CGST 9%', 'SGST 9%', '₹5,898.82 total'],
        },
        {
          question: 'When do you charge IGST instead of CGST and SGST?',
          answer: 'When the place of supply is in a different state from the supplier, i.e. an inter-state supply.',
          keyPoints: ['inter-state supply', 'different state'],
        },
        {
          question: 'What is settlement in payment gateways?',
          answer: 'The transfer of collected payments, minus fees, from the gateway to your bank account, usually after one to a few working days.',
          keyPoints: ['transfer to bank', 'after a delay', 'minus fees'],
        },
        {
          question: 'Why should GST collected not be treated as revenue?',
          answer: 'It belongs to the government and must be paid in GST returns after input tax credit, so counting it as revenue overstates income and cash.',
          keyPoints: ['belongs to government', 'paid in returns', 'overstates revenue'],
        },
      ],
      handsOnTask:
        'Set up a payment link or page in a gateway\'s test mode (or a live ₹1 payment) and complete a test transaction. Create a sample GST invoice template for an intra-state and an inter-state sale with correct tax splits. The result is a test payment receipt and two sample invoices.',
      project: 'Adds working payment collection and GST invoice templates to the startup.',
      exercise: 'Compute the total and tax split for a ₹12,000 + GST annual plan sold to a customer in another state.',
      beginnerTip: 'Publish pricing, refund and privacy pages on your website before applying to a payment gateway; KYC reviewers check them.',
      advancedNote:
        'B2B customers may deduct TDS on payments for services under the Income-tax Act, so the amount received can be less than the invoice; track TDS certificates to claim credit when you file taxes.',
    },
    {
      topicName: 'Fundraising in India: bootstrapping, angels, VCs and instruments',
      explanation: `## Should you raise at all?
Venture capital suits companies that can grow very large, very fast; investors need a few big winners to pay for many failures. If your business can reach profitability on customer revenue, **bootstrapping** keeps control and ownership. Many good businesses should never raise VC.

## Sources of early money in India
- **Friends and family**: small, fast, but mix money with relationships.
- **Grants and government schemes**: for example the Startup India Seed Fund Scheme via approved incubators, and state startup policies. Non-dilutive but slow and specific.
- **Incubators and accelerators**: small cheques plus mentorship and network.
- **Angel investors and angel networks**: individuals investing typically a few lakh to a crore or more.
- **Seed and Series A venture capital funds**: larger rounds, more structure, board involvement.

## Instruments
- **Equity shares**: investor buys shares at an agreed valuation.
- **CCPS (compulsorily convertible preference shares)**: the most common instrument for priced VC rounds in India.
- **Convertible notes**: defer valuation; for DPIIT-recognised startups, allowed for amounts of ₹25 lakh or more in a single tranche.
- **iSAFE** notes, popularised in India by 100X.VC, adapt the SAFE idea to Indian law.

## Worked scenario: dilution
FeeSaathi raises ₹1 crore at a ₹4 crore **pre-money** valuation. Post-money = ₹4 crore + ₹1 crore = ₹5 crore. The investor owns 1 ÷ 5 = **20%**; the founders go from 100% to 80% of the company. If they later raise ₹5 crore at ₹20 crore pre-money (₹25 crore post), new investors get 20%, and everyone existing is diluted by 20% again: founders hold 64%.

## Common mistake
Raising money before there's evidence (customers, retention, revenue), which means low valuations or no deal, or taking money from investors who don't add value at the price of 20-30% of the company.

## Check it
Write down how much you'd raise, what milestones it funds over 18-24 months, and what evidence you have today. Then calculate your ownership after this round and one more.`,
      quiz: [
        {
          question: 'If you raise ₹1 crore at a ₹4 crore pre-money valuation, what percentage does the investor own?',
          answer: 'Post-money is ₹5 crore, so the investor owns 1 ÷ 5 = 20%.',
          keyPoints: ['post-money ₹5 crore', '20% ownership'],
        },
        {
          question: 'When might bootstrapping be better than raising venture capital?',
          answer: 'When the business can reach profitability on customer revenue and is not aiming for very fast, very large growth; it preserves ownership and control.',
          keyPoints: ['profitable on revenue', 'keep ownership', 'not hypergrowth'],
        },
        {
          question: 'What is the most common instrument for priced VC rounds in India?',
          answer: 'Compulsorily convertible preference shares (CCPS).',
          keyPoints: ['compulsorily convertible preference shares', 'CCPS instrument'],
        },
      ],
      handsOnTask:
        'Decide whether your startup should bootstrap, raise a small angel round or target VC, and write the reasoning. If raising, specify the amount, the milestones it funds over 18-24 months and a simple cap table showing ownership after two rounds. The result is a one-page funding plan with a cap table.',
      project: 'Adds a funding strategy and a two-round cap table to the founder notebook.',
      exercise: 'Compute founder ownership after raising ₹50 lakh at ₹2 crore pre-money, then ₹3 crore at ₹12 crore pre-money.',
      beginnerTip: 'Customers are the best investors: revenue is non-dilutive funding and the best evidence for later fundraising.',
      advancedNote:
        'Convertible instruments feel cheap because they defer valuation, but valuation caps and discounts still set your dilution; model the conversion at several future valuations before signing.',
    },
    {
      topicName: 'The pitch deck and telling your story',
      explanation: `## What a deck is for
A pitch deck gets you a meeting or a second meeting; it rarely closes a round alone. Investors often spend only a few minutes on a first read, so each slide should make one clear point in a headline sentence.

## A standard structure (10-12 slides)
1. **Title**: name and one-line description.
2. **Problem**: who has it and how painful it is, with evidence.
3. **Solution**: what you do, ideally shown with a product screenshot.
4. **Why now**: what changed that makes this possible (for example, UPI adoption among small merchants).
5. **Market**: bottom-up sizing.
6. **Traction**: the strongest numbers: revenue, growth, retention, customers.
7. **Business model**: pricing and unit economics.
8. **Go-to-market**: how you acquire customers and what it costs.
9. **Competition**: positioning against alternatives.
10. **Team**: why you are the right people.
11. **The ask**: amount, milestones it funds and runway.

## Worked scenario: FeeSaathi's traction slide
Headline: "₹38,000 MRR from 35 paying centres, up from ₹6,000 three months ago; 85% of centres still active after 3 months." Below: a simple MRR bar chart by month, a cohort retention curve, and one customer quote: "I haven't chased a parent since March." This single slide does more than three slides of vision, because it shows evidence.

Pitching live: tell the story in about 10 minutes, leaving time for questions. Lead with the problem through one real customer's story, and know your numbers (CAC, churn, runway) without looking.

## Common mistake
Slides crammed with text and feature lists, vague traction ("strong interest from customers"), or a market slide that quotes one huge industry figure. Another is hiding weaknesses; investors will find them and trust you less.

## Check it
Read only the slide headlines in order: they should tell the whole story. Pitch to three people and ask them to repeat what you do, why it matters and why now; then fix whichever slide they couldn't recall.`,
      quiz: [
        {
          question: 'List at least six slides of a standard pitch deck.',
          answer: 'Title, problem, solution, why now, market, traction, business model, go-to-market, competition, team and the ask.',
          keyPoints: ['problem and solution', 'market and traction', 'team slide', 'the ask'],
        },
        {
          question: 'What makes a strong traction slide?',
          answer: 'Specific numbers such as revenue, growth rate and retention shown simply, with a clear headline and ideally a customer quote, rather than vague claims of interest.',
          keyPoints: ['specific numbers', 'growth and retention', 'clear headline'],
        },
        {
          question: 'How can you check a deck tells a clear story?',
          answer: 'Read only the slide headlines in order; they should tell the story on their own. Then pitch to people and see what they remember.',
          keyPoints: ['headlines alone', 'tell the story', 'what listeners remember'],
        },
      ],
      handsOnTask:
        'Build a 10-12 slide deck for your startup using the structure above, with a one-sentence headline on each slide and your real numbers, even if small. Pitch it to three people in 10 minutes each and note what they remembered. The result is a deck plus a short feedback log with one revision per pitch.',
      project: 'Adds a pitch deck with real traction data and a feedback log.',
      exercise: 'Write a "why now" sentence for your startup that names a specific change in technology, regulation or behaviour.',
      beginnerTip: 'Write the headlines first as a text outline; only then design slides around them.',
      advancedNote:
        'Prepare a short "send-ahead" deck readable without you and a separate presentation deck with fewer words; keep a data room (financials, cap table, contracts) ready for investors who move to diligence.',
    },
    {
      topicName: 'Launch planning: from soft launch to public launch',
      explanation: `## Launches are campaigns, not moments
A launch concentrates attention so more of your target customers notice you at once. It works best after you have a product that early users like; a launch can't fix a weak product. Plan it as a campaign with preparation, a launch day and follow-up.

## Soft launch first
Release to a limited group (your waitlist, one city or one community) to fix onboarding, support and billing issues before a wider audience arrives.

## Launch checklist
- **Goal and metric**: for example, 50 new paying centres in 30 days.
- **Audience and channels**: your waitlist, communities, partners, LinkedIn and X, Product Hunt if your buyers are there, relevant newsletters and local press.
- **Assets**: a short demo video, screenshots, a launch post, an FAQ, and an offer with a deadline.
- **Readiness**: onboarding tested, support responses ready, payment and invoice flow working, analytics and UTM links in place.
- **Follow-up plan**: who replies to leads within hours, and the nurture messages for people who didn't convert.

## Worked scenario: FeeSaathi's June launch
June is when many coaching centres start new batches. Plan: soft launch in May to the 120-person waitlist; public launch on 1 June with a free setup offer valid until 15 June; a live Hindi webinar with a respected coaching association head ("How top centres collect 95% of fees on time"); a WhatsApp broadcast to partner associations; a LinkedIn post from each founder; and in-person visits in the two densest coaching areas. Result targets: 400 webinar registrations, 120 trials, 50 paying centres.

## Common mistake
Launching to the wrong audience: a Product Hunt launch brings upvotes from other founders, not coaching centre owners. Pick channels where your buyers already gather, and time the launch to their calendar.

## Check it
Run through your launch checklist with a teammate a week before, and do a full dry run: sign up from a new phone, pay, get an invoice and contact support. After the launch, compare results with each target and record what drove the most paying customers.`,
      quiz: [
        {
          question: 'Why do a soft launch before a public launch?',
          answer: 'To fix onboarding, support and billing problems with a small group before a larger audience arrives and first impressions are lost.',
          keyPoints: ['small group first', 'fix problems', 'protect first impressions'],
        },
        {
          question: 'Why might a Product Hunt launch be the wrong choice for a B2B tool for coaching centres?',
          answer: 'Its audience is mainly tech enthusiasts and founders, not coaching centre owners; launches should target channels where your buyers gather.',
          keyPoints: ['wrong audience', 'where buyers gather'],
        },
        {
          question: 'What should a launch checklist include?',
          answer: 'A goal and metric, audience and channels, launch assets, readiness of onboarding, support, payments and analytics, and a follow-up plan.',
          keyPoints: ['goal and metric', 'audience and channels', 'readiness checks', 'follow-up plan'],
        },
      ],
      handsOnTask:
        'Write a launch plan with goal, target metrics, timing tied to your customers\' calendar, channels, assets and a readiness checklist. Do a full dry run from signup to payment to support on a new device. The result is a dated launch plan and a dry-run log with issues fixed.',
      project: 'Adds a launch plan and a completed readiness dry run to the startup.',
      exercise: 'Pick the best month to launch a product for wedding photographers in India and explain why.',
      beginnerTip: 'Line up partners and early customers to share on launch day; borrowed audiences beat your own small following.',
      advancedNote:
        'Plan several launches rather than one: each meaningful feature, new segment or city can be its own mini-launch, keeping steady attention rather than a single spike.',
    },
    {
      topicName: 'Reducing churn: onboarding, customer success and failed payments',
      explanation: `## Why churn decides your fate
Churn is the share of customers (or revenue) you lose each period. Small differences compound: at 6% monthly churn you lose more than half of a cohort within a year, while at 2% you keep nearly 80%. Because LTV ≈ ARPU × gross margin ÷ churn, halving churn doubles customer lifetime value, often more cheaply than doubling acquisition.

## Diagnose before fixing
Split churn into causes:
- **Never activated**: customers who never reached the first value moment.
- **Wrong fit**: customers outside your ideal segment.
- **Product gaps or bad experience**: a missing feature, bugs, poor support.
- **Involuntary churn**: payments that fail (expired cards, UPI AutoPay mandates that fail for insufficient balance or were revoked) even though the customer wanted to stay.
Use cancellation surveys, a short call with each churned customer, and usage data (a drop in weekly activity is an early warning).

## Worked scenario
FeeSaathi's monthly churn is 6%. Calls with 18 churned centres show: 6 never sent a reminder (never activated), 6 had under 80 students (wrong fit), and 6 were failed renewals where the owner had no idea the payment failed. Fixes:
- Activation: a setup call within 48 hours and a checklist in the app.
- Fit: stop selling to centres under 80 students; qualify in discovery.
- Involuntary: retry failed payments and send a WhatsApp message with a one-tap payment link before access lapses (this follow-up is called **dunning**).
If churn falls to 3.5%, LTV at ₹499 ARPU and 80% margin rises from about ₹6,650 to ₹11,400.

## Customer success basics
Define a simple **health score** (for example: reminders sent this week, share of fees collected via the product, days since last login) and contact accounts whose score drops, before they cancel.

## Common mistake
Treating all churn as one number and responding with discounts. A discount won't help a customer who never activated or whose payment silently failed.

## Check it
Produce a churn breakdown by cause for the last two months, choose one fix per cause, and track churn by cohort afterwards to see whether it falls.`,
      quiz: [
        {
          question: 'What is involuntary churn and how do you reduce it?',
          answer: 'Customers lost because payments fail, such as expired cards or failed UPI AutoPay mandates, even though they wanted to stay; reduce it with retries and dunning messages containing an easy payment link.',
          keyPoints: ['failed payments', 'wanted to stay', 'retries and dunning'],
        },
        {
          question: 'How does reducing monthly churn from 6% to 3.5% change LTV at ₹499 ARPU and 80% gross margin?',
          answer: 'LTV rises from 399.2 ÷ 0.06 ≈ ₹6,650 to 399.2 ÷ 0.035 ≈ ₹11,400.',
          keyPoints: ['about ₹6,650', 'about ₹11,400', 'lower churn raises LTV'],
        },
        {
          question: 'What is a customer health score used for?',
          answer: 'It combines usage signals to flag accounts at risk so the team can reach out before they cancel.',
          keyPoints: ['usage signals', 'flag at-risk accounts', 'reach out early'],
        },
      ],
      handsOnTask:
        'Call or message every customer who churned or went inactive in the last two months and categorise each by cause. Choose one fix per cause, set up a dunning message for failed payments and define a three-signal health score. The result is a churn-cause table, a dunning template and a health-score sheet.',
      project: 'Adds a churn diagnosis, dunning flow and customer health score to the startup.',
      exercise: 'Compute what share of a 100-customer cohort remains after 12 months at 6% and at 2% monthly churn.',
      beginnerTip: 'Churned customers will often tell you the truth that active ones are too polite to say; always ask them why.',
      advancedNote:
        'Measure gross revenue churn and net revenue retention separately: expansion revenue from upgrades can offset churn, but it can also hide a steady loss of small customers that signals a product problem.',
    },
    {
      topicName: 'Capstone: running a four-week growth sprint',
      explanation: `## The capstone
For the capstone you run your startup as a real operating business for four weeks, using a weekly cadence: pick a goal, run experiments, review numbers, decide. This is how strong early teams work: short cycles, one primary metric, honest reviews.

## The weekly cadence
- **Monday**: review the dashboard (North Star, activation, retention, pipeline, cash), choose this week's top priority and 2-3 experiments.
- **Tuesday to Friday**: execute; talk to at least five customers.
- **Friday**: write a short update: numbers, what worked, what didn't, what you learned, next week's focus.

## Worked scenario: FeeSaathi's sprint goal
Goal: grow from 28 to 50 paying centres and raise activation (first payment collected within 7 days) from 55% to 75%.
- Week 1: activation. Interviews show owners stall at importing students. Experiment: a "send us a photo of your register and we'll import it" concierge service. Activation rises to 70%.
- Week 2: acquisition. Two association partnerships, 14 trials.
- Week 3: conversion. Trials converting at 40%; adding a day-10 check-in call from the founder lifts it to 60%.
- Week 4: retention. Launch the monthly "fees collected" report to owners; track replies and renewals.
End: 47 paying centres (goal missed by 3), activation 74%. The update states both clearly, explains why, and names what to do next.

## Experiment discipline
Every experiment has a hypothesis ("If we import registers from photos, activation will exceed 70%"), a metric, a duration and a decision rule. Log it, including failures.

## Common mistake
Being busy instead of focused: ten half-done initiatives, no clear metric, and weekly updates full of activities ("had meetings", "worked on features") rather than results.

## Check it
At the end of four weeks you should have four weekly updates, an experiment log with at least six experiments and their outcomes, and a dashboard showing the start and end values of your goal metrics.`,
      quiz: [
        {
          question: 'What happens on Monday and Friday in the weekly cadence?',
          answer: 'Monday reviews the dashboard and picks the week\'s priority and experiments; Friday writes an update with numbers, what worked, what didn\'t, learnings and next focus.',
          keyPoints: ['monday review dashboard', 'pick priority', 'friday written update'],
        },
        {
          question: 'What should every experiment define before it starts?',
          answer: 'A hypothesis, the metric it targets, a duration and a decision rule for what counts as success.',
          keyPoints: ['a hypothesis', 'target metric', 'decision rule'],
        },
        {
          question: 'Why report missed goals honestly in weekly updates?',
          answer: 'Honest reporting shows what is and isn\'t working so you can change course, and it builds trust with co-founders, team and investors.',
          keyPoints: ['shows what works', 'change course', 'builds trust'],
        },
      ],
      handsOnTask:
        'Set a four-week sprint goal with two metrics, run at least six logged experiments, talk to at least five customers a week, and publish a Friday update each week. The result is an experiment log, four weekly updates and a dashboard with start and end values.',
      project: 'Capstone: a four-week growth sprint with experiments, weekly updates and measured results.',
      exercise: 'Write a hypothesis, metric, duration and decision rule for one experiment aimed at your activation rate.',
      beginnerTip: 'Choose one priority per week; if everything is a priority, nothing moves.',
      advancedNote:
        'Use ICE scoring (impact, confidence, ease) to pick experiments quickly, and track learning velocity (experiments completed per week) alongside outcomes; teams that test more, learn faster.',
    },
    {
      topicName: 'Hiring your first team members and ESOPs',
      explanation: `## When and whom to hire
Hire when a specific, repeated job is clearly limiting growth and you have done it yourself long enough to know what good looks like. Early hires shape the culture more than any values document. Look for people who are comfortable with ambiguity, learn fast and care about customers, and be honest about risk and pay.

## The process
1. **Write a scorecard**: the mission of the role, 3-5 outcomes expected in the first year ("onboard 30 centres a month with 80% activated within 7 days"), and the competencies needed.
2. **Source**: your network, referrals, LinkedIn, college placement cells, and communities where such people gather.
3. **Assess on real work**: a structured interview plus a short paid work sample, such as running a mock onboarding call in Hindi.
4. **Reference checks** with people who managed them.

## ESOPs
Employee stock options give employees the right to buy shares later at a fixed exercise price, usually vesting over four years with a one-year cliff. In India, a private limited company creates an ESOP pool (often around 10% early on) through a board- and shareholder-approved scheme. Options are generally taxed as a perquisite when exercised, on the difference between fair market value and exercise price, and again as capital gains on sale; a tax deferral exists only for a narrow set of eligible startups. Explain this clearly to employees so options aren't a surprise tax bill.

## Worked scenario
FeeSaathi hires its first customer success lead. Scorecard outcome: "80% of new centres collect their first payment within 7 days." Offer: ₹50,000 a month plus 0.5% in options vesting over four years with a one-year cliff. The founders write down what 0.5% could be worth at different exit values and what the tax timing looks like, instead of promising "you'll be rich".

## Common mistake
Hiring too early or hiring a friend for a role nobody has defined, then struggling to manage or part ways. Also overselling ESOPs without explaining dilution and taxes.

## Check it
Every open role has a written scorecard with outcomes. Candidates do a work sample, and every offer letter states salary, options, vesting and cliff.`,
      quiz: [
        {
          question: 'What goes into a hiring scorecard?',
          answer: 'The mission of the role, 3-5 measurable outcomes for the first year, and the competencies required.',
          keyPoints: ['mission of the role', 'measurable outcomes', 'required competencies'],
        },
        {
          question: 'How are ESOPs generally taxed in India?',
          answer: 'As a perquisite at exercise on the difference between fair market value and exercise price, and again as capital gains when the shares are sold, with a deferral only for certain eligible startups.',
          keyPoints: ['perquisite at exercise', 'capital gains on sale'],
        },
        {
          question: 'Why use a paid work sample in hiring?',
          answer: 'It shows how the candidate actually performs on realistic tasks, which predicts job performance better than conversation alone.',
          keyPoints: ['realistic tasks', 'predicts performance'],
        },
      ],
      handsOnTask:
        'Identify the first role your startup would need, write a scorecard with 3-5 outcomes, a structured interview plan and a work-sample task. Draft an offer with salary, option percentage, vesting and a plain-language ESOP explanation. The result is a hiring kit for one role.',
      project: 'Adds a hiring kit (scorecard, interview plan, work sample and offer template) to the startup.',
      exercise: 'An employee holds 0.5% in options; compute its value at exits of ₹20 crore and ₹200 crore, ignoring dilution.',
      beginnerTip: 'Before hiring for a role, do the job yourself for a few weeks; you will write a far better scorecard.',
      advancedNote:
        'Plan the option pool with your next fundraise: investors often require the pool to be created or expanded before their investment, so it dilutes founders rather than them (see the term sheets day).',
    },
    {
      topicName: 'Capstone demo day: metrics, investor update and 90-day plan',
      explanation: `## Closing the loop
Demo day is the final capstone: a 5-minute presentation of what you built, what you learned and where the company goes next, backed by real numbers. It pulls together the whole month: problem, validation evidence, MVP, customers, metrics, unit economics and plan.

## The 5-minute structure
1. **Problem and customer** (45 s): one real customer story.
2. **What you built** (45 s): a short demo or screenshots.
3. **Traction** (60 s): your North Star, growth, activation and retention numbers.
4. **What you learned** (60 s): the biggest surprise and the pivot or decision it caused.
5. **Next 90 days** (60 s): the goal, the three priorities and what you need (customers, hires, funding, intros).
Close with a specific ask.

## The investor-style update
Write a monthly update in the format many investors expect: highlights, key metrics with month-on-month change, lowlights (problems, missed goals), what you learned, runway, and specific asks. Even without investors, sending this to mentors and advisors builds accountability and makes future fundraising easier.

## Worked scenario: FeeSaathi's update
"**Highlights**: 47 paying centres (+68% MoM), ₹49,000 MRR, activation 74% after photo-import onboarding. **Lowlights**: missed 50-centre goal; churn of 2 centres under 80 students. **Learning**: small centres don't have the problem; we'll stop selling to them. **Runway**: 11 months. **Next 90 days**: 150 centres, launch in Indore and Jaipur via associations, hire a customer success lead. **Asks**: intros to coaching associations in Madhya Pradesh; feedback on our seed deck."

## Common mistake
Presenting only good news and activity lists. Audiences and investors trust founders who show lowlights and what they're doing about them.

## Check it
Rehearse the 5-minute pitch with a timer three times and present it to at least three people. Send your first monthly update to at least five mentors or peers, and set a reminder to send one every month.`,
      quiz: [
        {
          question: 'What sections does a good monthly investor update include?',
          answer: 'Highlights, key metrics with month-on-month change, lowlights, learnings, runway and specific asks.',
          keyPoints: ['highlights and lowlights', 'key metrics', 'runway in months', 'specific asks'],
        },
        {
          question: 'Why include lowlights in updates and presentations?',
          answer: 'Showing problems and how you are addressing them builds trust and invites useful help; hiding them damages credibility when they surface.',
          keyPoints: ['builds trust', 'invites help', 'hiding damages credibility'],
        },
        {
          question: 'What should the "next 90 days" part of a demo day pitch contain?',
          answer: 'A clear goal, the three main priorities to reach it, and what you need such as customers, hires, funding or introductions.',
          keyPoints: ['clear goal', 'three priorities', 'what you need'],
        },
      ],
      handsOnTask:
        'Prepare and rehearse a 5-minute demo day presentation with real metrics and a specific ask, and deliver it to at least three people. Write and send your first monthly update to at least five mentors or peers. The result is a recorded pitch and a sent update email.',
      project: 'Completes the capstone with a demo day pitch, a monthly update and a 90-day plan.',
      exercise: 'Write a single-sentence "ask" that someone listening could act on today.',
      beginnerTip: 'Numbers beat adjectives: replace "growing fast" with the actual growth rate.',
      advancedNote:
        'Consistent monthly updates create a track record; investors who have read six months of honest updates can decide much faster when you start fundraising.',
    },
  ],
  advancedDays: [
    {
      topicName: 'Term sheets: valuation, option pools and liquidation preferences',
      explanation: `## Beyond the headline valuation
A term sheet sets the key terms of an investment before legal documents are drafted. Founders often focus on valuation, but the **economics** (option pool, liquidation preference) and **control** terms (board seats, protective provisions, vetoes) can matter as much.

## The option pool shuffle
Investors often require an ESOP pool to be created **before** their investment, inside the pre-money valuation. That means only existing shareholders (the founders) are diluted by it.

Worked example: ₹2 crore invested at ₹8 crore pre-money, so ₹10 crore post-money and 20% for the investor. The term sheet requires a 10% post-money option pool included in the pre-money. Founders end with 100% − 20% − 10% = **70%**, not 80%. Their effective pre-money valuation is ₹7 crore, not ₹8 crore.

## Liquidation preference
It decides who gets paid first when the company is sold or wound up. The founder-friendly standard is **1× non-participating**: the investor gets the greater of their money back or their ownership share.
- Sale at ₹6 crore: the investor takes max(₹2 crore, 20% × ₹6 crore = ₹1.2 crore) = ₹2 crore; ₹4 crore remains for others.
- Sale at ₹50 crore: the investor converts and takes 20% = ₹10 crore.
With **participating** preference, the investor takes ₹2 crore first **and** 20% of the remaining ₹48 crore (₹9.6 crore), a total of ₹11.6 crore, at everyone else's expense.

## Other terms to understand
Pro-rata rights (to invest in future rounds), anti-dilution protection (broad-based weighted average is standard; full ratchet is harsh), board composition, information rights, and protective provisions (investor consent required for actions like new share issues or selling the company).

## Common mistake
Choosing the highest headline valuation while accepting a large pre-money pool, participating preferences or heavy vetoes. A lower valuation with clean terms can leave founders better off.

## Check it
Build a cap table and a waterfall spreadsheet that show each party's payout at exit values from ₹5 crore to ₹200 crore, and compare two term sheets side by side. Have a startup lawyer review any term sheet before you sign.`,
      quiz: [
        {
          question: 'What is the option pool shuffle and who bears its dilution?',
          answer: 'Creating the ESOP pool inside the pre-money valuation before the investment, so only existing shareholders, mainly founders, are diluted by it, lowering their effective pre-money valuation.',
          keyPoints: ['pool in pre-money', 'founders diluted', 'lower effective valuation'],
        },
        {
          question: 'How does a 1x non-participating liquidation preference work?',
          answer: 'On a sale, the investor receives the greater of their original investment or their ownership percentage of the proceeds, but not both.',
          keyPoints: ['greater of investment', 'or ownership share', 'not both'],
        },
        {
          question: 'With ₹2 crore invested for 20%, how much does a participating investor get from a ₹50 crore sale?',
          answer: '₹2 crore preference plus 20% of the remaining ₹48 crore (₹9.6 crore), totalling ₹11.6 crore.',
          keyPoints: ['₹2 crore first', '20% of remainder', '₹11.6 crore total'],
        },
      ],
      handsOnTask:
        'Build a cap table and an exit waterfall spreadsheet for a round with a pre-money option pool and a 1x liquidation preference. Compare founder payouts under non-participating and participating terms at five exit values. The result is a chart showing where the two terms diverge.',
      project: 'Adds a cap table and exit waterfall model to the fundraising toolkit.',
      exercise: 'Compute founder ownership for ₹3 crore at ₹12 crore pre-money with a 12% post-money pool created pre-money.',
      beginnerTip: 'Always translate terms into rupees at a few exit values; intuition about percentages is unreliable.',
      advancedNote:
        'Preferences stack across rounds: later investors may be senior or pari passu with earlier ones, and a large total preference stack can leave founders and employees with little in a mid-sized exit.',
    },
    {
      topicName: 'Enterprise sales: long cycles, procurement and security reviews',
      explanation: `## How enterprise buying works
Selling to large companies, banks or government bodies differs from SMB sales: deals are larger (lakhs to crores a year) but take 3-12 months, involve many people and pass through formal processes. Understanding the buying process matters more than the pitch.

## The buying committee
- **Champion**: the person inside who wants your product and sells it internally.
- **Economic buyer**: who controls the budget and signs.
- **Technical evaluators**: IT and security, who can block.
- **Procurement and legal**: negotiate price, contract and compliance.
- **End users**: whose adoption determines renewal.

## The typical path
Discovery → proof of concept (POC) or paid pilot with written success criteria → security and compliance review (questionnaires on data storage, encryption, access control; certifications such as ISO 27001 or SOC 2 reports are often requested) → procurement (vendor registration, commercial negotiation) → legal (master services agreement, data processing terms) → signature → onboarding.

## Worked scenario
After success with coaching centres, FeeSaathi targets a national test-prep chain with 150 branches. The champion is the finance head frustrated by branch-level reconciliation. A 60-day paid pilot in 10 branches has agreed success criteria: on-time collection up from 78% to 90% and reconciliation time cut by half. Mid-pilot, IT sends a 200-question security questionnaire; the founders prepare standard answers, a data-flow diagram and policies they'll reuse for every enterprise deal. The pilot meets its criteria, the champion presents results to the CFO (economic buyer), and procurement negotiates a three-year contract with annual billing.

## Common mistake
Treating a POC as a free trial with no success criteria or end date. Pilots then drift for months and end in "interesting, let's revisit next quarter". Agree in writing what success means and what happens if it's met.

## Check it
For each enterprise deal, map the buying committee with names and their concerns, keep a mutual action plan with dates shared with the champion, and track time spent per stage to forecast realistically.`,
      quiz: [
        {
          question: 'Who is the champion and who is the economic buyer in an enterprise deal?',
          answer: 'The champion is the internal advocate who wants the product and sells it inside; the economic buyer controls the budget and signs the deal.',
          keyPoints: ['champion advocates internally', 'economic buyer controls budget'],
        },
        {
          question: 'Why must a proof of concept have written success criteria?',
          answer: 'Without agreed criteria and an end date, pilots drift and end without a decision; written criteria define success and commit the buyer to next steps.',
          keyPoints: ['agreed success criteria', 'end date', 'avoid drifting pilots'],
        },
        {
          question: 'What does a security review typically involve?',
          answer: 'Security questionnaires about data storage, encryption and access control, and often requests for certifications or reports like ISO 27001 or SOC 2.',
          keyPoints: ['security questionnaire', 'data and encryption', 'ISO 27001 or SOC 2'],
        },
      ],
      handsOnTask:
        'Map a target enterprise account\'s buying committee (roles, likely concerns, how to reach each), and draft a mutual action plan from discovery to signature with dates. Prepare standard answers for 20 common security questions. The result is an account plan and a reusable security answers document.',
      project: 'Adds an enterprise account plan and security answer library to the sales toolkit.',
      exercise: 'Write three written success criteria for a 60-day paid pilot of your product.',
      beginnerTip: 'Ask your champion early: "What does the approval process look like, and who else needs to say yes?"',
      advancedNote:
        'Enterprise revenue concentration is a risk: if one customer is a large share of revenue, their renewal becomes existential. Balance enterprise deals with a broader base, and structure contracts with multi-year terms and price escalators.',
    },
    {
      topicName: 'Selling globally from India: pricing, payments and export compliance',
      explanation: `## Why global
Many Indian SaaS companies sell to customers in the US, Europe and elsewhere, where software budgets and price points are much higher. The same product priced at ₹999 a month in India might sell for $49-99 a month abroad. Building from India offers cost advantages; the challenges are trust, distribution, payments and compliance.

## Go-to-market
- Pick a narrow segment with an online buying habit (for example, tutoring businesses in the US that already buy software).
- Channels that work from a distance: content and SEO, marketplaces and app stores (Shopify, HubSpot and similar ecosystems), communities, partnerships and outbound email.
- Pricing in USD (or local currency) on a separate pricing page; price to local value, not to Indian costs.
- Trust signals: case studies, clear security and privacy pages, responsive support in their time zone.

## Payments and export compliance
- Use a payment provider that supports international cards and payouts to India; keep foreign inward remittance records (such as FIRC or FIRA from your bank or provider) as proof of export receipts.
- Under GST, **export of services** is zero-rated: with a **Letter of Undertaking (LUT)** filed on the GST portal each financial year, you can export without paying IGST, as long as conditions are met, including receiving payment in convertible foreign exchange (or as RBI permits).
- Privacy law: customers in the EU expect GDPR compliance (data processing agreements, lawful basis, data subject rights); India's Digital Personal Data Protection Act also applies to your data practices.

## Worked scenario
A scheduling tool for tutors launches in the US at $29 a month. It lists on a relevant app marketplace, publishes comparison articles for high-intent searches, and offers live chat during US mornings by shifting one support person's hours. The company files an LUT, invoices in USD without IGST, and reconciles each settlement with its inward remittance records every month.

## Common mistake
Copying Indian pricing abroad or underpricing out of modesty; it signals low quality and leaves no margin for acquisition costs in expensive markets.

## Check it
Confirm your export compliance setup with a CA, and test your international checkout with a foreign card before launch.`,
      quiz: [
        {
          question: 'What does filing a Letter of Undertaking (LUT) allow under GST?',
          answer: 'It allows a registered business to export services (a zero-rated supply) without paying IGST upfront, subject to conditions such as receiving payment in convertible foreign exchange.',
          keyPoints: ['export without IGST', 'zero-rated supply', 'foreign exchange payment'],
        },
        {
          question: 'Why should you not copy Indian pricing to US customers?',
          answer: 'Prices should reflect local value and budgets; very low prices signal low quality and leave no margin for higher customer acquisition costs abroad.',
          keyPoints: ['price to local value', 'signals low quality', 'acquisition costs higher'],
        },
        {
          question: 'Name two channels that work well for selling software abroad from India.',
          answer: 'Content and SEO, app marketplaces and platform ecosystems, communities, partnerships and outbound email.',
          keyPoints: ['content and SEO', 'app marketplaces', 'outbound email'],
        },
      ],
      handsOnTask:
        'Choose one international segment, create a USD pricing page with local-value reasoning, and list three distance-friendly acquisition channels with a first experiment for each. Write a compliance checklist covering LUT, remittance records and privacy. The result is a go-global plan reviewed by a CA.',
      project: 'Adds an international go-to-market and export compliance plan.',
      exercise: 'Convert your Indian price to a US price using value, not exchange rates, and justify it in two sentences.',
      beginnerTip: 'Talk to 10 potential customers abroad over video calls before building anything country-specific.',
      advancedNote:
        'As international revenue grows, consider transfer pricing, permanent establishment risk if you hire abroad, and sales tax or VAT registration obligations in customer countries; each needs specialist advice.',
    },
    {
      topicName: 'Pivoting: deciding when and how to change direction',
      explanation: `## What a pivot is
A pivot is a structured change in one part of your strategy, based on what you've learned, while keeping what works. It is not starting over randomly. Common types:
- **Customer segment pivot**: same product, different customer.
- **Problem pivot**: same customer, different problem.
- **Solution or zoom pivot**: one feature becomes the whole product (zoom in), or the product becomes one feature of a bigger one (zoom out).
- **Channel pivot**: a different way to reach customers.
- **Business model pivot**: different way to make money (for example, subscription to transaction fee).

## When to consider pivoting
Signals: retention curves keep falling towards zero across cohorts; sales need heavy discounts or favours to close; the Sean Ellis score stays well below 40% in every segment; you've run many experiments but the core metric hasn't moved. Set a **review date and criteria** in advance, so you don't pivot after one bad week or persist for years out of pride.

## Worked scenario
FeeSaathi's SMB growth stalls at 300 centres with 6% monthly churn. Interviews reveal that the centres staying are those whose parents pay by UPI links, and that several payment-heavy users ask for instant settlement and parent payment plans (EMIs). Meanwhile, two large chains want the reconciliation engine for their own apps. Options: a segment pivot to large chains with an enterprise product, or a business model pivot to fee financing with a lending partner. The team runs two 6-week tests with pre-set criteria; the chain pilots meet them and the financing test doesn't, so they pivot to chains, keeping the reconciliation technology, the team and the brand.

## Common mistake
Pivoting everything at once (new customer, new problem, new product) so you lose all accumulated learning and assets. Change one major variable at a time where possible.

## Check it
Write a pivot memo: current evidence, hypotheses for two or three pivot options, what you keep, what changes, the test for each with criteria and a deadline. Share it with co-founders and advisors before deciding.`,
      quiz: [
        {
          question: 'Name four types of pivot.',
          answer: 'Customer segment, problem, solution or zoom-in/zoom-out, channel and business model pivots.',
          keyPoints: ['customer segment', 'problem pivot', 'channel pivot', 'business model'],
        },
        {
          question: 'What signals suggest it may be time to pivot?',
          answer: 'Retention keeps falling across cohorts, deals need heavy discounts, PMF scores stay low in every segment, and many experiments fail to move the core metric.',
          keyPoints: ['retention keeps falling', 'low PMF score', 'metric not moving'],
        },
        {
          question: 'Why change one major variable at a time when pivoting?',
          answer: 'It preserves the learning and assets you have built and makes it clear what caused any improvement.',
          keyPoints: ['preserve learning', 'keep assets', 'clear cause'],
        },
      ],
      handsOnTask:
        'Write a pivot memo for your startup (even if you do not plan to pivot): current evidence, two or three pivot options with what each keeps and changes, and a test with criteria and a deadline for each. The result is a memo you review with a co-founder or advisor.',
      project: 'Adds a pivot review memo and pre-set review criteria to the founder notebook.',
      exercise: 'Classify these as pivot types: a B2C budgeting app becomes a tool for CAs; a paid app becomes free with a transaction fee.',
      beginnerTip: 'Schedule a quarterly "pivot or persevere" review; having the date on the calendar makes the decision less emotional.',
      advancedNote:
        'Many well-known companies emerged from pivots that kept a core asset, such as a technology, a team\'s insight or an audience, while changing the market; the asset you keep is what makes a pivot faster than starting from zero.',
    },
  ],
};
