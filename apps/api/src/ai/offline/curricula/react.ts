import type { TrackInput } from '../curriculum-schema';

export const track: TrackInput = {
  id: 'react',
  title: 'React',
  keywords: ['react', 'reactjs', 'react.js', 'react 19', 'jsx', 'hooks', 'react hooks', 'usestate', 'useeffect', 'vite react', 'single page app', 'spa', 'react components', 'frontend framework', 'next.js', 'nextjs', 'react router', 'tanstack query', 'react developer'],
  summary: 'Build modern user interfaces with React 19: components, JSX, props, state and hooks, then routing, context, reducers, data fetching with TanStack Query, TypeScript, testing and React 19 actions. You ship a habit tracker in the first week and a multi-page reading-list app with live search by the end of the month, all set up with Vite.',
  starterProject: 'A habit tracker single-page app (add habits, tick them off each day, see streaks and progress, saved in the browser) built with Vite and React 19 and deployed online.',
  days: [
    {
      topicName: 'Components and JSX: setting up the habit tracker',
      explanation: `## What React is
React is a JavaScript library for building user interfaces out of **components** — functions that return a description of what the UI should look like. You describe the screen for the current data; React works out how to update the real DOM. That's why React code reads like "what" rather than "how".

## Create the project with Vite
\`\`\`bash
npm create vite@latest habit-tracker -- --template react
cd habit-tracker
npm install
npm run dev      # opens http://localhost:5173
\`\`\`
\`src/main.jsx\` mounts your root component into the \`<div id="root">\` in \`index.html\`:
\`\`\`jsx
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App.jsx';
import './index.css';

createRoot(document.getElementById('root')).render(
  <StrictMode><App /></StrictMode>
);
\`\`\`

## Your first components
Replace \`src/App.jsx\`:
\`\`\`jsx
function Header() {
  const today = new Date().toLocaleDateString('en-IN', { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <header className="header">
      <h1>Habit Tracker</h1>
      <p>{today}</p>
    </header>
  );
}

export default function App() {
  return (
    <main className="app">
      <Header />
      <ul className="habit-list">
        <li>Drink 2 litres of water</li>
        <li>Read 10 pages</li>
        <li>30-minute walk</li>
      </ul>
    </main>
  );
}
\`\`\`
**JSX** looks like HTML but is JavaScript: \`{today}\` inserts any JavaScript expression, \`className\` replaces \`class\` (a reserved word in JS), and every tag must be closed (\`<img />\`). A component must return **one root element** — wrap siblings in a parent or a fragment \`<>...</>\`.

## Common mistake
Naming a component with a lowercase letter: \`function header()\` used as \`<header />\` renders the plain HTML \`<header>\` tag, not your component. Component names **must start with a capital letter**.

## Check it works
The page shows the heading, today's date and three habits. Install the **React Developer Tools** browser extension; its *Components* tab should show \`App\` containing \`Header\`.
`,
      quiz: [
        {
          question: 'What is a React component?',
          answer: 'A JavaScript function, named with a capital letter, that returns JSX describing part of the user interface.',
          keyPoints: ['function returning JSX', 'capital letter name', 'part of UI'],
        },
        {
          question: 'Why does JSX use className instead of class?',
          answer: 'JSX is JavaScript, and class is a reserved word in JavaScript, so React uses className for the HTML class attribute.',
          keyPoints: ['class is reserved', 'JSX is JavaScript'],
        },
        {
          question: 'How do you insert a JavaScript value into JSX?',
          answer: 'Wrap any JavaScript expression in curly braces, for example <p>{today}</p>.',
          keyPoints: ['curly braces', 'JavaScript expression'],
        },
        {
          question: 'What happens if you name a component header with a lowercase h?',
          answer: 'React treats lowercase tags as built-in HTML elements, so <header /> renders a plain HTML header instead of your component.',
          keyPoints: ['treated as HTML tag', 'must be capitalised'],
        },
      ],
      handsOnTask: 'Create the habit-tracker project with Vite, run it and replace App.jsx with a Header component (title and today\'s date) and a static list of three habits. Add a few lines of CSS in index.css so it looks intentional. Open React DevTools and confirm the component tree shows App and Header.',
      project: 'Sets up the habit tracker with Vite and renders its first screen from App and Header components.',
      exercise: 'Create a Footer component that shows "Built with React" and the current year using {new Date().getFullYear()}, and render it below the list.',
      beginnerTip: 'Keep the terminal running npm run dev visible; syntax errors in JSX appear there and as an overlay in the browser with the exact line.',
      advancedNote: 'JSX compiles to calls to the jsx() function from react/jsx-runtime, which create plain objects (React elements); StrictMode renders components twice in development to surface impure rendering, which is why console.log inside a component prints twice.',
    },
    {
      topicName: 'Props and rendering lists with keys',
      explanation: `## Props: inputs to components
Components get data through **props** — an object of attributes passed like HTML attributes. Props flow **down** from parent to child and are read-only: a component must never change its props.

## Worked example: a HabitItem component
Move the habits into data and render them with \`map\`:
\`\`\`jsx
const initialHabits = [
  { id: 'h1', name: 'Drink 2 litres of water', emoji: '💧', doneDates: [] },
  { id: 'h2', name: 'Read 10 pages', emoji: '📖', doneDates: [] },
  { id: 'h3', name: '30-minute walk', emoji: '🚶', doneDates: [] },
];

function HabitItem({ name, emoji, done }) {
  return (
    <li className={done ? 'habit habit--done' : 'habit'}>
      <span aria-hidden="true">{emoji}</span> {name}
    </li>
  );
}

function HabitList({ habits }) {
  if (habits.length === 0) return <p>No habits yet — add your first one!</p>;
  return (
    <ul className="habit-list">
      {habits.map((habit) => (
        <HabitItem key={habit.id} name={habit.name} emoji={habit.emoji} done={false} />
      ))}
    </ul>
  );
}

export default function App() {
  return (
    <main className="app">
      <Header />
      <HabitList habits={initialHabits} />
    </main>
  );
}
\`\`\`
\`function HabitItem({ name, emoji, done })\` destructures the props object. Strings can be passed in quotes; everything else (numbers, booleans, arrays, functions) in braces: \`done={false}\`.

## Keys
When you render a list, React needs a **key** on each item — a stable, unique string or number — to match items between renders. With keys, React knows that "Read 10 pages" moved rather than that every row changed.

## Common mistake
Using the array index as the key (\`key={index}\`). If habits are reordered, added at the top or deleted, indexes shift and React attaches the wrong state (like a half-typed input or a checked box) to the wrong row. Use an id from the data; generate one with \`crypto.randomUUID()\` when you create an item.

## Check it works
Three items render from the array. Remove the \`key\` prop: the Console warns *"Each child in a list should have a unique 'key' prop"*. In React DevTools, click \`HabitItem\` to see its props.
`,
      quiz: [
        {
          question: 'What are props and which direction do they flow?',
          answer: 'Props are the inputs a parent passes to a child component as attributes; they flow down from parent to child and are read-only in the child.',
          keyPoints: ['passed from parent', 'flow down', 'read-only in child'],
        },
        {
          question: 'Why does React need a key on each list item?',
          answer: 'Keys let React match items between renders so it can tell which items were added, removed or moved, and keep each item\'s state with the right item.',
          keyPoints: ['match items between renders', 'identify each item', 'unique and stable'],
        },
        {
          question: 'Why is the array index a bad key when items can be reordered or deleted?',
          answer: 'Indexes shift when the list changes, so React can attach state to the wrong item; use a stable id from the data instead.',
          keyPoints: ['indexes shift', 'wrong item state', 'use stable id'],
        },
        {
          question: 'How do you pass a boolean or number as a prop?',
          answer: 'Inside curly braces, like done={false} or count={3}; quotes pass a string.',
          keyPoints: ['curly braces', 'quotes mean string'],
        },
      ],
      handsOnTask: 'Move your habits into an array of objects with id, name, emoji and doneDates, and render them with a HabitList that maps to a HabitItem component using key={habit.id}. Add the empty-state message and test it by passing an empty array. Remove the key once to see the Console warning, then put it back.',
      project: 'Renders the habit tracker\'s list from data using HabitList and HabitItem components with props and keys.',
      exercise: 'Add a category prop (for example \'health\' or \'learning\') to each habit and show it as a small badge in HabitItem.',
      beginnerTip: 'If a prop shows as undefined, check the spelling on both sides; props are case-sensitive and {name} must match name="...".',
      advancedNote: 'Keys only need to be unique among siblings, not globally; changing an element\'s key on purpose (key={userId}) is an idiomatic way to reset a component\'s internal state.',
    },
    {
      topicName: 'State with useState: ticking habits and adding new ones',
      explanation: `## What state is
Props come from outside; **state** is data a component remembers between renders and can change. When you call the state setter, React **re-renders** the component with the new value. Regular variables don't work: they reset on every render and changing them doesn't trigger an update.

## Worked example
\`\`\`jsx
import { useState } from 'react';

const todayKey = () => new Date().toLocaleDateString('en-CA'); // "2025-06-14" in local time

export default function App() {
  const [habits, setHabits] = useState(initialHabits);
  const [newName, setNewName] = useState('');

  function toggleToday(id) {
    const today = todayKey();
    setHabits(habits.map((h) => {
      if (h.id !== id) return h;
      const done = h.doneDates.includes(today);
      return { ...h, doneDates: done ? h.doneDates.filter((d) => d !== today) : [...h.doneDates, today] };
    }));
  }

  function handleSubmit(event) {
    event.preventDefault();
    const name = newName.trim();
    if (!name) return;
    setHabits([...habits, { id: crypto.randomUUID(), name, emoji: '✅', doneDates: [] }]);
    setNewName('');
  }

  return (
    <main className="app">
      <Header />
      <form onSubmit={handleSubmit}>
        <label htmlFor="new-habit">New habit</label>
        <input id="new-habit" value={newName} onChange={(e) => setNewName(e.target.value)} />
        <button type="submit">Add</button>
      </form>
      <HabitList habits={habits} onToggle={toggleToday} />
    </main>
  );
}
\`\`\`
In \`HabitItem\`, render a checkbox: \`<input type="checkbox" checked={done} onChange={() => onToggle(id)} />\`, and in \`HabitList\` pass \`done={habit.doneDates.includes(todayKey())}\` and \`onToggle\`.

The input is **controlled**: its value comes from state and every keystroke updates state. Events are camelCase props (\`onClick\`, \`onChange\`, \`onSubmit\`) that take a function.

## Common mistake
Mutating state: \`habits.push(newHabit); setHabits(habits);\`. It's the same array, so React sees no change and may not re-render. Always create **new** arrays/objects with spread, \`map\` and \`filter\`.

## Check it works
Tick a habit — its style changes. Add "Meditate" — it appears and the input clears. In React DevTools, select \`App\` and watch the \`habits\` state update.
`,
      quiz: [
        {
          question: 'What is the difference between props and state?',
          answer: 'Props are passed in by the parent and are read-only; state is data a component owns and changes with its setter, which triggers a re-render.',
          keyPoints: ['props from parent', 'state owned by component', 'setter re-renders'],
        },
        {
          question: 'Why doesn\'t a normal variable work instead of useState?',
          answer: 'Normal variables are recreated on every render and changing them doesn\'t tell React to re-render, so the screen never updates.',
          keyPoints: ['reset every render', 'no re-render'],
        },
        {
          question: 'Why must you not push into a state array?',
          answer: 'Mutating keeps the same array reference, so React may not detect a change; create a new array with spread, map or filter and pass it to the setter.',
          keyPoints: ['same reference', 'create new array', 'spread or map'],
        },
        {
          question: 'What is a controlled input?',
          answer: 'An input whose value comes from React state and whose onChange handler updates that state on every keystroke.',
          keyPoints: ['value from state', 'onChange updates state'],
        },
      ],
      handsOnTask: 'Add useState for the habits and for the new-habit input, and a form that adds a habit with crypto.randomUUID() as its id. Give each HabitItem a checkbox that toggles today\'s date in its doneDates. Verify in React DevTools that state changes when you tick and add habits, and that the input clears after adding.',
      project: 'Makes the habit tracker interactive: tick habits off for today and add new habits through a form.',
      exercise: 'Add a counter button that increases by one on each click, then change it to increase by two using setCount((c) => c + 1) twice.',
      beginnerTip: 'State updates are not instant: after setNewName(\'x\'), newName still holds the old value until the next render, so don\'t read it on the next line expecting the new one.',
      advancedNote: 'When the next state depends on the previous one, pass an updater function (setHabits((prev) => ...)); React queues updates and batches them, so updaters always see the latest value while a captured habits variable may be stale.',
    },
    {
      topicName: 'Lifting state up and deriving data: stats and streaks',
      explanation: `## One source of truth
When two components need the same data, keep the state in their **closest common parent** and pass it down — "lifting state up". Children report changes by calling functions received as props (\`onToggle\`, \`onDelete\`). Today a \`Stats\` panel and the \`HabitList\` both read the \`habits\` owned by \`App\`.

## Derived data: calculate, don't store
Anything you can compute from existing state should be computed during render, not stored in another \`useState\`:
\`\`\`jsx
function currentStreak(doneDates) {
  const done = new Set(doneDates);
  const day = new Date();
  if (!done.has(day.toLocaleDateString('en-CA'))) day.setDate(day.getDate() - 1); // today not ticked yet
  let streak = 0;
  while (done.has(day.toLocaleDateString('en-CA'))) {
    streak += 1;
    day.setDate(day.getDate() - 1);
  }
  return streak;
}

function Stats({ habits }) {
  const today = todayKey();
  const doneToday = habits.filter((h) => h.doneDates.includes(today)).length;
  const percent = habits.length ? Math.round((doneToday / habits.length) * 100) : 0;
  return (
    <section className="stats" aria-label="Today's progress">
      <p>{doneToday} of {habits.length} done today</p>
      <progress value={percent} max="100">{percent}%</progress>
    </section>
  );
}
\`\`\`
Show each habit's streak in \`HabitItem\` with \`🔥 {currentStreak(doneDates)}\`.

## Deleting a habit
\`\`\`jsx
function deleteHabit(id) {
  setHabits(habits.filter((h) => h.id !== id));
}
// <HabitList habits={habits} onToggle={toggleToday} onDelete={deleteHabit} />
// in HabitItem: <button onClick={() => onDelete(id)} aria-label={\`Delete \${name}\`}>🗑</button>
\`\`\`
Note the arrow function: \`onClick={() => onDelete(id)}\` passes a function that runs later. \`onClick={onDelete(id)}\` would call it immediately during render.

## Common mistake
Storing \`doneToday\` in its own \`useState\` and updating it in \`toggleToday\`. Now two pieces of state must stay in sync, and one day they won't. If it can be derived, derive it.

## Check it works
Tick two of three habits: the stats read "2 of 3" and the bar is at 67%. Delete a habit: both the list and stats update together. Change your computer's date back a day, tick, restore it, and tick again — the streak shows 2.
`,
      quiz: [
        {
          question: 'What does "lifting state up" mean?',
          answer: 'Moving shared state to the closest common parent of the components that need it and passing it down as props, with callback props for changes.',
          keyPoints: ['closest common parent', 'pass down as props', 'callback props'],
        },
        {
          question: 'Why should values like "done today" be calculated rather than stored in state?',
          answer: 'They can be derived from existing state during render; storing them separately creates duplicate state that can get out of sync.',
          keyPoints: ['derive during render', 'avoid duplicate state', 'out of sync'],
        },
        {
          question: 'What is wrong with onClick={onDelete(id)}?',
          answer: 'It calls onDelete immediately during render instead of on click; wrap it in an arrow function: onClick={() => onDelete(id)}.',
          keyPoints: ['runs during render', 'wrap in arrow function'],
        },
      ],
      handsOnTask: 'Add a Stats component above the list that shows "X of Y done today" and a progress bar, calculated from the habits prop. Add a streak counter and a delete button to each HabitItem, with deleteHabit living in App. Tick, untick and delete habits and check that the list and stats always agree.',
      project: 'Adds a progress panel, per-habit streaks and deletion to the habit tracker, all derived from one habits state in App.',
      exercise: 'Add a "best streak" number for each habit, computed from its doneDates without any new state.',
      beginnerTip: 'Before adding useState, ask: "Can I compute this from something I already have?" If yes, just compute it.',
      advancedNote: 'Dates are a classic source of bugs: toISOString() uses UTC, so in India it gives yesterday\'s date before 5:30 am; formatting with toLocaleDateString(\'en-CA\') yields YYYY-MM-DD in local time, which is why the tracker uses it as the day key.',
    },
    {
      topicName: 'Saving with useEffect and localStorage, then deploying',
      explanation: `## Effects: syncing with the outside world
Rendering must be pure — it only calculates JSX. Anything that touches the outside world (browser storage, timers, network, document title) belongs in an **effect**. \`useEffect(fn, deps)\` runs \`fn\` *after* React has updated the screen, and again whenever a value in the dependency array changes.

## Worked example: persisting habits
\`\`\`jsx
import { useEffect, useState } from 'react';

const STORAGE_KEY = 'habit-tracker:v1';

function loadHabits() {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY)) ?? initialHabits;
  } catch {
    return initialHabits;
  }
}

export default function App() {
  const [habits, setHabits] = useState(loadHabits); // lazy initial state

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(habits));
  }, [habits]);

  useEffect(() => {
    document.title = \`Habits (\${habits.length})\`;
  }, [habits.length]);
  // ...
}
\`\`\`
\`useState(loadHabits)\` passes the **function**, not its result, so React reads storage only on the first render rather than on every render. The effect runs after every change to \`habits\`, so storage always matches the screen. The \`:v1\` suffix lets you change the data format later without crashing on old data.

## Common mistake
Leaving out the dependency array: \`useEffect(() => {...})\` runs after **every** render. Worse, an effect that sets state with no dependency array loops forever. List every value from the component that the effect uses; the \`react-hooks/exhaustive-deps\` ESLint rule in the Vite template flags missing ones.

## Deploy
\`\`\`bash
npm run build     # creates dist/
npm run preview   # test the production build locally
\`\`\`
Push to GitHub and import the repo into Netlify or Vercel (build command \`npm run build\`, output \`dist\`). You now have a live app.

## Check it works
Add and tick habits, reload — everything is still there. In DevTools → Application → Local Storage you'll see the JSON. Open the live URL on your phone and add it to your home screen.
`,
      quiz: [
        {
          question: 'What is useEffect for?',
          answer: 'Synchronising a component with something outside React, such as localStorage, timers, the network or the document title, after the render is committed to the screen.',
          keyPoints: ['sync with outside world', 'runs after render', 'side effects'],
        },
        {
          question: 'What does the dependency array control?',
          answer: 'When the effect re-runs: after the first render and then only when one of the listed values changed; without it the effect runs after every render.',
          keyPoints: ['re-runs when values change', 'without it every render'],
        },
        {
          question: 'Why pass loadHabits instead of loadHabits() to useState?',
          answer: 'Passing the function makes it lazy initial state: React calls it only on the first render instead of reading localStorage on every render.',
          keyPoints: ['lazy initial state', 'only first render'],
        },
        {
          question: 'What folder do you deploy after npm run build?',
          answer: 'The dist folder, which contains the optimised production build.',
          keyPoints: ['dist folder', 'production build'],
        },
      ],
      handsOnTask: 'Persist the habits to localStorage with a useEffect that depends on habits, load them with lazy initial state, and set the document title to the number of habits. Reload to check data survives and inspect it in DevTools → Application. Build with npm run build, test with npm run preview, and deploy to Netlify or Vercel.',
      project: 'Finishes the habit tracker: habits persist across reloads and the app is live on a public URL.',
      exercise: 'Add an effect that shows "All done today! 🎉" in the document title when every habit is ticked.',
      beginnerTip: 'In development, StrictMode runs each effect twice (setup, cleanup, setup) to catch bugs; seeing it twice is expected, not a bug in your code.',
      advancedNote: 'Writing the whole array on every change is fine for small data; for larger data you would debounce writes or move to IndexedDB. Also, reading localStorage during render breaks server-side rendering because window doesn\'t exist on the server.',
    },
    {
      topicName: 'JSX in depth: conditional rendering, fragments and expressions',
      explanation: `## JSX is just expressions
Everything inside \`{}\` in JSX must be a JavaScript **expression** — something that produces a value. You can't put \`if\` statements or \`for\` loops inside JSX; you use expressions that do the same job.

## Conditional rendering patterns
\`\`\`jsx
function HabitItem({ name, done, streak, note }) {
  // 1. Early return for whole-component conditions
  if (!name) return null;

  return (
    <li className={\`habit \${done ? 'habit--done' : ''}\`}>
      {name}
      {/* 2. Ternary: one thing or another */}
      {done ? <span className="tick">✔</span> : <span className="todo">○</span>}
      {/* 3. && : something or nothing */}
      {streak > 2 && <span className="streak">🔥 {streak}</span>}
      {note && <p className="note">{note}</p>}
    </li>
  );
}
\`\`\`
Returning \`null\` renders nothing. \`true\`, \`false\`, \`null\` and \`undefined\` also render nothing, which is why \`&&\` works.

## Fragments
A component returns one element. To return siblings without an extra \`<div>\` in the DOM, use a fragment:
\`\`\`jsx
return (
  <>
    <dt>{habit.name}</dt>
    <dd>{habit.doneDates.length} days</dd>
  </>
);
\`\`\`
Use \`<Fragment key={id}>\` (imported from \`react\`) when a fragment needs a key inside \`map\`.

## Attributes and style
JSX attributes are camelCase: \`onClick\`, \`htmlFor\`, \`tabIndex\`, \`aria-label\` (aria and data attributes keep dashes). Inline styles take an object: \`\` style={{ width: \`\${percent}%\` }} \`\` — outer braces for JSX, inner for the object.

## Common mistake
Using \`&&\` with a number: \`{habits.length && <HabitList />}\` renders a literal **0** when the array is empty, because \`0\` is a value React renders. Use a boolean: \`{habits.length > 0 && <HabitList />}\`.

## Check it works
Empty your habits array: you should see your empty-state message and no stray "0". Inspect the DOM for fragments — no extra wrapper divs appear.
`,
      quiz: [
        {
          question: 'Why can\'t you write an if statement directly inside JSX?',
          answer: 'JSX curly braces only accept expressions that produce a value; use a ternary, && or an early return before the JSX instead.',
          keyPoints: ['only expressions', 'use ternary', 'early return'],
        },
        {
          question: 'Why does {count && <List />} show 0 when count is 0?',
          answer: '&& returns its left side when it is falsy, and React renders the number 0; use a boolean condition like count > 0.',
          keyPoints: ['renders number 0', 'use boolean condition'],
        },
        {
          question: 'What is a fragment for?',
          answer: 'Returning several sibling elements from a component without adding an extra wrapper element to the DOM.',
          keyPoints: ['group siblings', 'no extra div'],
        },
        {
          question: 'How do you write an inline style in JSX?',
          answer: 'Pass an object with camelCase property names, like style={{ backgroundColor: \'teal\' }}.',
          keyPoints: ['style object', 'camelCase properties'],
        },
      ],
      handsOnTask: 'Refactor HabitItem to use an early return, a ternary for the tick icon and && for the streak badge (only above 2 days). Render a dl of habit names and total days using fragments with keys. Empty the list and confirm there is no stray 0 on screen.',
      project: 'Refines the habit tracker\'s rendering: streak badges, tick icons and clean empty states with no stray values.',
      exercise: 'Write a Greeting component that shows "Good morning", "Good afternoon" or "Good evening" based on the current hour.',
      beginnerTip: 'When a condition gets complicated, calculate it into a named const above the return, then use the const in JSX.',
      advancedNote: 'Because conditions decide which element type appears at a position, switching between <A /> and <B /> in the same spot unmounts one and mounts the other, losing state, while rendering the same type with different props preserves it.',
      basic: true,
    },
    {
      topicName: 'Composition and the children prop',
      explanation: `## Building with composition
React favours **composition**: small components combined into bigger ones, rather than one component with lots of options. The special \`children\` prop holds whatever you put *between* a component's tags, so you can make generic wrappers.

## Worked example: Card and Layout components
\`\`\`jsx
function Card({ title, actions, children }) {
  return (
    <section className="card">
      <header className="card__header">
        <h2>{title}</h2>
        {actions}
      </header>
      <div className="card__body">{children}</div>
    </section>
  );
}

function Layout({ children }) {
  return (
    <div className="layout">
      <Header />
      <main>{children}</main>
      <footer>Made with React</footer>
    </div>
  );
}

export default function App() {
  // ...state
  return (
    <Layout>
      <Card title="Today" actions={<button onClick={resetToday}>Reset</button>}>
        <Stats habits={habits} />
      </Card>
      <Card title="Your habits">
        <AddHabitForm onAdd={addHabit} />
        <HabitList habits={habits} onToggle={toggleToday} onDelete={deleteHabit} />
      </Card>
    </Layout>
  );
}
\`\`\`
\`Card\` doesn't know or care what goes inside it. The \`actions\` prop shows that any JSX can be passed as a prop — a "slot". This is how design-system components (modals, tabs, panels) are built.

Composition also fixes **prop drilling** in simple cases: instead of passing \`habits\` through three layers that don't use it, the parent renders the deep child directly inside the wrapper's \`children\`.

## Common mistake
Creating a "god component" with many boolean props: \`<Card showHeader hasButton isCompact withIcon ...>\`. Every new need adds a flag and an \`if\`. Prefer passing JSX via \`children\` and named slot props.

## Check it works
In React DevTools, the tree should read \`App → Layout → Card → Stats\`. Put any other content, like a \`<p>\`, inside a \`Card\` — it should render without changing \`Card\` at all.
`,
      quiz: [
        {
          question: 'What is the children prop?',
          answer: 'The content placed between a component\'s opening and closing tags, which the component can render wherever it wants.',
          keyPoints: ['content between tags', 'rendered by component'],
        },
        {
          question: 'How can you pass JSX to a component besides children?',
          answer: 'Pass it as any prop, for example actions={<button>Reset</button>}, and render that prop inside the component as a slot.',
          keyPoints: ['JSX as prop', 'named slot'],
        },
        {
          question: 'How does composition help with prop drilling?',
          answer: 'The parent can render a deep child directly inside a wrapper\'s children, so intermediate components don\'t need to pass props they don\'t use.',
          keyPoints: ['render child directly', 'skip intermediate props'],
        },
        {
          question: 'Why avoid components with many boolean configuration props?',
          answer: 'Every new case adds another flag and condition, making the component complex; composing with children and slot props is more flexible.',
          keyPoints: ['too many flags', 'use children instead'],
        },
      ],
      handsOnTask: 'Create Layout and Card components and restructure the habit tracker so App composes Layout → Card(Stats) and Card(AddHabitForm + HabitList). Move the add form into its own AddHabitForm component with an onAdd prop. Check the component tree in React DevTools and that everything still works.',
      project: 'Restructures the habit tracker into reusable Layout, Card and AddHabitForm components.',
      exercise: 'Build a Modal component that renders its children inside a styled box with a close button that calls an onClose prop.',
      beginnerTip: 'If you\'re copying and pasting the same wrapper markup twice, it\'s time for a component with children.',
      advancedNote: 'children is an opaque structure: it can be a single element, an array, a string or null, so use React\'s Children helpers sparingly; render props (passing a function as children) are an older pattern mostly replaced by custom hooks.',
      basic: true,
    },
    {
      topicName: 'Forms in React: controlled inputs and validation',
      explanation: `## Forms the React way
With **controlled inputs**, React state is the single source of truth for what the user typed. That makes validation, disabling buttons and resetting forms simple. For several fields, keep one state object.

## Worked example: a richer AddHabitForm
\`\`\`jsx
const emptyForm = { name: '', emoji: '✅', frequency: 'daily', reminder: false };

function AddHabitForm({ onAdd, existingNames }) {
  const [form, setForm] = useState(emptyForm);
  const [touched, setTouched] = useState(false);

  function handleChange(event) {
    const { name, value, type, checked } = event.target;
    setForm((prev) => ({ ...prev, [name]: type === 'checkbox' ? checked : value }));
  }

  const trimmed = form.name.trim();
  const error = !trimmed
    ? 'Please enter a habit name.'
    : existingNames.includes(trimmed.toLowerCase())
      ? 'You already track this habit.'
      : '';

  function handleSubmit(event) {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    onAdd({ ...form, name: trimmed });
    setForm(emptyForm);
    setTouched(false);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <label htmlFor="name">Habit</label>
      <input id="name" name="name" value={form.name} onChange={handleChange}
        aria-invalid={touched && !!error} aria-describedby="name-error" />
      {touched && error && <p id="name-error" role="alert">{error}</p>}

      <label htmlFor="frequency">Frequency</label>
      <select id="frequency" name="frequency" value={form.frequency} onChange={handleChange}>
        <option value="daily">Daily</option>
        <option value="weekdays">Weekdays</option>
      </select>

      <label>
        <input type="checkbox" name="reminder" checked={form.reminder} onChange={handleChange} /> Remind me
      </label>
      <button type="submit">Add habit</button>
    </form>
  );
}
\`\`\`
One \`handleChange\` serves every field by using the input's \`name\` as a computed key \`[name]\`. Checkboxes use \`checked\`, not \`value\`. Errors are **derived** from the form state, not stored.

## Common mistake
Setting \`value\` without \`onChange\`. React warns *"You provided a \`value\` prop to a form field without an \`onChange\` handler"* and the field becomes read-only. Either add \`onChange\` or use \`defaultValue\` for an uncontrolled input.

## Check it works
Submit empty: the error appears and nothing is added. Add "Read" twice: the duplicate error appears. After a valid submit, every field resets.
`,
      quiz: [
        {
          question: 'How can one change handler update several form fields?',
          answer: 'Give each input a name matching a key in the state object and update it with a computed property: setForm(prev => ({ ...prev, [name]: value })).',
          keyPoints: ['name attribute', 'computed key [name]', 'one state object'],
        },
        {
          question: 'How do you read the value of a checkbox in a change handler?',
          answer: 'Use event.target.checked, not event.target.value, and bind it with the checked prop.',
          keyPoints: ['use event.target.checked', 'checked prop'],
        },
        {
          question: 'What happens if you give an input a value prop without onChange?',
          answer: 'It becomes read-only and React warns; add an onChange handler or use defaultValue for an uncontrolled input.',
          keyPoints: ['read-only field', 'add onChange', 'or defaultValue'],
        },
        {
          question: 'Should validation errors be stored in their own state?',
          answer: 'Usually not; compute them from the current form values during render, and only store whether the user has tried to submit (touched).',
          keyPoints: ['derive from form state', 'store touched only'],
        },
      ],
      handsOnTask: 'Replace your add form with a multi-field AddHabitForm (name, emoji, frequency select and reminder checkbox) using one state object and one change handler. Show validation errors for empty and duplicate names only after the first submit attempt, with aria-invalid and role="alert". Test empty, duplicate and valid submissions.',
      project: 'Upgrades the habit tracker\'s add form with multiple fields and accessible validation.',
      exercise: 'Add a maxLength of 40 to the habit name and show a live "12/40" character counter under the input.',
      beginnerTip: 'Log form inside the component while typing; if it doesn\'t change, your input\'s name doesn\'t match the state key.',
      advancedNote: 'For large forms, controlled inputs re-render on every keystroke; libraries like React Hook Form use uncontrolled inputs and refs for performance, and React 19\'s form actions (covered later) read values with FormData instead of state.',
      basic: true,
    },
    {
      topicName: 'useEffect in depth: dependencies, cleanup and when not to use it',
      explanation: `## Effects synchronise, they don't "run on mount"
Think of an effect as "keep this external thing in sync with these values". React runs the effect after render, and before re-running it (or when the component unmounts) runs the **cleanup** function you return. Setup and cleanup should mirror each other: subscribe/unsubscribe, start/stop, connect/disconnect.

## Worked example: rolling over at midnight
The habit tracker computes "today" once, so if the app stays open past midnight it shows yesterday as today. Fix it with a timer effect:
\`\`\`jsx
function useToday() {
  const [today, setToday] = useState(todayKey);

  useEffect(() => {
    const id = setInterval(() => {
      const now = todayKey();
      setToday((prev) => (prev === now ? prev : now));
    }, 60_000);
    return () => clearInterval(id); // cleanup
  }, []);

  return today;
}
\`\`\`
An empty dependency array means the effect doesn't depend on any props or state, so it sets up once and cleans up on unmount.

A keyboard shortcut needs cleanup too:
\`\`\`jsx
useEffect(() => {
  function onKey(e) {
    if (e.key === 'n' && e.target === document.body) inputRef.current?.focus();
  }
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}, []);
\`\`\`

## You might not need an effect
Effects are for **external systems**. Don't use them to:
- **derive data** — \`useEffect(() => setDoneCount(...), [habits])\` causes an extra render; compute \`doneCount\` during render;
- **respond to a user event** — put "show a toast after adding" in the submit handler, not in an effect watching \`habits\`;
- **reset state when a prop changes** — give the component a \`key\` instead.

## Common mistake
Missing cleanup. Without \`clearInterval\`, every re-mount adds another interval. In development, StrictMode mounts, unmounts and remounts each component once precisely so that missing cleanups show up as doubled behaviour.

## Check it works
Add a \`console.log\` in the effect and its cleanup. You should see setup → cleanup → setup in development, and only setup in a production build (\`npm run build && npm run preview\`).
`,
      quiz: [
        {
          question: 'What is the cleanup function of an effect and when does it run?',
          answer: 'The function returned from the effect; React runs it before re-running the effect with new dependencies and when the component unmounts.',
          keyPoints: ['returned from effect', 'before re-running', 'on unmount'],
        },
        {
          question: 'What does an empty dependency array mean?',
          answer: 'The effect uses no props or state, so it runs once after the first render (plus cleanup on unmount).',
          keyPoints: ['runs once', 'no dependencies used'],
        },
        {
          question: 'Why shouldn\'t you use an effect to compute derived data like a count?',
          answer: 'It causes an extra render and duplicate state; just compute the value during render from existing state.',
          keyPoints: ['extra render', 'compute during render'],
        },
        {
          question: 'Why does StrictMode run effects twice in development?',
          answer: 'It mounts, unmounts and remounts components to reveal effects that are missing cleanup or aren\'t safe to run twice.',
          keyPoints: ['reveals missing cleanup', 'mount unmount remount'],
        },
      ],
      handsOnTask: 'Add a useToday hook with an interval and cleanup so the tracker updates after midnight, and a keyboard shortcut (press N to focus the add input) with a matching removeEventListener cleanup. Find any effect in your app that derives data or responds to an event and move that logic into render or the event handler. Log setup and cleanup to see StrictMode\'s double run.',
      project: 'Makes the habit tracker roll over at midnight and adds an N keyboard shortcut, with properly cleaned-up effects.',
      exercise: 'Write an effect that updates document.title with the number of habits left today and restores the original title in its cleanup.',
      beginnerTip: 'Ask "what external thing am I syncing with?" before writing useEffect; if the answer is "nothing, just other state", you don\'t need an effect.',
      advancedNote: 'Effects capture the props and state of the render they were created in; an interval that reads state without listing it as a dependency sees a stale value forever, which is why updater functions or refs are used inside long-lived callbacks.',
    },
    {
      topicName: 'Fetching data in components: loading, errors and race conditions',
      explanation: `## Data from the network
Most apps load data from an API. Inside a plain React app the basic tool is \`fetch\` in an effect, with state for the three outcomes: **loading, error, data**. Today the habit tracker loads a list of suggested habits from \`public/suggestions.json\` (files in \`public/\` are served as-is at the site root).

## Worked example
\`\`\`jsx
function Suggestions({ onPick }) {
  const [data, setData] = useState(null);
  const [error, setError] = useState(null);
  const [category, setCategory] = useState('health');

  useEffect(() => {
    let ignore = false;
    setData(null);
    setError(null);

    fetch(\`/suggestions.json?category=\${category}\`)
      .then((res) => {
        if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
        return res.json();
      })
      .then((json) => {
        if (!ignore) setData(json.filter((s) => s.category === category));
      })
      .catch((err) => {
        if (!ignore) setError(err.message);
      });

    return () => { ignore = true; };
  }, [category]);

  if (error) return <p role="alert">Couldn't load suggestions: {error}</p>;
  if (!data) return <p>Loading suggestions…</p>;
  return (
    <>
      <select value={category} onChange={(e) => setCategory(e.target.value)}>
        <option value="health">Health</option>
        <option value="learning">Learning</option>
      </select>
      <ul>{data.map((s) => <li key={s.name}><button onClick={() => onPick(s)}>{s.emoji} {s.name}</button></li>)}</ul>
    </>
  );
}
\`\`\`
(With a static file the query string doesn't filter anything — we filter in JavaScript; with a real API the server would.)

## Why the ignore flag
If the user switches category quickly, two requests are in flight. Whichever finishes **last** would win, possibly showing health habits under "Learning". The cleanup sets \`ignore = true\` for the old request, so its result is thrown away. \`AbortController\` does the same and also cancels the network request.

## Common mistake
Making the effect callback itself \`async\`: \`useEffect(async () => {...})\`. An async function returns a promise, but React expects the effect to return nothing or a cleanup function. Define an async function *inside* the effect and call it, or use \`.then()\` as above.

## Check it works
Throttle the network to Slow 4G and switch categories quickly — the list must always match the selected category. Rename the file to force a 404 and check your error message.
`,
      quiz: [
        {
          question: 'What three states should a component that fetches data handle?',
          answer: 'Loading while the request is in flight, an error if it fails, and the data when it succeeds.',
          keyPoints: ['loading state', 'error state', 'data state'],
        },
        {
          question: 'What problem does the ignore flag in the cleanup solve?',
          answer: 'A race condition: when dependencies change quickly, an older request may finish last and overwrite newer data; the flag discards results from outdated requests.',
          keyPoints: ['race condition', 'discard stale responses'],
        },
        {
          question: 'Why can\'t the effect function itself be async?',
          answer: 'An async function returns a promise, but React expects an effect to return nothing or a cleanup function; define and call an async function inside the effect instead.',
          keyPoints: ['returns a promise', 'expects cleanup function', 'async function inside'],
        },
        {
          question: 'Where do files in Vite\'s public folder end up?',
          answer: 'They are served as-is from the site root, so public/suggestions.json is available at /suggestions.json.',
          keyPoints: ['served at root', 'copied as-is'],
        },
      ],
      handsOnTask: 'Create public/suggestions.json with about ten habit suggestions (name, emoji, category) and a Suggestions component that fetches it, filters by a category select and lets the user add a suggestion with one click. Handle loading and error states and use the ignore flag. Test with Slow 4G throttling and by breaking the file name.',
      project: 'Adds a "suggested habits" panel to the habit tracker that loads data over the network with loading and error states.',
      exercise: 'Rewrite the fetch with async/await inside the effect and an AbortController whose abort() is called in the cleanup.',
      beginnerTip: 'Open the JSON URL directly in the browser (localhost:5173/suggestions.json) to confirm it loads before debugging your component.',
      advancedNote: 'Fetching in effects causes "waterfalls" (the child only starts fetching after the parent renders) and has no caching or deduplication; that is why production apps use a data library like TanStack Query or a framework loader, which you\'ll meet on day 20.',
    },
    {
      topicName: 'Refs: reaching the DOM and remembering values without re-rendering',
      explanation: `## What a ref is
\`useRef(initial)\` returns an object \`{ current: initial }\` that stays the same across renders. Changing \`ref.current\` does **not** trigger a re-render. Use refs for two things:
1. **DOM access** — focus an input, scroll to an element, measure size, integrate a non-React library.
2. **Mutable values that aren't shown on screen** — a timer id, the previous value, a "has this run" flag.

## Worked example: focus the input after adding
\`\`\`jsx
import { useRef } from 'react';

function AddHabitForm({ onAdd }) {
  const [name, setName] = useState('');
  const inputRef = useRef(null);

  function handleSubmit(event) {
    event.preventDefault();
    if (!name.trim()) {
      inputRef.current.focus(); // bring the user back to the field
      return;
    }
    onAdd(name.trim());
    setName('');
    inputRef.current.focus();
  }

  return (
    <form onSubmit={handleSubmit}>
      <label htmlFor="new-habit">New habit</label>
      <input id="new-habit" ref={inputRef} value={name} onChange={(e) => setName(e.target.value)} />
      <button>Add</button>
    </form>
  );
}
\`\`\`
React sets \`inputRef.current\` to the DOM node after it mounts and back to \`null\` when it unmounts.

## Refs to your own components (React 19)
In React 19, \`ref\` is an ordinary prop for function components — no \`forwardRef\` wrapper needed:
\`\`\`jsx
function TextField({ label, ref, ...props }) {
  return (
    <label>
      {label}
      <input ref={ref} {...props} />
    </label>
  );
}
// <TextField label="New habit" ref={inputRef} value={name} onChange={...} />
\`\`\`

## Common mistake
Using a ref for data you display. \`countRef.current++\` changes the value but the screen won't update, because refs don't trigger renders. If it appears on screen, it belongs in state. Also don't read or write \`ref.current\` during rendering — do it in event handlers and effects.

## Check it works
Add a habit by pressing Enter repeatedly: the cursor stays in the input so you can keep typing. Submit empty: focus returns to the field. Log \`inputRef.current\` in the handler to see the actual \`<input>\` element.
`,
      quiz: [
        {
          question: 'What does useRef return and what happens when you change it?',
          answer: 'An object with a current property that persists across renders; changing ref.current does not cause a re-render.',
          keyPoints: ['object with current', 'persists across renders', 'no re-render'],
        },
        {
          question: 'Name two good uses of a ref.',
          answer: 'Accessing a DOM node (for example to focus an input or scroll) and storing mutable values not shown on screen, like a timer id.',
          keyPoints: ['access DOM node', 'store timer id', 'focus input'],
        },
        {
          question: 'How do you pass a ref to your own function component in React 19?',
          answer: 'Pass ref like any other prop and forward it to the inner DOM element; forwardRef is no longer needed.',
          keyPoints: ['ref as a prop', 'no forwardRef'],
        },
        {
          question: 'When should data be in state rather than a ref?',
          answer: 'Whenever it is displayed on screen, because only state updates trigger a re-render.',
          keyPoints: ['displayed on screen', 'state triggers render'],
        },
      ],
      handsOnTask: 'Add a ref to the habit input so focus returns to it after adding a habit and when the user submits an empty name. Extract a reusable TextField component that accepts ref as a prop (React 19 style) and use it in the form. Verify by adding five habits in a row using only the keyboard.',
      project: 'Improves the habit tracker\'s add flow with automatic focus management and a reusable TextField component.',
      exercise: 'Build a stopwatch with Start and Stop buttons that stores the interval id in a ref and the elapsed seconds in state.',
      beginnerTip: 'If ref.current is null, you\'re reading it too early (during render) or the element isn\'t rendered; read it in an event handler or effect.',
      advancedNote: 'React 19 also lets ref callbacks return a cleanup function (ref={(node) => { observer.observe(node); return () => observer.disconnect(); }}), which is handy for ResizeObserver or IntersectionObserver integrations.',
    },
    {
      topicName: 'Styling React apps: CSS Modules, conditional classes and Tailwind',
      explanation: `## Options
React doesn't dictate styling. The three approaches you'll meet most in 2025:
1. **Plain global CSS** (\`import './index.css'\`) — fine for resets, variables and small apps, but every class name is global, so \`.card\` in two files collides.
2. **CSS Modules** — built into Vite: any file named \`*.module.css\` gets **locally scoped** class names.
3. **Tailwind CSS** — utility classes written directly in JSX (\`className="p-4 rounded-lg"\`); very popular in job listings.

## Worked example: CSS Modules
\`\`\`css
/* HabitItem.module.css */
.item { display: flex; align-items: center; gap: 0.75rem; padding: 0.75rem 1rem; border-radius: 0.5rem; }
.done { opacity: 0.6; text-decoration: line-through; }
.streak { margin-left: auto; font-weight: 600; color: var(--accent); }
\`\`\`
\`\`\`jsx
import styles from './HabitItem.module.css';

function HabitItem({ name, done, streak }) {
  const className = [styles.item, done && styles.done].filter(Boolean).join(' ');
  return (
    <li className={className}>
      {name}
      {streak > 0 && <span className={styles.streak}>🔥 {streak}</span>}
    </li>
  );
}
\`\`\`
Vite turns \`.item\` into a unique name like \`_item_1x2ab_1\`, so it can't clash with any other file. Global things — CSS custom properties, fonts, body styles — stay in \`index.css\`.

Joining conditional classes is so common that many projects use the tiny \`clsx\` package: \`clsx(styles.item, done && styles.done)\`.

## Tailwind in a Vite project
\`\`\`bash
npm install tailwindcss @tailwindcss/vite
\`\`\`
Add \`tailwindcss()\` to the \`plugins\` array in \`vite.config.js\` and \`@import "tailwindcss";\` at the top of \`index.css\`, then write \`<li className="flex items-center gap-3 rounded-lg p-3">\`.

## Common mistake
Building class names from pieces: \`\` className={\`text-\${color}-500\`} \`\` with Tailwind. Tailwind scans your source for complete class names, so dynamically assembled ones aren't generated and the style silently doesn't apply. Map to full strings instead: \`{ green: 'text-green-500', red: 'text-red-500' }[color]\`.

## Check it works
Inspect a habit row: the class should be a hashed module name. Create another \`.item\` class in a different module and confirm the two don't affect each other.
`,
      quiz: [
        {
          question: 'What problem do CSS Modules solve?',
          answer: 'Global CSS class names can clash between files; CSS Modules scope class names locally by generating unique names per file.',
          keyPoints: ['class names clash', 'locally scoped', 'unique names'],
        },
        {
          question: 'How do you use a CSS Module in a component?',
          answer: 'Name the file something.module.css, import styles from it, and use className={styles.item}.',
          keyPoints: ['.module.css file', 'import styles', 'use styles.item'],
        },
        {
          question: 'Why doesn\'t className={`text-${color}-500`} work with Tailwind?',
          answer: 'Tailwind generates only class names it finds written in full in the source, so dynamically built names aren\'t generated; map to complete class strings.',
          keyPoints: ['scans full class names', 'not generated', 'use complete strings'],
        },
      ],
      handsOnTask: 'Convert HabitItem and Card to CSS Modules, keeping only variables, fonts and resets in index.css. Implement the done state with a conditional module class. Inspect the DOM to see hashed class names and confirm nothing else on the page changed.',
      project: 'Moves the habit tracker\'s component styles into CSS Modules with conditional classes for done habits.',
      exercise: 'Add a prop variant (\'primary\' | \'ghost\') to a Button component and map it to two module classes.',
      beginnerTip: 'Pick one styling approach per project; mixing global CSS, modules and Tailwind everywhere makes it hard to find where a style comes from.',
      advancedNote: 'CSS-in-JS libraries that inject styles at runtime (like styled-components) add JavaScript cost and conflict with React Server Components and streaming, which is why zero-runtime options (CSS Modules, Tailwind, vanilla-extract) dominate new projects.',
      basic: true,
    },
    {
      topicName: 'Custom hooks: extracting reusable logic',
      explanation: `## Hooks compose
A **custom hook** is a function whose name starts with \`use\` and that calls other hooks. It lets you move stateful logic out of components and reuse it. Components then read like a description of *what* they do.

## Worked example: useLocalStorage
The habit tracker has storage logic spread through \`App\`. Extract it:
\`\`\`jsx
// src/hooks/useLocalStorage.js
import { useEffect, useState } from 'react';

export function useLocalStorage(key, initialValue) {
  const [value, setValue] = useState(() => {
    try {
      const stored = localStorage.getItem(key);
      return stored !== null ? JSON.parse(stored) : initialValue;
    } catch {
      return initialValue;
    }
  });

  useEffect(() => {
    localStorage.setItem(key, JSON.stringify(value));
  }, [key, value]);

  return [value, setValue];
}
\`\`\`
Now \`App\` becomes one line:
\`\`\`jsx
const [habits, setHabits] = useLocalStorage('habit-tracker:v1', initialHabits);
const [theme, setTheme] = useLocalStorage('habit-tracker:theme', 'light');
\`\`\`
Each call has its **own, independent** state — hooks share *logic*, not data.

## Rules of hooks
1. Only call hooks at the **top level** of a component or custom hook — never inside conditions, loops or after an early \`return\`.
2. Only call them from React function components or other hooks.

React identifies each hook by its **call order**. If a condition skips a \`useState\` on one render, every hook after it gets the wrong state. The \`react-hooks/rules-of-hooks\` ESLint rule (on by default in the Vite template) catches this.

## Common mistake
Naming a helper \`useSomething\` when it calls no hooks, or writing a function that calls hooks without the \`use\` prefix. The prefix tells both people and the linter that hook rules apply — use it exactly when the function calls hooks.

## Check it works
Refactor \`App\` to use the hook; everything should behave as before. Use the hook twice with different keys and confirm in DevTools → Application that two separate entries are stored.
`,
      quiz: [
        {
          question: 'What is a custom hook?',
          answer: 'A function whose name starts with use and that calls other hooks, used to extract and reuse stateful logic between components.',
          keyPoints: ['starts with use', 'calls other hooks', 'reuse logic'],
        },
        {
          question: 'If two components call useLocalStorage, do they share state?',
          answer: 'No. Each call gets its own independent state; custom hooks share logic, not data.',
          keyPoints: ['independent state', 'share logic not data'],
        },
        {
          question: 'Why must hooks not be called inside conditions?',
          answer: 'React tracks hooks by their call order on every render; skipping one in a condition shifts the order and mixes up state.',
          keyPoints: ['call order', 'same order every render'],
        },
      ],
      handsOnTask: 'Create src/hooks/useLocalStorage.js and replace the habit persistence logic in App with it. Use the same hook for a theme preference. Write a second hook, useToday, that returns today\'s date key and updates at midnight, and use both hooks in App. Confirm two separate keys in DevTools → Application.',
      project: 'Refactors the habit tracker\'s persistence and date logic into reusable useLocalStorage and useToday hooks.',
      exercise: 'Write a useToggle(initial) hook that returns [value, toggle] and use it for a "show completed" switch.',
      beginnerTip: 'When a component has more than two related useState/useEffect calls, ask whether they form one idea you can name as a hook.',
      advancedNote: 'useLocalStorage as written doesn\'t react to changes from other tabs or other hook instances with the same key; a robust version subscribes to the window storage event via useSyncExternalStore.',
    },
    {
      topicName: 'Context: sharing data without prop drilling',
      explanation: `## The problem
Some data is needed by many components at different depths: the theme, the logged-in user, the language. Passing it as props through every layer — **prop drilling** — clutters components that don't use it. **Context** lets a parent provide a value that any descendant can read directly.

## Worked example: a theme context
\`\`\`jsx
// src/ThemeContext.jsx
import { createContext, use, useState } from 'react';

const ThemeContext = createContext(null);

export function ThemeProvider({ children }) {
  const [theme, setTheme] = useState('light');
  const toggleTheme = () => setTheme((t) => (t === 'light' ? 'dark' : 'light'));
  return (
    <ThemeContext value={{ theme, toggleTheme }}>
      <div className={\`app theme-\${theme}\`}>{children}</div>
    </ThemeContext>
  );
}

export function useTheme() {
  const ctx = use(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used inside <ThemeProvider>');
  return ctx;
}
\`\`\`
\`\`\`jsx
// main.jsx
<ThemeProvider><App /></ThemeProvider>

// deep inside the tree
function ThemeButton() {
  const { theme, toggleTheme } = useTheme();
  return <button onClick={toggleTheme}>{theme === 'light' ? '🌙 Dark' : '☀️ Light'}</button>;
}
\`\`\`
In React 19 you render \`<ThemeContext value={...}>\` directly as the provider (older code uses \`<ThemeContext.Provider>\`), and you can read it with \`use(ThemeContext)\` or the classic \`useContext(ThemeContext)\`. The custom \`useTheme\` hook gives a clear error if someone forgets the provider.

## When to use it
Context is for values that are **global-ish and change rarely**: theme, locale, current user, a shared store. It is not a replacement for all props — explicit props keep data flow visible.

## Common mistake
Putting fast-changing data in one big context. Every component that reads the context re-renders whenever its value changes. Split contexts by concern (ThemeContext, HabitsContext) and, for values that are objects, consider \`useMemo\` so the object identity doesn't change every render.

## Check it works
Toggle the theme from a button nested three components deep; the whole app's colours change. Render \`ThemeButton\` outside the provider and confirm your helpful error appears.
`,
      quiz: [
        {
          question: 'What problem does context solve?',
          answer: 'Prop drilling: it lets a parent provide a value that any descendant can read directly without passing it through every intermediate component.',
          keyPoints: ['avoids prop drilling', 'any descendant reads'],
        },
        {
          question: 'How do you provide and read a context in React 19?',
          answer: 'Create it with createContext, wrap the tree in <MyContext value={...}>, and read it with use(MyContext) or useContext(MyContext).',
          keyPoints: ['call createContext', 'Context value provider', 'use or useContext'],
        },
        {
          question: 'Why wrap use(ThemeContext) in a custom useTheme hook?',
          answer: 'It hides the context object, gives a clear error if the provider is missing, and gives components a simple API.',
          keyPoints: ['clear error', 'missing provider', 'simpler API'],
        },
        {
          question: 'What is the performance risk of context?',
          answer: 'Every component reading the context re-renders when its value changes, so a big, frequently changing context causes many re-renders; split contexts by concern.',
          keyPoints: ['all consumers re-render', 'split contexts'],
        },
      ],
      handsOnTask: 'Create a ThemeProvider with a useTheme hook, wrap the habit tracker in it, and add a ThemeButton in the header that toggles light and dark themes via CSS variables. Persist the theme with your useLocalStorage hook. Check that rendering ThemeButton outside the provider throws your error message.',
      project: 'Adds a persistent light/dark theme to the habit tracker, shared through context.',
      exercise: 'Create a LocaleContext with \'en-IN\' and \'hi-IN\' and use it to format the header date with toLocaleDateString.',
      beginnerTip: 'Start with props; reach for context only when you notice the same prop passed through two or more components that don\'t use it.',
      advancedNote: 'Unlike useContext, the React 19 use() API may be called inside conditions and loops, and it can also unwrap promises inside Suspense boundaries.',
    },
    {
      topicName: 'useReducer: managing complex state with actions',
      explanation: `## When useState gets messy
The habit tracker now has add, toggle, delete, rename and reset logic scattered across \`App\`. **useReducer** gathers all the ways state can change into one pure function, the **reducer**: given the current state and an **action** (an object describing what happened), it returns the next state.

## Worked example
\`\`\`jsx
// src/habitsReducer.js
export function habitsReducer(habits, action) {
  switch (action.type) {
    case 'added':
      return [...habits, { id: action.id, name: action.name, emoji: action.emoji, doneDates: [] }];
    case 'toggled':
      return habits.map((h) => {
        if (h.id !== action.id) return h;
        const done = h.doneDates.includes(action.date);
        return { ...h, doneDates: done ? h.doneDates.filter((d) => d !== action.date) : [...h.doneDates, action.date] };
      });
    case 'deleted':
      return habits.filter((h) => h.id !== action.id);
    case 'renamed':
      return habits.map((h) => (h.id === action.id ? { ...h, name: action.name } : h));
    default:
      throw new Error(\`Unknown action: \${action.type}\`);
  }
}
\`\`\`
\`\`\`jsx
const [habits, dispatch] = useReducer(habitsReducer, undefined, loadHabits);

// in handlers:
dispatch({ type: 'added', id: crypto.randomUUID(), name: 'Meditate', emoji: '🧘' });
dispatch({ type: 'toggled', id: habit.id, date: today });
\`\`\`
The third argument is an init function, like lazy \`useState\`. Actions describe **what happened** ("toggled"), not how to change state. The random id is generated in the event handler and passed in the action, because a reducer must be **pure** — StrictMode calls it twice in development to check.

## Why it's better
- All state transitions are in one file you can read top to bottom.
- The reducer is a **plain function** — test it without React: \`expect(habitsReducer([], { type: 'added', ... })).toHaveLength(1)\`.
- \`dispatch\` never changes identity, so it's safe to pass deep or put in context.

## Common mistake
Mutating inside the reducer: \`habits.push(...)\` then \`return habits\`. React compares by reference, sees the same array and skips the update. Always return new arrays and objects.

## Check it works
Every feature behaves as before. Temporarily \`console.log(action)\` at the top of the reducer and watch a readable log of everything the user does.
`,
      quiz: [
        {
          question: 'What is a reducer?',
          answer: 'A pure function that takes the current state and an action and returns the next state without mutating the old one.',
          keyPoints: ['pure function', 'state and action', 'returns next state'],
        },
        {
          question: 'What should an action describe?',
          answer: 'What happened, as an object with a type and any needed data, for example { type: \'toggled\', id, date }.',
          keyPoints: ['what happened', 'type property'],
        },
        {
          question: 'Name one advantage of useReducer over several useState calls.',
          answer: 'All state transitions live in one function that is easy to read and can be unit-tested without React; dispatch is stable and easy to pass down.',
          keyPoints: ['transitions in one place', 'easy to test', 'stable dispatch'],
        },
        {
          question: 'Why must a reducer not mutate the state array?',
          answer: 'React checks whether the returned state is a new reference; returning the same mutated array means React may not re-render.',
          keyPoints: ['same reference', 'no re-render', 'return new array'],
        },
      ],
      handsOnTask: 'Move all habit updates into habitsReducer with added, toggled, deleted and renamed actions, and switch App to useReducer with a lazy init function. Add inline renaming of a habit using the renamed action. Log every action in the reducer and perform each operation once to see the log.',
      project: 'Centralises the habit tracker\'s state logic in a reducer and adds habit renaming.',
      exercise: 'Add a \'resetToday\' action that removes today\'s date from every habit, and a button that dispatches it.',
      beginnerTip: 'Name action types in the past tense (\'added\', \'deleted\'); it reminds you they describe events, not commands.',
      advancedNote: 'Combining useReducer with context (state in one context, dispatch in another) gives a lightweight global store; because dispatch is stable, components that only dispatch don\'t re-render when state changes.',
    },
    {
      topicName: 'Routing with React Router',
      explanation: `## Single-page apps with multiple pages
A single-page app loads once and swaps views in JavaScript, but users still expect URLs: bookmarks, the back button and shareable links. **React Router** maps URL paths to components. Version 7 is published as the \`react-router\` package.
\`\`\`bash
npm install react-router
\`\`\`

## Worked example: habit tracker pages
\`\`\`jsx
// main.jsx
import { BrowserRouter } from 'react-router';
createRoot(document.getElementById('root')).render(
  <BrowserRouter><App /></BrowserRouter>
);

// App.jsx
import { Routes, Route, NavLink } from 'react-router';

export default function App() {
  return (
    <>
      <nav>
        <NavLink to="/" end>Today</NavLink>
        <NavLink to="/stats">Stats</NavLink>
      </nav>
      <Routes>
        <Route path="/" element={<TodayPage />} />
        <Route path="/stats" element={<StatsPage />} />
        <Route path="/habits/:habitId" element={<HabitDetail />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </>
  );
}
\`\`\`
\`\`\`jsx
import { useParams, useNavigate, Link } from 'react-router';

function HabitDetail() {
  const { habitId } = useParams();
  const navigate = useNavigate();
  const { habits, dispatch } = useHabits(); // from your context
  const habit = habits.find((h) => h.id === habitId);
  if (!habit) return <p>Habit not found. <Link to="/">Back</Link></p>;

  function handleDelete() {
    dispatch({ type: 'deleted', id: habit.id });
    navigate('/');
  }
  return (<article><h1>{habit.name}</h1><p>Done on {habit.doneDates.length} days</p>
    <button onClick={handleDelete}>Delete</button></article>);
}
\`\`\`
- \`:habitId\` is a **URL parameter**, read with \`useParams()\`.
- \`<Link>\`/\`<NavLink>\` change the URL without reloading the page; \`NavLink\` adds an \`active\` class to the current link.
- \`useNavigate()\` navigates from code, e.g. after deleting.
- \`path="*"\` catches unknown URLs.

\`useHabits()\` is a hook over a \`HabitsContext\` built exactly like yesterday's theme context, providing \`habits\` and \`dispatch\` so every route sees the same data.

## Common mistake
Using \`<a href="/stats">\` for internal links. It triggers a full page reload, re-downloads the app and wipes in-memory state. Use \`<Link to>\` for internal navigation; keep \`<a>\` for external sites.

## Check it works
Click between pages — the Network tab shows no document reload. Open \`/habits/<an id>\` directly in a new tab, use back/forward, and visit \`/nope\` to see your 404 page.
`,
      quiz: [
        {
          question: 'Why use a router in a single-page app?',
          answer: 'So different views have their own URLs, which makes bookmarks, sharing links and the browser back button work without full page reloads.',
          keyPoints: ['URLs for views', 'back button works', 'no page reload'],
        },
        {
          question: 'How do you read :habitId from the URL?',
          answer: 'Call useParams() in the route\'s component; it returns an object like { habitId: \'...\' }.',
          keyPoints: ['useParams hook', 'object of params'],
        },
        {
          question: 'Why use Link instead of an a tag for internal navigation?',
          answer: 'A plain a tag reloads the whole page and loses in-memory state; Link updates the URL and renders the new route client-side.',
          keyPoints: ['full page reload', 'loses state', 'client-side navigation'],
        },
        {
          question: 'How do you navigate from code after an action?',
          answer: 'Use the navigate function from useNavigate(), for example navigate(\'/\') after deleting.',
          keyPoints: ['useNavigate hook', 'call navigate(\'/\')'],
        },
      ],
      handsOnTask: 'Install react-router and add three routes to the habit tracker: Today (/), Stats (/stats) and a habit detail page (/habits/:habitId), plus a 404 route. Move habits and dispatch into a HabitsProvider context so every route shares them. Link each habit name to its detail page, and after deleting from the detail page navigate back home. Test the back button and opening a detail URL directly in a new tab.',
      project: 'Turns the habit tracker into a multi-page app with Today, Stats and per-habit detail pages.',
      exercise: 'Use useSearchParams to add a ?filter=done|todo query parameter on the Today page that filters the list.',
      beginnerTip: 'Share habit state between routes by keeping it above the Routes (in App or a context), otherwise each page has its own copy.',
      advancedNote: 'React Router 7 also has a data mode (createBrowserRouter with loaders and actions) and a framework mode with file-based routes and server rendering — the successor to Remix — which fetch data before rendering instead of in effects.',
    },
    {
      topicName: 'Performance: re-renders, memo, useMemo, useCallback and the React Compiler',
      explanation: `## When does a component re-render?
A component re-renders when **its state changes**, when **its parent re-renders**, or when a **context** it reads changes. A re-render means React calls your function again and compares the result; it only touches the DOM where something actually changed. Most re-renders are cheap — optimise only when you can measure a problem.

## Measure first
Open React DevTools → **Profiler**, press record, tick a habit, stop. The flame chart shows which components rendered and how long each took. In DevTools settings, turn on **"Highlight updates when components render"** to see flashes.

## The tools
\`\`\`jsx
import { memo, useCallback, useMemo } from 'react';

// 1. memo: skip re-rendering when props are shallowly equal
const HabitItem = memo(function HabitItem({ habit, done, onToggle }) {
  return (
    <li>
      <label><input type="checkbox" checked={done} onChange={() => onToggle(habit.id)} /> {habit.name}</label>
    </li>
  );
});

function TodayPage({ habits, dispatch, today }) {
  // 2. useCallback: keep the same function between renders
  const handleToggle = useCallback(
    (id) => dispatch({ type: 'toggled', id, date: today }),
    [dispatch, today]
  );

  // 3. useMemo: cache an expensive calculation
  const yearlyStats = useMemo(() => computeYearHeatmap(habits), [habits]);

  return (/* ... */);
}
\`\`\`
\`memo\` alone doesn't help if you pass a **new** function or object every render: \`onToggle={(id) => ...}\` creates a fresh function each time, so the props are never equal. That's why \`useCallback\` and \`useMemo\` exist — to keep identities stable.

## The React Compiler
The **React Compiler** (stable since October 2025) is a build-time Babel plugin that inserts this memoisation automatically. In a Vite app:
\`\`\`bash
npm install -D babel-plugin-react-compiler
\`\`\`
\`\`\`js
// vite.config.js
react({ babel: { plugins: ['babel-plugin-react-compiler'] } })
\`\`\`
With it, most hand-written \`memo\`/\`useMemo\`/\`useCallback\` becomes unnecessary — but it relies on your components following the rules (pure render, no mutation).

## Common mistake
Wrapping everything in \`useMemo\` and \`useCallback\` "just in case". Each adds code and comparison cost, and with unstable dependencies they do nothing. Profile, fix the slow component, measure again.

## Check it works
Profile ticking one habit in a list of 50 before and after adding \`memo\` + \`useCallback\`: only the ticked \`HabitItem\` should render afterwards.
`,
      quiz: [
        {
          question: 'What three things cause a component to re-render?',
          answer: 'A change to its own state, its parent re-rendering, or a change in a context it reads.',
          keyPoints: ['state changes', 'parent re-renders', 'context changes'],
        },
        {
          question: 'Why might memo not prevent re-renders?',
          answer: 'If a parent passes a new function or object on every render, the props are never shallowly equal; stabilise them with useCallback or useMemo.',
          keyPoints: ['new function each render', 'props not equal', 'stabilise with useCallback'],
        },
        {
          question: 'What is the difference between useMemo and useCallback?',
          answer: 'useMemo caches the result of a calculation; useCallback caches a function itself so its identity stays the same between renders.',
          keyPoints: ['useMemo caches value', 'useCallback caches function'],
        },
        {
          question: 'What does the React Compiler do?',
          answer: 'It is a build-time plugin that automatically memoises components and values, reducing the need for manual memo, useMemo and useCallback.',
          keyPoints: ['build-time plugin', 'automatic memoisation'],
        },
      ],
      handsOnTask: 'Generate 200 test habits, record a Profiler session while ticking one and note how many HabitItems render. Add memo to HabitItem and useCallback for the toggle handler, record again and compare. Then remove the manual memoisation, enable babel-plugin-react-compiler in vite.config.js and profile a third time.',
      project: 'Profiles and optimises the habit tracker\'s list so ticking one habit re-renders only that row.',
      exercise: 'Write a deliberately slow component (a loop of 50 million iterations during render) and fix it with useMemo so it only recalculates when its input changes.',
      beginnerTip: 'Never optimise by feel; if the Profiler shows a render under a few milliseconds, leave it alone.',
      advancedNote: 'memo compares props with Object.is on each key, so passing children JSX also breaks memo (new element objects every render); the compiler handles this by caching JSX elements too, which hand-written memo cannot easily do.',
    },
    {
      topicName: 'TypeScript with React',
      explanation: `## Why TypeScript
TypeScript adds static types to JavaScript. Your editor catches wrong prop names, missing fields and \`undefined\` access **before** you run the app, and autocompletes your own data shapes. Most React job listings expect it. Start new projects with \`npm create vite@latest shelf -- --template react-ts\`; files use \`.tsx\`.

## Typing the habit tracker
\`\`\`tsx
export type Habit = {
  id: string;
  name: string;
  emoji: string;
  doneDates: string[];   // 'YYYY-MM-DD'
  note?: string;         // optional
};

type HabitItemProps = {
  habit: Habit;
  done: boolean;
  onToggle: (id: string) => void;
};

export function HabitItem({ habit, done, onToggle }: HabitItemProps) {
  return (
    <li>
      <input type="checkbox" checked={done} onChange={() => onToggle(habit.id)} />
      {habit.name}
    </li>
  );
}
\`\`\`

## State, events and reducers
\`\`\`tsx
const [habits, setHabits] = useState<Habit[]>([]);
const [selected, setSelected] = useState<Habit | null>(null);

function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
  setName(event.target.value);
}

type Action =
  | { type: 'added'; id: string; name: string; emoji: string }
  | { type: 'toggled'; id: string; date: string }
  | { type: 'deleted'; id: string };

function habitsReducer(habits: Habit[], action: Action): Habit[] {
  switch (action.type) {
    case 'toggled':
      // TypeScript knows action.date exists here
      return habits;
    // ...
  }
}
\`\`\`
The \`Action\` type is a **discriminated union**: checking \`action.type\` narrows which fields exist, so \`dispatch({ type: 'toggled', id })\` without \`date\` is a compile error.

For children, use \`children: React.ReactNode\`. Props of a native element can be extended: \`type ButtonProps = React.ComponentProps<'button'> & { variant?: 'primary' | 'ghost' }\`.

## Common mistake
\`useState([])\` with no type. TypeScript infers \`never[]\`, and later \`setHabits([habit])\` errors with a confusing message. Give empty or \`null\` initial state an explicit type: \`useState<Habit[]>([])\`.

## Check it works
Run \`npx tsc --noEmit\` (or \`npm run build\`, which type-checks in the Vite template). Deliberately pass \`done="yes"\` to \`HabitItem\` and confirm the editor underlines it in red.
`,
      quiz: [
        {
          question: 'How do you type a component\'s props?',
          answer: 'Define a type or interface for the props object and annotate the destructured parameter, for example ({ habit, done }: HabitItemProps).',
          keyPoints: ['props type', 'annotate parameter'],
        },
        {
          question: 'Why write useState<Habit[]>([]) instead of useState([])?',
          answer: 'An empty array on its own is inferred as never[], so later updates fail; the explicit type tells TypeScript what the array will hold.',
          keyPoints: ['inferred as never[]', 'explicit type'],
        },
        {
          question: 'What is a discriminated union and why is it useful for reducer actions?',
          answer: 'A union of object types that share a literal field like type; checking that field narrows the type, so each action must have the right fields.',
          keyPoints: ['shared type field', 'narrows the type', 'correct fields'],
        },
        {
          question: 'What type should the children prop have?',
          answer: 'React.ReactNode, which covers elements, strings, numbers, arrays, null and more.',
          keyPoints: ['React.ReactNode type', 'elements strings null'],
        },
      ],
      handsOnTask: 'Create a new react-ts Vite project and port the habit tracker\'s Habit type, HabitItem props, reducer and Action union into it. Type the form change handler and the context value. Introduce a deliberate mistake (a missing date in a toggled action) and confirm npx tsc --noEmit reports it, then fix it.',
      project: 'Ports the habit tracker to TypeScript with typed props, state, context and reducer actions.',
      exercise: 'Type a Button component that accepts all native button props plus a variant of \'primary\' or \'ghost\'.',
      beginnerTip: 'Hover over any variable in VS Code to see the type TypeScript inferred; most fixes start from reading that tooltip.',
      advancedNote: 'Avoid React.FC for components: it adds little today, and plain function signatures make generics and default values simpler; for generic components (a List<T>), write function List<T>({ items, render }: { items: T[]; render: (item: T) => React.ReactNode }).',
    },
    {
      topicName: 'Testing components with Vitest and React Testing Library',
      explanation: `## What to test
Good React tests behave like a user: render the component, find things by their **role and label**, interact, and check what appears. They don't inspect state or class names, so they survive refactors. **Vitest** runs tests (it reuses your Vite config) and **React Testing Library** renders components into a simulated DOM (jsdom).

## Setup
\`\`\`bash
npm install -D vitest jsdom @testing-library/react @testing-library/dom @testing-library/user-event @testing-library/jest-dom
\`\`\`
\`\`\`js
// vite.config.js
export default defineConfig({
  plugins: [react()],
  test: { environment: 'jsdom', globals: true, setupFiles: './src/setupTests.js' },
});
// src/setupTests.js
import '@testing-library/jest-dom/vitest';
\`\`\`
Add \`"test": "vitest"\` to package.json scripts.

## Worked example
\`\`\`jsx
// src/App.test.jsx
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import App from './App';

function renderApp() {
  return render(<MemoryRouter><App /></MemoryRouter>);
}

beforeEach(() => localStorage.clear());

test('adds a habit and ticks it off', async () => {
  const user = userEvent.setup();
  renderApp();

  await user.type(screen.getByLabelText(/new habit/i), 'Meditate');
  await user.click(screen.getByRole('button', { name: /add/i }));

  const checkbox = screen.getByRole('checkbox', { name: /meditate/i });
  expect(checkbox).not.toBeChecked();
  await user.click(checkbox);
  expect(checkbox).toBeChecked();
  expect(screen.getByText(/1 of \\d+ done today/i)).toBeInTheDocument();
});
\`\`\`
Query priority: \`getByRole\` (with \`name\`) → \`getByLabelText\` → \`getByText\` → \`getByTestId\` as a last resort. \`getBy…\` throws if nothing matches; \`queryBy…\` returns \`null\` (use it to assert absence); \`findBy…\` waits for async content.

Pure logic like \`habitsReducer\` and \`currentStreak\` gets plain unit tests: \`expect(currentStreak([...])).toBe(3)\`.

## Common mistake
Tests that pass alone but fail together because state leaks — here, \`localStorage\` from one test affects the next. Reset shared state in \`beforeEach\`, and wrap components in the same providers (router, context) the app uses.

## Check it works
Run \`npm test\`. Then break the feature (comment out the dispatch) — the test must fail. A test that never fails proves nothing.
`,
      quiz: [
        {
          question: 'Why query elements by role and label instead of class names?',
          answer: 'Roles and labels are what users and assistive technology rely on, so tests reflect real behaviour and don\'t break when markup or styling is refactored.',
          keyPoints: ['like a user', 'role and label', 'survive refactors'],
        },
        {
          question: 'What is the difference between getBy, queryBy and findBy?',
          answer: 'getBy throws if nothing matches, queryBy returns null (useful for asserting absence), and findBy returns a promise that waits for async content.',
          keyPoints: ['getBy throws', 'queryBy returns null', 'findBy waits async'],
        },
        {
          question: 'Why use userEvent.setup() and await its calls?',
          answer: 'userEvent simulates real user interactions (keystrokes, clicks with focus changes), and its methods are async, so you await them before asserting.',
          keyPoints: ['simulates real user', 'methods are async'],
        },
        {
          question: 'How do you check a test is actually useful?',
          answer: 'Break the feature on purpose and confirm the test fails.',
          keyPoints: ['break the feature', 'test should fail'],
        },
      ],
      handsOnTask: 'Set up Vitest and React Testing Library in the habit tracker. Write unit tests for habitsReducer (added, toggled, deleted) and currentStreak, and one integration test that adds a habit, ticks it and checks the progress text. Run npm test, break a feature on purpose to watch a test fail, then fix it.',
      project: 'Adds a test suite to the habit tracker covering the reducer, streak logic and the main add-and-tick flow.',
      exercise: 'Write a test asserting that submitting an empty habit name shows the validation error and adds nothing, using queryByRole to check absence.',
      beginnerTip: 'If a query fails, call screen.debug() to print the current DOM, or screen.logTestingPlaygroundURL() for query suggestions.',
      advancedNote: 'For code that fetches, mock the network at the HTTP level with Mock Service Worker (MSW) rather than mocking fetch or your hooks; the same handlers work in tests and in the browser during development.',
    },
    {
      topicName: 'Server state with TanStack Query',
      explanation: `## Server state is different
Data from an API isn't really *your* state — it lives on a server, can be changed by others and goes stale. Managing it with \`useEffect\` + \`useState\` means hand-writing caching, deduplication, retries, refetching and race handling. **TanStack Query** (formerly React Query) does all of that.
\`\`\`bash
npm install @tanstack/react-query
\`\`\`

## Worked example: suggestions, the better way
\`\`\`jsx
// main.jsx
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
const queryClient = new QueryClient();
createRoot(root).render(
  <QueryClientProvider client={queryClient}><App /></QueryClientProvider>
);
\`\`\`
\`\`\`jsx
import { useQuery } from '@tanstack/react-query';

async function fetchSuggestions(category) {
  const res = await fetch('/suggestions.json');
  if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
  const all = await res.json();
  return all.filter((s) => s.category === category);
}

function Suggestions({ category }) {
  const { data, isPending, isError, error } = useQuery({
    queryKey: ['suggestions', category],
    queryFn: () => fetchSuggestions(category),
    staleTime: 5 * 60 * 1000, // treat as fresh for 5 minutes
  });

  if (isPending) return <p>Loading…</p>;
  if (isError) return <p role="alert">{error.message}</p>;
  return <ul>{data.map((s) => <li key={s.name}>{s.emoji} {s.name}</li>)}</ul>;
}
\`\`\`
The **query key** identifies the data in the cache. Switch category and back: the first category shows instantly from cache. Two components using the same key share one request. Failed requests retry three times by default, and stale data refetches when the window regains focus.

## Changing data: mutations
\`\`\`jsx
const queryClient = useQueryClient();
const addHabit = useMutation({
  mutationFn: (habit) => fetch('/api/habits', { method: 'POST', body: JSON.stringify(habit) }),
  onSuccess: () => queryClient.invalidateQueries({ queryKey: ['habits'] }),
});
// addHabit.mutate({ name: 'Meditate' }); addHabit.isPending
\`\`\`
Invalidating marks cached queries as stale so they refetch with the new data.

## Common mistake
Leaving a variable out of the query key: \`queryKey: ['suggestions']\` while the function uses \`category\`. The cache then returns the wrong category's data. **Everything the query function depends on goes in the key.**

## Check it works
Install \`@tanstack/react-query-devtools\` and render \`<ReactQueryDevtools />\` to watch queries move between fresh, stale and fetching. In the Network tab, switching back to a cached category should make no request within \`staleTime\`.
`,
      quiz: [
        {
          question: 'Why is server state different from client state?',
          answer: 'It lives on a server, can be changed by others and becomes stale, so it needs caching, refetching, deduplication and retries that local state doesn\'t.',
          keyPoints: ['lives on server', 'can become stale', 'caching and refetching'],
        },
        {
          question: 'What is the query key for?',
          answer: 'It uniquely identifies the data in the cache; queries with the same key share cached data and requests.',
          keyPoints: ['identifies cached data', 'same key shared'],
        },
        {
          question: 'What must go into the query key?',
          answer: 'Every variable the query function depends on, such as the category or search term, otherwise the wrong cached data is returned.',
          keyPoints: ['every variable used', 'otherwise wrong data'],
        },
        {
          question: 'How do you refresh cached data after a mutation?',
          answer: 'Call queryClient.invalidateQueries with the relevant key in the mutation\'s onSuccess, so those queries refetch.',
          keyPoints: ['call invalidateQueries', 'in onSuccess', 'queries refetch'],
        },
      ],
      handsOnTask: 'Install TanStack Query, wrap the habit tracker in QueryClientProvider, and replace the effect-based Suggestions fetch with useQuery keyed by category. Add the React Query Devtools and watch the cache while switching categories. Confirm in the Network tab that revisiting a category within staleTime makes no request.',
      project: 'Moves the habit tracker\'s suggestions loading to TanStack Query with caching and devtools.',
      exercise: 'Add a "Refresh" button that calls the refetch function returned by useQuery and shows isFetching while it runs.',
      beginnerTip: 'isPending means "no data yet"; isFetching means "a request is in flight", which can be true while old data is still shown.',
      advancedNote: 'staleTime (how long data counts as fresh) and gcTime (how long unused data stays cached, default 5 minutes) are different knobs; setting a sensible staleTime is the single biggest lever for fewer requests.',
    },
    {
      topicName: 'React 19 actions: useActionState, useFormStatus and useOptimistic',
      explanation: `## Actions
React 19 introduced **actions**: functions (often async) passed to \`<form action={...}>\` or run in a transition. React tracks their pending state, errors and results for you, replacing the \`isLoading\`/\`error\` state you'd otherwise juggle by hand. The form passes a \`FormData\` object, so inputs can be **uncontrolled** — no \`useState\` per field.

## Worked example: adding a habit through a (fake) API
\`\`\`jsx
import { useActionState, useOptimistic } from 'react';
import { useFormStatus } from 'react-dom';

async function saveHabit(name) {
  await new Promise((r) => setTimeout(r, 800)); // pretend network
  if (name.toLowerCase() === 'fail') throw new Error('Server said no');
  return { id: crypto.randomUUID(), name, emoji: '✅', doneDates: [] };
}

function SubmitButton() {
  const { pending } = useFormStatus(); // status of the parent <form>
  return <button disabled={pending}>{pending ? 'Adding…' : 'Add'}</button>;
}

function AddHabit({ habits, onAdded }) {
  const [optimisticHabits, addOptimistic] = useOptimistic(
    habits,
    (current, name) => [...current, { id: 'temp', name, emoji: '⏳', doneDates: [], pending: true }]
  );

  const [state, formAction] = useActionState(async (prevState, formData) => {
    const name = formData.get('name').trim();
    if (!name) return { error: 'Please enter a name.' };
    addOptimistic(name);
    try {
      onAdded(await saveHabit(name));
      return { error: null };
    } catch (e) {
      return { error: e.message };
    }
  }, { error: null });

  return (
    <>
      <form action={formAction}>
        <label htmlFor="name">New habit</label>
        <input id="name" name="name" />
        <SubmitButton />
        {state.error && <p role="alert">{state.error}</p>}
      </form>
      <HabitList habits={optimisticHabits} />
    </>
  );
}
\`\`\`
- \`useActionState(fn, initial)\` returns the latest result, a wrapped action, and (third value) \`isPending\`.
- \`useFormStatus()\` reads the pending state of the **enclosing** form — handy for reusable buttons.
- \`useOptimistic\` shows the new habit immediately; when the action finishes, React drops the optimistic version and shows real state (or reverts on failure).
- After a successful action, React resets uncontrolled form fields automatically.

## Common mistake
Calling \`useFormStatus()\` in the same component that renders the \`<form>\`. It only reports on a form that is a **parent** of the calling component, so it's always \`pending: false\` there. Put it in a child component like \`SubmitButton\`.

## Check it works
Add a habit: it appears instantly with ⏳, the button says "Adding…", then the real item replaces it. Type "fail": the optimistic item disappears and the error shows.
`,
      quiz: [
        {
          question: 'What does useActionState return?',
          answer: 'The current state returned by the action, a wrapped action to pass to the form, and an isPending flag.',
          keyPoints: ['action result state', 'wrapped form action', 'isPending flag'],
        },
        {
          question: 'Why must useFormStatus be called in a child of the form?',
          answer: 'It reads the status of the nearest parent form; in the component that renders the form itself there is no parent form, so pending is always false.',
          keyPoints: ['reads parent form', 'child component'],
        },
        {
          question: 'What does useOptimistic do?',
          answer: 'It shows a temporary optimistic version of state while an async action runs, then switches to the real state when the action finishes or reverts if it fails.',
          keyPoints: ['show update immediately', 'reverts on failure'],
        },
        {
          question: 'How does a form action receive the input values?',
          answer: 'As a FormData object; read values with formData.get(\'name\') using each input\'s name attribute.',
          keyPoints: ['FormData object', 'call formData.get', 'name attribute'],
        },
      ],
      handsOnTask: 'Rebuild the habit tracker\'s add form with useActionState and a fake saveHabit that waits 800ms, using uncontrolled inputs and FormData. Add a SubmitButton using useFormStatus and show the new habit optimistically with useOptimistic. Test a normal add, an empty name and the name "fail" to see the revert.',
      project: 'Upgrades the habit tracker\'s add flow to React 19 actions with pending states and optimistic updates.',
      exercise: 'Make deleting a habit optimistic: hide it immediately and bring it back if a fake delete request fails.',
      beginnerTip: 'Every input used in an action form needs a name attribute, otherwise formData.get returns null.',
      advancedNote: 'In frameworks with React Server Components, the same form action can be a server function marked \'use server\', so the form works before JavaScript loads (progressive enhancement) and the action runs on the server.',
    },
    {
      topicName: 'Capstone kickoff: planning the reading-list app',
      explanation: `## The capstone: "Shelf"
For week four you build **Shelf**, a reading-list app: search millions of books, open a book page, and save books to *Want to read*, *Reading* or *Read*. It combines routing, TanStack Query, a reducer with context, TypeScript and tests — the stack of a typical junior React role.

Data comes from the free **Open Library** API (no key):
- Search: \`https://openlibrary.org/search.json?q=wings+of+fire&fields=key,title,author_name,first_publish_year,cover_i&limit=20\` returns \`docs\` where \`key\` looks like \`/works/OL45804W\`.
- Work details: \`https://openlibrary.org/works/OL45804W.json\` (title, description, subjects).
- Cover image: \`https://covers.openlibrary.org/b/id/{cover_i}-M.jpg\`.

## Plan the app
**Routes**
| Path | Page |
|---|---|
| \`/\` | Search with results |
| \`/books/:workId\` | Book details + shelf buttons |
| \`/shelf\` | Saved books grouped by status |

**State — decide where each piece lives**
- Search results and book details → **server state** → TanStack Query.
- The user's shelf → **client state** → \`useReducer\` in a \`ShelfContext\`, persisted to localStorage.
- The search text → **URL** (\`/?q=wings\`), so searches are shareable and survive reload.

**Types**
\`\`\`ts
export type BookSummary = {
  workId: string;          // 'OL45804W'
  title: string;
  authors: string[];
  year?: number;
  coverId?: number;
};
export type ShelfStatus = 'want' | 'reading' | 'read';
export type ShelfEntry = BookSummary & { status: ShelfStatus; addedAt: string };
\`\`\`

**Component tree**: \`App → Layout(nav) → SearchPage(SearchBox, BookGrid → BookCard) | BookPage | ShelfPage(ShelfColumn × 3)\`.

## Setup
\`\`\`bash
npm create vite@latest shelf -- --template react-ts
cd shelf && npm install react-router @tanstack/react-query
\`\`\`

## Common mistake
Putting API results into your reducer or context "so everything is in one place". You then re-implement caching and staleness by hand. Keep server data in the query cache and store only what the user owns (their shelf).

## Check it works
Open the three API URLs in your browser and map each JSON field to your types. Create the routes with placeholder pages and click through them.
`,
      quiz: [
        {
          question: 'Which parts of the Shelf app are server state and which are client state?',
          answer: 'Search results and book details are server state handled by TanStack Query; the user\'s shelf is client state in a reducer and context, persisted to localStorage.',
          keyPoints: ['search results server state', 'shelf client state', 'TanStack Query'],
        },
        {
          question: 'Why keep the search term in the URL?',
          answer: 'So searches are shareable, bookmarkable and survive a reload or back navigation.',
          keyPoints: ['shareable link', 'survives reload'],
        },
        {
          question: 'How do you get a book cover image from Open Library?',
          answer: 'Use the cover_i value from search results in https://covers.openlibrary.org/b/id/{cover_i}-M.jpg.',
          keyPoints: ['cover_i id', 'covers.openlibrary.org URL'],
        },
      ],
      handsOnTask: 'Create the Shelf project with the react-ts template, install React Router and TanStack Query, and add the three routes with placeholder pages and a nav. Write the BookSummary, ShelfStatus and ShelfEntry types in src/types.ts. Open the three Open Library URLs in your browser and write down which JSON fields map to each type field.',
      project: 'Starts the Shelf capstone: project setup, routes, types and a plan for where each piece of state lives.',
      exercise: 'Draw the component tree for the Book page, marking which components need props and which read context.',
      beginnerTip: 'Write the README\'s feature list now; it becomes your checklist for the week.',
      advancedNote: 'Deciding state ownership up front (URL, server cache, global client, local component) is the core architecture skill in React apps; most "state management" problems are really data that lives in the wrong place.',
    },
    {
      topicName: 'Capstone: debounced search with TanStack Query and URL state',
      explanation: `## The search page
Typing "wings of fire" shouldn't fire 13 requests. The solution has three parts: keep the text in the **URL**, **debounce** it so a request happens only after the user pauses, and let **TanStack Query** cache and deduplicate the requests.

## A reusable debounce hook
\`\`\`tsx
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delay = 400): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(id); // a new keystroke cancels the pending update
  }, [value, delay]);
  return debounced;
}
\`\`\`

## The query
\`\`\`tsx
async function searchBooks(q: string, signal: AbortSignal): Promise<BookSummary[]> {
  const params = new URLSearchParams({ q, limit: '20', fields: 'key,title,author_name,first_publish_year,cover_i' });
  const res = await fetch(\`https://openlibrary.org/search.json?\${params}\`, { signal });
  if (!res.ok) throw new Error(\`Search failed (\${res.status})\`);
  const json = await res.json();
  return json.docs.map((d: any) => ({
    workId: d.key.replace('/works/', ''),
    title: d.title,
    authors: d.author_name ?? [],
    year: d.first_publish_year,
    coverId: d.cover_i,
  }));
}

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const debouncedQ = useDebouncedValue(q.trim());

  const { data, isPending, isError, error, isFetching } = useQuery({
    queryKey: ['search', debouncedQ],
    queryFn: ({ signal }) => searchBooks(debouncedQ, signal),
    enabled: debouncedQ.length >= 3,
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <label htmlFor="q">Search books</label>
      <input id="q" type="search" value={q}
        onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })} />
      {debouncedQ.length < 3 ? <p>Type at least 3 characters.</p>
        : isPending ? <p>Searching…</p>
        : isError ? <p role="alert">{error.message}</p>
        : <BookGrid books={data} dimmed={isFetching} />}
    </>
  );
}
\`\`\`
- \`enabled\` stops queries for very short input.
- \`placeholderData: keepPreviousData\` keeps old results visible while new ones load, avoiding flicker.
- TanStack Query passes an \`AbortSignal\`; forwarding it to \`fetch\` cancels requests that are no longer needed.
- \`{ replace: true }\` stops every keystroke from adding a history entry.

## Common mistake
Debouncing the input's *displayed* value. The field then lags behind typing. Keep the input immediate and debounce only the value used for the query.

## Check it works
Type "wings of fire" quickly: the Network tab shows one request. Reload the page — the query and results come back from the URL. Search "zzzzqqq" and show a friendly "No books found" message when \`data\` is empty.
`,
      quiz: [
        {
          question: 'What does debouncing a search do?',
          answer: 'It waits until the user stops typing for a short delay before using the value, so a request is sent once instead of on every keystroke.',
          keyPoints: ['waits for pause', 'fewer requests'],
        },
        {
          question: 'What do enabled and placeholderData: keepPreviousData do in the search query?',
          answer: 'enabled prevents the query from running until a condition is met (at least 3 characters); keepPreviousData keeps showing the old results while new ones load.',
          keyPoints: ['enabled stops query', 'keeps old results', 'avoids flicker'],
        },
        {
          question: 'Why pass { replace: true } when updating the search params?',
          answer: 'So each keystroke replaces the current history entry instead of adding a new one, keeping the back button useful.',
          keyPoints: ['replaces history entry', 'back button'],
        },
        {
          question: 'Why forward the signal from queryFn to fetch?',
          answer: 'TanStack Query can then abort requests that are no longer needed, such as results for an outdated search term.',
          keyPoints: ['abort outdated requests', 'pass AbortSignal'],
        },
      ],
      handsOnTask: 'Build the SearchPage with the search text in the URL, a useDebouncedValue hook, and a useQuery that is enabled from 3 characters with keepPreviousData. Render results in a BookGrid of BookCards with cover images and links to /books/:workId. Verify one request per typing pause in the Network tab and that reloading keeps the search.',
      project: 'Builds Shelf\'s search page: URL-driven, debounced Open Library search with cached results and covers.',
      exercise: 'Add a "No books found for …" empty state and a small "Updating…" indicator when isFetching is true but old data is shown.',
      beginnerTip: 'Not every book has a cover_i; render a neutral placeholder box when coverId is undefined instead of a broken image.',
      advancedNote: 'Replace the any in the mapper with a zod schema to validate the API response at runtime; external APIs change, and parsing at the boundary turns silent undefined bugs into clear errors.',
    },
    {
      topicName: 'Capstone: the shelf with context, reducer and book pages',
      explanation: `## Client state for the user's shelf
The shelf is data the user owns, so it lives in client state: a **reducer** for the transitions, **context** to share it across routes, and **localStorage** to persist it.
\`\`\`tsx
type ShelfState = Record<string, ShelfEntry>; // keyed by workId
type ShelfAction =
  | { type: 'shelved'; book: BookSummary; status: ShelfStatus; at: string }
  | { type: 'removed'; workId: string };

function shelfReducer(state: ShelfState, action: ShelfAction): ShelfState {
  switch (action.type) {
    case 'shelved':
      return { ...state, [action.book.workId]: { ...action.book, status: action.status, addedAt: action.at } };
    case 'removed': {
      const { [action.workId]: _removed, ...rest } = state;
      return rest;
    }
  }
}

const ShelfContext = createContext<{ shelf: ShelfState; dispatch: React.Dispatch<ShelfAction> } | null>(null);

export function ShelfProvider({ children }: { children: React.ReactNode }) {
  const [shelf, dispatch] = useReducer(shelfReducer, undefined, () =>
    JSON.parse(localStorage.getItem('shelf:v1') ?? '{}') as ShelfState);
  useEffect(() => localStorage.setItem('shelf:v1', JSON.stringify(shelf)), [shelf]);
  return <ShelfContext value={{ shelf, dispatch }}>{children}</ShelfContext>;
}
\`\`\`
An object keyed by \`workId\` makes "is this book on my shelf?" a direct lookup: \`shelf[workId]?.status\`.

## The book page
\`\`\`tsx
function BookPage() {
  const { workId = '' } = useParams();
  const { data: work, isPending, isError } = useQuery({
    queryKey: ['work', workId],
    queryFn: () => fetch(\`https://openlibrary.org/works/\${workId}.json\`).then((r) => {
      if (!r.ok) throw new Error('Not found');
      return r.json();
    }),
  });
  const { shelf, dispatch } = useShelf();
  // ...
  const description = typeof work.description === 'string' ? work.description : work.description?.value;
}
\`\`\`
Open Library returns \`description\` **either** as a string **or** as an object \`{ type, value }\` — real APIs are messy, so normalise at the edge.

Three buttons (Want to read / Reading / Read) dispatch \`shelved\`; the current status gets \`aria-pressed="true"\`. The Shelf page groups \`Object.values(shelf)\` by status into three columns.

## Common mistake
Storing only the \`workId\` on the shelf and refetching every book to show the shelf page. That's dozens of requests and a broken shelf when offline. Store the summary fields you display (title, authors, coverId) with the entry.

## Check it works
Shelve books from the search results and the book page, reload, and see them grouped correctly on /shelf. Move a book from Reading to Read. Open a book with no description and confirm nothing crashes.
`,
      quiz: [
        {
          question: 'Why is the shelf stored as an object keyed by workId rather than an array?',
          answer: 'It makes checking and updating a book\'s status a direct lookup by id, and it prevents duplicates automatically.',
          keyPoints: ['direct lookup by id', 'no duplicates'],
        },
        {
          question: 'Why store title, authors and coverId with each shelf entry?',
          answer: 'So the shelf page can render without refetching every book, which saves requests and works offline.',
          keyPoints: ['no refetching', 'works offline', 'fewer requests'],
        },
        {
          question: 'How do you handle Open Library\'s description field?',
          answer: 'Normalise it: it can be a plain string or an object with a value property, so check its type and read .value when it\'s an object.',
          keyPoints: ['string or object', 'read value property', 'normalise data'],
        },
      ],
      handsOnTask: 'Implement ShelfProvider with shelfReducer, a useShelf hook and localStorage persistence, and wrap the app with it. Build the BookPage with useQuery for the work details, normalised description and three shelf buttons using aria-pressed. Build the ShelfPage with three status columns and a remove button, then reload to check persistence.',
      project: 'Completes Shelf\'s core: book detail pages and a persistent three-column reading shelf.',
      exercise: 'Add a count badge to the nav link ("Shelf (5)") that reads from the shelf context.',
      beginnerTip: 'Write the reducer first and test it with a few dispatches in a unit test before wiring any UI; UI bugs are easier when the logic is known-good.',
      advancedNote: 'The useEffect-based persistence writes after render; if several tabs are open they overwrite each other. Listening to the storage event, or moving to an external store with useSyncExternalStore, keeps tabs in sync.',
    },
    {
      topicName: 'Error boundaries, Suspense and code splitting with lazy',
      explanation: `## When rendering fails
If a component throws while rendering, React unmounts the **whole tree** and the user sees a blank page. An **error boundary** catches render errors below it and shows a fallback instead, so one broken book card doesn't take down the app. Error boundaries are still written as class components, so most projects use the small \`react-error-boundary\` package:
\`\`\`bash
npm install react-error-boundary
\`\`\`
\`\`\`tsx
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';

function ErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  return (
    <div role="alert">
      <p>Something went wrong: {error instanceof Error ? error.message : 'unknown error'}</p>
      <button onClick={resetErrorBoundary}>Try again</button>
    </div>
  );
}

<ErrorBoundary FallbackComponent={ErrorFallback}>
  <BookPage />
</ErrorBoundary>
\`\`\`
Place boundaries around **independent regions** (each page, a sidebar widget) rather than only one at the root.

## What boundaries don't catch
Errors in **event handlers**, in **async code** (promises, \`setTimeout\`) and in the boundary itself. Handle those with \`try/catch\` and state. TanStack Query can forward query errors to the nearest boundary with \`throwOnError: true\`.

## Suspense and lazy loading
Your bundle includes every page even if the user never opens \`/shelf\`. \`lazy\` splits a component into its own file, loaded on first render; \`<Suspense>\` shows a fallback while it loads:
\`\`\`tsx
import { lazy, Suspense } from 'react';

const ShelfPage = lazy(() => import('./pages/ShelfPage')); // needs a default export

<Suspense fallback={<p>Loading…</p>}>
  <Routes>
    <Route path="/shelf" element={<ShelfPage />} />
  </Routes>
</Suspense>
\`\`\`
Suspense also works with data: TanStack Query's \`useSuspenseQuery\` suspends until data is ready, so the component never sees a loading state.

## Common mistake
Declaring \`lazy()\` **inside** a component. Each render creates a new lazy component, so React remounts it and loses its state. Always call \`lazy\` at the top level of a module.

## Check it works
Throw an error in \`BookCard\` when the title contains "test": only that region shows the fallback and "Try again" recovers. Run \`npm run build\` — Vite prints a separate \`ShelfPage-*.js\` chunk — and watch it load in the Network tab only when you visit /shelf.
`,
      quiz: [
        {
          question: 'What does an error boundary do?',
          answer: 'It catches errors thrown while rendering components below it and shows a fallback UI instead of unmounting the whole app.',
          keyPoints: ['catches render errors', 'shows fallback UI'],
        },
        {
          question: 'Which errors do error boundaries not catch?',
          answer: 'Errors in event handlers, asynchronous code such as promises or setTimeout, and errors thrown in the boundary itself.',
          keyPoints: ['event handlers', 'async code', 'the boundary itself'],
        },
        {
          question: 'What do lazy and Suspense do together?',
          answer: 'lazy loads a component\'s code in a separate chunk on first render, and Suspense shows a fallback while that code is loading.',
          keyPoints: ['separate chunk', 'load on demand', 'Suspense fallback'],
        },
        {
          question: 'Why must lazy() be called at the top level of a module?',
          answer: 'Calling it inside a component creates a new component type each render, causing remounts and lost state.',
          keyPoints: ['new component each render', 'lost state'],
        },
      ],
      handsOnTask: 'Add react-error-boundary to Shelf with a boundary per route and one around each BookCard grid, with a "Try again" reset. Lazy-load the Shelf and Book pages behind a Suspense fallback. Build the app to confirm separate chunks, and verify in the Network tab that the ShelfPage chunk loads only when you open /shelf.',
      project: 'Makes Shelf resilient and lighter: per-page error boundaries and lazily loaded routes.',
      exercise: 'Use the onError prop of ErrorBoundary to log errors with console.error and the component stack.',
      beginnerTip: 'Test your error UI on purpose by throwing an error; a fallback you\'ve never seen is a fallback that probably doesn\'t work.',
      advancedNote: 'React 19 adds onCaughtError and onUncaughtError options to createRoot so you can send every error to a monitoring service like Sentry in one place, and it no longer logs each error twice in development.',
    },
    {
      topicName: 'Accessibility in React apps',
      explanation: `## React doesn't make apps accessible — you do
React renders whatever HTML you write, so all web accessibility rules apply: semantic elements, labels, alt text, keyboard support and contrast. Single-page apps add two React-specific problems: **focus management** when content changes, and **announcing** updates that happen without a page load.

## Semantic JSX first
\`\`\`tsx
// Bad
<div className="card" onClick={() => navigate(\`/books/\${book.workId}\`)}>{book.title}</div>

// Good: a real link, keyboard and screen-reader friendly
<article className="card">
  <img src={coverUrl} alt="" />
  <h3><Link to={\`/books/\${book.workId}\`}>{book.title}</Link></h3>
  <p>{book.authors.join(', ')}</p>
</article>
\`\`\`
The cover is decorative next to the title, so \`alt=""\` avoids repeating it.

## Focus after route changes
With a full page load, screen readers start at the top. In an SPA, nothing happens when the route changes, so users may not know the page changed. Move focus to the new page's heading:
\`\`\`tsx
function PageHeading({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => { ref.current?.focus(); }, []);
  return <h1 ref={ref} tabIndex={-1}>{children}</h1>;
}
\`\`\`
\`tabIndex={-1}\` makes the heading focusable by script without adding it to the Tab order.

## Announcing async results
\`\`\`tsx
<p aria-live="polite" className="visually-hidden">
  {data ? \`\${data.length} books found\` : ''}
</p>
\`\`\`
The live region must exist in the DOM **before** its text changes, or screen readers won't announce it.

## Tools
- \`eslint-plugin-jsx-a11y\` flags missing alt text, click handlers on divs, and unlabelled inputs as you type.
- Test with the keyboard (Tab, Enter, Space, Escape) and a screen reader (NVDA, VoiceOver or TalkBack).
- In tests, querying \`getByRole('button', { name: /read/i })\` fails if your button has no accessible name — tests double as accessibility checks.

## Common mistake
Icon-only buttons with no name: \`<button onClick={remove}><TrashIcon /></button>\` is announced as just "button". Add \`aria-label="Remove Wings of Fire from shelf"\` including *which* item.

## Check it works
Navigate Shelf using only the keyboard: search, open a book, shelve it, remove it. Run Lighthouse accessibility and the axe DevTools extension and fix all issues.
`,
      quiz: [
        {
          question: 'What two accessibility problems are specific to single-page apps?',
          answer: 'Focus and context are not reset on route changes, so users may not notice the page changed, and content updates happen without a page load so they need to be announced.',
          keyPoints: ['focus on route change', 'announce updates'],
        },
        {
          question: 'Why give the page heading tabIndex={-1} before focusing it?',
          answer: 'It lets JavaScript focus the heading without adding it to the keyboard Tab order.',
          keyPoints: ['focusable by script', 'not in Tab order'],
        },
        {
          question: 'Why must an aria-live region exist before its text changes?',
          answer: 'Screen readers only announce changes to live regions they already know about; one inserted together with its text usually isn\'t announced.',
          keyPoints: ['already in DOM', 'changes announced'],
        },
        {
          question: 'How do you make an icon-only button accessible?',
          answer: 'Give it an accessible name with aria-label that describes the action and the item, like "Remove Wings of Fire from shelf".',
          keyPoints: ['add aria-label', 'describe action and item'],
        },
      ],
      handsOnTask: 'Audit Shelf with the keyboard only and fix every issue: real links for book cards, labelled inputs, aria-labels on icon buttons, and visible focus styles. Add a PageHeading that receives focus on every route change, and a polite live region announcing the number of search results. Install eslint-plugin-jsx-a11y, fix its warnings, and reach a Lighthouse accessibility score of 100.',
      project: 'Makes Shelf accessible: semantic cards, focus management on navigation and announced search results.',
      exercise: 'Build an accessible confirm dialog with the native dialog element and showModal(), returning focus to the trigger button when it closes.',
      beginnerTip: 'If you add onClick to a div, stop and ask which native element (button or Link) you actually mean.',
      advancedNote: 'Headless component libraries such as React Aria or Radix UI implement complex widgets (combobox, menus, tabs) with full keyboard and ARIA support; building those correctly from scratch takes weeks, so use them for anything beyond buttons and links.',
    },
    {
      topicName: 'Building and deploying a React SPA',
      explanation: `## From dev server to production
\`npm run dev\` serves unbundled modules for speed. \`npm run build\` runs Vite's production build: it bundles, minifies, tree-shakes unused code, splits lazy routes into chunks and writes everything to \`dist/\` with hashed file names for long-term caching. Always test the result with \`npm run preview\` before deploying.

## Environment variables
\`\`\`bash
# .env.production
VITE_API_BASE=https://openlibrary.org
\`\`\`
\`\`\`ts
const base = import.meta.env.VITE_API_BASE;
\`\`\`
Only variables starting with \`VITE_\` reach your code, and they are **baked into the JavaScript at build time** — anyone can read them. Never put secrets here. Commit a \`.env.example\` listing the names; add real \`.env*.local\` files to \`.gitignore\`.

## The SPA fallback
Your host only has one real file, \`index.html\`. When someone opens \`https://shelf.app/books/OL45804W\` directly or refreshes that page, the server looks for a file at that path, finds nothing and returns **404**. Tell the host to serve \`index.html\` for unknown paths so React Router can take over:
\`\`\`text
# Netlify: public/_redirects
/*  /index.html  200
\`\`\`
\`\`\`json
// Vercel: vercel.json
{ "rewrites": [{ "source": "/(.*)", "destination": "/index.html" }] }
\`\`\`
Files in \`public/\` are copied to \`dist/\` as-is, so \`_redirects\` ends up in the right place.

## Checking bundle size
\`\`\`bash
npx vite-bundle-visualizer
\`\`\`
It opens a treemap of what's in your bundle. A surprisingly large library (a whole date or icon package) is the usual culprit; import only what you use or lazy-load it.

## Common mistake
Everything works when clicking around, so you ship it — then users who share a deep link get a 404. Always test a **hard refresh on a nested route** on the deployed site.

## Check it works
Deploy to Netlify or Vercel from GitHub with build command \`npm run build\` and output \`dist\`. On the live site, open \`/shelf\` directly, refresh on a book page, and run Lighthouse. Check the response headers of a JS file for a long \`cache-control\`.
`,
      quiz: [
        {
          question: 'What does npm run build produce?',
          answer: 'An optimised production bundle in dist/: minified, tree-shaken, split into chunks, with hashed file names for caching.',
          keyPoints: ['dist folder', 'minified bundle', 'hashed file names'],
        },
        {
          question: 'Are VITE_ environment variables secret?',
          answer: 'No. They are embedded into the JavaScript bundle at build time and anyone can read them, so never put secrets in them.',
          keyPoints: ['embedded at build time', 'anyone can read', 'no secrets'],
        },
        {
          question: 'Why does refreshing /books/123 give a 404 without an SPA fallback?',
          answer: 'The server looks for a real file at that path and finds none; a rewrite must serve index.html for unknown paths so the client router can handle it.',
          keyPoints: ['no file at path', 'serve index.html', 'rewrite rule'],
        },
      ],
      handsOnTask: 'Add a public/_redirects (Netlify) or vercel.json (Vercel) SPA fallback to Shelf, move the API base URL into a VITE_ variable with a committed .env.example, and deploy from GitHub. On the live site, hard-refresh on /shelf and on a book page, and run a Lighthouse audit. Inspect your bundle with vite-bundle-visualizer and note the three largest dependencies.',
      project: 'Deploys Shelf to a public URL with working deep links, environment configuration and a bundle-size check.',
      exercise: 'Show the app version from package.json in the footer using a VITE_APP_VERSION variable set in the build script.',
      beginnerTip: 'When the live site is blank, open the browser Console there first; a wrong path or missing env variable usually shows up immediately.',
      advancedNote: 'Static SPAs render nothing until JavaScript loads, which hurts first paint and SEO for content sites; that\'s the trade-off frameworks solve with server rendering or static generation, covered tomorrow.',
    },
    {
      topicName: 'Next.js and React Server Components: the framework landscape',
      explanation: `## Why frameworks
The React team now recommends starting new apps with a **framework** — Next.js, React Router's framework mode, or Expo for mobile. A plain Vite SPA is still great for dashboards and tools behind a login, but frameworks add routing, data loading, server rendering and bundling decisions out of the box. **Next.js** is the most common in job listings.

## Next.js App Router in five minutes
\`\`\`bash
npx create-next-app@latest shelf-next
\`\`\`
Routes are folders inside \`app/\`; a \`page.tsx\` makes a route public:
\`\`\`
app/layout.tsx            → shared layout (html, body, nav)
app/page.tsx              → /
app/books/[workId]/page.tsx → /books/OL45804W
\`\`\`

## Server Components
In the App Router, components are **React Server Components by default**: they run on the server (or at build time), can be \`async\`, can read data directly, and send **no JavaScript** for themselves to the browser.
\`\`\`tsx
// app/books/[workId]/page.tsx — a Server Component
export default async function BookPage({ params }: { params: Promise<{ workId: string }> }) {
  const { workId } = await params;
  const res = await fetch(\`https://openlibrary.org/works/\${workId}.json\`);
  if (!res.ok) return <p>Book not found.</p>;
  const work = await res.json();
  return (
    <article>
      <h1>{work.title}</h1>
      <ShelfButtons workId={workId} title={work.title} />
    </article>
  );
}
\`\`\`
Interactive parts are **Client Components**, marked with a directive at the top of the file:
\`\`\`tsx
'use client';
import { useState } from 'react';
export function ShelfButtons({ workId, title }: { workId: string; title: string }) {
  const [status, setStatus] = useState<string | null>(null);
  return <button onClick={() => setStatus('want')}>{status ?? 'Want to read'}</button>;
}
\`\`\`
The HTML arrives already filled with the book's title (good for SEO and first paint), and only \`ShelfButtons\` ships JavaScript.

## The rules
- Server Components can't use state, effects or browser APIs (\`useState\`, \`onClick\`, \`localStorage\`).
- Props passed from a Server to a Client Component must be **serialisable** (strings, numbers, plain objects — not functions).
- \`'use client'\` marks a boundary: that file and everything it imports become client code.

## Common mistake
Adding \`'use client'\` to the root layout "to make errors go away". The whole app becomes client-rendered and you lose the benefits. Push \`'use client'\` down to the smallest interactive leaves.

## Check it works
Create the book route, run \`npm run dev\`, and view the page source: the title is in the HTML. Add a \`console.log\` in the page — it prints in the terminal, not the browser.
`,
      quiz: [
        {
          question: 'What is a React Server Component?',
          answer: 'A component that runs only on the server or at build time, can be async and fetch data directly, and sends no JavaScript for itself to the browser.',
          keyPoints: ['runs on server', 'can be async', 'no client JavaScript'],
        },
        {
          question: 'How do you make a component interactive in the Next.js App Router?',
          answer: 'Put \'use client\' at the top of its file so it becomes a Client Component that can use state, effects and event handlers.',
          keyPoints: ['\'use client\' directive', 'state and events'],
        },
        {
          question: 'What can\'t you pass from a Server Component to a Client Component as props?',
          answer: 'Non-serialisable values such as functions or class instances; props must be serialisable data.',
          keyPoints: ['must be serialisable', 'no functions'],
        },
        {
          question: 'Why not put \'use client\' in the root layout?',
          answer: 'It turns the whole tree into client code, losing server rendering benefits and shipping more JavaScript; keep client boundaries at small interactive leaves.',
          keyPoints: ['whole app client', 'more JavaScript', 'push boundary down'],
        },
      ],
      handsOnTask: 'Create a Next.js app with create-next-app and build two routes from Shelf: a home page and /books/[workId] as an async Server Component that fetches from Open Library. Add a small Client Component with a button using useState. View the page source to confirm the title is server-rendered and check where each console.log prints.',
      project: 'Rebuilds Shelf\'s book page in Next.js as a comparison, learning when a framework beats a plain SPA.',
      exercise: 'Write down three kinds of app where you\'d choose a Vite SPA and three where you\'d choose Next.js, with one reason each.',
      beginnerTip: 'Learn React fundamentals in a Vite SPA first; Next.js is much easier once state, effects and components are second nature.',
      advancedNote: 'Server Components render to the RSC payload, a serialised tree the client merges with client components; because they never re-render on the client, data fetched in them doesn\'t need client caching, and mutations are done with server functions followed by revalidation.',
    },
    {
      topicName: 'Code quality: ESLint, Prettier, project structure and CI',
      explanation: `## Code other people can work on
Employers look for code that's consistent, checked automatically and easy to navigate. Four tools and habits get you there.

## ESLint
The Vite template ships \`eslint.config.js\` (ESLint's flat config) with \`eslint-plugin-react-hooks\` and \`eslint-plugin-react-refresh\`. The hooks rules are the most valuable lint rules in React:
- \`rules-of-hooks\` — hooks only at the top level;
- \`exhaustive-deps\` — every value an effect uses is in its dependency array.
\`\`\`bash
npm run lint
\`\`\`
Treat \`exhaustive-deps\` warnings as bugs to understand, not noise to silence. If adding a dependency causes a loop, the effect is probably doing something that belongs in an event handler or in render.

## Prettier
Formatting debates waste review time. Prettier formats everything the same way:
\`\`\`bash
npm install -D prettier
npx prettier --write .
\`\`\`
Turn on "format on save" in your editor.

## Project structure by feature
\`\`\`
src/
  features/
    search/   SearchPage.tsx  useDebouncedValue.ts  searchBooks.ts  search.test.tsx
    shelf/    ShelfPage.tsx   shelfReducer.ts  ShelfContext.tsx  shelfReducer.test.ts
    book/     BookPage.tsx
  components/ Layout.tsx  ErrorFallback.tsx   (shared UI)
  lib/        queryClient.ts
\`\`\`
Grouping by feature keeps related files together, so a change to the shelf touches one folder.

## CI: checks on every push
A GitHub Actions workflow runs the same checks for every pull request:
\`\`\`yaml
# .github/workflows/ci.yml
name: CI
on: [push, pull_request]
jobs:
  check:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with: { node-version: 22, cache: npm }
      - run: npm ci
      - run: npm run lint
      - run: npx tsc --noEmit
      - run: npm test -- --run
      - run: npm run build
\`\`\`
A green tick on your repo tells a reviewer the project builds, passes its tests and type-checks.

## Common mistake
Silencing warnings with \`// eslint-disable-next-line react-hooks/exhaustive-deps\`. It hides real stale-closure bugs. Fix the cause or leave a comment explaining exactly why it's safe.

## Check it works
Push a branch with a deliberate lint error and watch the CI job fail on the pull request; fix it and watch it pass.
`,
      quiz: [
        {
          question: 'What do the two react-hooks ESLint rules check?',
          answer: 'rules-of-hooks checks that hooks are only called at the top level of components and hooks; exhaustive-deps checks that effect and memo dependency arrays list every value used.',
          keyPoints: ['rules-of-hooks top level', 'exhaustive-deps dependencies'],
        },
        {
          question: 'Why organise files by feature instead of by type?',
          answer: 'Related components, hooks, logic and tests live together, so a change to one feature touches one folder and the structure scales.',
          keyPoints: ['related files together', 'one folder per feature'],
        },
        {
          question: 'What should a CI workflow for a React app run?',
          answer: 'Install with npm ci, then lint, type-check, run tests and build, on every push or pull request.',
          keyPoints: ['lint and type-check', 'run tests', 'build on push'],
        },
        {
          question: 'Why avoid disabling exhaustive-deps warnings?',
          answer: 'They usually point at real stale-closure bugs; silencing them hides the bug instead of fixing it.',
          keyPoints: ['stale closure bugs', 'hides the problem'],
        },
      ],
      handsOnTask: 'Reorganise Shelf into features/search, features/shelf and features/book folders, add Prettier and format the codebase, and fix every ESLint warning without disable comments. Add the GitHub Actions CI workflow, push a branch with a deliberate lint error, and confirm the pull request shows a failing check before fixing it.',
      project: 'Gives Shelf a feature-based structure, consistent formatting and a CI pipeline with lint, types, tests and build.',
      exercise: 'Add a "check" script to package.json that runs lint, type-check and tests in one command.',
      beginnerTip: 'Run npm run lint before every commit; fixing three warnings now beats fixing fifty later.',
      advancedNote: 'npm ci installs exactly what package-lock.json says and fails if it\'s out of sync with package.json, which is why CI uses it instead of npm install; caching the npm directory via setup-node makes repeated runs much faster.',
    },
    {
      topicName: 'Job readiness: React interview questions and portfolio',
      explanation: `## What junior React interviews check
Most processes have a conversation about fundamentals, a live coding task, and a look at your projects. You've built everything they ask about; now practise **explaining** it.

## Questions to answer in your own words
1. **What happens when state changes?** React re-renders that component and its children, compares the new output with the previous one (reconciliation) and updates only the changed DOM nodes.
2. **Props vs state** — inputs from the parent vs data the component owns.
3. **Why keys?** To match list items between renders; why index keys break on reorder.
4. **useEffect** — synchronising with external systems; dependencies; cleanup; when *not* to use it.
5. **Controlled vs uncontrolled inputs** — state-driven value vs DOM-held value (refs, FormData, actions).
6. **Lifting state vs context vs a store** — and server state belonging in TanStack Query.
7. **memo/useMemo/useCallback** — what they do, and that you measure first (and that the React Compiler automates them).
8. **What are Server Components?**

## The live coding task
Common prompts: a todo list, fetch-and-filter a list, a debounced search, a counter with undo. Practise this skeleton until it's automatic:
\`\`\`tsx
function UserSearch() {
  const [query, setQuery] = useState('');
  const [users, setUsers] = useState<User[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch('https://jsonplaceholder.typicode.com/users', { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(\`HTTP \${r.status}\`))))
      .then(setUsers)
      .catch((e) => { if (e.name !== 'AbortError') setError(e.message); });
    return () => controller.abort();
  }, []);

  const visible = users?.filter((u) => u.name.toLowerCase().includes(query.toLowerCase()));
  // render: label + input, error, loading, list with keys
}
\`\`\`
Talk while you code: "I derive \`visible\` instead of storing it", "I abort on unmount". Interviewers grade reasoning as much as output.

## Portfolio
Pin **Habit Tracker** and **Shelf**, each with a live link, screenshots, a README explaining architecture decisions (why TanStack Query, where state lives), tests and a green CI badge. One deeply understood project beats five tutorial clones.

## Common mistake
Memorising definitions ("the virtual DOM is a lightweight copy…") without being able to connect them to code you wrote. Answer with an example from your own project every time.

## Check it works
Do a mock interview with a friend or record yourself: answer the eight questions in two minutes each, then build the UserSearch task in 30 minutes without looking anything up.
`,
      quiz: [
        {
          question: 'What happens when a component\'s state changes?',
          answer: 'React re-renders the component and its children, compares the new output with the previous render (reconciliation), and updates only the DOM nodes that changed.',
          keyPoints: ['re-renders component', 'compares with previous', 'updates changed DOM'],
        },
        {
          question: 'What is the difference between controlled and uncontrolled inputs?',
          answer: 'A controlled input\'s value is held in React state and updated via onChange; an uncontrolled input keeps its own value in the DOM, read via a ref or FormData.',
          keyPoints: ['value in state', 'value in DOM', 'ref or FormData'],
        },
        {
          question: 'How should you answer conceptual questions in an interview?',
          answer: 'Explain in your own words and connect each concept to a concrete example from code you\'ve written.',
          keyPoints: ['own words', 'example from your project'],
        },
      ],
      handsOnTask: 'Write answers to the eight interview questions, each with an example from the habit tracker or Shelf, and practise them aloud. Complete the UserSearch live-coding task in 30 minutes with a timer, including loading, error and empty states. Polish both project READMEs with screenshots, architecture notes and a CI badge.',
      project: 'Prepares the habit tracker and Shelf as portfolio pieces with READMEs, screenshots and architecture notes.',
      exercise: 'Explain in three sentences, using Shelf as the example, why search results live in TanStack Query but the shelf lives in a reducer.',
      beginnerTip: 'When you get stuck in a live task, say what you\'re trying to do and what you\'d look up; silence is the worst signal.',
      advancedNote: 'Senior-leaning questions probe trade-offs: why not put everything in context, how you\'d share state between tabs, when SSR is worth its complexity, and how you\'d structure a design system; having opinions grounded in your projects sets you apart.',
    },
  ],
  advancedDays: [
    {
      topicName: 'Rendering internals: reconciliation, batching and concurrent features',
      explanation: `## Render and commit
Every update goes through two phases. In the **render phase** React calls your components and builds a new tree of elements; this work is interruptible and must be pure. In the **commit phase** React applies the differences to the DOM, then runs layout effects and, after paint, effects. Internally each component instance is a **fiber** — a unit of work React can pause, resume or throw away.

## Reconciliation rules
React diffs trees with two heuristics:
1. **Different element types** at the same position → tear down the old subtree (state lost) and build a new one.
2. **Same type** → keep the instance and state, update props; for lists, match children by **key**.

That's why \`{isEditing ? <input /> : <span />}\` resets, why wrapping a component in a new \`<div>\` conditionally loses its state, and why \`key={workId}\` on \`<BookPage>\` deliberately resets state when the book changes.

## Automatic batching
Since React 18, all state updates in the same tick — in event handlers, promises or timeouts — are **batched** into one re-render:
\`\`\`tsx
setStatus('read');
setCount((c) => c + 1); // one render, not two
\`\`\`

## Concurrent features
Some updates are urgent (typing), others can wait (filtering 10,000 books). Mark non-urgent work as a **transition** and React keeps the input responsive, interrupting stale renders:
\`\`\`tsx
const [query, setQuery] = useState('');
const [filter, setFilter] = useState('');
const [isPending, startTransition] = useTransition();

function onChange(e: React.ChangeEvent<HTMLInputElement>) {
  setQuery(e.target.value);                       // urgent: input updates now
  startTransition(() => setFilter(e.target.value)); // can be interrupted
}
// <BigList filter={filter} /> with opacity 0.6 while isPending
\`\`\`
\`useDeferredValue(value)\` does the same from the consumer side: it returns a lagging copy that updates in a background render.
\`\`\`tsx
const deferred = useDeferredValue(query);
const list = useMemo(() => <BigList filter={deferred} />, [deferred]);
\`\`\`

## Common mistake
Expecting transitions to make slow code fast. They make the app **responsive** by letting urgent updates interrupt, but the slow render still costs CPU; the list component should also be memoised so the urgent render skips it.

## Check it works
Render 20,000 fake books filtered on each keystroke. Type with and without \`useTransition\` using CPU throttling (Performance panel → 4× slowdown) and compare input lag.
`,
      quiz: [
        {
          question: 'What happens in the render phase versus the commit phase?',
          answer: 'In the render phase React calls components to compute the new tree (pure, interruptible); in the commit phase it applies changes to the DOM and runs effects.',
          keyPoints: ['render computes tree', 'commit updates DOM', 'effects after commit'],
        },
        {
          question: 'When does React discard a component\'s state during reconciliation?',
          answer: 'When the element type at that position changes, or when its key changes; same type and key preserves state.',
          keyPoints: ['element type changes', 'key changes'],
        },
        {
          question: 'What does startTransition do?',
          answer: 'It marks state updates as non-urgent so React can interrupt them to handle urgent updates like typing, keeping the UI responsive.',
          keyPoints: ['non-urgent update', 'can be interrupted', 'responsive input'],
        },
        {
          question: 'What is automatic batching?',
          answer: 'React groups multiple state updates in the same tick into a single re-render, including inside promises and timeouts.',
          keyPoints: ['groups state updates', 'single re-render'],
        },
      ],
      handsOnTask: 'Build a page that filters 20,000 generated book titles on every keystroke and measure input lag with 4× CPU throttling. Add useTransition (or useDeferredValue) plus a memoised list and measure again. Then demonstrate state reset by toggling a component between two positions in the tree and fix it with a stable structure or key.',
      project: 'Adds a "filter my shelf" view to Shelf that stays responsive with thousands of entries using transitions.',
      exercise: 'Predict how many renders happen when you call three setState functions inside a setTimeout, then verify with a console.log in the component.',
      beginnerTip: 'If state mysteriously resets, look for a change in element type or key above the component.',
      advancedNote: 'Because render can run more than once or be discarded in concurrent mode, side effects during render (mutating a module variable, subscribing) cause tearing and leaks; this is exactly what StrictMode\'s double rendering is designed to surface.',
    },
    {
      topicName: 'Server Components and server functions in depth',
      explanation: `## Two environments, one tree
With React Server Components (RSC), a single component tree spans the **server** and the **client**. Server Components run once per request (or at build), produce a serialised **RSC payload**, and never re-render in the browser. Client Components hydrate and handle interaction. The directives mark the boundaries:
- \`'use client'\` at the top of a file: this module and its imports are bundled for the client.
- \`'use server'\` marks **server functions** (server actions): functions the client can call that run on the server.

## Composition patterns
A Client Component can't import a Server Component, but it can **receive one as children or props**:
\`\`\`tsx
// Server
<ClientTabs>
  <ServerStats userId={id} />   {/* rendered on the server, passed as JSX */}
</ClientTabs>
\`\`\`
Keep data fetching at the server level and pass the minimum serialisable data down.

## Mutations with server functions
\`\`\`tsx
// app/actions.ts
'use server';
import { revalidatePath } from 'next/cache';

export async function addToShelf(formData: FormData) {
  const workId = String(formData.get('workId'));
  const session = await getSession();          // authenticate — always
  if (!session) throw new Error('Not signed in');
  await db.shelf.upsert({ userId: session.userId, workId, status: 'want' });
  revalidatePath('/shelf');                    // refresh server-rendered data
}
\`\`\`
\`\`\`tsx
// Server Component
import { addToShelf } from './actions';
<form action={addToShelf}>
  <input type="hidden" name="workId" value={workId} />
  <button>Want to read</button>
</form>
\`\`\`
The form works **before JavaScript loads** (progressive enhancement); with JS, React submits it without a page reload, and \`useActionState\`/\`useFormStatus\` work as on day 21.

## Security model
A server function is a **public HTTP endpoint**. Anyone can call it with any arguments — the \`'use server'\` directive doesn't hide it. Authenticate and authorise inside every server function and validate inputs (for example with zod). Likewise, importing a secrets module into a Client Component would leak it; the \`server-only\` package makes such imports fail at build time.

## Streaming
Wrap slow parts in \`<Suspense>\`; the server streams the shell immediately and fills in slow sections as their data resolves, instead of waiting for the slowest query.

## Common mistake
Fetching data in a Client Component with \`useEffect\` when the parent Server Component could fetch it directly. You reintroduce loading spinners, waterfalls and extra JavaScript. Fetch on the server; use client-side fetching for truly interactive data (live search).

## Check it works
In a Next.js app, add a server function, submit the form with JavaScript disabled (DevTools → Settings → Disable JavaScript) and confirm it still works. Call it from the browser console with forged data and confirm your auth check rejects it.
`,
      quiz: [
        {
          question: 'How can a Client Component render a Server Component?',
          answer: 'It can\'t import one, but a Server Component parent can pass server-rendered JSX to it as children or another prop.',
          keyPoints: ['passed as children', 'can\'t import directly'],
        },
        {
          question: 'Why must server functions check authentication and validate input?',
          answer: 'Each server function is exposed as a public HTTP endpoint that anyone can call with arbitrary arguments.',
          keyPoints: ['public endpoint', 'anyone can call', 'validate input'],
        },
        {
          question: 'What does revalidatePath do after a mutation?',
          answer: 'It marks the cached server-rendered data for that path as stale so the next render shows updated data.',
          keyPoints: ['refresh cached data', 'shows updated data'],
        },
        {
          question: 'What does streaming with Suspense give you on the server?',
          answer: 'The server sends the page shell immediately and streams in slower sections as their data resolves, instead of waiting for everything.',
          keyPoints: ['send shell first', 'stream slow parts'],
        },
      ],
      handsOnTask: 'In a Next.js project, implement "add to shelf" as a server function with input validation and a fake auth check, used by a form in a Server Component. Add revalidatePath so the shelf page updates. Test the form with JavaScript disabled, and try calling the function with invalid data to confirm it\'s rejected.',
      project: 'Extends the Next.js version of Shelf with server-side shelving through a validated server function.',
      exercise: 'Wrap a deliberately slow Server Component (await a 2-second delay) in Suspense and observe the streamed fallback and content.',
      beginnerTip: 'Write \'use client\' only where you need state, effects or event handlers; everything else can stay on the server.',
      advancedNote: 'RSC serialisation supports promises, so a Server Component can pass an unresolved promise to a Client Component that unwraps it with use(), starting the fetch on the server while streaming the client UI early.',
    },
    {
      topicName: 'External state stores: Zustand and useSyncExternalStore',
      explanation: `## When context isn't enough
Context re-renders **every** consumer when its value changes. For client state that many components read in different slices — a shelf with hundreds of books, editor state, a music player — an **external store** lets each component subscribe to just the part it needs.

## useSyncExternalStore
React's built-in primitive for reading any external source safely, including in concurrent rendering:
\`\`\`tsx
function subscribe(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

export function useOnlineStatus() {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}
\`\`\`
Arguments: a \`subscribe\` function that returns an unsubscribe, \`getSnapshot\` returning the current value, and an optional server snapshot. \`getSnapshot\` must return the **same value** if nothing changed, or React loops.

## Zustand
Zustand is a tiny store library built on this primitive:
\`\`\`bash
npm install zustand
\`\`\`
\`\`\`tsx
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

type ShelfStore = {
  books: Record<string, ShelfEntry>;
  shelve: (book: BookSummary, status: ShelfStatus) => void;
  remove: (workId: string) => void;
};

export const useShelfStore = create<ShelfStore>()(
  persist(
    (set) => ({
      books: {},
      shelve: (book, status) =>
        set((s) => ({ books: { ...s.books, [book.workId]: { ...book, status, addedAt: new Date().toISOString() } } })),
      remove: (workId) =>
        set((s) => {
          const { [workId]: _, ...rest } = s.books;
          return { books: rest };
        }),
    }),
    { name: 'shelf-store' } // localStorage key
  )
);

// A component that re-renders only when THIS book's status changes:
const status = useShelfStore((s) => s.books[workId]?.status);
const shelve = useShelfStore((s) => s.shelve);
\`\`\`
No provider is needed, the \`persist\` middleware replaces your storage effect, and the store can be used outside React (\`useShelfStore.getState()\`), e.g. in a router loader.

## Common mistake
Selecting a new object or array each time: \`useShelfStore((s) => Object.values(s.books).filter(...))\`. The selector returns a new array on every call, so the component re-renders on any store change (and newer Zustand versions warn about an infinite loop). Select raw data and derive with \`useMemo\`, or use \`useShallow\` from \`zustand/react/shallow\`.

## Check it works
Replace ShelfContext with the store, open the React DevTools Profiler, and change one book's status: only components showing that book should render.
`,
      quiz: [
        {
          question: 'Why might an external store outperform context for shared state?',
          answer: 'Components subscribe to just the slice they select, so they re-render only when that slice changes, whereas all context consumers re-render on any change.',
          keyPoints: ['subscribe to slice', 'fewer re-renders'],
        },
        {
          question: 'What three arguments does useSyncExternalStore take?',
          answer: 'A subscribe function that returns an unsubscribe, a getSnapshot function returning the current value, and an optional getServerSnapshot for server rendering.',
          keyPoints: ['subscribe function', 'getSnapshot function', 'server snapshot'],
        },
        {
          question: 'Why is returning a new array from a Zustand selector a problem?',
          answer: 'The selector\'s result is compared by reference, so a new array every time looks like a change and causes re-renders or loops; select raw data, derive with useMemo, or use useShallow.',
          keyPoints: ['new reference each time', 'extra re-renders', 'use useShallow'],
        },
      ],
      handsOnTask: 'Write a useOnlineStatus hook with useSyncExternalStore and show an "Offline" banner in Shelf. Then replace ShelfContext with a Zustand store using the persist middleware and per-book selectors. Profile changing one book\'s status before and after to compare how many components render.',
      project: 'Moves Shelf\'s client state to a Zustand store with persistence and fine-grained subscriptions, plus an offline banner.',
      exercise: 'Add a selector hook useShelfCount(status) that returns the number of books with a given status and use it in the nav.',
      beginnerTip: 'Keep server data in TanStack Query even when you add Zustand; the store is for data the user owns on the client.',
      advancedNote: 'Any store read during render that isn\'t going through useSyncExternalStore can "tear" under concurrent rendering (different components seeing different versions in the same render); that guarantee is why libraries like Redux and Zustand adopted it.',
    },
    {
      topicName: 'Profiling and rendering large lists with virtualization',
      explanation: `## Finding real bottlenecks
Slow React apps almost always have one of three problems: **too many components rendering**, **expensive work during render**, or **too many DOM nodes**. Measure before changing anything.

**React DevTools Profiler**: record an interaction; the flame graph shows each component's render time, and "Why did this render?" (enable *Record why each component rendered* in settings) tells you which prop or state changed. The **Performance** panel in Chrome shows the whole picture — scripting, layout, paint — and marks long tasks over 50 ms, which hurt INP.

In code, the \`<Profiler>\` component reports timings:
\`\`\`tsx
<Profiler id="ShelfList" onRender={(id, phase, actualDuration) => {
  if (actualDuration > 16) console.warn(id, phase, actualDuration.toFixed(1), 'ms');
}}>
  <ShelfList />
</Profiler>
\`\`\`

## Virtualization
Rendering 5,000 book rows creates 5,000 × (several) DOM nodes: slow to mount, heavy on memory, and sluggish to scroll on budget phones. **Virtualization** renders only the rows in (and just around) the viewport and positions them inside a tall spacer:
\`\`\`tsx
import { useVirtualizer } from '@tanstack/react-virtual';

function ShelfList({ books }: { books: ShelfEntry[] }) {
  const parentRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: books.length,
    getScrollElement: () => parentRef.current,
    estimateSize: () => 72, // px per row
    overscan: 5,
  });

  return (
    <div ref={parentRef} style={{ height: '70vh', overflow: 'auto' }}>
      <ul style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <li key={books[row.index].workId}
              style={{ position: 'absolute', top: 0, width: '100%', transform: \`translateY(\${row.start}px)\` }}>
            <BookRow book={books[row.index]} />
          </li>
        ))}
      </ul>
    </div>
  );
}
\`\`\`
Only ~15–20 rows exist in the DOM at any moment, however long the list.

## Trade-offs
Virtualized rows that scroll out are unmounted (local state lost); browser find (Ctrl+F) can't see off-screen rows; variable heights need measuring (\`measureElement\`). For a few hundred simple rows, CSS \`content-visibility: auto\` can be a simpler win.

## Common mistake
Optimising the wrong thing — adding \`memo\` everywhere when the Performance panel shows the cost is layout from 10,000 DOM nodes. Let the profile choose the fix.

## Check it works
Generate 10,000 shelf entries. Record a Performance profile of initial render and scrolling before and after virtualization; compare long tasks and count \`li\` elements in the Elements panel.
`,
      quiz: [
        {
          question: 'What are the three usual causes of slow React rendering?',
          answer: 'Too many components re-rendering, expensive calculations during render, and too many DOM nodes.',
          keyPoints: ['too many re-renders', 'expensive render work', 'too many DOM nodes'],
        },
        {
          question: 'How does list virtualization work?',
          answer: 'It renders only the items visible in the viewport plus a small overscan, positioned inside a container sized to the full list, so DOM size stays small.',
          keyPoints: ['only visible items', 'small DOM', 'full height spacer'],
        },
        {
          question: 'What are the downsides of virtualization?',
          answer: 'Off-screen rows are unmounted and lose local state, browser find can\'t search them, and variable row heights need measuring.',
          keyPoints: ['rows unmounted', 'browser find fails', 'variable heights'],
        },
        {
          question: 'Which tool tells you why a component re-rendered?',
          answer: 'The React DevTools Profiler with "Record why each component rendered" enabled.',
          keyPoints: ['React DevTools Profiler', 'why each rendered'],
        },
      ],
      handsOnTask: 'Generate 10,000 shelf entries and profile initial render and scrolling in the Performance panel. Virtualize the list with @tanstack/react-virtual and profile again, recording the long-task count and the number of li elements before and after. Add a Profiler component that warns when ShelfList renders take longer than 16 ms.',
      project: 'Makes Shelf handle 10,000-book libraries smoothly with a virtualized list and render-time monitoring.',
      exercise: 'Try content-visibility: auto with contain-intrinsic-size on a 1,000-item plain list and compare its profile with the virtualized version.',
      beginnerTip: 'Always profile a production build (npm run build && npm run preview); development mode is several times slower and misleading.',
      advancedNote: 'Profiling production builds needs the profiling build of react-dom (react-dom/profiling), and real-user INP from the web-vitals library\'s attribution build tells you which interaction and element were slow on actual devices.',
    },
  ],
};
