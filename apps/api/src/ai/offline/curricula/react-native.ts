import type { TrackInput } from '../curriculum-schema';

export const track: TrackInput = {
  id: 'react-native',
  title: 'React Native (mobile apps)',
  keywords: ['react native', 'react-native', 'rn', 'expo', 'expo router', 'mobile app', 'mobile apps', 'mobile development', 'app development', 'android app', 'ios app', 'cross-platform app', 'android and ios', 'eas build', 'play store', 'app store', 'mobile developer', 'build an app'],
  summary: 'Build real Android and iOS apps with React Native and Expo: core components, flexbox styling, lists, Expo Router navigation, device storage, camera, notifications, animations and gestures, then testing, EAS Build and store publishing. You ship an expense-splitter app in week one and a recipe app with search and favourites by the end of the month.',
  starterProject: '"Hisaab", an expense-splitter app for trips and flatmates (add expenses, see who owes whom, settle up and share the summary) built with Expo and React Native and running on your own phone.',
  days: [
    {
      topicName: 'Your first Expo app: setup and the Hisaab home screen',
      explanation: `## What React Native is
React Native lets you write mobile apps in JavaScript/TypeScript with React. Unlike a website in a wrapper, your \`<View>\` and \`<Text>\` components become **real native views** (Android \`View\`s, iOS \`UIView\`s). **Expo** is the recommended framework on top: it sets up the project, gives you file-based routing (Expo Router), dozens of device APIs, and cloud builds.

## Create the project
\`\`\`bash
npx create-expo-app@latest hisaab
cd hisaab
npm run reset-project   # moves the example code to app-example/ and gives a blank app/
npx expo start
\`\`\`
Install **Expo Go** from the Play Store or App Store and scan the QR code (Android: inside Expo Go; iOS: with the Camera app). Phone and laptop must be on the same Wi-Fi. Press \`a\` to open an Android emulator instead.

## The first screen: \`app/index.tsx\`
\`\`\`tsx
import { StyleSheet, Text, View } from 'react-native';

export default function HomeScreen() {
  return (
    <View style={styles.container}>
      <Text style={styles.title}>Hisaab</Text>
      <Text style={styles.subtitle}>Goa trip · 4 friends</Text>
      <View style={styles.card}>
        <Text style={styles.cardLabel}>Total spent</Text>
        <Text style={styles.cardAmount}>₹0</Text>
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1, padding: 24, backgroundColor: '#f8fafc' },
  title: { fontSize: 32, fontWeight: '700', color: '#0f172a' },
  subtitle: { fontSize: 16, color: '#64748b', marginTop: 4 },
  card: { marginTop: 24, padding: 20, borderRadius: 16, backgroundColor: '#0f766e' },
  cardLabel: { color: '#ccfbf1', fontSize: 14 },
  cardAmount: { color: '#ffffff', fontSize: 36, fontWeight: '700' },
});
\`\`\`
There is no HTML: \`View\` is a box (like \`div\`), \`Text\` shows text. Styles are JavaScript objects with camelCase names; numbers are density-independent pixels, so \`padding: 24\` looks the same size on every screen density.

## Common mistake
Putting text directly inside a \`View\`: \`<View>Total</View>\` crashes with **"Text strings must be rendered within a \`<Text>\` component"**. Every piece of text, even a single ₹ sign, must be inside \`<Text>\`.

## Check it works
Save the file: the app on your phone updates within a second (Fast Refresh). Shake the phone (or press \`m\` in the terminal) to open the developer menu.
`,
      quiz: [
        {
          question: 'How is React Native different from a website inside an app?',
          answer: 'React Native components render real native views (Android Views and iOS UIViews), not HTML in a web view.',
          keyPoints: ['real native views', 'not HTML', 'not a web view'],
        },
        {
          question: 'What does Expo Go let you do?',
          answer: 'Run your app on a real phone during development by scanning the QR code from npx expo start, with changes appearing instantly through Fast Refresh.',
          keyPoints: ['run on real phone', 'scan QR code', 'Fast Refresh'],
        },
        {
          question: 'What causes the error "Text strings must be rendered within a <Text> component"?',
          answer: 'Putting raw text directly inside a View or other non-Text component; all text must be wrapped in a Text component.',
          keyPoints: ['raw text in View', 'wrap in Text'],
        },
        {
          question: 'What unit do numeric styles like padding: 24 use?',
          answer: 'Density-independent pixels, so sizes look consistent across screens with different pixel densities.',
          keyPoints: ['density-independent pixels', 'same size every screen'],
        },
      ],
      handsOnTask: 'Create the hisaab project, run reset-project and open it in Expo Go on your phone (or an emulator). Build the home screen with a title, a trip subtitle and a teal "Total spent" card using StyleSheet.create. Change a colour and save to see Fast Refresh update the phone.',
      project: 'Sets up the Hisaab expense-splitter with Expo and builds its home screen with a total card.',
      exercise: 'Add a second card showing "People: 4" below the total, reusing the card style and overriding only the background colour with a style array: style={[styles.card, { backgroundColor: \'#1e293b\' }]}.',
      beginnerTip: 'If the phone can\'t connect, make sure both devices are on the same Wi-Fi, or run npx expo start --tunnel.',
      advancedNote: 'Your JavaScript runs on the Hermes engine in a separate thread from the native UI thread; since React Native 0.76 the New Architecture lets JavaScript call native code synchronously through JSI instead of sending JSON messages over the old asynchronous bridge.',
    },
    {
      topicName: 'Showing expenses with FlatList and flexbox rows',
      explanation: `## Lists on mobile
Phones show long lists constantly. \`FlatList\` renders only the rows near the screen and recycles memory as you scroll, so it stays fast with hundreds of items. For a handful of fixed items a \`ScrollView\` is fine; for data lists, use \`FlatList\`.

## Data model
Store money as **whole paise** (integers). \`0.1 + 0.2\` is not exactly \`0.3\` in JavaScript, and rounding errors in a money app destroy trust.
\`\`\`tsx
type Expense = { id: string; title: string; amountPaise: number; paidBy: string; createdAt: string };

const sample: Expense[] = [
  { id: '1', title: 'Beach shack dinner', amountPaise: 324000, paidBy: 'Asha', createdAt: '2025-06-01' },
  { id: '2', title: 'Scooter rental', amountPaise: 120000, paidBy: 'Ravi', createdAt: '2025-06-01' },
  { id: '3', title: 'Petrol', amountPaise: 45050, paidBy: 'Meera', createdAt: '2025-06-02' },
];

const formatINR = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { style: 'currency', currency: 'INR' });
\`\`\`

## The list
\`\`\`tsx
import { FlatList, StyleSheet, Text, View } from 'react-native';

function ExpenseRow({ expense }: { expense: Expense }) {
  return (
    <View style={styles.row}>
      <View style={styles.rowText}>
        <Text style={styles.rowTitle}>{expense.title}</Text>
        <Text style={styles.rowMeta}>Paid by {expense.paidBy}</Text>
      </View>
      <Text style={styles.rowAmount}>{formatINR(expense.amountPaise)}</Text>
    </View>
  );
}

<FlatList
  data={sample}
  keyExtractor={(item) => item.id}
  renderItem={({ item }) => <ExpenseRow expense={item} />}
  ItemSeparatorComponent={() => <View style={styles.separator} />}
  ListEmptyComponent={<Text>No expenses yet.</Text>}
/>

const styles = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'center', paddingVertical: 14 },
  rowText: { flex: 1 },              // takes remaining space, pushes amount right
  rowTitle: { fontSize: 16, fontWeight: '600' },
  rowMeta: { fontSize: 13, color: '#64748b' },
  rowAmount: { fontSize: 16, fontWeight: '700' },
  separator: { height: StyleSheet.hairlineWidth, backgroundColor: '#cbd5e1' },
});
\`\`\`
In React Native, flexbox is the only layout system and **\`flexDirection\` defaults to \`column\`**, so you set \`row\` for side-by-side content. \`flex: 1\` on the text block makes it fill the space between.

## Common mistake
Putting a \`FlatList\` inside a \`ScrollView\` with the same direction. React Native warns *"VirtualizedLists should never be nested inside plain ScrollViews"* and the list loses its virtualization. Use the FlatList's own \`ListHeaderComponent\` for content above it.

## Check it works
Three rows appear with amounts right-aligned as \`₹3,240.00\`, \`₹1,200.00\` and \`₹450.50\`. Pass an empty array to see the empty message.
`,
      quiz: [
        {
          question: 'Why use FlatList instead of mapping items inside a ScrollView?',
          answer: 'FlatList only renders the items near the visible area and recycles memory as you scroll, so long lists stay fast; a ScrollView renders everything at once.',
          keyPoints: ['renders visible items', 'fast long lists', 'ScrollView renders all'],
        },
        {
          question: 'Why store amounts in paise as integers?',
          answer: 'Floating-point numbers can\'t represent many decimals exactly, so rupee arithmetic can produce rounding errors; integer paise stay exact.',
          keyPoints: ['integer paise', 'avoid rounding errors'],
        },
        {
          question: 'What is the default flexDirection in React Native?',
          answer: 'column, unlike the web where it is row; set flexDirection: \'row\' to place items side by side.',
          keyPoints: ['defaults to column', 'set row'],
        },
        {
          question: 'What does keyExtractor do?',
          answer: 'It tells FlatList which unique string identifies each item, like React keys, so rows are tracked correctly between renders.',
          keyPoints: ['unique key per item', 'track rows'],
        },
      ],
      handsOnTask: 'Define the Expense type, a sample array of at least five expenses in paise and a formatINR helper. Render them with a FlatList of ExpenseRow components showing title, payer and a right-aligned amount, with separators and an empty state. Check that amounts display with the ₹ sign and Indian digit grouping.',
      project: 'Adds the expense list to Hisaab: a FlatList of rows with title, payer and formatted rupee amounts.',
      exercise: 'Show the total of all expenses in the home card using reduce over amountPaise and formatINR.',
      beginnerTip: 'When a row\'s layout looks wrong, give each View a temporary backgroundColor to see exactly how much space it takes.',
      advancedNote: 'FlatList is built on VirtualizedList, which renders items in windows measured in screen heights (windowSize, default 21); for very long or complex lists, Shopify\'s FlashList recycles native cells instead and is usually faster.',
    },
    {
      topicName: 'Adding expenses: TextInput, Pressable and state',
      explanation: `## Input on mobile
\`TextInput\` is the native text field. It works like a controlled React input, but the change prop is \`onChangeText\`, which gives you the **string** directly. The \`keyboardType\` prop chooses which on-screen keyboard appears — a big usability win on phones.

\`Pressable\` is the modern building block for anything tappable. Its \`style\` can be a function of \`{ pressed }\`, giving instant visual feedback.

## Worked example: the add form
\`\`\`tsx
import { useState } from 'react';
import { Pressable, StyleSheet, Text, TextInput, View } from 'react-native';

const PEOPLE = ['Asha', 'Ravi', 'Meera', 'Kabir'];

export function AddExpenseForm({ onAdd }: { onAdd: (e: Expense) => void }) {
  const [title, setTitle] = useState('');
  const [amountText, setAmountText] = useState('');
  const [paidBy, setPaidBy] = useState(PEOPLE[0]);
  const [error, setError] = useState('');

  function handleAdd() {
    const amountPaise = Math.round(Number(amountText.replace(',', '.')) * 100);
    if (!title.trim()) return setError('What was it for?');
    if (!Number.isFinite(amountPaise) || amountPaise <= 0) return setError('Enter an amount above ₹0');
    onAdd({ id: Date.now().toString(), title: title.trim(), amountPaise, paidBy, createdAt: new Date().toISOString() });
    setTitle(''); setAmountText(''); setError('');
  }

  return (
    <View style={styles.form}>
      <TextInput style={styles.input} placeholder="Dinner, taxi, groceries…" value={title} onChangeText={setTitle} />
      <TextInput style={styles.input} placeholder="Amount in ₹" value={amountText}
        onChangeText={setAmountText} keyboardType="decimal-pad" />
      <View style={styles.chips}>
        {PEOPLE.map((p) => (
          <Pressable key={p} onPress={() => setPaidBy(p)}
            style={[styles.chip, paidBy === p && styles.chipActive]}>
            <Text style={paidBy === p ? styles.chipTextActive : undefined}>{p}</Text>
          </Pressable>
        ))}
      </View>
      {error ? <Text style={styles.error}>{error}</Text> : null}
      <Pressable onPress={handleAdd} style={({ pressed }) => [styles.button, pressed && { opacity: 0.7 }]}>
        <Text style={styles.buttonText}>Add expense</Text>
      </Pressable>
    </View>
  );
}
\`\`\`
In the home screen, keep \`const [expenses, setExpenses] = useState<Expense[]>(sample)\` and pass \`onAdd={(e) => setExpenses((prev) => [e, ...prev])}\` so new expenses appear at the top.

## Common mistake
Writing \`{expenses.length && <Summary />}\`. When the list is empty, \`expenses.length\` is \`0\`, and React renders the number \`0\` directly inside a \`View\`. On the web you'd just see a stray 0; in React Native the app crashes with the "Text strings must be rendered within a \`<Text>\` component" error. Use a real boolean (\`expenses.length > 0 && …\`) or a ternary returning \`null\`, as the form does for \`error\`.

## Check it works
Tap the amount field: a numeric keypad appears. Add "Chai" for ₹60 paid by Ravi — it appears at the top of the list. Try an empty title and ₹0 to see the errors.
`,
      quiz: [
        {
          question: 'What is the difference between onChangeText and a web input\'s onChange?',
          answer: 'onChangeText receives the new text string directly, so you can pass a state setter like setTitle without reading event.target.value.',
          keyPoints: ['receives the string', 'no event object'],
        },
        {
          question: 'How do you show a number keyboard for the amount?',
          answer: 'Set keyboardType="decimal-pad" (or "numeric") on the TextInput.',
          keyPoints: ['keyboardType prop', 'decimal-pad keyboard'],
        },
        {
          question: 'How does Pressable give visual feedback when tapped?',
          answer: 'Its style prop can be a function receiving { pressed }, so you can apply a different style such as lower opacity while it is pressed.',
          keyPoints: ['style function', 'pressed state'],
        },
        {
          question: 'Why can {expenses.length && <Summary />} crash in React Native?',
          answer: 'When the list is empty the expression evaluates to the number 0, which React tries to render as text outside a Text component, throwing the "Text strings must be rendered within a <Text>" error; use a boolean like length > 0 or a ternary with null.',
          keyPoints: ['renders number 0', 'outside Text', 'use boolean condition'],
        },
      ],
      handsOnTask: 'Build AddExpenseForm with a title input, a decimal-pad amount input, payer chips using Pressable and an Add button with pressed feedback. Convert the amount to paise with Math.round and validate both fields. Add three expenses on your phone and check they appear at the top of the list with correct amounts.',
      project: 'Lets users add expenses in Hisaab with a mobile-friendly form and payer selection.',
      exercise: 'Add a "Split between" row of toggle chips so an expense can be shared by only some of the people.',
      beginnerTip: 'Test forms on a real phone, not only the emulator; keyboard types and tap targets feel very different under your thumb.',
      advancedNote: 'Date.now() ids can collide if two expenses are added in the same millisecond (for example when importing); expo-crypto\'s randomUUID() gives collision-safe ids.',
    },
    {
      topicName: 'The splitting logic: balances and settle-up suggestions',
      explanation: `## Logic belongs outside components
The heart of Hisaab is maths, not UI: who paid how much, who owes whom, and the fewest payments to settle. Put it in **pure functions** in \`lib/split.ts\` — same input, same output, no React. They're easy to reason about, reuse and test.

## Balances
Each expense is split equally. A person's **balance** = what they paid − their share. Positive means they should receive money; negative means they owe. Splitting in integer paise leaves a remainder (₹100 among 3 = 3333 + 3333 + 3334 paise), so hand out the leftover paise one by one so the total stays exact.
\`\`\`ts
export function balances(people: string[], expenses: Expense[]): Record<string, number> {
  const bal: Record<string, number> = Object.fromEntries(people.map((p) => [p, 0]));
  for (const e of expenses) {
    const share = Math.floor(e.amountPaise / people.length);
    const remainder = e.amountPaise - share * people.length;
    bal[e.paidBy] += e.amountPaise;
    people.forEach((p, i) => { bal[p] -= share + (i < remainder ? 1 : 0); });
  }
  return bal; // always sums to exactly 0
}
\`\`\`

## Settling up
Match people who owe with people who are owed, greedily:
\`\`\`ts
export type Payment = { from: string; to: string; amountPaise: number };

export function settleUp(bal: Record<string, number>): Payment[] {
  const debtors = Object.entries(bal).filter(([, v]) => v < 0).map(([name, v]) => ({ name, amt: -v }));
  const creditors = Object.entries(bal).filter(([, v]) => v > 0).map(([name, v]) => ({ name, amt: v }));
  const payments: Payment[] = [];
  let i = 0, j = 0;
  while (i < debtors.length && j < creditors.length) {
    const pay = Math.min(debtors[i].amt, creditors[j].amt);
    payments.push({ from: debtors[i].name, to: creditors[j].name, amountPaise: pay });
    debtors[i].amt -= pay;
    creditors[j].amt -= pay;
    if (debtors[i].amt === 0) i++;
    if (creditors[j].amt === 0) j++;
  }
  return payments;
}
\`\`\`
With n people this needs at most n − 1 payments.

## In the UI
Compute during render — don't store balances in state, they're **derived** from expenses:
\`\`\`tsx
const bal = balances(PEOPLE, expenses);
const payments = settleUp(bal);
// render each payment: "Ravi pays Asha ₹1,030.00"
\`\`\`

## Common mistake
Splitting with floats: \`amount / 3\` gives 33.333… and after a few expenses the balances no longer add up to zero, so someone "owes" ₹0.01 forever. Keep integers until you format for display.

## Check it works
Add ₹300 paid by Asha for 3 people: Asha +200, others −100 each, and two payments to Asha appear. Sum the balances in a \`console.log\` — it must be exactly 0.
`,
      quiz: [
        {
          question: 'How is a person\'s balance calculated?',
          answer: 'The total they paid minus their share of all expenses; positive means they should receive money, negative means they owe.',
          keyPoints: ['paid minus share', 'positive receives', 'negative owes'],
        },
        {
          question: 'How does the code keep the total exact when an amount doesn\'t divide evenly?',
          answer: 'It splits integer paise with Math.floor and gives the leftover paise one each to the first people, so the shares add up to the exact amount.',
          keyPoints: ['integer paise', 'distribute remainder', 'shares add up'],
        },
        {
          question: 'Why are balances computed during render instead of stored in state?',
          answer: 'They are derived from the expenses; storing them would duplicate state that could get out of sync.',
          keyPoints: ['derived from expenses', 'avoid duplicate state'],
        },
        {
          question: 'Why put the splitting logic in pure functions outside components?',
          answer: 'Pure functions have no UI or side effects, so they are easy to reason about, reuse and unit test.',
          keyPoints: ['pure functions', 'easy to test', 'no side effects'],
        },
      ],
      handsOnTask: 'Write balances and settleUp in lib/split.ts and show a "Who owes whom" section on the home screen listing each payment like "Ravi pays Asha ₹1,030.00". Colour positive balances green and negative ones red in a per-person summary. Add expenses that don\'t divide evenly (₹100 among 3) and confirm the balances still sum to exactly zero.',
      project: 'Adds Hisaab\'s core feature: per-person balances and the minimal list of settle-up payments.',
      exercise: 'Add a "Settle" button to a payment that records it as a special expense, so the balances update to reflect the repayment.',
      beginnerTip: 'Work one example by hand on paper first (three friends, two expenses), then check the code produces the same numbers.',
      advancedNote: 'Finding the true minimum number of payments is NP-hard in general; the greedy matching always uses at most n − 1 payments, which is what apps like Splitwise effectively approximate.',
    },
    {
      topicName: 'Saving data with AsyncStorage and sharing the summary',
      explanation: `## Data that survives a restart
Right now, closing the app loses every expense. **AsyncStorage** is React Native's simple, persistent key–value store (like \`localStorage\`, but **asynchronous** and per-app). Install it with Expo's installer so the version matches your SDK:
\`\`\`bash
npx expo install @react-native-async-storage/async-storage
\`\`\`

## Loading and saving
\`\`\`tsx
import AsyncStorage from '@react-native-async-storage/async-storage';
import { useEffect, useState } from 'react';

const KEY = 'hisaab:expenses:v1';

export function useExpenses() {
  const [expenses, setExpenses] = useState<Expense[]>([]);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    AsyncStorage.getItem(KEY)
      .then((json) => { if (json) setExpenses(JSON.parse(json)); })
      .catch((e) => console.warn('Could not load expenses', e))
      .finally(() => setLoaded(true));
  }, []);

  useEffect(() => {
    if (loaded) AsyncStorage.setItem(KEY, JSON.stringify(expenses));
  }, [expenses, loaded]);

  return { expenses, setExpenses, loaded };
}
\`\`\`
Values are strings, so use \`JSON.stringify\`/\`JSON.parse\`. While \`loaded\` is false, show an \`ActivityIndicator\` instead of an empty list.

## Sharing the summary
React Native's built-in \`Share\` API opens the native share sheet (WhatsApp, Telegram, SMS…):
\`\`\`tsx
import { Share } from 'react-native';

async function shareSummary() {
  const lines = settleUp(balances(PEOPLE, expenses))
    .map((p) => \`\${p.from} pays \${p.to} \${formatINR(p.amountPaise)}\`);
  await Share.share({ message: \`Hisaab – Goa trip\\n\${lines.join('\\n')}\` });
}
\`\`\`

## Common mistake
Saving before loading has finished. On launch, \`expenses\` starts as \`[]\`; without the \`loaded\` guard, the save effect immediately writes \`[]\` over the stored data — wiping it on every app start. Only save after the initial load completes.

## Check it works
Add expenses, then fully close the app (swipe it away) and reopen it from Expo Go: the expenses are still there. Tap **Share**, send the summary to yourself on WhatsApp, and check the rupee amounts read correctly. Your starter app is complete — show it to a friend on your phone.
`,
      quiz: [
        {
          question: 'How is AsyncStorage different from the browser\'s localStorage?',
          answer: 'Its methods are asynchronous and return promises, and the data is stored per app on the device; like localStorage it stores strings only.',
          keyPoints: ['asynchronous promises', 'strings only', 'per app'],
        },
        {
          question: 'Why install packages with npx expo install instead of npm install?',
          answer: 'expo install picks the version of the library that is compatible with your project\'s Expo SDK.',
          keyPoints: ['compatible version', 'matches Expo SDK'],
        },
        {
          question: 'Why does the save effect check a loaded flag?',
          answer: 'Without it, the initial empty array is saved before stored data loads, overwriting and wiping the user\'s data on every start.',
          keyPoints: ['prevents overwriting', 'wait for load'],
        },
        {
          question: 'How do you open the phone\'s share sheet?',
          answer: 'Call Share.share({ message }) from react-native, which shows the native share options like WhatsApp or SMS.',
          keyPoints: ['call Share.share', 'native share sheet'],
        },
      ],
      handsOnTask: 'Install AsyncStorage with npx expo install and move expense state into a useExpenses hook that loads on start and saves on change, guarded by a loaded flag. Show an ActivityIndicator while loading. Add a Share button that sends the settle-up summary through the native share sheet, then close and reopen the app to confirm data persists.',
      project: 'Finishes Hisaab: expenses persist across restarts and the settle-up summary can be shared to WhatsApp.',
      exercise: 'Add a "Clear trip" button that asks for confirmation with Alert.alert and then removes the key with AsyncStorage.removeItem.',
      beginnerTip: 'AsyncStorage calls return promises; if data looks missing, log inside .then() rather than on the next line after calling it.',
      advancedNote: 'AsyncStorage is unencrypted and, on Android, has a default total size limit of about 6 MB, so it suits settings and small datasets; use expo-secure-store for secrets and expo-sqlite for large or queryable data.',
    },
    {
      topicName: 'Core components, safe areas and the status bar',
      explanation: `## The building blocks
React Native ships a small set of **core components** that map to native views. Knowing which to use for what saves hours:

| Component | Use it for |
|---|---|
| \`View\` | Layout boxes (like \`div\`) |
| \`Text\` | All text; nested \`Text\` inherits styles from its parent \`Text\` |
| \`Image\` | Local and remote images |
| \`ScrollView\` | A small amount of content that may overflow |
| \`FlatList\` / \`SectionList\` | Long or dynamic lists |
| \`TextInput\` | Text entry |
| \`Pressable\` | Anything tappable |
| \`ActivityIndicator\` | Loading spinner |
| \`Modal\`, \`Switch\` | Overlays, on/off toggles |

## Safe areas
Modern phones have notches, camera cut-outs, rounded corners and gesture bars. Content drawn under them is hidden or untappable. Android apps now draw **edge-to-edge** behind the system bars too. Use **react-native-safe-area-context** (included in the Expo template):
\`\`\`tsx
import { SafeAreaView } from 'react-native-safe-area-context';
import { StatusBar } from 'expo-status-bar';

export default function HomeScreen() {
  return (
    <SafeAreaView style={{ flex: 1 }} edges={['top', 'left', 'right']}>
      <StatusBar style="dark" />
      {/* screen content */}
    </SafeAreaView>
  );
}
\`\`\`
For finer control, \`useSafeAreaInsets()\` returns \`{ top, bottom, left, right }\` in pixels, e.g. to pad a floating button above the gesture bar: \`bottom: insets.bottom + 16\`.

When a screen has an Expo Router **header**, the header already handles the top inset, so you usually only need the bottom edge.

## Nested Text
\`\`\`tsx
<Text style={{ fontSize: 16 }}>
  Ravi owes <Text style={{ fontWeight: '700', color: '#dc2626' }}>₹450</Text> to Asha
</Text>
\`\`\`
Inner \`Text\` inherits the font size and adds bold red — the only place styles cascade in React Native.

## Common mistake
Using the \`SafeAreaView\` exported from \`react-native\` itself. It only works on iOS and is deprecated; on Android your content still slides under the status bar. Import it from \`react-native-safe-area-context\`.

## Check it works
Run Hisaab on a phone with a notch or a gesture bar (or an emulator like Pixel 8): nothing should be hidden at the top or bottom, in portrait and landscape. Toggle \`StatusBar style\` between \`light\` and \`dark\` to see the icons change colour.
`,
      quiz: [
        {
          question: 'Which component should you use for a long list versus a small amount of overflowing content?',
          answer: 'FlatList or SectionList for long or dynamic lists, and ScrollView for a small amount of content that might overflow.',
          keyPoints: ['FlatList for long lists', 'ScrollView small content'],
        },
        {
          question: 'What problem do safe areas solve?',
          answer: 'They keep content away from notches, camera cut-outs, rounded corners, status bars and gesture bars where it would be hidden or untappable.',
          keyPoints: ['avoid notches', 'status and gesture bars', 'content hidden'],
        },
        {
          question: 'Which SafeAreaView should you import and why?',
          answer: 'The one from react-native-safe-area-context, because React Native\'s built-in SafeAreaView only works on iOS and is deprecated.',
          keyPoints: ['from react-native-safe-area-context', 'built-in iOS only'],
        },
        {
          question: 'Where do styles cascade in React Native?',
          answer: 'Only from a parent Text to nested Text components; Views don\'t pass styles to children.',
          keyPoints: ['nested Text only', 'no cascade for View'],
        },
      ],
      handsOnTask: 'Wrap Hisaab\'s home screen in SafeAreaView from react-native-safe-area-context with the right edges and add an expo-status-bar StatusBar. Use nested Text to highlight amounts in the settle-up list. Test on a device or emulator with a notch and gesture navigation, in both portrait and landscape, and fix anything hidden.',
      project: 'Makes Hisaab respect notches, status bars and gesture areas on every phone.',
      exercise: 'Add a floating "+" button positioned absolutely at the bottom right that uses useSafeAreaInsets to stay above the gesture bar.',
      beginnerTip: 'When something is cut off at the screen edges, think "safe area" first.',
      advancedNote: 'Safe-area insets change at runtime (rotation, split screen), so useSafeAreaInsets re-renders on changes; for performance-sensitive screens, the SafeAreaView component applies insets natively without a JS re-render.',
      basic: true,
    },
    {
      topicName: 'Styling in React Native: StyleSheet, platform shadows and dark mode',
      explanation: `## How RN styling differs from CSS
- Styles are **JavaScript objects**, usually created with \`StyleSheet.create\`, which validates property names in development.
- **No cascade, no selectors, no classes.** Each component gets its own \`style\` prop (except nested \`Text\`).
- Units are unitless density-independent pixels; percentages are strings (\`width: '50%'\`).
- Combine styles with arrays; later entries win and falsy entries are ignored: \`style={[styles.card, isActive && styles.active]}\`.

## Shadows differ per platform
\`\`\`tsx
import { Platform, StyleSheet } from 'react-native';

const styles = StyleSheet.create({
  card: {
    padding: 16,
    borderRadius: 16,
    backgroundColor: '#fff',
    ...Platform.select({
      ios: { shadowColor: '#000', shadowOpacity: 0.1, shadowRadius: 8, shadowOffset: { width: 0, height: 4 } },
      android: { elevation: 4 },
    }),
  },
});
\`\`\`
iOS uses the \`shadow*\` properties; Android uses \`elevation\`. With the New Architecture you can also write a single CSS-like \`boxShadow: '0 4px 8px rgba(0,0,0,0.1)'\` that works on both.

## Dark mode
\`\`\`tsx
import { useColorScheme } from 'react-native';

const palette = {
  light: { bg: '#f8fafc', card: '#ffffff', text: '#0f172a', muted: '#64748b', accent: '#0f766e' },
  dark:  { bg: '#020617', card: '#0f172a', text: '#f1f5f9', muted: '#94a3b8', accent: '#2dd4bf' },
};

export function useTheme() {
  const scheme = useColorScheme(); // 'light' | 'dark' | null
  return palette[scheme === 'dark' ? 'dark' : 'light'];
}

// in a component
const t = useTheme();
<View style={[styles.card, { backgroundColor: t.card }]}>
  <Text style={{ color: t.text }}>Total</Text>
</View>
\`\`\`
Static layout stays in \`StyleSheet\`; colours come from the theme. Expo's \`app.json\` must have \`"userInterfaceStyle": "automatic"\` (the template's default) for the app to follow the system setting.

## Common mistake
Forgetting to set a text colour. On Android, default text colour can follow the system theme while your background doesn't, giving grey-on-black or white-on-white text in dark mode. Always set both background and text colours from your theme.

## Check it works
Switch your phone between light and dark mode (Settings → Display) while Hisaab is open: every screen should remain readable. Compare card shadows on an Android device and an iOS simulator.
`,
      quiz: [
        {
          question: 'How do you combine a base style with a conditional style?',
          answer: 'Pass an array to the style prop, like style={[styles.card, isActive && styles.active]}; later styles override earlier ones and false is ignored.',
          keyPoints: ['style array', 'later overrides', 'false ignored'],
        },
        {
          question: 'How do shadows differ between iOS and Android?',
          answer: 'iOS uses shadowColor, shadowOpacity, shadowRadius and shadowOffset; Android uses elevation. The New Architecture also supports a cross-platform boxShadow.',
          keyPoints: ['iOS shadow properties', 'Android elevation', 'cross-platform boxShadow'],
        },
        {
          question: 'How do you detect dark mode in React Native?',
          answer: 'Use the useColorScheme() hook, which returns \'light\' or \'dark\' (or null), and pick colours from a matching palette.',
          keyPoints: ['useColorScheme hook', 'light or dark palette'],
        },
        {
          question: 'Why can text become unreadable in dark mode?',
          answer: 'If you set a background colour but not a text colour, the default text colour may follow the system theme and clash; set both from your theme.',
          keyPoints: ['set text colour', 'set background colour'],
        },
      ],
      handsOnTask: 'Create a light and dark palette and a useTheme hook, and apply it to every Hisaab screen for backgrounds, text and accents. Give the cards platform-appropriate shadows with Platform.select. Toggle the phone\'s dark mode with the app open and fix any unreadable text.',
      project: 'Adds automatic dark mode and platform-correct card shadows to Hisaab.',
      exercise: 'Create a reusable Card component that accepts a style prop and merges it after its own base styles.',
      beginnerTip: 'Keep all colours in one theme file; hard-coded hex values scattered across screens are what make dark mode painful.',
      advancedNote: 'StyleSheet.create no longer sends styles over the bridge as ids as it did in early versions, but it still gives validation and keeps style objects referentially stable, which avoids needless prop changes for memoised components.',
      basic: true,
    },
    {
      topicName: 'Flexbox layout on mobile: flex, alignment and absolute positioning',
      explanation: `## Flexbox with mobile defaults
React Native uses flexbox for **all** layout, with a few defaults that differ from the web:
- \`flexDirection: 'column'\` (web: \`row\`)
- \`alignContent: 'flex-start'\` (web: \`stretch\`)
- \`flexShrink: 0\` (web: \`1\`)
- \`flex\` takes a single number: \`flex: 1\` means "grow to fill available space along the main axis".

## Worked example: the Hisaab home layout
\`\`\`tsx
<View style={{ flex: 1 }}>                      {/* whole screen */}
  <View style={styles.header}>                  {/* fixed-height header */}
    <Text style={styles.title}>Goa trip</Text>
    <Pressable style={styles.iconButton}><Text>⚙️</Text></Pressable>
  </View>
  <View style={styles.stats}>
    <View style={styles.stat}><Text>Total</Text><Text>₹4,690</Text></View>
    <View style={styles.stat}><Text>You're owed</Text><Text>₹1,030</Text></View>
  </View>
  <FlatList style={{ flex: 1 }} /* fills the rest */ />
  <Pressable style={[styles.fab, { bottom: insets.bottom + 16 }]}><Text style={styles.fabText}>+</Text></Pressable>
</View>

const styles = StyleSheet.create({
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center', padding: 16 },
  stats: { flexDirection: 'row', gap: 12, paddingHorizontal: 16 },
  stat: { flex: 1, padding: 12, borderRadius: 12, backgroundColor: '#e2e8f0' }, // equal widths
  fab: { position: 'absolute', right: 16, width: 56, height: 56, borderRadius: 28,
         alignItems: 'center', justifyContent: 'center', backgroundColor: '#0f766e' },
  fabText: { color: '#fff', fontSize: 28 },
  iconButton: { padding: 12 },
});
\`\`\`
- \`justifyContent\` aligns along the main axis, \`alignItems\` across it.
- Two siblings with \`flex: 1\` share space equally — the two stat cards.
- \`position: 'absolute'\` takes the floating button out of the flow; it's positioned relative to its parent.
- \`gap\`, \`rowGap\` and \`columnGap\` are supported, so no margin tricks.

## Responding to screen size
\`\`\`tsx
const { width } = useWindowDimensions();
const columns = width > 600 ? 2 : 1; // tablets and landscape
\`\`\`
\`useWindowDimensions\` updates on rotation, unlike a one-off \`Dimensions.get('window')\` call.

## Common mistake
A screen that shows nothing, or a FlatList that won't scroll. Usually a parent in the chain has no \`flex: 1\`, so it has zero height and its children collapse. Every ancestor of a scrollable area needs a bounded height — typically \`flex: 1\` all the way down.

## Check it works
Rotate the phone: stat cards stay equal width, the list fills the remaining height and scrolls, and the + button stays in the corner above the gesture bar.
`,
      quiz: [
        {
          question: 'What does flex: 1 do in React Native?',
          answer: 'It makes the component grow to fill the available space along its parent\'s main axis; siblings with flex: 1 share that space equally.',
          keyPoints: ['fill available space', 'siblings share equally'],
        },
        {
          question: 'Name two flexbox defaults that differ from the web.',
          answer: 'flexDirection defaults to column instead of row, and flexShrink defaults to 0 instead of 1 (alignContent also defaults to flex-start).',
          keyPoints: ['column not row', 'flexShrink 0'],
        },
        {
          question: 'Why might a FlatList not scroll or a screen appear empty?',
          answer: 'A parent in the chain has no bounded height (missing flex: 1), so the container collapses; give each ancestor flex: 1.',
          keyPoints: ['missing flex: 1', 'parent has no height'],
        },
        {
          question: 'Why use useWindowDimensions instead of Dimensions.get?',
          answer: 'The hook re-renders with new values when the window size changes, for example on rotation, while Dimensions.get reads it only once.',
          keyPoints: ['updates on rotation', 're-renders with size'],
        },
      ],
      handsOnTask: 'Rebuild Hisaab\'s home layout with a row header, two equal stat cards using flex: 1, a FlatList that fills the remaining space and an absolutely positioned + button. Use useWindowDimensions to show the stats side by side on wide screens and stacked on narrow ones. Rotate the device and confirm nothing overflows and the list scrolls.',
      project: 'Gives Hisaab a polished home layout with stat cards, a full-height list and a floating add button.',
      exercise: 'Recreate a chat bubble row: avatar on the left, a message bubble that grows, and a timestamp aligned to the bottom right of the bubble.',
      beginnerTip: 'Temporarily add borderWidth: 1 and a borderColor to the containers; seeing the boxes makes flexbox problems obvious.',
      advancedNote: 'React Native\'s layout engine is Yoga, a C++ flexbox implementation shared across platforms; it runs off the JS thread in the New Architecture\'s Fabric renderer and now supports features like gap, display: \'contents\' and boxSizing.',
      basic: true,
    },
    {
      topicName: 'Lists in depth: SectionList, pull-to-refresh and list performance',
      explanation: `## Grouping with SectionList
Expense apps group items by day. \`SectionList\` renders grouped data with headers, and like \`FlatList\` it virtualizes rows. Its data is an array of **sections**, each with a \`title\` and a \`data\` array:
\`\`\`tsx
import { SectionList, RefreshControl } from 'react-native';

function groupByDay(expenses: Expense[]) {
  const groups = new Map<string, Expense[]>();
  for (const e of expenses) {
    const day = new Date(e.createdAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' });
    groups.set(day, [...(groups.get(day) ?? []), e]);
  }
  return [...groups].map(([title, data]) => ({ title, data }));
}

<SectionList
  sections={groupByDay(expenses)}
  keyExtractor={(item) => item.id}
  renderItem={({ item }) => <ExpenseRow expense={item} />}
  renderSectionHeader={({ section }) => <Text style={styles.sectionHeader}>{section.title}</Text>}
  ListHeaderComponent={<TotalsCard expenses={expenses} />}
  ListEmptyComponent={<EmptyState />}
  refreshControl={<RefreshControl refreshing={refreshing} onRefresh={reload} />}
  contentContainerStyle={{ paddingBottom: 96 }}
/>
\`\`\`
- \`ListHeaderComponent\` puts the totals card **inside** the scrollable list — no nested ScrollView.
- \`RefreshControl\` gives native pull-to-refresh; \`refreshing\` must be set back to \`false\` when done. (FlatList also accepts \`refreshing\` and \`onRefresh\` props directly.)
- \`contentContainerStyle\` pads the scrollable content so the last row isn't hidden behind the floating + button.
- Section headers stick to the top on iOS by default (\`stickySectionHeadersEnabled\`).

## Keeping lists fast
\`\`\`tsx
const ExpenseRow = memo(function ExpenseRow({ expense }: { expense: Expense }) { /* ... */ });
\`\`\`
- Wrap row components in \`memo\` so unchanged rows don't re-render when the list's parent updates.
- Keep \`renderItem\` light: no heavy calculations or inline formatting of large data per row.
- If every row has the same height, \`getItemLayout\` lets FlatList skip measuring: \`getItemLayout={(_, index) => ({ length: 64, offset: 64 * index, index })}\`.

## Common mistake
Forgetting the \`extraData\` prop when rows depend on something outside \`data\`. FlatList is a pure component: if you highlight the selected row using a \`selectedId\` state but only pass \`data\`, the list won't re-render when \`selectedId\` changes. Pass \`extraData={selectedId}\`.

## Check it works
Add expenses across two days (change \`createdAt\` in sample data): they group under date headers. Pull down to trigger the refresh spinner. Scroll to the end — the last row is fully visible above the + button.
`,
      quiz: [
        {
          question: 'What data shape does SectionList expect?',
          answer: 'An array of section objects, each with a title (or other header data) and a data array of items.',
          keyPoints: ['array of sections', 'title and data'],
        },
        {
          question: 'How do you add a totals card that scrolls with the list?',
          answer: 'Pass it as ListHeaderComponent instead of wrapping the list in a ScrollView.',
          keyPoints: ['use ListHeaderComponent', 'no nested ScrollView'],
        },
        {
          question: 'When do you need the extraData prop?',
          answer: 'When rows depend on state outside the data array, such as a selected id; otherwise the list won\'t re-render when that state changes.',
          keyPoints: ['state outside data', 'list won\'t re-render'],
        },
        {
          question: 'How do you add pull-to-refresh?',
          answer: 'Pass a RefreshControl with refreshing and onRefresh to the list\'s refreshControl prop (FlatList also accepts refreshing and onRefresh directly).',
          keyPoints: ['RefreshControl component', 'refreshing and onRefresh'],
        },
      ],
      handsOnTask: 'Switch Hisaab\'s expense list to a SectionList grouped by day with sticky headers, move the totals card into ListHeaderComponent, and add pull-to-refresh that reloads from AsyncStorage. Memoise ExpenseRow and add bottom padding for the + button. Check that scrolling is smooth with 100 generated expenses.',
      project: 'Upgrades Hisaab\'s list to day-grouped sections with pull-to-refresh and smoother scrolling.',
      exercise: 'Add a selectedId state that highlights a tapped row, and prove you need extraData by removing it.',
      beginnerTip: 'Generate test data with Array.from({ length: 100 }, (_, i) => ({ ... })) to see how your list behaves at realistic sizes.',
      advancedNote: 'Virtualized lists render off-screen content in batches during idle time (maxToRenderPerBatch, updateCellsBatchingPeriod); blank areas during very fast scrolls mean rendering can\'t keep up, which is where FlashList\'s cell recycling shines.',
    },
    {
      topicName: 'Navigation with Expo Router: stacks, links and dynamic routes',
      explanation: `## File-based routing
Expo Router turns files in the \`app/\` folder into screens, like a website: \`app/index.tsx\` is \`/\`, \`app/add.tsx\` is \`/add\`, and \`app/expense/[id].tsx\` is a **dynamic route** like \`/expense/42\`. Layout files (\`_layout.tsx\`) decide how screens are presented — a **Stack** pushes screens on top of each other with native transitions and a back button.

## Worked example
\`\`\`tsx
// app/_layout.tsx
import { Stack } from 'expo-router';

export default function RootLayout() {
  return (
    <Stack screenOptions={{ headerTintColor: '#0f766e' }}>
      <Stack.Screen name="index" options={{ title: 'Hisaab' }} />
      <Stack.Screen name="add" options={{ title: 'Add expense', presentation: 'modal' }} />
      <Stack.Screen name="expense/[id]" options={{ title: 'Expense' }} />
    </Stack>
  );
}
\`\`\`
\`\`\`tsx
// app/index.tsx — linking to screens
import { Link } from 'expo-router';

<Link href="/add" asChild>
  <Pressable style={styles.fab}><Text style={styles.fabText}>+</Text></Pressable>
</Link>

// inside ExpenseRow
<Link href={{ pathname: '/expense/[id]', params: { id: expense.id } }}>{expense.title}</Link>
\`\`\`
\`\`\`tsx
// app/expense/[id].tsx — reading the param
import { Stack, router, useLocalSearchParams } from 'expo-router';

export default function ExpenseScreen() {
  const { id } = useLocalSearchParams<{ id: string }>();
  const expense = useExpenseStore((s) => s.expenses.find((e) => e.id === id));
  if (!expense) return <Text>Expense not found</Text>;
  return (
    <View style={{ padding: 16 }}>
      <Stack.Screen options={{ title: expense.title }} />
      <Text>{formatINR(expense.amountPaise)} paid by {expense.paidBy}</Text>
      <Button title="Delete" onPress={() => { removeExpense(id); router.back(); }} />
    </View>
  );
}
\`\`\`
- \`asChild\` makes \`Link\` pass navigation to your own \`Pressable\` instead of rendering text.
- \`router.push('/add')\`, \`router.back()\` and \`router.replace()\` navigate from code.
- Rendering \`<Stack.Screen options>\` inside a screen sets its title dynamically.
- \`presentation: 'modal'\` slides the add form up from the bottom on iOS.

(The \`useExpenseStore\` here is shared state; until you set up a store on day 15, pass data through a React context around the Stack.)

## Common mistake
Passing whole objects as params: \`params: { expense: JSON.stringify(expense) }\`. Params become part of the URL — they must be small strings, they go stale if the data changes, and deep links can't produce them. Pass the **id** and look the item up on the destination screen.

## Check it works
Tap + to open the modal, add an expense and return. Tap a row to open its detail screen with the title in the header; the Android back button and iOS swipe-back both return to the list.
`,
      quiz: [
        {
          question: 'How does Expo Router decide which screens exist?',
          answer: 'From the files in the app folder: each file is a route, [id].tsx files are dynamic routes, and _layout.tsx files define how screens are presented.',
          keyPoints: ['files are routes', 'app folder', '_layout.tsx layouts'],
        },
        {
          question: 'How do you read the id in app/expense/[id].tsx?',
          answer: 'Call useLocalSearchParams() in that screen, for example const { id } = useLocalSearchParams<{ id: string }>().',
          keyPoints: ['call useLocalSearchParams', 'route param'],
        },
        {
          question: 'Why pass an id as a route param instead of the whole object?',
          answer: 'Params are part of the URL, so they should be small strings; an id always fetches fresh data and works with deep links, while a serialised object can go stale.',
          keyPoints: ['params in URL', 'pass the id', 'avoid stale data'],
        },
        {
          question: 'How do you navigate back from code?',
          answer: 'Call router.back() from expo-router (or router.push/replace to go elsewhere).',
          keyPoints: ['call router.back()', 'from expo-router'],
        },
      ],
      handsOnTask: 'Add an Expo Router Stack with three screens: the home list, an add-expense modal at app/add.tsx, and an expense detail screen at app/expense/[id].tsx with a dynamic title and a Delete button. Share expenses between screens with a small React context for now. Test navigation with the Android back button or iOS swipe gesture.',
      project: 'Splits Hisaab into screens: a list, an add-expense modal and an expense detail page with delete.',
      exercise: 'Add an "Edit" button on the detail screen that opens /add?id=<id> and pre-fills the form when an id param is present.',
      beginnerTip: 'Route names in Stack.Screen must match the file path without the extension, such as expense/[id]; a typo silently creates a second, unconfigured screen.',
      advancedNote: 'Expo Router is built on React Navigation, so every route is also deep-linkable automatically (hisaab://expense/42), and enabling typed routes (experiments.typedRoutes in app.json) makes href values type-checked.',
    },
    {
      topicName: 'Tab navigation and layouts',
      explanation: `## Tabs for top-level sections
Most apps have a bottom tab bar for their main sections. In Expo Router you create a **route group** — a folder in parentheses, which doesn't appear in the URL — with a \`Tabs\` layout:
\`\`\`
app/
  _layout.tsx            → root Stack
  add.tsx                → modal (above the tabs)
  expense/[id].tsx       → detail (pushed above the tabs)
  (tabs)/
    _layout.tsx          → Tabs
    index.tsx            → /         "Expenses"
    balances.tsx         → /balances "Balances"
    settings.tsx         → /settings "Settings"
\`\`\`
\`\`\`tsx
// app/(tabs)/_layout.tsx
import { Tabs } from 'expo-router';
import Ionicons from '@expo/vector-icons/Ionicons';

export default function TabLayout() {
  return (
    <Tabs screenOptions={{ tabBarActiveTintColor: '#0f766e' }}>
      <Tabs.Screen name="index" options={{
        title: 'Expenses',
        tabBarIcon: ({ color, size }) => <Ionicons name="receipt-outline" color={color} size={size} />,
      }} />
      <Tabs.Screen name="balances" options={{
        title: 'Balances',
        tabBarIcon: ({ color, size }) => <Ionicons name="swap-horizontal" color={color} size={size} />,
      }} />
      <Tabs.Screen name="settings" options={{
        title: 'Settings',
        tabBarIcon: ({ color, size }) => <Ionicons name="settings-outline" color={color} size={size} />,
      }} />
    </Tabs>
  );
}
\`\`\`
\`\`\`tsx
// app/_layout.tsx
<Stack>
  <Stack.Screen name="(tabs)" options={{ headerShown: false }} />
  <Stack.Screen name="add" options={{ presentation: 'modal', title: 'Add expense' }} />
  <Stack.Screen name="expense/[id]" options={{ title: 'Expense' }} />
</Stack>
\`\`\`
Nesting tabs inside a stack means detail screens and modals cover the tab bar, which is the standard mobile pattern. \`headerShown: false\` on the tabs route avoids a double header (the tabs have their own).

## Sharing state across tabs
Each tab is a separate screen component, so local \`useState\` in one tab isn't visible in another. Lift expenses into a provider wrapped around the root \`<Stack>\` (or a store, coming on day 15) so Expenses and Balances read the same data.

## Common mistake
Creating \`app/(tabs)/index.tsx\` **and** keeping \`app/index.tsx\`. Both resolve to \`/\`, and Expo Router picks one unpredictably or warns about conflicting routes. Each URL must come from exactly one file.

## Check it works
Switch tabs: each keeps its scroll position. Add an expense from the modal and open the Balances tab — it's already updated. Tap a row: the detail screen covers the tab bar, and back returns to the same tab.
`,
      quiz: [
        {
          question: 'What is a route group like (tabs)?',
          answer: 'A folder in parentheses that groups routes under a layout without adding its name to the URL.',
          keyPoints: ['folder in parentheses', 'not in URL', 'shared layout'],
        },
        {
          question: 'Why nest the tabs inside a root Stack?',
          answer: 'So modals and detail screens are pushed on top of the tabs and cover the tab bar, the standard mobile navigation pattern.',
          keyPoints: ['screens above tabs', 'cover tab bar'],
        },
        {
          question: 'Why must state shared by several tabs be lifted into a provider or store?',
          answer: 'Each tab is a separate screen component, so local state in one tab isn\'t visible to another.',
          keyPoints: ['separate screen components', 'shared provider or store'],
        },
        {
          question: 'What goes wrong if both app/index.tsx and app/(tabs)/index.tsx exist?',
          answer: 'Both map to the same URL /, creating a conflicting route; each URL must come from exactly one file.',
          keyPoints: ['same URL', 'conflicting routes'],
        },
      ],
      handsOnTask: 'Restructure Hisaab into a (tabs) group with Expenses, Balances and Settings tabs using Ionicons, nested in a root Stack that also holds the add modal and detail screen. Move the settle-up list to the Balances tab and share expenses through a provider around the Stack. Verify tab state, the modal covering the tabs, and back navigation.',
      project: 'Gives Hisaab bottom tabs for Expenses, Balances and Settings, with modals and details above them.',
      exercise: 'Show a badge on the Balances tab with the number of pending payments using the tabBarBadge option.',
      beginnerTip: 'Browse icon names at icons.expo.fyi; copy the exact name, since a wrong name renders a question mark.',
      advancedNote: 'Tabs keep inactive screens mounted by default so their state survives switching; for heavy tabs, the lazy and freezeOnBlur options (via react-native-screens) reduce memory and avoid background re-renders.',
    },
    {
      topicName: 'Images, icons and app assets',
      explanation: `## Images in React Native
Local images are bundled with \`require\`, which gives React Native their size automatically. Remote images need an explicit **width and height**, because the app doesn't know their size until they download:
\`\`\`tsx
import { Image } from 'react-native';

<Image source={require('@/assets/images/empty-wallet.png')} style={{ width: 160, height: 160 }} />
<Image source={{ uri: 'https://i.pravatar.cc/100?u=asha' }} style={{ width: 40, height: 40, borderRadius: 20 }} />
\`\`\`
\`require\` paths must be **static strings** — the bundler resolves them at build time, so \`require('./img/' + name)\` fails. Map names to requires instead: \`const avatars = { asha: require('...'), ravi: require('...') }\`.

## expo-image for real apps
\`expo-image\` (installed with \`npx expo install expo-image\`) adds disk caching, placeholders and smooth transitions:
\`\`\`tsx
import { Image } from 'expo-image';

<Image
  source={trip.coverPhotoUrl}
  style={{ width: '100%', aspectRatio: 16 / 9, borderRadius: 12 }}
  contentFit="cover"
  transition={200}
/>
\`\`\`
\`contentFit\` works like CSS \`object-fit\`. \`aspectRatio\` lets the height follow the width.

## Icons
\`@expo/vector-icons\` bundles popular icon sets (Ionicons, MaterialIcons, Feather…):
\`\`\`tsx
import MaterialIcons from '@expo/vector-icons/MaterialIcons';
<MaterialIcons name="receipt-long" size={24} color={theme.accent} />
\`\`\`
Importing a single set by its path keeps the bundle lean.

## App icon and splash screen
In \`app.json\`: \`"icon": "./assets/images/icon.png"\` (1024×1024 PNG), \`android.adaptiveIcon.foregroundImage\` with a \`backgroundColor\` for Android's shaped icons, and the \`expo-splash-screen\` config plugin for the launch screen image and background colour. These are baked into the **native build**, so Expo Go always shows its own icon — you'll see yours after an EAS build (day 27).

## Common mistake
A remote image that never appears. There's no error: it rendered at 0×0 because no width and height were set. Always size remote images (or give them \`width\` plus \`aspectRatio\`).

## Check it works
Show an empty-state illustration when there are no expenses, a round avatar beside each payer, and an icon on each tab. Turn on airplane mode and reopen: expo-image shows cached remote images.
`,
      quiz: [
        {
          question: 'Why do remote images need a width and height?',
          answer: 'React Native doesn\'t know their size until they download, so without dimensions they render at 0×0 and stay invisible.',
          keyPoints: ['size unknown', 'render at 0x0', 'set width and height'],
        },
        {
          question: 'Why can\'t you write require(\'./img/\' + name)?',
          answer: 'require paths are resolved by the bundler at build time, so they must be static strings; map names to static requires instead.',
          keyPoints: ['static strings', 'resolved at build time'],
        },
        {
          question: 'What does expo-image add over the built-in Image?',
          answer: 'Disk and memory caching, placeholders, transitions and contentFit, which make remote images faster and smoother.',
          keyPoints: ['image caching', 'placeholders and transitions'],
        },
        {
          question: 'Why don\'t you see your custom app icon in Expo Go?',
          answer: 'The icon and splash screen are part of the native build, and Expo Go is its own app; you see them after building your app, for example with EAS Build.',
          keyPoints: ['part of native build', 'Expo Go own icon'],
        },
      ],
      handsOnTask: 'Add an empty-state illustration with a local require, avatar images for each person using expo-image, and MaterialIcons or Ionicons in rows and tabs. Design a 1024×1024 app icon and configure icon, adaptive icon and splash screen in app.json. Test with airplane mode to confirm cached avatars still show.',
      project: 'Adds illustrations, avatars and icons to Hisaab and configures its app icon and splash screen.',
      exercise: 'Build an Avatar component that shows a person\'s initials in a coloured circle when no image URL is given.',
      beginnerTip: 'Keep images small: export PNG/WebP at 2× or 3× the displayed size, not the 4000px original from your camera.',
      advancedNote: 'Bundled images can be provided as name@2x.png and name@3x.png variants; the bundler picks the right one for the device\'s pixel density, so require(\'./logo.png\') automatically loads the sharpest suitable file.',
      basic: true,
    },
    {
      topicName: 'Forms and keyboard handling on mobile',
      explanation: `## The keyboard is part of your layout
On a phone the on-screen keyboard covers nearly half the screen. A good mobile form keeps the focused field visible, moves smoothly from field to field, and never traps the user behind the keyboard.

## Worked example: the add-expense screen
\`\`\`tsx
import { useRef, useState } from 'react';
import { Keyboard, KeyboardAvoidingView, Platform, ScrollView, TextInput } from 'react-native';

export default function AddExpenseScreen() {
  const amountRef = useRef<TextInput>(null);
  const [title, setTitle] = useState('');
  const [amount, setAmount] = useState('');

  return (
    <KeyboardAvoidingView style={{ flex: 1 }} behavior={Platform.OS === 'ios' ? 'padding' : undefined}>
      <ScrollView contentContainerStyle={{ padding: 16, gap: 12 }} keyboardShouldPersistTaps="handled">
        <TextInput
          placeholder="What was it for?"
          value={title}
          onChangeText={setTitle}
          autoFocus
          returnKeyType="next"
          onSubmitEditing={() => amountRef.current?.focus()}
          submitBehavior="submit"
        />
        <TextInput
          ref={amountRef}
          placeholder="Amount in ₹"
          value={amount}
          onChangeText={setAmount}
          keyboardType="decimal-pad"
        />
        <PrimaryButton title="Save" onPress={() => { Keyboard.dismiss(); save(); }} />
      </ScrollView>
    </KeyboardAvoidingView>
  );
}
\`\`\`
- \`returnKeyType="next"\` labels the keyboard's return key; \`onSubmitEditing\` moves focus to the next field through a ref, and \`submitBehavior="submit"\` keeps the keyboard open while doing so.
- \`KeyboardAvoidingView\` with \`padding\` on iOS pushes content up. Android resizes the window for the keyboard in Expo's default configuration, so no behaviour is usually needed there — test both.
- \`keyboardShouldPersistTaps="handled"\` lets the first tap on the Save button work while the keyboard is open, instead of only dismissing the keyboard.
- Number pads have no return key on iOS, so provide a visible Save button.

## Useful TextInput props
\`autoCapitalize="words"\` for names, \`autoComplete="email"\` and \`keyboardType="email-address"\` for email, \`secureTextEntry\` for passwords, \`maxLength\`, and \`inputMode\` as a web-like alternative to \`keyboardType\`.

## Common mistake
Testing forms only in the iOS simulator with a hardware keyboard connected — the on-screen keyboard never appears, so you never see the Save button hidden behind it. Toggle the software keyboard (I/O → Keyboard) or test on a real phone.

## Check it works
On a small phone, open Add expense: the title field is focused, Next jumps to the amount, and the Save button remains visible and responds to the first tap while the keyboard is up.
`,
      quiz: [
        {
          question: 'How do you move focus to the next field when the user presses return?',
          answer: 'Set returnKeyType="next" and in onSubmitEditing call focus() on the next input through a ref.',
          keyPoints: ['returnKeyType next', 'onSubmitEditing handler', 'ref focus()'],
        },
        {
          question: 'What does keyboardShouldPersistTaps="handled" fix?',
          answer: 'Without it, the first tap on a button inside a ScrollView while the keyboard is open only dismisses the keyboard; with it the button receives the tap.',
          keyPoints: ['first tap works', 'keyboard open'],
        },
        {
          question: 'Why use KeyboardAvoidingView?',
          answer: 'To move or pad the content so the focused input and buttons aren\'t hidden behind the on-screen keyboard, mainly on iOS with behavior="padding".',
          keyPoints: ['content not hidden', 'behind keyboard', 'padding on iOS'],
        },
        {
          question: 'Why provide a visible Save button for a decimal-pad input?',
          answer: 'Numeric keypads on iOS have no return key, so users need another way to submit.',
          keyPoints: ['no return key', 'number pad'],
        },
      ],
      handsOnTask: 'Convert Hisaab\'s add-expense modal to use KeyboardAvoidingView and a ScrollView with keyboardShouldPersistTaps="handled". Chain the title and amount fields with returnKeyType and refs, and make Save dismiss the keyboard. Test on the smallest device you have (or a small emulator) with the software keyboard visible.',
      project: 'Makes Hisaab\'s add-expense form comfortable to use with the on-screen keyboard.',
      exercise: 'Add a notes field with multiline and numberOfLines={3}, and check the form still scrolls so every field stays reachable.',
      beginnerTip: 'If the keyboard covers your inputs, first check that the screen\'s root is a KeyboardAvoidingView with flex: 1 and the content is inside a ScrollView.',
      advancedNote: 'react-native-keyboard-controller provides keyboard-aware scroll views and frame-by-frame keyboard animations on both platforms, which is what most production apps use now that Android apps draw edge-to-edge.',
    },
    {
      topicName: 'Fetching data: exchange rates with TanStack Query',
      explanation: `## Networking in React Native
React Native includes the same \`fetch\` you know from the web. Two mobile realities matter: the network is **slow and flaky** (lifts, trains, rural 4G), and apps go to the background and come back. TanStack Query handles caching, retries and refetching for you, and works in React Native with two small adapters.

Hisaab will convert trip expenses abroad using the free **Frankfurter** exchange-rate API (no key): \`https://api.frankfurter.app/latest?from=INR&to=USD,EUR,THB\` returns \`{ "base": "INR", "date": "…", "rates": { "USD": 0.0117, … } }\`.

## Setup
\`\`\`bash
npx expo install @tanstack/react-query @react-native-community/netinfo
\`\`\`
\`\`\`tsx
// app/_layout.tsx
import { QueryClient, QueryClientProvider, onlineManager, focusManager } from '@tanstack/react-query';
import NetInfo from '@react-native-community/netinfo';
import { AppState } from 'react-native';

const queryClient = new QueryClient();

onlineManager.setEventListener((setOnline) =>
  NetInfo.addEventListener((state) => setOnline(!!state.isConnected))
);
AppState.addEventListener('change', (status) => focusManager.setFocused(status === 'active'));

// wrap the Stack: <QueryClientProvider client={queryClient}>…</QueryClientProvider>
\`\`\`
On the web, TanStack Query listens to browser "online" and "window focus" events; on mobile, NetInfo and AppState provide the equivalents, so queries pause offline and refresh when the app returns to the foreground.

## The query
\`\`\`tsx
function useRates(currencies: string[]) {
  return useQuery({
    queryKey: ['rates', 'INR', currencies],
    queryFn: async () => {
      const res = await fetch(\`https://api.frankfurter.app/latest?from=INR&to=\${currencies.join(',')}\`);
      if (!res.ok) throw new Error(\`Rates unavailable (\${res.status})\`);
      return (await res.json()) as { date: string; rates: Record<string, number> };
    },
    staleTime: 60 * 60 * 1000, // rates change daily; an hour is fresh enough
  });
}

const { data, isPending, isError, refetch, isRefetching } = useRates(['USD', 'EUR', 'THB']);
// ₹ total in USD: (totalPaise / 100) * data.rates.USD
\`\`\`
Add \`refreshing={isRefetching}\` and \`onRefresh={refetch}\` to your list for pull-to-refresh.

## Common mistake
Calling your own development server at \`http://localhost:3000\` from the app. On a phone, \`localhost\` is the **phone**; on the Android emulator, your computer is \`10.0.2.2\`. Use your computer's LAN IP (for example \`http://192.168.1.20:3000\`). Also, Android release builds block plain \`http://\` by default — use HTTPS in production.

## Check it works
Open the Settings tab's currency view and see converted totals. Turn on airplane mode, reopen the app: cached rates still show and no error spam appears; turn it off and the data refreshes.
`,
      quiz: [
        {
          question: 'Why configure onlineManager and focusManager in React Native?',
          answer: 'Mobile apps have no browser online or window-focus events, so NetInfo and AppState tell TanStack Query when the device is offline and when the app returns to the foreground.',
          keyPoints: ['no browser events', 'NetInfo online status', 'AppState foreground'],
        },
        {
          question: 'Why does http://localhost fail when the app runs on a phone?',
          answer: 'localhost refers to the phone itself, not your computer; use the computer\'s LAN IP, or 10.0.2.2 on the Android emulator.',
          keyPoints: ['localhost is the phone', 'use LAN IP', '10.0.2.2 emulator'],
        },
        {
          question: 'What does staleTime control for the rates query?',
          answer: 'How long fetched data counts as fresh; within that time TanStack Query serves the cache without refetching.',
          keyPoints: ['data counts as fresh', 'no refetch'],
        },
        {
          question: 'Do Android release builds allow plain http:// requests by default?',
          answer: 'No, cleartext HTTP is blocked by default in release builds, so production APIs should use HTTPS.',
          keyPoints: ['cleartext blocked', 'use HTTPS'],
        },
      ],
      handsOnTask: 'Install TanStack Query and NetInfo, configure onlineManager and focusManager, and add a useRates hook using the Frankfurter API. Show the trip total converted to three currencies with loading and error states and pull-to-refresh. Test offline behaviour with airplane mode and confirm cached rates still display.',
      project: 'Adds live currency conversion to Hisaab for trips abroad, with offline-friendly caching.',
      exercise: 'Let the user pick the trip\'s home currency in Settings and include it in the query key.',
      beginnerTip: 'Paste the API URL into your laptop browser first to see the JSON shape before writing any code.',
      advancedNote: 'TanStack Query\'s persistQueryClient with an AsyncStorage persister can save the cache to disk, so the app shows the last known rates instantly after a cold start, even offline.',
    },
    {
      topicName: 'App-wide state with Zustand and persistence',
      explanation: `## Why a store
Hisaab's expenses and people are now needed by the Expenses tab, the Balances tab, the add modal and the detail screen. A React context works, but every consumer re-renders on any change, and you hand-wrote the AsyncStorage load/save logic. **Zustand** is a tiny store library: no provider, selective subscriptions, and a \`persist\` middleware that saves to AsyncStorage for you.
\`\`\`bash
npm install zustand
\`\`\`

## Worked example
\`\`\`tsx
// store/expenses.ts
import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import AsyncStorage from '@react-native-async-storage/async-storage';

type State = {
  people: string[];
  expenses: Expense[];
  addExpense: (e: Omit<Expense, 'id' | 'createdAt'>) => void;
  removeExpense: (id: string) => void;
  addPerson: (name: string) => void;
};

export const useExpenseStore = create<State>()(
  persist(
    (set) => ({
      people: ['Asha', 'Ravi', 'Meera', 'Kabir'],
      expenses: [],
      addExpense: (e) => set((s) => ({
        expenses: [{ ...e, id: \`\${Date.now()}\`, createdAt: new Date().toISOString() }, ...s.expenses],
      })),
      removeExpense: (id) => set((s) => ({ expenses: s.expenses.filter((x) => x.id !== id) })),
      addPerson: (name) => set((s) => ({ people: [...s.people, name] })),
    }),
    { name: 'hisaab-store', storage: createJSONStorage(() => AsyncStorage) }
  )
);
\`\`\`
\`\`\`tsx
// any screen
const expenses = useExpenseStore((s) => s.expenses);
const addExpense = useExpenseStore((s) => s.addExpense);
\`\`\`
Each component **selects** what it needs and re-renders only when that slice changes. The Settings screen selecting \`people\` doesn't re-render when an expense is added.

## Rehydration
\`persist\` loads saved state asynchronously after launch. To avoid a flash of the empty state, check \`useExpenseStore.persist.hasHydrated()\` (or subscribe with \`onFinishHydration\`) and show a spinner until it's done.

## Common mistake
Selecting the whole store: \`const store = useExpenseStore()\`. It works, but the component now re-renders on **every** change anywhere in the store, defeating the point. Select individual fields, and derive computed values (balances) in the component with \`useMemo\`, not in a selector that returns a new object each time.

## Check it works
Delete the old context and AsyncStorage code. Add expenses from the modal, see them on both tabs, kill the app and relaunch — the data is restored. Use the React DevTools Profiler to confirm Settings doesn't re-render when you add an expense.
`,
      quiz: [
        {
          question: 'What advantages does Zustand have over context for Hisaab\'s shared data?',
          answer: 'No provider is needed, components subscribe to just the slice they select so they re-render less, and the persist middleware handles saving to AsyncStorage.',
          keyPoints: ['no provider', 'select a slice', 'persist middleware'],
        },
        {
          question: 'How do you persist a Zustand store in React Native?',
          answer: 'Wrap the store in the persist middleware with a name and storage: createJSONStorage(() => AsyncStorage).',
          keyPoints: ['persist middleware', 'createJSONStorage AsyncStorage'],
        },
        {
          question: 'Why not call useExpenseStore() with no selector?',
          answer: 'The component then subscribes to the entire store and re-renders on every change; select only the fields you need.',
          keyPoints: ['re-renders on every change', 'select fields'],
        },
        {
          question: 'What is rehydration and why does it matter?',
          answer: 'Loading the saved state from storage after launch, which happens asynchronously; until it finishes the store has initial values, so show a loading state to avoid flashing empty data.',
          keyPoints: ['loads saved state', 'happens asynchronously', 'show loading'],
        },
      ],
      handsOnTask: 'Create a Zustand store for people and expenses with the persist middleware and AsyncStorage, and replace Hisaab\'s context and manual storage code with selectors. Add a hydration check that shows a spinner on launch. Verify persistence by killing and relaunching the app, and profile that Settings doesn\'t re-render when adding an expense.',
      project: 'Moves Hisaab\'s data into a persisted Zustand store shared by every screen.',
      exercise: 'Add a "people" editor in Settings that adds and removes names through store actions, and make balances use the store\'s people list.',
      beginnerTip: 'Name store actions after what the user does (addExpense, removePerson) so screens read like a description of the feature.',
      advancedNote: 'persist supports version and migrate options; when you change the shape of stored data (say, adding a splitBetween field), bump the version and write a migration, or existing users\' apps will load old data into new code.',
    },
    {
      topicName: 'Choosing device storage: AsyncStorage, SecureStore and SQLite',
      explanation: `## One size doesn't fit all
Mobile apps store three kinds of data, each with a different right tool:

| Data | Tool | Why |
|---|---|---|
| Preferences, small state | AsyncStorage | Simple key–value strings; unencrypted |
| Tokens, PINs, API secrets | \`expo-secure-store\` | Encrypted with iOS Keychain / Android Keystore |
| Large or queryable data (thousands of expenses, search, reports) | \`expo-sqlite\` | A real database on the device |

## SecureStore for secrets
\`\`\`tsx
import * as SecureStore from 'expo-secure-store';

await SecureStore.setItemAsync('hisaab.sync-token', token);
const saved = await SecureStore.getItemAsync('hisaab.sync-token'); // string | null
await SecureStore.deleteItemAsync('hisaab.sync-token');
\`\`\`
It's meant for **small** values such as tokens. Keys may only contain letters, numbers, \`.\`, \`-\` and \`_\`.

## SQLite for real data
\`\`\`tsx
import * as SQLite from 'expo-sqlite';

const db = await SQLite.openDatabaseAsync('hisaab.db');
await db.execAsync(\`
  CREATE TABLE IF NOT EXISTS expenses (
    id TEXT PRIMARY KEY, title TEXT NOT NULL, amount_paise INTEGER NOT NULL,
    paid_by TEXT NOT NULL, created_at TEXT NOT NULL
  );
\`);

await db.runAsync(
  'INSERT INTO expenses (id, title, amount_paise, paid_by, created_at) VALUES (?, ?, ?, ?, ?)',
  id, title, amountPaise, paidBy, new Date().toISOString()
);

const totals = await db.getAllAsync<{ paid_by: string; total: number }>(
  'SELECT paid_by, SUM(amount_paise) AS total FROM expenses GROUP BY paid_by'
);
\`\`\`
A \`GROUP BY\` query totals thousands of rows instantly without loading them all into JavaScript. In React, wrap the app in \`<SQLiteProvider databaseName="hisaab.db" onInit={migrate}>\` and call \`useSQLiteContext()\` in screens.

## Common mistake
Building SQL by string concatenation: \`\`db.runAsync(\`INSERT … VALUES ('\${title}')\`)\`\`. A title like \`Dinner at Joe's\` breaks the query, and crafted input can change it (SQL injection). Always use \`?\` placeholders and pass values separately, as above.

## Check it works
Store a fake token with SecureStore, restart, and read it back. Insert 1,000 generated expenses into SQLite and show per-person totals from the \`GROUP BY\` query — it should return instantly. Try a title with an apostrophe.
`,
      quiz: [
        {
          question: 'When should you use SecureStore instead of AsyncStorage?',
          answer: 'For small secrets like tokens or PINs, because SecureStore encrypts them with the iOS Keychain or Android Keystore, while AsyncStorage is unencrypted.',
          keyPoints: ['small secrets', 'encrypted Keychain Keystore', 'AsyncStorage unencrypted'],
        },
        {
          question: 'When is SQLite the right choice?',
          answer: 'For large or structured data you need to query, filter or aggregate, such as thousands of expenses or reports.',
          keyPoints: ['large structured data', 'query and aggregate'],
        },
        {
          question: 'Why use ? placeholders in SQL queries?',
          answer: 'They pass values separately from the SQL text, so quotes in user input can\'t break the query and SQL injection is prevented.',
          keyPoints: ['placeholders for values', 'prevents SQL injection', 'quotes safe'],
        },
      ],
      handsOnTask: 'Store a fake "sync token" with expo-secure-store and read it back after restarting the app. Create an expo-sqlite database with an expenses table, insert 1,000 generated rows using placeholders, and display per-person totals from a GROUP BY query. Add an expense titled "Dinner at Joe\'s" to prove quoting is safe.',
      project: 'Adds a secure token slot and a SQLite-backed expense history with fast per-person reports to Hisaab.',
      exercise: 'Write a query that returns the five most expensive items this month, ordered by amount.',
      beginnerTip: 'Start every app with AsyncStorage or a persisted store; move to SQLite when you need queries or your data grows beyond a few thousand items.',
      advancedNote: 'expo-sqlite\'s useLiveQuery integration with Drizzle ORM, or its change listener, lets screens re-render automatically when tables change, giving you reactive local-first data without a separate store.',
    },
    {
      topicName: 'Camera and photo library: attaching receipt photos',
      explanation: `## Device features need permission
Phones protect the camera, photos, location and notifications behind **runtime permissions**. Your app asks, the OS shows a dialog, and the user can say no — or revoke it later in Settings. Good apps ask at the moment the feature is used, explain why, and still work when refused.

## expo-image-picker
\`\`\`bash
npx expo install expo-image-picker
\`\`\`
\`\`\`tsx
import * as ImagePicker from 'expo-image-picker';
import { Alert, Linking } from 'react-native';

async function takeReceiptPhoto(): Promise<string | null> {
  const permission = await ImagePicker.requestCameraPermissionsAsync();
  if (!permission.granted) {
    Alert.alert('Camera access needed', 'Allow camera access in Settings to photograph receipts.', [
      { text: 'Cancel', style: 'cancel' },
      { text: 'Open Settings', onPress: () => Linking.openSettings() },
    ]);
    return null;
  }
  const result = await ImagePicker.launchCameraAsync({ mediaTypes: ['images'], quality: 0.6 });
  return result.canceled ? null : result.assets[0].uri;
}

async function pickReceiptFromGallery(): Promise<string | null> {
  const result = await ImagePicker.launchImageLibraryAsync({ mediaTypes: ['images'], quality: 0.6 });
  return result.canceled ? null : result.assets[0].uri;
}
\`\`\`
The gallery picker uses the system photo picker, so it typically needs no permission prompt; the camera always does. \`quality: 0.6\` compresses the JPEG — a receipt doesn't need a 5 MB photo.

Store the returned \`uri\` on the expense (\`receiptUri?: string\`) and show it with \`expo-image\` on the detail screen.

## Permission text
iOS requires a sentence explaining each permission. Set it with the config plugin in \`app.json\`:
\`\`\`json
"plugins": [["expo-image-picker", {
  "cameraPermission": "Hisaab uses the camera to photograph receipts.",
  "photosPermission": "Hisaab lets you attach receipt photos from your gallery."
}]]
\`\`\`

## Common mistake
Saving the picker's \`uri\` and assuming it lasts forever. It points into the app's **cache** directory, which the OS may clear. For anything you keep, copy the file into the app's document directory with \`expo-file-system\` and store that new path.

## Check it works
On a real phone, tap "Add receipt" → Camera: the permission dialog appears once, then the camera opens. Deny permission on a second install and confirm your explanation and "Open Settings" button appear. The receipt thumbnail shows on the expense detail screen.
`,
      quiz: [
        {
          question: 'What should an app do when the user denies camera permission?',
          answer: 'Keep working without the feature, explain why access is useful, and offer a way to open Settings (Linking.openSettings()) to grant it later.',
          keyPoints: ['keep app working', 'explain why', 'open Settings'],
        },
        {
          question: 'Which picker call needs a permission request first?',
          answer: 'launchCameraAsync needs camera permission via requestCameraPermissionsAsync; the gallery picker uses the system picker and usually doesn\'t prompt.',
          keyPoints: ['camera needs permission', 'requestCameraPermissionsAsync first'],
        },
        {
          question: 'How do you check whether the user cancelled the picker?',
          answer: 'The result has a canceled flag; if it\'s false, the image is in result.assets[0].uri.',
          keyPoints: ['result.canceled flag', 'uri in assets[0]'],
        },
        {
          question: 'Why copy the picked image to the document directory?',
          answer: 'The returned URI is in the cache directory, which the OS may clear; copying makes the receipt permanent.',
          keyPoints: ['cache may be cleared', 'copy to documents'],
        },
      ],
      handsOnTask: 'Install expo-image-picker and add "Take photo" and "Choose from gallery" buttons to Hisaab\'s add-expense form, storing the receipt URI on the expense. Handle denied camera permission with an explanatory alert that can open Settings, and configure the permission messages in app.json. Show the receipt on the expense detail screen and test on a real phone.',
      project: 'Lets Hisaab users attach receipt photos from the camera or gallery to each expense.',
      exercise: 'Add a full-screen receipt viewer that opens when the thumbnail is tapped and closes on a button press.',
      beginnerTip: 'Test permissions on a real device and reinstall the app to see the first-run dialog again; emulator cameras are often fake.',
      advancedNote: 'Permission message changes in app.json only take effect in a new native build, and iOS shows the prompt only once — after a denial, your app can only send users to Settings, which is why asking at the right moment matters.',
    },
    {
      topicName: 'Local notifications: settle-up reminders',
      explanation: `## Local vs push
**Local notifications** are scheduled by the app on the device itself ("remind me at 8 pm"). **Push notifications** are sent from a server through Apple/Google. Today is local: reminding the group to settle up. \`expo-notifications\` handles both.
\`\`\`bash
npx expo install expo-notifications
\`\`\`

## Setup once at startup
\`\`\`tsx
import * as Notifications from 'expo-notifications';
import { Platform } from 'react-native';

Notifications.setNotificationHandler({
  handleNotification: async () => ({
    shouldShowBanner: true, shouldShowList: true, shouldPlaySound: false, shouldSetBadge: false,
  }),
});

export async function ensureNotificationPermission() {
  if (Platform.OS === 'android') {
    await Notifications.setNotificationChannelAsync('reminders', {
      name: 'Settle-up reminders',
      importance: Notifications.AndroidImportance.DEFAULT,
    });
  }
  const { status } = await Notifications.requestPermissionsAsync();
  return status === 'granted';
}
\`\`\`
The handler decides what happens when a notification arrives **while the app is open** (without it, foreground notifications are silent). Android 8+ groups notifications into **channels** users can control; on Android 13+ a channel must exist before the permission prompt appears.

## Scheduling
\`\`\`tsx
export async function scheduleSettleReminder(amountText: string) {
  return Notifications.scheduleNotificationAsync({
    content: { title: 'Time to settle up 💸', body: \`\${amountText} is still pending in Goa trip.\`, data: { url: '/balances' } },
    trigger: { type: Notifications.SchedulableTriggerInputTypes.DAILY, hour: 20, minute: 0, channelId: 'reminders' },
  });
}
// testing: trigger: { type: Notifications.SchedulableTriggerInputTypes.TIME_INTERVAL, seconds: 10 }
\`\`\`
\`scheduleNotificationAsync\` returns an id — store it to cancel later with \`cancelScheduledNotificationAsync(id)\`. When the user taps the notification, \`Notifications.addNotificationResponseReceivedListener\` gives you \`data.url\` to navigate with \`router.push\`.

## Common mistake
Scheduling a new daily reminder every time the screen opens. Users get five identical notifications at 8 pm. Cancel the previous one (or \`cancelAllScheduledNotificationsAsync()\`) before scheduling, and keep the id in your store.

## Check it works
Use a 10-second \`TIME_INTERVAL\` trigger, press the home button, and wait: the notification appears. Tap it — the app opens on the Balances tab. Then switch to the daily trigger and check \`getAllScheduledNotificationsAsync()\` lists exactly one reminder.
`,
      quiz: [
        {
          question: 'What is the difference between local and push notifications?',
          answer: 'Local notifications are scheduled by the app on the device; push notifications are sent from a server through Apple\'s or Google\'s push services.',
          keyPoints: ['scheduled on device', 'sent from server'],
        },
        {
          question: 'What does setNotificationHandler control?',
          answer: 'How notifications behave when they arrive while the app is in the foreground, such as showing a banner or playing a sound.',
          keyPoints: ['app in foreground', 'show banner'],
        },
        {
          question: 'Why create an Android notification channel?',
          answer: 'Android 8+ requires notifications to belong to a channel users can control, and on Android 13+ a channel must exist before the permission prompt appears.',
          keyPoints: ['required on Android', 'before permission prompt'],
        },
        {
          question: 'How do you avoid duplicate daily reminders?',
          answer: 'Cancel the previously scheduled notification (using its stored id or cancelAll) before scheduling a new one.',
          keyPoints: ['cancel previous reminder', 'store notification id'],
        },
      ],
      handsOnTask: 'Install expo-notifications, set a notification handler, create an Android channel and request permission from a "Remind us to settle up" switch in Settings. Schedule a daily 8 pm reminder (test first with a 10-second interval), storing its id so turning the switch off cancels it. Make tapping the notification open the Balances tab.',
      project: 'Adds optional daily settle-up reminders to Hisaab that open the Balances tab when tapped.',
      exercise: 'Let the user choose the reminder time with two pickers (hour and minute) and reschedule when it changes.',
      beginnerTip: 'Local notifications work in Expo Go, but test on a real device; some emulators don\'t show them reliably.',
      advancedNote: 'iOS limits an app to 64 pending scheduled notifications, keeping the soonest; apps that schedule many reminders (like medication trackers) reschedule a rolling window each time the app opens.',
    },
    {
      topicName: 'Animations with Reanimated',
      explanation: `## Why Reanimated
Smooth apps run at 60–120 frames per second, leaving about 8–16 ms per frame. If an animation is driven by React state from JavaScript, any busy moment on the JS thread causes stutter. **Reanimated** (included in the Expo template) runs animations on the **UI thread** using *shared values* and *worklets* — small functions that execute natively.

## Worked example: a press-to-scale card and animated total
\`\`\`tsx
import Animated, { useSharedValue, useAnimatedStyle, withSpring, withTiming, FadeInDown, FadeOut, LinearTransition } from 'react-native-reanimated';

function PressableCard({ children, onPress }: { children: React.ReactNode; onPress: () => void }) {
  const scale = useSharedValue(1);
  const animatedStyle = useAnimatedStyle(() => ({ transform: [{ scale: scale.value }] }));

  return (
    <Pressable
      onPressIn={() => { scale.value = withSpring(0.96); }}
      onPressOut={() => { scale.value = withSpring(1); }}
      onPress={onPress}
    >
      <Animated.View style={[styles.card, animatedStyle]}>{children}</Animated.View>
    </Pressable>
  );
}
\`\`\`
- \`useSharedValue\` holds a number that lives on the UI thread.
- \`useAnimatedStyle\` turns shared values into a style; it re-runs on the UI thread whenever they change — no React re-render.
- \`withSpring\` and \`withTiming(value, { duration: 250 })\` animate towards a target.

## Layout animations
Rows can animate in, out and into their new positions with one prop each:
\`\`\`tsx
<Animated.View entering={FadeInDown.duration(250)} exiting={FadeOut} layout={LinearTransition}>
  <ExpenseRow expense={item} />
</Animated.View>
\`\`\`
New expenses slide in, deleted ones fade out, and the rest glide into place.

## Respect reduced motion
\`useReducedMotion()\` from Reanimated returns \`true\` if the user turned on "Reduce motion"; skip or shorten non-essential animations then.

## Common mistake
Reading \`scale.value\` during render or animating with \`useState\` in a \`setInterval\`. Reading \`.value\` in render doesn't subscribe to changes, and state-driven animation re-renders the whole component every frame. Read shared values only inside \`useAnimatedStyle\` or other worklets.

## Check it works
Press and hold a card: it shrinks smoothly and springs back. Add and delete expenses: rows animate in and out. Open the dev menu's **Performance Monitor** — the UI FPS should stay near 60 during animations even while JS is busy.
`,
      quiz: [
        {
          question: 'Why does Reanimated produce smoother animations than state-driven animation?',
          answer: 'It runs animations on the UI thread with shared values and worklets, so a busy JavaScript thread or React re-renders don\'t cause dropped frames.',
          keyPoints: ['runs on UI thread', 'not blocked by JS', 'no re-renders'],
        },
        {
          question: 'What are useSharedValue and useAnimatedStyle for?',
          answer: 'useSharedValue holds an animatable value on the UI thread; useAnimatedStyle derives a style from shared values and updates it whenever they change.',
          keyPoints: ['shared value on UI thread', 'derives animated style'],
        },
        {
          question: 'How do you animate list items appearing and disappearing?',
          answer: 'Wrap them in Animated.View with entering, exiting and layout props, such as FadeInDown, FadeOut and LinearTransition.',
          keyPoints: ['entering and exiting', 'layout transition'],
        },
        {
          question: 'How should animations respond to the Reduce Motion setting?',
          answer: 'Check useReducedMotion() and skip or shorten non-essential animations when it returns true.',
          keyPoints: ['useReducedMotion hook', 'skip animations'],
        },
      ],
      handsOnTask: 'Add a PressableCard with a spring scale effect to Hisaab\'s summary cards, and entering, exiting and layout animations to expense rows. Animate the total amount card\'s background colour with withTiming when the balance changes from owed to owing. Check the Performance Monitor stays near 60 UI FPS and that reduced motion disables the row animations.',
      project: 'Adds polished, UI-thread animations to Hisaab: pressable cards and animated list changes.',
      exercise: 'Build a progress bar whose width animates with withTiming to the percentage of expenses settled.',
      beginnerTip: 'Start with the built-in layout animations (FadeIn, SlideInRight); they give a polished feel with one prop and no maths.',
      advancedNote: 'Worklets are functions marked (automatically by the Babel plugin) to be copied to a separate JS runtime on the UI thread; calling a normal JS function from one requires runOnJS (scheduleOnRN in Reanimated 4), which is asynchronous.',
    },
    {
      topicName: 'Gestures: swipe-to-delete with Gesture Handler',
      explanation: `## Native gestures
Swipe to delete, pull to dismiss, pinch to zoom — these need touch tracking that follows the finger every frame. **react-native-gesture-handler** (included in the Expo template) recognises gestures on the native UI thread, and pairs with Reanimated to animate them without touching the JS thread.

Wrap the app root once:
\`\`\`tsx
// app/_layout.tsx
import { GestureHandlerRootView } from 'react-native-gesture-handler';

export default function RootLayout() {
  return (
    <GestureHandlerRootView style={{ flex: 1 }}>
      <Stack />
    </GestureHandlerRootView>
  );
}
\`\`\`

## Swipe-to-delete rows
\`\`\`tsx
import ReanimatedSwipeable from 'react-native-gesture-handler/ReanimatedSwipeable';
import * as Haptics from 'expo-haptics';

function SwipeableExpenseRow({ expense, onDelete }: { expense: Expense; onDelete: (id: string) => void }) {
  return (
    <ReanimatedSwipeable
      friction={2}
      rightThreshold={60}
      renderRightActions={() => (
        <Pressable
          style={styles.deleteAction}
          onPress={() => onDelete(expense.id)}
          accessibilityRole="button"
          accessibilityLabel={\`Delete \${expense.title}\`}
        >
          <Ionicons name="trash" size={22} color="#fff" />
        </Pressable>
      )}
      onSwipeableWillOpen={() => Haptics.impactAsync(Haptics.ImpactFeedbackStyle.Light)}
    >
      <ExpenseRow expense={expense} />
    </ReanimatedSwipeable>
  );
}
\`\`\`
Swiping left reveals a red delete button; a light haptic tap confirms the swipe.

## Custom gestures
For your own interactions, compose gestures with the \`Gesture\` API:
\`\`\`tsx
const offset = useSharedValue(0);
const pan = Gesture.Pan()
  .onUpdate((e) => { offset.value = e.translationX; })
  .onEnd(() => { offset.value = withSpring(0); });
// <GestureDetector gesture={pan}><Animated.View style={animatedStyle} /></GestureDetector>
\`\`\`
\`onUpdate\` runs as a worklet on the UI thread, so the view tracks the finger perfectly.

## Offer an undo
Deleting by swipe is easy to trigger by accident. Show a snackbar-style "Expense deleted · Undo" for a few seconds that re-inserts the item.

## Common mistake
Making swipe the **only** way to delete. Screen-reader users and people who don't discover gestures can't use it. Keep a Delete button on the detail screen too, and make the swipe action itself an accessible button.

## Check it works
Swipe a row left: the delete action appears with a haptic tap; tap it and the row animates out, with Undo restoring it. Scroll the list vertically — small diagonal movements shouldn't trigger swipes.
`,
      quiz: [
        {
          question: 'Why use react-native-gesture-handler instead of plain touch events?',
          answer: 'It recognises gestures on the native UI thread and works with Reanimated, so gesture-driven animations track the finger smoothly without relying on the JS thread.',
          keyPoints: ['native UI thread', 'smooth tracking', 'works with Reanimated'],
        },
        {
          question: 'What must wrap the app for gesture handler to work?',
          answer: 'A GestureHandlerRootView with flex: 1 at the root of the app.',
          keyPoints: ['GestureHandlerRootView at root', 'flex: 1'],
        },
        {
          question: 'Why shouldn\'t swipe be the only way to delete?',
          answer: 'Gestures are hidden and hard for screen-reader users or people who don\'t discover them; provide a visible Delete button too.',
          keyPoints: ['hidden gesture', 'screen-reader users', 'visible button too'],
        },
        {
          question: 'Why offer Undo after a swipe delete?',
          answer: 'Swipes are easy to trigger by accident, so a short undo lets users recover without a confirmation dialog every time.',
          keyPoints: ['accidental swipes', 'recover easily'],
        },
      ],
      handsOnTask: 'Wrap Hisaab\'s root in GestureHandlerRootView and make expense rows swipeable with ReanimatedSwipeable, revealing an accessible delete action with a haptic tap. Add an Undo snackbar for 4 seconds after deleting. Confirm vertical scrolling still works smoothly and that the detail screen\'s Delete button still exists.',
      project: 'Adds swipe-to-delete with haptics and undo to Hisaab\'s expense list.',
      exercise: 'Add a left-swipe action that marks an expense as "settled" and shows a green tick on the row.',
      beginnerTip: 'Install expo-haptics with npx expo install expo-haptics; a tiny vibration on success makes gestures feel native.',
      advancedNote: 'Gestures can be composed with Gesture.Simultaneous, Gesture.Exclusive and Gesture.Race, and coordinated with scroll views via simultaneousWithExternalGesture, which is how pinch-and-pan image viewers inside lists are built.',
    },
    {
      topicName: 'Platform differences: iOS vs Android',
      explanation: `## One codebase, two platforms
React Native shares most code between iOS and Android, but the platforms differ in look, navigation conventions and APIs. Good apps respect each platform's expectations instead of forcing one design on both.

## Branching in code
\`\`\`tsx
import { Platform } from 'react-native';

const isIOS = Platform.OS === 'ios';

const styles = StyleSheet.create({
  header: {
    paddingTop: 12,
    ...Platform.select({
      ios: { shadowColor: '#000', shadowOpacity: 0.08, shadowRadius: 6, shadowOffset: { width: 0, height: 2 } },
      android: { elevation: 3 },
    }),
  },
});

if (Platform.OS === 'android' && Platform.Version >= 33) {
  // Android 13+: notification permission needed
}
\`\`\`
For bigger differences, use **platform-specific files**: \`DatePickerField.ios.tsx\` and \`DatePickerField.android.tsx\`. \`import DatePickerField from './DatePickerField'\` automatically loads the right one.

## Key differences to design for
| | iOS | Android |
|---|---|---|
| Back | Swipe from edge, back button in header | System back gesture/button |
| Shadows | \`shadow*\` props | \`elevation\` |
| Alerts | Centred dialog | Material dialog, max 3 buttons |
| Date picker | Inline spinner or compact | Modal calendar dialog |
| Fonts | San Francisco | Roboto |

## The Android back button
Expo Router handles back navigation automatically. Override it only when needed — for example to confirm discarding an unsaved form:
\`\`\`tsx
import { BackHandler, Alert } from 'react-native';
import { useFocusEffect } from 'expo-router';

useFocusEffect(
  useCallback(() => {
    const sub = BackHandler.addEventListener('hardwareBackPress', () => {
      if (!isDirty) return false;            // let navigation go back
      Alert.alert('Discard expense?', '', [
        { text: 'Keep editing', style: 'cancel' },
        { text: 'Discard', style: 'destructive', onPress: () => router.back() },
      ]);
      return true;                           // we handled it
    });
    return () => sub.remove();
  }, [isDirty])
);
\`\`\`
\`useFocusEffect\` only listens while this screen is focused.

## Common mistake
Testing on only one platform. The most common Android-only bugs: text cut off because Android fonts are taller, missing shadows (no \`elevation\`), and the back button closing a form with unsaved data. Test every feature on both, or at least on an Android device if you develop on a Mac.

## Check it works
Run Hisaab on an Android device and an iOS device or simulator side by side. Compare shadows, alerts and the date picker, and press Android back on a half-filled form.
`,
      quiz: [
        {
          question: 'How do you load different components for iOS and Android automatically?',
          answer: 'Create platform-specific files like Field.ios.tsx and Field.android.tsx and import \'./Field\'; React Native picks the right file per platform.',
          keyPoints: ['.ios.tsx and .android.tsx', 'import without extension'],
        },
        {
          question: 'What does returning true from a hardwareBackPress listener do?',
          answer: 'It tells React Native you handled the back press, so the default back navigation doesn\'t happen; returning false lets it proceed.',
          keyPoints: ['handled the back press', 'false lets navigation proceed'],
        },
        {
          question: 'Why use useFocusEffect for the back-button listener?',
          answer: 'So the listener is only active while that screen is focused and is removed when the user leaves it.',
          keyPoints: ['only while focused', 'removed on blur'],
        },
        {
          question: 'What does Platform.select do?',
          answer: 'It returns the value for the current platform from an object with ios, android (and optionally default) keys.',
          keyPoints: ['value per platform', 'ios and android keys'],
        },
      ],
      handsOnTask: 'Add an unsaved-changes guard to Hisaab\'s add-expense form using BackHandler inside useFocusEffect, and make platform-appropriate shadows with Platform.select. Create a DateField component with .ios.tsx and .android.tsx versions (for example using @react-native-community/datetimepicker). Test the form, back behaviour and shadows on both platforms.',
      project: 'Makes Hisaab feel native on both platforms: correct back behaviour, shadows and date pickers.',
      exercise: 'List five differences you notice between Hisaab on iOS and Android and fix the two most visible ones.',
      beginnerTip: 'If you only own an Android phone, use it as your main test device; most Indian users are on Android, so that\'s the platform to get right first.',
      advancedNote: 'Platform-specific extensions also work for .native.tsx versus .web.tsx, which is how Expo apps share code with a web build while swapping components that use device-only APIs.',
    },
    {
      topicName: 'Capstone kickoff: planning the Rasoi recipe app',
      explanation: `## The capstone
For week four you build **Rasoi**, a recipe app: browse categories, search recipes, read ingredients and steps, watch the video, and save favourites that work offline. It uses everything from the month — Expo Router tabs and stacks, TanStack Query, Zustand with persistence, images, animations — and is a strong portfolio app because it looks great and uses a real API.

## The API: TheMealDB
Free for learning with the test key \`1\` (production apps need a supporter key):
- Search: \`https://www.themealdb.com/api/json/v1/1/search.php?s=paneer\`
- Details: \`https://www.themealdb.com/api/json/v1/1/lookup.php?i=52772\`
- Categories: \`https://www.themealdb.com/api/json/v1/1/categories.php\`
- By category: \`https://www.themealdb.com/api/json/v1/1/filter.php?c=Vegetarian\`

Two quirks to plan for: "no results" returns \`{ "meals": null }\` (not an empty array), and ingredients come as 20 numbered fields (\`strIngredient1…20\`, \`strMeasure1…20\`), many empty.

## Plan
**Routes**
\`\`\`
app/_layout.tsx              Stack (+ QueryClientProvider, GestureHandlerRootView)
app/(tabs)/_layout.tsx       Tabs
app/(tabs)/index.tsx         Discover: categories grid
app/(tabs)/search.tsx        Search
app/(tabs)/favourites.tsx    Favourites
app/category/[name].tsx      Meals in a category
app/meal/[id].tsx            Meal details
\`\`\`
**State**: API data in TanStack Query; favourites in a persisted Zustand store.

**Types and normalising**: convert API meals into your own shape at the boundary, so screens never see \`strIngredient7\`:
\`\`\`ts
export type Meal = {
  id: string; name: string; thumb: string; category?: string; area?: string;
  instructions?: string; youtube?: string;
  ingredients: { name: string; measure: string }[];
};

export function toMeal(m: any): Meal {
  const ingredients = [];
  for (let i = 1; i <= 20; i++) {
    const name = m[\`strIngredient\${i}\`]?.trim();
    if (name) ingredients.push({ name, measure: m[\`strMeasure\${i}\`]?.trim() ?? '' });
  }
  return { id: m.idMeal, name: m.strMeal, thumb: m.strMealThumb, category: m.strCategory,
    area: m.strArea, instructions: m.strInstructions, youtube: m.strYoutube || undefined, ingredients };
}
\`\`\`

## Common mistake
Writing \`data.meals.map(...)\` directly in screens. When a search has no results, \`meals\` is \`null\` and the app crashes. Normalise in one place: \`(json.meals ?? []).map(toMeal)\`.

## Check it works
Create the project (\`npx create-expo-app@latest rasoi\`, then \`npm run reset-project\`), add the route files with placeholder screens, and navigate between all tabs and both stack screens. Open the API URLs in a browser and check \`toMeal\` against a real response.
`,
      quiz: [
        {
          question: 'What does TheMealDB return when a search has no results, and how should you handle it?',
          answer: 'It returns { meals: null } rather than an empty array, so normalise with (json.meals ?? []) before mapping.',
          keyPoints: ['meals is null', 'default to empty array'],
        },
        {
          question: 'Why convert API meals into your own Meal type?',
          answer: 'So screens work with a clean, consistent shape (an ingredients array instead of 20 numbered fields) and API quirks are handled in one place.',
          keyPoints: ['clean consistent shape', 'handle quirks once', 'ingredients array'],
        },
        {
          question: 'Where does each kind of data live in Rasoi?',
          answer: 'API data (categories, searches, meal details) in TanStack Query, and the user\'s favourites in a persisted Zustand store.',
          keyPoints: ['API data TanStack Query', 'favourites Zustand store'],
        },
      ],
      handsOnTask: 'Create the Rasoi project, reset it, and add all route files with placeholder screens: three tabs plus category and meal stack screens. Write the Meal type and toMeal normaliser in lib/meals.ts and test it by logging the result for lookup.php?i=52772. Write a README with the feature list and screen plan.',
      project: 'Starts the Rasoi capstone: project setup, navigation skeleton, data types and API normalisation.',
      exercise: 'Sketch the Meal details screen on paper: hero image, title, tags, ingredient list, steps and a favourite button.',
      beginnerTip: 'Build navigation with empty screens first; once you can move between all screens, filling them in is much less confusing.',
      advancedNote: 'Validating API responses with a zod schema inside toMeal would turn unexpected shapes into clear errors at the boundary, instead of undefined values surfacing as crashes deep inside components.',
    },
    {
      topicName: 'Capstone: search, categories and the meal details screen',
      explanation: `## Data hooks
Put every API call in one file of hooks so screens stay simple:
\`\`\`tsx
// lib/api.ts
const BASE = 'https://www.themealdb.com/api/json/v1/1';

async function get<T>(path: string): Promise<T> {
  const res = await fetch(\`\${BASE}/\${path}\`);
  if (!res.ok) throw new Error(\`Request failed (\${res.status})\`);
  return res.json();
}

export function useSearch(query: string) {
  return useQuery({
    queryKey: ['search', query],
    queryFn: async () => ((await get<{ meals: any[] | null }>(\`search.php?s=\${encodeURIComponent(query)}\`)).meals ?? []).map(toMeal),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useMeal(id: string) {
  return useQuery({
    queryKey: ['meal', id],
    queryFn: async () => {
      const meals = (await get<{ meals: any[] | null }>(\`lookup.php?i=\${id}\`)).meals;
      if (!meals?.length) throw new Error('Recipe not found');
      return toMeal(meals[0]);
    },
    staleTime: Infinity, // recipes don't change
  });
}
\`\`\`

## The search screen
Debounce the text (a \`useDebouncedValue\` hook with \`setTimeout\` and cleanup), then show results in a two-column grid:
\`\`\`tsx
const [text, setText] = useState('');
const query = useDebouncedValue(text.trim(), 400);
const { data = [], isFetching, isError, refetch } = useSearch(query);

<TextInput value={text} onChangeText={setText} placeholder="Search paneer, biryani, dal…"
  returnKeyType="search" autoCorrect={false} clearButtonMode="while-editing" />
<FlatList
  data={data}
  numColumns={2}
  columnWrapperStyle={{ gap: 12 }}
  keyExtractor={(m) => m.id}
  renderItem={({ item }) => <MealCard meal={item} />}
  ListEmptyComponent={query.length >= 2 && !isFetching ? <Text>No recipes for "{query}"</Text> : null}
  keyboardDismissMode="on-drag"
/>
\`\`\`
\`MealCard\` is a \`Link\` to \`/meal/[id]\` with an \`expo-image\` thumbnail.

## The details screen
\`\`\`tsx
export default function MealScreen() {
  const { id } = useLocalSearchParams<{ id: string }>();
  const { data: meal, isPending, isError, refetch } = useMeal(id);
  if (isPending) return <ActivityIndicator style={{ flex: 1 }} />;
  if (isError) return <ErrorState onRetry={refetch} />;
  return (
    <ScrollView>
      <Stack.Screen options={{ title: meal.name }} />
      <Image source={meal.thumb} style={{ width: '100%', aspectRatio: 1 }} contentFit="cover" />
      {meal.ingredients.map((ing) => (
        <Text key={ing.name}>• {ing.measure} {ing.name}</Text>
      ))}
      <Text>{meal.instructions}</Text>
      {meal.youtube && <Button title="Watch video" onPress={() => Linking.openURL(meal.youtube!)} />}
    </ScrollView>
  );
}
\`\`\`
A \`ScrollView\` suits the details page: its content is a fixed, modest amount.

## Common mistake
Using \`numColumns\` and then changing it while the app runs (for example on rotation). FlatList throws *"Changing numColumns on the fly is not supported"*. Give the list a \`key\` that includes the column count so it remounts: \`\` key={\`grid-\${columns}\`} \`\`.

## Check it works
Search "paneer": results appear after you pause typing, in two columns. Search "zzz": your empty message shows, no crash. Open a meal: image, ingredients and steps display, and "Watch video" opens YouTube. Go back and reopen it — it appears instantly from cache.
`,
      quiz: [
        {
          question: 'Why set staleTime: Infinity for meal details?',
          answer: 'Recipe details don\'t change, so once fetched they can be served from cache without ever refetching.',
          keyPoints: ['data never changes', 'serve from cache'],
        },
        {
          question: 'How do you show a two-column grid with FlatList?',
          answer: 'Set numColumns={2}, and use columnWrapperStyle to space the items in each row.',
          keyPoints: ['numColumns 2', 'columnWrapperStyle spacing'],
        },
        {
          question: 'What happens if you change numColumns while the list is mounted, and how do you fix it?',
          answer: 'FlatList throws an error because changing numColumns on the fly isn\'t supported; change the list\'s key along with the column count so it remounts.',
          keyPoints: ['not supported error', 'change key', 'remount list'],
        },
        {
          question: 'How do you open the recipe\'s YouTube video?',
          answer: 'Call Linking.openURL with the video URL, which opens the YouTube app or browser.',
          keyPoints: ['call Linking.openURL', 'opens YouTube'],
        },
      ],
      handsOnTask: 'Write lib/api.ts with useSearch, useMeal, useCategories and useCategoryMeals hooks. Build the Search tab with a debounced input and a two-column grid of MealCards, the Discover tab with a category grid linking to /category/[name], and the meal details screen with image, ingredients, steps and a video button. Test empty results, errors (airplane mode) and cached revisits.',
      project: 'Builds Rasoi\'s browsing experience: categories, debounced search and a full recipe details screen.',
      exercise: 'Add an "area" filter chip row (Indian, Italian, Mexican) using filter.php?a=Indian.',
      beginnerTip: 'Log one real API response and keep it open while building screens; guessing field names is the most common source of blank screens.',
      advancedNote: 'filter.php returns only id, name and thumbnail per meal, so category screens show partial data; prefetching details on press-in with queryClient.prefetchQuery makes the details screen feel instant.',
    },
    {
      topicName: 'Capstone: favourites, sharing and polish',
      explanation: `## Favourites that work offline
The user's favourites are **their** data: keep them in a persisted Zustand store and save the fields needed to display the card, so the Favourites tab works with no network.
\`\`\`tsx
// store/favourites.ts
type FavMeal = Pick<Meal, 'id' | 'name' | 'thumb' | 'category'>;
type FavState = {
  items: Record<string, FavMeal & { savedAt: string }>;
  toggle: (meal: FavMeal) => void;
};

export const useFavourites = create<FavState>()(
  persist(
    (set) => ({
      items: {},
      toggle: (meal) => set((s) => {
        const items = { ...s.items };
        if (items[meal.id]) delete items[meal.id];
        else items[meal.id] = { ...meal, savedAt: new Date().toISOString() };
        return { items };
      }),
    }),
    { name: 'rasoi-favourites', storage: createJSONStorage(() => AsyncStorage) }
  )
);

// on the details screen
const isFav = useFavourites((s) => !!s.items[meal.id]);
const toggle = useFavourites((s) => s.toggle);
\`\`\`
Note the copy (\`{ ...s.items }\`) before deleting — never mutate the existing state object.

## A heart that feels good
Put the button in the header with \`<Stack.Screen options={{ headerRight: () => <HeartButton /> }} />\`, animate it with a Reanimated spring (\`scale.value = withSequence(withSpring(1.3), withSpring(1))\`) and add \`Haptics.notificationAsync(Haptics.NotificationFeedbackType.Success)\`. Give it \`accessibilityRole="button"\`, \`accessibilityLabel="Save to favourites"\` and \`accessibilityState={{ selected: isFav }}\`.

## The Favourites tab
List \`Object.values(items)\` sorted by \`savedAt\` (newest first) with swipe-to-remove and an empty state that links to Discover. Show a badge with the count: \`tabBarBadge: count || undefined\`.

## Sharing a recipe
\`\`\`tsx
const ingredients = meal.ingredients.map((i) => \`• \${i.measure} \${i.name}\`).join('\\n');
Share.share({ message: \`\${meal.name} (from Rasoi)\\n\\nIngredients:\\n\${ingredients}\` });
\`\`\`

## Polish checklist
Loading skeletons instead of spinners on grids, error states with Retry, dark mode, pull-to-refresh on Discover, and text that survives the largest system font size.

## Common mistake
Storing only favourite **ids** and fetching each meal to show the Favourites tab. Opening it offline shows nothing, and online it fires one request per favourite. Store the display fields with the id.

## Check it works
Favourite three recipes, turn on airplane mode, kill and reopen the app: the Favourites tab still shows all three with images (expo-image cache). The heart animates and the badge count updates. Share a recipe to WhatsApp.
`,
      quiz: [
        {
          question: 'Why store name, thumbnail and category with each favourite instead of only the id?',
          answer: 'So the Favourites tab can display without the network and without one request per favourite.',
          keyPoints: ['works offline', 'no extra requests'],
        },
        {
          question: 'Why copy items before deleting in the toggle action?',
          answer: 'State must not be mutated; copying creates a new object so Zustand and React detect the change.',
          keyPoints: ['don\'t mutate state', 'new object'],
        },
        {
          question: 'How do you make the heart button accessible?',
          answer: 'Give it accessibilityRole="button", a clear accessibilityLabel and accessibilityState={{ selected: isFav }} so screen readers announce its state.',
          keyPoints: ['accessibilityRole button', 'clear accessibilityLabel', 'selected state'],
        },
        {
          question: 'How do you show the number of favourites on the tab?',
          answer: 'Set the tab\'s tabBarBadge option to the count (or undefined when zero).',
          keyPoints: ['tabBarBadge option', 'favourite count'],
        },
      ],
      handsOnTask: 'Create the persisted favourites store and an animated, accessible heart button in the meal screen header with haptic feedback. Build the Favourites tab with a sorted list, swipe-to-remove, empty state and a tab badge. Add a Share button, then test the whole app offline after a restart.',
      project: 'Completes Rasoi: offline favourites, an animated heart, tab badge, recipe sharing and a polish pass.',
      exercise: 'Add a "Recently viewed" row on the Discover tab that remembers the last five opened recipes.',
      beginnerTip: 'Use the app yourself for a day to plan a real meal; you\'ll find the rough edges faster than any checklist.',
      advancedNote: 'The selector (s) => !!s.items[meal.id] returns a boolean, so the details screen re-renders only when this meal\'s favourite status changes, not when other favourites are added.',
    },
    {
      topicName: 'Testing React Native apps with Jest and Testing Library',
      explanation: `## What to test
Three layers give the most confidence for the effort:
1. **Pure logic** — \`balances\`, \`settleUp\`, \`toMeal\`. Plain Jest, fast, no rendering.
2. **Components and screens** — render them, press things like a user, check what's on screen with **React Native Testing Library** (RNTL).
3. A few **end-to-end** flows on a real build (Maestro or Detox) — covered in job prep.

## Setup in an Expo project
\`\`\`bash
npx expo install jest-expo jest @types/jest --dev
npx expo install @testing-library/react-native --dev
\`\`\`
\`\`\`json
// package.json
"scripts": { "test": "jest --watchAll" },
"jest": { "preset": "jest-expo" }
\`\`\`
\`jest-expo\` configures Babel and mocks Expo's native modules so tests run in Node.

## Unit test: the splitting logic
\`\`\`ts
// lib/__tests__/split.test.ts
import { balances, settleUp } from '../split';

test('splits ₹100 among three without losing a paisa', () => {
  const bal = balances(['A', 'B', 'C'], [
    { id: '1', title: 'Chai', amountPaise: 10000, paidBy: 'A', createdAt: '' },
  ]);
  expect(Object.values(bal).reduce((a, b) => a + b, 0)).toBe(0);
  expect(settleUp(bal)).toHaveLength(2);
});
\`\`\`

## Component test
\`\`\`tsx
import { render, screen, userEvent } from '@testing-library/react-native';
import { AddExpenseForm } from '../AddExpenseForm';

test('adds an expense in paise', async () => {
  const onAdd = jest.fn();
  const user = userEvent.setup();
  render(<AddExpenseForm onAdd={onAdd} />);

  await user.type(screen.getByPlaceholderText('Dinner, taxi, groceries…'), 'Taxi');
  await user.type(screen.getByPlaceholderText('Amount in ₹'), '250.5');
  await user.press(screen.getByRole('button', { name: 'Add expense' }));

  expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ title: 'Taxi', amountPaise: 25050 }));
});
\`\`\`
\`getByRole('button', …)\` only finds the Pressable if it has \`accessibilityRole="button"\` (or \`role="button"\`) — tests push you toward accessible components.

Native modules need mocks; for AsyncStorage, add to a Jest setup file:
\`\`\`ts
jest.mock('@react-native-async-storage/async-storage', () =>
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'));
\`\`\`

## Common mistake
Testing implementation details — checking a component's state or a style value. Those tests break on every refactor while missing real bugs. Assert what the user sees and what callbacks receive.

## Check it works
Run \`npm test\`. Break \`balances\` (remove the remainder handling) and watch the unit test fail; add \`accessibilityRole\` to your button if \`getByRole\` can't find it.
`,
      quiz: [
        {
          question: 'What preset do you use to run Jest in an Expo project?',
          answer: 'jest-expo, set as "preset": "jest-expo" in the Jest config, which configures Babel and mocks Expo native modules.',
          keyPoints: ['jest-expo preset', 'mocks native modules'],
        },
        {
          question: 'Why might getByRole(\'button\', { name: \'Add expense\' }) fail to find a Pressable?',
          answer: 'Pressable has no role by default; it needs accessibilityRole="button" (or role="button") to be found by role.',
          keyPoints: ['needs accessibilityRole', 'no default role'],
        },
        {
          question: 'Why should splitting logic have plain unit tests?',
          answer: 'It\'s pure logic with many edge cases; plain Jest tests are fast, need no rendering and catch maths errors like lost paise.',
          keyPoints: ['pure logic', 'fast tests', 'edge cases'],
        },
        {
          question: 'How do you handle native modules like AsyncStorage in tests?',
          answer: 'Mock them with jest.mock, for example using AsyncStorage\'s provided jest mock, in a setup file.',
          keyPoints: ['use jest.mock', 'provided AsyncStorage mock'],
        },
      ],
      handsOnTask: 'Set up jest-expo and React Native Testing Library in Hisaab. Write unit tests for balances and settleUp (including the uneven ₹100 split and an empty expense list) and a component test for AddExpenseForm using userEvent. Break the logic on purpose to see a test fail, then fix it.',
      project: 'Adds a Jest test suite to Hisaab covering the splitting maths and the add-expense form.',
      exercise: 'Write a test that submitting the form with an empty title shows the "What was it for?" error and doesn\'t call onAdd.',
      beginnerTip: 'Start with tests for pure functions; they\'re the easiest to write and catch the costliest bugs in a money app.',
      advancedNote: 'For end-to-end tests on real builds, Maestro uses simple YAML flows (tapOn, inputText, assertVisible) and runs on emulators or EAS Workflows, while Detox offers grey-box synchronisation with the app\'s JS thread for fewer flaky waits.',
    },
    {
      topicName: 'Debugging and performance on mobile',
      explanation: `## Debugging tools
- **React Native DevTools** — press \`j\` in the Expo CLI terminal. You get a Console, Sources with breakpoints, a Memory panel, and the React Components and Profiler tabs, connected to the app's Hermes engine.
- **Dev menu** — shake the device or press \`m\`: reload, toggle the **Performance Monitor** (JS and UI frame rates), and the element inspector.
- **Network** — the DevTools Network panel (in recent versions) or logging inside your API hook.
- **Native logs** — \`npx expo run:android\` output or Android Studio's Logcat show crashes that happen outside JavaScript.

## Two threads, two frame rates
The Performance Monitor shows **UI FPS** and **JS FPS**. If JS FPS drops while UI stays at 60, your JavaScript is busy (heavy renders, big loops): taps feel late, but native scrolling still works. If UI FPS drops, the native side is overloaded (too many views, huge images, non-native animations).

## Common performance fixes
\`\`\`tsx
// 1. Memoise list rows and stable callbacks
const MealCard = memo(function MealCard({ meal, onPress }: Props) { /* ... */ });
const handlePress = useCallback((id: string) => router.push(\`/meal/\${id}\`), []);

// 2. Tell FlatList about fixed row heights
getItemLayout={(_, index) => ({ length: ROW_HEIGHT, offset: ROW_HEIGHT * index, index })}
\`\`\`
Also request thumbnail-sized images where the API offers them (TheMealDB documents smaller size variants of every meal image) instead of decoding full-size photos into 160-pixel cards.

Other wins: use \`FlashList\` from Shopify for long, complex lists; avoid \`console.log\` in hot paths (it's slow, especially in development); and move heavy work out of render with \`useMemo\`.

## Measure in release mode
Development builds are much slower: they include warnings, checks and unminified code. Before judging performance, run \`npx expo start --no-dev --minify\`, or better, test a preview build from EAS.

## Common mistake
Concluding "React Native is slow" from a development build on a budget phone. Profile a release build, find the specific slow component with the React Profiler, fix it, and measure again.

## Check it works
Open the Performance Monitor, scroll Rasoi's search results quickly, and note UI and JS FPS. Record a Profiler session while typing in search and find which components render on each keystroke; memoise what shouldn't.
`,
      quiz: [
        {
          question: 'How do you open React Native DevTools from an Expo project?',
          answer: 'Press j in the terminal running the Expo CLI (npx expo start), which opens DevTools connected to the Hermes engine.',
          keyPoints: ['press j', 'Expo CLI terminal'],
        },
        {
          question: 'What does it mean if JS FPS drops but UI FPS stays at 60?',
          answer: 'The JavaScript thread is busy with heavy renders or calculations, so interactions feel delayed even though native scrolling is still smooth.',
          keyPoints: ['JavaScript thread busy', 'taps feel delayed'],
        },
        {
          question: 'Why measure performance in release mode?',
          answer: 'Development mode adds warnings, checks and unminified code, making the app much slower than what users get.',
          keyPoints: ['development mode slower', 'test release build'],
        },
        {
          question: 'Name two ways to speed up a long FlatList.',
          answer: 'Memoise row components with stable callbacks, provide getItemLayout for fixed heights, use smaller images, or switch to FlashList.',
          keyPoints: ['memoise rows', 'add getItemLayout', 'use FlashList'],
        },
      ],
      handsOnTask: 'Open React Native DevTools and set a breakpoint inside Rasoi\'s search query function, inspecting the response. Use the Performance Monitor while scrolling search results in development and then with npx expo start --no-dev --minify, and record both FPS readings. Profile typing in search, then memoise MealCard and use smaller thumbnails, and record the improvement.',
      project: 'Profiles Rasoi and fixes its slowest screens with memoised rows and smaller images.',
      exercise: 'Replace the search results FlatList with FlashList from @shopify/flash-list and compare scrolling smoothness.',
      beginnerTip: 'When the app crashes with a red screen, read the first line and the top frame from your own code; the rest is usually framework internals.',
      advancedNote: 'Hermes compiles JavaScript to bytecode at build time, so release apps skip parsing at startup; the DevTools Memory panel\'s heap snapshots help find leaks such as listeners or intervals not removed in effect cleanups.',
    },
    {
      topicName: 'App configuration and EAS Build: making an installable app',
      explanation: `## From Expo Go to your own app
Expo Go is a development sandbox. To put Rasoi on a phone as **its own app** — with its name, icon, and any native modules you like — you build a binary: an **APK/AAB** for Android or an **IPA** for iOS. **EAS Build** builds these in the cloud, so you don't need Android Studio or a Mac.

## app.json essentials
\`\`\`json
{
  "expo": {
    "name": "Rasoi",
    "slug": "rasoi",
    "version": "1.0.0",
    "scheme": "rasoi",
    "icon": "./assets/images/icon.png",
    "userInterfaceStyle": "automatic",
    "android": {
      "package": "com.yourname.rasoi",
      "adaptiveIcon": { "foregroundImage": "./assets/images/adaptive-icon.png", "backgroundColor": "#0f766e" }
    },
    "ios": { "bundleIdentifier": "com.yourname.rasoi" },
    "plugins": ["expo-router", ["expo-splash-screen", { "image": "./assets/images/splash.png", "imageWidth": 200, "backgroundColor": "#0f766e" }]]
  }
}
\`\`\`
\`android.package\` and \`ios.bundleIdentifier\` are the app's permanent identity on the stores — choose them carefully; they can't change after publishing. \`version\` is what users see; stores also need an increasing build number (\`versionCode\` / \`buildNumber\`), which EAS can manage for you.

## Building
\`\`\`bash
npm install -g eas-cli
eas login
eas build:configure          # creates eas.json with development, preview and production profiles
\`\`\`
For a test APK you can install directly, make the preview profile produce one:
\`\`\`json
// eas.json
"build": {
  "preview": { "distribution": "internal", "android": { "buildType": "apk" } },
  "production": { "autoIncrement": true }
}
\`\`\`
\`\`\`bash
eas build --platform android --profile preview
\`\`\`
When it finishes, EAS gives a link and QR code; open it on your Android phone to install. Production Android builds produce an **AAB**, the format Google Play requires. iOS device builds need a paid Apple Developer account.

## Development builds
Once you add a library with custom native code that Expo Go doesn't include, create a **development build** (\`expo-dev-client\` + \`eas build --profile development\`): your own version of Expo Go with your native modules, still with Fast Refresh.

## Common mistake
Putting secret API keys in \`app.json\` or \`EXPO_PUBLIC_\` environment variables and assuming the binary hides them. Anything in the app bundle can be extracted from the APK. Keep secrets on a server.

## Check it works
Install the preview APK on your phone: Rasoi appears with its own icon and splash screen, opens without Expo Go, and works offline with your favourites.
`,
      quiz: [
        {
          question: 'Why can\'t android.package and ios.bundleIdentifier change after publishing?',
          answer: 'They are the app\'s permanent identity in the Play Store and App Store; changing them creates a different app.',
          keyPoints: ['permanent app identity', 'different app'],
        },
        {
          question: 'What is the difference between an APK and an AAB?',
          answer: 'An APK can be installed directly on a device (good for testing); an AAB is the bundle format Google Play requires for publishing, from which Play generates optimised APKs.',
          keyPoints: ['APK installs directly', 'AAB for Play Store'],
        },
        {
          question: 'When do you need a development build instead of Expo Go?',
          answer: 'When your app uses native code or libraries that Expo Go doesn\'t include; the development build is your own Expo Go with those modules.',
          keyPoints: ['custom native code', 'not in Expo Go'],
        },
        {
          question: 'Are keys in app.json or EXPO_PUBLIC_ variables secret?',
          answer: 'No. They are bundled into the app and can be extracted from the binary, so real secrets must stay on a server.',
          keyPoints: ['bundled into app', 'can be extracted', 'keep on server'],
        },
      ],
      handsOnTask: 'Configure Rasoi\'s app.json with name, version, scheme, icon, adaptive icon, splash screen, android.package and ios.bundleIdentifier. Install eas-cli, run eas build:configure, set the preview profile to build an APK, and run an Android preview build. Install it on your phone and check the icon, splash and offline favourites.',
      project: 'Turns Rasoi into a real installable Android app with its own icon and splash screen via EAS Build.',
      exercise: 'Build the same preview for a friend\'s phone using the internal distribution link and collect their first impressions.',
      beginnerTip: 'EAS\'s free plan queues builds behind paid ones; start the build, then keep working while it runs.',
      advancedNote: 'Expo\'s Continuous Native Generation runs npx expo prebuild to generate the android and ios folders from app.json and config plugins at build time, so you rarely edit native projects by hand and SDK upgrades stay manageable.',
    },
    {
      topicName: 'Publishing to Google Play and the App Store, and shipping updates',
      explanation: `## The store accounts
- **Google Play Console**: one-time US$25 fee. New personal accounts must run a **closed test with at least 12 testers for 14 days** before they can publish to production, so start early.
- **Apple Developer Program**: US$99 per year; apps go through App Store Connect, TestFlight for beta testing, and App Review.

## What the stores need
A store listing (title, short and full description, screenshots for phone sizes, feature graphic on Play), a **privacy policy URL**, content rating questionnaire, the Play **Data safety** form / Apple privacy "nutrition labels" (what data you collect — be honest; AsyncStorage-only apps collect little), and target audience.

## Building and submitting
\`\`\`bash
eas build --platform android --profile production   # AAB
eas submit --platform android                        # uploads to Play Console
eas build --platform ios --profile production
eas submit --platform ios                            # uploads to App Store Connect / TestFlight
\`\`\`
Google requires the **first** upload of a new app to be done manually in the Play Console; after that \`eas submit\` can upload using a Google service-account key. Each new store build needs a higher build number — \`"autoIncrement": true\` in the production profile handles it.

## Over-the-air updates with EAS Update
JavaScript and assets can be updated without a store release:
\`\`\`bash
npx expo install expo-updates
eas update:configure
eas update --channel production --message "Fix ingredient list spacing"
\`\`\`
Users download the update on a later launch. But **native changes** — a new native library, permissions, app icon, SDK upgrade — require a new store build. The **runtime version** ensures an update only reaches builds with compatible native code.

## Common mistake
Using OTA updates to ship big new features that bypass review, or pushing an update that needs a native module the installed build doesn't have — users' apps crash on launch. Keep OTA updates for fixes and small improvements, and bump the runtime version whenever native code changes.

## Check it works
Create a Play Console internal testing track and upload your AAB (manually, the first time). Install it from the Play Store test link on your phone. Then change a text string, run \`eas update\` on the matching channel, restart the app twice, and see the change.
`,
      quiz: [
        {
          question: 'What must new personal Google Play developer accounts do before publishing to production?',
          answer: 'Run a closed test with at least 12 testers for 14 days.',
          keyPoints: ['closed test', '12 testers', '14 days'],
        },
        {
          question: 'What can EAS Update change without a new store build?',
          answer: 'JavaScript code and assets; native changes such as new native libraries, permissions, icons or SDK upgrades need a new build.',
          keyPoints: ['JavaScript and assets', 'not native changes'],
        },
        {
          question: 'What is the runtime version for?',
          answer: 'It marks which native build an update is compatible with, so updates only reach apps with matching native code.',
          keyPoints: ['compatible native code', 'matching builds only'],
        },
        {
          question: 'What does eas submit do?',
          answer: 'It uploads a built binary to Google Play Console or App Store Connect from the command line (after the first manual Play upload).',
          keyPoints: ['uploads to stores', 'from command line'],
        },
      ],
      handsOnTask: 'Write a privacy policy and store listing for Rasoi (descriptions and at least four screenshots), create the app in the Play Console, and upload a production AAB to an internal testing track. Invite testers and install it from the Play test link. Configure EAS Update, publish a small text fix to the production channel and confirm it reaches the installed app.',
      project: 'Publishes Rasoi to a Play Store testing track and sets up over-the-air updates.',
      exercise: 'Write release notes for version 1.0.1 and decide which of three planned changes can ship over the air and which need a new build.',
      beginnerTip: 'Recruit your 12 closed testers on day one (friends, classmates, a WhatsApp group); the 14-day clock is usually the slowest part of a first release.',
      advancedNote: 'EAS Update supports channels and branches, so you can point the preview channel at a test branch, roll out updates to a percentage of users, and republish a previous update to roll back instantly if something breaks.',
    },
    {
      topicName: 'Accessibility in mobile apps',
      explanation: `## Who you're building for
Millions of people use phones with **TalkBack** (Android) or **VoiceOver** (iOS) screen readers, large system font sizes, or limited dexterity. Accessibility is also checked in store reviews and interviews. React Native maps accessibility props to native APIs, so the same code works on both platforms.

## The essential props
\`\`\`tsx
<Pressable
  onPress={toggleFavourite}
  accessibilityRole="button"
  accessibilityLabel={isFav ? \`Remove \${meal.name} from favourites\` : \`Save \${meal.name} to favourites\`}
  accessibilityHint="Saved recipes are available offline"
  accessibilityState={{ selected: isFav }}
  hitSlop={8}
>
  <Ionicons name={isFav ? 'heart' : 'heart-outline'} size={24} />
</Pressable>
\`\`\`
- **Role** says what it is (button, link, header, image, switch, tab).
- **Label** is what's read aloud; icon-only controls *must* have one.
- **State** announces selected, checked, disabled or expanded.
- **hitSlop** enlarges the touch area without changing the layout. Aim for at least **44×44 pt** (Apple) / **48×48 dp** (Android) touch targets.

Group related text so it's read as one item: \`<View accessible accessibilityLabel={\`\${meal.name}, \${meal.category}, \${meal.ingredients.length} ingredients\`}>\`. Mark screen titles with \`accessibilityRole="header"\` so screen-reader users can jump between them.

## Text scaling
Users set larger fonts in system settings, and \`Text\` scales with them by default (\`allowFontScaling\`). Design for it: avoid fixed heights on text containers, let rows wrap, and cap only where layout truly breaks with \`maxFontSizeMultiplier={1.5}\` — never disable scaling entirely.

## Announcing changes
After an action with no visible focus change, announce it: \`AccessibilityInfo.announceForAccessibility('Recipe saved')\`.

## Common mistake
Decorative icons and images that screen readers stop on ("image", "unlabelled button"). Hide purely decorative elements with \`accessible={false}\` or \`importantForAccessibility="no"\` (Android), and label meaningful ones.

## Check it works
Turn on TalkBack (Settings → Accessibility) or VoiceOver and use Rasoi with your eyes closed: search, open a recipe, save it, find it in Favourites. Set the system font to the largest size and check nothing is clipped. Android's free **Accessibility Scanner** app flags small targets and low contrast.
`,
      quiz: [
        {
          question: 'What do accessibilityRole, accessibilityLabel and accessibilityState do?',
          answer: 'Role says what kind of element it is, label gives the text the screen reader reads aloud, and state announces conditions like selected, checked or disabled.',
          keyPoints: ['role is element type', 'label read aloud', 'state like selected'],
        },
        {
          question: 'What minimum touch target sizes should you aim for?',
          answer: 'At least 44×44 points on iOS and 48×48 dp on Android; hitSlop can enlarge the touch area.',
          keyPoints: ['44 points iOS', '48 dp Android', 'use hitSlop'],
        },
        {
          question: 'How should you handle large system font sizes?',
          answer: 'Keep font scaling on, avoid fixed heights on text, let content wrap, and only cap extreme sizes with maxFontSizeMultiplier.',
          keyPoints: ['keep font scaling', 'avoid fixed heights', 'cap with maxFontSizeMultiplier'],
        },
        {
          question: 'How do you announce a change that has no visible focus change?',
          answer: 'Call AccessibilityInfo.announceForAccessibility with a short message like "Recipe saved".',
          keyPoints: ['call announceForAccessibility', 'short message'],
        },
      ],
      handsOnTask: 'Audit Rasoi with TalkBack or VoiceOver: add roles, labels and states to every interactive element, group meal cards into single accessible items, mark headers and hide decorative images. Increase touch targets with hitSlop and test at the largest system font size. Run Android\'s Accessibility Scanner and fix what it reports.',
      project: 'Makes Rasoi usable with screen readers, large text and comfortable touch targets.',
      exercise: 'Add an announcement when a search finishes, such as "12 recipes found", using AccessibilityInfo.',
      beginnerTip: 'Close your eyes and try to use your own app with the screen reader for five minutes; you\'ll immediately hear what\'s missing.',
      advancedNote: 'The newer role prop and aria-* props (aria-label, aria-selected) are also supported and map to the same native APIs, easing code sharing with React DOM; on Android, accessibilityLiveRegion="polite" makes a view announce its own content changes.',
    },
    {
      topicName: 'Job readiness: React Native portfolio and interview prep',
      explanation: `## What employers look for
Junior React Native roles want proof you can ship: an app people can install, clean code, and an understanding of how mobile differs from web. You have two apps — Hisaab and Rasoi — now package them.

## Portfolio checklist
- A **public install path**: Play Store testing link, a preview APK link, or at minimum an Expo Go QR / web build. A recruiter who can tap "install" is worth more than a repo.
- A **30–60 second screen recording** of each app in the README, plus screenshots.
- README sections: features, tech (Expo Router, TanStack Query, Zustand, Reanimated), architecture decisions (paise as integers, where state lives, offline favourites), testing, and how to run.
- Tests and a CI workflow running \`npm test\` and \`npx tsc --noEmit\`.

## Questions to practise out loud
1. **How does React Native render?** Components become native views; JS runs on Hermes; the New Architecture uses JSI for direct calls and Fabric for rendering.
2. **FlatList vs ScrollView** — virtualization; keys; \`extraData\`.
3. **How do you persist data?** AsyncStorage vs SecureStore vs SQLite, with reasons.
4. **Expo Go vs development build vs production build.**
5. **What can an OTA update change?** JS and assets, not native code; runtime versions.
6. **Why is an animation janky?** JS thread vs UI thread; Reanimated worklets; \`useNativeDriver\` in the built-in Animated API.
7. **Platform differences you've handled** — back button, shadows, permissions, keyboard.
8. **How do you debug a crash only on Android release builds?** Logcat, reproduce with a preview build, check Proguard/Hermes, source maps.

## The take-home task
Common: "Build a 2-screen app listing items from an API with a detail screen and favourites." Your Rasoi structure is the template: typed API layer with normalisation, TanStack Query, Expo Router, persisted store, loading/empty/error states, one test file. Finish with a README explaining trade-offs and what you'd do with more time.

## Common mistake
Submitting a take-home that only works on the simulator you used. Reviewers often run it on the other platform first. Test on both, include setup instructions, and note the platforms you verified.

## Check it works
Ask someone who isn't a developer to install one of your apps from your README instructions alone, without your help. Time how long it takes and fix whatever confused them.
`,
      quiz: [
        {
          question: 'What is the difference between Expo Go, a development build and a production build?',
          answer: 'Expo Go is a sandbox app with a fixed set of native modules; a development build is your own dev client including your native modules; a production build is the optimised, signed binary for the stores.',
          keyPoints: ['Expo Go sandbox', 'development build own modules', 'production for stores'],
        },
        {
          question: 'How would you explain why an animation is janky?',
          answer: 'It\'s probably driven from the busy JS thread; moving it to the UI thread with Reanimated worklets (or useNativeDriver) keeps frames smooth.',
          keyPoints: ['busy JS thread', 'run on UI thread', 'Reanimated worklets'],
        },
        {
          question: 'What makes a React Native portfolio project stand out?',
          answer: 'An easy way to install or try it, a short video and screenshots, a README explaining architecture decisions, and tests with CI.',
          keyPoints: ['easy to install', 'video and screenshots', 'architecture decisions'],
        },
      ],
      handsOnTask: 'Record a short screen video of Hisaab and Rasoi, and rewrite both READMEs with install links, features, architecture decisions and testing notes. Practise the eight interview questions aloud with examples from your apps. Then complete a 3-hour mock take-home: a two-screen app listing GitHub repositories for a username with a detail screen and persisted favourites.',
      project: 'Packages Hisaab and Rasoi as portfolio pieces with install links, videos and architecture notes.',
      exercise: 'Write a 150-word answer to "Tell me about a hard bug you fixed in a mobile app" using a real issue from this month.',
      beginnerTip: 'Apply even if you don\'t match every listed requirement; a working, installable app often matters more than years of experience on a junior role.',
      advancedNote: 'Senior-leaning interviews explore offline sync and conflict resolution, app size budgets, crash reporting (Sentry) and release management with staged rollouts — having one opinionated example from your own apps for each is a strong signal.',
    },
  ],
  advancedDays: [
    {
      topicName: 'The New Architecture: JSI, Fabric and TurboModules',
      explanation: `## From the bridge to JSI
The original React Native architecture had a **bridge**: JavaScript and native code lived in separate worlds and exchanged **asynchronous, JSON-serialised messages** in batches. That made every call async, added serialisation cost, and could cause visible lag (a scroll view and JS fighting over position).

The **New Architecture**, the default since React Native 0.76 and the only option from 0.82, replaces it with:
- **JSI (JavaScript Interface)** — a C++ API that lets JavaScript hold references to native (host) objects and call their methods **directly and synchronously**, no JSON.
- **Fabric** — the new renderer. The shadow tree is built in C++, layout (Yoga) runs off the JS thread, and it supports React's concurrent features (transitions, Suspense) and synchronous layout reads.
- **TurboModules** — native modules loaded **lazily** on first use (faster startup) and called through JSI.
- **Codegen** — generates typed C++ glue from TypeScript specs, so JS and native agree on types at build time.
- **Bridgeless mode** — the bridge is gone entirely.

## What it means in practice
\`\`\`tsx
// Synchronous layout measurement is now possible in useLayoutEffect
useLayoutEffect(() => {
  ref.current?.measure((x, y, width, height) => {
    setTooltipPosition({ top: y + height, left: x }); // applied before the user sees a frame
  });
}, []);
\`\`\`
- Tooltips and popovers can be positioned without a flash of wrong layout.
- Libraries like Reanimated, VisionCamera and MMKV use JSI for fast, synchronous calls (MMKV reads storage synchronously — far faster than AsyncStorage).
- \`startTransition\` and \`Suspense\` work as on the web.
- New style features (\`boxShadow\`, \`filter\`, \`display: 'contents'\`) are Fabric-only.

## Checking compatibility
Most popular libraries support the New Architecture; check **reactnative.directory**, which labels support. Old libraries that rely on the bridge may work through an interop layer, but unmaintained ones are a risk — prefer maintained alternatives.

## Common mistake
Assuming "synchronous" means you should do heavy work synchronously. A synchronous JSI call still blocks the JS thread while it runs; long native work should stay asynchronous (promise-returning functions) or run on a background thread.

## Check it works
In React Native DevTools or the dev menu, confirm your app runs with the New Architecture (Expo SDK 53+ enables it by default). Replace AsyncStorage reads in a settings screen with \`react-native-mmkv\` in a development build and compare start-up read times.
`,
      quiz: [
        {
          question: 'What was the main limitation of the old bridge?',
          answer: 'All communication between JavaScript and native was asynchronous and serialised as JSON messages, adding latency and overhead.',
          keyPoints: ['asynchronous messages', 'JSON serialisation', 'added latency'],
        },
        {
          question: 'What does JSI allow?',
          answer: 'JavaScript can hold references to native host objects and call their methods directly and synchronously through a C++ interface, without JSON serialisation.',
          keyPoints: ['direct native calls', 'synchronous calls', 'no JSON'],
        },
        {
          question: 'What are TurboModules and Fabric?',
          answer: 'TurboModules are lazily loaded native modules called via JSI; Fabric is the new C++-based renderer supporting concurrent React and synchronous layout.',
          keyPoints: ['lazy native modules', 'new renderer', 'concurrent features'],
        },
        {
          question: 'Does a synchronous JSI call mean heavy work should be synchronous?',
          answer: 'No. Synchronous calls block the JS thread while running, so long tasks should stay asynchronous or run on background threads.',
          keyPoints: ['blocks JS thread', 'keep heavy work async'],
        },
      ],
      handsOnTask: 'Check which libraries in Rasoi support the New Architecture on reactnative.directory. Create a development build and replace the favourites storage with react-native-mmkv through Zustand\'s persist storage adapter, then measure cold-start time to favourites appearing before and after. Build a tooltip positioned with measure in useLayoutEffect and check it never flashes in the wrong place.',
      project: 'Speeds up Rasoi\'s start-up by moving favourites storage to JSI-based MMKV in a development build.',
      exercise: 'Write a one-page explanation, with a diagram, of how a tap on the heart button travels from native touch to JS and back to the screen in the New Architecture.',
      beginnerTip: 'You don\'t need to write C++ to benefit; choosing JSI-based libraries and keeping the New Architecture on gives you most of the gains.',
      advancedNote: 'Fabric can render React updates synchronously on the UI thread for high-priority events, and shares the immutable shadow tree across threads, which is what lets concurrent rendering prepare a new tree in the background while the current one stays on screen.',
    },
    {
      topicName: 'Writing native modules with the Expo Modules API',
      explanation: `## When JavaScript isn't enough
Sometimes you need a platform API no library covers — a vendor SDK, a special sensor, a system setting. The **Expo Modules API** lets you write native code in **Swift** (iOS) and **Kotlin** (Android) with a small, declarative DSL, and call it from JavaScript through JSI.

## Create a local module
\`\`\`bash
npx create-expo-module@latest --local
# name it "device-info-extra" → creates modules/device-info-extra/
\`\`\`
It contains \`ios/…Module.swift\`, \`android/…Module.kt\`, and \`index.ts\`.

**Swift**
\`\`\`swift
import ExpoModulesCore

public class DeviceInfoExtraModule: Module {
  public func definition() -> ModuleDefinition {
    Name("DeviceInfoExtra")

    Function("isLowPowerMode") { () -> Bool in
      return ProcessInfo.processInfo.isLowPowerModeEnabled
    }
  }
}
\`\`\`
**Kotlin**
\`\`\`kotlin
package expo.modules.deviceinfoextra

import android.content.Context
import android.os.PowerManager
import expo.modules.kotlin.modules.Module
import expo.modules.kotlin.modules.ModuleDefinition

class DeviceInfoExtraModule : Module() {
  override fun definition() = ModuleDefinition {
    Name("DeviceInfoExtra")

    Function("isLowPowerMode") {
      val pm = appContext.reactContext?.getSystemService(Context.POWER_SERVICE) as? PowerManager
      pm?.isPowerSaveMode ?: false
    }
  }
}
\`\`\`
**TypeScript**
\`\`\`ts
import { requireNativeModule } from 'expo';

const DeviceInfoExtra = requireNativeModule('DeviceInfoExtra');
export function isLowPowerMode(): boolean {
  return DeviceInfoExtra.isLowPowerMode();
}
\`\`\`
\`Function\` is synchronous; use \`AsyncFunction\` for slow work (it returns a Promise in JS). \`Events("onChange")\` plus \`sendEvent\` lets native code push updates, and \`View\` definitions expose native UI components.

## Running it
Native code isn't in Expo Go, so use a development build: \`npx expo run:android\` / \`npx expo run:ios\` (needs Android Studio / Xcode) or \`eas build --profile development\`. Rasoi could use \`isLowPowerMode()\` to skip heavy animations when the battery saver is on.

## Config plugins
If a module needs native configuration (a permission in \`AndroidManifest.xml\`, an \`Info.plist\` key), write a **config plugin** so \`npx expo prebuild\` applies it automatically rather than hand-editing generated native folders.

## Common mistake
Doing slow native work (network, disk, heavy computation) in a synchronous \`Function\`. It blocks the JavaScript thread and freezes the app. Use \`AsyncFunction\`, which runs off the JS thread and resolves a promise.

## Check it works
Run the development build on a phone, turn battery saver on and off, and show the result of \`isLowPowerMode()\` on the Settings tab. Animations should be reduced when it's on.
`,
      quiz: [
        {
          question: 'What languages and tools does the Expo Modules API use?',
          answer: 'Swift for iOS and Kotlin for Android, with a declarative DSL (Name, Function, AsyncFunction, Events, View) exposed to JavaScript via JSI.',
          keyPoints: ['Swift and Kotlin', 'declarative DSL', 'exposed to JavaScript'],
        },
        {
          question: 'Why can\'t you run a custom native module in Expo Go?',
          answer: 'Expo Go only contains the native code it ships with; custom native code requires a development build of your own app.',
          keyPoints: ['Expo Go fixed modules', 'need development build'],
        },
        {
          question: 'When should you use AsyncFunction instead of Function?',
          answer: 'For slow work like disk, network or heavy computation, so it runs off the JS thread and returns a promise instead of blocking.',
          keyPoints: ['slow work', 'returns a promise', 'doesn\'t block'],
        },
        {
          question: 'What is a config plugin for?',
          answer: 'It modifies native project configuration (like AndroidManifest.xml or Info.plist) automatically during prebuild, instead of hand-editing native files.',
          keyPoints: ['modifies native config', 'during prebuild'],
        },
      ],
      handsOnTask: 'Create a local Expo module with create-expo-module --local that exposes isLowPowerMode on iOS and Android. Build and run a development build on your phone and display the value in Rasoi\'s Settings. Use it to disable non-essential Reanimated animations when battery saver is on, and add an event that notifies JS when the mode changes.',
      project: 'Adds a custom native module to Rasoi that reduces animations when the phone\'s battery saver is on.',
      exercise: 'Add an AsyncFunction that returns the free disk space in megabytes on both platforms.',
      beginnerTip: 'Search reactnative.directory and the Expo SDK first; write a native module only when no maintained library does what you need.',
      advancedNote: 'Expo modules can define shared objects and native views with props and events, and because they run on JSI they work only with the New Architecture-era runtime; the same API powers most of the Expo SDK itself.',
    },
    {
      topicName: 'Deep linking and universal links',
      explanation: `## Links that open your app
A **deep link** opens a specific screen: a friend shares a recipe, and tapping it opens Rasoi straight on that recipe. There are two kinds:
- **Custom scheme** links — \`rasoi://meal/52772\`. Easy, but only work if the app is installed, and any app can claim the same scheme.
- **Universal links (iOS) / App Links (Android)** — normal \`https://rasoi.app/meal/52772\` URLs that open the app if installed and the website otherwise. They're verified against your domain, so no other app can hijack them.

## With Expo Router, every route is linkable
Set a scheme in \`app.json\` (\`"scheme": "rasoi"\`) and \`rasoi://meal/52772\` opens \`app/meal/[id].tsx\` with \`id = 52772\` — no extra code. Build links with:
\`\`\`ts
import * as Linking from 'expo-linking';
const url = Linking.createURL('/meal/52772'); // rasoi://meal/52772 (exp://… inside Expo Go)
\`\`\`

## Universal links / App Links setup
\`\`\`json
// app.json
"ios": { "associatedDomains": ["applinks:rasoi.app"] },
"android": {
  "intentFilters": [{
    "action": "VIEW",
    "autoVerify": true,
    "data": [{ "scheme": "https", "host": "rasoi.app", "pathPrefix": "/meal" }],
    "category": ["BROWSABLE", "DEFAULT"]
  }]
}
\`\`\`
Then host two files on your domain over HTTPS:
- \`https://rasoi.app/.well-known/apple-app-site-association\` — lists your Apple Team ID + bundle id and allowed paths.
- \`https://rasoi.app/.well-known/assetlinks.json\` — lists your Android package and the **SHA-256 fingerprint** of the app's signing certificate (from \`eas credentials\` or the Play Console's app signing page).

## Handle the unexpected
Links are **user input**. A link can point to a meal that doesn't exist or carry junk params. Validate params on the screen (\`useMeal(id)\` shows "Recipe not found"), and add \`app/+not-found.tsx\` for unknown paths. Never perform actions (delete, pay) just because a link was opened — require confirmation.

## Common mistake
Using the upload key's fingerprint in \`assetlinks.json\` when Google Play re-signs your app with its **app signing key**. Verification fails silently and links open the browser. Use the fingerprint from Play Console → App integrity → App signing.

## Check it works
\`\`\`bash
npx uri-scheme open "rasoi://meal/52772" --android
xcrun simctl openurl booted "rasoi://meal/52772"   # iOS simulator
\`\`\`
Both should open the recipe screen with a back button to the tabs. Open an invalid id and an unknown path to see your fallback screens.
`,
      quiz: [
        {
          question: 'What is the difference between a custom scheme link and a universal link/App Link?',
          answer: 'A custom scheme (rasoi://) only works if the app is installed and can be claimed by any app; universal links/App Links are verified https URLs that open the app if installed and the website otherwise.',
          keyPoints: ['custom scheme unverified', 'verified https links', 'website fallback'],
        },
        {
          question: 'What extra work does Expo Router need to deep link to app/meal/[id].tsx?',
          answer: 'Only a scheme in app.json; every route is automatically deep-linkable, so rasoi://meal/52772 opens that screen with the id param.',
          keyPoints: ['set a scheme', 'routes automatically linkable'],
        },
        {
          question: 'Which files verify App Links and universal links?',
          answer: 'assetlinks.json for Android and apple-app-site-association for iOS, both hosted under /.well-known/ on your HTTPS domain.',
          keyPoints: ['assetlinks.json for Android', 'apple-app-site-association for iOS', '.well-known folder'],
        },
        {
          question: 'Why treat deep link params as untrusted?',
          answer: 'Anyone can craft a link, so params may be invalid or malicious; validate them and never perform actions without user confirmation.',
          keyPoints: ['anyone can craft links', 'validate params', 'confirm actions'],
        },
      ],
      handsOnTask: 'Add the rasoi scheme and make the Share button include a deep link to the recipe. Test opening rasoi://meal/52772 with uri-scheme on Android and simctl on iOS, including from a cold start, an invalid id and an unknown path with +not-found. If you own a domain, configure App Links with assetlinks.json and verify it with adb shell pm get-app-links.',
      project: 'Makes every Rasoi recipe shareable as a deep link that opens straight to its screen.',
      exercise: 'Make the Search tab deep-linkable with a query param, so rasoi://search?q=paneer opens with results.',
      beginnerTip: 'Test deep links with the app fully closed too; cold-start links take a different code path from links received while the app is running.',
      advancedNote: 'When a link arrives before the user is signed in, apps store the intended URL, show login, then redirect; Expo Router\'s redirect and +native-intent hooks let you rewrite or defer incoming URLs in one place.',
    },
    {
      topicName: 'Push notifications end to end',
      explanation: `## How push works
A push notification travels **server → Apple (APNs) or Google (FCM) → device**. Your app registers for a **device push token**; your server stores it and later asks the push service to deliver a message to that token. Expo's push service wraps APNs and FCM behind one API and one token format (\`ExponentPushToken[…]\`).

Push requires a **development or production build** on a **real device** — Android push isn't available in Expo Go, and simulators/emulators can't reliably receive it.

## Getting the token
\`\`\`tsx
import * as Notifications from 'expo-notifications';
import * as Device from 'expo-device';
import Constants from 'expo-constants';

export async function registerForPush(): Promise<string | null> {
  if (!Device.isDevice) return null;
  const { status } = await Notifications.requestPermissionsAsync();
  if (status !== 'granted') return null;
  const projectId = Constants.expoConfig?.extra?.eas?.projectId;
  const { data: token } = await Notifications.getExpoPushTokenAsync({ projectId });
  await fetch('https://api.rasoi.app/push-tokens', {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, platform: Device.osName }),
  });
  return token;
}
\`\`\`
Android also needs FCM credentials: create a Firebase project, and upload the FCM V1 service-account key with \`eas credentials\`. EAS manages the APNs key for iOS.

## Sending (from your server)
\`\`\`bash
curl -X POST https://exp.host/--/api/v2/push/send \\
  -H "Content-Type: application/json" \\
  -d '{"to":"ExponentPushToken[xxxx]","title":"Recipe of the day 🍛","body":"Paneer butter masala","data":{"url":"/meal/52772"}}'
\`\`\`
The response contains **tickets**; later, fetch **receipts** to learn about failures like \`DeviceNotRegistered\` — then delete that token.

## Handling taps
\`\`\`tsx
useEffect(() => {
  const sub = Notifications.addNotificationResponseReceivedListener((response) => {
    const url = response.notification.request.content.data?.url;
    if (typeof url === 'string') router.push(url);
  });
  return () => sub.remove();
}, []);
\`\`\`
Also check \`Notifications.getLastNotificationResponseAsync()\` on launch (or use the \`useLastNotificationResponse\` hook) so a tap that **cold-started** the app still navigates.

## Common mistake
Treating tokens as permanent. Tokens change after reinstall or restore, and users revoke permission. Re-register on every launch (it's cheap), update the server when the token changes, and prune tokens that receipts report as unregistered — otherwise your send logs fill with errors and delivery rates drop.

## Check it works
Install a development build on your phone, register, send a test with curl (or Expo's push notifications tool), and tap it with the app killed: Rasoi should open on the linked recipe.
`,
      quiz: [
        {
          question: 'What path does a push notification take?',
          answer: 'Your server sends it to the push service (Apple APNs or Google FCM, via Expo\'s push service), which delivers it to the device identified by its push token.',
          keyPoints: ['server to push service', 'APNs or FCM', 'device push token'],
        },
        {
          question: 'Why can\'t you test Android push notifications in Expo Go?',
          answer: 'Push isn\'t available in Expo Go on Android; you need a development or production build of your app on a real device.',
          keyPoints: ['not in Expo Go', 'development build', 'real device'],
        },
        {
          question: 'What are push receipts for?',
          answer: 'They report delivery results after sending, including errors like DeviceNotRegistered, so the server can remove invalid tokens.',
          keyPoints: ['delivery results', 'remove invalid tokens'],
        },
        {
          question: 'How do you navigate when a notification tap cold-starts the app?',
          answer: 'Check the last notification response on launch (getLastNotificationResponseAsync or useLastNotificationResponse) and navigate to its data URL, in addition to the response listener.',
          keyPoints: ['last notification response', 'cold start', 'navigate to url'],
        },
      ],
      handsOnTask: 'Configure FCM credentials with eas credentials, build a development build, and implement registerForPush that stores the token on a simple test endpoint (or logs it). Send a "Recipe of the day" push with curl containing a data.url, and handle taps both while running and from a killed state. Check the receipt for your ticket id.',
      project: 'Adds "Recipe of the day" push notifications to Rasoi that open the featured recipe when tapped.',
      exercise: 'Add a Settings switch that unregisters the device from your server when the user turns daily recipes off.',
      beginnerTip: 'Ask for notification permission after showing the user why (for example after they save their first favourite), not on first launch.',
      advancedNote: 'Expo\'s push service batches up to 100 messages per request and applies rate limits; for large audiences, send in chunks with the expo-server-sdk library, and consider data-only or background notifications (with expo-task-manager) to refresh content silently.',
    },
  ],
};
