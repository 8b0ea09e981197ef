import type { TrackInput } from '../curriculum-schema';

export const track: TrackInput = {
  id: 'python',
  title: 'Python Programming',
  keywords: [
    'python',
    'python3',
    'py',
    'python programming',
    'learn python',
    'scripting',
    'automation',
    'python automation',
    'pip',
    'venv',
    'pytest',
    'oop in python',
    'python developer',
    'cli tools',
    'coding basics',
  ],
  summary:
    'Learn Python 3.12 by building real tools: a command-line expense tracker in week one, solid fundamentals (collections, functions, mutability) in week two, intermediate Python (exceptions, modules, classes, generators, decorators, pytest) in week three, and a packaged command-line app that talks to a web API in week four, finishing with a portfolio-ready README and interview practice.',
  starterProject:
    'A command-line expense tracker (tracker.py): add expenses with amount, category and note from a menu, list them, see totals per category, and save everything to a CSV file so data survives between runs.',
  days: [
    {
      topicName: 'Install Python 3.12, create a venv and run your first script',
      explanation: `**Python** is an interpreted language: you write a \`.py\` file and the \`python\` program reads and runs it top to bottom, with no separate compile step. Over the next five days you will build a **command-line expense tracker** — a small tool you can actually use to log what you spend. Today you set up the workspace properly.

Install Python 3.12 from python.org (on Windows tick *"Add python.exe to PATH"* in the installer), or use Homebrew / your Linux package manager. Then give the project its own **virtual environment**: a private folder of installed packages, so libraries you add for this project never clash with another project or with the system Python.

\`\`\`bash
mkdir expense-tracker && cd expense-tracker
python3 -m venv .venv            # Windows: py -m venv .venv
source .venv/bin/activate        # Windows: .venv\\Scripts\\activate
python --version                 # should print Python 3.12.x
\`\`\`

Now create \`tracker.py\`:

\`\`\`python
print("Expense Tracker v0.1")
name = input("Your name: ")
print(f"Hi {name}, let's track your spending.")
\`\`\`

Run it with \`python tracker.py\`. \`print()\` writes a line to the terminal; \`input()\` pauses, waits for Enter, and returns what the user typed. The \`f\` before the quotes makes an **f-string**, which drops the value of \`name\` into the text.

**Common mistake:** forgetting to activate the venv and then running \`pip install\`, which installs into the global Python instead. When the venv is active your prompt starts with \`(.venv)\`; if it doesn't, run the activate command again. Also add \`.venv/\` to \`.gitignore\` — the folder is rebuilt, never committed.

**Check it works:** with the venv active, \`python -c "import sys; print(sys.prefix)"\` should print a path ending in \`.venv\`, and \`python tracker.py\` should greet you by name.`,
      quiz: [
        {
          question: 'Why should each Python project have its own virtual environment?',
          answer:
            'A virtual environment isolates the packages installed for one project from other projects and from the system Python, so different projects can use different library versions without conflicts.',
          keyPoints: ['isolates packages', 'per project', 'avoids version conflicts'],
        },
        {
          question: 'Which command creates a virtual environment in a folder called .venv?',
          answer: 'python -m venv .venv (or python3 -m venv .venv, or py -m venv .venv on Windows).',
          keyPoints: ['python -m venv', '.venv'],
        },
        {
          question: 'What does input() return, and what does print() do?',
          answer:
            'input() waits for the user to press Enter and returns what they typed as a string; print() writes its arguments as a line of text to the terminal.',
          keyPoints: ['returns a string', 'waits for user', 'print writes output'],
        },
        {
          question: 'How can you confirm that your virtual environment is active?',
          answer:
            'The shell prompt starts with (.venv), and sys.prefix printed from Python points to a path inside the .venv folder.',
          keyPoints: ['(.venv) in prompt', 'sys.prefix', 'path inside .venv'],
        },
      ],
      handsOnTask:
        'Install Python 3.12, create the expense-tracker folder with a .venv, activate it and write tracker.py that prints a title, asks for your name and greets you with an f-string. Run it and confirm the greeting appears and that sys.prefix points into .venv.',
      project:
        'Create the expense-tracker project folder, its virtual environment and a tracker.py that greets the user.',
      exercise:
        'Write hello.py that asks for your city and prints "<city> is a great place to learn Python!" using an f-string.',
      beginnerTip:
        'If "python" is not found on Windows, try "py" instead; on macOS/Linux use "python3" until your venv is active, after which plain "python" works.',
      advancedNote:
        'A venv is just a directory with a pyvenv.cfg file, a python symlink/launcher and its own site-packages; activation only prepends its bin (or Scripts) folder to PATH. You can skip activation entirely by calling .venv/bin/python directly, which is what tools like uv and IDEs do.',
    },
    {
      topicName: 'Variables, numbers and strings: recording one expense',
      explanation: `A **variable** is a name that refers to a value. Python works out the type from the value: \`250\` is an \`int\`, \`250.5\` is a \`float\`, \`"food"\` is a \`str\`, and \`True\` is a \`bool\`. You never declare types up front, but every value still has one — \`type(250.5)\` tells you it is \`float\`.

Today the tracker records one expense. The catch: \`input()\` **always returns a string**, even if the user types digits. To do maths you must convert it with \`float()\` or \`int()\`.

\`\`\`python
amount_text = input("Amount (₹): ")      # e.g. "249.50"  -> str
amount = float(amount_text)               # 249.5          -> float
category = input("Category: ").strip().lower()
note = input("Note: ").strip()

print(f"Saved ₹{amount:,.2f} under '{category}' ({note})")
\`\`\`

\`.strip()\` removes stray spaces and \`.lower()\` makes "Food" and "food" the same category. Inside the f-string, \`:,.2f\` formats the number with thousands separators and exactly two decimals, so \`1249.5\` prints as \`1,249.50\`.

**Common mistake:** mixing strings and numbers. \`"250" + 100\` raises \`TypeError: can only concatenate str (not "int") to str\`, and \`"250" * 2\` silently gives \`"250250"\`. Convert input first, then calculate. A second gotcha: floats are binary approximations, so \`0.1 + 0.2\` is \`0.30000000000000004\`. For a personal tracker, formatting with \`:.2f\` when printing is enough; for real accounting use \`decimal.Decimal\` or store amounts as whole paise (\`int\`).

**Check it works:** run the script, type \`1249.5\`, \`Food \`, \`lunch\` and confirm it prints \`Saved ₹1,249.50 under 'food' (lunch)\`. Add \`print(type(amount))\` once to see \`<class 'float'>\`, then remove it.`,
      quiz: [
        {
          question: 'What type does input() return when the user types 250, and how do you get a number?',
          answer:
            'It returns the string "250". Convert it with float() or int(), for example amount = float(input("Amount: ")).',
          keyPoints: ['string', 'float()', 'int()', 'convert'],
        },
        {
          question: 'What happens when you evaluate "250" + 100 in Python?',
          answer:
            'Python raises a TypeError because it cannot concatenate a str and an int; you must convert one of them first.',
          keyPoints: ['TypeError', 'cannot add str and int'],
        },
        {
          question: 'What does the format spec :,.2f do inside an f-string?',
          answer:
            'It formats a number with comma thousands separators and exactly two digits after the decimal point, e.g. 1249.5 becomes 1,249.50.',
          keyPoints: ['two decimal places', 'thousands separator', 'comma'],
        },
        {
          question: 'Why is 0.1 + 0.2 not exactly 0.3, and what can you use for money instead?',
          answer:
            'Floats are stored as binary approximations, so small rounding errors appear. For money you can use decimal.Decimal or store whole paise as integers.',
          keyPoints: ['binary approximation', 'rounding error', 'Decimal', 'integer paise'],
        },
      ],
      handsOnTask:
        'Extend tracker.py to ask for amount, category and note, convert the amount with float(), normalise the category with .strip().lower(), and print a confirmation line formatted with :,.2f. Test it with 1249.5 and a category typed with capitals and trailing spaces.',
      project:
        'The tracker can now record one expense (amount, category, note) and print a formatted confirmation.',
      exercise:
        'Write a tip calculator: read a bill amount and a tip percentage with input(), convert both, and print the tip and total with two decimals.',
      beginnerTip:
        'When you see a TypeError that mentions str and int, check whether a value came from input() and was never converted.',
      advancedNote:
        'Python ints have arbitrary precision, so int arithmetic never overflows; floats are IEEE-754 doubles with about 15-17 significant digits. Decimal("0.1") + Decimal("0.2") == Decimal("0.3") is True, but Decimal(0.1) built from a float inherits the float error, so always construct Decimals from strings.',
    },
    {
      topicName: 'Lists and dictionaries: storing many expenses',
      explanation: `One expense is not a tracker. You need a **list** (an ordered, growable sequence) of **dictionaries** (key → value records). Each expense becomes a dict, and all expenses live in one list.

\`\`\`python
expenses = []   # empty list

for _ in range(3):                       # ask for three expenses
    expense = {                           # a NEW dict each time
        "amount": float(input("Amount: ")),
        "category": input("Category: ").strip().lower(),
        "note": input("Note: ").strip(),
    }
    expenses.append(expense)

for e in expenses:
    print(f"{e['category']:<12} ₹{e['amount']:>10,.2f}  {e['note']}")

totals = {}
for e in expenses:
    cat = e["category"]
    totals[cat] = totals.get(cat, 0) + e["amount"]

print(totals)                  # {'food': 450.0, 'travel': 120.0}
print("Total:", sum(e["amount"] for e in expenses))
\`\`\`

Key ideas: \`list.append(x)\` adds to the end; \`len(expenses)\` counts items; \`expenses[0]\` is the first and \`expenses[-1]\` the last. A dict is looked up by key: \`e["amount"]\`. \`totals.get(cat, 0)\` returns the current total or \`0\` if the category hasn't been seen, which avoids a \`KeyError\`. The format \`:<12\` left-aligns text in 12 columns and \`:>10\` right-aligns numbers, which makes a neat table.

**Common mistake:** creating the dict *once*, outside the loop, and appending it repeatedly. A list stores references, so every entry would point to the same dict and all rows would show the last expense you typed. Build a fresh dict inside the loop, as above.

**Check it works:** enter two "food" expenses and one "travel" expense. The table should show three different rows, \`totals\` should have exactly two keys, and the food total should equal the sum of your two food amounts.`,
      quiz: [
        {
          question: 'How do you add an item to the end of a list?',
          answer: 'Call the list\u2019s append method, for example expenses.append(expense).',
          keyPoints: ['append', 'end of list'],
        },
        {
          question: 'Why use totals.get(cat, 0) instead of totals[cat] when summing by category?',
          answer:
            'totals[cat] raises a KeyError the first time a category appears; get returns the default 0 when the key is missing, so the running total can start from zero.',
          keyPoints: ['KeyError', 'default value 0', 'missing key'],
        },
        {
          question: 'What goes wrong if you create one dict outside the loop and append it every time?',
          answer:
            'The list stores references to the same dict object, so every entry shows the values from the last iteration. Create a new dict inside the loop.',
          keyPoints: ['same object', 'references', 'new dict inside loop'],
        },
        {
          question: 'How do you get the last item of a list?',
          answer: 'Use index -1, e.g. expenses[-1]; negative indexes count from the end.',
          keyPoints: ['index -1', 'negative index'],
        },
      ],
      handsOnTask:
        'Make tracker.py collect three expenses into a list of dicts, print them as an aligned table using :<12 and :>10 format specs, then print per-category totals built with dict.get and the grand total. Verify the category totals add up to the grand total.',
      project:
        'The tracker stores many expenses as a list of dicts and prints a table plus totals per category.',
      exercise:
        'Given marks = {"maths": 82, "physics": 74, "english": 91}, print the subject with the highest mark and the average of all marks.',
      beginnerTip:
        'Use double quotes for the f-string and single quotes for the dict key inside it (f"{e[\'amount\']}"), or you will end the string early on older Python versions.',
      advancedNote:
        'Lists are dynamic arrays of pointers, so append is amortised O(1) and indexing is O(1), while dicts are hash tables with average O(1) lookup that have preserved insertion order since Python 3.7. Python 3.12 (PEP 701) also allows reusing the same quote type inside f-string expressions.',
    },
    {
      topicName: 'Functions and a menu loop: structuring the tracker',
      explanation: `As the script grows, one long block becomes hard to change. A **function** packages a piece of work under a name, takes inputs as **parameters** and hands a result back with \`return\`. A \`while True\` loop with \`if/elif\` turns the script into an interactive menu.

\`\`\`python
def add_expense(expenses):
    amount = float(input("Amount: "))
    category = input("Category: ").strip().lower()
    note = input("Note: ").strip()
    expenses.append({"amount": amount, "category": category, "note": note})

def category_totals(expenses):
    totals = {}
    for e in expenses:
        totals[e["category"]] = totals.get(e["category"], 0) + e["amount"]
    return totals

def main():
    expenses = []
    while True:
        choice = input("\\n1) Add  2) List  3) Summary  q) Quit > ").strip()
        if choice == "1":
            add_expense(expenses)
        elif choice == "2":
            for i, e in enumerate(expenses, start=1):
                print(f"{i}. {e['category']}: ₹{e['amount']:.2f} {e['note']}")
        elif choice == "3":
            for cat, total in category_totals(expenses).items():
                print(f"{cat:<12} ₹{total:,.2f}")
        elif choice == "q":
            break
        else:
            print("Unknown option")

main()
\`\`\`

Notice the split: \`category_totals\` **returns** data and prints nothing, so it can be reused and tested; \`main\` handles the talking to the user. \`break\` exits the loop; \`enumerate(..., start=1)\` gives you a counter alongside each item.

**Common mistake:** writing \`if choice == 1:\`. \`input()\` gives the string \`"1"\`, and \`"1" == 1\` is \`False\`, so that branch never runs and every choice looks "Unknown". Compare with strings (\`"1"\`) or convert first. A related slip is using \`print\` inside a function when you meant \`return\` — the caller then receives \`None\`.

**Check it works:** add two expenses, choose 2 to see them numbered, choose 3 for totals, then \`q\` — the program should exit cleanly without an error.`,
      quiz: [
        {
          question: 'What is the difference between return and print inside a function?',
          answer:
            'return hands a value back to the caller so it can be stored or reused; print only shows text on the screen, and a function without return gives back None.',
          keyPoints: ['return gives value back', 'print only displays', 'None'],
        },
        {
          question: 'Why does if choice == 1: never run when choice came from input()?',
          answer:
            'input() returns a string, and the string "1" is never equal to the integer 1. Compare with "1" or convert with int() first.',
          keyPoints: ['input returns string', '"1" not equal 1', 'compare strings'],
        },
        {
          question: 'How do you leave a while True loop?',
          answer: 'Use break (for example when the user enters q); return inside a function also exits it.',
          keyPoints: ['break', 'exit loop'],
        },
        {
          question: 'What does enumerate(expenses, start=1) give you?',
          answer:
            'Pairs of (counter, item), with the counter starting at 1, so you can number the items while looping.',
          keyPoints: ['index and item', 'counter', 'start at 1'],
        },
      ],
      handsOnTask:
        'Refactor tracker.py into add_expense, category_totals and main functions with a menu loop (1 add, 2 list, 3 summary, q quit). Run through every option and confirm an unknown option prints a message instead of crashing.',
      project: 'The tracker becomes an interactive menu app built from small functions.',
      exercise:
        'Write a function largest_expense(expenses) that returns the dict with the biggest amount (or None for an empty list), and print its note.',
      beginnerTip:
        'Define functions before the line that calls them; Python reads the file top to bottom, so call main() at the very end.',
      advancedNote:
        'Functions that return values instead of printing are "pure-ish" and easy to unit-test; keeping input/output at the edge (main) and logic in the middle is the same separation used in large applications. In Python 3.10+ a match statement can replace long if/elif chains on a value.',
    },
    {
      topicName: 'Saving to CSV and handling bad input: finishing the tracker',
      explanation: `Right now every expense disappears when the program ends. Today you **persist** data to a CSV file and make the app survive bad input, which finishes the starter project.

Python's built-in \`csv\` module reads and writes rows safely (it handles commas inside notes by quoting them). \`DictWriter\`/\`DictReader\` map each row to a dict, matching your data structure.

\`\`\`python
import csv
from pathlib import Path

DATA_FILE = Path("expenses.csv")
FIELDS = ["amount", "category", "note"]

def load_expenses():
    if not DATA_FILE.exists():
        return []
    with DATA_FILE.open(newline="", encoding="utf-8") as f:
        return [{**row, "amount": float(row["amount"])} for row in csv.DictReader(f)]

def save_expenses(expenses):
    with DATA_FILE.open("w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=FIELDS)
        writer.writeheader()
        writer.writerows(expenses)

def ask_amount():
    while True:
        try:
            amount = float(input("Amount: "))
        except ValueError:
            print("Please type a number like 250 or 99.50")
            continue
        if amount > 0:
            return amount
        print("Amount must be positive")
\`\`\`

Call \`load_expenses()\` at the start of \`main\`, \`save_expenses(expenses)\` after each add (or on quit), and use \`ask_amount()\` inside \`add_expense\`. The \`with\` block closes the file automatically, even if an error happens. \`try/except ValueError\` catches the error \`float("abc")\` raises, so a typo re-asks instead of crashing.

**Common mistake:** forgetting that CSV gives back **strings**. Without the \`float(row["amount"])\` conversion, totals would concatenate text or crash. Another: opening with \`"w"\` when you meant to read — \`"w"\` empties the file immediately. And always pass \`newline=""\`, or Windows gets blank lines between rows.

**Check it works:** add two expenses, quit, open \`expenses.csv\` (it should have a header row plus two rows), rerun the program and choose "List" — your old expenses should be there. Type \`abc\` as an amount: you should get a friendly message, not a traceback. Your tracker is finished.`,
      quiz: [
        {
          question: 'Why must you convert the amount when loading from CSV?',
          answer:
            'csv.DictReader returns every value as a string, so amounts must be converted with float() before you add them up.',
          keyPoints: ['values are strings', 'convert with float'],
        },
        {
          question: 'What does the with statement do when opening a file?',
          answer:
            'It opens the file and automatically closes it when the block ends, even if an exception occurs inside the block.',
          keyPoints: ['closes file automatically', 'even on error'],
        },
        {
          question: 'Which exception does float("abc") raise and how do you handle it?',
          answer:
            'It raises ValueError. Wrap the conversion in try/except ValueError and ask the user again instead of crashing.',
          keyPoints: ['ValueError', 'try/except', 'ask again'],
        },
        {
          question: 'Why pass newline="" when opening a CSV file?',
          answer:
            'The csv module handles line endings itself; without newline="" you get extra blank lines between rows on Windows.',
          keyPoints: ['csv handles line endings', 'blank lines', 'Windows'],
        },
      ],
      handsOnTask:
        'Add load_expenses, save_expenses and ask_amount to tracker.py, loading on start and saving after each new expense. Add expenses, quit, rerun and confirm they are listed again; then type letters as an amount and confirm you get a friendly message instead of a traceback.',
      project:
        'The tracker saves to and loads from expenses.csv and validates input: the starter project is complete.',
      exercise:
        'Add a menu option 4 that asks for a category and prints only the expenses in that category with their sum.',
      beginnerTip:
        'Open expenses.csv in a text editor or spreadsheet after saving; seeing the file on disk makes it obvious what load and save actually do.',
      advancedNote:
        'Writing the whole file on each save is fine for hundreds of rows; for safety against crashes mid-write, write to a temporary file and then Path.replace() it over the original, which is atomic on the same filesystem. For larger or concurrent data, sqlite3 from the standard library is the next step.',
    },
    {
      topicName: 'Booleans, comparisons and truthiness',
      basic: true,
      explanation: `Every \`if\` and \`while\` asks one question: is this value **truthy**? Comparisons (\`==\`, \`!=\`, \`<\`, \`<=\`, \`>\`, \`>=\`) produce \`True\` or \`False\`, but Python will also test any object directly. These values are **falsy**: \`False\`, \`None\`, \`0\`, \`0.0\`, \`""\` (empty string), \`[]\`, \`{}\`, \`set()\` and \`()\`. Almost everything else is truthy.

\`\`\`python
expenses = []
if not expenses:                 # idiomatic "is the list empty?"
    print("No expenses yet")

amount = 1200
if 0 < amount <= 5000:           # chained comparison
    print("normal spend")

note = input("Note: ").strip() or "(no note)"   # default if blank
\`\`\`

**and / or short-circuit** and return one of their operands, not necessarily \`True\`/\`False\`: \`a or b\` returns \`a\` if it is truthy, otherwise \`b\`; \`a and b\` returns \`a\` if it is falsy, otherwise \`b\`. That's why \`input(...) or "(no note)"\` works as a default. Short-circuiting also protects you: \`if user and user["active"]\` never indexes \`None\`.

Use \`==\` to compare **values** and \`is\` to check **identity** (the same object). The one place you should use \`is\` is with singletons: \`if result is None\`.

**Common mistake:** \`if category == "food" or "travel":\`. Python reads it as \`(category == "food") or ("travel")\`, and the non-empty string \`"travel"\` is always truthy, so the condition is always true. Write \`if category in ("food", "travel"):\` instead. Another trap: \`if amount:\` is false for a legitimate \`0\`, so when zero is valid, test \`if amount is not None:\`.

**Check it works:** in the REPL, run \`bool([])\`, \`bool("0")\`, \`"" or "default"\` and \`0 and 5\`. You should see \`False\`, \`True\` (a non-empty string!), \`'default'\` and \`0\`.`,
      quiz: [
        {
          question: 'List four values that are falsy in Python.',
          answer:
            'False, None, 0 (and 0.0), empty string "", empty list [], empty dict {}, empty set and empty tuple are all falsy.',
          keyPoints: ['None', 'zero', 'empty string', 'empty list'],
        },
        {
          question: 'Why is if category == "food" or "travel": always true?',
          answer:
            'It is parsed as (category == "food") or "travel", and the non-empty string "travel" is truthy. Use category in ("food", "travel").',
          keyPoints: ['non-empty string truthy', 'use in', 'parsed separately'],
        },
        {
          question: 'When should you use is instead of ==?',
          answer:
            'Use is to check identity, i.e. whether two names refer to the same object, mainly for singletons like None (if x is None). Use == to compare values.',
          keyPoints: ['identity', 'same object', 'is None', '== compares values'],
        },
        {
          question: 'What does "" or "default" evaluate to, and why?',
          answer:
            'It evaluates to "default" because or returns the first truthy operand, and the empty string is falsy.',
          keyPoints: ['"default"', 'first truthy operand', 'empty string falsy'],
        },
      ],
      handsOnTask:
        'In the tracker, make a blank note default to "(no note)" using or, and reject amounts outside 0 < amount <= 100000 with a chained comparison. In the REPL, evaluate bool("0"), bool(0), [] or "x" and None is None and write down each result.',
      project: 'The tracker gets sensible defaults for blank notes and a range check on amounts.',
      exercise:
        'Write is_valid_category(cat) that returns True only for a non-empty string found in an allowed tuple of categories, using in and truthiness.',
      beginnerTip:
        'Read "if not expenses:" aloud as "if there are no expenses" — that is exactly what it checks.',
      advancedNote:
        'Truthiness is defined by __bool__, falling back to __len__ (zero length is falsy); your own classes can define either. Note that NumPy arrays and pandas Series refuse bool() with more than one element and raise "truth value is ambiguous", so use .any()/.all() there.',
    },
    {
      topicName: 'Loops in depth: range, enumerate, zip and break',
      basic: true,
      explanation: `Python's \`for\` loop walks over any **iterable** — a list, string, dict, file or range — handing you one item at a time. You rarely need index arithmetic; a few built-ins cover almost every case.

\`\`\`python
for i in range(1, 11, 3):            # start, stop (excluded), step
    print(i)                          # 1 4 7 10

categories = ["food", "rent", "travel"]
budgets = [6000, 15000, 2000]

for n, cat in enumerate(categories, start=1):
    print(n, cat)                     # 1 food / 2 rent / 3 travel

for cat, limit in zip(categories, budgets, strict=True):
    print(f"{cat}: budget ₹{limit}")

for e in expenses:
    if e["amount"] > 10000:
        print("Found a big one:", e["note"])
        break
else:                                 # runs only if the loop did NOT break
    print("No expense over ₹10,000")
\`\`\`

\`range(stop)\` starts at 0 and **excludes** the stop value, so \`range(5)\` is 0–4. \`enumerate\` gives (index, item) pairs. \`zip\` walks several sequences in step; by default it silently stops at the shortest one, so pass \`strict=True\` (Python 3.10+) to get a \`ValueError\` when lengths differ. \`continue\` skips to the next item, \`break\` leaves the loop, and the little-known \`for ... else\` runs its \`else\` block only when the loop finished without \`break\` — perfect for "search, and report if not found".

Use \`while\` when you don't know how many iterations you need (e.g. "keep asking until the input is valid"), and make sure something inside changes the condition.

**Common mistake:** removing items from a list while looping over it. The loop's internal index shifts, so the item after each removed one is skipped. Build a new list instead: \`expenses = [e for e in expenses if e["amount"] > 0]\`, or loop over a copy with \`for e in expenses[:]\`.

**Check it works:** run \`list(range(2, 10, 2))\` (expect \`[2, 4, 6, 8]\`) and \`list(zip("ab", [1, 2, 3]))\` (expect only two pairs), then try the same zip with \`strict=True\` and watch it raise.`,
      quiz: [
        {
          question: 'What numbers does range(2, 10, 2) produce?',
          answer: '2, 4, 6 and 8 — the stop value 10 is excluded and the step is 2.',
          keyPoints: ['2 4 6 8', 'stop excluded', 'step 2'],
        },
        {
          question:
            'What does zip do when its inputs have different lengths, and how do you make that an error?',
          answer:
            'By default zip stops at the shortest input and silently drops the rest; passing strict=True makes it raise a ValueError instead.',
          keyPoints: ['stops at shortest', 'strict=True', 'ValueError'],
        },
        {
          question: 'When does the else block of a for loop run?',
          answer:
            'Only when the loop finishes normally without hitting break, which is useful for "not found" cases.',
          keyPoints: ['no break', 'loop finishes normally', 'not found'],
        },
        {
          question:
            'Why is removing items from a list while iterating over it a bug, and what should you do?',
          answer:
            'Removing shifts the remaining items so the loop skips some of them. Build a new filtered list (e.g. with a comprehension) or iterate over a copy.',
          keyPoints: ['items skipped', 'index shifts', 'new list', 'iterate over copy'],
        },
      ],
      handsOnTask:
        'Add a budgets dict to the tracker and a menu option that loops over categories with zip or items() and prints "OVER" for any category whose total exceeds its budget. Use for/else to print "All within budget" when nothing is over.',
      project: 'The tracker gains a budget check that flags over-budget categories.',
      exercise:
        'Print a multiplication table for 7 from 7 x 1 to 7 x 10 using range, then print only the odd results using continue.',
      beginnerTip: 'If a loop seems to run one time too few, remember range stops before its stop value.',
      advancedNote:
        'range is a lazy sequence object (it supports len, indexing and O(1) "in"), not a list; enumerate and zip return iterators that produce items on demand. itertools adds pairwise, batched (3.12), chain and islice for more loop patterns without manual index juggling.',
    },
    {
      topicName: 'Strings in depth: methods, slicing and f-string formatting',
      basic: true,
      explanation: `A Python \`str\` is an **immutable** sequence of Unicode characters. Immutable means no method changes the string in place; every method **returns a new string**. This is the single most important fact about strings.

\`\`\`python
raw = "  Lunch at Saravana Bhavan, FOOD  "
clean = raw.strip()                     # remove surrounding whitespace
print(clean.lower())                    # 'lunch at saravana bhavan, food'
note, category = clean.rsplit(",", 1)   # split once, from the right
print(category.strip().lower())         # 'food'

words = "rent, food,travel".split(",")  # ['rent', ' food', 'travel']
print(" | ".join(w.strip() for w in words))   # 'rent | food | travel'

s = "expenses.csv"
print(s[:8], s[-3:], s[::-1])           # 'expenses' 'csv' 'vsc.sesnepxe'
print(s.endswith(".csv"), "pen" in s)   # True True
\`\`\`

**Slicing** is \`s[start:stop:step]\`: stop is excluded, missing values default to the ends, negative numbers count from the end. \`split(sep)\` breaks a string into a list; \`sep.join(list)\` glues a list of strings back together — it is much faster than \`+=\` in a loop. Other daily tools: \`replace\`, \`startswith\`, \`find\` (returns -1 if missing), \`isdigit\`, \`title\`, \`zfill\`.

**f-string format specs** go after a colon: \`f"{name:<10}"\` left-aligns in 10 characters, \`f"{amt:>12,.2f}"\` right-aligns a number with separators and 2 decimals, \`f"{ratio:.1%}"\` shows \`0.256\` as \`25.6%\`. For debugging, \`f"{amount=}"\` prints \`amount=250.0\`.

**Common mistake:** calling a method and ignoring the result, e.g. \`note.strip()\` on its own line. The original \`note\` is unchanged because strings are immutable; write \`note = note.strip()\`. Similarly, \`"a,b,".split(",")\` gives \`['a', 'b', '']\` — a trailing separator produces an empty string, so filter empties if needed.

**Check it works:** in the REPL, set \`x = " Hi "\`, call \`x.strip()\`, then print \`repr(x)\` — it still shows the spaces, proving the original never changed.`,
      quiz: [
        {
          question: 'Why does note.strip() on its own line not change note?',
          answer:
            'Strings are immutable, so strip returns a new string and leaves the original unchanged; you must assign it back: note = note.strip().',
          keyPoints: ['immutable', 'returns new string', 'assign back'],
        },
        {
          question: 'What does "expenses.csv"[-3:] return?',
          answer: '"csv" — a negative start counts from the end and the missing stop means "to the end".',
          keyPoints: ['csv', 'negative index from end'],
        },
        {
          question: 'How do you combine a list of strings into one string separated by commas?',
          answer: 'Use ", ".join(items); join is called on the separator and is faster than += in a loop.',
          keyPoints: ['join', 'separator', 'faster than +='],
        },
        {
          question: 'What does f"{0.256:.1%}" print?',
          answer: '25.6% — the % format multiplies by 100 and adds a percent sign, with one decimal.',
          keyPoints: ['25.6%', 'multiplies by 100'],
        },
      ],
      handsOnTask:
        'Add a "quick add" option to the tracker that accepts one line like "250, food, chai and samosa", splits it into amount, category and note with split(",", 2), strips each part and stores the expense. Print the saved expense with f"{expense=}" to confirm every field is clean.',
      project: 'The tracker supports quick one-line entry parsed with string methods.',
      exercise:
        'Write initials(full_name) that turns "  ada lovelace byron " into "A.L.B." using strip, split, slicing and join.',
      beginnerTip:
        'Use repr(s) or f"{s!r}" when debugging strings: it shows hidden spaces and newlines as visible quotes and escapes.',
      advancedNote:
        'CPython stores strings compactly using 1, 2 or 4 bytes per character depending on the widest character (PEP 393), so one emoji can quadruple a string\u2019s memory. Because strings are immutable, repeated s += t in a loop can be quadratic; collect parts in a list and "".join them.',
    },
    {
      topicName: 'Lists, tuples and sets: choosing the right collection',
      basic: true,
      explanation: `Python gives you three everyday collections and picking the right one makes code simpler and faster.

- **list** \`[1, 2, 2]\` — ordered, allows duplicates, **mutable** (append, insert, remove, sort). Use it for a sequence of things that grows: your expenses.
- **tuple** \`(28.61, 77.21)\` — ordered, **immutable**. Use it for fixed-shape records (a coordinate, a \`(category, total)\` pair) and for returning several values from a function. Because it can't change, a tuple of hashable items can be a dict key or set member.
- **set** \`{"food", "rent"}\` — unordered, **unique** items, very fast membership tests (average O(1) for \`x in s\`, versus O(n) scanning a list). Use it to de-duplicate and to compare groups.

\`\`\`python
cats = [e["category"] for e in expenses]   # ['food', 'rent', 'food']
unique = set(cats)                         # {'food', 'rent'}
ordered_unique = list(dict.fromkeys(cats)) # ['food', 'rent'] keeps first-seen order

this_month = {"food", "rent", "travel"}
last_month = {"food", "rent", "gym"}
print(this_month - last_month)   # {'travel'}  new categories
print(this_month & last_month)   # {'food', 'rent'} in both
print(this_month | last_month)   # union of all four

point = (28.61, 77.21)
lat, lon = point                 # tuple unpacking
\`\`\`

Sorting: \`sorted(expenses, key=lambda e: e["amount"], reverse=True)\` returns a new sorted list; \`expenses.sort(...)\` sorts in place and returns \`None\`.

**Common mistake:** writing \`empty = {}\` and expecting a set — \`{}\` is an empty **dict**. Use \`set()\`. Another: writing a one-item tuple as \`("food")\`, which is just a string in brackets; the comma makes the tuple: \`("food",)\`. And \`result = my_list.sort()\` leaves \`result\` as \`None\`.

**Check it works:** run \`type({})\`, \`type(set())\`, \`type(("food"))\` and \`type(("food",))\` in the REPL and confirm you see dict, set, str and tuple.`,
      quiz: [
        {
          question: 'When would you choose a tuple over a list?',
          answer:
            'For a fixed-shape record that should not change, such as a coordinate or a returned pair; tuples are immutable and, if their items are hashable, can be dict keys or set members.',
          keyPoints: ['immutable', 'fixed record', 'dict key', 'hashable'],
        },
        {
          question: 'Why is x in my_set usually faster than x in my_list?',
          answer:
            'A set is a hash table, so membership is average O(1); a list must be scanned item by item, which is O(n).',
          keyPoints: ['hash table', 'O(1)', 'list scans O(n)'],
        },
        {
          question: 'What does {} create, and how do you make an empty set?',
          answer: '{} creates an empty dict; an empty set is made with set().',
          keyPoints: ['empty dict', 'set()'],
        },
        {
          question: 'What is the difference between sorted(items) and items.sort()?',
          answer:
            'sorted returns a new sorted list and works on any iterable; list.sort sorts the list in place and returns None.',
          keyPoints: ['sorted returns new list', 'sort in place', 'returns None'],
        },
      ],
      handsOnTask:
        'Add a "top 3" option to the tracker that prints the three biggest expenses using sorted with key and reverse=True, and a "categories" option that prints the unique categories in first-seen order using dict.fromkeys. Confirm the original list order is unchanged afterwards.',
      project: 'The tracker can show the top three expenses and the list of unique categories.',
      exercise:
        'Given two lists of email addresses, print those that appear in both, those only in the first, and the total number of unique addresses, using set operations.',
      beginnerTip:
        'If order matters, use a list (or dict.fromkeys to de-duplicate); a set will not remember the order you added things.',
      advancedNote:
        'Python\u2019s sort is Timsort (now a Powersort variant), stable and O(n log n), and very fast on partially sorted data; stability lets you sort by a secondary key first, then the primary key. Frozensets are the hashable, immutable version of sets.',
    },
    {
      topicName: 'Dictionaries in depth: get, defaultdict and Counter',
      explanation: `Dictionaries are the workhorse of Python: JSON maps to them, function keyword arguments are one, and grouping data almost always uses one. A dict maps **hashable keys** (str, int, tuple…) to any values, and since Python 3.7 it keeps **insertion order**.

\`\`\`python
from collections import defaultdict, Counter

budget = {"food": 6000, "rent": 15000}
budget["travel"] = 2000                 # add or overwrite
print(budget.get("gym"))                # None instead of KeyError
print(budget.get("gym", 0))             # 0
budget.pop("travel")                    # remove and return the value

for cat, limit in budget.items():       # keys + values together
    print(cat, limit)

# group notes by category
by_cat = defaultdict(list)
for e in expenses:
    by_cat[e["category"]].append(e["note"])   # missing key -> new []

# count how often each category appears
counts = Counter(e["category"] for e in expenses)
print(counts.most_common(2))            # [('food', 14), ('travel', 5)]

merged = budget | {"food": 7000}        # new dict, right side wins (3.9+)
\`\`\`

Use \`d[key]\` when a missing key is a genuine bug (you want the \`KeyError\`), and \`d.get(key, default)\` when missing is normal. \`defaultdict(list)\` creates a fresh empty list the first time you touch a key, which removes the "if key not in d" boilerplate. \`Counter\` is a dict subclass specialised for tallies, with \`most_common(n)\`, and counters can be added together.

**Common mistake:** changing a dict's size while looping over it — \`for k in d: if ...: del d[k]\` raises \`RuntimeError: dictionary changed size during iteration\`. Loop over a snapshot, \`for k in list(d):\`, or build a new dict with a comprehension. Also, lists can't be keys (\`TypeError: unhashable type: 'list'\`); convert them to tuples.

**Check it works:** with your saved expenses, print \`Counter(e["category"] for e in expenses)\` and compare the food count with the number of food rows in \`expenses.csv\`.`,
      quiz: [
        {
          question: 'When should you use d.get(key, default) instead of d[key]?',
          answer:
            'Use get when a missing key is normal and you want a default value; use d[key] when a missing key is a bug and you want a KeyError.',
          keyPoints: ['missing key normal', 'default value', 'KeyError'],
        },
        {
          question: 'What does defaultdict(list) do when you access a key that is not there?',
          answer: 'It creates a new empty list for that key automatically, so you can append straight away.',
          keyPoints: ['creates empty list', 'automatically', 'no KeyError'],
        },
        {
          question: 'How do you find the two most common categories?',
          answer: 'Build a Counter of the categories and call most_common(2).',
          keyPoints: ['Counter', 'most_common(2)'],
        },
        {
          question: 'Why does deleting keys while looping over a dict fail, and what is the fix?',
          answer:
            'Changing the dict size during iteration raises RuntimeError. Loop over list(d) (a snapshot of keys) or build a new dict with a comprehension.',
          keyPoints: ['RuntimeError', 'changed size', 'list(d) snapshot', 'new dict'],
        },
      ],
      handsOnTask:
        'Rewrite the tracker\u2019s summary using defaultdict(float) for totals and Counter for how many expenses each category has. Print a table with category, count and total, and check the counts against the rows in expenses.csv.',
      project: 'The summary screen now shows count and total per category using defaultdict and Counter.',
      exercise:
        'Count the words in a paragraph with Counter after lower-casing and splitting it, and print the five most common words.',
      beginnerTip:
        'Loop with for key, value in d.items(): — looping over a dict directly only gives you the keys.',
      advancedNote:
        'Dict keys must implement __hash__ and __eq__ consistently; if you mutate an object used as a key so its hash changes, the dict can no longer find it. Since 3.6 CPython dicts use a compact layout (an index array plus an entries array), which is where the insertion ordering came from.',
    },
    {
      topicName: 'Functions in depth: defaults, *args, **kwargs and keyword-only parameters',
      explanation: `Good function signatures make code self-documenting and hard to misuse. Python supports positional arguments, keyword arguments, defaults, variable-length arguments and markers that force a style.

\`\`\`python
def add_expense(expenses, amount, category="misc", *, note="", date=None):
    """Append one expense and return it."""
    expense = {"amount": amount, "category": category,
               "note": note, "date": date}
    expenses.append(expense)
    return expense

add_expense(items, 250, "food", note="chai")  # note must be given by name
add_expense(items, 99)                        # category defaults to "misc"

def total(*amounts):           # amounts is a tuple of all positional args
    return sum(amounts)

def describe(**fields):        # fields is a dict of keyword args
    return ", ".join(f"{k}={v}" for k, v in fields.items())

print(total(100, 250, 40))     # 390
print(describe(city="Pune", month="May"))

def stats(values):
    return min(values), max(values), sum(values) / len(values)

low, high, avg = stats([100, 250, 40])   # return a tuple, unpack it
\`\`\`

A bare \`*\` in the signature makes everything after it **keyword-only**, so \`add_expense(items, 250, "food", "chai")\` fails loudly instead of silently putting "chai" in the wrong slot. (A \`/\` does the opposite and makes earlier parameters positional-only.) The string right under \`def\` is a **docstring**; \`help(add_expense)\` shows it.

**Common mistake:** a mutable default, e.g. \`def add(item, bucket=[])\`. Defaults are evaluated **once**, when \`def\` runs, so every call that omits \`bucket\` shares the same list and it keeps growing between calls. Use \`None\` and create the list inside:

\`\`\`python
def add(item, bucket=None):
    if bucket is None:
        bucket = []
    bucket.append(item)
    return bucket
\`\`\`

**Check it works:** call the buggy \`add("a")\` then \`add("b")\` — the second returns \`['a', 'b']\`. The fixed version returns \`['b']\`.`,
      quiz: [
        {
          question: 'Why is def add(item, bucket=[]) a bug?',
          answer:
            'Default values are evaluated once when the function is defined, so every call without bucket shares and keeps growing the same list. Use bucket=None and create a new list inside.',
          keyPoints: ['evaluated once', 'shared list', 'use None default'],
        },
        {
          question: 'What does a bare * in a parameter list do?',
          answer:
            'Every parameter after it becomes keyword-only, so callers must pass it by name, e.g. note="chai".',
          keyPoints: ['keyword-only', 'pass by name'],
        },
        {
          question: 'What types do *args and **kwargs collect?',
          answer:
            '*args collects extra positional arguments into a tuple; **kwargs collects extra keyword arguments into a dict.',
          keyPoints: ['args tuple', 'kwargs dict'],
        },
        {
          question: 'How can a function return several values?',
          answer:
            'Return them separated by commas, which builds a tuple, and unpack at the call site: low, high, avg = stats(values).',
          keyPoints: ['return a tuple', 'unpack'],
        },
      ],
      handsOnTask:
        'Change add_expense in the tracker so note and date are keyword-only with defaults, and add a docstring. Deliberately call it with note as a positional argument and confirm Python raises a TypeError; then check help(add_expense) prints your docstring.',
      project: 'The tracker\u2019s core functions get clear signatures, keyword-only options and docstrings.',
      exercise:
        'Write summarise(*amounts, currency="₹") that returns a string like "3 items, total ₹390.00", and demonstrate the mutable-default bug and its fix in a scratch file.',
      beginnerTip:
        'If a function has more than three parameters, call it with keyword arguments — the call reads like a sentence and mistakes become obvious.',
      advancedNote:
        'Defaults live on the function object in __defaults__ and __kwdefaults__, which is why mutation persists. Argument binding order is: positional-only, positional-or-keyword, *args, keyword-only, **kwargs; inspect.signature lets tools like FastAPI and pytest read these signatures at runtime.',
    },
    {
      topicName: 'Names, references and mutability: why data changes behind your back',
      explanation: `In Python, \`=\` never copies data. It **binds a name to an object**. Two names can refer to the same object, and if that object is **mutable** (list, dict, set, most class instances), a change through one name is visible through the other. Immutable objects (int, float, str, tuple, frozenset) can't change, so sharing them is always safe.

\`\`\`python
a = [100, 200]
b = a                  # b is another name for the SAME list
b.append(300)
print(a)               # [100, 200, 300]
print(a is b)          # True  (same object: id(a) == id(b))

c = a.copy()           # shallow copy: new outer list
c.append(400)
print(a)               # unchanged

import copy
month = {"food": [120, 80]}
shallow = month.copy()
deep = copy.deepcopy(month)
shallow["food"].append(50)   # inner list is SHARED with month
print(month["food"])         # [120, 80, 50]
print(deep["food"])          # [120, 80]  fully independent
\`\`\`

Function arguments work the same way ("pass by object reference"). If a function **mutates** a parameter (\`expenses.append(...)\`), the caller sees it — that's why your \`add_expense(expenses)\` works without returning anything. If it **rebinds** the parameter (\`expenses = []\`), only the local name changes and the caller's list is untouched.

**Common mistake:** building a grid with \`grid = [[0] * 3] * 3\`. The outer \`* 3\` repeats a reference to the **same** inner list, so \`grid[0][0] = 1\` changes all three rows. Use \`[[0] * 3 for _ in range(3)]\`, which creates three separate lists. The same trap appears with a shallow \`.copy()\` of a dict of lists: use \`copy.deepcopy\` when nested data must be independent.

**Check it works:** run the grid example both ways and print it; then compare \`id()\` of the inner lists — the buggy version prints the same id three times.`,
      quiz: [
        {
          question: 'After b = a where a is a list, why does b.append(1) change a?',
          answer:
            'Assignment binds b to the same list object as a; it does not copy. Both names refer to one mutable object.',
          keyPoints: ['same object', 'no copy', 'mutable'],
        },
        {
          question: 'What is the difference between a shallow copy and copy.deepcopy?',
          answer:
            'A shallow copy makes a new outer container but shares the inner objects; deepcopy recursively copies nested objects so nothing is shared.',
          keyPoints: ['outer container only', 'inner objects shared', 'deepcopy recursive'],
        },
        {
          question: 'Why does [[0] * 3] * 3 behave strangely?',
          answer:
            'The outer * 3 repeats references to the same inner list, so changing one row changes all. Use a comprehension: [[0] * 3 for _ in range(3)].',
          keyPoints: ['same inner list', 'references repeated', 'list comprehension'],
        },
        {
          question: 'If a function does expenses = [] on its parameter, does the caller\u2019s list change?',
          answer:
            'No. Rebinding only changes the local name; only mutating the object (append, clear) affects the caller.',
          keyPoints: ['rebinding local', 'mutation affects caller'],
        },
      ],
      handsOnTask:
        'Add an "undo last" option to the tracker that keeps a deepcopy snapshot of the expenses list before each add and restores it on undo. Prove it works by adding an expense, undoing, and checking that the list and the CSV go back to the previous state.',
      project: 'The tracker gets a safe undo feature based on copying, not aliasing.',
      exercise:
        'Write a function that receives a list and returns a new list with every amount doubled without changing the original; assert the original is unchanged.',
      beginnerTip:
        'Python Tutor (pythontutor.com) draws arrows from names to objects, which makes aliasing bugs obvious in seconds.',
      advancedNote:
        'CPython caches small ints (-5 to 256) and interns some strings, so "is" may appear to work for equal values by accident — never rely on it. Tuples are immutable but can hold mutable items, so (1, []) is unhashable and its list can still change.',
    },
    {
      topicName: 'List, dict and set comprehensions',
      explanation: `A **comprehension** builds a new collection from an iterable in one expression. It replaces the "make empty list, loop, append" pattern and is usually clearer and a little faster.

\`\`\`python
# [expression for item in iterable if condition]
big = [e for e in expenses if e["amount"] >= 1000]
amounts = [e["amount"] for e in expenses]

# transform with a conditional EXPRESSION (goes before 'for')
labels = ["high" if e["amount"] > 1000 else "low" for e in expenses]

# dict comprehension: {key: value for ...}
budget = {"food": 6000, "rent": 15000, "travel": 2000}
weekly = {cat: round(limit / 4.3) for cat, limit in budget.items()}

# set comprehension: unique categories
cats = {e["category"] for e in expenses}

# generator expression: no brackets needed inside a function call
total_food = sum(e["amount"] for e in expenses if e["category"] == "food")

# nested loops read left to right, like the for statements they replace
pairs = [(m, c) for m in ["Jan", "Feb"] for c in ["food", "rent"]]
\`\`\`

Two positions for \`if\` mean two different things. A trailing \`if\` **filters** (items may be dropped). An \`x if cond else y\` before \`for\` **transforms** every item (the output has the same length). Mixing them up is a syntax error: \`[e for e in xs else 0]\` is invalid.

A **generator expression** in round brackets (or directly inside \`sum()\`, \`max()\`, \`any()\`) produces items lazily without building a list in memory — ideal when you only need an aggregate.

**Common mistake:** using comprehensions for side effects, e.g. \`[print(e) for e in expenses]\`. It builds a throwaway list of \`None\`s; use a normal \`for\` loop when you are *doing* something rather than *building* something. Also avoid nesting more than two \`for\` clauses or adding complex logic — if a comprehension needs a comment to understand, write the loop.

**Check it works:** compute the food total once with a plain loop and once with the generator expression above, and \`assert\` the two numbers are equal.`,
      quiz: [
        {
          question: 'Rewrite "result = []; for x in xs: if x > 0: result.append(x * 2)" as a comprehension.',
          answer: 'result = [x * 2 for x in xs if x > 0]',
          keyPoints: ['x * 2', 'for x in xs', 'if x > 0'],
        },
        {
          question:
            'What is the difference between a trailing if and an if/else before for in a comprehension?',
          answer:
            'A trailing if filters items out; an "a if cond else b" expression before for transforms every item, so the output keeps the same length.',
          keyPoints: ['trailing if filters', 'if else transforms', 'same length'],
        },
        {
          question: 'Why use a generator expression inside sum() instead of a list comprehension?',
          answer: 'It produces values lazily one at a time, so no intermediate list is built in memory.',
          keyPoints: ['lazy', 'no intermediate list', 'less memory'],
        },
        {
          question: 'When should you not use a comprehension?',
          answer:
            'When you only want side effects such as printing or saving, or when the logic becomes deeply nested or complex; use a normal for loop then.',
          keyPoints: ['side effects', 'too complex', 'use a for loop'],
        },
      ],
      handsOnTask:
        'Replace at least three loops in the tracker with comprehensions: the category set, a filtered list for a "show expenses above X" option, and a dict comprehension that maps each category to its percentage of total spend. Print the percentages with :.1% and check they add up to about 100%.',
      project:
        'The tracker gains an "above X" filter and a spend-share-by-category view built with comprehensions.',
      exercise:
        'From a list of words, build a dict mapping each word to its length, but only for words longer than three letters, in one dict comprehension.',
      beginnerTip:
        'Write the plain loop first, get it working, then convert it — the comprehension reads in the same order as the loop body, expression first.',
      advancedNote:
        'Since Python 3.12 (PEP 709) list, dict and set comprehensions are inlined instead of creating a hidden function, making them faster; the loop variable still does not leak into the enclosing scope. Generator expressions still create a generator object.',
    },
    {
      topicName: 'Exceptions: raising, catching and custom errors',
      explanation: `An **exception** is Python's way of saying "this operation cannot continue". Uncaught, it stops the program and prints a traceback. You handle the ones you can recover from and let the rest surface.

\`\`\`python
class InvalidExpenseError(ValueError):
    """Raised when an expense fails validation."""

def parse_amount(text: str) -> float:
    try:
        amount = float(text)
    except ValueError as err:
        raise InvalidExpenseError(f"Not a number: {text!r}") from err
    if amount <= 0:
        raise InvalidExpenseError("Amount must be positive")
    return amount

try:
    amount = parse_amount(input("Amount: "))
except InvalidExpenseError as err:
    print(f"Error: {err}")
else:
    print("Saved", amount)        # runs only if no exception happened
finally:
    print("Done")                 # always runs (cleanup)
\`\`\`

Anatomy: \`try\` holds the risky code; each \`except SomeError\` handles one kind; \`else\` runs when nothing was raised (keep it out of \`try\` so you don't accidentally catch its errors); \`finally\` always runs. \`raise\` signals your own errors — validation functions should **raise**, not print, so the caller decides what to do. \`raise ... from err\` keeps the original cause in the traceback. Subclassing a built-in like \`ValueError\` lets callers catch either your specific error or the general one.

Python style favours **EAFP** ("easier to ask forgiveness than permission"): try the operation and catch the failure, e.g. \`try: d[key]\` / \`except KeyError\`, rather than checking every precondition first.

**Common mistake:** a bare \`except:\` or \`except Exception: pass\`. It swallows *everything* — typos (\`NameError\`), bugs, and with bare \`except\` even Ctrl+C (\`KeyboardInterrupt\`) — so problems vanish silently. Catch the narrowest exception you can actually handle, and keep the \`try\` block small.

**Check it works:** call \`parse_amount("abc")\`, \`parse_amount("-5")\` and \`parse_amount("99.5")\`. The first two should print "Error: …" messages; the traceback of an uncaught call should show "The above exception was the direct cause…" thanks to \`from err\`.`,
      quiz: [
        {
          question: 'When does the else block of a try statement run, and when does finally run?',
          answer:
            'else runs only if the try block raised no exception; finally always runs, whether or not an exception happened.',
          keyPoints: ['else when no exception', 'finally always runs'],
        },
        {
          question: 'Why is a bare except: (or except Exception: pass) dangerous?',
          answer:
            'It swallows every error, including bugs like NameError and, for bare except, KeyboardInterrupt, so problems are hidden. Catch the specific exception you can handle.',
          keyPoints: ['hides bugs', 'catches everything', 'catch specific exception'],
        },
        {
          question: 'How do you create your own exception type?',
          answer:
            'Define a class that inherits from Exception or a more specific built-in, e.g. class InvalidExpenseError(ValueError): ...',
          keyPoints: ['class', 'inherit from Exception'],
        },
        {
          question: 'What does raise NewError(...) from err add?',
          answer:
            'It chains the exceptions, recording the original error as the cause so the traceback shows both.',
          keyPoints: ['chains exceptions', 'original cause', 'traceback shows both'],
        },
      ],
      handsOnTask:
        'Move the tracker\u2019s validation into parse_amount and parse_category functions that raise InvalidExpenseError, and catch it in the menu to print a friendly message. Test with "abc", "-5" and an empty category and confirm none of them crash the app.',
      project:
        'Validation in the tracker now raises a custom InvalidExpenseError that the menu handles in one place.',
      exercise:
        'Write safe_divide(a, b) that raises ValueError with a clear message when b is 0, and a caller that catches it and prints the message.',
      beginnerTip:
        'Read a traceback from the bottom up: the last line is the error type and message, the line above it is where it happened.',
      advancedNote:
        'Python 3.11 added ExceptionGroup and except* for handling several concurrent failures (used by asyncio.TaskGroup) and add_note() for attaching context to an exception. Entering a try block is nearly free in 3.11+ ("zero-cost" exceptions); raising is what costs time.',
    },
    {
      topicName: 'Modules, packages and the __main__ guard',
      explanation: `A **module** is any \`.py\` file; a **package** is a folder of modules (conventionally with an \`__init__.py\`). Splitting code into modules gives each file one job and lets you reuse and test pieces separately.

Split the tracker into a package:

\`\`\`
expense-tracker/
  tracker/
    __init__.py
    storage.py      # load_expenses, save_expenses
    reports.py      # category_totals, top_expenses
    cli.py          # menu loop, input/print
\`\`\`

\`\`\`python
# tracker/cli.py
from tracker.storage import load_expenses, save_expenses
from tracker import reports

def main() -> None:
    expenses = load_expenses()
    print(reports.category_totals(expenses))

if __name__ == "__main__":
    main()
\`\`\`

Run it from the project root with \`python -m tracker.cli\`. \`-m\` runs a module *as part of its package*, so absolute imports like \`from tracker.storage import ...\` resolve correctly.

Every module has a \`__name__\`. When a file is run directly it is \`"__main__"\`; when imported, it is the module's name (\`"tracker.cli"\`). The **\`if __name__ == "__main__":\` guard** therefore means "only run \`main()\` when executed, not when imported" — so tests and other modules can import your functions without the menu popping up.

Python finds imports by searching \`sys.path\`: the script's directory (or the current directory with \`-m\`), then the standard library, then your venv's \`site-packages\`. A module's top-level code runs **once**, on first import; later imports reuse the cached module from \`sys.modules\`.

**Common mistake:** naming your own file after a library — \`csv.py\`, \`random.py\`, \`requests.py\`. Your file is found first on \`sys.path\`, so \`import csv\` imports *your* file and fails with odd errors like "module 'csv' has no attribute 'DictWriter'". Rename the file and delete any \`__pycache__\` folder.

**Check it works:** run \`python -m tracker.cli\` (menu appears), then in a REPL \`import tracker.reports\` — nothing should print, proving the guard works.`,
      quiz: [
        {
          question: 'What does if __name__ == "__main__": do?',
          answer:
            'It runs the code inside only when the file is executed directly; when the module is imported, __name__ is the module name, so that code is skipped.',
          keyPoints: ['run directly', 'not on import', '__name__'],
        },
        {
          question: 'Why can a file called csv.py in your project break import csv?',
          answer:
            'Your project folder comes first on sys.path, so Python imports your file instead of the standard library module, which then lacks the expected functions.',
          keyPoints: ['shadows standard library', 'sys.path order', 'rename file'],
        },
        {
          question: 'What is the difference between a module and a package?',
          answer:
            'A module is a single .py file; a package is a folder of modules, usually with an __init__.py.',
          keyPoints: ['module single file', 'package folder', '__init__.py'],
        },
        {
          question:
            'How many times does a module\u2019s top-level code run if it is imported from three files?',
          answer: 'Once; after the first import the module object is cached in sys.modules and reused.',
          keyPoints: ['once', 'cached', 'sys.modules'],
        },
      ],
      handsOnTask:
        'Split the tracker into a tracker package with storage.py, reports.py and cli.py, using absolute imports and a __main__ guard in cli.py. Run python -m tracker.cli to use the app, then import tracker.reports in a REPL and call category_totals on a small list to prove the modules work independently.',
      project: 'The tracker is reorganised into a package: storage, reports and cli modules.',
      exercise:
        'Create a module geometry.py with area functions and a __main__ block that prints a demo; import it from another file and confirm the demo does not print.',
      beginnerTip:
        'Always run package code from the project root with python -m package.module; running files inside the package directly is the usual cause of "No module named" errors.',
      advancedNote:
        'A folder without __init__.py is a namespace package (PEP 420), which can be split across several directories. Circular imports (a imports b, b imports a) fail when one module needs a name the other has not defined yet; fix them by moving shared code into a third module.',
    },
    {
      topicName: 'Files and paths with pathlib and context managers',
      explanation: `Scripts constantly read and write files, and \`pathlib\` (standard library) is the modern way to work with paths. A \`Path\` object knows how to join, inspect and read paths on any operating system, so you never hand-build strings with slashes.

\`\`\`python
from pathlib import Path

data_dir = Path.home() / "expense-data"        # "/" joins path parts
data_dir.mkdir(parents=True, exist_ok=True)      # no error if it exists

report = data_dir / "may-2025.txt"
report.write_text("Food: ₹4,200\\n", encoding="utf-8")
print(report.read_text(encoding="utf-8"))
print(report.name, report.stem, report.suffix)   # may-2025.txt may-2025 .txt
print(report.exists(), report.stat().st_size)

for csv_file in sorted(data_dir.glob("*.csv")): # pattern matching
    print(csv_file)

with report.open("a", encoding="utf-8") as f:   # append mode
    for line in ["Rent: ₹15,000", "Travel: ₹900"]:
        f.write(line + "\\n")
\`\`\`

File **modes**: \`"r"\` read (default), \`"w"\` write — **truncates** the file first, \`"a"\` append to the end, \`"x"\` create only if it doesn't exist. Add \`"b"\` for binary data (images, PDFs). Iterating over an open file (\`for line in f\`) reads one line at a time, so even a 2 GB log never has to fit in memory.

The \`with\` statement uses a **context manager**: on entering it opens the file, and on leaving — normally *or* via an exception — it closes it, flushing buffered writes. Without \`with\`, an exception between \`open\` and \`close\` leaks the file handle and can lose data.

**Common mistake:** omitting \`encoding="utf-8"\`. The default encoding depends on the OS; on many Windows setups it is cp1252, so writing "₹" raises \`UnicodeEncodeError\` or produces garbled text that another machine can't read. Always pass the encoding for text files. Also, relative paths like \`Path("expenses.csv")\` are relative to the **current working directory**, not the script; use \`Path(__file__).parent / "expenses.csv"\` to anchor next to the code.

**Check it works:** run the snippet twice: the folder is created without error the second time, and the report file contains the appended lines twice.`,
      quiz: [
        {
          question: 'What is the difference between opening a file with "w" and "a"?',
          answer:
            '"w" truncates (empties) the file before writing; "a" keeps existing content and appends to the end.',
          keyPoints: ['w truncates', 'a appends', 'keeps content'],
        },
        {
          question: 'Why should you always pass encoding="utf-8" for text files?',
          answer:
            'The default encoding depends on the operating system (e.g. cp1252 on Windows), so characters like ₹ can fail to encode or be unreadable elsewhere.',
          keyPoints: ['default depends on OS', 'UnicodeEncodeError', 'portable'],
        },
        {
          question: 'How do you join a folder and a file name with pathlib?',
          answer: 'Use the / operator on Path objects, e.g. Path.home() / "expense-data" / "may.csv".',
          keyPoints: ['/ operator', 'Path'],
        },
        {
          question:
            'What does Path("expenses.csv") resolve relative to, and how do you anchor it to the script?',
          answer:
            'It is relative to the current working directory; use Path(__file__).parent / "expenses.csv" to locate it next to the script.',
          keyPoints: ['current working directory', 'Path(__file__).parent'],
        },
      ],
      handsOnTask:
        'Make the tracker store expenses.csv in a data folder next to the code using Path(__file__).parent, created with mkdir(exist_ok=True), and add an "export" option that writes a monthly text report with write_text(encoding="utf-8"). Run the app from a different directory and confirm it still finds its data.',
      project: 'The tracker stores data in a fixed data/ folder and can export a text report.',
      exercise:
        'Write a script that lists every .py file under a folder with rglob("*.py") and prints each file\u2019s name and line count.',
      beginnerTip:
        'Print Path.cwd() when a file "cannot be found": the script is probably running from a different folder than you think.',
      advancedNote:
        'You can write your own context managers with a class defining __enter__/__exit__ or, more simply, with @contextlib.contextmanager around a generator; contextlib.ExitStack manages a dynamic number of them. Python 3.12 added Path.walk() as a pathlib equivalent of os.walk.',
    },
    {
      topicName: 'Classes and objects: __init__, methods and __repr__',
      explanation: `A **class** bundles data (attributes) with the functions that work on it (methods). So far the tracker passes a bare list of dicts to functions; a class lets the data and its operations live together, and protects the rules (e.g. "amounts are positive") in one place.

\`\`\`python
class Expense:
    def __init__(self, amount: float, category: str, note: str = ""):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.amount = amount
        self.category = category.strip().lower()
        self.note = note

    def __repr__(self) -> str:
        return f"Expense({self.amount!r}, {self.category!r}, {self.note!r})"


class Ledger:
    def __init__(self):
        self.expenses = []          # each Ledger gets its OWN list

    def add(self, expense: Expense) -> None:
        self.expenses.append(expense)

    def total(self, category: str | None = None) -> float:
        return sum(e.amount for e in self.expenses
                   if category is None or e.category == category)

ledger = Ledger()
ledger.add(Expense(250, "Food", "thali"))
print(ledger.total("food"), ledger.expenses)
\`\`\`

\`__init__\` runs when you call \`Expense(...)\` and sets up the new object. \`self\` is that object; Python passes it automatically, so \`ledger.add(x)\` is really \`Ledger.add(ledger, x)\`. \`__repr__\` controls how the object appears in the REPL, in lists and in logs — without it you see \`<__main__.Expense object at 0x7f...>\`. Methods like \`__init__\` and \`__repr__\` are **dunder** (double-underscore) methods that hook into Python's built-in behaviour.

**Common mistake:** putting a mutable value at class level — \`class Ledger: expenses = []\`. That is a **class attribute** shared by every instance, so two ledgers would silently share one list. Create per-object data inside \`__init__\` with \`self.\`. The second classic slip is forgetting \`self\` as the first parameter, which gives "takes 1 positional argument but 2 were given".

**Check it works:** create two \`Ledger\` objects, add an expense to only one, and print \`len(a.expenses), len(b.expenses)\` — you should see \`1 0\`.`,
      quiz: [
        {
          question: 'What is self in a method?',
          answer:
            'The instance the method was called on; Python passes it automatically as the first argument.',
          keyPoints: ['the instance', 'passed automatically', 'first parameter'],
        },
        {
          question: 'Why is defining expenses = [] at class level a bug?',
          answer:
            'It becomes a class attribute shared by all instances, so every Ledger would use the same list. Create it in __init__ with self.expenses = [].',
          keyPoints: ['class attribute', 'shared by instances', 'create in __init__'],
        },
        {
          question: 'What is __repr__ for?',
          answer:
            'It returns the developer-friendly text shown for the object in the REPL, in lists and in logs, ideally looking like code that recreates it.',
          keyPoints: ['string representation', 'debugging', 'REPL'],
        },
        {
          question: 'When does __init__ run?',
          answer: 'Automatically when you create an object by calling the class, e.g. Expense(250, "food").',
          keyPoints: ['creating object', 'calling the class'],
        },
      ],
      handsOnTask:
        'Introduce Expense and Ledger classes into the tracker package, with Ledger methods add, total and by_category, and a __repr__ on Expense. Convert storage to build Expense objects from CSV rows, and verify that the summary screen still prints the same totals as before.',
      project: 'The tracker\u2019s data model becomes Expense and Ledger classes.',
      exercise:
        'Write a BankAccount class with deposit and withdraw methods that refuses to go below zero (raise ValueError) and a __repr__ showing the balance.',
      beginnerTip:
        'Start a class with just __init__ and __repr__, create an object in the REPL, and look at it before adding any other methods.',
      advancedNote:
        'Attribute lookup goes instance __dict__, then the class, then base classes in MRO order, which is why class attributes are visible through instances until shadowed. Defining __slots__ removes the per-instance __dict__, saving memory for millions of small objects.',
    },
    {
      topicName: 'Dataclasses and type hints checked with mypy',
      explanation: `Writing \`__init__\`, \`__repr__\` and \`__eq__\` by hand for simple record classes is repetitive. The \`@dataclass\` decorator generates them from **type-annotated fields**.

\`\`\`python
from dataclasses import dataclass, field
from datetime import date

@dataclass
class Expense:
    amount: float
    category: str
    note: str = ""
    day: date = field(default_factory=date.today)
    tags: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.amount <= 0:
            raise ValueError("amount must be positive")
        self.category = self.category.lower()

e = Expense(250, "Food", "thali")
print(e)   # Expense(amount=250, category='food', note='thali', day=..., tags=[])
print(e == Expense(250, "food", "thali", e.day))   # True: field-by-field
\`\`\`

\`__post_init__\` runs after the generated \`__init__\`, so validation still has a home. \`@dataclass(frozen=True)\` makes instances immutable (and hashable), good for values like money or coordinates.

**Type hints** (\`amount: float\`, \`def total(items: list[Expense]) -> float:\`, \`str | None\`) document intent, power editor autocompletion, and let a **static checker** find bugs before you run the code. Python itself **does not enforce them** at runtime: \`Expense("250", "food")\` runs happily. A checker catches it:

\`\`\`bash
pip install mypy
mypy tracker/
# error: Argument 1 to "Expense" has incompatible type "str"; expected "float"
\`\`\`

**Common mistake:** giving a field a mutable default, \`tags: list[str] = []\`. Dataclasses refuse this with \`ValueError: mutable default <class 'list'> for field tags is not allowed\` — because it would be shared between instances, exactly like the function-default trap. Use \`field(default_factory=list)\`. Also note that fields without defaults must come before fields with defaults.

**Check it works:** add a deliberate bug (\`Expense("250", "food")\`) in a scratch file, run \`mypy\` and see the error; remove it and confirm \`mypy\` reports "Success: no issues found".`,
      quiz: [
        {
          question: 'Which methods does @dataclass generate for you by default?',
          answer: '__init__, __repr__ and __eq__, based on the annotated fields.',
          keyPoints: ['__init__', '__repr__', '__eq__'],
        },
        {
          question: 'Does Python enforce type hints at runtime?',
          answer:
            'No. Hints are not checked when the code runs; a static checker like mypy (or your editor) reports mismatches.',
          keyPoints: ['not enforced', 'mypy', 'static checker'],
        },
        {
          question: 'How do you give a dataclass field a list default safely?',
          answer: 'Use field(default_factory=list) so each instance gets a new list instead of sharing one.',
          keyPoints: ['default_factory', 'new list each instance'],
        },
        {
          question: 'Where do you put validation in a dataclass?',
          answer: 'In a __post_init__ method, which runs right after the generated __init__.',
          keyPoints: ['__post_init__', 'after __init__'],
        },
      ],
      handsOnTask:
        'Convert Expense to a dataclass with a date field and __post_init__ validation, add type hints to every function in the tracker package, and run mypy tracker/ until it reports no issues. Show that mypy catches a deliberately wrong call.',
      project: 'The tracker uses a typed Expense dataclass with dates, and passes a mypy check.',
      exercise:
        'Write a frozen dataclass Money(amount_paise: int, currency: str = "INR") with a method that formats it as "₹12.50", and show that assigning to a field raises an error.',
      beginnerTip:
        'Install the Python extension in VS Code with Pylance: type hints immediately light up wrong calls in the editor, even before you run mypy.',
      advancedNote:
        'slots=True (3.10+) makes a dataclass use __slots__ for lower memory and faster attribute access, and kw_only=True forces keyword construction. For validating untrusted input at runtime (JSON, APIs) use a library like pydantic, which uses the same type hints but actually enforces and converts them.',
    },
    {
      topicName: 'Iterators and generators: lazy data with yield',
      explanation: `Everything you loop over is an **iterable**: an object that can hand out an **iterator**. An iterator has one job — return the next item on each \`next()\` call and raise \`StopIteration\` when it's done. A \`for\` loop is just sugar for that protocol.

\`\`\`python
it = iter(["food", "rent"])
print(next(it))   # 'food'
print(next(it))   # 'rent'
# next(it) now raises StopIteration
\`\`\`

A **generator function** is the easy way to write your own iterator: any function containing \`yield\`. Calling it doesn't run the body; it returns a generator object. Each \`next()\` runs until the next \`yield\`, hands out that value, and **pauses**, keeping its local variables alive.

\`\`\`python
from pathlib import Path

def read_expenses(path: Path):
    """Yield one parsed expense per line, without loading the whole file."""
    with path.open(encoding="utf-8") as f:
        next(f)                                   # skip header
        for line in f:
            amount, category, note = line.rstrip("\\n").split(",", 2)
            yield {"amount": float(amount), "category": category, "note": note}

def over(rows, limit):
    for row in rows:
        if row["amount"] > limit:
            yield row

big = over(read_expenses(Path("expenses.csv")), 1000)   # nothing read yet
for row in big:                                          # now it streams
    print(row)
\`\`\`

Generators chain into **pipelines**: each stage pulls one item at a time from the previous, so memory use stays flat whether the file has 100 lines or 100 million. That's why \`range\`, \`zip\`, \`map\`, file objects and \`dict.items()\` are all lazy.

**Common mistake:** iterating a generator twice. It is **exhausted** after one pass: \`rows = read_expenses(p); total = sum(r["amount"] for r in rows); count = len(list(rows))\` gives \`count == 0\`. Either recreate the generator, or turn it into a list once if you truly need multiple passes (and it fits in memory). Also, \`len()\` doesn't work on generators at all.

**Check it works:** call \`gen = read_expenses(path)\`, run \`list(gen)\` twice and observe the second result is \`[]\`. Then time \`sum\` over a generator versus a list of a large range with \`tracemalloc\` or just watch memory — the generator stays tiny.`,
      quiz: [
        {
          question: 'What happens when you call a function that contains yield?',
          answer:
            'The body does not run yet; it returns a generator object. The code runs up to each yield as next() is called, pausing in between.',
          keyPoints: ['returns generator object', 'runs on next()', 'pauses at yield'],
        },
        {
          question: 'Why might a generator pipeline use far less memory than building lists?',
          answer:
            'It processes one item at a time lazily, so the whole dataset never has to be held in memory.',
          keyPoints: ['lazy', 'one item at a time', 'not whole dataset'],
        },
        {
          question: 'Why does looping over the same generator a second time give nothing?',
          answer:
            'A generator is exhausted after one full pass; you must create a new one or store the items in a list.',
          keyPoints: ['exhausted', 'one pass', 'create new generator'],
        },
        {
          question: 'What signals that an iterator has no more items?',
          answer: 'Calling next() raises StopIteration, which a for loop catches to end cleanly.',
          keyPoints: ['StopIteration', 'next()'],
        },
      ],
      handsOnTask:
        'Add a generator read_expenses(path) to the tracker\u2019s storage module and a generator filter for a date range, then use them to print a "this month" report without building an intermediate list. Demonstrate exhaustion by calling list() twice on the same generator.',
      project: 'The tracker\u2019s storage streams expenses with generators for reports.',
      exercise:
        'Write a generator fibonacci() that yields numbers forever, and use itertools.islice to print the first 15.',
      beginnerTip:
        'If you need the data more than once, call list(gen) once and keep the list; generators are for one-pass streaming.',
      advancedNote:
        'yield from delegates to a sub-generator, and generators also accept values via send(), which is how asyncio was originally built. Generators hold their frame alive between calls, so a generator that holds a file open keeps it open until exhausted or closed — use with inside the generator and close() or exhaust it.',
    },
    {
      topicName: 'Closures and decorators',
      explanation: `In Python, functions are **objects**: you can store them in variables, pass them as arguments and return them from other functions. Two powerful patterns follow.

A **closure** is an inner function that remembers variables from the function that created it, even after that outer function has returned:

\`\`\`python
def make_limit_checker(limit):
    def check(amount):
        return amount <= limit        # 'limit' is remembered
    return check

food_ok = make_limit_checker(500)
print(food_ok(300), food_ok(900))     # True False
\`\`\`

A **decorator** is a function that takes a function and returns a replacement, usually a wrapper that adds behaviour before/after the original. \`@timed\` above a \`def\` is shorthand for \`func = timed(func)\`.

\`\`\`python
import functools
import time

def timed(func):
    @functools.wraps(func)                 # keep name, docstring
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        result = func(*args, **kwargs)     # call the original
        elapsed = time.perf_counter() - start
        print(f"{func.__name__} took {elapsed * 1000:.1f} ms")
        return result                      # don't lose the return value!
    return wrapper

@timed
def load_expenses():
    ...
\`\`\`

\`*args, **kwargs\` let the wrapper accept whatever the original accepts. \`functools.wraps\` copies \`__name__\` and the docstring onto the wrapper — without it every decorated function reports its name as "wrapper", which confuses logs, \`help()\` and test tools. You already use decorators: \`@dataclass\`, \`@property\`, \`@functools.cache\`, and web frameworks' \`@app.get("/")\`.

**Common mistake:** forgetting \`return result\` in the wrapper. The decorated function then silently returns \`None\`, and code far away breaks ("'NoneType' object is not iterable"). A second classic: late binding in loops — \`[lambda: i for i in range(3)]\` all return 2, because closures look up \`i\` when *called*. Bind it early with a default: \`lambda i=i: i\`.

**Check it works:** decorate \`load_expenses\` with \`@timed\`, run the app, confirm a timing line prints **and** that the list still loads; print \`load_expenses.__name__\` and confirm it says \`load_expenses\`.`,
      quiz: [
        {
          question: 'What is a closure?',
          answer:
            'An inner function that remembers variables from the enclosing function\u2019s scope even after the outer function has returned.',
          keyPoints: ['inner function', 'remembers variables', 'enclosing scope'],
        },
        {
          question: 'What does writing @timed above def f(): mean?',
          answer:
            'It is shorthand for f = timed(f): the decorator receives the function and its return value replaces it.',
          keyPoints: ['f = timed(f)', 'replaces function', 'wrapper'],
        },
        {
          question: 'Why use functools.wraps in a decorator?',
          answer:
            'It copies the original function\u2019s name, docstring and metadata onto the wrapper, so logs, help() and tools show the right name.',
          keyPoints: ['keeps name', 'docstring', 'metadata'],
        },
        {
          question: 'What bug appears if the wrapper forgets to return the result?',
          answer: 'The decorated function always returns None, breaking callers that use its return value.',
          keyPoints: ['returns None', 'return result'],
        },
      ],
      handsOnTask:
        'Write a @timed decorator and a @log_calls decorator (prints the function name and arguments) and apply them to load_expenses and save_expenses in the tracker. Run the app and confirm the messages appear, the data still loads and saves, and __name__ is preserved.',
      project: 'The tracker gets reusable timing and logging decorators on its storage functions.',
      exercise:
        'Write a decorator retry(times) that takes an argument and re-calls a function up to times times if it raises an exception, then re-raises the last error.',
      beginnerTip:
        'Write the decorator in three layers — outer function, wrapper, return wrapper — and check each returns the right thing before adding features.',
      advancedNote:
        'Decorators with arguments are three nested functions (factory -> decorator -> wrapper). Closures store captured variables in cell objects (visible via func.__closure__), and nonlocal lets the inner function rebind them, e.g. for counters.',
    },
    {
      topicName: 'Testing with pytest',
      explanation: `Manual testing ("run it and type things") doesn't scale: every change risks breaking something you tested last week. **Automated tests** are small functions that call your code and assert the result, rerunnable in seconds. \`pytest\` is the standard tool.

\`\`\`bash
pip install pytest
\`\`\`

\`\`\`python
# tests/test_reports.py
import pytest
from tracker.models import Expense, Ledger
from tracker.storage import save_expenses, load_expenses

@pytest.fixture
def ledger():
    led = Ledger()
    led.add(Expense(200, "food"))
    led.add(Expense(50, "food"))
    led.add(Expense(900, "travel"))
    return led

def test_total_by_category(ledger):
    assert ledger.total("food") == 250

def test_rejects_negative_amount():
    with pytest.raises(ValueError):
        Expense(-5, "food")

@pytest.mark.parametrize("raw, expected", [("Food ", "food"), ("RENT", "rent")])
def test_category_is_normalised(raw, expected):
    assert Expense(10, raw).category == expected

def test_round_trip(tmp_path):
    path = tmp_path / "e.csv"
    save_expenses([Expense(99.5, "food", "chai")], path)
    assert load_expenses(path)[0].amount == 99.5
\`\`\`

Run \`pytest\` from the project root. It discovers files named \`test_*.py\` and functions named \`test_*\`, and uses plain \`assert\` — on failure it shows both sides of the comparison. A **fixture** (\`@pytest.fixture\`) builds reusable test data; tests request it by naming it as a parameter. \`tmp_path\` is a built-in fixture giving a fresh temporary folder, so tests never touch your real data. \`parametrize\` runs one test over many inputs.

**Common mistake:** testing code that only prints. A function that calls \`input()\` and \`print()\` is hard to test; that's why you separated pure logic (\`category_totals\`, \`parse_amount\`) from the menu. Test return values, and keep I/O thin. Another slip: naming the file \`check_reports.py\` or a function \`check_total\` — pytest won't find it and reports "collected 0 items".

**Check it works:** run \`pytest -v\`; all tests pass. Then break \`total()\` on purpose (e.g. return 0) and confirm \`test_total_by_category\` fails with a clear \`assert 0 == 250\` message.`,
      quiz: [
        {
          question: 'How does pytest find your tests?',
          answer:
            'It collects files named test_*.py (or *_test.py) and, inside them, functions whose names start with test_.',
          keyPoints: ['test_ prefix', 'file names', 'function names'],
        },
        {
          question: 'How do you test that code raises an exception?',
          answer:
            'Use with pytest.raises(ValueError): around the call; the test fails if the exception is not raised.',
          keyPoints: ['pytest.raises', 'with block'],
        },
        {
          question: 'What is a fixture?',
          answer:
            'A function decorated with @pytest.fixture that builds test data or resources; tests get it by naming it as a parameter.',
          keyPoints: ['@pytest.fixture', 'reusable setup', 'parameter name'],
        },
        {
          question: 'Why use the tmp_path fixture for file tests?',
          answer:
            'It gives each test a fresh temporary directory, so tests do not touch or depend on your real files.',
          keyPoints: ['temporary directory', 'isolated', 'real files untouched'],
        },
      ],
      handsOnTask:
        'Add a tests/ folder to the tracker with at least six pytest tests: totals, validation errors with pytest.raises, a parametrized normalisation test, and a CSV round-trip using tmp_path. Run pytest -v and show all passing, then break one function and watch exactly one test fail.',
      project: 'The tracker gets an automated pytest suite covering models, reports and storage.',
      exercise:
        'Write parametrized tests for a function is_palindrome(s) covering an empty string, a single letter, "Racecar" and "hello".',
      beginnerTip:
        'Name each test after the behaviour it proves (test_rejects_negative_amount); the failure list then reads like a bug report.',
      advancedNote:
        'pytest rewrites assert statements at import time to show detailed diffs. Add pytest-cov to measure coverage (pytest --cov=tracker), and use monkeypatch to replace input(), environment variables or network calls inside a single test.',
    },
    {
      topicName: 'Regular expressions with re',
      explanation: `A **regular expression** (regex) is a mini-language for describing text patterns: "a word, then a space, then digits with optional commas". Python's \`re\` module uses regexes to search, extract, validate and replace text. Use them when \`split\`/\`startswith\` are not enough.

A practical case for the tracker: importing expenses from bank SMS messages like *"Rs. 1,250.00 debited from A/c XX1234 on 05-06-25 at SWIGGY"*.

\`\`\`python
import re

SMS = re.compile(
    r"Rs\\.?\\s*(?P<amount>[\\d,]+(?:\\.\\d{1,2})?)\\s+debited"
    r".*?on\\s+(?P<date>\\d{2}-\\d{2}-\\d{2})\\s+at\\s+(?P<merchant>\\w+)",
    re.IGNORECASE,
)

msg = "Rs. 1,250.00 debited from A/c XX1234 on 05-06-25 at SWIGGY"
m = SMS.search(msg)
if m:
    amount = float(m["amount"].replace(",", ""))     # 1250.0
    print(amount, m["date"], m["merchant"])          # 1250.0 05-06-25 SWIGGY

print(re.findall(r"\\d+", "3 chai, 2 samosa"))        # ['3', '2']
print(re.sub(r"\\s+", " ", "too    many   spaces"))   # 'too many spaces'
\`\`\`

Core syntax: \`\\d\` digit, \`\\w\` word character, \`\\s\` whitespace, \`.\` any character, \`[...]\` a set, \`+\` one or more, \`*\` zero or more, \`?\` optional, \`{2}\` exactly two, \`(?P<name>...)\` a named group. \`re.search\` finds the first match **anywhere**, \`re.match\` only at the **start**, \`re.fullmatch\` requires the **whole** string to match (use it for validation), and \`re.findall\` returns all matches. \`re.compile\` builds a reusable pattern object.

**Common mistake:** forgetting the \`r\` prefix. In a normal string \`"\\b"\` is a backspace character, so \`"\\bfood\\b"\` silently never matches; raw strings \`r"\\bfood\\b"\` pass the backslashes to \`re\` untouched. Second trap: greedy quantifiers — \`.*\` grabs as much as possible, so use \`.*?\` (lazy) when you want the shortest match, as in the pattern above.

**Check it works:** run the pattern against three real-looking messages (with and without the dot after "Rs", and one with no decimals). Each should extract the right amount; a message that is a *credit* should return \`None\`.`,
      quiz: [
        {
          question: 'What is the difference between re.search, re.match and re.fullmatch?',
          answer:
            'search finds a match anywhere in the string, match only at the beginning, and fullmatch only if the entire string matches the pattern.',
          keyPoints: ['search anywhere', 'match at start', 'fullmatch whole string'],
        },
        {
          question: 'Why should regex patterns be written as raw strings (r"...")?',
          answer:
            'So backslashes are passed to the regex engine unchanged; in normal strings sequences like \\b become special characters and break the pattern.',
          keyPoints: ['raw string', 'backslashes unchanged', 'escape sequences'],
        },
        {
          question: 'What is the difference between .* and .*?',
          answer:
            '.* is greedy and matches as much text as possible; .*? is lazy and matches as little as possible.',
          keyPoints: ['greedy', 'lazy', 'as little as possible'],
        },
        {
          question: 'How do you read a named group called amount from a match object m?',
          answer: 'Use m["amount"] or m.group("amount"), after defining the group with (?P<amount>...).',
          keyPoints: ['m["amount"]', 'group("amount")', '(?P<name>)'],
        },
      ],
      handsOnTask:
        'Add an "import SMS" option to the tracker that reads a text file of bank messages, extracts amount, date and merchant with a compiled regex, and adds each debit as an expense with category "uncategorised". Test it on a file with five messages including one credit and check only the debits are imported.',
      project: 'The tracker can import expenses from a file of bank SMS messages using regex.',
      exercise:
        'Write a regex with fullmatch that validates Indian PIN codes (exactly six digits, not starting with 0) and test it on five inputs.',
      beginnerTip:
        'Build patterns step by step on regex101.com (choose the Python flavour) and paste the final pattern into your code as a raw string.',
      advancedNote:
        'Python\u2019s re is a backtracking engine, so nested quantifiers like (a+)+ can take exponential time on crafted input (ReDoS); keep patterns specific and anchored. re.VERBOSE lets you spread a pattern over lines with comments, which makes long patterns maintainable.',
    },
    {
      topicName: 'Dates and times with datetime and zoneinfo',
      explanation: `Expenses happen on dates, reports group by month, reminders fire at times. The standard-library \`datetime\` module covers this with four types: \`date\` (calendar day), \`time\`, \`datetime\` (both) and \`timedelta\` (a duration).

\`\`\`python
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

IST = ZoneInfo("Asia/Kolkata")

today = date.today()
week_ago = today - timedelta(days=7)
print(today.isoformat())                      # '2025-06-05'

d = datetime.strptime("05-06-25", "%d-%m-%y").date()   # parse text
print(d.strftime("%d %b %Y"))                 # '05 Jun 2025'  format text

now = datetime.now(tz=IST)                    # AWARE: knows its zone
print(now.isoformat())                        # '2025-06-05T21:14:03+05:30'
print(now.astimezone(ZoneInfo("Europe/London")))

month_key = d.strftime("%Y-%m")               # '2025-06' for grouping
recent = [e for e in expenses if e.day >= week_ago]
\`\`\`

\`strptime\` **p**arses a string with a format; \`strftime\` **f**ormats a date into a string. Common codes: \`%d\` day, \`%m\` month number, \`%b\` month abbreviation, \`%y\`/\`%Y\` two/four-digit year, \`%H:%M\` time. Store dates as ISO 8601 text (\`2025-06-05\`) in files: it sorts correctly as text and \`date.fromisoformat\` reads it back.

A datetime is **naive** if it has no timezone and **aware** if it does. Naive times are ambiguous once users or servers are in different zones; keep aware datetimes (usually UTC internally), convert to the user's zone only for display. \`zoneinfo\` (3.9+) uses the IANA database; on Windows run \`pip install tzdata\` so the zone data is available.

**Common mistake:** mixing naive and aware values — comparing or subtracting them raises \`TypeError: can't compare offset-naive and offset-aware datetimes\`. Also, \`datetime.utcnow()\` is **deprecated in 3.12** because it returns a naive value that *looks* like local time; use \`datetime.now(timezone.utc)\`. And remember months differ in length: "one month later" isn't \`timedelta(days=30)\`.

**Check it works:** parse "31-01-25", add \`timedelta(days=1)\` and confirm you get 1 Feb 2025; print \`datetime.now(IST)\` and check the \`+05:30\` offset.`,
      quiz: [
        {
          question: 'What is the difference between strptime and strftime?',
          answer:
            'strptime parses a string into a datetime using a format; strftime formats a date or datetime into a string.',
          keyPoints: ['strptime parses', 'strftime formats', 'format codes'],
        },
        {
          question: 'What is the difference between a naive and an aware datetime?',
          answer:
            'An aware datetime carries timezone information (an offset); a naive one has none and is ambiguous across zones.',
          keyPoints: ['timezone info', 'naive has none', 'aware has offset'],
        },
        {
          question: 'Why is datetime.utcnow() discouraged in Python 3.12?',
          answer:
            'It is deprecated because it returns a naive datetime that can be mistaken for local time; use datetime.now(timezone.utc) for an aware UTC value.',
          keyPoints: ['deprecated', 'naive', 'datetime.now(timezone.utc)'],
        },
        {
          question: 'Why store dates in files as ISO format like 2025-06-05?',
          answer:
            'ISO strings are unambiguous, sort correctly as text, and can be read back with date.fromisoformat.',
          keyPoints: ['unambiguous', 'sorts correctly', 'fromisoformat'],
        },
      ],
      handsOnTask:
        'Store each tracker expense with an ISO date, parse SMS dates with strptime, and add a "monthly" report that groups totals by strftime("%Y-%m"). Add three expenses across two months and check the report shows two month rows with correct totals.',
      project: 'The tracker records dates and can report spending per month and for the last 7 days.',
      exercise:
        'Write days_until(date_string) that takes "2025-12-31" and returns the number of days from today, and print the weekday name of that date with %A.',
      beginnerTip:
        'Keep the strftime format codes page from the Python docs open; nobody memorises them all.',
      advancedNote:
        'Aware datetime arithmetic in the same ZoneInfo is "wall-clock" arithmetic, so adding 24 hours across a DST change may not equal adding one day; convert to UTC first for exact durations. For month arithmetic use dateutil.relativedelta or calendar.monthrange.',
    },
    {
      topicName: 'Capstone kickoff: command-line interfaces with argparse',
      explanation: `Week four's capstone is a tool developers actually use: **\`repostats\`**, a command-line app that fetches a GitHub user's public repositories, caches them, and writes a Markdown report of languages, stars and recent activity. It combines everything so far plus HTTP, logging and packaging.

Real CLI tools take **arguments and flags** instead of menus so they can be scripted: \`repostats torvalds --top 5 --format md\`. The standard-library \`argparse\` module parses \`sys.argv\`, validates types, and generates \`--help\` for free.

\`\`\`python
# repostats/cli.py
import argparse

def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="repostats",
        description="Summarise a GitHub user's public repositories.",
    )
    p.add_argument("username", help="GitHub username, e.g. octocat")
    p.add_argument("--top", type=int, default=5, help="repos to list (default 5)")
    p.add_argument("--format", choices=["text", "md"], default="text")
    p.add_argument("-o", "--output", help="write report to this file")
    p.add_argument("-v", "--verbose", action="store_true")
    return p

def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    print(f"User={args.username} top={args.top} format={args.format}")
    return 0

if __name__ == "__main__":
    raise SystemExit(main())
\`\`\`

Positional arguments (\`username\`) are required; options starting with \`--\` are optional. \`type=int\` converts and validates (\`--top abc\` prints a clear error and exits with code 2), \`choices\` limits values, and \`action="store_true"\` makes a boolean flag. Returning an **exit code** (0 = success, non-zero = failure) via \`SystemExit\` lets shell scripts and CI check whether your tool worked.

Accepting \`argv\` as a parameter is a testing trick: \`main(["octocat", "--top", "3"])\` runs the CLI from pytest without a subprocess.

**Common mistake:** reading \`sys.argv\` by hand (\`sys.argv[1]\`) — you end up re-implementing help, defaults and type checking badly, and crash with \`IndexError\` when the user forgets an argument. Also note that argparse turns \`--dry-run\` into \`args.dry_run\` (dash becomes underscore).

**Check it works:** run \`python -m repostats.cli --help\` and see the generated usage; run it with \`--top abc\` and confirm a friendly error and \`echo $?\` printing 2.`,
      quiz: [
        {
          question: 'What is the difference between a positional argument and an option in argparse?',
          answer:
            'Positional arguments are identified by position and are required by default; options start with -- (or -), are named and usually optional with defaults.',
          keyPoints: ['positional required', 'options start with --', 'optional with default'],
        },
        {
          question: 'What does type=int do on an argparse argument?',
          answer:
            'It converts the text to an int and, if conversion fails, prints a usage error and exits with status 2.',
          keyPoints: ['converts to int', 'usage error', 'exit code 2'],
        },
        {
          question: 'Why should a CLI return an exit code?',
          answer:
            'So shells, scripts and CI can tell success (0) from failure (non-zero) without reading the output.',
          keyPoints: ['0 success', 'non-zero failure', 'scripts and CI'],
        },
        {
          question: 'How do you make a simple on/off flag like --verbose?',
          answer:
            'Use add_argument("-v", "--verbose", action="store_true"), which is False unless the flag is given.',
          keyPoints: ['store_true', 'False by default'],
        },
      ],
      handsOnTask:
        'Create a new repostats package with its own venv, and write cli.py with the parser above and a main(argv) that returns an exit code. Add a pytest test calling main(["octocat", "--top", "3"]) and check python -m repostats.cli --help shows every option.',
      project: 'Capstone started: the repostats package with a full argparse command-line interface.',
      exercise:
        'Write a small CLI wc.py that takes a file path and flags --lines/--words, printing the requested counts, with a proper --help.',
      beginnerTip:
        'Run your CLI with --help after every new argument; the help text is the quickest way to see what argparse understood.',
      advancedNote:
        'For larger CLIs, argparse supports subcommands via add_subparsers (like git commit / git push); third-party Typer and Click build CLIs from type-hinted functions. Exit code 2 is the Unix convention for usage errors, and 130 is conventional after Ctrl+C.',
    },
    {
      topicName: 'Calling web APIs with requests: timeouts, status codes and JSON',
      explanation: `Most useful scripts talk to a web API. An HTTP **request** has a method (GET to read, POST to create), a URL, optional query parameters and headers; the **response** has a status code, headers and a body — usually JSON. The \`requests\` library makes this short:

\`\`\`bash
pip install requests
\`\`\`

\`\`\`python
# repostats/github.py
import requests

API = "https://api.github.com"
HEADERS = {"Accept": "application/vnd.github+json",
           "X-GitHub-Api-Version": "2022-11-28"}

class UserNotFound(Exception):
    pass

def fetch_repos(username: str) -> list[dict]:
    url = f"{API}/users/{username}/repos"
    params = {"per_page": 100, "sort": "updated"}
    repos: list[dict] = []
    while url:
        resp = requests.get(url, params=params, headers=HEADERS, timeout=10)
        if resp.status_code == 404:
            raise UserNotFound(username)
        resp.raise_for_status()          # raise HTTPError on 4xx/5xx
        repos.extend(resp.json())        # JSON array -> list of dicts
        url = resp.links.get("next", {}).get("url")   # pagination
        params = None                    # the next URL already has them
    return repos
\`\`\`

Status codes matter: **2xx** success, **404** not found, **401/403** auth or rate-limit problems, **5xx** server errors. \`raise_for_status()\` turns error codes into an exception instead of letting you parse an error page as data. \`resp.json()\` decodes the body into Python lists and dicts. GitHub returns at most 100 items per page and puts the next page's URL in the \`Link\` header, which requests exposes as \`resp.links\`. Unauthenticated calls are limited to **60 requests per hour** per IP — tomorrow you'll add a token.

**Common mistake:** calling \`requests.get(url)\` without \`timeout\`. requests has **no default timeout**, so if the server stalls your CLI hangs forever. Always pass \`timeout=\` (seconds). Second mistake: assuming success — using \`resp.json()\` on a 403 gives you an error message dict, not repositories, and fails later with a confusing \`KeyError\`.

**Check it works:** in a REPL, \`len(fetch_repos("octocat"))\` returns a small number, \`fetch_repos("this-user-should-not-exist-98765")\` raises \`UserNotFound\`, and \`repos[0].keys()\` shows fields like \`name\`, \`language\`, \`stargazers_count\` and \`pushed_at\`.`,
      quiz: [
        {
          question: 'Why should every requests call include a timeout?',
          answer:
            'requests has no default timeout, so a stalled server would make the program hang forever; timeout= makes it fail after a set number of seconds.',
          keyPoints: ['no default timeout', 'hang forever', 'timeout='],
        },
        {
          question: 'What does resp.raise_for_status() do?',
          answer:
            'It raises an HTTPError if the response status is a 4xx or 5xx error, and does nothing for successful responses.',
          keyPoints: ['raises HTTPError', '4xx or 5xx', 'error status'],
        },
        {
          question: 'What do status codes 404 and 403 usually mean with the GitHub API?',
          answer:
            '404 means the user or resource was not found; 403 usually means forbidden or rate limit exceeded.',
          keyPoints: ['404 not found', '403 forbidden', 'rate limit'],
        },
        {
          question: 'How do you get all results when an API paginates them?',
          answer:
            'Keep requesting the next page (for GitHub, the URL in the Link header via resp.links["next"]) until there is no next page, collecting the results.',
          keyPoints: ['next page', 'Link header', 'loop until none'],
        },
      ],
      handsOnTask:
        'Write repostats/github.py with fetch_repos(username) using requests with timeout, raise_for_status and pagination, and wire it into main so repostats octocat prints the number of repos and the five most recently updated names. Confirm an unknown user prints a clear message and exits with code 1.',
      project: 'repostats now fetches real repository data from the GitHub REST API.',
      exercise:
        'Call https://api.github.com/repos/python/cpython with requests and print its description, star count and default branch, handling a non-200 response.',
      beginnerTip:
        'Open the API URL in your browser first; seeing the raw JSON tells you exactly which keys to read in Python.',
      advancedNote:
        'Use a requests.Session to reuse TCP/TLS connections across calls (much faster for many requests) and mount an HTTPAdapter with urllib3 Retry for automatic back-off on 429/5xx. For tests, the responses library or monkeypatch lets you fake HTTP so tests never hit the network.',
    },
    {
      topicName: 'Logging and configuration from environment variables',
      explanation: `\`print\` is for the user's output; **diagnostics** belong in \`logging\`. Logging gives every message a **level** (DEBUG, INFO, WARNING, ERROR, CRITICAL), a timestamp and a source, and lets you turn detail up or down without editing code.

\`\`\`python
# repostats/cli.py
import logging
import os

logger = logging.getLogger(__name__)       # one logger per module

def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.WARNING,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    token = os.environ.get("GITHUB_TOKEN")  # None if not set
    if token is None:
        logger.warning("No GITHUB_TOKEN set: limited to 60 requests/hour")
    repos = fetch_repos(args.username, token=token)
    logger.info("Fetched %d repos for %s", len(repos), args.username)
    ...

# repostats/github.py
def fetch_repos(username, token=None):
    headers = dict(HEADERS)
    if token:
        headers["Authorization"] = f"Bearer {token}"
    logger.debug("GET %s", url)
\`\`\`

Configure logging **once**, at the entry point (\`main\`); library modules only call \`logging.getLogger(__name__)\` and log. Pass values as arguments (\`"Fetched %d repos", n\`) rather than f-strings — the message is only formatted if that level is enabled. \`logger.exception("...")\` inside an \`except\` block logs the full traceback.

**Environment variables** are how you configure programs without hard-coding: \`export GITHUB_TOKEN=ghp_...\` (PowerShell: \`$env:GITHUB_TOKEN="ghp_..."\`). \`os.environ.get(name, default)\` reads one. A GitHub personal access token raises your limit from 60 to 5,000 requests per hour. Many projects keep local values in a \`.env\` file loaded with \`python-dotenv\`, and list \`.env\` in \`.gitignore\`.

**Common mistake:** hard-coding the token in source code or logging it. Once pushed to GitHub, a secret is public — GitHub's secret scanning may revoke it, but bots scrape repos within minutes. Keep secrets in the environment, never print headers that contain them, and rotate a token immediately if it leaks.

**Check it works:** run \`repostats octocat\` (only a warning appears), then \`repostats octocat -v\` (DEBUG lines with URLs and timestamps). Set \`GITHUB_TOKEN\` and confirm the warning disappears.`,
      quiz: [
        {
          question: 'Why use logging instead of print for diagnostic messages?',
          answer:
            'Logging adds levels, timestamps and sources, and lets you change how much detail appears (e.g. --verbose) without editing code; print is for the program\u2019s actual output.',
          keyPoints: ['log levels', 'timestamps', 'turn detail up or down'],
        },
        {
          question: 'Where should logging.basicConfig be called?',
          answer:
            'Once, at the program\u2019s entry point such as main(); other modules just get a logger with logging.getLogger(__name__).',
          keyPoints: ['once', 'entry point', 'getLogger(__name__)'],
        },
        {
          question: 'How do you read an environment variable safely in Python?',
          answer:
            'Use os.environ.get("NAME", default), which returns the default (or None) instead of raising KeyError when it is not set.',
          keyPoints: ['os.environ.get', 'default', 'None if missing'],
        },
        {
          question: 'Why must API tokens never be hard-coded in source files?',
          answer:
            'Code gets committed and shared, so the secret becomes public and can be abused; keep it in environment variables or an ignored .env file.',
          keyPoints: ['secret exposed', 'committed to git', 'environment variable'],
        },
      ],
      handsOnTask:
        'Add logging to repostats with a --verbose flag switching between WARNING and DEBUG, and read GITHUB_TOKEN from the environment to send an Authorization header. Run with and without -v and with and without the token, and confirm the right messages appear and the token is never printed.',
      project: 'repostats gains levelled logging, a --verbose flag and token configuration via GITHUB_TOKEN.',
      exercise:
        'Write a script that reads APP_ENV from the environment (default "dev") and logs at DEBUG in dev and WARNING in prod; run it both ways.',
      beginnerTip:
        'If nothing is logged at INFO, check the configured level: the default root level is WARNING, so info and debug messages are hidden.',
      advancedNote:
        'For larger apps, configure logging with logging.config.dictConfig (handlers, formatters, per-module levels) and emit JSON logs for aggregation tools. Structured logging libraries like structlog attach key-value context (request id, user) to every message.',
    },
    {
      topicName: 'Caching API results and writing a Markdown report',
      explanation: `Calling the API on every run is slow and burns rate limit. A simple **file cache** stores the last response with a timestamp and reuses it while it is fresh. Then you turn raw JSON into a report people want to read.

\`\`\`python
# repostats/cache.py
import json
from datetime import datetime, timedelta, timezone
from pathlib import Path

CACHE_DIR = Path.home() / ".cache" / "repostats"
TTL = timedelta(hours=1)

def load_cached(username: str) -> list[dict] | None:
    path = CACHE_DIR / f"{username.lower()}.json"
    if not path.exists():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    fetched = datetime.fromisoformat(data["fetched_at"])
    if datetime.now(timezone.utc) - fetched > TTL:
        return None                                  # stale
    return data["repos"]

def save_cache(username: str, repos: list[dict]) -> None:
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    payload = {"fetched_at": datetime.now(timezone.utc).isoformat(), "repos": repos}
    (CACHE_DIR / f"{username.lower()}.json").write_text(
        json.dumps(payload, indent=2), encoding="utf-8")
\`\`\`

\`\`\`python
# repostats/report.py
from collections import Counter

def markdown_report(username: str, repos: list[dict], top: int) -> str:
    langs = Counter(r["language"] or "Unknown" for r in repos)
    best = sorted(repos, key=lambda r: r["stargazers_count"], reverse=True)[:top]
    lines = [f"# GitHub report: {username}", "",
             f"Public repos: **{len(repos)}**", "",
             "| Repo | Stars | Language |", "|---|---:|---|"]
    lines += [f"| {r['name']} | {r['stargazers_count']} | {r['language'] or '-'} |" for r in best]
    lines += ["", "## Languages"] + [f"- {lang}: {n}" for lang, n in langs.most_common()]
    return "\\n".join(lines) + "\\n"
\`\`\`

Keep \`markdown_report\` **pure** (data in, string out) so it is trivial to test; \`main\` decides whether to print it or write it to \`--output\`. Add a \`--no-cache\` flag to force a refresh.

**Common mistake:** putting \`datetime\` objects straight into \`json.dumps\` — it raises \`TypeError: Object of type datetime is not JSON serializable\`. JSON only knows strings, numbers, booleans, null, arrays and objects, so store \`.isoformat()\` strings and parse them back with \`fromisoformat\`. Also note \`r["language"]\` can be \`None\` (JSON \`null\`) — handle it, as the \`or "Unknown"\` does.

**Check it works:** run \`repostats octocat -v -o report.md\` twice. The first run logs an HTTP GET; the second logs a cache hit and makes no request. Open \`report.md\` in VS Code's Markdown preview and check the table renders.`,
      quiz: [
        {
          question: 'Why cache API responses in a CLI tool?',
          answer:
            'To make repeated runs faster and avoid using up the API rate limit, reusing fresh data instead of re-fetching it.',
          keyPoints: ['faster', 'rate limit', 'reuse data'],
        },
        {
          question: 'Why does json.dumps fail on a datetime, and how do you fix it?',
          answer:
            'JSON has no date type, so json.dumps raises TypeError; store the datetime as an ISO string with isoformat() and parse it back with fromisoformat().',
          keyPoints: ['not JSON serializable', 'isoformat', 'fromisoformat'],
        },
        {
          question: 'How does the cache decide whether data is stale?',
          answer:
            'It compares the stored fetched_at timestamp with the current time and treats data older than the TTL (one hour) as stale.',
          keyPoints: ['fetched_at timestamp', 'TTL', 'older than one hour'],
        },
        {
          question: 'Why keep markdown_report a pure function?',
          answer:
            'Because it only turns data into a string with no I/O, it is easy to test and reuse, while main decides where the output goes.',
          keyPoints: ['no side effects', 'easy to test', 'main handles output'],
        },
      ],
      handsOnTask:
        'Add cache.py and report.py to repostats, a --no-cache flag and -o/--output to write the Markdown file. Run the tool twice and confirm from the verbose logs that the second run uses the cache; write a pytest test for markdown_report using a small fake repos list.',
      project:
        'repostats caches API responses for an hour and writes a Markdown report with top repos and languages.',
      exercise:
        'Write a @cache_to_file(path) decorator that stores a function\u2019s JSON-serialisable result on disk and returns it on later calls.',
      beginnerTip:
        'Look inside ~/.cache/repostats with a text editor: json.dumps with indent=2 makes the cached data easy to inspect.',
      advancedNote:
        'HTTP already has caching built in: GitHub returns an ETag, and sending it back in If-None-Match yields 304 Not Modified, which does not count against the rate limit. For in-process caching of pure functions, functools.lru_cache or functools.cache is simpler than files.',
    },
    {
      topicName: 'Packaging with pyproject.toml and installing your CLI',
      explanation: `Right now repostats only runs as \`python -m repostats.cli\` from its folder. **Packaging** turns it into an installable project with a real \`repostats\` command and declared dependencies, so anyone can install it with pip.

Use the **src layout** (code under \`src/\`, so tests run against the *installed* package, not stray files) and one config file, \`pyproject.toml\`:

\`\`\`
repostats/
  pyproject.toml
  README.md
  src/repostats/__init__.py, cli.py, github.py, cache.py, report.py
  tests/
\`\`\`

\`\`\`toml
[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build"

[project]
name = "repostats"
version = "0.1.0"
description = "Summarise a GitHub user's public repositories"
readme = "README.md"
requires-python = ">=3.12"
dependencies = ["requests>=2.32"]

[project.optional-dependencies]
dev = ["pytest", "mypy", "ruff"]

[project.scripts]
repostats = "repostats.cli:main"
\`\`\`

\`[project.scripts]\` creates a console command: \`repostats\` calls \`main()\` from \`repostats.cli\` and uses its return value as the exit code. Install in **editable** mode while developing:

\`\`\`bash
pip install -e ".[dev]"     # code changes take effect without reinstalling
repostats octocat --top 3
pip install build && python -m build   # makes dist/*.whl and dist/*.tar.gz
\`\`\`

The wheel (\`.whl\`) is the built, ready-to-install artifact; the \`.tar.gz\` is the source distribution. \`pip freeze > requirements.txt\` pins exact versions for *applications* you deploy; \`dependencies\` in pyproject should stay flexible ranges for *libraries* others install.

**Common mistake:** forgetting to list a dependency. It works on your machine because requests is already in your venv, then fails for everyone else with \`ModuleNotFoundError\`. The honest test is a clean venv: create a fresh one, \`pip install dist/repostats-0.1.0-py3-none-any.whl\`, and run the command.

**Check it works:** in a brand-new venv outside the project folder, install the wheel and run \`repostats --help\` — the command exists and runs, with requests pulled in automatically.`,
      quiz: [
        {
          question: 'What does the [project.scripts] table in pyproject.toml do?',
          answer:
            'It creates a console command on install; for example repostats = "repostats.cli:main" makes a repostats command that calls main().',
          keyPoints: ['console command', 'entry point', 'calls main'],
        },
        {
          question: 'What does pip install -e . do?',
          answer:
            'It installs the project in editable mode, linking to your source so code changes take effect without reinstalling.',
          keyPoints: ['editable install', 'changes take effect', 'no reinstall'],
        },
        {
          question: 'How can you catch a missing dependency before users do?',
          answer:
            'Install the built wheel into a fresh, empty virtual environment and run the command there.',
          keyPoints: ['fresh venv', 'install wheel', 'run command'],
        },
        {
          question: 'What is a wheel?',
          answer:
            'A .whl file: the built distribution of a package that pip can install directly without running a build step.',
          keyPoints: ['.whl', 'built distribution', 'pip installs'],
        },
      ],
      handsOnTask:
        'Move repostats to a src layout with a pyproject.toml as above, install it with pip install -e ".[dev]", and run repostats from another directory. Then build a wheel with python -m build, install it in a fresh venv and confirm repostats --help works there.',
      project: 'repostats becomes an installable package with a repostats console command and a built wheel.',
      exercise:
        'Add a --version flag to repostats that prints the installed version read with importlib.metadata.version("repostats").',
      beginnerTip:
        'If the repostats command is "not found" after installing, your venv is probably not active in that terminal.',
      advancedNote:
        'The uv tool (by Astral) implements the same standards much faster: uv venv, uv pip install, uv build, and uv tool install for global CLIs. Publishing to PyPI uses twine or uv publish with a trusted-publisher token; test on TestPyPI first.',
    },
    {
      topicName: 'Code quality: ruff, type checks and debugging with breakpoint()',
      explanation: `Professional Python code is formatted consistently, linted for bugs and type-checked automatically — then debugged with a real debugger, not guesswork.

**Ruff** is one fast tool that replaces flake8, isort, pyupgrade and black-style formatting:

\`\`\`toml
# pyproject.toml
[tool.ruff]
line-length = 100

[tool.ruff.lint]
select = ["E", "F", "I", "B", "UP", "T10"]   # errors, pyflakes, imports, bugbear, pyupgrade, debugger
\`\`\`

\`\`\`bash
ruff check .           # report problems, e.g. F401 'os' imported but unused
ruff check --fix .     # auto-fix the safe ones (import order, old syntax)
ruff format .          # format the code
mypy src/              # type check
\`\`\`

Rule B006 (bugbear) flags mutable default arguments, F841 unused variables, UP modernises \`List[str]\` to \`list[str]\` — the linter catches many bugs from earlier lessons for you.

**Debugging.** Read the traceback **bottom-up**: the last line is the exception and message; the frame just above it is where it was raised; walk upward until you reach *your* code. When the cause isn't obvious, drop into the built-in debugger by adding \`breakpoint()\` on the line before the problem:

\`\`\`python
def markdown_report(username, repos, top):
    breakpoint()          # execution pauses here in pdb
    langs = Counter(r["language"] or "Unknown" for r in repos)
\`\`\`

At the \`(Pdb)\` prompt: \`p repos[0]\` prints a value, \`pp\` pretty-prints, \`n\` runs the next line, \`s\` steps into a call, \`c\` continues, \`l\` lists surrounding code, \`w\` shows the call stack, \`q\` quits. VS Code's debugger gives the same with clickable breakpoints.

**Common mistake:** leaving \`breakpoint()\` or debugging \`print\`s in committed code — the CLI will freeze waiting for input in someone's pipeline. The \`T10\` rule above makes ruff fail on it, and \`PYTHONBREAKPOINT=0\` disables breakpoints at runtime.

**Check it works:** add an unused import and a \`breakpoint()\`; \`ruff check .\` should report both (F401, T100). Remove them and get "All checks passed!", \`ruff format --check .\` clean, and mypy "Success".`,
      quiz: [
        {
          question:
            'In which direction should you read a Python traceback, and what does the last line tell you?',
          answer:
            'Bottom-up: the last line gives the exception type and message; the frames above show where it was raised and how the code got there.',
          keyPoints: ['bottom up', 'exception type', 'message'],
        },
        {
          question: 'What does calling breakpoint() do?',
          answer:
            'It pauses the program and opens the pdb debugger at that line so you can inspect variables and step through code.',
          keyPoints: ['pauses program', 'pdb debugger', 'inspect variables'],
        },
        {
          question: 'Name three pdb commands and what they do.',
          answer:
            'p expr prints a value, n runs the next line, s steps into a function, c continues running, l lists code, q quits.',
          keyPoints: ['p print', 'n next', 'c continue', 's step'],
        },
        {
          question: 'What is the difference between ruff check and ruff format?',
          answer:
            'ruff check lints for errors and bad patterns (with --fix for safe fixes); ruff format rewrites code layout into a consistent style.',
          keyPoints: ['check lints', 'format style', '--fix'],
        },
      ],
      handsOnTask:
        'Add ruff and mypy configuration to repostats\u2019 pyproject.toml, fix every reported issue until ruff check, ruff format --check and mypy all pass. Then set a breakpoint() in markdown_report, inspect repos[0] and step through three lines with n before removing it.',
      project: 'repostats passes ruff lint/format and mypy, ready for a CI check.',
      exercise:
        'Take a buggy 15-line script (for example one with an off-by-one loop), reproduce the bug, and find it using breakpoint() and p instead of print statements.',
      beginnerTip:
        'Run ruff check --fix before reading the remaining warnings; most of the noise disappears automatically.',
      advancedNote:
        'Run ruff, mypy and pytest on every push with a GitHub Actions workflow, or locally with pre-commit hooks. Python 3.12 added sys.monitoring (PEP 669), a low-overhead hook that lets debuggers and coverage tools run much faster than the old sys.settrace.',
    },
    {
      topicName: 'Job readiness: README, portfolio and Python interview practice',
      explanation: `You now have two finished projects — the expense tracker and the packaged repostats CLI. Turning them into evidence of skill is today's work.

**A README that sells the project** answers, in order: what it does (one sentence plus a screenshot or sample output), how to install (\`pip install -e .\`), how to use it (a copy-pasteable command and its real output), how to run tests (\`pytest\`), and *design decisions* (why a cache with a one-hour TTL, why a src layout). Recruiters skim; reviewers read the decisions section.

**Repository hygiene:** a \`.gitignore\` (\`.venv/\`, \`__pycache__/\`, \`.env\`, \`dist/\`), a licence, small commits with clear messages, and a GitHub Actions workflow that runs ruff and pytest so a green badge proves it works.

**Interview topics that come up constantly** — all covered in this course: list vs tuple (mutability, hashability); \`is\` vs \`==\`; mutable default arguments; shallow vs deep copy; dict/set lookup being average O(1); generators and laziness; what a decorator is; \`*args\`/\`**kwargs\`; exceptions with \`else\`/\`finally\`; and the GIL (one thread executes Python bytecode at a time in standard CPython, so threads help I/O-bound work, processes help CPU-bound work).

A typical live-coding warm-up — group words that are anagrams:

\`\`\`python
from collections import defaultdict

def group_anagrams(words: list[str]) -> list[list[str]]:
    groups: dict[str, list[str]] = defaultdict(list)
    for w in words:
        groups["".join(sorted(w))].append(w)   # sorted letters as key
    return list(groups.values())

assert group_anagrams(["eat", "tea", "tan", "nat", "bat"]) == [["eat", "tea"], ["tan", "nat"], ["bat"]]
\`\`\`

Talk while you code: restate the problem, give a brute-force idea, improve it, state complexity (here O(n·k log k)), then test edge cases (empty list, one word).

**Common mistake:** a GitHub profile full of tutorial clones with no README. Two polished, tested, documented projects beat ten half-finished ones.

**Check it works:** ask a friend to install repostats using only your README on a fresh machine. If they need to ask you anything, the README isn't done.`,
      quiz: [
        {
          question: 'What should a strong project README contain?',
          answer:
            'What the project does, how to install it, how to use it with real example output, how to run the tests, and the key design decisions.',
          keyPoints: ['what it does', 'install', 'usage example', 'run tests'],
        },
        {
          question: 'What is the GIL and what does it mean for threads?',
          answer:
            'The Global Interpreter Lock lets only one thread execute Python bytecode at a time in standard CPython, so threads help I/O-bound work but CPU-bound work needs multiple processes.',
          keyPoints: ['one thread at a time', 'I/O-bound threads', 'CPU-bound processes'],
        },
        {
          question: 'How does the group_anagrams solution identify anagrams?',
          answer:
            'It uses the word\u2019s sorted letters as a dict key, so all anagrams share the same key and are grouped in a defaultdict(list).',
          keyPoints: ['sorted letters', 'dict key', 'defaultdict'],
        },
        {
          question: 'What is a good way to approach a live-coding question?',
          answer:
            'Restate the problem, start with a simple solution, improve it, state the time complexity, and test edge cases out loud.',
          keyPoints: ['restate problem', 'simple first', 'complexity', 'edge cases'],
        },
      ],
      handsOnTask:
        'Write full READMEs for the expense tracker and repostats with install, usage with real output, tests and design decisions, and add a GitHub Actions workflow that runs ruff and pytest. Push both repos and confirm the workflow shows green.',
      project: 'Both projects are published on GitHub with READMEs and passing CI — your Python portfolio.',
      exercise:
        'Answer out loud, in under a minute each, five questions: list vs tuple, is vs ==, mutable defaults, generators, and decorators; then solve "first non-repeating character in a string" in under 15 minutes.',
      beginnerTip:
        'Record yourself explaining your project in two minutes; it is the most common first interview question and easy to practise.',
      advancedNote:
        'Python 3.13 shipped an experimental free-threaded build (PEP 703) without the GIL and an experimental JIT; mentioning these, with the caveat that they are opt-in, shows you follow the language. Contributing a docs fix or test to an open-source Python project is a strong portfolio signal.',
    },
  ],
  advancedDays: [
    {
      topicName: 'Concurrency: threads, processes and the GIL with concurrent.futures',
      explanation: `Concurrency lets a program make progress on several tasks at once. Which tool to use depends on what the tasks wait for.

- **I/O-bound** work (HTTP calls, disk, databases) spends most of its time *waiting*. Threads are ideal: while one thread waits on the network, CPython releases the **GIL** (Global Interpreter Lock) and another runs.
- **CPU-bound** work (parsing, image processing, number crunching in pure Python) needs the CPU itself. In standard CPython only one thread runs Python bytecode at a time, so threads give no speed-up; use **processes**, each with its own interpreter and GIL.

\`concurrent.futures\` gives both behind one API:

\`\`\`python
from concurrent.futures import ThreadPoolExecutor, ProcessPoolExecutor, as_completed

users = ["octocat", "gvanrossum", "torvalds", "tiangolo"]

with ThreadPoolExecutor(max_workers=8) as pool:          # I/O-bound
    futures = {pool.submit(fetch_repos, u): u for u in users}
    for fut in as_completed(futures):
        user = futures[fut]
        try:
            print(user, len(fut.result()))               # re-raises worker errors
        except Exception as exc:
            print(user, "failed:", exc)

def count_primes(n: int) -> int:                          # CPU-bound
    return sum(all(k % d for d in range(2, int(k**0.5) + 1)) for k in range(2, n))

if __name__ == "__main__":                                # required for processes
    with ProcessPoolExecutor() as pool:
        print(list(pool.map(count_primes, [50_000] * 4)))
\`\`\`

\`submit\` returns a **Future**; \`result()\` waits for it and re-raises any exception from the worker. \`map\` returns results in input order; \`as_completed\` yields futures as they finish.

**Common mistake:** using processes without the \`if __name__ == "__main__":\` guard. On Windows and macOS, worker processes are started with *spawn*, which re-imports your main module; unguarded pool creation then recurses and crashes. Also, everything sent to a process must be **picklable** — lambdas and open connections are not. With threads, the opposite trap is shared mutable state: protect counters with \`threading.Lock\` or, better, return results instead of mutating globals.

**Check it works:** time fetching 4 users sequentially versus with the thread pool (expect roughly the time of the slowest single call), and time \`count_primes\` four times with threads versus processes — only processes should approach a 4× speed-up on a 4-core machine.`,
      quiz: [
        {
          question: 'When should you use threads and when processes in CPython?',
          answer:
            'Threads for I/O-bound work that mostly waits (network, disk); processes for CPU-bound work, because the GIL lets only one thread run Python bytecode at a time.',
          keyPoints: ['threads for I/O-bound', 'processes for CPU-bound', 'GIL'],
        },
        {
          question: 'Why does ProcessPoolExecutor code need the __main__ guard?',
          answer:
            'With the spawn start method (Windows, macOS) child processes re-import the main module; without the guard they would try to create pools again and crash.',
          keyPoints: ['spawn', 're-import main module', 'recursive pools'],
        },
        {
          question: 'What does future.result() do if the task raised an exception?',
          answer: 'It re-raises that exception in the calling thread, so you can catch it there.',
          keyPoints: ['re-raises exception', 'caller catches'],
        },
        {
          question: 'What must be true of arguments sent to a process pool?',
          answer:
            'They must be picklable, because they are serialised and sent to another process; lambdas and open connections are not.',
          keyPoints: ['picklable', 'serialised', 'no lambdas'],
        },
      ],
      handsOnTask:
        'Add a --users option to repostats that accepts several usernames and fetches them concurrently with ThreadPoolExecutor, handling per-user failures. Measure sequential versus threaded wall time with time.perf_counter and report both numbers.',
      project: 'repostats can fetch many users concurrently with a thread pool.',
      exercise:
        'Benchmark a CPU-heavy function run four times sequentially, with ThreadPoolExecutor and with ProcessPoolExecutor, and explain the three timings.',
      beginnerTip:
        'Start with max_workers around 5-10 for API calls; more threads mainly hit rate limits faster.',
      advancedNote:
        'Python 3.13 offers an experimental free-threaded build (python3.13t, PEP 703) where threads can run CPU-bound code in parallel, and 3.12 added per-interpreter GILs at the C-API level (PEP 684). NumPy and many C extensions release the GIL during heavy computation, so threads can already help there.',
    },
    {
      topicName: 'asyncio and async/await with httpx',
      explanation: `**asyncio** runs many I/O-bound tasks concurrently on a **single thread** using an event loop. Instead of blocking while waiting for the network, a coroutine \`await\`s, handing control back to the loop, which resumes another task whose data has arrived. It scales to thousands of simultaneous connections with little memory.

\`\`\`python
import asyncio
import httpx

async def fetch_user(client: httpx.AsyncClient, sem: asyncio.Semaphore, user: str) -> tuple[str, int]:
    async with sem:                                    # limit concurrency
        resp = await client.get(f"https://api.github.com/users/{user}/repos",
                                params={"per_page": 100})
        resp.raise_for_status()
        return user, len(resp.json())

async def main(users: list[str]) -> None:
    sem = asyncio.Semaphore(5)
    async with httpx.AsyncClient(timeout=10) as client:
        async with asyncio.TaskGroup() as tg:          # Python 3.11+
            tasks = [tg.create_task(fetch_user(client, sem, u)) for u in users]
    for t in tasks:
        print(*t.result())

asyncio.run(main(["octocat", "gvanrossum", "torvalds"]))
\`\`\`

Vocabulary: \`async def\` defines a **coroutine function**; calling it creates a coroutine object that does nothing until awaited or scheduled. \`await\` suspends until the awaited thing completes. \`asyncio.run\` starts the loop. \`TaskGroup\` runs tasks concurrently and, if one fails, cancels the rest and raises an \`ExceptionGroup\` — safer than the older \`asyncio.gather\`. A \`Semaphore\` caps how many requests are in flight so you don't hammer an API. \`httpx\` is a requests-like library with a real async client (requests itself is sync-only).

**Common mistake:** calling blocking code inside a coroutine — \`time.sleep(1)\`, \`requests.get(...)\`, heavy CPU loops. They freeze the **whole** event loop, so every other task stalls and concurrency silently disappears. Use \`await asyncio.sleep()\`, async libraries, or push blocking work to a thread with \`await asyncio.to_thread(func, arg)\`. The other classic: forgetting \`await\`, which yields "coroutine was never awaited" warnings and no result.

**Check it works:** fetch ten users sequentially with sync httpx and concurrently with the code above; the async version should take about as long as the slowest single request. Replace \`await client.get\` with a \`time.sleep(1)\` experiment and watch the total time jump to ten seconds.`,
      quiz: [
        {
          question: 'How does asyncio achieve concurrency on one thread?',
          answer:
            'An event loop switches between coroutines whenever one awaits I/O, so other tasks run while it waits.',
          keyPoints: ['event loop', 'await switches tasks', 'single thread'],
        },
        {
          question: 'Why is calling time.sleep or requests.get inside a coroutine a problem?',
          answer:
            'They block the entire event loop, so no other task can run; use asyncio.sleep, an async library like httpx, or asyncio.to_thread.',
          keyPoints: ['blocks event loop', 'asyncio.sleep', 'to_thread'],
        },
        {
          question: 'What does asyncio.TaskGroup do when one task fails?',
          answer:
            'It cancels the remaining tasks in the group and raises the errors as an ExceptionGroup when the block exits.',
          keyPoints: ['cancels other tasks', 'ExceptionGroup'],
        },
        {
          question: 'What is a Semaphore used for in the example?',
          answer: 'To limit how many requests run at the same time so the API is not flooded.',
          keyPoints: ['limit concurrency', 'requests in flight'],
        },
      ],
      handsOnTask:
        'Write an async version of repostats\u2019 multi-user fetch using httpx.AsyncClient, a TaskGroup and a Semaphore(5). Compare its wall time for ten users with the thread-pool version from the previous lesson and note which was simpler to write.',
      project: 'repostats gets an async fetching mode built on httpx and asyncio.',
      exercise:
        'Write an async function that "downloads" five fake files using await asyncio.sleep(random delay) and prints them in completion order with asyncio.as_completed.',
      beginnerTip:
        'Remember the rule: async functions can only be awaited from other async functions; the program enters async land once, via asyncio.run(main()).',
      advancedNote:
        'Use asyncio.timeout() (3.11+) for deadlines across several awaits. Async gives no speed-up for CPU-bound work, and mixing sync and async code is the main source of complexity, which is why frameworks like FastAPI run plain def endpoints in a thread pool automatically.',
    },
    {
      topicName: 'Profiling and performance: timeit, cProfile and algorithmic complexity',
      explanation: `"Make it work, make it right, make it fast" — in that order, and only with **measurements**. Intuition about slow code is usually wrong; profilers tell you where time actually goes.

**Micro-benchmarks** with \`timeit\` compare small snippets:

\`\`\`bash
python -m timeit -s "ids = list(range(10_000))" "9_999 in ids"
# ~40 usec per loop  (list: O(n) scan)
python -m timeit -s "ids = set(range(10_000))" "9_999 in ids"
# ~20 nsec per loop  (set: O(1) hash lookup)
\`\`\`

**Profiling a whole program** with \`cProfile\` shows which functions consume time:

\`\`\`bash
python -m cProfile -o prof.out -m repostats.cli octocat
python -c "import pstats; pstats.Stats('prof.out').sort_stats('cumulative').print_stats(10)"
\`\`\`

\`cumtime\` includes time spent in called functions (find the slow *path*), \`tottime\` excludes it (find the slow *function itself*). For CLI tools you'll often discover the network dominates — which is why the cache mattered more than any code tweak.

The biggest wins are **algorithmic**: replace an O(n²) pattern with O(n).

\`\`\`python
# O(n*m): scans the list of known names for every repo
dupes = [r for r in repos if r["name"] in known_names_list]
# O(n+m): build a set once
known = set(known_names_list)
dupes = [r for r in repos if r["name"] in known]

from functools import lru_cache
@lru_cache(maxsize=None)          # memoise a pure, repeated computation
def fib(n: int) -> int:
    return n if n < 2 else fib(n - 1) + fib(n - 2)
\`\`\`

Other reliable wins: \`"".join(parts)\` over repeated \`+=\`, built-ins (\`sum\`, \`sorted\`, \`Counter\`) implemented in C, avoiding repeated work inside loops, and NumPy vectorisation for numeric arrays.

**Common mistake:** optimising without profiling — rewriting readable code into clever code that saves microseconds while a single unindexed lookup or network call costs seconds. Also don't benchmark with one run in a cold process; \`timeit\` repeats and takes care of that.

**Check it works:** profile repostats with and without the cache and compare the top lines of \`print_stats\`; benchmark \`fib(30)\` with and without \`lru_cache\` — the cached version should be thousands of times faster.`,
      quiz: [
        {
          question: 'What is the difference between cumtime and tottime in cProfile output?',
          answer:
            'cumtime includes time spent in functions called by that function; tottime counts only time spent in the function\u2019s own code.',
          keyPoints: ['cumtime includes callees', 'tottime own code'],
        },
        {
          question: 'Why is x in a_set much faster than x in a_list for large collections?',
          answer:
            'A set uses hashing for average O(1) lookup, while a list must be scanned element by element in O(n).',
          keyPoints: ['hashing', 'O(1)', 'O(n) scan'],
        },
        {
          question: 'What does functools.lru_cache do?',
          answer:
            'It memoises a function: results are stored by arguments and returned from the cache on repeated calls, which suits pure functions.',
          keyPoints: ['memoises', 'stores results', 'pure functions'],
        },
        {
          question: 'Why should you profile before optimising?',
          answer:
            'Because intuition about bottlenecks is often wrong; measuring shows where time is actually spent so you fix the part that matters.',
          keyPoints: ['measure first', 'find bottleneck', 'intuition wrong'],
        },
      ],
      handsOnTask:
        'Profile repostats on a user with many repos using cProfile, sorted by cumulative time, and write down the top three entries. Then find one O(n²) pattern in either project (or create one deliberately), fix it with a set or dict, and show the before/after timeit numbers.',
      project: 'repostats is profiled and its hot paths are measured and improved.',
      exercise:
        'Compare three ways of building a 100,000-character string (+= in a loop, "".join of a list, and a generator in join) with timeit and rank them.',
      beginnerTip:
        'Use time.perf_counter() around a block for quick measurements; it is the right clock for timing code.',
      advancedNote:
        'Sampling profilers like py-spy and Scalene attach to running processes with low overhead and show line-level hot spots, including native code. Python 3.11+ specialises hot bytecode adaptively, so code that keeps types stable in hot loops benefits most.',
    },
    {
      topicName: 'Advanced typing: Protocols, generics and TypedDict',
      explanation: `Basic hints (\`int\`, \`list[str]\`) cover most code, but real projects need to type shapes of JSON, functions that work on many types, and "anything with this method". Python 3.12 made this much cleaner.

**TypedDict** types dictionaries with known keys — perfect for API JSON you keep as dicts:

\`\`\`python
from typing import TypedDict, NotRequired, Protocol, Literal

class Repo(TypedDict):
    name: str
    stargazers_count: int
    language: str | None
    description: NotRequired[str]

def stars(repo: Repo) -> int:
    return repo["stargazers_count"]      # mypy knows this is int
# repo["stars"] -> mypy error: TypedDict "Repo" has no key "stars"
\`\`\`

**Generics** with the 3.12 syntax (PEP 695) declare type parameters in brackets, and the \`type\` statement defines aliases:

\`\`\`python
from collections.abc import Callable

def top_by[T](items: list[T], key: Callable[[T], int], n: int = 5) -> list[T]:
    return sorted(items, key=key, reverse=True)[:n]

type Format = Literal["text", "md"]       # type alias (3.12)

best = top_by(repos, stars)               # inferred: list[Repo]
\`\`\`

\`T\` ties input and output together: pass a \`list[Repo]\`, get a \`list[Repo]\` back, with no \`Any\` leaking through.

**Protocols** give *structural* typing — "duck typing" the checker understands. Any class with matching methods satisfies the protocol, no inheritance needed:

\`\`\`python
class ReportWriter(Protocol):
    def write(self, text: str) -> int: ...

def emit(report: str, out: ReportWriter) -> None:
    out.write(report)

import sys, io
emit("hi", sys.stdout)          # OK: has write(str) -> int
emit("hi", io.StringIO())       # OK too, great for tests
\`\`\`

**Common mistake:** sprinkling \`Any\` (or \`# type: ignore\`) to silence errors. \`Any\` switches checking off for everything it touches and spreads through return values, so the checker quietly stops protecting you. Prefer a precise \`TypedDict\`, a \`Protocol\`, or \`object\` plus an \`isinstance\` check. Run mypy with \`--strict\` on new modules to find implicit \`Any\`.

**Check it works:** type repostats' JSON as \`Repo\`, run \`mypy --strict src/\`, and introduce a typo key (\`repo["stars"]\`) to confirm mypy reports it before any test runs.`,
      quiz: [
        {
          question: 'What problem does TypedDict solve?',
          answer:
            'It lets a type checker know the exact keys and value types of a dictionary, such as API JSON, so wrong keys or types are reported.',
          keyPoints: ['dict keys typed', 'JSON shape', 'wrong keys caught'],
        },
        {
          question: 'What is structural typing with Protocol?',
          answer:
            'A class matches a Protocol if it has the required methods and attributes, without inheriting from it — duck typing that the checker verifies.',
          keyPoints: ['matching methods', 'no inheritance', 'duck typing'],
        },
        {
          question: 'What does the 3.12 syntax def top_by[T](items: list[T], ...) -> list[T] express?',
          answer:
            'A generic function with type parameter T: whatever element type goes in is the element type that comes out.',
          keyPoints: ['type parameter', 'generic', 'same type in and out'],
        },
        {
          question: 'Why is overusing Any harmful?',
          answer:
            'Any disables type checking for values it touches and spreads through the code, hiding real errors.',
          keyPoints: ['disables checking', 'spreads', 'hides errors'],
        },
      ],
      handsOnTask:
        'Add a Repo TypedDict to repostats and annotate fetch_repos, the cache and markdown_report with it; add a generic top_by helper using the 3.12 syntax and a ReportWriter Protocol for output. Make mypy --strict pass on the package and show it catches a deliberate wrong key.',
      project: 'repostats is fully typed with TypedDict, generics and a Protocol, passing mypy --strict.',
      exercise:
        'Write a Protocol HasArea with an area() -> float method, two unrelated classes that satisfy it, and a function total_area(shapes: list[HasArea]) -> float checked by mypy.',
      beginnerTip:
        'Add strictness gradually: start with mypy on defaults, then enable --strict per module as you clean it up.',
      advancedNote:
        'Use typing.overload to describe functions whose return type depends on argument values, TypeGuard/TypeIs (3.13) for custom narrowing functions, and @runtime_checkable on a Protocol if you need isinstance checks. Variance of PEP 695 type parameters is inferred automatically.',
    },
  ],
};
