import type { TrackInput } from '../curriculum-schema';

export const track: TrackInput = {
  id: 'web-basics',
  title: 'Web Development Basics (HTML, CSS, JavaScript)',
  keywords: ['web development', 'web dev', 'web basics', 'html', 'html5', 'css', 'css3', 'javascript', 'js', 'frontend', 'front-end', 'front end developer', 'website', 'responsive website', 'landing page', 'dom', 'flexbox', 'css grid', 'portfolio website'],
  summary: 'Learn the three languages of the web from zero: structure pages with semantic HTML, style and lay them out with modern CSS (flexbox, grid, custom properties), and make them interactive with modern JavaScript (DOM, events, fetch, async/await). You finish a personal portfolio in week one and a live weather dashboard by the end of the month.',
  starterProject: 'A one-page personal portfolio website (about, projects, contact form and a dark-mode toggle) built with plain HTML, CSS and JavaScript and published online.',
  days: [
    {
      topicName: 'Your first HTML page: the portfolio skeleton',
      explanation: `## What HTML is
HTML (HyperText Markup Language) describes the **structure and meaning** of a page. The browser reads your tags and builds a tree of elements called the DOM. HTML does not decide colours or layout — that is CSS's job later this week.

Every page starts with the same boilerplate. \`<!DOCTYPE html>\` switches the browser into standards mode, \`<html lang="en">\` tells screen readers the language, and \`<head>\` holds information *about* the page (title, character set, viewport) while \`<body>\` holds what the visitor sees.

## Worked example: \`index.html\`
\`\`\`html
<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="UTF-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Asha Rao – Web Developer</title>
</head>
<body>
  <header>
    <h1>Asha Rao</h1>
    <p>Self-taught web developer from Pune.</p>
  </header>
  <main>
    <section id="about"><h2>About me</h2></section>
    <section id="projects"><h2>Projects</h2></section>
    <section id="contact"><h2>Contact</h2></section>
  </main>
  <footer><p>© 2025 Asha Rao</p></footer>
</body>
</html>
\`\`\`
\`header\`, \`main\`, \`section\` and \`footer\` are **semantic elements**: they tell browsers, search engines and screen readers what each region is, which a pile of \`<div>\`s cannot.

## Common mistake
Choosing headings by size ("h4 looks nicer here"). Headings form an outline: one \`<h1>\` per page, then \`<h2>\` for sections, \`<h3>\` inside those. Fix the *size* with CSS, never by skipping levels.

## Check it works
Open the file in a browser (double-click it, or use the VS Code "Live Server" extension). Right-click → **Inspect** and confirm the Elements panel shows your header, main and footer nested correctly.
`,
      quiz: [
        {
          question: 'What is the difference between the head and the body of an HTML page?',
          answer: 'The head holds information about the page such as the title, character set and viewport meta tag; the body holds the content the visitor actually sees.',
          keyPoints: ['head holds metadata', 'body visible content', 'title and meta'],
        },
        {
          question: 'Why use semantic elements like header, main and footer instead of only divs?',
          answer: 'Semantic elements describe what each region means, so browsers, search engines and screen readers can understand and navigate the page; divs carry no meaning.',
          keyPoints: ['describe meaning', 'screen readers', 'search engines'],
        },
        {
          question: 'How should you choose which heading level (h1–h6) to use?',
          answer: 'Choose by the document outline, not by size: one h1 for the page, h2 for sections, h3 inside those, without skipping levels. Change the size with CSS.',
          keyPoints: ['document outline', 'one h1', 'don\'t skip levels', 'size with CSS'],
        },
      ],
      handsOnTask: 'Create a folder called portfolio with an index.html file containing the full boilerplate, a header with your name and a one-line tagline, a main with three sections (about, projects, contact) each with an h2, and a footer. Open it in the browser and check in DevTools that the element tree matches your plan.',
      project: 'Creates the semantic HTML skeleton of the portfolio: header, three sections and footer.',
      exercise: 'Write the boilerplate for a blank page from memory, then compare it with today\'s example and fix anything you missed.',
      beginnerTip: 'Indent nested tags by two spaces so you can see which element is inside which; most bugs on day one are a missing closing tag.',
      advancedNote: 'Without the viewport meta tag, mobile browsers render the page at roughly 980px wide and zoom out, so your responsive CSS later will not work. The doctype only exists to avoid "quirks mode", where old box-model rules apply.',
    },
    {
      topicName: 'Content that matters: text, links, images and lists',
      explanation: `## Filling the skeleton
Today you turn empty sections into real content. Four elements do most of the work:

- \`<p>\` for paragraphs, \`<strong>\` for important text and \`<em>\` for emphasis (they carry meaning, not just bold/italic).
- \`<a href="...">\` for links. An absolute URL (\`https://github.com/asha\`) goes to another site; a fragment (\`#contact\`) jumps to the element with \`id="contact"\` on the same page.
- \`<img src="..." alt="...">\` for images. \`alt\` is the text read aloud by screen readers and shown if the image fails.
- \`<ul>\`/\`<ol>\` with \`<li>\` for lists — perfect for navigation and skills.

## Worked example
\`\`\`html
<nav>
  <ul>
    <li><a href="#about">About</a></li>
    <li><a href="#projects">Projects</a></li>
    <li><a href="#contact">Contact</a></li>
  </ul>
</nav>

<section id="projects">
  <h2>Projects</h2>
  <article class="project">
    <img src="images/quiz-app.png" alt="Screenshot of a quiz app showing a question and four answers" width="600" height="400">
    <h3>Quiz App</h3>
    <p>A timed quiz built with <strong>vanilla JavaScript</strong>.</p>
    <a href="https://github.com/asha/quiz-app" target="_blank" rel="noopener">View code</a>
  </article>
</section>
\`\`\`
Each project is an \`<article>\` because it makes sense on its own. Setting \`width\` and \`height\` lets the browser reserve space before the image loads, so the page doesn't jump.

## Common mistake
Writing \`alt="image"\` or leaving it out. Describe what the image shows and why it matters. If an image is purely decorative, use an empty \`alt=""\` so screen readers skip it.

## Check it works
Click every nav link — the page should scroll to the matching section. Rename an image file temporarily: the alt text should appear in its place. Paste your page into the W3C validator (validator.w3.org) and fix any errors it lists.
`,
      quiz: [
        {
          question: 'How do you make a link that jumps to the contact section on the same page?',
          answer: 'Give the section an id such as id="contact" and link to it with href="#contact".',
          keyPoints: ['id on section', 'href with hash', 'href="#contact" link'],
        },
        {
          question: 'What is the alt attribute for, and what should a decorative image use?',
          answer: 'alt provides a text description read by screen readers and shown if the image fails to load; decorative images should use an empty alt="" so they are skipped.',
          keyPoints: ['text description', 'screen readers', 'empty alt decorative'],
        },
        {
          question: 'Why add width and height attributes to an img?',
          answer: 'They let the browser reserve the right amount of space before the image downloads, which prevents the layout from jumping (layout shift).',
          keyPoints: ['reserve space', 'prevents layout shift', 'page jumping'],
        },
      ],
      handsOnTask: 'Add a nav with links to your three sections, an about paragraph with one strong phrase, and at least two project articles each with an image (with a real alt text), an h3 and a link to the code. Click each nav link and confirm it scrolls to the right section, then run the page through validator.w3.org until it reports no errors.',
      project: 'Adds navigation, the about text and project cards with images and links to the portfolio.',
      exercise: 'Write a ul of five skills and an ol of the three steps you follow when learning something new.',
      beginnerTip: 'Keep image file names lower-case with no spaces (quiz-app.png), because servers are often case-sensitive even when your laptop is not.',
      advancedNote: 'target="_blank" opens a new tab; modern browsers now imply rel="noopener" for it, but adding it explicitly is harmless and protects older browsers from the opened page accessing window.opener.',
    },
    {
      topicName: 'Styling with CSS: selectors, colours and custom properties',
      explanation: `## What CSS does
CSS (Cascading Style Sheets) is a list of **rules**. Each rule has a *selector* that picks elements and *declarations* that set properties on them. Link one stylesheet from the \`<head>\` so every page shares it:
\`\`\`html
<link rel="stylesheet" href="styles.css">
\`\`\`

## Worked example: \`styles.css\`
\`\`\`css
:root {
  --color-bg: #fdfcf9;
  --color-text: #1f2933;
  --color-accent: #0f766e;
  --font-body: system-ui, sans-serif;
}

body {
  margin: 0;
  font-family: var(--font-body);
  line-height: 1.6;
  background: var(--color-bg);
  color: var(--color-text);
}

h1, h2 { line-height: 1.2; }

nav a { color: var(--color-accent); text-decoration: none; }
nav a:hover { text-decoration: underline; }

.project {
  padding: 1rem;
  border: 1px solid #e5e7eb;
  border-radius: 8px;
}
\`\`\`
Three selector types cover most needs: **element** (\`body\`), **class** (\`.project\`) and **descendant** (\`nav a\` means "links inside nav"). \`:hover\` is a *pseudo-class* that applies while the pointer is over the element.

\`--color-accent\` is a **custom property** (a CSS variable). Define colours once in \`:root\` and reuse them with \`var()\`. On day 5 you will switch the whole theme to dark mode by changing only these variables.

## Common mistake
Styling with ids (\`#projects { ... }\`) or inline \`style=""\` attributes. They have very high specificity, so later class rules can't override them and you end up adding \`!important\`. Style with classes; keep ids for links and JavaScript hooks.

## Check it works
Reload and inspect a project card. The **Styles** pane shows every rule that applies, in order, with overridden declarations struck through — if a style isn't showing, this tells you which rule beat it.
`,
      quiz: [
        {
          question: 'What are the two parts of a CSS rule?',
          answer: 'A selector that chooses which elements to style, and a block of declarations (property: value pairs) that set the styles.',
          keyPoints: ['selector picks elements', 'declarations property value'],
        },
        {
          question: 'What does the selector nav a match?',
          answer: 'It is a descendant selector: it matches every a element that is inside a nav element, at any depth.',
          keyPoints: ['descendant selector', 'links inside nav'],
        },
        {
          question: 'Why define colours as custom properties in :root?',
          answer: 'You define each colour once and reuse it with var(), so changing the variable updates every place it is used — for example to switch to a dark theme.',
          keyPoints: ['define once reuse', 'var() function', 'easy theme change'],
        },
        {
          question: 'Why should you avoid styling with ids and inline styles?',
          answer: 'They have very high specificity, so normal class rules cannot override them and you end up needing !important; use classes instead.',
          keyPoints: ['high specificity', 'hard to override', 'use classes'],
        },
      ],
      handsOnTask: 'Create styles.css, link it from index.html, and define at least four custom properties (background, text, accent, font) in :root. Style body, headings, nav links (with a hover state) and a .project card class using only var() for colours. Reload and confirm in the DevTools Styles pane that your card rule is applied.',
      project: 'Gives the portfolio its visual identity: fonts, colours as custom properties and styled project cards.',
      exercise: 'Change --color-accent to three different values and watch every link and accent update from one line.',
      beginnerTip: 'If a style doesn\'t apply, check the file is linked (Network tab shows styles.css with status 200) and that the class name in HTML matches the selector exactly.',
      advancedNote: 'Custom properties are inherited and resolved at computed-value time, unlike Sass variables which are replaced at build time; that is why they can change at runtime via a class or JavaScript and why they cascade into components.',
    },
    {
      topicName: 'Layout with flexbox and a mobile-first media query',
      explanation: `## The box model and flexbox
Every element is a box: **content**, then **padding**, **border** and **margin**. Add this once so widths include padding and border, which makes sizing predictable:
\`\`\`css
*, *::before, *::after { box-sizing: border-box; }
\`\`\`
**Flexbox** lays out children in one direction (a row or a column). You turn it on for a *container* with \`display: flex\`; its direct children become flex items.

## Worked example: nav bar and project cards
\`\`\`css
.site-header {
  display: flex;
  justify-content: space-between; /* main axis */
  align-items: center;            /* cross axis */
  padding: 1rem 1.5rem;
}
nav ul {
  display: flex;
  gap: 1rem;
  list-style: none;
  margin: 0;
  padding: 0;
}
.projects-list {
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
}
@media (min-width: 48rem) {
  .projects-list { flex-direction: row; flex-wrap: wrap; }
  .project { flex: 1 1 20rem; }
}
img { max-width: 100%; height: auto; }
\`\`\`
\`justify-content\` aligns items along the main axis, \`align-items\` along the cross axis, and \`gap\` spaces them without margin hacks. \`flex: 1 1 20rem\` means "start at 20rem, grow and shrink to fill the row".

This is **mobile-first**: the default styles are for small screens (cards stacked in a column), and the \`min-width\` media query adds the row layout only when there is room. Most of your Indian audience will open your portfolio on a phone first.

## Common mistake
Putting \`display: flex\` on the item you want to move instead of its parent. Flex properties like \`justify-content\` only affect the *children* of the flex container.

## Check it works
In DevTools, toggle the device toolbar (Ctrl+Shift+M) and drag the width from 360px to 1200px. Cards should stack on narrow screens and sit side by side on wide ones, with no horizontal scrollbar. Click the small **flex** badge next to the container in the Elements panel to see the layout overlay.
`,
      quiz: [
        {
          question: 'What does box-sizing: border-box change?',
          answer: 'It makes an element\'s width and height include its padding and border, so adding padding doesn\'t make the box bigger than the width you set.',
          keyPoints: ['width includes padding', 'includes border', 'predictable sizing'],
        },
        {
          question: 'What is the difference between justify-content and align-items in a flex row?',
          answer: 'justify-content aligns items along the main axis (horizontally in a row); align-items aligns them along the cross axis (vertically in a row).',
          keyPoints: ['main axis', 'cross axis'],
        },
        {
          question: 'What does mobile-first mean in CSS?',
          answer: 'You write the default styles for small screens and add min-width media queries to change the layout as the screen gets wider.',
          keyPoints: ['small screens default', 'min-width media queries'],
        },
        {
          question: 'Where do you put display: flex to arrange a group of items?',
          answer: 'On their parent, the flex container; flex alignment properties affect the container\'s direct children, not the container itself.',
          keyPoints: ['on the parent', 'container\'s direct children'],
        },
      ],
      handsOnTask: 'Wrap your h1 and nav in a header with class site-header and lay it out with flexbox so the name sits left and the links right. Make project cards stack in a column on phones and wrap into a row from 48rem wide. Check with the DevTools device toolbar at 360px and 1200px that there is no horizontal scroll.',
      project: 'Adds a responsive layout: flexbox header and nav, and project cards that stack on phones and sit in a row on desktops.',
      exercise: 'Build three coloured boxes in a flex row and try every value of justify-content (flex-start, center, space-between, space-around, space-evenly).',
      beginnerTip: 'Draw your layout as boxes on paper first and write "row" or "column" on each box; each box that arranges children becomes a flex container.',
      advancedNote: 'flex: 1 1 20rem sets flex-grow, flex-shrink and flex-basis; items also have an automatic min-width of their content, so long words or images can overflow — setting min-width: 0 on the item fixes many mysterious overflow bugs.',
    },
    {
      topicName: 'Adding JavaScript: a dark-mode toggle and publishing online',
      explanation: `## JavaScript on the page
JavaScript makes the page respond to the user. Load it at the end of the \`<head>\` with \`defer\`, so it runs after the HTML is parsed and can find your elements:
\`\`\`html
<script src="script.js" defer></script>
<button id="theme-toggle" type="button" aria-pressed="false">Dark mode</button>
\`\`\`
The pattern for almost every interaction is: **select** an element, **listen** for an event, **change** something.

## Worked example: \`script.js\`
\`\`\`js
const toggle = document.querySelector('#theme-toggle');

function applyTheme(theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  toggle.setAttribute('aria-pressed', String(theme === 'dark'));
}

applyTheme(localStorage.getItem('theme') ?? 'light');

toggle.addEventListener('click', () => {
  const next = document.documentElement.classList.contains('dark') ? 'light' : 'dark';
  localStorage.setItem('theme', next);
  applyTheme(next);
});
\`\`\`
And in CSS, only the variables change:
\`\`\`css
.dark {
  --color-bg: #111827;
  --color-text: #f3f4f6;
  --color-accent: #5eead4;
}
\`\`\`
Because every colour uses \`var()\`, adding the \`dark\` class to \`<html>\` re-themes the whole page. \`localStorage\` remembers the choice between visits, and \`aria-pressed\` tells screen readers whether the "Dark mode" toggle is currently on, so its label can stay the same.

## Common mistake
Putting \`<script src="script.js">\` in the head *without* \`defer\`. The script runs before the button exists, \`querySelector\` returns \`null\`, and you get "Cannot read properties of null (reading 'addEventListener')". Use \`defer\` (or put the script just before \`</body>\`).

## Publish it
Push the folder to a GitHub repository, open **Settings → Pages**, choose "Deploy from a branch", pick \`main\` and \`/ (root)\`. In a minute your site is live at \`https://<username>.github.io/<repo>/\`.

## Check it works
Toggle the theme, reload: the theme should persist. Open the Console — no red errors. Then open the live URL on your phone.
`,
      quiz: [
        {
          question: 'What does the defer attribute on a script tag do?',
          answer: 'It downloads the script in parallel but runs it only after the HTML has been parsed, so the script can find the page\'s elements.',
          keyPoints: ['runs after HTML parsed', 'elements exist'],
        },
        {
          question: 'What three steps make up most page interactions in JavaScript?',
          answer: 'Select an element (for example with querySelector), listen for an event with addEventListener, then change something such as a class or text.',
          keyPoints: ['select an element', 'listen for event', 'change the page'],
        },
        {
          question: 'Why does the dark theme only need to change the custom properties?',
          answer: 'All colours are written with var(), so redefining the variables under the .dark class updates every element that uses them.',
          keyPoints: ['colours use var()', 'redefine variables', 'one class changes all'],
        },
        {
          question: 'What causes the error "Cannot read properties of null (reading \'addEventListener\')"?',
          answer: 'querySelector returned null because the element didn\'t exist yet (script ran before the HTML was parsed) or the selector was wrong; use defer and check the selector.',
          keyPoints: ['querySelector returned null', 'script ran too early', 'use defer'],
        },
      ],
      handsOnTask: 'Add a theme toggle button and script.js that switches a dark class on the html element, stores the choice in localStorage and updates aria-pressed. Define dark values for your custom properties. Publish the folder with GitHub Pages and open the live URL on your phone — toggling and reloading should keep the chosen theme.',
      project: 'Finishes the portfolio: a working dark-mode toggle that remembers the choice, and the site published on GitHub Pages.',
      exercise: 'Add a second button that scrolls smoothly back to the top using window.scrollTo({ top: 0, behavior: \'smooth\' }).',
      beginnerTip: 'Keep the browser Console open while you code; every JavaScript error appears there in red with the file name and line number.',
      advancedNote: 'Because the script is deferred, a dark-mode visitor briefly sees the light theme on load (a flash). Production sites avoid it with a tiny inline script in the head that sets the class before first paint, or by respecting prefers-color-scheme in CSS.',
    },
    {
      topicName: 'HTML forms: inputs, labels and built-in validation',
      explanation: `## Why forms matter
Forms are how users send data: sign-ups, searches, contact messages. HTML gives you a lot for free — mobile keyboards, validation and accessibility — if you use the right elements.

## Worked example: the contact form
\`\`\`html
<form action="https://formspree.io/f/your-id" method="POST">
  <label for="name">Your name</label>
  <input id="name" name="name" type="text" required autocomplete="name">

  <label for="email">Email</label>
  <input id="email" name="email" type="email" required autocomplete="email">

  <label for="message">Message</label>
  <textarea id="message" name="message" rows="5" minlength="20" required></textarea>

  <button type="submit">Send message</button>
</form>
\`\`\`
Key ideas:
- **\`<label for>\` matches the input's \`id\`.** Clicking the label focuses the input, and screen readers announce the label.
- **\`name\` is what gets sent.** Without a \`name\`, the field's value is not submitted at all.
- **\`type\` matters.** \`type="email"\` checks for an @ and shows an email keyboard on phones; \`tel\`, \`number\`, \`url\` and \`date\` work similarly.
- **Validation attributes** like \`required\`, \`minlength\`, \`maxlength\`, \`min\`, \`max\` and \`pattern\` stop submission and show a message without any JavaScript.

A static site has no server, so services like Formspree or Netlify Forms receive the POST and email it to you.

## Common mistake
Using \`placeholder\` instead of a label. Placeholders vanish as soon as the user types, have poor contrast, and are not reliably read as a label. Always have a visible \`<label>\`; use placeholders only for example values.

## Check it works
Press **Send** with empty fields — the browser should block it and point at the first invalid field. Type \`abc\` into the email field and try again. In DevTools, select an input and run \`$0.validity\` in the Console to see which checks fail.
`,
      quiz: [
        {
          question: 'How do you connect a label to an input, and why?',
          answer: 'Set the label\'s for attribute to the input\'s id. Clicking the label then focuses the input, and screen readers announce the label text.',
          keyPoints: ['for matches id', 'screen readers', 'click focuses input'],
        },
        {
          question: 'What happens to an input\'s value if it has no name attribute?',
          answer: 'It is not sent when the form submits, because the submitted data is built from name/value pairs.',
          keyPoints: ['not submitted', 'name value pairs'],
        },
        {
          question: 'Which attribute makes a field mandatory, and which one enforces a minimum text length, without any JavaScript?',
          answer: 'The required attribute makes a field mandatory and minlength sets the minimum number of characters; the browser blocks submission and shows a message.',
          keyPoints: ['required attribute', 'minlength attribute', 'browser blocks submission'],
        },
        {
          question: 'Why is a placeholder not a replacement for a label?',
          answer: 'The placeholder disappears when the user types, often has low contrast, and is not reliably announced as a label by assistive technology.',
          keyPoints: ['disappears when typing', 'not accessible', 'low contrast'],
        },
      ],
      handsOnTask: 'Build the contact form in your portfolio\'s contact section with name, email and message fields, each with a visible label, a name attribute and sensible validation. Try to submit it empty and with an invalid email and screenshot the browser\'s messages. Optionally connect it to a free Formspree endpoint and send yourself a test message.',
      project: 'Adds a working, validated contact form to the portfolio\'s contact section.',
      exercise: 'Build a sign-up form with a password field that requires at least 8 characters and a date input for date of birth.',
      beginnerTip: 'A button inside a form submits it by default; use type="button" for buttons that should only run JavaScript.',
      advancedNote: 'The Constraint Validation API (input.validity, setCustomValidity, the :user-invalid pseudo-class) lets you keep native validation but customise messages and styling, which is usually better than re-implementing validation in JavaScript.',
      basic: true,
    },
    {
      topicName: 'The cascade, specificity and inheritance',
      explanation: `## Why did my style not apply?
When two rules set the same property on the same element, the browser picks a winner using the **cascade**. Understanding it ends most CSS frustration. In order, the browser compares:

1. **Origin and importance** — your styles beat browser defaults; \`!important\` beats normal declarations.
2. **Specificity** — a score for how precise the selector is.
3. **Source order** — if specificity ties, the rule written *later* wins.

## Specificity, simply
Count selectors as (ids, classes/attributes/pseudo-classes, elements):
\`\`\`css
p              /* 0,0,1 */
.card p        /* 0,1,1 */
.card .title   /* 0,2,0 */
#about p       /* 1,0,1 */
\`\`\`
Compare left to right: one id beats any number of classes, and one class beats any number of elements. Inline \`style=""\` beats all selectors.

\`\`\`css
.project h3 { color: navy; }   /* 0,1,1 */
h3 { color: crimson; }         /* 0,0,1 — loses even though it's later */
\`\`\`

## Inheritance
Some properties — mostly text ones like \`color\`, \`font-family\` and \`line-height\` — are **inherited** by children. Layout properties like \`margin\`, \`padding\` and \`border\` are not. That's why setting \`font-family\` on \`body\` styles the whole page.

## Common mistake
Reaching for \`!important\` to "fix" a losing rule. It starts an arms race where the next fix also needs \`!important\`. Instead, keep selectors flat and low-specificity (mostly single classes) so source order decides, and put general rules before specific ones.

## Check it works
Inspect an element whose style puzzles you. In the **Styles** pane, crossed-out declarations lost; the rule above them won. Hover a selector to see its specificity. The **Computed** tab shows the final value and, when you expand it, where it came from — including "inherited from body".
`,
      quiz: [
        {
          question: 'In what order does the cascade decide between conflicting declarations?',
          answer: 'First origin and importance (author styles, !important), then specificity, then source order — the later rule wins if specificity ties.',
          keyPoints: ['origin and importance', 'then specificity', 'source order later wins'],
        },
        {
          question: 'Which wins: .card p or #about p, and why?',
          answer: '#about p wins because it contains an id, and one id outranks any number of classes in specificity.',
          keyPoints: ['id beats classes', 'higher specificity'],
        },
        {
          question: 'Give an example of an inherited and a non-inherited property.',
          answer: 'color and font-family are inherited by child elements; margin, padding and border are not.',
          keyPoints: ['color inherited', 'margin not inherited'],
        },
        {
          question: 'What should you do instead of adding !important when a rule loses?',
          answer: 'Lower and flatten your selectors (mostly single classes) and order rules from general to specific so source order decides, rather than escalating with !important.',
          keyPoints: ['flat low specificity', 'single classes', 'order rules'],
        },
      ],
      handsOnTask: 'In a test page, write four rules that set the colour of the same paragraph using an element selector, a class, two classes and an id, then predict which wins before checking in DevTools. Remove rules one at a time and record which colour appears each time. Finally, find one rule in your portfolio CSS that is more specific than it needs to be and simplify it.',
      project: 'Refactors the portfolio stylesheet to use flat class selectors and removes any !important or id-based styling.',
      exercise: 'Calculate the specificity of: nav ul li a, .btn.primary, #contact .btn, a:hover.',
      beginnerTip: 'The Computed tab in DevTools is the quickest truth-teller: it shows the one final value and which rule produced it.',
      advancedNote: 'The :where() pseudo-class has zero specificity and :is() takes the specificity of its most specific argument; cascade layers (@layer) add a level above specificity, so a reset layer can never beat a component layer however specific its selectors are.',
      basic: true,
    },
    {
      topicName: 'CSS Grid for two-dimensional layouts',
      explanation: `## Flexbox vs Grid
Flexbox works in **one dimension** — a row *or* a column. **CSS Grid** works in **two**: you define rows and columns on the container and place items into the cells. Use grid for page layouts and card galleries; use flexbox for things flowing in a line, like a nav bar or the buttons in a card.

## Worked example: a responsive project gallery
\`\`\`css
.projects-list {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1.5rem;
}
\`\`\`
This single rule replaces yesterday's flex-and-media-query setup. \`minmax(16rem, 1fr)\` says each column is at least 16rem and shares leftover space equally; \`auto-fill\` creates as many columns as fit. On a phone you get one column, on a laptop three or four — no media query needed.

Grid also handles whole-page layouts with named areas:
\`\`\`css
.page {
  display: grid;
  grid-template-columns: 1fr;
  grid-template-areas: "header" "main" "footer";
}
@media (min-width: 60rem) {
  .page {
    grid-template-columns: 14rem 1fr;
    grid-template-areas:
      "header header"
      "sidebar main"
      "footer footer";
  }
}
.site-header { grid-area: header; }
\`\`\`
The \`fr\` unit means "a fraction of the free space", so \`14rem 1fr\` gives a fixed sidebar and a flexible main area.

## Common mistake
Setting widths on grid items (\`width: 300px\`) to size columns. Columns are sized by the **container's** \`grid-template-columns\`; widths on items fight the grid and cause overflow. Size tracks on the container and let items fill their cells.

## Check it works
In DevTools, click the **grid** badge next to the container. An overlay draws the lines and track sizes. Resize the viewport and watch columns appear and disappear at the 16rem threshold.
`,
      quiz: [
        {
          question: 'When should you choose grid over flexbox?',
          answer: 'Use grid for two-dimensional layouts where you control rows and columns together (page layouts, card galleries); use flexbox for one-dimensional rows or columns like a nav bar.',
          keyPoints: ['two dimensions', 'rows and columns', 'flexbox one dimension'],
        },
        {
          question: 'What does repeat(auto-fill, minmax(16rem, 1fr)) do?',
          answer: 'It creates as many columns as fit, each at least 16rem wide and sharing extra space equally, so the gallery becomes responsive without media queries.',
          keyPoints: ['as many columns fit', 'at least 16rem', 'no media queries'],
        },
        {
          question: 'What does the fr unit mean?',
          answer: 'A fraction of the free space left in the grid container after fixed-size tracks are placed.',
          keyPoints: ['fraction of free space', 'leftover space shared'],
        },
        {
          question: 'Where should column sizes be defined in a grid layout?',
          answer: 'On the grid container with grid-template-columns, not by setting widths on the items, which fights the grid and can overflow.',
          keyPoints: ['on the container', 'grid-template-columns property', 'not item widths'],
        },
      ],
      handsOnTask: 'Replace the flexbox project layout in your portfolio with a grid using repeat(auto-fill, minmax(16rem, 1fr)) and remove the now-unneeded media query. Add two more placeholder project cards so you can see the columns. Turn on the DevTools grid overlay and resize from 360px to 1400px to see one, two, three and four columns.',
      project: 'Upgrades the portfolio\'s project section to a responsive CSS Grid gallery.',
      exercise: 'Build a 3×3 grid of numbered boxes, then make box 1 span two columns with grid-column: span 2.',
      beginnerTip: 'Start every grid with only grid-template-columns and gap; add rows, areas and spans only when you need them.',
      advancedNote: 'auto-fill keeps empty tracks when there are few items while auto-fit collapses them so the items stretch; and subgrid (grid-template-columns: subgrid) lets nested cards align their titles and buttons to the parent\'s tracks.',
    },
    {
      topicName: 'JavaScript values, variables and types',
      explanation: `## Values and variables
A program is values being stored, compared and changed. JavaScript has a few **primitive** types — \`string\`, \`number\`, \`boolean\`, \`null\`, \`undefined\`, \`bigint\`, \`symbol\` — and everything else is an **object** (including arrays and functions).

Declare variables with \`const\` by default and \`let\` only when you will reassign. Avoid \`var\`: it is function-scoped and hoisted in confusing ways.
\`\`\`js
const name = 'Asha';          // string
let projectCount = 3;         // number (integers and decimals share one type)
const isAvailable = true;     // boolean
let nextProject;              // undefined until assigned
const skills = ['HTML', 'CSS'];

projectCount = projectCount + 1;   // fine: let
skills.push('JavaScript');         // fine: const stops reassignment, not mutation
// name = 'Ravi';                  // TypeError: Assignment to constant variable

console.log(typeof name, typeof projectCount); // "string" "number"
console.log(\`\${name} has \${projectCount} projects\`);
\`\`\`
The last line is a **template literal** — backticks with \`\${...}\` placeholders — the cleanest way to build strings.

## Equality and conversion
\`===\` compares value *and* type; \`==\` converts types first, producing surprises like \`0 == ''\` being \`true\`. Always use \`===\` and \`!==\`.

Values from inputs are **always strings**. \`'5' + 1\` is \`'51'\` (string joining), while \`Number('5') + 1\` is \`6\`. Convert explicitly with \`Number()\` and check for \`NaN\` with \`Number.isNaN()\`.

## Common mistake
Expecting \`0.1 + 0.2 === 0.3\` to be true. Numbers are binary floating point, so the result is \`0.30000000000000004\`. For money, store whole paise or cents as integers and format at the end with \`toFixed(2)\` or \`Intl.NumberFormat\`.

## Check it works
Open the browser Console and type each line above. Try \`typeof null\` (it says \`"object"\` — a famous historical bug) and \`typeof []\` to see that arrays are objects; use \`Array.isArray()\` to test for arrays.
`,
      quiz: [
        {
          question: 'When should you use const versus let?',
          answer: 'Use const by default for values that won\'t be reassigned and let only when the variable needs to be reassigned; avoid var.',
          keyPoints: ['const by default', 'let when reassigning', 'avoid var'],
        },
        {
          question: 'Why should you use === instead of ==?',
          answer: '=== compares both value and type without conversion, while == converts types first and gives surprising results such as 0 == \'\' being true.',
          keyPoints: ['compares value and type', 'no type conversion'],
        },
        {
          question: 'What is \'5\' + 1 in JavaScript, and how do you get 6?',
          answer: 'It is the string \'51\' because + joins strings; convert first with Number(\'5\') + 1 to get 6.',
          keyPoints: ['string \'51\'', 'convert with Number()'],
        },
        {
          question: 'Does const make an array unchangeable?',
          answer: 'No. const only prevents reassigning the variable; you can still mutate the array, for example with push.',
          keyPoints: ['prevents reassignment', 'can still mutate'],
        },
      ],
      handsOnTask: 'In the browser Console, declare const and let variables for your name, age and a list of three skills, then print a sentence using a template literal. Try reassigning the const to see the TypeError, and push a new skill to the const array to see that it works. Finally, compute 0.1 + 0.2 and then the same sum in integer paise (10 + 20) divided by 100.',
      project: 'Adds a small data.js to the portfolio with const variables for your name, role and skills, ready to be rendered by JavaScript later in the week.',
      exercise: 'Write expressions that convert \'42\' to a number, 42 to a string, and check whether Number(\'abc\') is NaN.',
      beginnerTip: 'Read TypeErrors literally: "Assignment to constant variable" means you used const for something you later reassign — switch it to let.',
      advancedNote: 'let and const are hoisted too, but they sit in a "temporal dead zone" until their declaration line runs, so reading them early throws a ReferenceError instead of silently giving undefined like var.',
      basic: true,
    },
    {
      topicName: 'Functions, scope and arrow functions',
      explanation: `## Functions package behaviour
A function takes inputs (**parameters**), does work, and usually **returns** a value. Small, named functions make code readable and testable.
\`\`\`js
// function declaration
function formatPrice(paise, currency = 'INR') {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(paise / 100);
}

// arrow function stored in a const
const initials = (fullName) =>
  fullName.split(' ').map((part) => part[0]).join('').toUpperCase();

console.log(formatPrice(149900));   // "₹1,499.00"
console.log(initials('asha rao')); // "AR"
\`\`\`
\`currency = 'INR'\` is a **default parameter**. An arrow function with no braces returns its expression automatically; with braces you must write \`return\`.

## Scope
Variables live in the block \`{ }\` where they are declared. Inner code can read outer variables, but not the other way round:
\`\`\`js
const site = 'Portfolio';
function greet() {
  const message = \`Welcome to my \${site}\`; // reads outer variable
  return message;
}
// console.log(message); // ReferenceError: message is not defined
\`\`\`
A function that uses variables from where it was *created* forms a **closure** — it remembers them even after the outer function has finished:
\`\`\`js
function makeCounter() {
  let count = 0;
  return () => ++count;
}
const next = makeCounter();
next(); next(); // 2
\`\`\`

## Common mistake
Forgetting \`return\` inside a braced arrow function: \`const double = (n) => { n * 2 };\` returns \`undefined\`. Either drop the braces (\`(n) => n * 2\`) or add \`return\`.

## Check it works
Call each function in the Console with normal and edge inputs — an empty string for \`initials\`, \`0\` for \`formatPrice\`. If something returns \`undefined\`, look for a missing \`return\`.
`,
      quiz: [
        {
          question: 'What is the difference between a parameter and a return value?',
          answer: 'A parameter is an input the function receives when called; the return value is the result the function sends back with return.',
          keyPoints: ['parameter is input', 'return sends result'],
        },
        {
          question: 'Why does const double = (n) => { n * 2 } return undefined?',
          answer: 'With curly braces the arrow function needs an explicit return statement; without return it returns undefined. Remove the braces or add return.',
          keyPoints: ['braces need return', 'implicit return without braces'],
        },
        {
          question: 'What is a closure?',
          answer: 'A function that remembers and can use variables from the scope where it was created, even after that outer function has finished running.',
          keyPoints: ['remembers outer variables', 'after outer function finished'],
        },
        {
          question: 'Can code outside a function read a const declared inside it?',
          answer: 'No. Variables are scoped to the block or function where they are declared, so reading it outside throws a ReferenceError.',
          keyPoints: ['block scoped', 'ReferenceError outside'],
        },
      ],
      handsOnTask: 'Write three functions in a functions.js file: formatPrice(paise) using Intl.NumberFormat for rupees, initials(fullName), and makeCounter() that returns a closure. Load it in a page and log the results of at least two calls to each function in the Console. Deliberately remove a return to see undefined, then fix it.',
      project: 'Adds helper functions to the portfolio\'s script (for example a function that builds a project card\'s text) so later DOM code stays short.',
      exercise: 'Rewrite a function declaration that squares a number as an arrow function with an implicit return.',
      beginnerTip: 'Give functions verb names (formatPrice, renderProjects) and keep each one doing a single job; if you can\'t name it, it\'s doing too much.',
      advancedNote: 'Arrow functions don\'t have their own this or arguments; they use the surrounding scope\'s this, which is why they\'re ideal for callbacks but wrong for object methods that need this to refer to the object.',
      basic: true,
    },
    {
      topicName: 'Arrays and objects: map, filter, reduce and destructuring',
      explanation: `## Data as arrays of objects
Real app data is usually an **array of objects**. Your portfolio projects are a perfect example:
\`\`\`js
const projects = [
  { title: 'Quiz App', tags: ['javascript'], year: 2025, stars: 12 },
  { title: 'Landing Page', tags: ['html', 'css'], year: 2024, stars: 4 },
  { title: 'Weather Widget', tags: ['javascript', 'api'], year: 2025, stars: 9 },
];
\`\`\`

## The big three methods
They all take a callback and **return a new value without changing the original array**:
\`\`\`js
const titles = projects.map((p) => p.title);
// ['Quiz App', 'Landing Page', 'Weather Widget']

const jsProjects = projects.filter((p) => p.tags.includes('javascript'));
// two projects

const totalStars = projects.reduce((sum, p) => sum + p.stars, 0);
// 25  (0 is the starting value of sum)
\`\`\`
Also handy: \`find\` (first match), \`some\`/\`every\` (true/false checks), and ES2023's \`toSorted()\`, which sorts a *copy*:
\`\`\`js
const newest = projects.toSorted((a, b) => b.year - a.year);
\`\`\`

## Destructuring and spread
\`\`\`js
const { title, year } = projects[0];          // pull properties into variables
const [first, ...rest] = projects;             // first item and the remainder
const updated = { ...projects[1], stars: 5 };  // copy with one change
const all = [...projects, { title: 'Blog', tags: [], year: 2025, stars: 0 }];
\`\`\`
Spread creates *shallow* copies — the pattern React and most modern code use to update data without mutating it.

## Common mistake
Using \`map\` when you don't use its result, or calling \`sort()\` and being surprised the original order changed. \`sort()\` mutates in place; use \`toSorted()\` or \`[...arr].sort()\` when you need the original intact.

## Check it works
Run the examples in the Console with \`console.table(projects)\` to see the data as a table, and log \`projects\` again after each operation to confirm it is unchanged.
`,
      quiz: [
        {
          question: 'What do map, filter and reduce each return?',
          answer: 'map returns a new array with each item transformed, filter returns a new array of items that pass a test, and reduce combines all items into a single value.',
          keyPoints: ['map transforms each', 'filter keeps matches', 'reduce single value'],
        },
        {
          question: 'What is the second argument to reduce for?',
          answer: 'It is the initial value of the accumulator, for example 0 when summing numbers.',
          keyPoints: ['initial value', 'accumulator starting value'],
        },
        {
          question: 'Why might you prefer toSorted() over sort()?',
          answer: 'sort() changes the original array in place, while toSorted() returns a sorted copy and leaves the original unchanged.',
          keyPoints: ['sort mutates original', 'toSorted returns copy'],
        },
        {
          question: 'What does { ...project, stars: 5 } create?',
          answer: 'A new shallow copy of the project object with the stars property replaced by 5, without changing the original object.',
          keyPoints: ['shallow copy', 'overrides one property', 'original unchanged'],
        },
      ],
      handsOnTask: 'Move your portfolio projects into a const projects array of objects with title, description, tags, link and year. In the Console, use map to list titles, filter to get projects with a chosen tag, reduce to count total tags, and toSorted to order by year. Use console.table to display each result.',
      project: 'Moves the portfolio\'s project data into a JavaScript array of objects, the single source of truth for the project cards.',
      exercise: 'Given an array of expenses with amount fields, use reduce to total them and filter to keep only those over ₹500.',
      beginnerTip: 'When a chain of map/filter gets confusing, log the intermediate result after each step with console.log before chaining the next.',
      advancedNote: 'Spread and toSorted copy only one level deep: nested arrays and objects are still shared references. structuredClone(value) makes a true deep copy of plain data when you need it.',
      basic: true,
    },
    {
      topicName: 'The DOM: selecting, creating and updating elements',
      explanation: `## What the DOM is
The **Document Object Model** is the live tree of objects the browser builds from your HTML. JavaScript can read and change it, and the page updates immediately. Today you render the portfolio's project cards from yesterday's \`projects\` array instead of hard-coding them in HTML, so adding a project means adding one object.

## Worked example
\`\`\`html
<div class="projects-list" id="projects-list"></div>
<template id="project-template">
  <article class="project">
    <h3></h3>
    <p></p>
    <a target="_blank" rel="noopener">View code</a>
  </article>
</template>
\`\`\`
\`\`\`js
const list = document.querySelector('#projects-list');
const template = document.querySelector('#project-template');

function renderProjects(items) {
  list.replaceChildren(); // clear old cards
  for (const project of items) {
    const card = template.content.cloneNode(true);
    card.querySelector('h3').textContent = project.title;
    card.querySelector('p').textContent = project.description;
    card.querySelector('a').href = project.link;
    list.append(card);
  }
}

renderProjects(projects);
\`\`\`
Key APIs: \`querySelector\` / \`querySelectorAll\` select with CSS selectors; \`textContent\` sets text; \`classList.add/remove/toggle\` changes classes; \`append\` and \`replaceChildren\` add and clear children; \`document.createElement('li')\` builds a new element from scratch. The \`<template>\` element holds HTML that is not displayed until you clone it.

## Common mistake
Building cards with \`innerHTML\` and user or API data: \`\`list.innerHTML += \`<h3>\${project.title}</h3>\` \`\`. If the text contains \`<img src=x onerror=alert(1)>\` it runs as code — a cross-site scripting (XSS) hole. It is also slow, because \`+=\` re-parses the whole list. Use \`textContent\` for any data you did not write yourself.

## Check it works
Add a fourth object to \`projects\` and reload — a fourth card should appear with no HTML edits. In the Elements panel, the cards appear inside \`#projects-list\`. Type a title containing \`<b>\` and confirm it shows as literal text.
`,
      quiz: [
        {
          question: 'What is the DOM?',
          answer: 'The Document Object Model is the live tree of objects the browser builds from the HTML; changing it with JavaScript updates the page immediately.',
          keyPoints: ['tree of objects', 'built from HTML', 'live page updates'],
        },
        {
          question: 'Why use textContent instead of innerHTML for data?',
          answer: 'textContent inserts plain text, so any HTML or script inside the data is shown literally instead of being executed, which prevents cross-site scripting (XSS).',
          keyPoints: ['plain text', 'prevents XSS', 'not executed'],
        },
        {
          question: 'What does the template element do?',
          answer: 'It holds a fragment of HTML that isn\'t rendered; JavaScript clones its content to create new elements such as cards.',
          keyPoints: ['not rendered', 'clone its content'],
        },
        {
          question: 'Which method selects the first element matching a CSS selector?',
          answer: 'document.querySelector(selector); querySelectorAll returns all matches as a NodeList.',
          keyPoints: ['querySelector method', 'CSS selector', 'querySelectorAll all matches'],
        },
      ],
      handsOnTask: 'Replace the hard-coded project cards in your portfolio with an empty container and a template element, then write renderProjects(projects) that clones the template for each project using textContent and href. Add a new project object and reload to see a new card appear. Check the Console for errors and the Elements panel for the generated cards.',
      project: 'Renders the portfolio\'s project cards from the JavaScript projects array using a template element.',
      exercise: 'Use document.createElement to build a ul of your skills array and append it to the about section.',
      beginnerTip: 'querySelector returns null when nothing matches; if you see an error about null, log the element right after selecting it to check your selector.',
      advancedNote: 'Every DOM write can trigger style recalculation and layout; building nodes in a DocumentFragment (which template.content already is) or using replaceChildren with all new nodes at once keeps updates to a single reflow.',
    },
    {
      topicName: 'Events in depth: bubbling, delegation and preventDefault',
      explanation: `## How events travel
When you click a button inside a card inside a list, the click event fires on the button and then **bubbles** up through every ancestor — card, list, body, document. Any of them can listen. The listener receives an **event object**: \`event.target\` is the element actually clicked, \`event.currentTarget\` is the element whose listener is running.

## Event delegation
Instead of adding a listener to every filter button (and re-adding them whenever buttons change), put **one** listener on the parent and check what was clicked:
\`\`\`html
<div class="filters" id="filters">
  <button type="button" data-tag="all">All</button>
  <button type="button" data-tag="javascript">JavaScript</button>
  <button type="button" data-tag="css">CSS</button>
</div>
\`\`\`
\`\`\`js
document.querySelector('#filters').addEventListener('click', (event) => {
  const button = event.target.closest('button[data-tag]');
  if (!button) return; // clicked the gap between buttons
  const tag = button.dataset.tag;
  const visible = tag === 'all' ? projects : projects.filter((p) => p.tags.includes(tag));
  renderProjects(visible);
});
\`\`\`
\`closest()\` walks up from the target to find the button, so it still works if the button later contains an icon. \`data-tag\` attributes are read through \`dataset.tag\`.

## Stopping default behaviour
Some events have built-in actions: a form submit reloads the page, a link navigates. \`event.preventDefault()\` cancels that so JavaScript can handle it:
\`\`\`js
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(form);
  console.log(Object.fromEntries(data)); // { name: '...', email: '...' }
});
\`\`\`

## Common mistake
Writing \`button.addEventListener('click', handleClick())\` — with parentheses. That *calls* the function immediately and passes its return value (\`undefined\`) as the listener. Pass the function itself: \`addEventListener('click', handleClick)\`.

## Check it works
Click each filter: the right cards should show. In the Elements panel select \`#filters\` and open the **Event Listeners** tab to confirm there is a single click listener.
`,
      quiz: [
        {
          question: 'What is event bubbling?',
          answer: 'After an event fires on the target element, it travels up through each ancestor element, so listeners on parents also receive it.',
          keyPoints: ['travels up ancestors', 'parents receive event'],
        },
        {
          question: 'What is event delegation and why use it?',
          answer: 'Putting one listener on a parent and using event.target (often with closest) to see which child was clicked; it needs fewer listeners and works for children added later.',
          keyPoints: ['one listener on parent', 'check event.target', 'works for new children'],
        },
        {
          question: 'What does event.preventDefault() do on a form submit?',
          answer: 'It stops the browser\'s default action of submitting and reloading the page, so your JavaScript can handle the data instead.',
          keyPoints: ['stops page reload', 'cancels default action'],
        },
        {
          question: 'What is wrong with addEventListener(\'click\', handleClick())?',
          answer: 'The parentheses call handleClick immediately and register its return value; you should pass the function reference handleClick without calling it.',
          keyPoints: ['calls immediately', 'pass function reference', 'no parentheses'],
        },
      ],
      handsOnTask: 'Add filter buttons with data-tag attributes above your portfolio projects and handle them with a single delegated click listener that re-renders the filtered projects. Also mark the active button with an is-active class. Confirm in DevTools\' Event Listeners tab that only the parent has a listener.',
      project: 'Adds tag filter buttons to the portfolio\'s projects section using event delegation.',
      exercise: 'Log event.target and event.currentTarget for a click on a span inside a button to see the difference.',
      beginnerTip: 'When a click handler doesn\'t fire, log something as the first line of the handler; if nothing prints, the listener is on the wrong element or never attached.',
      advancedNote: 'Events actually go through a capture phase (document down to target) before bubbling; pass { capture: true } to listen during capture, { once: true } to auto-remove, and { passive: true } on scroll/touch listeners so the browser can scroll without waiting for your code.',
    },
    {
      topicName: 'Responsive design: fluid units, clamp() and responsive images',
      explanation: `## Beyond one media query
Responsive design means the layout works on every screen from a 360px phone to a 27-inch monitor. You already used flexbox, grid and a \`min-width\` query. Today's tools make pages **fluid** so you need fewer breakpoints.

## Relative units
- \`rem\` — relative to the root font size (16px by default). Use it for font sizes and spacing so everything scales if the user raises their browser font size.
- \`%\` and \`fr\` — relative to the container.
- \`vw\` / \`vh\` — 1% of the viewport width/height. On mobile, prefer \`dvh\` (dynamic viewport height), which accounts for the browser's address bar.
- \`ch\` — width of the "0" character; \`max-width: 65ch\` keeps lines readable.

## Fluid type with clamp()
\`\`\`css
h1 { font-size: clamp(2rem, 1.2rem + 4vw, 3.5rem); }
.container { width: min(100% - 2rem, 70rem); margin-inline: auto; }
\`\`\`
\`clamp(min, preferred, max)\` grows with the viewport but never goes below 2rem or above 3.5rem. \`min()\` makes the container full width minus padding on phones and caps it at 70rem on desktops — no media query.

## Responsive images
\`\`\`html
<img src="hero-800.jpg"
     srcset="hero-400.jpg 400w, hero-800.jpg 800w, hero-1600.jpg 1600w"
     sizes="(min-width: 60rem) 50vw, 100vw"
     alt="Asha presenting at a Pune meetup" width="1600" height="900">
\`\`\`
The browser picks the smallest file that looks sharp for the screen, saving mobile data — important for users on prepaid plans.

## Common mistake
Designing only at your laptop width and adding breakpoints for specific phones ("iPhone 14"). Devices change every year. Instead, resize the browser slowly and add a breakpoint **where the content breaks**.

## Check it works
In DevTools' device toolbar, test 360px, 768px and 1280px. Zoom to 200% (Ctrl +): text must still fit without horizontal scrolling. In the Network tab, with the viewport narrow, confirm the small image file loads.
`,
      quiz: [
        {
          question: 'Why use rem for font sizes instead of px?',
          answer: 'rem is relative to the root font size, so text and spacing scale when the user changes their browser\'s default font size, which helps accessibility.',
          keyPoints: ['relative to root font', 'scales with user settings'],
        },
        {
          question: 'What does clamp(2rem, 1.2rem + 4vw, 3.5rem) do?',
          answer: 'It sets a fluid size that grows with the viewport width but never goes below 2rem or above 3.5rem.',
          keyPoints: ['fluid with viewport', 'minimum and maximum'],
        },
        {
          question: 'What do srcset and sizes on an img achieve?',
          answer: 'They list several image files with their widths and tell the browser how wide the image will display, so it downloads the smallest file that still looks sharp.',
          keyPoints: ['several image sizes', 'browser picks smallest', 'saves data'],
        },
        {
          question: 'How should you decide where to add breakpoints?',
          answer: 'Resize the page and add a breakpoint where the content starts to break or look wrong, rather than targeting specific device widths.',
          keyPoints: ['where content breaks', 'not specific devices'],
        },
      ],
      handsOnTask: 'Make your portfolio heading use clamp() for fluid size, wrap the main content in a container using width: min(100% - 2rem, 70rem), and limit paragraph width to about 65ch. Export one project image at two widths and serve them with srcset and sizes. Test at 360px, 768px and 1280px and at 200% zoom with no horizontal scrolling.',
      project: 'Makes the portfolio fully fluid: responsive type, a capped container width and responsive images.',
      exercise: 'Convert every px font-size and padding in your stylesheet to rem.',
      beginnerTip: 'Add outline: 1px solid red to * temporarily to see every box; it reveals which element is causing horizontal overflow.',
      advancedNote: 'For art direction (a different crop on mobile rather than just a smaller file) use the picture element with source media conditions; and the modern image formats AVIF and WebP can be offered with source type attributes, falling back to JPEG.',
    },
    {
      topicName: 'Web accessibility fundamentals',
      explanation: `## Why accessibility matters
Accessibility (a11y) means people can use your site with a screen reader, keyboard only, magnification, or in bright sunlight on a cheap phone. It is also a legal requirement for many clients and part of most front-end interviews. Good news: semantic HTML gives you most of it for free.

## The essentials
1. **Use the right element.** A \`<button>\` is focusable, works with Enter and Space, and is announced as a button. A \`<div onclick>\` is none of those.
2. **Every input has a label**, every meaningful image has \`alt\` text.
3. **Keyboard access.** Press Tab through the page: every link and control must be reachable, in a sensible order, with a **visible focus ring**.
4. **Colour contrast.** Body text needs a contrast ratio of at least **4.5:1** against its background (WCAG AA); large text needs 3:1.
5. **Don't rely on colour alone** — an error should have text, not just a red border.

## Worked example
\`\`\`html
<!-- Bad: not focusable, not announced as a button -->
<div class="btn" onclick="toggleMenu()">Menu</div>

<!-- Good -->
<button type="button" class="btn" aria-expanded="false" aria-controls="main-nav">Menu</button>
\`\`\`
\`\`\`css
:focus-visible { outline: 3px solid var(--color-accent); outline-offset: 2px; }
\`\`\`
\`aria-expanded\` tells screen readers whether the menu is open; your JavaScript updates it when toggling. The first rule of ARIA: **don't use ARIA if a native element does the job** — ARIA changes what is announced, not how things behave.

## Common mistake
\`outline: none\` on focus because the ring "looks ugly". Keyboard users then can't see where they are. Style it with \`:focus-visible\`, which shows only for keyboard focus, instead of removing it.

## Check it works
Unplug the mouse and use the portfolio with Tab, Shift+Tab, Enter and Space. Run **Lighthouse → Accessibility** in Chrome DevTools and fix every item. Check text colours in the DevTools colour picker, which shows the contrast ratio.
`,
      quiz: [
        {
          question: 'Why is a button element better than a div with an onclick handler?',
          answer: 'A button is focusable by keyboard, activates with Enter and Space, and is announced as a button by screen readers; a div does none of this by default.',
          keyPoints: ['keyboard focusable', 'Enter and Space', 'announced as button'],
        },
        {
          question: 'What minimum contrast ratio does WCAG AA require for normal body text?',
          answer: '4.5:1 between the text colour and its background (3:1 for large text).',
          keyPoints: ['4.5 to 1', 'text and background'],
        },
        {
          question: 'What is the first rule of ARIA?',
          answer: 'Don\'t use ARIA when a native HTML element or attribute already provides the meaning and behaviour; ARIA only changes what is announced, not behaviour.',
          keyPoints: ['prefer native elements', 'only changes announcement'],
        },
        {
          question: 'How should you handle focus outlines you find ugly?',
          answer: 'Restyle them with :focus-visible rather than removing them, because keyboard users need to see which element has focus.',
          keyPoints: ['use focus-visible', 'never remove outline', 'keyboard users'],
        },
      ],
      handsOnTask: 'Navigate your entire portfolio using only the keyboard and list every problem you find (unreachable controls, invisible focus, wrong order). Add a :focus-visible style, fix any div-buttons, and check every text colour reaches 4.5:1 contrast. Run a Lighthouse accessibility audit and get the score to at least 95.',
      project: 'Makes the portfolio accessible: visible focus, correct buttons, contrast-checked colours and a clean Lighthouse accessibility audit.',
      exercise: 'Add a "Skip to main content" link as the first element of the page that becomes visible when focused.',
      beginnerTip: 'Try a real screen reader for five minutes — NVDA on Windows is free, VoiceOver is built into macOS and iOS, TalkBack into Android — it changes how you write HTML.',
      advancedNote: 'Automated tools like Lighthouse and axe catch roughly a third of accessibility issues; focus management in dynamic UIs (moving focus into a dialog and back, announcing updates with aria-live regions) needs manual testing.',
    },
    {
      topicName: 'Asynchronous JavaScript: promises and async/await',
      explanation: `## Why async exists
JavaScript in the browser runs on **one thread**. If it waited for a slow network request, the page would freeze. Instead, slow operations (network, timers, reading files) start in the background and hand their result back later. A **Promise** is an object representing that future result: it is *pending*, then either *fulfilled* with a value or *rejected* with an error.

## async/await
\`async\` functions let you write promise code that reads top to bottom. \`await\` pauses *that function* (not the page) until the promise settles:
\`\`\`js
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function showGreeting() {
  console.log('Loading…');
  await wait(1000);
  console.log('Namaste! One second later.');
}

showGreeting();
console.log('This prints before the greeting');
\`\`\`
An \`async\` function **always returns a promise**, so callers must \`await\` it too or use \`.then()\`.

## Errors
A rejected promise throws at the \`await\`, so ordinary \`try/catch\` works:
\`\`\`js
async function loadQuote() {
  try {
    const quote = await getQuote(); // may reject
    console.log(quote);
  } catch (error) {
    console.error('Could not load quote:', error.message);
  } finally {
    console.log('Done either way');
  }
}
\`\`\`

## Running things in parallel
Awaiting one after another is sequential. If tasks are independent, start them together:
\`\`\`js
const [user, repos] = await Promise.all([getUser(), getRepos()]);
\`\`\`
\`Promise.all\` rejects if any fails; \`Promise.allSettled\` waits for all and reports each result.

## Common mistake
Forgetting \`await\`: \`const data = getQuote(); console.log(data.text)\` logs \`undefined\` because \`data\` is a Promise, not the value. If you see \`Promise {<pending>}\` in the Console, you forgot \`await\`.

## Check it works
Run the examples in the Console and note the print order. Throw an error inside \`getQuote\` and confirm your \`catch\` handles it instead of an "Uncaught (in promise)" error.
`,
      quiz: [
        {
          question: 'What is a Promise?',
          answer: 'An object representing the future result of an asynchronous operation; it starts pending and becomes fulfilled with a value or rejected with an error.',
          keyPoints: ['future result', 'pending fulfilled rejected'],
        },
        {
          question: 'Does await freeze the whole page?',
          answer: 'No. It pauses only the async function it is in; the rest of the page and other code keep running until the promise settles.',
          keyPoints: ['pauses only that function', 'page keeps running'],
        },
        {
          question: 'How do you handle an error from an awaited promise?',
          answer: 'Wrap the await in try/catch; a rejected promise throws at the await, so the catch block receives the error.',
          keyPoints: ['try catch', 'rejection throws at await'],
        },
        {
          question: 'How do you run two independent async tasks at the same time?',
          answer: 'Start both and await Promise.all([taskA(), taskB()]), which resolves when both finish (and rejects if either fails).',
          keyPoints: ['use Promise.all', 'run in parallel'],
        },
      ],
      handsOnTask: 'Write a wait(ms) helper that returns a promise, then an async function that logs three messages one second apart. Write a fake fetchProjects() that randomly resolves with an array or rejects with an Error after 500ms, and handle both cases with try/catch, showing a message on the page. Run it several times to see both outcomes.',
      project: 'Prepares the portfolio for live data: an async function that loads projects with a loading message and error handling.',
      exercise: 'Predict the print order of: console.log(\'A\'); setTimeout(() => console.log(\'B\'), 0); Promise.resolve().then(() => console.log(\'C\')); console.log(\'D\'); then run it.',
      beginnerTip: 'Any time you see Promise {<pending>} where you expected data, add await (inside an async function) before the call.',
      advancedNote: 'Promise callbacks run as microtasks, which drain completely after the current script and before timers (macrotasks) or rendering; that is why C prints before B in today\'s exercise, and why an endless chain of microtasks can block painting.',
    },
    {
      topicName: 'Fetching data from APIs with fetch()',
      explanation: `## What fetch does
\`fetch(url)\` sends an HTTP request and returns a promise for a **Response**. Reading the body is a second async step: \`response.json()\` parses JSON into JavaScript objects. Today you show your real GitHub repositories on the portfolio using GitHub's public REST API — no key needed.

## Worked example
\`\`\`js
const reposList = document.querySelector('#repos');

async function loadRepos(username) {
  reposList.textContent = 'Loading repositories…';
  try {
    const response = await fetch(
      \`https://api.github.com/users/\${username}/repos?sort=updated&per_page=6\`
    );
    if (!response.ok) {
      throw new Error(\`GitHub responded with \${response.status}\`);
    }
    const repos = await response.json();
    reposList.replaceChildren(
      ...repos.map((repo) => {
        const li = document.createElement('li');
        const link = document.createElement('a');
        link.href = repo.html_url;
        link.textContent = \`\${repo.name} ★ \${repo.stargazers_count}\`;
        li.append(link);
        return li;
      })
    );
  } catch (error) {
    reposList.textContent = 'Could not load repositories. Please try again later.';
    console.error(error);
  }
}

loadRepos('your-github-username');
\`\`\`
The three UI states — **loading, success, error** — are what separate a real app from a demo.

## Common mistake
Assuming \`fetch\` rejects on a 404 or 500. It does **not**: fetch only rejects on network failure (offline, DNS, CORS blocked). A 404 is a successful HTTP exchange with \`response.ok === false\`. Always check \`response.ok\` (true for status 200–299) and throw yourself, as above.

## Other requests
To send data, pass options:
\`\`\`js
await fetch('/api/messages', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ name, message }),
});
\`\`\`

## Check it works
Open DevTools → **Network**, filter by **Fetch/XHR**, and reload. Click the request to see its status, headers and the JSON **Preview**. Then use a username that doesn't exist: you should see your error message, not a blank list. Note that GitHub allows 60 unauthenticated requests per hour per IP.
`,
      quiz: [
        {
          question: 'Why does reading JSON from fetch need two awaits?',
          answer: 'fetch resolves with a Response as soon as the headers arrive; reading and parsing the body with response.json() is a second asynchronous step.',
          keyPoints: ['fetch returns Response', 'response.json() async'],
        },
        {
          question: 'Does fetch reject when the server returns 404?',
          answer: 'No. fetch only rejects on network errors; for a 404 or 500 it resolves with response.ok set to false, so you must check response.ok and throw yourself.',
          keyPoints: ['only network errors reject', 'check response.ok'],
        },
        {
          question: 'What three UI states should a data-loading feature handle?',
          answer: 'Loading (while waiting), success (show the data) and error (show a helpful message).',
          keyPoints: ['loading state', 'success state', 'error state'],
        },
        {
          question: 'How do you send JSON in a POST request with fetch?',
          answer: 'Pass an options object with method: \'POST\', a Content-Type: application/json header and body: JSON.stringify(data).',
          keyPoints: ['method POST', 'Content-Type application/json', 'JSON.stringify body'],
        },
      ],
      handsOnTask: 'Add a "Latest on GitHub" section to your portfolio that fetches your six most recently updated repositories and lists them as links with star counts. Show a loading message first and a friendly error message if the request fails (test with a fake username). Inspect the request in the Network tab and read its JSON preview.',
      project: 'Adds a live "Latest on GitHub" section to the portfolio powered by the GitHub REST API.',
      exercise: 'Fetch https://api.github.com/users/octocat and log only the name, public_repos and followers fields using destructuring.',
      beginnerTip: 'Paste the API URL into a browser tab first; seeing the raw JSON tells you the exact property names to use in code.',
      advancedNote: 'Pass an AbortController\'s signal to fetch to cancel stale requests (for example when a user types a new search), and note that browsers enforce CORS: the API server must send Access-Control-Allow-Origin for your page to read the response.',
    },
    {
      topicName: 'Browser storage: localStorage, sessionStorage and JSON',
      explanation: `## Remembering things in the browser
\`localStorage\` is a small key–value store (about 5 MB per origin) that survives page reloads and browser restarts. \`sessionStorage\` has the same API but is cleared when the tab closes. Both are synchronous and store **strings only**. You used \`localStorage\` for the theme on day 5; today you store structured data properly.

## Worked example: remembering the last project filter and visitor notes
\`\`\`js
const STORAGE_KEY = 'portfolio:prefs';

function loadPrefs() {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY)) ?? { filter: 'all', liked: [] };
  } catch {
    return { filter: 'all', liked: [] }; // corrupted or old data
  }
}

function savePrefs(prefs) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(prefs));
}

const prefs = loadPrefs();
prefs.liked.push('Quiz App');
savePrefs(prefs);
\`\`\`
\`JSON.stringify\` turns objects and arrays into a string; \`JSON.parse\` turns it back. \`getItem\` returns \`null\` for a missing key, and \`JSON.parse(null)\` is \`null\`, so \`?? defaults\` covers first visits. The \`try/catch\` protects you from a bad value breaking the whole page. Prefixing keys (\`portfolio:\`) avoids clashes with other scripts on the same domain.

## What not to store
Storage is readable by **any JavaScript on your page**, including third-party scripts and any XSS injection. Never store passwords or access tokens in it. It's ideal for preferences, drafts and cached non-sensitive data.

## Common mistake
Saving an object directly: \`localStorage.setItem('prefs', { filter: 'css' })\` stores the string \`"[object Object]"\`, and your data is gone. Always \`JSON.stringify\` on the way in and \`JSON.parse\` on the way out.

## Check it works
Open DevTools → **Application → Local Storage** → your site. You can see, edit and delete keys there. Delete your key and reload to test the first-visit path; type invalid JSON into the value and reload to test the \`catch\`.
`,
      quiz: [
        {
          question: 'What is the difference between localStorage and sessionStorage?',
          answer: 'localStorage persists across reloads and browser restarts; sessionStorage is cleared when the tab is closed. Both store strings as key-value pairs.',
          keyPoints: ['localStorage persists', 'sessionStorage cleared tab closes'],
        },
        {
          question: 'How do you store an array or object in localStorage?',
          answer: 'Convert it to a string with JSON.stringify when saving and back with JSON.parse when loading, because storage only holds strings.',
          keyPoints: ['JSON.stringify to save', 'JSON.parse to load', 'strings only'],
        },
        {
          question: 'What gets stored if you call setItem with an object directly?',
          answer: 'The string "[object Object]", so the real data is lost.',
          keyPoints: ['[object Object] string', 'data lost'],
        },
        {
          question: 'Why should you not store tokens or passwords in localStorage?',
          answer: 'Any JavaScript running on the page, including third-party scripts or injected XSS code, can read localStorage.',
          keyPoints: ['any script can read', 'XSS risk'],
        },
      ],
      handsOnTask: 'Make your portfolio remember the selected project filter and a list of "liked" projects in localStorage under one prefixed key, using loadPrefs and savePrefs helpers with JSON and a try/catch. Reload the page and check the filter and likes are restored. In DevTools → Application, delete the key and corrupt it to test both fallback paths.',
      project: 'Makes the portfolio remember each visitor\'s chosen filter and liked projects between visits.',
      exercise: 'Write a function that counts page visits in localStorage and shows "Visit number N" in the footer.',
      beginnerTip: 'When data seems to vanish, open Application → Local Storage first; most "bugs" are a mismatched key name.',
      advancedNote: 'localStorage is synchronous and blocks the main thread, so large or frequent writes hurt performance; IndexedDB is the asynchronous, much larger alternative for real offline data, and the storage event lets other open tabs react to changes.',
    },
    {
      topicName: 'Organising code with ES modules',
      explanation: `## Why modules
One growing \`script.js\` soon becomes hard to read: every function and variable shares one global scope and name clashes creep in. **ES modules** split code into files that explicitly \`export\` what they share and \`import\` what they need. Each module has its own scope and runs in strict mode automatically.

## Worked example: the portfolio split into modules
\`\`\`html
<script type="module" src="js/main.js"></script>
\`\`\`
\`\`\`js
// js/data.js
export const projects = [ /* ... */ ];

// js/render.js
export function renderProjects(list, items) { /* ... */ }
export function renderRepos(list, repos) { /* ... */ }

// js/api.js
export default async function fetchRepos(username) {
  const response = await fetch(\`https://api.github.com/users/\${username}/repos\`);
  if (!response.ok) throw new Error(\`Status \${response.status}\`);
  return response.json();
}

// js/main.js
import { projects } from './data.js';
import { renderProjects, renderRepos } from './render.js';
import fetchRepos from './api.js';

renderProjects(document.querySelector('#projects-list'), projects);
renderRepos(document.querySelector('#repos'), await fetchRepos('your-username'));
\`\`\`
**Named exports** (\`export function x\`) are imported with braces and the exact name. A **default export** (one per file) is imported without braces under any name. Module scripts are deferred automatically, and top-level \`await\` works inside them.

## Common mistake
Opening \`index.html\` by double-clicking it. Module scripts loaded over \`file://\` are blocked by CORS, and the Console shows an error about the origin being "null". Serve the folder with a local server — VS Code Live Server or \`npx serve\` — so the URL starts with \`http://localhost\`. Also, browser imports need the full file name, including \`.js\`.

## Check it works
Serve the site, open the Network tab and reload: you should see \`main.js\`, \`data.js\`, \`render.js\` and \`api.js\` load separately. Type \`projects\` in the Console — it is *not defined* there, proving it's no longer a global.
`,
      quiz: [
        {
          question: 'How do you load an ES module in the browser?',
          answer: 'Use a script tag with type="module", for example script type="module" src="js/main.js"; the browser then follows its imports.',
          keyPoints: ['type="module" attribute', 'module script tag'],
        },
        {
          question: 'What is the difference between a named and a default export?',
          answer: 'Named exports are imported in braces with their exact names, and a file can have many; a file has at most one default export, imported without braces under any name.',
          keyPoints: ['named use braces', 'one default export', 'any name'],
        },
        {
          question: 'Why do modules fail when you open index.html by double-clicking it?',
          answer: 'The page loads over file://, where module scripts are blocked by CORS; serve the folder from a local web server such as Live Server or npx serve.',
          keyPoints: ['file:// blocked', 'CORS error', 'use local server'],
        },
        {
          question: 'Are variables declared at the top of a module global?',
          answer: 'No. Each module has its own scope; other files can only use what is exported and imported.',
          keyPoints: ['own module scope', 'not global', 'must export'],
        },
      ],
      handsOnTask: 'Split your portfolio JavaScript into data.js, render.js, api.js and main.js using named and default exports, and load only main.js with type="module". Serve the folder with Live Server or npx serve and confirm in the Network tab that each module loads. Check in the Console that your data is no longer a global variable.',
      project: 'Reorganises the portfolio\'s JavaScript into small ES modules with a single entry point.',
      exercise: 'Create a utils.js module that exports formatDate and capitalize, and import both into main.js.',
      beginnerTip: 'If an import fails, read the Network tab: a red 404 means the path or .js extension is wrong.',
      advancedNote: 'import() with parentheses is a dynamic import that returns a promise, letting you load a module only when needed (code splitting); import maps let bare names like \'lodash\' resolve to URLs without a bundler.',
    },
    {
      topicName: 'CSS transitions, transforms and animations',
      explanation: `## Motion with purpose
Motion helps users notice change: a button responding to hover, a card lifting, a menu sliding in. CSS can do this without JavaScript, and it is fast when you animate the right properties.

## Transitions: animate between two states
\`\`\`css
.project {
  transition: transform 200ms ease-out, box-shadow 200ms ease-out;
}
.project:hover,
.project:focus-within {
  transform: translateY(-4px);
  box-shadow: 0 10px 24px rgb(0 0 0 / 0.12);
}
\`\`\`
A **transition** animates a property whenever its value changes — here on hover, or when a link inside the card gets keyboard focus. **Transforms** (\`translate\`, \`scale\`, \`rotate\`) move an element visually without affecting the layout of others.

## Keyframe animations: multi-step or automatic
\`\`\`css
@keyframes fade-up {
  from { opacity: 0; transform: translateY(12px); }
  to   { opacity: 1; transform: translateY(0); }
}
.project { animation: fade-up 400ms ease-out both; }
.project:nth-child(2) { animation-delay: 80ms; }
.project:nth-child(3) { animation-delay: 160ms; }
\`\`\`

## Performance
Browsers can animate \`transform\` and \`opacity\` on the GPU compositor without recalculating layout. Animating \`width\`, \`height\`, \`top\` or \`margin\` forces layout on every frame and can stutter on budget Android phones.

## Respect user preferences
Some people get dizzy from motion and turn on "reduce motion" in their OS. Honour it:
\`\`\`css
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    transition-duration: 0.01ms !important;
  }
}
\`\`\`

## Common mistake
\`transition: all 0.3s\`. It animates every property that changes, including ones you didn't intend (like colour when the theme switches) and layout properties. List the specific properties.

## Check it works
Hover and Tab through the cards. In DevTools, open the **Animations** panel (⋮ → More tools) to slow animations to 10%. Turn on "reduce motion" via **Rendering → Emulate CSS media feature prefers-reduced-motion** and confirm motion stops.
`,
      quiz: [
        {
          question: 'What is the difference between a transition and a keyframe animation?',
          answer: 'A transition animates a property between two values when it changes (for example on hover); a keyframe animation defines steps with @keyframes and can run on its own, with multiple steps, delays and repeats.',
          keyPoints: ['transition between two states', 'keyframes multiple steps', 'runs automatically'],
        },
        {
          question: 'Which properties are cheapest to animate and why?',
          answer: 'transform and opacity, because the browser can animate them on the compositor without recalculating layout or repainting.',
          keyPoints: ['transform and opacity', 'no layout recalculation'],
        },
        {
          question: 'What does prefers-reduced-motion do?',
          answer: 'It is a media feature that matches when the user has asked their OS to reduce motion, so you can disable or shorten animations for them.',
          keyPoints: ['user setting reduce motion', 'disable animations'],
        },
        {
          question: 'Why avoid transition: all?',
          answer: 'It animates every changing property, including unintended and expensive layout properties; list only the properties you mean to animate.',
          keyPoints: ['animates everything', 'list specific properties'],
        },
      ],
      handsOnTask: 'Give your portfolio\'s project cards a hover and focus-within lift using transform and box-shadow transitions, and a staggered fade-up entrance with @keyframes. Add a prefers-reduced-motion rule and verify with DevTools\' Rendering emulation that motion stops. Use the Animations panel to slow the entrance down and check it looks smooth.',
      project: 'Adds purposeful motion to the portfolio: card hover lift, staggered entrance and reduced-motion support.',
      exercise: 'Make a loading spinner with a single div, a border and an infinite rotate keyframe animation.',
      beginnerTip: 'Keep UI transitions between 150ms and 300ms; slower feels sluggish, faster goes unnoticed.',
      advancedNote: 'will-change: transform promotes an element to its own compositor layer ahead of time, but each layer costs GPU memory, so add it only to elements that are about to animate; the View Transitions API now animates between whole DOM states or pages.',
    },
    {
      topicName: 'Debugging with browser DevTools',
      explanation: `## A method, not guesswork
Every developer writes bugs; good ones find them fast. Chrome and Firefox DevTools give you everything you need. The method: **reproduce** the bug reliably, **locate** where reality differs from expectation, **fix** one thing, **verify**.

## The Console, beyond console.log
\`\`\`js
console.table(projects);             // arrays of objects as a table
console.error('Failed to load', err); // red, with a stack trace
console.log({ filter, visible });     // object shorthand labels each value
\`\`\`
Click the file link on the right of an error to jump straight to the line.

## Breakpoints
Logging shows you one value; a **breakpoint** freezes the program so you can inspect *everything*. In **Sources**, open your file and click a line number, or write \`debugger;\` in your code. When paused:
- hover any variable to see its value; the **Scope** pane lists all local variables;
- **Step over** (F10) runs the next line; **Step into** (F11) enters a function call;
- the **Call Stack** shows how you got here.

Right-click a line number for a **conditional breakpoint**, e.g. pause only when \`project.title === 'Quiz App'\`.

## Example: a filter that shows nothing
\`\`\`js
const visible = projects.filter((p) => p.tags.includes(tag));
\`\`\`
Set a breakpoint here, click "CSS", and inspect \`tag\`: it's \`"CSS"\`, but your tags are lower-case \`"css"\`. The fix (\`tag.toLowerCase()\` or consistent data) takes ten seconds once you can *see* the values.

## Network and Elements
**Network** shows every request with status and response — a red 404 explains most "data didn't load" bugs. **Elements** lets you edit HTML and CSS live and tick styles on and off.

## Common mistake
Changing several things at once until it "works". You won't know what fixed it, and you may add new bugs. Change one thing, reload, observe.

## Check it works
Introduce a deliberate bug (misspell a property name), then find it using only a breakpoint and the Scope pane, without adding any \`console.log\`.
`,
      quiz: [
        {
          question: 'What does a breakpoint give you that console.log does not?',
          answer: 'It pauses execution so you can inspect every variable in scope, the call stack, and step through the code line by line.',
          keyPoints: ['pauses execution', 'inspect all variables', 'step through code'],
        },
        {
          question: 'How do you pause only when a specific condition is true?',
          answer: 'Right-click the line number in Sources and add a conditional breakpoint with an expression, for example project.title === \'Quiz App\'.',
          keyPoints: ['conditional breakpoint', 'right-click line number'],
        },
        {
          question: 'What is the difference between step over and step into?',
          answer: 'Step over runs the next line without entering function calls; step into goes inside the function being called on that line.',
          keyPoints: ['step over next line', 'step into function'],
        },
        {
          question: 'Which DevTools panel tells you if a request returned 404?',
          answer: 'The Network panel, which lists each request with its status code and response.',
          keyPoints: ['Network panel', 'status code'],
        },
      ],
      handsOnTask: 'Add a deliberate bug to your portfolio\'s filter (for example compare against a capitalised tag) and find it using a breakpoint in the Sources panel, reading values in the Scope pane. Then break an image path and find it via the Network panel. Write down, for each bug, the panel that revealed it.',
      project: 'Hardens the portfolio by stepping through the render and filter code with breakpoints and fixing any edge cases found (for example empty tags or missing links).',
      exercise: 'Use console.table to display your projects array, then console.log({ a, b }) to print two labelled variables in one line.',
      beginnerTip: 'Before debugging, write one sentence: "I expected X but got Y." It tells you exactly which value to inspect.',
      advancedNote: 'The Performance panel records a trace of scripting, layout and paint per frame, which is how you find long tasks that make a page feel slow; logpoints (right-click → Add logpoint) print values without editing the source.',
    },
    {
      topicName: 'Capstone kickoff: planning the weather dashboard',
      explanation: `## The capstone
For the final stretch you build a **weather dashboard**: search any city, see current conditions and a 7-day forecast, and keep a list of saved cities. It uses everything so far — semantic HTML, grid, modules, fetch, async/await, storage — and it's a strong portfolio piece because it talks to a real API.

You'll use **Open-Meteo**, which is free for non-commercial use and needs no API key:
- Geocoding: \`https://geocoding-api.open-meteo.com/v1/search?name=Pune&count=1\` returns \`results[0].latitude\`, \`longitude\`, \`name\`, \`country\`.
- Forecast: \`https://api.open-meteo.com/v1/forecast?latitude=18.52&longitude=73.86&current=temperature_2m,weather_code&daily=temperature_2m_max,temperature_2m_min,weather_code&timezone=auto\`.

## Plan before coding
1. **User stories**: "As a user I can search a city", "I can see today's temperature", "I can save a city and it's there tomorrow".
2. **Data shape** — decide what your app state looks like:
\`\`\`js
const state = {
  status: 'idle',     // 'idle' | 'loading' | 'success' | 'error'
  city: null,         // { name, country, latitude, longitude }
  forecast: null,     // parsed API data
  saved: [],          // array of city objects
  error: null,
};
\`\`\`
3. **Files**: \`index.html\`, \`styles.css\`, \`js/main.js\`, \`js/api.js\`, \`js/render.js\`, \`js/storage.js\`.
4. **Static shell first** — the layout with hard-coded sample values:
\`\`\`html
<header><h1>Mausam</h1>
  <form id="search-form" role="search">
    <label for="city">City</label>
    <input id="city" name="city" required>
    <button>Search</button>
  </form>
</header>
<main class="dashboard">
  <section id="current" aria-live="polite"></section>
  <section id="forecast"><h2>7-day forecast</h2><ol class="days"></ol></section>
  <aside id="saved"><h2>Saved cities</h2><ul></ul></aside>
</main>
\`\`\`
\`aria-live="polite"\` makes screen readers announce new weather when it loads.

## Common mistake
Starting with the API call and styling as you go. You end up with tangled code. Build and style the shell with fake data first; then replace the fake data with real data tomorrow.

## Check it works
Paste both URLs into a browser tab and read the JSON. Your static shell should look finished at 360px and 1280px with placeholder values.
`,
      quiz: [
        {
          question: 'Which two Open-Meteo endpoints does the dashboard need, and why two?',
          answer: 'The geocoding endpoint turns a city name into latitude and longitude, and the forecast endpoint returns weather for those coordinates.',
          keyPoints: ['geocoding city to coordinates', 'forecast for coordinates'],
        },
        {
          question: 'Why define the app\'s state shape before writing code?',
          answer: 'It decides what data the app tracks (status, city, forecast, saved cities, error), so rendering and fetching code all work from one clear structure.',
          keyPoints: ['one clear structure', 'status and data', 'plan rendering'],
        },
        {
          question: 'Why build a static shell with fake data first?',
          answer: 'It lets you finish the layout and styling independently, then swap in real data, instead of tangling API code and styling together.',
          keyPoints: ['layout first', 'swap in real data', 'avoid tangled code'],
        },
        {
          question: 'What does aria-live="polite" do on the current weather section?',
          answer: 'It makes screen readers announce content changes in that region when the user is idle, so new weather results are read out.',
          keyPoints: ['screen readers announce', 'content changes'],
        },
      ],
      handsOnTask: 'Write five user stories for the weather dashboard and the state object you\'ll use. Create the project folder with the listed files and build the static shell with a search form, current-weather card, 7-day list and saved-cities sidebar using CSS Grid. Fill it with hard-coded sample values and check it at 360px and 1280px.',
      project: 'Starts the capstone weather dashboard: plan, state shape and a responsive static shell with sample data.',
      exercise: 'Open both API URLs in the browser for your own city and write down the exact JSON paths to the current temperature and tomorrow\'s maximum.',
      beginnerTip: 'Put your user stories in the README now; interviewers love seeing how you planned a project, not only the code.',
      advancedNote: 'Modelling status as one string (\'idle\' | \'loading\' | \'success\' | \'error\') instead of several booleans (isLoading, hasError) makes impossible combinations like loading-and-error unrepresentable — the same idea behind state machines.',
    },
    {
      topicName: 'Capstone: fetching the forecast and rendering from state',
      explanation: `## One-way data flow
Today the dashboard shows real weather. The key architecture idea: **never update the DOM directly from fetch callbacks.** Instead, update a single \`state\` object and call one \`render()\` function that draws the whole UI from state. This is exactly how React works, so it's great preparation.

## The API module
\`\`\`js
// js/api.js
export async function findCity(name) {
  const url = \`https://geocoding-api.open-meteo.com/v1/search?name=\${encodeURIComponent(name)}&count=1\`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(\`Geocoding failed: \${res.status}\`);
  const data = await res.json();
  if (!data.results?.length) throw new Error(\`No city called "\${name}"\`);
  const { name: cityName, country, latitude, longitude } = data.results[0];
  return { name: cityName, country, latitude, longitude };
}

export async function getForecast({ latitude, longitude }) {
  const params = new URLSearchParams({
    latitude, longitude, timezone: 'auto',
    current: 'temperature_2m,weather_code',
    daily: 'temperature_2m_max,temperature_2m_min,weather_code',
  });
  const res = await fetch(\`https://api.open-meteo.com/v1/forecast?\${params}\`);
  if (!res.ok) throw new Error(\`Forecast failed: \${res.status}\`);
  return res.json();
}
\`\`\`
\`encodeURIComponent\` and \`URLSearchParams\` safely encode spaces and special characters ("New Delhi"). Optional chaining \`data.results?.length\` handles the response having no \`results\` at all.

## Rendering the daily list
The daily data comes as **parallel arrays**: \`daily.time[i]\`, \`daily.temperature_2m_max[i]\`, etc.:
\`\`\`js
function renderDays(daily) {
  const items = daily.time.map((date, i) => {
    const li = document.createElement('li');
    // "T00:00" parses the date in local time, not UTC midnight
    const day = new Date(\`\${date}T00:00\`).toLocaleDateString('en-IN', { weekday: 'short' });
    li.textContent = \`\${day}: \${Math.round(daily.temperature_2m_min[i])}° / \${Math.round(daily.temperature_2m_max[i])}°\`;
    return li;
  });
  document.querySelector('.days').replaceChildren(...items);
}
\`\`\`

## Common mistake
Building the URL by string concatenation with raw user input. A city with a space or \`&\` breaks the query. Always encode parameters.

## Check it works
Search "Pune", "New Delhi" and "São Paulo". In the Network tab, confirm both requests return 200 and that the rendered temperatures match the JSON preview.
`,
      quiz: [
        {
          question: 'What is the "state then render" pattern?',
          answer: 'Store all app data in one state object, update that object when something happens, and call a single render function that redraws the UI from state, instead of editing the DOM in many places.',
          keyPoints: ['single state object', 'one render function', 'UI from state'],
        },
        {
          question: 'Why use encodeURIComponent or URLSearchParams when building the URL?',
          answer: 'They encode spaces and special characters in user input so the query string stays valid, for example for "New Delhi".',
          keyPoints: ['encode special characters', 'spaces in city names'],
        },
        {
          question: 'How is Open-Meteo\'s daily forecast structured?',
          answer: 'As parallel arrays under daily, such as time, temperature_2m_max and temperature_2m_min, where the same index refers to the same day.',
          keyPoints: ['parallel arrays', 'same index same day'],
        },
        {
          question: 'What does data.results?.length protect against?',
          answer: 'Optional chaining returns undefined instead of throwing if results is missing, which happens when no city matches.',
          keyPoints: ['optional chaining', 'results missing'],
        },
      ],
      handsOnTask: 'Write api.js with findCity and getForecast, and connect the search form so submitting a city fetches its forecast, stores it in state and calls render(). Render the current temperature and a 7-day list with weekday names using toLocaleDateString(\'en-IN\'). Test three cities including one with a space in its name and compare the output with the JSON in the Network tab.',
      project: 'Connects the weather dashboard to Open-Meteo: city search, current conditions and a 7-day forecast rendered from state.',
      exercise: 'Write a function that maps Open-Meteo weather codes 0, 1–3, 45, 61 and 95 to labels like "Clear", "Cloudy", "Fog", "Rain" and "Thunderstorm".',
      beginnerTip: 'If nothing renders, log state at the top of render(); you\'ll immediately see whether the problem is the data or the drawing.',
      advancedNote: 'Re-rendering everything from state is simple but rebuilds DOM nodes each time; frameworks like React diff a virtual tree to touch only what changed, which is the main performance reason they exist.',
    },
    {
      topicName: 'Capstone: loading and error states, saved cities and polish',
      explanation: `## Finishing the core features
A dashboard feels professional when it handles waiting and failure gracefully and remembers the user. Today you add **status handling**, **saved cities** in localStorage, and small UX details.

## Status-driven rendering
\`\`\`js
async function search(name) {
  setState({ status: 'loading', error: null });
  try {
    const city = await findCity(name);
    const forecast = await getForecast(city);
    setState({ status: 'success', city, forecast });
  } catch (error) {
    setState({ status: 'error', error: error.message });
  }
}

function setState(patch) {
  state = { ...state, ...patch };
  render();
}

function render() {
  const current = document.querySelector('#current');
  const button = document.querySelector('#search-form button');
  button.disabled = state.status === 'loading';
  if (state.status === 'loading') current.textContent = 'Fetching weather…';
  if (state.status === 'error') current.textContent = \`⚠️ \${state.error}\`;
  if (state.status === 'success') renderCurrent(state.city, state.forecast);
  renderSaved(state.saved);
}
\`\`\`
Disabling the button while loading prevents double submissions.

## Saved cities
\`\`\`js
function saveCity(city) {
  if (state.saved.some((c) => c.name === city.name && c.country === city.country)) return;
  const saved = [...state.saved, city];
  localStorage.setItem('mausam:saved', JSON.stringify(saved));
  setState({ saved });
}
\`\`\`
Render saved cities as buttons; use event delegation on the list so clicking one calls \`getForecast(city)\` directly (no geocoding needed — you stored the coordinates).

## Common mistake
A **race condition**: the user searches "Pune", then quickly "Chennai"; if Pune's response arrives last, the screen shows Pune under Chennai's search. Fix it by remembering the latest request and ignoring older results:
\`\`\`js
let latestRequest = 0; // module level

// inside search():
const id = ++latestRequest;
const forecast = await getForecast(city);
if (id !== latestRequest) return; // a newer search started
\`\`\`

## Check it works
In the Network tab, set throttling to **Slow 4G** and search: you should see the loading message and a disabled button. Switch to **Offline** and search: a friendly error. Save three cities, reload — they're still there.
`,
      quiz: [
        {
          question: 'Why disable the search button while a request is loading?',
          answer: 'To prevent duplicate submissions and make it clear the app is working.',
          keyPoints: ['prevent double submissions', 'show app is busy'],
        },
        {
          question: 'What is the race condition in a search feature, and how do you fix it?',
          answer: 'An older, slower response can arrive after a newer one and overwrite it; track the latest request id (or abort old requests) and ignore responses from older requests.',
          keyPoints: ['older response arrives last', 'ignore stale responses', 'track latest request'],
        },
        {
          question: 'Why store coordinates with each saved city?',
          answer: 'So clicking a saved city can call the forecast API directly without another geocoding request.',
          keyPoints: ['skip geocoding', 'fewer requests'],
        },
        {
          question: 'How can you test loading and error states without a broken server?',
          answer: 'Use DevTools Network throttling, such as Slow 4G to see loading and Offline to trigger errors.',
          keyPoints: ['network throttling', 'Slow 4G', 'Offline mode'],
        },
      ],
      handsOnTask: 'Add a status-driven render with loading and error messages and a disabled button while loading, a "Save city" button that stores cities in localStorage without duplicates, and a saved-cities list that loads a forecast on click. Test with Slow 4G and Offline throttling, and reload to confirm saved cities persist. Fix the race condition with a request counter and test by searching twice quickly on Slow 4G.',
      project: 'Completes the weather dashboard\'s core: loading/error states, saved cities that persist and race-condition-safe searches.',
      exercise: 'Add a "Remove" button to each saved city that updates state and localStorage.',
      beginnerTip: 'Test the unhappy paths (typos, offline, empty input) before showing anyone; they\'re the first things reviewers try.',
      advancedNote: 'AbortController is the cleaner fix for stale requests: abort the previous fetch when a new search starts, which also saves bandwidth; catch and ignore the resulting AbortError.',
    },
    {
      topicName: 'Version control with Git and GitHub',
      explanation: `## Why Git
Git records snapshots (**commits**) of your project so you can see what changed, undo mistakes and work on features without breaking the working version. GitHub hosts your repositories online — and for a self-taught developer, your GitHub profile is part of your CV.

## The everyday loop
\`\`\`bash
git init                         # once per project
git status                       # what changed?
git add index.html js/api.js     # stage specific files
git commit -m "Add city search with Open-Meteo geocoding"
git log --oneline                # history
\`\`\`
Connect to GitHub once (create an empty repo on github.com first):
\`\`\`bash
git remote add origin https://github.com/<you>/mausam.git
git branch -M main
git push -u origin main
\`\`\`
After that, \`git push\` uploads new commits.

## Branches for features
\`\`\`bash
git switch -c feature/saved-cities   # create and switch
# ...edit, add, commit...
git push -u origin feature/saved-cities
\`\`\`
On GitHub, open a **pull request** from the branch into \`main\`, read your own diff, then merge. Even solo, this habit shows employers you can work in a team workflow.

## Ignore what doesn't belong
Create \`.gitignore\`:
\`\`\`
node_modules/
dist/
.env
.DS_Store
\`\`\`

## Writing good commits
Commit small, working steps with messages in the imperative that say *what and why*: "Fix race condition when searching twice quickly", not "changes" or "final final 2".

## Common mistake
Committing secrets — API keys or passwords in a \`.env\` file or in code. Deleting the file in a later commit does **not** remove it from history; bots scan GitHub for leaked keys within minutes. Add \`.env\` to \`.gitignore\` *before* the first commit, and if a key leaks, revoke it immediately.

## Check it works
Run \`git log --oneline\` and read your history as a story of the project. On GitHub, open a commit and check the diff shows only the intended changes.
`,
      quiz: [
        {
          question: 'What is the difference between git add and git commit?',
          answer: 'git add stages chosen changes for the next snapshot; git commit records the staged changes as a snapshot in history with a message.',
          keyPoints: ['add stages changes', 'commit saves snapshot', 'commit message'],
        },
        {
          question: 'Why work on a feature branch instead of directly on main?',
          answer: 'It keeps main working while you build, and lets you review the change as a pull request before merging.',
          keyPoints: ['keep main working', 'pull request review'],
        },
        {
          question: 'What belongs in .gitignore for a front-end project?',
          answer: 'Generated or secret files such as node_modules/, dist/, .env and OS files like .DS_Store.',
          keyPoints: ['node_modules folder', '.env secrets', 'build output dist'],
        },
        {
          question: 'If you accidentally commit an API key, is deleting it in the next commit enough?',
          answer: 'No. It stays in the Git history and may already be scraped; revoke or rotate the key immediately.',
          keyPoints: ['stays in history', 'revoke the key'],
        },
      ],
      handsOnTask: 'Put the weather dashboard under Git with a .gitignore, make at least five small commits with clear messages, and push it to a new GitHub repository. Create a feature branch for the "remove saved city" feature, push it, open a pull request and merge it on GitHub. Check that git log --oneline tells a readable story.',
      project: 'Puts the capstone under version control on GitHub with a clean commit history and a merged pull request.',
      exercise: 'Make a change, stage it, then unstage it with git restore --staged <file>, and discard a change with git restore <file>.',
      beginnerTip: 'Run git status before and after every command until the staging area makes sense; it always tells you what to do next.',
      advancedNote: 'A commit is a snapshot pointing at its parent, and a branch is just a movable pointer to a commit; that\'s why branching is instant, and why git rebase rewrites history (new commits) while merge preserves it.',
    },
    {
      topicName: 'Front-end tooling: npm and Vite',
      explanation: `## Why tools
Plain files work, but real projects use packages written by others, and a **build step** that bundles and minifies code for fast loading. **npm** (installed with Node.js) manages packages; **Vite** is the standard modern dev server and bundler: instant start, hot reload, and an optimised production build.

## Creating a Vite project
\`\`\`bash
npm create vite@latest mausam-vite -- --template vanilla
cd mausam-vite
npm install
npm run dev        # http://localhost:5173
\`\`\`
Move your HTML into \`index.html\` at the project root, your CSS and JS into \`src/\`, and import the CSS from JavaScript:
\`\`\`js
// src/main.js
import './styles.css';
import { findCity, getForecast } from './api.js';
\`\`\`
Save a file and the browser updates instantly (**hot module replacement**).

## package.json
\`\`\`json
{
  "scripts": { "dev": "vite", "build": "vite build", "preview": "vite preview" },
  "devDependencies": { "vite": "^7.0.0" }
}
\`\`\`
\`npm install date-fns\` adds a runtime dependency; \`npm install -D vite\` adds a development-only one. \`package-lock.json\` records exact versions so teammates get identical installs — commit it. Never commit \`node_modules\`; anyone can recreate it with \`npm install\`.

Now you can import packages by name:
\`\`\`js
import { formatDistanceToNow } from 'date-fns';
\`\`\`

## Building for production
\`npm run build\` writes optimised files to \`dist/\` with hashed file names (like \`index-4f3a2b.js\`) so browsers can cache them forever. \`npm run preview\` serves \`dist/\` locally to test the real build.

## Common mistake
Deploying the project folder instead of \`dist/\`, or opening \`dist/index.html\` by double-clicking. The source folder isn't bundled, and built files expect to be served over HTTP. Deploy \`dist/\` and test with \`npm run preview\`.

## Check it works
Run \`npm run build\` and look at the output sizes Vite prints. Run \`npm run preview\`, open the URL, and confirm search and saved cities still work.
`,
      quiz: [
        {
          question: 'What does Vite give you during development?',
          answer: 'A fast dev server with hot module replacement, so saved changes appear in the browser instantly, and support for importing npm packages and CSS from JavaScript.',
          keyPoints: ['fast dev server', 'hot module replacement', 'import packages'],
        },
        {
          question: 'What is the difference between dependencies and devDependencies?',
          answer: 'dependencies are needed by the app at runtime; devDependencies (installed with -D) are only needed for development and building, such as Vite.',
          keyPoints: ['runtime dependencies', 'development only', 'install with -D'],
        },
        {
          question: 'Should you commit node_modules and package-lock.json?',
          answer: 'Commit package-lock.json so everyone installs the same versions, but never node_modules, which npm install recreates.',
          keyPoints: ['commit package-lock.json', 'ignore node_modules'],
        },
        {
          question: 'What does npm run build produce and what should you deploy?',
          answer: 'An optimised, minified bundle in the dist folder with hashed file names; deploy the dist folder.',
          keyPoints: ['dist folder', 'minified bundle', 'deploy dist'],
        },
      ],
      handsOnTask: 'Create a Vite vanilla project and move the weather dashboard into it, importing CSS and modules from src/main.js. Install one small package (for example date-fns) and use it to show "updated 2 minutes ago". Run npm run build, note the bundle sizes, and test the production build with npm run preview.',
      project: 'Moves the weather dashboard onto Vite with npm packages and a production build.',
      exercise: 'Add a "lint" or "format" script to package.json that runs Prettier (npx prettier --write .) and run it with npm run.',
      beginnerTip: 'Read the terminal where npm run dev is running; build errors and wrong import paths show there, not only in the browser.',
      advancedNote: 'In development Vite serves native ES modules and pre-bundles dependencies with esbuild, so startup doesn\'t depend on app size; production builds use Rollup (being replaced by the Rust-based Rolldown) for tree-shaking and code splitting.',
    },
    {
      topicName: 'Web performance: Lighthouse and Core Web Vitals',
      explanation: `## Why speed matters
Many users browse on mid-range Android phones over patchy 4G. Slow pages lose visitors and rank lower in Google. Google measures real-user experience with three **Core Web Vitals**:

- **LCP (Largest Contentful Paint)** — when the main content (often the hero image or heading) appears. Good: ≤ 2.5 s.
- **INP (Interaction to Next Paint)** — how quickly the page responds to taps and clicks. Good: ≤ 200 ms. It replaced FID in 2024.
- **CLS (Cumulative Layout Shift)** — how much content jumps while loading. Good: ≤ 0.1.

## Measuring
Open DevTools → **Lighthouse**, choose *Mobile* and *Performance*, and run it in an incognito window (extensions skew results). It simulates a slow phone and lists specific fixes.

## Fixes that matter most
\`\`\`html
<!-- Reserve space and avoid CLS -->
<img src="hero.webp" alt="Monsoon clouds over Mumbai" width="1200" height="600">

<!-- Defer offscreen images -->
<img src="chart.webp" alt="Weekly rainfall chart" loading="lazy" width="800" height="400">

<!-- Don't block rendering with scripts -->
<script type="module" src="/src/main.js"></script>

<!-- Prioritise the LCP image -->
<img src="hero.webp" fetchpriority="high" alt="..." width="1200" height="600">
\`\`\`
- Compress images and use WebP/AVIF at the size you display; images are usually the heaviest bytes.
- Don't lazy-load the LCP image — it delays the most important paint.
- Keep JavaScript small; every kilobyte must be downloaded, parsed and executed on a slow CPU.
- Break up long tasks: work over 50 ms blocks the main thread and hurts INP.

## Common mistake
Adding \`loading="lazy"\` to every image including the hero. Lighthouse will then flag "Largest Contentful Paint image was lazily loaded". Lazy-load only images below the fold.

## Check it works
Run Lighthouse before and after your changes and record the scores and the LCP/CLS numbers. In the Network tab, sort by **Size** to find the heaviest files.
`,
      quiz: [
        {
          question: 'What do LCP, INP and CLS measure?',
          answer: 'LCP measures when the largest main content appears, INP measures how quickly the page responds to interactions, and CLS measures how much the layout shifts while loading.',
          keyPoints: ['LCP main content loads', 'INP interaction response', 'CLS layout shift'],
        },
        {
          question: 'What are the "good" thresholds for LCP and CLS?',
          answer: 'LCP at or under 2.5 seconds and CLS at or under 0.1.',
          keyPoints: ['LCP 2.5 seconds', 'CLS 0.1'],
        },
        {
          question: 'Why should you not lazy-load the hero image?',
          answer: 'It is usually the LCP element; lazy loading delays it and makes the most important content appear later.',
          keyPoints: ['hero is LCP', 'delays main content'],
        },
        {
          question: 'How do width and height attributes on images help performance?',
          answer: 'They let the browser reserve space before the image loads, preventing layout shift (improving CLS).',
          keyPoints: ['reserve space', 'prevent layout shift'],
        },
      ],
      handsOnTask: 'Run a mobile Lighthouse performance audit on your portfolio or dashboard in an incognito window and record the score, LCP and CLS. Fix at least three issues (image sizes/formats, missing width and height, lazy-loading below-the-fold images, fetchpriority on the hero). Re-run Lighthouse and write the before/after numbers in your README.',
      project: 'Optimises the weather dashboard and portfolio for speed and records before/after Lighthouse scores in the README.',
      exercise: 'Convert one PNG or JPEG in your project to WebP (for example with squoosh.app) and compare the file sizes.',
      beginnerTip: 'Lighthouse scores vary between runs; run it three times and compare the middle result rather than chasing a single number.',
      advancedNote: 'Lighthouse is lab data from one simulated device; field data from real users (the Chrome UX Report, PageSpeed Insights, or the web-vitals library) is what Google uses for ranking, and it can differ a lot.',
    },
    {
      topicName: 'Front-end security essentials',
      explanation: `## Your code runs on someone else's device
Anything in front-end code — JavaScript, HTML, environment values baked into a build — can be read by any visitor with DevTools. Security on the front end is about **not trusting input**, **not shipping secrets**, and **not letting attackers run script in your page**.

## Cross-site scripting (XSS)
XSS happens when untrusted text is inserted as HTML and the browser runs it:
\`\`\`js
// Vulnerable: a city name like <img src=x onerror="stealData()"> would run
results.innerHTML = \`<p>Results for \${query}</p>\`;

// Safe: treated as text
const p = document.createElement('p');
p.textContent = \`Results for \${query}\`;
results.replaceChildren(p);
\`\`\`
Rules: use \`textContent\`, \`setAttribute\` or DOM creation for untrusted data; never pass user input to \`innerHTML\`, \`eval()\` or \`setTimeout('string')\`. If you must render user HTML (for example a comment with formatting), sanitise it with a library such as DOMPurify.

## Secrets
An API key in front-end code is **public**, even in a \`.env\` file used by Vite — variables prefixed \`VITE_\` are inlined into the bundle. Only use keys designed to be public (with domain restrictions), or call the API through your own server.

## Links, HTTPS and dependencies
- Serve everything over **HTTPS**; GitHub Pages, Netlify and Vercel do it free.
- A **Content-Security-Policy** header limits which scripts may run, blocking most injected code.
- Run \`npm audit\` and update vulnerable packages; every dependency is code you ship.

## Common mistake
Believing client-side validation protects your data. A form's \`required\` or \`pattern\` can be bypassed with DevTools or a direct request in seconds. Client validation is for user experience; the server must validate everything again.

## Check it works
Search your app for the city \`<img src=x onerror=alert(1)>\`. If an alert pops up, you have an XSS hole — fix it with \`textContent\`. Then search your built \`dist/\` files for any key you think is secret.
`,
      quiz: [
        {
          question: 'What is cross-site scripting (XSS)?',
          answer: 'An attack where untrusted input is inserted into the page as HTML or script and runs in other users\' browsers, for example through innerHTML.',
          keyPoints: ['untrusted input runs', 'injected script', 'via innerHTML'],
        },
        {
          question: 'How do you safely display user-provided text?',
          answer: 'Insert it with textContent or create elements and set text, not innerHTML; sanitise with a library like DOMPurify if HTML must be allowed.',
          keyPoints: ['use textContent', 'avoid innerHTML', 'sanitise with DOMPurify'],
        },
        {
          question: 'Is an API key in a Vite .env file (VITE_ prefix) secret?',
          answer: 'No. VITE_ variables are inlined into the JavaScript bundle, so anyone can read them; keep real secrets on a server.',
          keyPoints: ['inlined into bundle', 'anyone can read', 'keep on server'],
        },
        {
          question: 'Does client-side form validation protect your backend?',
          answer: 'No. It can be bypassed easily; it improves user experience, but the server must validate all input again.',
          keyPoints: ['can be bypassed', 'server must validate'],
        },
      ],
      handsOnTask: 'Test your weather dashboard and portfolio with the input <img src=x onerror=alert(1)> in every field that displays user text, and replace any innerHTML that shows untrusted data with textContent. Run npm audit in your Vite project and fix what you can. Search the dist folder for any string that looks like a key or token.',
      project: 'Security-reviews the capstone: removes XSS sinks, checks the build for secrets and audits dependencies.',
      exercise: 'List every place in your code that uses innerHTML and write next to each whether its data is trusted.',
      beginnerTip: 'If you didn\'t type the string yourself in your source code, treat it as untrusted: user input, URL parameters and API responses all count.',
      advancedNote: 'Trusted Types, enabled through a CSP directive, make the browser reject raw strings passed to dangerous sinks like innerHTML unless they went through an approved policy, turning XSS from a code-review problem into a runtime-enforced one.',
    },
    {
      topicName: 'Deploying the capstone and writing a great README',
      explanation: `## Shipping is a skill
A project that only runs on your laptop doesn't count. Today the weather dashboard goes live with a proper README, so a recruiter can open it in one click.

## Deploying a Vite site
**Netlify or Vercel** (simplest):
1. Push the project to GitHub.
2. Import the repository in Netlify/Vercel.
3. Build command \`npm run build\`, publish/output directory \`dist\`.
4. Every push to \`main\` now redeploys automatically, and pull requests get preview URLs.

**GitHub Pages** serves the site from a sub-path (\`https://<you>.github.io/mausam/\`), so tell Vite:
\`\`\`js
// vite.config.js
import { defineConfig } from 'vite';
export default defineConfig({ base: '/mausam/' });
\`\`\`
Without \`base\`, the built HTML requests \`/assets/index-abc.js\` from the domain root and you get a blank page with 404s.

## Cross-browser and device check
Open the live URL on Chrome, Firefox and Safari (or an iPhone), and on a real low-end Android phone if you can. Test search, saving, reload, offline error and keyboard navigation.

## The README
\`\`\`md
# Mausam – weather dashboard
Live: https://mausam.netlify.app · Screenshot: ![Dashboard](docs/screenshot.png)

Search any city and see current weather and a 7-day forecast. Saved cities persist.

## Tech
HTML, CSS Grid, vanilla JavaScript (ES modules), Vite, Open-Meteo API.

## What I learned
- Handling loading/error states and race conditions in async searches
- Rendering UI from a single state object

## Run locally
npm install && npm run dev
\`\`\`
Recruiters skim: put the live link and screenshot first, then what it does, the tech, and what you learned.

## Common mistake
A blank page after deploy. Open the Console and Network tab on the live site: 404s on \`/assets/...\` mean a wrong \`base\` path; a failing API call means an http:// URL on an https:// site (mixed content is blocked).

## Check it works
Open the live URL in a private window on your phone and run a Lighthouse audit on the deployed version, not localhost.
`,
      quiz: [
        {
          question: 'What build settings does Netlify or Vercel need for a Vite project?',
          answer: 'Build command npm run build and publish/output directory dist.',
          keyPoints: ['npm run build', 'publish dist'],
        },
        {
          question: 'Why does a Vite app on GitHub Pages need the base option?',
          answer: 'The site is served from a sub-path like /mausam/, so Vite must prefix asset URLs with it; otherwise assets are requested from the root and 404.',
          keyPoints: ['served from sub-path', 'asset paths 404', 'set base'],
        },
        {
          question: 'What should come first in a portfolio project\'s README?',
          answer: 'The live link and a screenshot, followed by what the project does, the tech used and what you learned.',
          keyPoints: ['live link', 'a screenshot', 'what you learned'],
        },
        {
          question: 'What is mixed content?',
          answer: 'Loading an http:// resource from an https:// page; browsers block such requests, which can break API calls after deployment.',
          keyPoints: ['http on https page', 'browser blocks'],
        },
      ],
      handsOnTask: 'Deploy the weather dashboard to Netlify, Vercel or GitHub Pages and confirm it works at the live URL, including on your phone. Write a README with the live link, a screenshot, features, tech, what you learned and how to run it locally. Add the live link to your portfolio\'s projects array.',
      project: 'Ships the weather dashboard to a public URL with a recruiter-ready README, and links it from the portfolio.',
      exercise: 'Add a custom 404.html page to your portfolio and check that it appears for a non-existent URL.',
      beginnerTip: 'After every deploy, open the live site in a private window; cached files on your own browser can hide a broken build.',
      advancedNote: 'Hashed asset names let hosts cache JS and CSS for a year (immutable), while index.html must be revalidated on each visit so users pick up new hashes; a wrong cache header on index.html is a classic cause of "users see the old version".',
    },
    {
      topicName: 'Job readiness: portfolio review and interview questions',
      explanation: `## From learner to candidate
You now have two deployed projects and a month of fundamentals. Today you turn that into evidence an employer or client can check in two minutes.

## Portfolio checklist
- Live portfolio with 2–4 projects, each with live link, code link and one sentence on the problem it solves.
- Lighthouse: accessibility 95+, no console errors, works at 360px.
- GitHub: pinned repositories, real READMEs, commits spread over time.
- A short "about" that says what you want to do next ("junior front-end role, open to remote").

## Questions you should answer in your own words
Practise out loud; interviewers want reasoning, not definitions.
1. **Box model** — content, padding, border, margin; what \`box-sizing: border-box\` changes.
2. **Flexbox vs grid** — one dimension vs two; give a real example of each.
3. **Specificity** — how the cascade picks a winner.
4. **\`let\`, \`const\`, \`var\`** — block scope, reassignment, hoisting.
5. **\`==\` vs \`===\`**.
6. **Event delegation** — why one listener on a parent works.
7. **Promises and async/await** — and why \`fetch\` doesn't reject on 404.
8. **What happens when you type a URL** — DNS lookup, TCP/TLS connection, HTTP request, HTML parsed into the DOM, CSS into the CSSOM, layout, paint, JavaScript execution.

## A practical exercise format
Many companies give a 60–90 minute task like "fetch this API and show a filterable list". Practise it with a timer:
\`\`\`js
// skeleton you should be able to write from memory
const state = { items: [], query: '', status: 'idle' };
async function load() { /* fetch, check res.ok, set state, render */ }
function render() { /* filter by state.query, build elements with textContent */ }
\`\`\`
Narrate your trade-offs: "I'm using \`textContent\` to avoid XSS", "I'd add AbortController for stale requests".

## Common mistake
Listing ten technologies you touched once. Depth beats breadth: two polished, deployed projects you can explain line by line are stronger than ten half-finished tutorials.

## Next steps
Learn a framework (React is the most requested), TypeScript, and basic testing. Keep building: rebuild a site you use daily.

## Check it works
Ask a friend to open your portfolio on their phone and find, in under a minute, your best project's live link and code. Time them.
`,
      quiz: [
        {
          question: 'Describe what happens after you type a URL and press Enter.',
          answer: 'The browser resolves the domain with DNS, opens a TCP/TLS connection, sends an HTTP request, receives HTML, parses it into the DOM and CSS into the CSSOM, then lays out, paints and runs JavaScript.',
          keyPoints: ['DNS lookup', 'HTTP request', 'parse HTML DOM', 'layout and paint'],
        },
        {
          question: 'What makes a strong junior front-end portfolio?',
          answer: 'A few polished, deployed projects with live and code links, good READMEs, accessible and responsive pages, and the ability to explain every line — depth over breadth.',
          keyPoints: ['few polished projects', 'live and code links', 'explain your code'],
        },
        {
          question: 'How should you approach a timed take-home or live coding task?',
          answer: 'Start from a clear state/fetch/render skeleton, handle loading and errors, and explain your trade-offs out loud as you go.',
          keyPoints: ['state fetch render', 'handle errors', 'explain trade-offs'],
        },
      ],
      handsOnTask: 'Complete the portfolio checklist and fix every gap you find. Record yourself answering the eight interview questions out loud, two minutes each, and rewrite any answer you stumbled on. Then do a timed 60-minute exercise: fetch https://jsonplaceholder.typicode.com/users and show a searchable list of names and cities.',
      project: 'Polishes the portfolio to job-ready standard and adds the weather dashboard as its featured project.',
      exercise: 'Write a 100-word "about me" for your portfolio that says what you build, what you\'re learning next and what kind of role you want.',
      beginnerTip: 'In interviews, "I don\'t know, but here\'s how I\'d find out" followed by a sensible approach scores better than a confident wrong answer.',
      advancedNote: 'For the URL question, strong candidates mention caching (browser cache, CDN, HTTP cache headers), that render-blocking CSS and synchronous scripts delay first paint, and how HTTP/2 or HTTP/3 multiplex requests over one connection.',
    },
  ],
  advancedDays: [
    {
      topicName: 'The event loop, microtasks and rendering',
      explanation: `## One thread, many jobs
The browser's main thread runs your JavaScript, style calculation, layout and paint. The **event loop** decides what runs next:

1. Run one **task** (macrotask) to completion: a script, a click handler, a \`setTimeout\` callback.
2. Drain the **microtask queue** completely: promise reactions (\`.then\`, code after \`await\`) and \`queueMicrotask\` callbacks.
3. If it's time for a frame (about every 16.7 ms at 60 Hz), run \`requestAnimationFrame\` callbacks, then style, layout and paint.
4. Repeat.

\`\`\`js
console.log('1 script');
setTimeout(() => console.log('5 timeout (task)'), 0);
requestAnimationFrame(() => console.log('rAF (before next paint)'));
Promise.resolve().then(() => console.log('3 microtask'));
queueMicrotask(() => console.log('4 microtask'));
console.log('2 script');
\`\`\`
Output: 1, 2, 3, 4, then the timeout and rAF in an order that depends on frame timing — but microtasks always run before either.

## Why it matters
- **Long tasks block everything.** A 300 ms loop means clicks wait 300 ms: a bad INP. Split work into chunks and yield between them:
\`\`\`js
async function processAll(items) {
  for (let i = 0; i < items.length; i++) {
    heavyWork(items[i]);
    if (i % 100 === 0) await new Promise((r) => setTimeout(r, 0)); // yield to the loop
  }
}
\`\`\`
Newer Chromium browsers offer \`scheduler.yield()\` for the same purpose with better priority.
- **Animations belong in rAF.** \`requestAnimationFrame\` runs right before paint, so DOM changes line up with frames; \`setInterval\` drifts and wastes work in background tabs.
- **Layout thrashing.** Reading \`offsetHeight\` after writing styles forces synchronous layout. Batch reads, then writes.

## Common mistake
Assuming \`setTimeout(fn, 0)\` runs "immediately". It queues a task that runs after the current task and all microtasks — and browsers clamp nested timers to at least 4 ms.

## Check it works
Record a Performance trace while your app does heavy work; long tasks show with a red corner. Chunk the work and record again: the tasks should be under 50 ms.
`,
      quiz: [
        {
          question: 'In what order does the event loop run tasks, microtasks and rendering?',
          answer: 'It runs one task to completion, then drains all microtasks, then (when a frame is due) runs requestAnimationFrame callbacks and renders, then picks the next task.',
          keyPoints: ['one task', 'drain all microtasks', 'then render'],
        },
        {
          question: 'Why does a promise callback run before a setTimeout(fn, 0) callback?',
          answer: 'Promise reactions are microtasks, which run as soon as the current task finishes, while setTimeout queues a new task that waits for the next loop turn.',
          keyPoints: ['promise is microtask', 'timeout is task'],
        },
        {
          question: 'How can you keep a long computation from hurting responsiveness?',
          answer: 'Split it into chunks and yield to the event loop between them (setTimeout, scheduler.yield) so input and rendering can happen, or move it to a Web Worker.',
          keyPoints: ['split into chunks', 'yield to event loop', 'Web Worker'],
        },
        {
          question: 'What is layout thrashing?',
          answer: 'Alternating DOM writes and layout reads (like offsetHeight) so the browser must recalculate layout synchronously many times; batch reads then writes to avoid it.',
          keyPoints: ['interleaved reads writes', 'forced synchronous layout', 'batch reads'],
        },
      ],
      handsOnTask: 'Run the ordering snippet in the Console several times and explain the output. Write a function that sums an array of five million numbers in one go, record it in the Performance panel and note the long task. Rewrite it to process in chunks that yield, record again, and compare task lengths and how responsive a button on the page feels.',
      project: 'Refactors any heavy loop in the capstone (for example processing hourly forecast data) into chunked, non-blocking work.',
      exercise: 'Animate a box across the screen with requestAnimationFrame using the timestamp argument so speed is frame-rate independent.',
      beginnerTip: 'Remember the rule: sync code first, then all promises, then the next timer.',
      advancedNote: 'Web Workers run JavaScript on a separate thread with their own event loop and communicate via postMessage (structured clone), which is the real fix for CPU-heavy work like parsing large files.',
    },
    {
      topicName: 'Web Components: custom elements and shadow DOM',
      explanation: `## Framework-free components
**Web Components** are browser-native reusable components. Three standards make them up: **Custom Elements** (define your own tags), **Shadow DOM** (encapsulated markup and styles), and **templates/slots**. They work in any page and alongside any framework.

## Worked example: a \`<weather-card>\` element
\`\`\`js
class WeatherCard extends HTMLElement {
  static observedAttributes = ['city', 'temp'];

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    this.shadowRoot.innerHTML = \`
      <style>
        :host { display: block; padding: 1rem; border-radius: 8px; background: var(--card-bg, #eef6f5); }
        .temp { font-size: 2rem; font-weight: 700; }
      </style>
      <h3 part="title"></h3>
      <p class="temp"></p>
      <slot name="footer"></slot>\`;
  }

  attributeChangedCallback() { this.render(); }
  connectedCallback() { this.render(); }

  render() {
    this.shadowRoot.querySelector('h3').textContent = this.getAttribute('city') ?? '';
    this.shadowRoot.querySelector('.temp').textContent = \`\${this.getAttribute('temp') ?? '–'}°C\`;
  }
}
customElements.define('weather-card', WeatherCard);
\`\`\`
\`\`\`html
<weather-card city="Kochi" temp="29">
  <small slot="footer">Updated just now</small>
</weather-card>
\`\`\`
- Custom element names **must contain a hyphen**.
- \`observedAttributes\` lists attributes whose changes call \`attributeChangedCallback\`.
- Styles inside the shadow root don't leak out, and page styles don't leak in — except inherited properties and **custom properties**, which is how you theme it (\`--card-bg\`). \`::part(title)\` lets outside CSS style exposed parts.
- \`<slot>\` places light-DOM children inside the component.

The \`innerHTML\` in the constructor is a static string you wrote, so it is safe; dynamic values still go through \`textContent\`.

## Common mistake
Reading attributes or children in the \`constructor\`. When the parser creates the element, attributes and children may not exist yet. Do that work in \`connectedCallback\` (element added to the page) and \`attributeChangedCallback\`.

## Check it works
In DevTools, expand the element to see \`#shadow-root (open)\`. Change the \`temp\` attribute in the Elements panel and watch the card update. Add \`h3 { color: red }\` to the page and confirm the card title is unaffected.
`,
      quiz: [
        {
          question: 'What three standards make up Web Components?',
          answer: 'Custom Elements for defining new tags, Shadow DOM for encapsulated markup and styles, and HTML templates with slots for composition.',
          keyPoints: ['custom elements', 'shadow DOM', 'templates and slots'],
        },
        {
          question: 'How can page CSS theme a component whose styles are in a shadow root?',
          answer: 'Through CSS custom properties (and inherited properties), which pass into the shadow DOM, or through ::part() for exposed parts.',
          keyPoints: ['CSS custom properties', '::part selector'],
        },
        {
          question: 'Why shouldn\'t you read attributes in the constructor?',
          answer: 'When the parser upgrades the element, attributes and children may not be available yet; do setup in connectedCallback and react in attributeChangedCallback.',
          keyPoints: ['attributes not ready', 'use connectedCallback'],
        },
        {
          question: 'Which attribute changes trigger attributeChangedCallback?',
          answer: 'Only those listed in the static observedAttributes array.',
          keyPoints: ['observedAttributes list', 'listed attributes only'],
        },
      ],
      handsOnTask: 'Build a weather-card custom element with shadow DOM that displays city and temperature attributes, is themeable with a --card-bg custom property and has a footer slot. Use it in the weather dashboard for saved cities. Verify encapsulation by adding a conflicting page style and confirming it doesn\'t affect the card.',
      project: 'Replaces the dashboard\'s saved-city markup with a reusable weather-card Web Component.',
      exercise: 'Add a disconnectedCallback that logs when the card is removed, and remove one from the DOM to see it fire.',
      beginnerTip: 'Always check for the hyphen: customElements.define(\'weathercard\', ...) throws because the name is invalid.',
      advancedNote: 'Declarative Shadow DOM (template shadowrootmode="open") lets servers render shadow roots in HTML without JavaScript, and form-associated custom elements (static formAssociated = true with ElementInternals) can take part in native forms and validation.',
    },
    {
      topicName: 'Modern CSS: container queries, :has(), nesting and cascade layers',
      explanation: `## CSS caught up
Features that once needed JavaScript or Sass are now in all major browsers. Four change how you architect styles.

## Container queries
Media queries ask "how wide is the **viewport**?". Components care how wide their **container** is — a card in a sidebar vs the main column.
\`\`\`css
.card-wrapper { container-type: inline-size; }

.card { display: grid; gap: 0.5rem; }
@container (min-width: 28rem) {
  .card { grid-template-columns: 8rem 1fr; }
}
\`\`\`
The same card component now adapts wherever you put it. Units like \`cqi\` (1% of container inline size) allow fluid sizing relative to the container.

## :has() — the parent selector
\`\`\`css
.field:has(input:user-invalid) label { color: crimson; }
.card:has(img) { padding-top: 0; }
body:has(dialog[open]) { overflow: hidden; }
\`\`\`
Style an element based on what it contains — previously impossible without JavaScript.

## Native nesting
\`\`\`css
.card {
  padding: 1rem;
  & h3 { margin: 0; }
  &:hover { box-shadow: 0 4px 12px rgb(0 0 0 / 0.1); }
  @media (min-width: 48rem) { padding: 1.5rem; }
}
\`\`\`

## Cascade layers
\`\`\`css
@layer reset, base, components, utilities;

@layer reset { *, *::before, *::after { box-sizing: border-box; margin: 0; } }
@layer components { .btn { background: var(--color-accent); } }
@layer utilities { .hidden { display: none; } }
\`\`\`
Layers declared later win **regardless of selector specificity**, so a utility class beats a deeply nested component rule, and third-party CSS can be put in a low layer. Unlayered styles beat all layers.

## Common mistake
Forgetting \`container-type\` on an ancestor. Without it, \`@container\` rules silently never match. The container also can't query itself — only its descendants respond.

## Check it works
Put the same card in a narrow sidebar and the wide main area: each should lay out differently at the same viewport width. DevTools shows a **container** badge and lists the layer of each rule in the Styles pane.
`,
      quiz: [
        {
          question: 'How do container queries differ from media queries?',
          answer: 'Media queries respond to the viewport size; container queries respond to the size of a containing element declared with container-type, so components adapt to where they\'re placed.',
          keyPoints: ['container size', 'not viewport', 'set container-type'],
        },
        {
          question: 'What does .card:has(img) select?',
          answer: 'Any .card element that contains an img descendant; :has() selects elements based on what they contain.',
          keyPoints: ['card containing img', 'parent selector'],
        },
        {
          question: 'In cascade layers, does specificity decide between rules in different layers?',
          answer: 'No. The layer order decides first — rules in later-declared layers win regardless of specificity; unlayered styles beat all layers.',
          keyPoints: ['layer order wins', 'regardless of specificity'],
        },
        {
          question: 'Why might an @container rule never apply?',
          answer: 'No ancestor has container-type set, or you\'re trying to style the container itself rather than its descendants.',
          keyPoints: ['missing container-type', 'only descendants respond'],
        },
      ],
      handsOnTask: 'Refactor the weather dashboard\'s CSS into @layer reset, base, components and utilities, using native nesting in the components layer. Make the forecast card a container-query component that switches from stacked to side-by-side above 28rem of container width, and show it in both the sidebar and main area. Use :has() to highlight a form field containing an invalid input.',
      project: 'Modernises the capstone stylesheet with cascade layers, nesting, container queries and :has().',
      exercise: 'Use :has() to give a nav bar a different background when any of its links has the aria-current="page" attribute.',
      beginnerTip: 'Check support on caniuse.com or MDN\'s "Baseline" badge before using a new feature in production.',
      advancedNote: ':has() is invalidation-heavy for the style engine, so browsers optimise common patterns but very broad selectors like *:has(*) can be slow; container queries require size containment, which is why an inline-size container can\'t size itself from its children\'s width.',
    },
    {
      topicName: 'Progressive Web Apps: manifest and service workers',
      explanation: `## What a PWA is
A **Progressive Web App** is a website that can be installed to the home screen, launch in its own window and work offline. It needs three things: **HTTPS**, a **web app manifest**, and (for offline) a **service worker**. For users on unreliable networks, an app that opens instantly with the last forecast is a real advantage.

## The manifest
\`\`\`json
{
  "name": "Mausam Weather",
  "short_name": "Mausam",
  "start_url": "/",
  "display": "standalone",
  "background_color": "#0f766e",
  "theme_color": "#0f766e",
  "icons": [
    { "src": "/icons/192.png", "sizes": "192x192", "type": "image/png" },
    { "src": "/icons/512.png", "sizes": "512x512", "type": "image/png" }
  ]
}
\`\`\`
Link it: \`<link rel="manifest" href="/manifest.webmanifest">\`.

## The service worker
A service worker is a script that sits between your page and the network and can answer requests from a cache:
\`\`\`js
// main.js
if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js');

// sw.js
const CACHE = 'mausam-v1';
const SHELL = ['/', '/index.html', '/styles.css', '/main.js'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)));
});

self.addEventListener('fetch', (event) => {
  event.respondWith(
    caches.match(event.request).then((cached) => cached ?? fetch(event.request))
  );
});
\`\`\`
This is **cache-first** for the app shell. For API data, **network-first** (try fetch, fall back to the cache) keeps forecasts fresh but still shows the last one offline.

## Common mistake
Shipping a cache-first service worker and then wondering why users never see updates. The old worker keeps serving old files until the new worker activates. Version your cache name (\`mausam-v2\`), delete old caches in the \`activate\` event, and prompt users to reload when an update is waiting.

## Check it works
DevTools → **Application**: check *Manifest* (no errors, icons shown) and *Service workers* (activated). Tick **Offline** and reload — the app shell should still appear. Run Lighthouse; the install prompt icon should appear in Chrome's address bar.
`,
      quiz: [
        {
          question: 'What three things does an installable, offline-capable PWA need?',
          answer: 'HTTPS, a web app manifest with name, icons, start_url and display, and a service worker to handle requests offline.',
          keyPoints: ['served over HTTPS', 'web app manifest', 'service worker'],
        },
        {
          question: 'What is the difference between cache-first and network-first strategies?',
          answer: 'Cache-first answers from the cache and only goes to the network if missing (good for the app shell); network-first tries the network and falls back to the cache (good for fresh data like forecasts).',
          keyPoints: ['cache-first app shell', 'network-first fresh data', 'fallback to cache'],
        },
        {
          question: 'Why might users keep seeing an old version after you deploy?',
          answer: 'The previously installed service worker keeps serving cached files until a new worker activates; version caches, clean old ones in activate, and prompt a reload.',
          keyPoints: ['old service worker', 'version the cache', 'delete old caches'],
        },
        {
          question: 'What does event.waitUntil do in the install event?',
          answer: 'It keeps the service worker installing until the promise (such as caching the app shell) finishes, and fails installation if it rejects.',
          keyPoints: ['waits for promise', 'install completes after caching'],
        },
      ],
      handsOnTask: 'Add a manifest with two icon sizes and a service worker to the weather dashboard that caches the app shell (cache-first) and the last forecast response (network-first). Verify in DevTools\' Application panel, then go Offline and reload to see the shell and last forecast. Bump the cache version, deploy, and confirm old caches are deleted.',
      project: 'Turns the weather dashboard into an installable PWA that opens offline with the last forecast.',
      exercise: 'Add an activate event handler that deletes every cache whose name isn\'t the current CACHE.',
      beginnerTip: 'During development, tick "Update on reload" in Application → Service workers so you always get your latest sw.js.',
      advancedNote: 'Libraries like Workbox (or vite-plugin-pwa) generate precache manifests with content hashes and implement strategies like stale-while-revalidate, avoiding most hand-written cache-invalidation bugs.',
    },
  ],
};
