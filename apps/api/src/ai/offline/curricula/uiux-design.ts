import type { TrackInput } from '../curriculum-schema';

export const track: TrackInput = {
  id: 'uiux-design',
  title: 'UI/UX Design',
  keywords: [
    'ui',
    'ux',
    'ui/ux',
    'ui ux design',
    'user experience',
    'user interface',
    'product design',
    'interaction design',
    'figma',
    'wireframing',
    'prototyping',
    'usability testing',
    'user research',
    'design system',
    'visual design',
    'mobile app design',
    'ux portfolio',
    'ux case study',
  ],
  summary:
    'A practical 30-day path into UI/UX design with Figma: audit and redesign a real checkout flow in week one, then learn design thinking, visual hierarchy, typography, colour and accessibility, components and auto layout, user research, information architecture, forms, usability testing, design systems and UX writing, ending with a capstone case study, developer handoff, portfolio and design-interview preparation.',
  starterProject:
    'A redesigned mobile checkout flow for a food-delivery or shopping app: a heuristic audit of the current flow, a simplified user flow, wireframes, a polished high-fidelity UI and a clickable Figma prototype tested with three people, summarised in a one-page before/after.',
  days: [
    {
      topicName: 'Heuristic evaluation: auditing an existing checkout',
      explanation: `## What it is
A heuristic evaluation is an expert review of an interface against established usability principles. The most widely used set is **Jakob Nielsen's 10 usability heuristics**: visibility of system status; match between the system and the real world; user control and freedom; consistency and standards; error prevention; recognition rather than recall; flexibility and efficiency of use; aesthetic and minimalist design; helping users recognise, diagnose and recover from errors; and help and documentation. It is cheap, fast, and the right first step before redesigning anything, because it turns "this feels clunky" into a list of specific, fixable problems.

## Worked scenario
Take screenshots of every step of checkout in a food-delivery app you use: cart, address, payment, confirmation. On the cart screen you notice the delivery fee and packaging charge appear only on the payment screen. That violates **visibility of system status** (and breaks trust): the user commits before seeing the real total. Baymard Institute's checkout surveys consistently find unexpected extra costs to be the top reason shoppers abandon checkout. Log it as:
- **Screen**: Payment. **Heuristic**: visibility of system status. **Severity**: 3 (major).
- **Evidence**: total jumps from ₹349 to ₹412 at the last step.
- **Fix**: show an itemised bill (item total, delivery fee, taxes) on the cart screen.

Use Nielsen's severity scale: 0 not a problem, 1 cosmetic, 2 minor, 3 major, 4 usability catastrophe.

## Common mistake
Writing opinions ("the blue is ugly") instead of problems tied to a heuristic and evidence. Every finding needs a screen, the principle it breaks, a severity and a suggested fix.

## Check it
Your audit is done when you have 8-12 findings in a table, each mapped to a heuristic, sorted by severity, and the top three are ones you would bet would hurt real conversions.`,
      quiz: [
        {
          question: 'What is a heuristic evaluation and why do it before redesigning?',
          answer:
            'An expert review of an interface against established usability principles such as Nielsen\'s 10 heuristics. It turns vague impressions into a prioritised list of specific problems to fix.',
          keyPoints: ['review against principles', 'nielsen heuristics', 'list of specific problems'],
        },
        {
          question: 'Which heuristic does revealing delivery fees only on the final payment screen violate, and how would you fix it?',
          answer:
            'Visibility of system status, because the user cannot see the true total until late. Show an itemised bill with all fees on the cart screen.',
          keyPoints: ['visibility of system status', 'show fees earlier', 'itemised bill'],
        },
        {
          question: 'What four things should every audit finding include?',
          answer: 'The screen where it occurs, the heuristic it violates, a severity rating, and a recommended fix, ideally with evidence.',
          keyPoints: ['screen where it occurs', 'heuristic violated', 'severity rating', 'recommended fix'],
        },
        {
          question: "What does Nielsen's 0-4 severity scale mean?",
          answer: '0 is not a usability problem, 1 cosmetic, 2 minor, 3 major and 4 a usability catastrophe that must be fixed before release.',
          keyPoints: ['0 not a problem', '3 major', '4 catastrophe'],
        },
      ],
      handsOnTask:
        'Screenshot every step of checkout in a real food-delivery or shopping app and paste them into a Figma page called "Audit". Add sticky notes for 8-12 findings, each with heuristic, severity and fix. The result is an annotated board where the top three issues are highlighted in red.',
      project: 'Starts the checkout redesign with an annotated heuristic audit of the current flow.',
      exercise: 'Find one example of "recognition rather than recall" done well in an app you use daily and describe it in two sentences.',
      beginnerTip: 'Print the 10 heuristics and keep them beside you; go through one screen at a time asking which principle each annoyance breaks.',
      advancedNote:
        'Heuristic evaluations find more issues when 3-5 evaluators review independently and then merge findings; single evaluators miss many problems. Treat the output as hypotheses to validate with users, not proven facts.',
    },
    {
      topicName: 'User flows: mapping and simplifying the journey',
      explanation: `## What a user flow is
A user flow is a diagram of the screens, actions and decisions a user goes through to complete one task. Common notation: rectangles for screens, diamonds for decisions, arrows for movement, and a clear start and end. Flows make the length of a journey visible, which is where most checkout improvements come from: fewer steps, fewer decisions, fewer chances to drop off.

## Worked scenario
Map today's flow from your audit:
Cart → login wall → enter phone → type OTP → new address form → pick delivery slot → list of 12 payment methods → UPI app → back to app → confirmation. That is about ten steps and three points where typing is required.

Now design the proposed flow:
- Let users browse and fill the cart before asking them to log in; ask for the phone number at checkout and auto-fill the OTP from SMS where the platform allows.
- Pre-select the last used address; put "Add new address" below it.
- Show the last used UPI app at the top, with other methods collapsed under "More ways to pay".
- Show the full bill on the cart screen so the payment step only confirms.

The happy path drops to about six steps. Then draw **unhappy paths**: address not serviceable (suggest the nearest serviceable option), UPI payment pending or failed (keep the order, offer "Retry with the same UPI app" or another method, never empty the cart), and the app closing mid-payment.

## Common mistake
Drawing only the happy path. Real users hit payment failures and invalid addresses, and if the flow does not define what happens, developers will improvise a screen at the last minute.

## Check it
Trace your flow with a finger for three scenarios: a returning user, a first-time user and a failed UPI payment. Every decision diamond must have an arrow for each outcome, and every path must end at a screen.`,
      quiz: [
        {
          question: 'What does a user flow show, and what shapes are commonly used?',
          answer:
            'The screens, actions and decisions a user passes through to complete a task; rectangles for screens, diamonds for decisions and arrows for movement.',
          keyPoints: ['screens and decisions', 'diamonds for decisions', 'arrows between steps'],
        },
        {
          question: 'Name two changes that shorten a checkout flow.',
          answer:
            'Pre-selecting the last used address and payment method, and delaying login until checkout with OTP auto-fill; showing the full bill in the cart also removes surprises later.',
          keyPoints: ['pre-select saved address', 'remember payment method', 'delay login'],
        },
        {
          question: 'Why must a user flow include unhappy paths?',
          answer:
            'Users do hit errors like failed payments and unserviceable addresses; if the flow does not define those paths, the team improvises them late and users can lose their cart.',
          keyPoints: ['errors happen', 'payment failure', 'define every outcome'],
        },
      ],
      handsOnTask:
        'In FigJam or a Figma page, draw the current checkout flow and your proposed flow side by side, labelling the step count of each. Add at least two unhappy paths (payment failure and unserviceable address). The visible result is two flows where the new one has clearly fewer steps and every decision has all branches.',
      project: 'Adds the current vs proposed user flow with unhappy paths to the checkout redesign.',
      exercise: 'Write the user flow for "reorder my last meal" in five steps or fewer.',
      beginnerTip: 'Use sticky notes for each step first; rearranging stickies is faster than redrawing arrows.',
      advancedNote:
        'Distinguish task flows (one linear path), user flows (with decisions) and wire flows (flows drawn with wireframe thumbnails); wire flows are the most useful artefact to review with engineers.',
    },
    {
      topicName: 'Wireframing the checkout screens in Figma',
      explanation: `## What wireframes are for
A wireframe is a low-fidelity layout that shows **what** is on a screen and **where**, without colour, imagery or final styling. Keeping it grey forces reviewers to discuss structure and priority instead of shades of red. In Figma you need only a few tools: frames (press F and pick a phone preset such as iPhone 14 at 390×844), rectangles, text, and auto layout (Shift+A) to stack elements with consistent gaps.

## Worked scenario: the cart screen
From top to bottom:
1. Header with a back arrow and "Cart".
2. Items, each row showing name, variant ("Half plate"), a quantity stepper and the price.
3. "Deliver to: Home, Koramangala" with a "Change" link (pre-selected, from your new flow).
4. Bill details: Item total ₹349, Delivery fee ₹30, Platform fee ₹5, Taxes ₹28, **To pay ₹412**.
5. A sticky bottom bar with the total on the left and a full-width "Proceed to pay" button.

Build the address and payment screens the same way: saved addresses as selectable cards, the last used UPI app first, other methods collapsed. Finish with a confirmation screen showing order status and an estimated delivery time.

## Common mistake
Using lorem ipsum and perfect sample data. Real content breaks layouts: a dish called "Paneer Butter Masala with Butter Naan (2 pcs)", a price like ₹1,249, an address that wraps to three lines. Put the longest realistic content you can find into your wireframes.

## Check it
Run a five-second test: show each wireframe to someone for five seconds, hide it, and ask what the screen is for and what they would tap next. If they cannot name the primary action, strengthen it before adding any colour.`,
      quiz: [
        {
          question: 'Why are wireframes kept grey and low fidelity?',
          answer:
            'So that feedback focuses on structure, content and priority rather than colours and styling, and so changes are cheap to make.',
          keyPoints: ['focus on structure', 'not colours', 'cheap to change'],
        },
        {
          question: 'Why should you avoid lorem ipsum in wireframes?',
          answer:
            'Placeholder text hides real content problems such as long dish names, large prices or multi-line addresses that break the layout.',
          keyPoints: ['real content', 'long text breaks layout'],
        },
        {
          question: 'How does a five-second test check a wireframe?',
          answer:
            'Show the screen for five seconds, hide it, and ask what it is for and what the person would tap next; if they cannot name the primary action, the hierarchy is too weak.',
          keyPoints: ['show for five seconds', 'name the primary action'],
        },
      ],
      handsOnTask:
        'Create four 390x844 frames in Figma for cart, address, payment and confirmation, using only greys and real, long content. Use auto layout for each list so rows stack with equal gaps. The result is a row of four readable wireframes that a friend can identify in a five-second test.',
      project: 'Adds low-fidelity wireframes of the four checkout screens.',
      exercise: 'Wireframe an empty-cart state that helps the user get back to ordering in one tap.',
      beginnerTip: 'Learn three shortcuts today: F for frame, T for text and Shift+A for auto layout; they cover most wireframing.',
      advancedNote:
        'Sticky bottom action bars must account for the home indicator and safe areas on modern phones; design with the frame\'s bottom safe-area inset (about 34 pt on recent iPhones) so the button is not cramped against the gesture bar.',
    },
    {
      topicName: 'Visual design: turning wireframes into a polished UI',
      explanation: `## The building blocks
High-fidelity UI comes from a few consistent decisions rather than talent:
- **Spacing**: use an 8-point system (4, 8, 16, 24, 32). Consistent spacing is what makes screens look "designed".
- **Type scale**: pick 4-5 sizes, for example 12, 14, 16, 20 and 24, and two weights (regular and semibold).
- **Colour**: one brand colour reserved for primary actions, a neutral grey scale for text and borders, and semantic colours (green for success, red for errors).
- **Contrast**: body text needs at least **4.5:1** against its background under WCAG AA.
- **Touch targets**: at least 44×44 pt (Apple) or 48×48 dp (Material).

## Worked scenario: the cart screen
Title "Cart" at 20 semibold. Dish names at 16 regular in near-black (#1A1A1A). Variants and per-item notes at 14 in grey #6B6B6B, which has about 5.3:1 contrast on white, so it passes. Bill rows at 14; the "To pay" row at 16 semibold to stand out. Rows separated by 16 px, sections by 24 px. The "Proceed to pay" button is the only element in the brand colour, 48 px tall, with white semibold text, so the eye lands on it. Save these as Figma text and colour styles so every screen uses the same values.

## Common mistake
Light grey text that looks elegant but fails contrast: #AAAAAA on white is only about 2.3:1, unreadable in sunlight on a budget phone. Another mistake is using the brand colour everywhere, which removes its meaning as "tap here".

## Check it
Check every text colour with a contrast checker plugin in Figma. Count your styles: if you have more than about five text sizes or several near-identical greys, merge them. Put the wireframe and the UI side by side; the structure should be the same, only clearer.`,
      quiz: [
        {
          question: 'What is the minimum WCAG AA contrast ratio for normal body text?',
          answer: '4.5:1 between the text colour and its background.',
          keyPoints: ['4.5:1 contrast ratio', 'text against background'],
        },
        {
          question: 'Why reserve the brand colour mainly for primary actions?',
          answer:
            'If the colour appears everywhere it loses its meaning; keeping it for the primary action makes the most important button stand out and guides the eye.',
          keyPoints: ['primary action stands out', 'colour keeps its meaning'],
        },
        {
          question: 'What is an 8-point spacing system and why use it?',
          answer:
            'Spacing values are multiples of 8 (with 4 for fine adjustments), such as 8, 16, 24 and 32; it keeps layouts consistent and speeds up decisions.',
          keyPoints: ['multiples of 8', 'consistent spacing'],
        },
        {
          question: 'What minimum touch target sizes do Apple and Material recommend?',
          answer: 'Apple recommends at least 44x44 points and Material Design at least 48x48 dp.',
          keyPoints: ['44 points apple', '48 dp material'],
        },
      ],
      handsOnTask:
        'Create colour and text styles in Figma (one brand colour, a 5-step grey scale, success and error colours, and 4-5 text sizes). Apply them to all four wireframes to produce high-fidelity screens, and check every text colour with a contrast plugin. The result is four polished screens where all text passes 4.5:1.',
      project: 'Turns the four checkout wireframes into high-fidelity screens with saved colour and text styles.',
      exercise: 'Redesign one bill-details block three ways using only font weight, size and spacing (no colour) and pick the clearest.',
      beginnerTip: 'When unsure, add more white space and remove a colour; restraint almost always looks more professional.',
      advancedNote:
        'Optical adjustments matter at high fidelity: icons often need to be nudged to look centred, and large headings usually need slightly tighter letter spacing and line height than body text.',
    },
    {
      topicName: 'Clickable prototype and a quick usability test',
      explanation: `## Prototyping in Figma
A prototype links your screens so people can tap through them like a real app. In Figma's Prototype tab you drag a connection from an element (the "Proceed to pay" button) to a destination frame and choose a trigger (On tap) and an action (Navigate to, Open overlay for bottom sheets, Back). Useful settings:
- **Flow starting point** on the cart frame so the shared link opens there.
- **Fixed position when scrolling** for the sticky bottom bar.
- **Smart animate** between frames whose layers share names, for smooth transitions like a quantity stepper changing.

## Worked scenario: a three-person test
Write one realistic task: "You're ordering lunch to your office. Use the cart as it is and pay with the UPI app you normally use." Recruit three people who order food online, share the prototype on their phones via the Figma mobile app, and ask them to think aloud. Do not help. Note where they hesitate, what they say and whether they finish.

Suppose two of three testers did not notice that the delivery address was "Home", not "Office". That is a finding: make the address block more prominent and show a warning when the location differs from the current one. Fix it, then retest once.

Nielsen's research suggests about five users reveal most usability problems in a round; three is a quick pass suited to a small project, not a substitute for a full study.

## Common mistake
Leading the participant: "Tap the green button to pay." You have just tested your instructions, not your design. Describe the goal, never the path.

## Check it
Every tappable element in the happy path should have a connection; press Play and tap through without dead ends. Finish the starter project with a one-page before/after: top audit issues, the new flow, final screens and what testing changed.`,
      quiz: [
        {
          question: 'Which Figma prototype settings keep a sticky bottom bar in place and open the link on the right screen?',
          answer:
            'Set the bottom bar to "Fixed position when scrolling" and set a flow starting point on the first screen (the cart).',
          keyPoints: ['fixed position when scrolling', 'flow starting point'],
        },
        {
          question: 'Why is "Tap the green button to pay" a bad usability test task?',
          answer:
            'It tells the participant the path, so you test your instructions rather than whether the design is understandable. Give the goal, not the steps.',
          keyPoints: ['leading the participant', 'give the goal', 'not the path'],
        },
        {
          question: 'What should you observe during a think-aloud test?',
          answer:
            'Where participants hesitate or make errors, what they say they expect, and whether they complete the task, without helping them.',
          keyPoints: ['hesitation and errors', 'task completion', 'do not help'],
        },
      ],
      handsOnTask:
        'Connect all four screens in Figma prototype mode with a flow starting point and a fixed sticky bar, then test the prototype on a phone with three people using one goal-based task. Fix the top issue they hit and add a one-page before/after summary frame. The result is a shareable prototype link and a summary page.',
      project: 'Completes the starter project: a clickable, tested checkout prototype and a one-page before/after summary.',
      exercise: 'Write three goal-based test tasks for a movie-ticket booking app without naming any button or screen.',
      beginnerTip: 'Name your layers consistently (for example "Qty", "Total") before using smart animate; it only animates layers whose names match.',
      advancedNote:
        'For realistic interactions (a working quantity stepper that updates the total), use Figma variables and conditional prototype actions instead of duplicating dozens of frames; see the advanced prototyping day.',
    },
    {
      topicName: 'Design thinking and the double diamond',
      basic: true,
      explanation: `## What it is
The **double diamond**, published by the UK Design Council, describes a design process in four phases across two diamonds. Each diamond first **diverges** (explore widely) and then **converges** (narrow down):
1. **Discover**: research to understand the problem and the people who have it.
2. **Define**: synthesise what you learned into a clear problem statement.
3. **Develop**: generate and prototype many possible solutions.
4. **Deliver**: test, refine and ship the solutions that work.

The first diamond is about designing the **right thing**; the second about designing the **thing right**. It matters because most failed products solve a problem nobody had, and the process forces you to check before building.

## Worked scenario
A home-cooked tiffin service in Pune gets complaints about "late deliveries". The team's first idea is a faster delivery partner.
- **Discover**: six customer interviews show most people don't mind a 15-minute delay; what annoys them is not knowing, because they wait at the office gate.
- **Define**: "Office workers ordering tiffins need to know when their lunch will arrive so they can plan their break." As an opportunity: "How might we let customers know exactly when to step out for their tiffin?"
- **Develop**: sketch three concepts: live rider tracking, a WhatsApp message when the rider is five minutes away, and fixed delivery windows.
- **Deliver**: test the WhatsApp alert with 20 customers for a week; complaints drop, at a fraction of the cost of a new courier.

## Common mistake
Writing a "How might we" that already contains the solution ("How might we build a tracking app?"). It skips the second diamond's exploration. Keep the HMW about the user's need.

## Check it
For your own project, write one sentence per phase. If your Define statement names a feature, rewrite it to name a user, a need and an insight.`,
      quiz: [
        {
          question: 'Name the four phases of the double diamond in order.',
          answer: 'Discover, Define, Develop and Deliver.',
          keyPoints: ['discover and define', 'develop and deliver'],
        },
        {
          question: 'What do "diverge" and "converge" mean in the double diamond?',
          answer: 'Diverging means exploring widely to generate many options or insights; converging means narrowing down to the best problem definition or solution.',
          keyPoints: ['diverge explores widely', 'converge narrows down'],
        },
        {
          question: 'What is wrong with "How might we build a tracking app?"',
          answer: 'It already contains the solution, so it skips exploring alternatives; a good HMW describes the user\'s need, such as knowing when lunch will arrive.',
          keyPoints: ['contains the solution', "describe the user's need"],
        },
      ],
      handsOnTask:
        'Take a problem from an app you use and write a double-diamond canvas with one paragraph per phase, a problem statement and three "How might we" questions. The result is a single Figma or FigJam frame showing both diamonds with your notes inside.',
      project: 'Adds a double-diamond framing page to your design notebook, reused for the capstone.',
      exercise: 'Rewrite "How might we add a chatbot to our bank app?" as a need-focused HMW.',
      beginnerTip: 'Spend longer in Discover than feels comfortable; the best design ideas usually come from a surprising research finding.',
      advancedNote:
        'Real projects loop back: testing in Deliver often reveals a wrong problem definition. The Design Council later framed the model inside a wider "framework for innovation" that emphasises iteration, leadership and engagement.',
    },
    {
      topicName: 'Visual hierarchy and Gestalt principles',
      basic: true,
      explanation: `## Visual hierarchy
Visual hierarchy is the order in which the eye notices things on a screen. You control it with **size**, **weight**, **colour and contrast**, **position** (top-left is read first in left-to-right languages) and **white space**. Good hierarchy makes the most important information and the primary action obvious without reading everything.

## Gestalt principles
Gestalt psychology describes how people group what they see:
- **Proximity**: items close together are read as a group.
- **Similarity**: items that look alike seem related.
- **Common region**: items inside the same boundary (a card) belong together.
- **Continuity**: elements on a line or curve are seen as a sequence.
- **Figure-ground**: we separate foreground objects from the background, which is how modals and bottom sheets work.

## Worked scenario: a product card in a grocery app
Before: image, name, weight, price, MRP and "Add" button all evenly spaced, all 14 px regular. Users can't tell the price from the MRP.
After:
- Product name 14 semibold, weight 12 grey directly beneath it (proximity groups them).
- Price ₹52 at 16 semibold; the MRP ₹60 at 12 grey with a strikethrough next to it, and "13% off" in green (similarity and colour show they're related but secondary).
- Card background and 12 px padding create a common region, so each product reads as one unit.
- "Add" is the only outlined, brand-coloured element, bottom-right where the thumb lands.

## Common mistake
Equal emphasis everywhere. When everything is bold, nothing is. Another: spacing that contradicts grouping, like a label that sits closer to the wrong input field.

## Check it
Use the squint (or blur) test: squint at the screen or apply a heavy blur in Figma. You should still see the main blocks and the primary action. Ask someone which three things they noticed first; they should match your intended order.`,
      quiz: [
        {
          question: 'List four tools for creating visual hierarchy.',
          answer: 'Size, font weight, colour and contrast, position on the screen and white space.',
          keyPoints: ['size and weight', 'colour and contrast', 'position on screen', 'white space'],
        },
        {
          question: 'Explain the Gestalt principle of proximity with an example.',
          answer:
            'Elements placed close together are perceived as a group; for example, a product name and its weight placed right beneath it read as one unit.',
          keyPoints: ['close together', 'perceived as group'],
        },
        {
          question: 'How does the squint or blur test check hierarchy?',
          answer:
            'Blurring hides details so only shapes and contrast remain; if the main blocks and primary action are still obvious, the hierarchy works.',
          keyPoints: ['blur hides details', 'primary action visible'],
        },
      ],
      handsOnTask:
        'Pick a crowded screen from a real app, recreate it roughly in Figma, and redesign it using only hierarchy and Gestalt principles (no new content). Label each change with the principle it uses. The result is a before/after pair that passes the blur test.',
      project: 'Adds a hierarchy before/after study to your practice file and refines hierarchy on the checkout screens.',
      exercise: 'Find three examples of common region in apps on your phone and note what each groups.',
      beginnerTip: 'Change one variable at a time (only size, then only spacing) so you learn which lever creates which effect.',
      advancedNote:
        'Reading patterns like the F-pattern apply to text-heavy pages; on mobile, thumb reach and scroll position shape hierarchy as much as reading order, so place the primary action where thumbs reach easily.',
    },
    {
      topicName: 'Typography for interfaces',
      basic: true,
      explanation: `## Why type matters
Most of an interface is text, so typography decides readability, hierarchy and tone. Interface typography is practical: choose a legible typeface, a small scale of sizes, sensible line heights and line lengths.

## Core rules
- **Typeface**: system fonts (San Francisco on iOS, Roboto on Android) or a well-hinted UI family such as Inter. For Indian languages choose a family with matching scripts, for example Noto Sans with Noto Sans Devanagari, so Hindi and English text sit together comfortably.
- **Scale**: 4-6 sizes, often with a ratio like 1.2-1.25 (12, 14, 16, 20, 24, 32).
- **Line height**: about 1.4-1.6× for body text; tighter (1.1-1.3×) for large headings.
- **Line length**: about 45-75 characters per line for comfortable reading on wide screens.
- **Body size**: 16 px is a common minimum for mobile web body text, and form inputs under 16 px make iOS Safari zoom in when focused.

## Worked scenario: an order details screen
Headline "Order #4821" 20 semibold, line height 28. Section labels like "Items" 12 semibold uppercase with slight letter spacing for contrast. Body lines at 16 regular, line height 24. Secondary details (timestamps) at 14 grey. Numbers in the bill use tabular (fixed-width) figures so ₹1,249 and ₹89 align in a column.

## Common mistake
Using too many sizes and weights, or long paragraphs in all caps, which readers scan more slowly because word shapes disappear. Another is forgetting script differences: Devanagari needs more vertical room for its matras, so copying English line heights can clip characters.

## Check it
Build a type specimen frame in Figma listing each text style with its size, line height and use. Preview the screen on a real phone at arm's length; check that every style is readable and that you use no more than about five.`,
      quiz: [
        {
          question: 'What line height and line length are recommended for body text?',
          answer: 'Roughly 1.4 to 1.6 times the font size for line height, and about 45 to 75 characters per line.',
          keyPoints: ['1.4 to 1.6', '45 to 75 characters'],
        },
        {
          question: 'Why are tabular figures useful in a bill or table?',
          answer: 'Each digit has the same width, so numbers line up in columns and amounts are easier to compare.',
          keyPoints: ['same width digits', 'numbers line up'],
        },
        {
          question: 'What should you consider when designing with Devanagari alongside English?',
          answer:
            'Pick a family with matching scripts such as Noto Sans and Noto Sans Devanagari, and allow more line height so matras are not clipped.',
          keyPoints: ['matching script family', 'more line height', 'matras not clipped'],
        },
      ],
      handsOnTask:
        'Create a type specimen frame with five named text styles (size, weight, line height, use) and apply them to the order details and cart screens. Include one Hindi line in Noto Sans Devanagari. The result is a specimen frame and two screens that use only those styles.',
      project: 'Adds a documented type scale to the checkout project and applies it across all screens.',
      exercise: 'Set the same paragraph at line heights 1.0, 1.5 and 2.0 and write which is most readable and why.',
      beginnerTip: 'Start with one typeface and vary only size and weight; pairing fonts is an advanced move.',
      advancedNote:
        'Support Dynamic Type on iOS and font scaling on Android: test your layouts at the largest accessibility text sizes, where fixed-height containers and truncated labels usually break.',
    },
    {
      topicName: 'Colour systems and accessible contrast',
      explanation: `## What a colour system is
A colour system assigns colours to **roles**, not to screens: a primary (brand) colour for main actions, a neutral grey scale for text, borders and backgrounds, and semantic colours for success, warning, error and information. Each role usually has a scale of shades (for example 50 to 900) so you can pick lighter backgrounds and darker text from the same hue.

## Accessibility rules you must know (WCAG 2.x, level AA)
- Normal text: contrast of at least **4.5:1**.
- Large text (about 24 px regular, or 18.66 px bold and above): at least **3:1**.
- Meaningful UI parts such as input borders, icons and focus rings: at least **3:1** against adjacent colours.
- **Never use colour alone** to convey meaning. Around 1 in 12 men has some form of colour vision deficiency, most often red-green.

## Worked scenario: an error state on a UPI ID field
Bad: the input border turns red and nothing else changes. A user with red-green colour blindness sees no difference.
Better: the border turns red (#D92D20, which has about 4.8:1 contrast on white), a small error icon appears, and a message sits under the field: "Enter a UPI ID like name@bank". The meaning now comes from the icon and text as well as the colour.

For the primary button, check white text on your brand colour. Many bright oranges and greens popular with Indian consumer brands fail 4.5:1 with white text; darken the shade for the button or use dark text.

## Common mistake
Picking colours by eye on a bright monitor. What looks fine on a MacBook at full brightness can disappear on a budget Android phone outdoors.

## Check it
Run a contrast checker plugin on every text and icon colour. Use a colour-blindness simulation (many Figma plugins offer one) on your error and success states, and confirm that each state is still distinguishable without colour.`,
      quiz: [
        {
          question: 'What are the WCAG AA contrast minimums for normal text, large text and UI components?',
          answer: '4.5:1 for normal text, 3:1 for large text, and 3:1 for meaningful UI components such as input borders and icons.',
          keyPoints: ['4.5:1 normal text', '3:1 large text', '3:1 UI components'],
        },
        {
          question: 'Why should an error state not rely on a red border alone?',
          answer:
            'People with colour vision deficiency may not see the change; add an icon and a clear text message so the meaning does not depend on colour.',
          keyPoints: ['colour blindness', 'add icon and text', 'not colour alone'],
        },
        {
          question: 'What does it mean to assign colours to roles?',
          answer:
            'Colours are defined by purpose, such as primary action, neutral text and borders, and semantic success or error, rather than chosen per screen.',
          keyPoints: ['colours by purpose', 'primary neutral semantic'],
        },
      ],
      handsOnTask:
        'Build a colour palette page in Figma with primary, neutral (at least 6 shades) and semantic scales, and label each swatch with its contrast ratio against white and black. Redesign the payment screen\'s error state so it works in a colour-blindness simulation. The result is a palette page and a passing error state.',
      project: 'Adds an accessible colour palette and a colour-independent error state to the checkout screens.',
      exercise: 'Find your favourite app\'s primary button colour and check whether white text on it passes 4.5:1.',
      beginnerTip: 'If a colour fails contrast, keep the hue and make it darker; you rarely need a new colour.',
      advancedNote:
        'WCAG 2 contrast math is known to misjudge some colour pairs, especially dark mode and mid-tone oranges; the APCA method proposed for WCAG 3 models perception better, but AA 2.x is still the legal and procurement standard.',
    },
    {
      topicName: 'Layout grids and spacing systems',
      basic: true,
      explanation: `## Grids
A layout grid divides the screen into **columns** separated by **gutters**, with **margins** at the edges. Grids make alignment consistent across screens and help developers translate designs into responsive code. Common setups: 4 columns on phones, 8 on tablets and 12 on desktop, which mirrors Material Design's responsive guidance. A typical phone grid is 4 columns with 16 px margins and 16 px gutters.

## Spacing
Use a fixed set of spacing values, usually multiples of 4 or 8. A helpful rule is **internal ≤ external**: the space inside a group (between a label and its field) should be smaller than the space between groups (between two fields). That is proximity working for you.

## Worked scenario: a product listing on a 360 px-wide Android phone
Set a 4-column grid, 16 px margins, 16 px gutters: each column is (360 − 32 − 48) ÷ 4 = 70 px. Product cards span 2 columns each (156 px: two columns plus one gutter), giving two cards per row. Inside a card: 8 px between image and name, 4 px between name and weight, 12 px card padding. Between card rows: 16 px. Section headings get 32 px above and 12 px below, which visibly ties each heading to the content under it.

## Common mistake
Arbitrary values like 13, 17 and 22 px picked by eye. They look almost-aligned, which is worse than obviously different, and they multiply the number of values developers must copy.

## Check it
In Figma, add the grid to your frame (Layout grid → Columns) and turn it on and off: card edges should snap to columns. Then list every spacing value on the screen; all of them should come from your scale (4, 8, 12, 16, 24, 32). Finally, resize the frame to 412 px wide to make sure the layout still works.`,
      quiz: [
        {
          question: 'What are columns, gutters and margins in a layout grid?',
          answer: 'Columns are the vertical divisions content aligns to, gutters are the gaps between columns, and margins are the space at the screen edges.',
          keyPoints: ['columns for content', 'gutters between columns', 'margins at edges'],
        },
        {
          question: 'What does the "internal ≤ external" spacing rule mean?',
          answer:
            'Space inside a group should be smaller than the space between groups, so related elements visibly belong together.',
          keyPoints: ['inside group smaller', 'between groups larger'],
        },
        {
          question: 'How many columns are typical on phones, tablets and desktops?',
          answer: 'About 4 columns on phones, 8 on tablets and 12 on desktops.',
          keyPoints: ['4 on phones', '8 on tablets', '12 on desktop'],
        },
      ],
      handsOnTask:
        'Add a 4-column grid (16 px margins and gutters) to a 360 px frame and design a two-per-row product listing aligned to it, using only values from a 4/8 spacing scale. Annotate the spacing values with a redline plugin or text labels. The result is a grid-aligned screen whose annotations contain no off-scale numbers.',
      project: 'Aligns the checkout screens to a 4-column grid and documents the spacing scale.',
      exercise: 'Calculate the column width of a 4-column grid on a 390 px frame with 20 px margins and 16 px gutters.',
      beginnerTip: 'Keep the layout grid visible while you design (toggle it from the View menu) and snap every card edge to a column before worrying about anything else.',
      advancedNote:
        'Grids in code are fluid: columns stretch while gutters stay fixed, and breakpoints switch column counts. Discuss with developers whether they use CSS grid, flexbox or a platform layout system, so your grid maps to something buildable.',
    },
    {
      topicName: 'Figma components, variants and properties',
      explanation: `## What components are
A **component** is a reusable design element, like a button or list row. The original is the **main component**; every copy is an **instance**. Change the main component and all instances update, while instances can still override text, icons and other allowed properties. This is how one design change reaches fifty screens in seconds.

**Variants** group related versions of a component into one set, organised by properties. **Component properties** let you expose controls on instances: boolean (show or hide an icon), text (the label), and instance swap (which icon).

## Worked scenario: a checkout button set
Create one button (auto layout, 48 px tall, 16 px horizontal padding) and press Ctrl/Cmd+Alt+K to make it a component. Add variants with properties:
- **Type**: Primary, Secondary, Text
- **State**: Default, Pressed, Disabled, Loading
- **Size**: Large, Small

Add a text property "Label" and a boolean "Show icon". Now one "Button" in the assets panel covers 24 combinations, and on the payment screen you pick Type=Primary, State=Loading, Label="Paying ₹412…" from the right panel instead of hunting for a separate layer.

## Common mistake
**Detaching** instances to make a quick change. A detached copy no longer receives updates, so when the brand colour changes, those buttons silently stay old. If you need a new version, add a variant or a property to the main component instead.

## Check it
Change the corner radius on the main component and confirm every button on every checkout screen updates. Open the Assets panel: your button should appear once, with its property controls, not as twenty separate components.`,
      quiz: [
        {
          question: 'What is the difference between a main component and an instance?',
          answer:
            'The main component is the source definition; instances are copies linked to it that update when the main changes, while allowing permitted overrides.',
          keyPoints: ['main is the source', 'instances update automatically', 'overrides allowed'],
        },
        {
          question: 'What are variants used for?',
          answer:
            'To group related versions of a component, such as type, state and size of a button, into one set controlled by properties.',
          keyPoints: ['group related versions', 'controlled by properties'],
        },
        {
          question: 'Why is detaching instances risky?',
          answer:
            'A detached copy loses its link to the main component, so future updates like a colour or radius change no longer reach it and designs drift out of sync.',
          keyPoints: ['loses link to main', 'stops receiving updates'],
        },
      ],
      handsOnTask:
        'Build a Button component set with Type, State and Size variants plus a Label text property and a Show icon boolean, and a List Row component for bill items. Replace every button and bill row in your checkout screens with instances. The result: changing the main button colour updates all screens at once.',
      project: 'Converts the checkout UI to reusable button and list-row components.',
      exercise: 'Create an input field component with Default, Focused, Error and Disabled states.',
      beginnerTip: 'Build the component with auto layout first; a button that resizes with its label saves you from making one per word.',
      advancedNote:
        'Use nested components (an Icon component inside the Button) with instance-swap properties, and keep variant sets small; a set with hundreds of combinations becomes slow and hard to maintain, so split by purpose instead.',
    },
    {
      topicName: 'Auto layout and responsive constraints in Figma',
      explanation: `## Auto layout
Auto layout makes a frame arrange its children like a stack in code: horizontal or vertical direction, a fixed **gap** between items, **padding** around them and **alignment**. Each child (or the frame) has a resizing mode:
- **Hug contents**: shrink or grow to fit what is inside.
- **Fill container**: stretch to fill the parent.
- **Fixed**: a set size.

Because layouts reflow when text changes, designs behave like real apps: longer labels push things down instead of overlapping.

## Constraints
For layers inside a normal (non-auto-layout) frame, **constraints** define how they behave when the frame resizes: pin to left, right, left and right (stretch), centre or scale. A sticky bottom bar, for instance, is pinned to the bottom and stretched left and right.

## Worked scenario: a bill row and a checkout screen
A bill row is a horizontal auto layout: label ("Delivery fee") set to Fill container, value ("₹30") set to Hug, with space between. If the label becomes "Delivery fee (includes rain surge)", the label wraps and the amount stays right-aligned. The whole screen is a vertical auto layout with 24 px gaps between sections; the bottom bar stays outside it, pinned to the bottom with left-and-right constraints. Now resize the frame from 360 to 430 px wide: rows stretch, amounts stay right-aligned, and the button spans the full width minus its padding.

## Common mistake
Giving text layers a fixed width and height. Long Hindi or Tamil translations and large font settings then overflow or get cut off. Use Fill or Hug, and let height grow.

## Check it
Stress test: resize every frame between 320 and 430 px wide, and paste the longest realistic strings into labels. Nothing should overlap, clip, or leave the screen.`,
      quiz: [
        {
          question: 'Explain hug contents, fill container and fixed in auto layout.',
          answer:
            'Hug sizes the element to fit its content, fill stretches it to take the available space in its parent, and fixed keeps a set size regardless of content.',
          keyPoints: ['hug fits content', 'fill stretches to parent', 'fixed set size'],
        },
        {
          question: 'How would you build a bill row so the amount stays right-aligned when the label gets longer?',
          answer:
            'Use a horizontal auto layout with the label set to fill container and the amount set to hug, so the label takes the remaining space and wraps while the amount stays at the right.',
          keyPoints: ['horizontal auto layout', 'label fills', 'amount hugs'],
        },
        {
          question: 'What are constraints used for?',
          answer:
            'They define how layers in a non-auto-layout frame respond when the frame resizes, for example pinning a bottom bar to the bottom and stretching it left and right.',
          keyPoints: ['behaviour on resize', 'pin to edges'],
        },
      ],
      handsOnTask:
        'Rebuild your cart screen entirely with nested auto layout and a constrained sticky bottom bar. Resize the frame to 320, 360 and 430 px wide and paste a very long dish name into one row. The result: three screenshots where nothing overlaps or clips.',
      project: 'Makes the checkout screens responsive with auto layout and constraints.',
      exercise: 'Build a chip row (like "Veg", "Bestseller", "Under ₹200") that wraps onto a second line using auto layout wrap.',
      beginnerTip: 'If auto layout does something strange, select the parent and check its direction and each child\'s resizing mode; nine times out of ten one is set to Fixed.',
      advancedNote:
        'Auto layout maps closely to CSS flexbox (direction, gap, padding, align, flex-grow), and Figma\'s min/max width settings correspond to min-width and max-width, which makes handoff far more accurate.',
    },
    {
      topicName: 'User interviews: planning and running them',
      explanation: `## Why interviews
User interviews are one-on-one conversations that uncover how people actually behave, what they are trying to achieve and where they struggle. They answer **why** questions that analytics cannot. Five to eight interviews with the right people usually reveal the main patterns for a focused question.

## Planning
1. **Research goal**: one or two questions you need answered ("How do small-town shoppers decide between cash on delivery and UPI?").
2. **Recruit** people who match, using a short screener ("Have you ordered anything online in the last month?").
3. **Discussion guide**: warm-up, then open questions about **specific past behaviour**, then wrap-up. Ask for consent before recording.

## Worked scenario
Good questions:
- "Tell me about the last thing you ordered online. Walk me through it."
- "When it came to paying, what did you choose? Why that option?"
- "Has a payment ever gone wrong? What happened next?"
Follow up with "Tell me more" and "Why was that?", and sit through silences.

One participant explains she chooses cash on delivery for new apps because "if the UPI money is debited and the order fails, who will I call?" That is a trust insight no survey checkbox would have surfaced, and it suggests showing a clear refund promise at payment.

## Common mistake
Asking hypothetical or leading questions: "Would you use a feature that…?" or "Don't you think UPI is easier?" People are poor predictors of their future behaviour and like to please interviewers. Ask about what they **did**, not what they **would** do.

## Check it
Review your guide: every question should be open-ended (not yes/no), about past behaviour, and free of your proposed solution. After each interview, write the top three observations within an hour while memory is fresh.`,
      quiz: [
        {
          question: 'Why should interview questions focus on past behaviour rather than hypotheticals?',
          answer:
            'People are poor at predicting what they would do and tend to please the interviewer; specific past experiences reveal real behaviour and motivations.',
          keyPoints: ['past behaviour', 'poor at predicting', 'avoid hypotheticals'],
        },
        {
          question: 'What are the three main parts of planning a user interview study?',
          answer: 'Define a clear research goal, recruit matching participants with a screener, and write a discussion guide of open questions.',
          keyPoints: ['research goal', 'recruit with screener', 'discussion guide'],
        },
        {
          question: 'Rewrite "Don\'t you think UPI is easier?" as a better interview question.',
          answer: 'Something like "Tell me about the last time you paid for an order online. How did you choose the payment method?"',
          keyPoints: ['open-ended question', 'last time you paid'],
        },
      ],
      handsOnTask:
        'Write a one-page research plan (goal, participant criteria, screener, 8-10 question guide) about how people choose a payment method when ordering online. Run two 20-minute interviews with consent, recording or taking notes. The result is the plan plus two sets of notes with three key observations each.',
      project: 'Adds a research plan and two interview notes to your design notebook, used for synthesis tomorrow.',
      exercise: 'Turn these into open questions about past behaviour: "Do you like our app?", "Would you pay for delivery?"',
      beginnerTip: 'Talk less than 20% of the time; count to five silently before filling a pause, because people often add the most useful detail then.',
      advancedNote:
        'Contextual inquiry (observing people in their own environment, like a kirana owner taking orders on WhatsApp) reveals workarounds that never come up in a video call, such as notebooks, sticky notes or a second phone.',
    },
    {
      topicName: 'Research synthesis: affinity maps, personas and jobs to be done',
      explanation: `## From notes to insights
Raw interview notes are not findings. Synthesis turns them into patterns the team can act on.

**Affinity mapping**: write one observation per sticky note (a quote or behaviour, with the participant ID), put them all on a FigJam board, then group them **bottom-up** by similarity without predefined categories. Name each cluster with an **insight** sentence, not a topic: "New-app shoppers choose cash on delivery because they fear failed UPI refunds" rather than "Payments".

**Personas** summarise a group of users by behaviours, goals and frustrations, grounded in what you observed. **Jobs to be done (JTBD)** frames the need independent of demographics: "When ___, I want to ___, so I can ___."

## Worked scenario
From six interviews about online payments you have 70 stickies. Clusters emerge:
- Trust in new apps (5 of 6 participants).
- Saving UPI apps for small amounts and cards for EMI purchases (3 of 6).
- Confusion after a payment is "pending" (4 of 6).

JTBD: "When I'm ordering from an app for the first time, I want to be sure I'll get my money back if something goes wrong, so I can pay online without worrying." Design implications: show the refund promise and timeline near the Pay button; explain the "pending" state with the expected time and what will happen.

## Common mistake
Fictional personas built from demographics ("Priya, 28, likes yoga and coffee") with no link to research. They feel real but don't change decisions. Every persona attribute should trace back to something participants did or said.

## Check it
Each insight should be supported by at least two participants and be phrased so it suggests a design direction. Ask a teammate to read only your insights: could they suggest a solution from them?`,
      quiz: [
        {
          question: 'What is affinity mapping?',
          answer:
            'Writing one observation per note and grouping notes bottom-up by similarity, then naming each cluster with an insight sentence.',
          keyPoints: ['one observation per note', 'group by similarity', 'name with insight'],
        },
        {
          question: 'Write the jobs-to-be-done statement format.',
          answer: 'When [situation], I want to [motivation], so I can [expected outcome].',
          keyPoints: ['when situation', 'I want to', 'so I can'],
        },
        {
          question: 'What makes a persona useful rather than decorative?',
          answer:
            'It is grounded in research: behaviours, goals and frustrations observed in interviews, with each attribute traceable to data, not invented demographics.',
          keyPoints: ['grounded in research', 'behaviours and goals', 'not invented demographics'],
        },
      ],
      handsOnTask:
        'Put your interview observations on a FigJam board as individual stickies with participant IDs, cluster them, and write 3-5 insight statements plus one JTBD statement. The result is a board with named clusters and insights that each cite at least two participants.',
      project: 'Adds an affinity map, insights and a JTBD statement to your notebook, and one new improvement to the checkout.',
      exercise: 'Convert the topic label "Delivery" into an insight sentence using a behaviour you observed or can imagine from real reviews.',
      beginnerTip: 'Resist naming groups before you sort; let clusters form from the notes, then name them.',
      advancedNote:
        'Keep a research repository with tagged atomic observations so later studies can reuse evidence; insight quality improves when you separate observation (what happened) from interpretation (what it means).',
    },
    {
      topicName: 'Information architecture: card sorting and navigation',
      explanation: `## What IA is
Information architecture (IA) is how content and features are organised, labelled and connected so people can find things. Poor IA shows up as "I know it's in here somewhere" and as support tickets asking where a setting lives. Good IA follows **users' mental models**, not the company's org chart.

## Methods
- **Open card sort**: participants group cards (content items) and name the groups themselves. It reveals how people think about the content.
- **Closed card sort**: participants place cards into categories you define. It tests a proposed structure.
- **Tree testing**: participants find items in a text-only version of your navigation tree. It measures whether people can find things, without visual design helping or hurting.

## Worked scenario: a grocery app's categories
You run an open card sort with 15 participants and 40 products. Most people put atta, rice, dal and oil together and call the group "Staples" or "Daily essentials"; the company's current structure has atta under "Bakery & Flour". Ghee splits between "Dairy" and "Staples", so you list it in both (a cross-link). You then tree-test a revised structure with the task "Where would you find Aashirvaad atta?" and success rises from 55% to 90%.

For navigation, mobile bottom navigation bars work best with **3-5 top-level destinations** (Material Design's guidance); everything else goes one level down.

## Common mistake
Labels that make sense internally ("Fulfilment", "SKUs", "Loyalty") but not to customers. Use the words participants used in the card sort.

## Check it
Run a tree test on your structure with at least 5-10 people and 5 tasks. Aim for high direct success (found without backtracking); any task under about 70% needs a label or structure change.`,
      quiz: [
        {
          question: 'What is the difference between an open and a closed card sort?',
          answer:
            'In an open sort participants create and name their own groups, revealing mental models; in a closed sort they place cards into predefined categories, testing a structure.',
          keyPoints: ['open creates own groups', 'closed uses predefined categories'],
        },
        {
          question: 'What does tree testing measure?',
          answer:
            'Whether people can find items in a text-only version of the navigation hierarchy, isolating the structure and labels from visual design.',
          keyPoints: ['find items', 'text-only hierarchy', 'no visual design'],
        },
        {
          question: 'How many top-level destinations suit a mobile bottom navigation bar?',
          answer: 'Three to five top-level destinations, following Material Design guidance.',
          keyPoints: ['three to five', 'top-level destinations'],
        },
      ],
      handsOnTask:
        'Run an open card sort with 25 cards from a food-delivery or grocery app with at least three people (paper or a free online tool). Build a revised navigation tree from the results and write two tree-test tasks. The result is a sitemap diagram with labels taken from participants\' words.',
      project: 'Adds a sitemap and tested navigation labels to the design notebook, informing where checkout links live.',
      exercise: 'List the bottom navigation items of three apps you use and note which exceed five destinations.',
      beginnerTip: 'Write down the exact words participants use for groups; those words are your best label candidates.',
      advancedNote:
        'Analyse card sorts with a similarity matrix (how often each pair was grouped together) and dendrograms; items with split placement are candidates for cross-listing or search prominence.',
    },
    {
      topicName: 'Interaction design: states, feedback and microinteractions',
      explanation: `## Every element has states
Static mockups show one moment, but users experience change. Interaction design defines how the interface responds. For each interactive component, design its states: **default, pressed (and hover on web), focused, disabled, loading, success and error**. For each screen, design **empty, loading, partial, error and ideal** states.

## Response time matters
Nielsen's classic response-time limits: about **0.1 s** feels instantaneous; about **1 s** keeps the user's flow of thought but they notice the delay; about **10 s** is the limit of attention, so longer waits need progress indication. That is why taps need immediate visual feedback, even if the network call takes longer. Skeleton screens (grey placeholders shaped like content) make loading feel faster than a spinner on a blank page.

## Worked scenario: "Add" on a menu item
1. Tap: button shows its pressed state instantly (under 0.1 s).
2. It turns into a quantity stepper "− 1 +", and a bottom bar slides up: "1 item | ₹180 · View cart". This is **optimistic UI**: the app shows success before the server confirms.
3. If the server call fails, the stepper reverts to "Add" and a toast explains: "Couldn't add Masala Dosa. Check your connection and try again."
4. Microinteraction: the cart count briefly scales up to confirm something changed.

## Common mistake
Designing only the ideal state. Developers then invent loading spinners, empty screens and error messages on the fly, which is where products feel unfinished. Another mistake is motion for decoration; every animation should explain a change (where something came from or went).

## Check it
Build a state matrix: components down the side, states across the top, and a thumbnail in each cell. Any empty cell is a decision you have left to chance. Play the prototype and confirm each tap gives visible feedback immediately.`,
      quiz: [
        {
          question: 'What are Nielsen\'s three response-time limits and what do they mean?',
          answer:
            'About 0.1 s feels instantaneous, about 1 s keeps the user\'s flow but is noticed, and about 10 s is the limit of attention, beyond which progress feedback is needed.',
          keyPoints: ['0.1 s instantaneous', '1 s keeps flow', '10 s attention limit'],
        },
        {
          question: 'What is optimistic UI and what must you design alongside it?',
          answer:
            'Showing the result of an action immediately before the server confirms it; you must also design the rollback and error message if the request fails.',
          keyPoints: ['show result immediately', 'before server confirms', 'rollback on failure'],
        },
        {
          question: 'Which screen states should be designed besides the ideal one?',
          answer: 'Empty, loading, partial and error states, in addition to the ideal full state.',
          keyPoints: ['empty state', 'loading state', 'error state'],
        },
      ],
      handsOnTask:
        'Create a state matrix for the Add button, quantity stepper and cart bar (default, pressed, loading, success, error), and design empty, loading (skeleton) and error states for the cart screen. Prototype the Add-to-stepper transition with smart animate. The result is a filled matrix with no empty cells and a working transition.',
      project: 'Adds a component state matrix and empty, loading and error states to the checkout flow.',
      exercise: 'Design the "payment pending" state for a UPI payment, including what the user sees after 10 seconds.',
      beginnerTip: 'For every screen, ask "what does this look like with nothing, with loading, and when it breaks?"',
      advancedNote:
        'Respect reduced-motion settings (iOS Reduce Motion, Android remove animations) by specifying fade or instant alternatives, and keep most UI transitions roughly between 150 and 300 ms.',
    },
    {
      topicName: 'Form design for mobile: addresses, phone numbers and OTPs',
      explanation: `## Why forms matter
Forms are where users give you the information you need to deliver value: sign-up, address, payment. Every extra field or unclear error costs completions. Good form design follows a few evidence-based rules:
- **Single column**, in a logical order.
- **Visible labels above fields**, not placeholder-only labels.
- The right **keyboard**: numeric for phone numbers, PIN codes and OTPs; email keyboard for emails.
- **Autofill**: support the browser and OS autofill hints.
- **Validate inline after the user leaves a field**, not on every keystroke, and show specific errors.

## Worked scenario: an Indian delivery address form
- Mobile number: a fixed "+91" prefix and a field that accepts exactly 10 digits with a numeric keypad. Accept pasted numbers with spaces and strip them instead of rejecting them.
- OTP: one field (not six boxes that break paste), numeric keypad, and auto-read where possible (the Android SMS Retriever API, and iOS one-time-code autofill from Messages).
- PIN code first: a 6-digit PIN code lets you auto-fill city and state and check serviceability before the user types the rest.
- "House/flat no." and "Area/locality" as separate fields, plus an optional "Landmark" field, which delivery riders in India rely on.
- Address label chips: Home, Work, Other.

## Common mistake
Placeholder text as the label ("Enter flat no."). The hint vanishes as soon as the user types, so they forget what the field wanted, and light placeholder text usually fails contrast. Keep a persistent label; use placeholders only for format examples.

## Check it
Fill your prototype form with one thumb on a real phone. Count fields and taps, check that every field opens the right keyboard, and paste a number with spaces. Then try submitting with a 5-digit PIN code and confirm the error says exactly what to fix: "PIN code must be 6 digits".`,
      quiz: [
        {
          question: 'Why should you avoid using placeholder text as the only label?',
          answer:
            'The placeholder disappears when the user types, so they lose the instruction, and it usually has poor contrast. Use a persistent visible label.',
          keyPoints: ['disappears when typing', 'poor contrast', 'persistent visible label'],
        },
        {
          question: 'Why ask for the PIN code early in an Indian address form?',
          answer:
            'A 6-digit PIN code can auto-fill city and state and lets you check serviceability before the user types the rest of the address.',
          keyPoints: ['auto-fill city and state', 'check serviceability early'],
        },
        {
          question: 'When should inline validation run, and what should error messages say?',
          answer:
            'After the user leaves a field rather than on every keystroke, and errors should state specifically what is wrong and how to fix it.',
          keyPoints: ['after leaving field', 'specific fix'],
        },
      ],
      handsOnTask:
        'Design an add-address form and a phone plus OTP login screen for your checkout, following the rules above, with error states for an invalid PIN code and a wrong OTP. Annotate the keyboard type for each field. The result is two screens where every field shows its label, keyboard and error.',
      project: 'Adds the address form and OTP login (with error states) to the checkout prototype.',
      exercise: 'Cut a 12-field sign-up form down to the fields truly needed at sign-up, and list where the others could be collected later.',
      beginnerTip: 'For every field ask "do we need this now?"; the best way to speed up a form is to delete a field.',
      advancedNote:
        'Specify autofill hints for developers (HTML autocomplete values like tel, postal-code and one-time-code; Android autofill hints; iOS textContentType) so the OS can fill fields reliably.',
    },
    {
      topicName: 'Accessibility beyond contrast: touch, screen readers and focus',
      explanation: `## Why it matters
Accessibility means people with disabilities can use your product: low vision, blindness, motor impairments, cognitive differences, and also temporary or situational limits like a broken arm or bright sunlight. WCAG organises it under four principles, **POUR**: Perceivable, Operable, Understandable, Robust. Designers decide much of it before any code exists.

## What designers own
- **Touch targets**: at least 44×44 pt on iOS and 48×48 dp on Android, with space between targets.
- **Screen reader labels**: VoiceOver (iOS) and TalkBack (Android) read labels aloud. Icon-only buttons need a text label in your spec.
- **Focus and reading order**: the order in which a screen reader or keyboard moves through elements should match the visual order.
- **Text scaling**: layouts must survive larger system font sizes.
- **Not colour alone** and **motion** that respects reduced-motion settings.

## Worked scenario: a restaurant card
A card has a heart icon (favourite), a rating "4.3 ★", and "30-35 min". Annotations for developers:
- Heart button: label "Add Spice Garden to favourites"; when active, "Remove Spice Garden from favourites". Touch area 48×48 even though the icon is 20 px.
- Rating: read as "Rated 4.3 out of 5", not "4.3 star".
- Reading order: name, cuisine, rating, delivery time, offer, then favourite.
- The whole card is one tap target that opens the restaurant.

## Common mistake
Treating accessibility as a final checklist. Retrofitting touch sizes or reading order after development is expensive; annotate them in design.

## Check it
Turn on TalkBack or VoiceOver on your phone and use a similar real app with your eyes closed for two minutes. Then annotate your checkout screens with labels, reading order numbers and target sizes, and view one screen at the largest system font size.`,
      quiz: [
        {
          question: 'What does POUR stand for in WCAG?',
          answer: 'Perceivable, Operable, Understandable and Robust.',
          keyPoints: ['perceivable and operable', 'understandable and robust'],
        },
        {
          question: 'What should a designer specify for an icon-only heart button?',
          answer:
            'A descriptive screen-reader label such as "Add Spice Garden to favourites" that changes with state, and a touch target of at least 44 pt or 48 dp.',
          keyPoints: ['screen reader label', 'label changes with state', 'large touch target'],
        },
        {
          question: 'Why should accessibility be annotated during design rather than checked at the end?',
          answer:
            'Decisions like target sizes, reading order and labels shape the layout; fixing them after development is costly and often skipped.',
          keyPoints: ['shapes the layout', 'retrofitting is costly'],
        },
      ],
      handsOnTask:
        'Annotate your cart and payment screens with screen-reader labels for every icon button, numbered reading order, and touch-target outlines of at least 48x48. Test one real app with TalkBack or VoiceOver for two minutes and note three problems you hit. The result is annotated screens plus a short list of observations.',
      project: 'Adds accessibility annotations (labels, reading order, target sizes) to the checkout handoff.',
      exercise: 'Write screen-reader labels for a quantity stepper\'s minus button, plus button and count.',
      beginnerTip: 'If an element has only an icon, write down the words a screen reader should say for it.',
      advancedNote:
        'In India, the Rights of Persons with Disabilities Act 2016 and government web guidelines reference WCAG; public-sector and many enterprise clients now require accessibility conformance, making it a business requirement, not just good practice.',
    },
    {
      topicName: 'Usability testing: tasks, scripts and metrics',
      explanation: `## What it is
Usability testing watches real people try to complete realistic tasks with your design, to find where it confuses or blocks them. It is the single most reliable way to improve a design before building it. Tests can be **moderated** (you facilitate live, in person or on a call) or **unmoderated** (people complete tasks alone on a platform while their screen is recorded).

## The script
1. **Intro**: "We're testing the design, not you. Please think aloud."
2. **Warm-up**: a question about their habits.
3. **Tasks**: 3-5 realistic scenarios with a goal and context, no UI words.
4. **After each task**: the Single Ease Question (SEQ): "Overall, how easy or difficult was this task?" on a 1-7 scale.
5. **Wrap-up**: what was most confusing? Optionally the 10-question System Usability Scale (SUS), where about 68 is roughly average.

## Worked scenario
Task: "Your friend's birthday is tomorrow. Order a cake to her address in Indiranagar and pay with your usual UPI app." Across five participants you record:
- Task success: 3 of 5 completed without help (60%).
- Two people could not find how to add a new address for someone else.
- Average SEQ: 4.2 out of 7.
Findings table: issue, how many participants hit it, severity, evidence quote, recommendation. "Add new address" hidden behind "Change" affected 2 of 5 (severity: major); recommendation: show "Deliver to a different address" directly on the cart.

## Common mistake
Asking opinions ("Do you like this design?") instead of observing behaviour, or rescuing participants the moment they hesitate. Hesitation is the data.

## Check it
Pilot your script with a friend first to catch confusing tasks. After the sessions, every finding in your report should cite how many participants hit it and at least one quote or observation.`,
      quiz: [
        {
          question: 'What is the difference between moderated and unmoderated usability testing?',
          answer:
            'In moderated testing a facilitator guides the session live and can ask follow-ups; in unmoderated testing participants complete tasks alone while being recorded.',
          keyPoints: ['facilitator present live', 'participants alone recorded'],
        },
        {
          question: 'Name two usability metrics you can collect in a test.',
          answer: 'Task success rate, time on task, error count, the Single Ease Question (1-7) after each task, or the System Usability Scale score.',
          keyPoints: ['task success rate', 'time on task', 'single ease question'],
        },
        {
          question: 'What should each row of a findings table contain?',
          answer: 'The issue, how many participants hit it, its severity, supporting evidence such as a quote, and a recommendation.',
          keyPoints: ['how many participants', 'severity rating', 'evidence and recommendation'],
        },
      ],
      handsOnTask:
        'Write a test script with an intro, three goal-based tasks and SEQ after each, and run it with three to five people on your checkout prototype. Record success, SEQ and quotes in a findings table. The result is a table with at least four findings, each with frequency, severity and a recommendation.',
      project: 'Adds a full usability test round and findings table for the checkout prototype, plus the top fixes.',
      exercise: 'Rewrite the task "Click on Offers and apply a coupon" as a realistic, goal-based scenario.',
      beginnerTip: 'When a participant asks "What should I do?", reply "What would you do if I weren\'t here?"',
      advancedNote:
        'Five users per round finds most problems only within one user group and one set of tasks; with distinct segments (new vs returning users) test each, and iterate in several small rounds rather than one big one.',
    },
    {
      topicName: 'Design systems and design tokens',
      explanation: `## What a design system is
A design system is the shared source of truth for how a product looks and behaves: **foundations** (colour, type, spacing, elevation, motion), **components** (buttons, inputs, cards), **patterns** (forms, empty states, navigation) and **documentation** on when and how to use each. It lets many designers and developers ship consistent UI faster.

**Design tokens** are the named values underneath: the colour, font size or spacing that both Figma and code reference by name. Tokens usually come in layers:
- **Primitive**: raw values, e.g. \`blue-600 = #1D4ED8\`, \`space-4 = 16px\`.
- **Semantic**: meaning-based aliases, e.g. \`color-action-primary → blue-600\`, \`color-text-danger → red-600\`.
Components use semantic tokens only.

## Worked scenario: adding dark mode
Your checkout uses \`color-surface\`, \`color-text-primary\` and \`color-action-primary\`. In Figma, create these as variables in a collection with two modes, Light and Dark. In Light, \`color-surface\` points to white and \`color-text-primary\` to grey-900; in Dark they point to grey-900 and grey-50. Switch a frame's mode to Dark and every screen flips without touching a single layer. If you had used raw hex values on layers, you would be recolouring hundreds of them by hand.

## Common mistake
Naming tokens after their appearance or a single use: \`blue-button\`, \`swiggy-orange-header\`. When the button turns green or the colour is reused, the name lies. Name semantic tokens by **role**.

## Check it
Select all layers on a screen and inspect their fills: every colour should come from a variable or style, none from a raw hex. Document each component with a short usage note: when to use it, when not to, and its states.`,
      quiz: [
        {
          question: 'What are the main parts of a design system?',
          answer: 'Foundations such as colour, type and spacing; components; patterns; and documentation on how to use them.',
          keyPoints: ['foundations like colour', 'components and patterns', 'usage documentation'],
        },
        {
          question: 'What is the difference between primitive and semantic tokens?',
          answer:
            'Primitive tokens hold raw values like blue-600 = #1D4ED8; semantic tokens are role-based aliases like color-action-primary that point to primitives and are used by components.',
          keyPoints: ['primitive raw values', 'semantic role-based aliases'],
        },
        {
          question: 'How do semantic tokens make dark mode easier?',
          answer:
            'Components reference roles, so switching modes only changes which primitive each semantic token points to; every screen updates without editing layers.',
          keyPoints: ['change token mapping', 'no layer edits', 'modes in variables'],
        },
      ],
      handsOnTask:
        'Create a Figma variable collection with primitive colours and a semantic collection with Light and Dark modes, and rebind your checkout screens to the semantic variables. Switch one frame to Dark mode. The result is a dark version of the cart screen created without editing any layer by hand.',
      project: 'Converts the checkout project to token-based styling with a working dark mode.',
      exercise: 'Write semantic token names for: the error text colour, the card background, and the divider line.',
      beginnerTip: 'Start tiny: ten colour tokens, five type styles and six spacing values are already a design system.',
      advancedNote:
        'Tokens can be exported to code with tools such as Style Dictionary or the W3C design tokens format, so Figma and the codebase share names; agreeing on the naming scheme with engineers is the hard part.',
    },
    {
      topicName: 'Mobile platform patterns: iOS and Android conventions',
      explanation: `## Why platforms matter
Users carry habits from every other app on their phone. Apple's **Human Interface Guidelines (HIG)** and Google's **Material Design** describe those habits. Following them means users already know how your app works; breaking them costs learning time. In India, Android is by far the larger share of users, so never design iOS-only.

## Key differences
- **Navigation**: iOS uses a tab bar at the bottom with labelled icons; Material uses a navigation bar at the bottom for 3-5 destinations (or a navigation drawer and rail on large screens).
- **Back**: iOS relies on a top-left back button and edge swipe; Android has a system back gesture/button, so every screen must behave sensibly when the user goes back.
- **Primary actions**: Material often uses a floating action button (FAB); iOS tends to place actions in the navigation bar or as in-content buttons.
- **Sheets and dialogs**: both use bottom sheets; dialogs look and behave differently.
- **Typography and controls**: San Francisco vs Roboto, and distinct switches, pickers and date selectors.

## Worked scenario: the address picker
On iOS you present "Select address" as a sheet with a grabber; dismissing is a swipe down. On Android, you use a Material bottom sheet; the system back gesture must close the sheet, not exit checkout. In both, the primary button sits in the **thumb zone** at the bottom. Steven Hoober's observational research found that about half of phone interactions are one-handed, and the lower-middle of the screen is the easiest area for a thumb to reach, while the top corners are the hardest.

## Common mistake
Copying iOS patterns to Android, such as a top-left back chevron with no handling for the Android back gesture, so pressing back unexpectedly closes the whole flow and loses the cart.

## Check it
List your checkout's navigation, back behaviour, sheets and controls in a two-column table (iOS, Android). Walk through the prototype pressing "back" at every step and note what should happen.`,
      quiz: [
        {
          question: 'Name the two main platform design guidelines and who publishes them.',
          answer: "Apple's Human Interface Guidelines and Google's Material Design.",
          keyPoints: ['human interface guidelines', 'material design'],
        },
        {
          question: 'What must you design for on Android that iOS designs often miss?',
          answer:
            'The system back gesture or button: each screen and sheet must define what back does, such as closing a sheet rather than exiting the flow.',
          keyPoints: ['system back gesture', 'define back behaviour'],
        },
        {
          question: 'Why place primary actions near the bottom of the screen?',
          answer: 'People often use phones one-handed, and the bottom of the screen is within easy thumb reach, unlike the top corners.',
          keyPoints: ['one-handed use', 'thumb reach'],
        },
      ],
      handsOnTask:
        'Create Android and iOS versions of your address picker and payment selection, using a platform UI kit from the Figma Community for each. Write a table of back behaviour for every checkout screen on Android. The result is two side-by-side flows and a back-behaviour table.',
      project: 'Adds platform-specific variants of the checkout sheets and a back-behaviour specification.',
      exercise: 'Screenshot the same app on iOS and Android (or from store listings) and list three platform differences.',
      beginnerTip: 'Download the official iOS and Material UI kits in the Figma Community instead of drawing system controls yourself.',
      advancedNote:
        'Android predictive back (showing a preview of the destination during the back gesture) rewards apps with correct back stacks; custom back handling can opt out of it, so flag it for developers.',
    },
    {
      topicName: 'UX writing and microcopy',
      explanation: `## What it is
UX writing is the text inside the interface: button labels, error messages, empty states, confirmations, tooltips. It is part of the design, not decoration added later. Good microcopy is **clear** (one meaning), **concise** (no extra words) and **useful** (helps the user act).

## Principles
- **Buttons say what happens**: "Pay ₹412", "Save address", not "Submit" or "OK".
- **Errors explain what happened and how to fix it**, without blaming the user.
- **Empty states** explain why it's empty and offer the next step.
- **Front-load** the important words; people scan.
- **Consistent terms**: don't mix "cart", "basket" and "bag".
- **Write for your audience**: plain, familiar words; test Hindi or Hinglish versions if your users speak them, and leave space, because translated text often runs longer than English.

## Worked scenario: UPI payment failure
Before: "Error 502: Transaction failed. Please try again later."
After:
- Title: "Payment didn't go through"
- Body: "No money was taken. If ₹412 was debited, it will be refunded to your account within 5-7 working days."
- Primary button: "Try again with PhonePe"
- Secondary: "Choose another payment method"

The rewrite answers the user's real worry (did I lose money?), avoids a code they can't use, and offers clear next actions. Only promise refund timelines your business actually guarantees; confirm the exact wording with the payments team.

## Common mistake
Vague catch-all messages like "Something went wrong" used for every failure. Users can't tell whether to retry, wait or contact support. Write distinct messages for the most common failures.

## Check it
Read every string aloud: does it sound like a helpful person? Make a content table (screen, element, current text, new text) and check that each button starts with a verb and each error contains a fix.`,
      quiz: [
        {
          question: 'Why is "Pay ₹412" a better button label than "Submit"?',
          answer: 'It says exactly what will happen and includes the amount, so the user knows the consequence before tapping.',
          keyPoints: ['says what happens', 'includes the amount'],
        },
        {
          question: 'What should a good error message contain?',
          answer: 'What happened in plain language, reassurance where relevant, and how to fix it or what to do next, without blaming the user.',
          keyPoints: ['what happened', 'how to fix it', 'no blame'],
        },
        {
          question: 'Why plan space for translated text?',
          answer: 'Translations such as Hindi or other languages often run longer than English, so fixed-width labels can overflow or truncate.',
          keyPoints: ['translations run longer', 'avoid truncation'],
        },
      ],
      handsOnTask:
        'Make a content table of every string in your checkout prototype and rewrite at least ten, including the payment failure, empty cart and address error messages. Update the Figma screens. The result is a before/after content table and screens where every button starts with a verb.',
      project: 'Adds a reviewed microcopy pass and a content table to the checkout project.',
      exercise: 'Rewrite "Invalid input" for a mobile number field in three different helpful ways.',
      beginnerTip: 'Write the message you would say to a friend standing next to you, then cut it in half.',
      advancedNote:
        'Create a voice and tone guide: a stable voice (for example, friendly and plain) with tone that shifts by context, calmer and more serious for payment failures than for a successful order.',
    },
    {
      topicName: 'Capstone brief: framing a problem and planning research',
      explanation: `## The capstone
For the final week you will run a complete, portfolio-ready project from problem to tested prototype. The quality of a case study depends most on the problem you pick, so spend today framing it properly.

## Choosing a problem
Good capstone problems are **specific, real and testable** with people you can reach: booking a doctor's appointment at a neighbourhood clinic, onboarding a first-time investor to a mutual fund app, paying school fees, or a vernacular-language grocery flow for first-time smartphone users. Avoid "redesign Instagram": you have no access to its users, data or constraints, and reviewers have seen it many times.

## Worked scenario: clinic appointment booking
Today a local clinic takes bookings on WhatsApp; the receptionist replies manually and patients often wait hours for confirmation.
- **Problem statement**: "Patients of small clinics can't confirm an appointment slot quickly, so they call repeatedly or walk in and wait."
- **Users**: patients aged 25-60 who already use WhatsApp and UPI; one receptionist.
- **Goals and success metrics**: a patient books a confirmed slot in under 2 minutes; fewer "is my slot confirmed?" messages.
- **Constraints**: no app download (web link shared on WhatsApp), Hindi and English, works on low-end Android.
- **Research plan**: 5 patient interviews, 1 receptionist interview, observe 30 minutes of the clinic's WhatsApp inbox (with permission), review 2 competitor booking apps.

## Common mistake
Framing the solution instead of the problem ("build a booking app") and setting no success metric. Without a metric you can't show impact in the case study.

## Check it
Your brief fits on one page and answers: who has the problem, what the problem is, why it matters, how you will measure success, what constraints you have, and which research you will do by when. Ask someone outside design to read it and explain the problem back to you.`,
      quiz: [
        {
          question: 'What makes a good capstone problem?',
          answer: 'It is specific, real and testable with users you can actually reach, rather than a redesign of a famous app with no access to its users or data.',
          keyPoints: ['specific and real', 'users you can reach', 'testable with users'],
        },
        {
          question: 'What should a one-page design brief include?',
          answer: 'The users, the problem statement, why it matters, success metrics, constraints and a research plan with timing.',
          keyPoints: ['problem statement', 'success metrics', 'project constraints', 'research plan'],
        },
        {
          question: 'Why include a success metric in the brief?',
          answer: 'It defines what improvement means and lets you show impact in the case study, for example booking a confirmed slot in under 2 minutes.',
          keyPoints: ['defines improvement', 'show impact'],
        },
      ],
      handsOnTask:
        'Choose a capstone problem and write a one-page brief with users, problem statement, success metrics, constraints and a dated research plan. Recruit at least three interview participants and run the first interview. The result is a brief frame in Figma and one set of interview notes.',
      project: 'Starts the capstone with a one-page brief, research plan and first interview.',
      exercise: 'Turn "build a better food app" into a specific problem statement with a user, a problem and a consequence.',
      beginnerTip: 'Pick a problem you or your family actually face; you will find participants faster and understand the context better.',
      advancedNote:
        'Write down your riskiest assumptions (for example, "patients will book via a web link instead of calling") and design research to test those first; it keeps the project honest and makes the case study stronger.',
    },
    {
      topicName: 'Capstone: ideation, flows and wireframes',
      explanation: `## From insights to ideas
With interviews done, synthesise quickly (affinity map, 3-5 insights, a JTBD) and turn each insight into a "How might we" question. Then generate many ideas before committing. Volume first, judgement later.

## Crazy 8s
A fast sketching method from Google Ventures' design sprint: fold a sheet into eight panels and sketch eight different ideas in eight minutes, one per minute. The time pressure pushes past the obvious first idea. Afterwards, mark the strongest parts of each sketch and combine them.

## Worked scenario: clinic booking
Insight: "Patients don't trust a booking until a human confirms it." HMW: "How might we make a booking feel confirmed instantly?"
Crazy 8s ideas include: live slot grid with instant confirmation; a WhatsApp message with the token number; a "call me back" option; a queue tracker showing "3 patients ahead of you".
You combine: a web page opened from the clinic's WhatsApp link → choose doctor → pick a slot from a grid showing only available times → enter name and phone → instant confirmation with a token number and a WhatsApp message, plus a live "patients ahead" count on the day.

Draw the **user flow** including unhappy paths (slot taken while choosing, doctor on leave), then create **mid-fidelity wireframes** for every screen in the flow, using real content in Hindi and English.

## Design critique
Share the wireframes in a 30-minute critique with two people. Ask for feedback against the goal ("Does this make the booking feel confirmed?") rather than general likes and dislikes.

## Common mistake
Falling in love with the first idea and wireframing it in detail. Sketch widely; wireframe only the idea that best answers your HMW.

## Check it
You should have at least 8 sketches, a flow with unhappy paths, wireframes covering every flow step, and a list of critique feedback with what you changed.`,
      quiz: [
        {
          question: 'What is the Crazy 8s method and why use it?',
          answer: 'Sketching eight different ideas in eight minutes, one per minute; the time pressure pushes you past the obvious first idea to more options.',
          keyPoints: ['eight ideas eight minutes', 'past the first idea'],
        },
        {
          question: 'How should you frame feedback in a design critique?',
          answer: 'Ask reviewers to evaluate the design against the goal or HMW, for example whether it makes booking feel confirmed, rather than asking what they like.',
          keyPoints: ['feedback against the goal', 'not likes and dislikes'],
        },
        {
          question: 'Why sketch many ideas before wireframing?',
          answer: 'It avoids committing to the first idea too early and lets you combine the best parts of several ideas before investing detail.',
          keyPoints: ['avoid first idea', 'combine best parts'],
        },
      ],
      handsOnTask:
        'Run Crazy 8s for your top HMW, combine the best parts into one concept, draw the full user flow with two unhappy paths, and wireframe every screen. Hold a 30-minute critique with two people. The result is a page with sketches, flow, wireframes and a critique log with changes.',
      project: 'Capstone: adds ideation sketches, a complete user flow and mid-fidelity wireframes.',
      exercise: 'Do one round of Crazy 8s for "How might we help a first-time user find the right doctor?"',
      beginnerTip: 'Your sketches can be ugly boxes and arrows; ideas matter, drawing skill does not.',
      advancedNote:
        'Use dot voting or a simple impact-versus-effort matrix to choose between concepts with stakeholders, and record the rejected concepts with reasons; reviewers value seeing that trade-offs were considered.',
    },
    {
      topicName: 'Capstone: high-fidelity UI and tested prototype',
      explanation: `## Bringing it together
Today you turn the capstone wireframes into a high-fidelity, tested prototype using everything from weeks 2 and 3: your type scale, colour tokens, 8-point spacing, grid, components with variants, auto layout, states, accessible contrast and good microcopy.

## Worked scenario: clinic booking in high fidelity
- **Styles**: reuse your token-based library; choose a calm primary colour (teal) that passes 4.5:1 with white text for buttons.
- **Slot grid**: a component with variants Available, Selected, Unavailable and Few-left. Unavailable slots are greyed **and** struck through so meaning doesn't depend on colour.
- **Form**: name and 10-digit phone with a +91 prefix, numeric keypad, persistent labels.
- **Confirmation**: "Your appointment is confirmed" heading, token number in large type, doctor, date and time, "Add to calendar" and "Get directions" actions, plus a note that details were sent on WhatsApp.
- **States**: loading skeleton for slots, "slot just got booked" error with a suggestion of the next free slot, empty state when the doctor is on leave.
- **Language toggle** for English and Hindi, with layouts checked for longer Hindi strings.

## Test and iterate
Prototype the full flow and test with five people matching your users, using a goal-based task: "Book the earliest available appointment with Dr Mehta this week." Track task success, time and SEQ. Fix the top issues and test the changed screens again with two people.

## Common mistake
Testing only with fellow designers or classmates. They know the patterns and will breeze through screens that confuse a 55-year-old first-time user. Recruit people who match your brief.

## Check it
Compare results with the success metric in your brief (for example, "confirmed booking in under 2 minutes"). Record the before and after numbers from your two rounds; these numbers become the outcome section of your case study.`,
      quiz: [
        {
          question: 'Why should an "unavailable" slot be greyed and struck through rather than only greyed?',
          answer: 'So the meaning does not rely on colour alone; people with low vision or colour blindness can still tell the slot is unavailable.',
          keyPoints: ['not colour alone', 'colour blindness'],
        },
        {
          question: 'Who should you test the capstone prototype with, and why?',
          answer: 'People who match the users in your brief, because designers or classmates know common patterns and will miss problems real users face.',
          keyPoints: ['match your users', 'designers miss problems'],
        },
        {
          question: 'How do you show the prototype met its goal?',
          answer: 'Measure task success and time in testing, compare against the success metric in the brief, and record before and after numbers across iterations.',
          keyPoints: ['compare with success metric', 'before and after numbers'],
        },
      ],
      handsOnTask:
        'Build high-fidelity screens for your capstone flow using your components and tokens, including loading, error and empty states. Prototype it end to end, test with five matching users, iterate once and retest with two. The result is a working prototype link and a results table from both rounds.',
      project: 'Capstone: adds the high-fidelity UI, a clickable prototype and two rounds of test results.',
      exercise: 'Design the "slot just got booked by someone else" state with a helpful next step.',
      beginnerTip: 'Reuse components from your checkout project; the capstone should look consistent, not reinvented.',
      advancedNote:
        'Where possible, add a quantitative benchmark: time a baseline (for example, booking via the current WhatsApp process) and compare it with your prototype, which gives a much stronger outcome statement than test success alone.',
    },
    {
      topicName: 'Design handoff: specs, annotations and working with developers',
      explanation: `## What handoff is
Handoff is giving developers everything they need to build the design accurately without guessing. In practice it is a continuous conversation, not a single moment, but the files you provide decide how much gets lost in translation. Figma's **Dev Mode** lets developers inspect measurements, colours, tokens and export assets, but it cannot show intent, behaviour or edge cases; those you must annotate.

## Handoff checklist
- **Clean file**: a "Ready for dev" page, frames named by screen and state ("Cart / Empty", "Cart / Error"), layers named meaningfully.
- **Tokens and components**: all colours, text and spacing from variables or styles, so developers see names like \`color-action-primary\`, not hex codes.
- **States and edge cases**: empty, loading, error, long text, maximum values.
- **Behaviour annotations**: what happens on tap, transitions, validation rules, and back behaviour.
- **Accessibility**: screen-reader labels, reading order, target sizes.
- **Assets**: icons as SVG; raster images at 1x, 2x and 3x where needed.
- **Responsive rules**: what stretches, wraps or truncates.

## Worked scenario: cart screen handoff
Annotation next to the quantity stepper: "Min 1; at 1, minus becomes a delete icon and removes the item after confirmation. Max 10 per item; plus is disabled at 10 with a toast 'You can add up to 10 of this item'. Total updates immediately (optimistic), rolls back with an error toast if the API fails." That single note prevents three rounds of back-and-forth.

## Common mistake
Handing off only the happy-path screens and answering the rest in chat, where decisions get lost. Put edge cases in the file.

## Check it
Walk through the file with a developer for 30 minutes and list every question they ask; each question is a missing annotation. After they build one screen, do a design QA pass comparing build and design side by side, logging differences with screenshots.`,
      quiz: [
        {
          question: 'What can Figma Dev Mode show developers, and what must designers still annotate?',
          answer:
            'Dev Mode shows measurements, colours, tokens, typography and exportable assets; designers must still annotate behaviour, intent, states, edge cases and accessibility.',
          keyPoints: ['measurements and tokens', 'annotate behaviour', 'edge cases'],
        },
        {
          question: 'List four items on a handoff checklist.',
          answer: 'A clean named file, token-based styles and components, all states and edge cases, behaviour annotations, accessibility notes, exported assets and responsive rules.',
          keyPoints: ['states and edge cases', 'behaviour annotations', 'accessibility notes', 'exported assets'],
        },
        {
          question: 'What is design QA?',
          answer: 'Reviewing the built product against the design, screen by screen, and logging differences with screenshots for developers to fix.',
          keyPoints: ['compare build to design', 'log differences'],
        },
      ],
      handsOnTask:
        'Prepare a "Ready for dev" page for your checkout or capstone with named frames for every state, behaviour and accessibility annotations, and exported SVG icons. Ask a developer friend (or yourself, as a developer) to list questions after inspecting it in Dev Mode. The result is an annotated page and a list of questions you then answered in the file.',
      project: 'Adds a developer-ready handoff page with annotations to the capstone.',
      exercise: 'Write the behaviour annotation for a "Apply coupon" field, covering valid, invalid and expired coupons.',
      beginnerTip: 'Ask developers early which information they want; a ten-minute chat saves days of rework.',
      advancedNote:
        'Keep design and code in sync by mapping Figma components to code components (Figma Code Connect or a shared naming convention) and treating component changes as versioned releases with changelogs.',
    },
    {
      topicName: 'Measuring UX: funnels, A/B tests and the HEART framework',
      explanation: `## Why measure
Qualitative research tells you **why** people struggle; metrics tell you **how many** and whether a change worked at scale. Designers who can read metrics argue for their work with evidence.

## Funnels
A funnel tracks the share of users who make it through each step of a flow. Example checkout funnel for 10,000 sessions that reached the cart: cart 10,000 → address 7,800 → payment 6,100 → paid 4,900. Step conversion: 78%, 78%, 80%; overall 49%. The biggest absolute drop is cart → address (2,200 people), so that's where to look first, together with session recordings and interviews.

## HEART
Google's HEART framework picks metrics across five dimensions: **Happiness** (satisfaction, e.g. survey ratings), **Engagement** (frequency of use), **Adoption** (new users of a feature), **Retention** (users who come back) and **Task success** (completion rate, time, errors). For each, write **Goals → Signals → Metrics**, so you measure what matters rather than what is easy.

## A/B tests
Show version A to one random group and B to another, then compare a primary metric. Worked scenario: you test "show full bill on the cart screen" (B) against the current cart (A), with checkout completion as the primary metric. Decide the sample size and duration before starting, run for whole weeks to cover weekday and weekend behaviour, and change one thing at a time so you know what caused the result.

## Common mistake
**Peeking**: checking results daily and stopping as soon as B looks better. Random noise often looks like a win early on, so early stopping inflates false positives. Commit to the planned sample size.

## Check it
For your capstone, write a HEART table with one goal, signal and metric per dimension you care about, and a funnel definition listing the exact event for each step.`,
      quiz: [
        {
          question: 'In a funnel cart 10,000 → address 7,800 → payment 6,100 → paid 4,900, which step loses the most users?',
          answer: 'Cart to address, which loses 2,200 users; it should be investigated first.',
          keyPoints: ['cart to address', '2,200 users lost'],
        },
        {
          question: 'What do the letters in HEART stand for?',
          answer: 'Happiness, Engagement, Adoption, Retention and Task success.',
          keyPoints: ['happiness engagement', 'adoption retention', 'task success'],
        },
        {
          question: 'Why is peeking at A/B test results and stopping early a problem?',
          answer: 'Random noise can make a variant look like a winner early; stopping when it looks good inflates false positives, so you should run to the planned sample size.',
          keyPoints: ['random noise', 'false positives', 'planned sample size'],
        },
      ],
      handsOnTask:
        'Define the funnel events for your checkout redesign, fill in a HEART goals-signals-metrics table for it, and write an A/B test plan (hypothesis, variants, primary metric, sample size or duration, stop rule). The result is one Figma or doc page with the funnel, HEART table and test plan.',
      project: 'Adds a measurement plan (funnel, HEART table and A/B test plan) to the capstone.',
      exercise: 'Compute step and overall conversion for: landing 5,000 → sign-up 1,500 → first order 600.',
      beginnerTip: 'Always pair a funnel drop with a "why" source such as recordings or interviews before redesigning.',
      advancedNote:
        'Watch guardrail metrics (refund rate, support tickets, page speed) alongside the primary metric, since a change can raise conversion while harming trust or revenue elsewhere.',
    },
    {
      topicName: 'Writing a UX case study',
      explanation: `## What a case study is for
A UX case study shows **how you think**: the problem you tackled, the decisions you made and why, and what happened. Hiring managers often skim a case study in a few minutes before deciding whether to read further, so it must be scannable and lead with the outcome.

## Structure that works
1. **Overview**: one-paragraph summary, your role, team, timeline and the outcome in one line ("Booking time fell from 6 minutes to 1:40 in testing").
2. **Problem and context**: who, what, why it matters, constraints.
3. **Research**: what you did and the 2-3 insights that changed the design, with evidence.
4. **Key decisions**: 3-4 decisions, each with the options you considered, what you chose and why (trade-offs).
5. **Solution**: final screens with short captions explaining the reasoning.
6. **Testing and results**: numbers, quotes, what you changed.
7. **Learnings**: what you'd do differently and next steps.

## Worked scenario: the checkout redesign
Headline: "Reducing checkout steps for a food-delivery app". Outcome line: "Cut checkout from ten steps to six; task success rose from 3 of 5 to 5 of 5 testers." A key decision section: "Showing fees on the cart. Options: keep the current flow, show an estimate, or show the full itemised bill. Chose the full bill because hidden costs are a leading reason for cart abandonment; trade-off: a longer cart screen, solved by collapsing bill details by default with the total always visible."

## Common mistake
**Process theatre**: showing every method (personas, empathy maps, journey maps) as a checklist without explaining how each changed the design. Show fewer artefacts and connect each to a decision.

## Check it
Give your case study to a friend for three minutes, then ask: what was the problem, what did you do, and what was the result? If they can't answer all three, tighten the overview and headings.`,
      quiz: [
        {
          question: 'What should the overview of a case study contain?',
          answer: 'A short summary, your role, the team and timeline, and the outcome in one line with a measurable result if possible.',
          keyPoints: ['your role', 'team and timeline', 'outcome upfront'],
        },
        {
          question: 'What is "process theatre" and how do you avoid it?',
          answer: 'Showing many methods and artefacts as a checklist without explaining their impact; avoid it by showing fewer artefacts and linking each to a design decision.',
          keyPoints: ['methods as checklist', 'link to decisions'],
        },
        {
          question: 'How should you present a key design decision?',
          answer: 'State the options you considered, which one you chose, why, and the trade-off involved.',
          keyPoints: ['options considered', 'why you chose', 'the trade-off involved'],
        },
      ],
      handsOnTask:
        'Write the case study for your checkout redesign or capstone with the seven sections above, using final screens, one research insight and at least one number. Do the three-minute friend test. The result is a published draft (Notion, Behance or your site) that a friend can summarise correctly.',
      project: 'Turns the capstone into a complete written case study.',
      exercise: 'Write a one-sentence outcome line for a project you have done, including a number.',
      beginnerTip: 'Write the headings and captions first; if the story makes sense from those alone, the case study is skimmable.',
      advancedNote:
        'For work under NDA, anonymise the brand, replace real data with realistic placeholders and focus on the decision process; ask permission before showing any unreleased screens.',
    },
    {
      topicName: 'Building and presenting your design portfolio',
      explanation: `## What a portfolio must do
A UX portfolio is evidence that you can solve problems, not a gallery of pretty screens. Reviewers typically want **2-4 strong case studies** that show research, decisions and results, more than ten shallow projects. For entry-level roles in India's product companies, startups and agencies, a portfolio with one real-world project (a local business, an NGO, a freelance client) stands out against yet another concept redesign of a famous app.

## Where to host
A personal site (Framer, Webflow or a simple template) gives you the most control; Notion is quick and acceptable; Behance is good for discoverability and Dribbble for visual shots, but neither replaces written case studies.

## Worked scenario: your portfolio homepage
- **Top**: your name, a one-line positioning statement ("Product designer focused on payments and commerce flows for Indian users"), and links to your resume, LinkedIn and email.
- **Projects**: three cards, each with a strong cover image, title, one-line problem and an outcome ("Checkout steps 10 → 6").
- **About**: a short paragraph about how you work and what you're looking for.
Order projects by strength, with the most relevant to the roles you want first.

## Presenting
Many interview loops include a portfolio presentation of 30-45 minutes. Pick one or two projects, tell each as a story (problem, insight, key decisions, result, learnings), and prepare for questions like "What would you do differently?" and "How did you work with engineers?"

## Common mistake
A portfolio of Dribbble-style shots with no reasoning, or long case studies where the outcome is buried at the bottom. Also: broken prototype links and images that don't load on mobile.

## Check it
Run a five-second test on your homepage with someone outside design: can they say what kind of designer you are? Open every link and case study on your phone over mobile data.`,
      quiz: [
        {
          question: 'How many case studies should a UX portfolio typically feature, and why?',
          answer: 'About two to four strong case studies, because depth showing research, decisions and results matters more than many shallow projects.',
          keyPoints: ['two to four', 'depth over quantity'],
        },
        {
          question: 'What should each project card on the homepage show?',
          answer: 'A cover image, title, a one-line problem and an outcome, ideally with a number.',
          keyPoints: ['one-line problem', 'outcome with number'],
        },
        {
          question: 'How should you structure a portfolio presentation?',
          answer: 'Choose one or two projects and tell each as a story: problem, insight, key decisions, result and learnings, leaving time for questions.',
          keyPoints: ['one or two projects', 'tell as a story', 'decisions and results'],
        },
      ],
      handsOnTask:
        'Publish a portfolio with a homepage, positioning line, about section and at least two case studies (the checkout redesign and the capstone). Run a five-second test with someone outside design and test every link on your phone. The result is a live URL you can share.',
      project: 'Publishes the checkout redesign and capstone case studies in a live portfolio.',
      exercise: 'Write three versions of your one-line positioning statement and ask two people which is clearest.',
      beginnerTip: 'Done and live beats perfect; publish, then improve one case study a week.',
      advancedNote:
        'Tailor the order of projects and the positioning line to each application; a fintech role should see your payments work first. Track which versions get responses.',
    },
    {
      topicName: 'Design interviews: app critique and whiteboard challenges',
      explanation: `## The common rounds
Design interview loops usually mix: a **portfolio review**, an **app critique**, a **whiteboard or design challenge** (live, 45-60 minutes), sometimes a **take-home assignment**, and a behavioural conversation. Interviewers look for structured thinking, user focus, clear communication and how you handle trade-offs.

## App critique framework
1. Who is the user and what are they trying to do?
2. What is the business goal of this screen?
3. What works well, and why?
4. What doesn't work, for whom, and why?
5. How would you improve it, and how would you measure the improvement?

## Worked scenario: critique a UPI app's home screen
"The main user is someone who wants to pay quickly, often at a shop counter. The scanner is one tap away at the bottom, which works well for one-handed use. But the screen also shows many offers and banners above the fold, which competes with the core task and slows first-time users. I'd keep scan, pay contacts and balance check as the primary tier, move offers lower, and measure time from app open to payment started."

## Whiteboard challenge approach
Prompt: "Design a way for housing-society residents to pay maintenance."
1. **Clarify** (5-10 min): who pays, how often, how they pay today, constraints.
2. **Users and goals**: resident, society treasurer.
3. **Problem focus**: pick one core scenario ("resident pays this month's dues").
4. **Flow**, then **sketch** key screens.
5. **Edge cases and metrics**: late payments, partial payments; success = on-time payment rate.
6. **Summarise** trade-offs and next steps.

## Common mistake
Jumping straight to drawing screens without clarifying users and goals. Interviewers care more about your questions and reasoning than your sketches.

## Check it
Do one timed mock challenge and one app critique with a peer. Ask them to score: clarified the problem, stated users and goals, explained trade-offs, defined a metric.`,
      quiz: [
        {
          question: 'Outline the five steps of the app critique framework.',
          answer: 'Identify the user and their goal, the business goal, what works and why, what doesn\'t and for whom, and how you would improve and measure it.',
          keyPoints: ['user and goal', 'what works', 'what does not', 'improve and measure'],
        },
        {
          question: 'What should you do first in a whiteboard challenge?',
          answer: 'Clarify the problem: ask who the users are, how they solve it today, how often, and what constraints exist, before drawing anything.',
          keyPoints: ['clarify the problem', 'ask about users', 'before drawing'],
        },
        {
          question: 'What are interviewers mainly assessing in design challenges?',
          answer: 'Structured thinking, focus on users, clear communication and the handling of trade-offs, more than sketch quality.',
          keyPoints: ['structured thinking', 'user focus', 'handling trade-offs'],
        },
      ],
      handsOnTask:
        'Record yourself doing a 5-minute critique of one app you use, following the framework. Then do a 45-minute whiteboard challenge with a peer using the housing-society prompt and get scored on the four criteria. The result is a recording and a scored rubric with one thing to improve.',
      project: 'Adds interview preparation notes, a recorded critique and a scored mock challenge to your portfolio kit.',
      exercise: 'List five clarifying questions for "Design a feature to split bills among friends".',
      beginnerTip: 'Think aloud the whole time; silence in a whiteboard challenge reads as being stuck.',
      advancedNote:
        'For take-home assignments, agree the time box and expectations in writing, document assumptions you could not verify, and show your reasoning; never spend days on unpaid work that looks like real client delivery.',
    },
  ],
  advancedDays: [
    {
      topicName: 'Scaling a design system: theming, governance and versioning',
      explanation: `## The problem at scale
A design system that works for one team breaks down with ten: people detach components, fork styles and ship inconsistent UI. Scaling is less about more components and more about **architecture and governance**.

## Token architecture
Mature systems use three token tiers:
1. **Primitive**: raw palette and scales (\`teal-600\`, \`space-4\`).
2. **Semantic**: roles (\`color-action-primary\`, \`color-surface-raised\`).
3. **Component**: component-specific decisions (\`button-primary-bg → color-action-primary\`).
Theming (dark mode, multiple brands, high-contrast) happens by remapping tiers 1 and 2; components never change.

## Worked scenario: one system, two brands
A fintech company runs a consumer app and a merchant app. Both use the same Button, Input and Card components. The consumer brand maps \`color-action-primary\` to a purple; the merchant brand maps it to a blue, and also uses a denser spacing mode for data-heavy screens. In Figma, the semantic collection has modes Consumer and Merchant; in code, a theme file swaps the same token names. A fix to the Input's focus ring ships once and reaches both products.

## Governance
- **Contribution model**: teams propose new components through a template (problem, usage, variants, accessibility), reviewed by the system team.
- **Versioning**: treat library updates as releases with semantic versions and changelogs; flag breaking changes.
- **Adoption metrics**: measure how many screens use system components and how often instances are detached.

## Common mistake
Adding every one-off request to the core library. The system bloats and quality drops. Keep experimental or single-use components in the product team's file until a second team needs them.

## Check it
Audit one product file: count detached instances and raw hex colours. Write a one-page contribution guideline and a changelog entry for your next library update.`,
      quiz: [
        {
          question: 'What are the three token tiers in a mature design system?',
          answer: 'Primitive tokens for raw values, semantic tokens for roles, and component tokens for component-specific decisions that point to semantic tokens.',
          keyPoints: ['primitive raw values', 'semantic roles', 'component tokens'],
        },
        {
          question: 'How can one component library serve two brands?',
          answer: 'Components reference semantic tokens, and each brand is a mode or theme that maps those tokens to different primitive values.',
          keyPoints: ['semantic tokens', 'brand as theme or mode'],
        },
        {
          question: 'Why not add every requested component to the core library?',
          answer: 'One-off components bloat the system and lower quality; keep them local until more than one team needs them.',
          keyPoints: ['system bloats', 'wait for second team'],
        },
      ],
      handsOnTask:
        'Restructure your token variables into primitive, semantic and component tiers and add a second brand mode. Publish the library and write a changelog entry and a contribution template. The result is a library where switching brand mode restyles every component.',
      project: 'Upgrades the project library to a multi-brand, three-tier token system with governance docs.',
      exercise: 'Write a semantic-versioning changelog for a change that renames a button variant (is it major, minor or patch?).',
      beginnerTip: 'Master the semantic tier first; component tokens are only worth it once many components share decisions.',
      advancedNote:
        'Track system health with adoption dashboards (Figma library analytics, code usage scans) and prioritise the components with the most detachments, since detachment usually signals a missing variant.',
    },
    {
      topicName: 'Advanced prototyping with Figma variables and conditional logic',
      explanation: `## Why go beyond links
Basic prototypes need a separate frame for every state, which explodes quickly: a cart with three items and quantities 1-5 would need over a hundred frames. Figma **variables** (number, string, boolean and colour) can store state inside the prototype, and interactions can **set variables** and run **conditionals** (if/else), so one frame behaves like a real app.

## Worked scenario: a working cart
1. Create number variables \`qty\` (default 1) and \`price\` (180), and bind a text layer to \`qty\`.
2. On the plus button: action "Set variable" \`qty\` to the expression \`qty + 1\`.
3. On the minus button: a conditional: **if** \`qty > 1\`, set \`qty\` to \`qty - 1\`; **else** open an overlay "Remove this item?".
4. Bind the total text to an expression of \`qty\` and \`price\`, so it updates live (a string variable can concatenate "₹" with the number).
5. Create a boolean \`couponApplied\`; the "Apply" button sets it to true, and the bill row for the discount is shown only when it is true, using a boolean bound to the layer's visibility.

Now testers can change quantities, apply a coupon and see a correct total, and you maintain one frame instead of dozens.

## When it's worth it
Use it when the test depends on realistic feedback: pricing, form validation, multi-step filters. For a quick flow test, simple frame links are faster.

## Common mistake
Building complex logic without naming conventions or notes. Weeks later nobody, including you, can tell why the prototype behaves as it does. Group variables in a collection called "Prototype state", name them clearly, and add a sticky note listing the logic.

## Check it
Play the prototype and try edge cases: reduce quantity to zero, apply the coupon twice, go back and forward. The total must always be correct, and no action should leave the prototype stuck.`,
      quiz: [
        {
          question: 'What types of variables can Figma prototypes use?',
          answer: 'Number, string, boolean and colour variables.',
          keyPoints: ['number and string', 'boolean and colour'],
        },
        {
          question: 'How would you make a minus button that asks to remove the item at quantity 1?',
          answer: 'Use a conditional: if qty > 1 set qty to qty - 1, else open a confirmation overlay asking whether to remove the item.',
          keyPoints: ['conditional if else', 'set variable', 'open overlay'],
        },
        {
          question: 'When are variable-based prototypes worth the extra effort?',
          answer: 'When the test depends on realistic feedback such as prices, validation or filters; for simple flow tests, linking frames is faster.',
          keyPoints: ['realistic feedback needed', 'simple flows use links'],
        },
      ],
      handsOnTask:
        'Rebuild your cart as a single-frame prototype with qty and price variables, a conditional minus button and a coupon boolean that toggles a discount row. Test ten edge-case sequences. The result is one frame whose total is always correct during play.',
      project: 'Upgrades the checkout prototype with live quantity, total and coupon logic.',
      exercise: 'Add a string variable that shows "Free delivery unlocked" once the total passes ₹199.',
      beginnerTip: 'Start with one number variable bound to one text layer and a single plus button before adding logic.',
      advancedNote:
        'Variables with modes can also drive prototype language or theme switching; combined with conditionals you can test localisation or dark mode live, though very complex logic is often better prototyped in code.',
    },
    {
      topicName: 'Quantitative UX research: surveys and sample sizes',
      explanation: `## When to use quantitative research
Interviews and usability tests tell you why; surveys and analytics tell you how common something is. Use a survey to **size** a finding ("How many of our users pay with cash on delivery, and why?") after qualitative research has told you which options to ask about.

## Survey design basics
- Ask about specific past behaviour ("In the last month, how did you pay for most orders?") rather than opinions about the future.
- Use closed questions with exhaustive, non-overlapping options, plus "Other" and "None of these".
- Avoid **double-barrelled** questions ("Was delivery fast and friendly?") and leading wording.
- Keep it short: every extra question lowers completion.
- Pilot with five people and watch them answer.

## Sample size and margin of error
For a proportion, the margin of error at 95% confidence is roughly 1.96 × √(p(1−p)/n). With the worst case p = 0.5:
- n ≈ 385 gives about ±5%.
- n ≈ 97 gives about ±10%.
So if 40% of 400 respondents say they prefer COD, the true figure is likely between about 35% and 45%. Sample size matters far less than **who** responds: 2,000 responses from an email list of loyal customers can be badly biased against the users who churned.

## Worked scenario
You suspect first-time users avoid UPI because of refund worries. Survey 500 recent first-time customers: "Which payment method did you use for your first order?" and, for COD users, "What was the main reason?" with options from your interviews. If 62% of COD users pick "Worried about refunds if the order fails", you have a sized problem worth a design change.

## Common mistake
Surveying to discover unknown problems. Open-ended surveys produce shallow answers; use interviews to discover, surveys to measure.

## Check it
Calculate your margin of error before launch, and compare respondent demographics with your user base to spot sampling bias.`,
      quiz: [
        {
          question: 'About how many responses give a ±5% margin of error at 95% confidence for a proportion?',
          answer: 'About 385 responses, using the worst case p = 0.5.',
          keyPoints: ['about 385', '95% confidence'],
        },
        {
          question: 'What is a double-barrelled question and why avoid it?',
          answer: 'A question that asks about two things at once, like "fast and friendly"; answers are ambiguous because you cannot tell which part the respondent rated.',
          keyPoints: ['two things at once', 'ambiguous answers'],
        },
        {
          question: 'Why can a large survey still be misleading?',
          answer: 'If the respondents are not representative, such as only loyal customers, sampling bias skews results regardless of sample size.',
          keyPoints: ['sampling bias', 'not representative'],
        },
      ],
      handsOnTask:
        'Write a 6-question survey to size one insight from your interviews, with closed options drawn from interview findings. Pilot it with five people, fix confusing questions, and compute the margin of error for your planned sample. The result is a piloted survey and a sample-size note.',
      project: 'Adds a survey to quantify the capstone\'s key insight.',
      exercise: 'Compute the approximate margin of error for 150 responses at p = 0.5.',
      beginnerTip: 'Write the decision the survey will inform before writing any question; cut questions that do not affect it.',
      advancedNote:
        'Combine methods (triangulation): a funnel drop in analytics, a sized reason from a survey and quotes from interviews together make a far stronger case than any one source.',
    },
    {
      topicName: 'Service design: journey maps and service blueprints',
      explanation: `## Beyond the screen
Many user problems are caused not by the interface but by what happens behind it: staff processes, policies, partner systems. **Service design** looks at the whole service across channels (app, phone, WhatsApp, in person) and across the people and systems that deliver it.

## Two key artefacts
- **Customer journey map**: the stages a customer goes through, with their actions, thoughts, emotions and pain points at each stage. It is drawn from research, not imagination.
- **Service blueprint**: extends the journey downward in layers: customer actions; **frontstage** (what staff or interfaces the customer sees do); the **line of visibility**; **backstage** actions the customer doesn't see; and **support processes** (systems, policies, partners).

## Worked scenario: a food-order refund
Journey: the order arrives with a missing item → the user opens help → chats with a bot → waits → gets a refund "in 5-7 days" → checks the bank app repeatedly → contacts support again.
Blueprint reveals backstage: the bot creates a ticket; an agent must manually verify with the restaurant by phone; refunds to UPI are batched once a day by the finance system; no status update is sent after approval. The pain point ("Where's my refund?") is caused by missing backstage notifications, not the chat UI. Fixes: send a status message when the refund is approved and when it is initiated, with the reference number (UTR) users can show their bank, and allow auto-approval for low-value missing items.

## Common mistake
Redesigning the visible screens when the failure is backstage. A prettier help screen won't fix a refund that nobody tells the user about.

## Check it
Build the blueprint with someone who works in operations or support; they will correct the backstage layers. Every pain point in the journey should link to at least one backstage or support cause.`,
      quiz: [
        {
          question: 'What is the line of visibility in a service blueprint?',
          answer: 'The boundary separating what the customer sees (frontstage) from the actions and systems they do not see (backstage and support processes).',
          keyPoints: ['frontstage vs backstage', 'what customer sees'],
        },
        {
          question: 'What layers does a service blueprint add beneath the customer journey?',
          answer: 'Frontstage actions, backstage actions hidden from the customer, and support processes such as systems, policies and partners.',
          keyPoints: ['frontstage actions', 'backstage actions', 'support processes'],
        },
        {
          question: 'In the refund example, what was the real cause of "Where is my refund?" complaints?',
          answer: 'Backstage gaps: manual verification, daily batched refunds and no status notifications after approval, rather than the chat interface itself.',
          keyPoints: ['backstage gaps', 'no status notifications'],
        },
      ],
      handsOnTask:
        'Create a journey map and a service blueprint for your capstone service (for example, clinic booking from WhatsApp message to consultation). Validate the backstage layers with someone who runs or works in that service. The result is a blueprint where every pain point links to a backstage cause and a proposed fix.',
      project: 'Adds a service blueprint to the capstone, extending the design beyond the screens.',
      exercise: 'List three backstage steps that happen when you order a cab, and the frontstage signal the rider sees for each.',
      beginnerTip: 'Start the journey map with real quotes from interviews on each stage; emotions should come from evidence.',
      advancedNote:
        'Blueprints are powerful for cross-team alignment: quantify each pain point (tickets per week, cost per contact) so operations and engineering can prioritise fixes that are outside the design team\'s direct control.',
    },
  ],
};
