import type { TrackInput } from '../curriculum-schema';

export const track: TrackInput = {
  id: 'data-analysis',
  title: 'Data Analysis',
  keywords: [
    'data analysis',
    'data analyst',
    'data analytics',
    'analytics',
    'pandas',
    'numpy',
    'excel',
    'data science',
    'data visualization',
    'visualization',
    'matplotlib',
    'seaborn',
    'jupyter',
    'statistics',
    'eda',
    'exploratory data analysis',
    'data cleaning',
    'business analyst',
    'dashboards',
    'a/b testing',
  ],
  summary:
    'Become a working data analyst with Python: in week one you turn a raw sales CSV into a cleaned, charted report; week two covers the fundamentals analysts use daily (statistics, NumPy, dtypes, indexing, text, dates, joins); week three adds reshaping, visualisation design and practical statistics (correlation, confidence intervals, hypothesis and A/B tests); week four is a real e-commerce capstone (KPIs, cohorts, RFM segments, a dashboard and a findings memo) plus Excel skills and interview preparation.',
  starterProject:
    'A sales-data report: load a sales CSV with pandas, clean it (duplicates, messy text, missing prices), compute revenue by month, product and region, draw charts with matplotlib and export a PNG + multi-sheet Excel report from one script.',
  days: [
    {
      topicName: 'Setting up pandas and Jupyter, and taking a first look at sales data',
      explanation: `**Data analysis** is turning raw records into answers a person can act on: "Which product earns most?", "Is revenue growing?". In Python the core tool is **pandas**, whose central object, the **DataFrame**, is a table with named columns, each holding one data type. Over the next five days you'll build a complete **sales report**. Today: set up and look at the data before touching it.

\`\`\`bash
python -m venv .venv && source .venv/bin/activate   # Windows: .venv\\Scripts\\activate
pip install pandas matplotlib seaborn openpyxl jupyterlab
jupyter lab
\`\`\`

Real company exports are messy, so generate a realistic file with a few deliberate problems (run once, in a notebook cell or \`make_data.py\`):

\`\`\`python
import numpy as np
import pandas as pd

rng = np.random.default_rng(42)
n = 2000
prices = {"Notebook": 60, "Pen Pack": 45, "Backpack": 899,
          "Water Bottle": 349, "Desk Lamp": 1299}
product = rng.choice(list(prices), n)
sales = pd.DataFrame({
    "order_id": np.arange(1001, 1001 + n),
    "order_date": pd.Timestamp("2024-01-01")
                  + pd.to_timedelta(rng.integers(0, 366, n), unit="D"),
    "region": rng.choice(["North", "South", "East", "West", " north"], n),
    "product": product,
    "quantity": rng.integers(1, 6, n),
    "unit_price": [prices[p] for p in product],
})
sales.loc[rng.choice(n, 30, replace=False), "unit_price"] = np.nan  # gaps
sales = pd.concat([sales, sales.sample(15, random_state=1)])        # dupes
sales.to_csv("sales.csv", index=False)
\`\`\`

Now explore it like an analyst:

\`\`\`python
df = pd.read_csv("sales.csv")
df.shape                      # (2015, 6): rows, columns
df.head()                     # first 5 rows
df.info()                     # dtypes and non-null counts per column
df.describe()                 # count, mean, std, min, quartiles, max
df["region"].value_counts()   # frequency of each value
\`\`\`

\`info()\` already reveals two problems: \`unit_price\` has 1,985 non-null values out of 2,015 (missing data), and \`order_date\` has dtype \`object\` (text, not dates). \`value_counts()\` shows a rogue \`" north"\` category.

**Common mistake:** jumping straight to charts or averages without reading \`info()\` and \`value_counts()\`. Summaries computed on dirty data look precise and are wrong. Always inspect shape, types, missing values and category spellings first.

**Check it works:** \`df.shape\` prints \`(2015, 6)\` and you can name the three data problems (missing prices, text dates, inconsistent region labels) — plus duplicates, which you'll find tomorrow.`,
      quiz: [
        {
          question: 'What is a pandas DataFrame?',
          answer:
            'A two-dimensional table with labelled rows (the index) and named columns, where each column holds values of one data type.',
          keyPoints: ['table', 'named columns', 'rows and index'],
        },
        {
          question: 'What does df.info() tell you that df.head() does not?',
          answer:
            'It lists every column with its dtype and the count of non-null values, revealing missing data and wrongly typed columns.',
          keyPoints: ['dtypes', 'non-null counts', 'missing values'],
        },
        {
          question: 'Why should you inspect data before computing summaries?',
          answer:
            'Because problems such as missing values, text-typed dates and inconsistent labels make summaries silently wrong.',
          keyPoints: ['dirty data', 'wrong results', 'missing values', 'inconsistent labels'],
        },
        {
          question: 'What does df["region"].value_counts() show?',
          answer:
            'How many rows have each distinct value in the region column, which exposes misspelled or inconsistent categories.',
          keyPoints: ['count per value', 'distinct values', 'inconsistent categories'],
        },
      ],
      handsOnTask:
        'Create a venv, install pandas, matplotlib, seaborn, openpyxl and JupyterLab, generate sales.csv with the script, and open it in a notebook. Run shape, head, info, describe and value_counts on region and product, and write a markdown cell listing every data-quality problem you spot.',
      project: 'Set up the sales-report notebook and load and inspect the raw sales.csv.',
      exercise:
        'Load any CSV you have (or the sales file) and answer in one line each: how many rows, which columns have missing values, and which column has the most distinct values (use nunique).',
      beginnerTip:
        'In Jupyter, press Shift+Enter to run a cell; the last expression in a cell is displayed automatically, so you rarely need print().',
      advancedNote:
        'read_csv infers dtypes by sampling; for large or messy files pass dtype=, usecols= and parse_dates= explicitly, which is faster and prevents surprises such as IDs losing leading zeros. pandas 2 can also use PyArrow-backed dtypes via dtype_backend="pyarrow".',
    },
    {
      topicName: 'Cleaning the sales data: dates, duplicates, text and missing values',
      explanation: `Analysts routinely spend more time cleaning than analysing, because every later number depends on it. Cleaning means making each column the **right type**, each category **spelled one way**, each real-world event appear **once**, and handling **missing values** deliberately.

\`\`\`python
import pandas as pd

df = pd.read_csv("sales.csv", parse_dates=["order_date"])   # text -> datetime64

print(df.duplicated().sum())         # 15 fully identical rows
df = df.drop_duplicates()

df["region"] = df["region"].str.strip().str.title()   # " north" -> "North"
print(df["region"].value_counts())   # now exactly 4 regions

print(df.isna().sum())               # unit_price: 30 missing
typical = df.groupby("product")["unit_price"].transform("median")
df["unit_price"] = df["unit_price"].fillna(typical)

assert df["unit_price"].notna().all()
assert not df.duplicated().any()
df.to_csv("sales_clean.csv", index=False)
\`\`\`

Walk through the decisions. \`parse_dates\` converts the column to \`datetime64\`, unlocking date maths and grouping by month. \`duplicated()\` flags rows identical to an earlier row; here they are export glitches, so dropping is right. The \`.str\` accessor applies string methods to a whole column. For missing prices, we **impute** each product's median price: \`groupby(...).transform("median")\` returns a value for *every row*, aligned to the original index, so \`fillna\` can use it row by row. That's better than a single overall mean, which would give a ₹45 pen a price of about ₹540.

The \`assert\` lines are cheap automated checks: if a future file breaks an assumption, the script stops loudly instead of producing a wrong report.

**Common mistake:** writing \`df.dropna()\` or \`df.fillna(0)\` reflexively. Dropping rows throws away real sales (and their quantities); filling prices with 0 makes revenue look lower. Decide per column, based on *why* the value is missing, and record what you did. Also note that cleaning methods return new objects: \`df.drop_duplicates()\` alone changes nothing — assign the result.

**Check it works:** after cleaning, \`df.shape\` is \`(2000, 6)\`, \`df.dtypes\` shows \`order_date\` as \`datetime64[ns]\`, \`df["region"].nunique()\` is 4 and \`df.isna().sum().sum()\` is 0.`,
      quiz: [
        {
          question: 'Why impute missing prices with each product\u2019s median instead of the overall mean?',
          answer:
            'Prices differ hugely between products, so an overall mean gives cheap items absurd prices; the per-product median is a realistic value for that item.',
          keyPoints: ['per product', 'median', 'overall mean misleading'],
        },
        {
          question: 'What does groupby("product")["unit_price"].transform("median") return?',
          answer:
            'A Series with the same length and index as the original DataFrame, where each row holds its product\u2019s median price.',
          keyPoints: ['same length', 'each row', 'group median'],
        },
        {
          question: 'Why is df.dropna() risky as a default cleaning step?',
          answer:
            'It removes whole rows with any missing value, throwing away real records and biasing totals; you should decide per column why values are missing.',
          keyPoints: ['removes rows', 'loses data', 'bias', 'decide per column'],
        },
        {
          question: 'How do you fix region labels like " north" and "North"?',
          answer:
            'Normalise the text column with the .str accessor, e.g. df["region"].str.strip().str.title().',
          keyPoints: ['.str accessor', 'strip', 'title or lower'],
        },
      ],
      handsOnTask:
        'Write the cleaning steps into the notebook: parse dates, drop duplicates, normalise regions and impute missing prices by product median, then save sales_clean.csv. Add assert checks and confirm shape (2000, 6), four regions and zero missing values.',
      project: 'The report now starts from a cleaned, validated sales_clean.csv.',
      exercise:
        'Before imputing, list the order_ids whose unit_price is missing (df.loc[df["unit_price"].isna(), "order_id"]) and count them per product.',
      beginnerTip:
        'Keep a short "cleaning log" markdown cell listing each change and how many rows it affected; reviewers and your future self will ask.',
      advancedNote:
        'Missing values are classed as MCAR, MAR or MNAR (missing completely at random, at random given other columns, or not at random); group-wise imputation assumes MAR. For near-duplicates (same order_id, different values) use df.duplicated(subset=["order_id"], keep=False) to inspect before deciding which to keep.',
    },
    {
      topicName: 'Selecting, filtering and adding revenue columns',
      explanation: `Most analysis questions are "which rows, which columns, and what new value?". pandas answers with column selection, **boolean masks** and **vectorised** arithmetic that works on entire columns at once.

\`\`\`python
df = pd.read_csv("sales_clean.csv", parse_dates=["order_date"])

df["revenue"] = df["quantity"] * df["unit_price"]     # whole column at once
df["month"] = df["order_date"].dt.to_period("M")      # e.g. 2024-03

df[["product", "quantity", "revenue"]].head()         # list of columns -> DataFrame

big = df[df["revenue"] >= 2000]                        # rows where mask is True

north_lamps = df.loc[
    (df["region"] == "North") & (df["product"] == "Desk Lamp"),
    ["order_date", "quantity", "revenue"],
]
q1 = df[df["order_date"].between("2024-01-01", "2024-03-31")]
south_bulk = df.query("region == 'South' and quantity >= 4")
\`\`\`

\`df["revenue"] >= 2000\` produces a **boolean Series** (True/False per row); indexing with it keeps the True rows. \`.loc[rows, columns]\` selects both at once and is the clearest, safest way to filter and pick columns together. The \`.dt\` accessor exposes date parts (\`.dt.month\`, \`.dt.day_name()\`, \`.dt.to_period("M")\`). \`.isin(["North", "South"])\` tests membership, and \`query()\` lets you write conditions as a readable string.

Never loop over rows to compute a column: \`df["quantity"] * df["unit_price"]\` runs in optimised C over the whole column, typically hundreds of times faster than \`iterrows()\`.

**Common mistake:** combining conditions with Python's \`and\`/\`or\`, or forgetting brackets. \`df[df["region"] == "North" and df["quantity"] > 2]\` raises \`ValueError: The truth value of a Series is ambiguous\`. Use \`&\` (and), \`|\` (or), \`~\` (not) **and wrap each condition in parentheses**, because \`&\` binds more tightly than \`==\`.

**Check it works:** \`df["revenue"].sum()\` should equal \`(df["quantity"] * df["unit_price"]).sum()\`; \`len(q1)\` should be roughly a quarter of the rows; and every row in \`north_lamps\` should be a North Desk Lamp (check with \`value_counts\` on the unfiltered columns).`,
      quiz: [
        {
          question: 'How do you keep only rows where revenue is at least 2000?',
          answer: 'Index the DataFrame with a boolean mask: df[df["revenue"] >= 2000].',
          keyPoints: ['boolean mask', 'df[condition]'],
        },
        {
          question: 'Why does df[df.a == 1 and df.b > 2] fail, and what is the fix?',
          answer:
            'Python\u2019s and cannot combine two Series (truth value is ambiguous). Use & with each condition in parentheses: df[(df.a == 1) & (df.b > 2)].',
          keyPoints: ['use &', 'parentheses', 'ambiguous truth value'],
        },
        {
          question: 'Why compute revenue with df["quantity"] * df["unit_price"] rather than a loop?',
          answer:
            'Vectorised column arithmetic runs in optimised C over all rows at once, which is far faster and simpler than looping with iterrows.',
          keyPoints: ['vectorised', 'faster', 'no loop'],
        },
        {
          question: 'What does .loc[rows, columns] let you do?',
          answer:
            'Select rows (by label or boolean mask) and columns (by name) in one step, e.g. df.loc[mask, ["order_date", "revenue"]].',
          keyPoints: ['rows and columns', 'by label or mask', 'one step'],
        },
      ],
      handsOnTask:
        'Add revenue and month columns to the report notebook, then answer three questions with filters: how many orders were over ₹2,000, total revenue from North Desk Lamps, and revenue in Q1. Print each answer with a one-line label.',
      project: 'The report computes revenue per order and a month column, and answers filtered questions.',
      exercise:
        'Find all weekend orders using df["order_date"].dt.dayofweek >= 5 and compare their average revenue with weekday orders.',
      beginnerTip:
        'Build a complex filter in steps: create each mask as its own variable (is_north = df["region"] == "North"), check its sum(), then combine.',
      advancedNote:
        'Boolean indexing returns a new DataFrame; under pandas Copy-on-Write (opt-in in 2.x, default in 3.0) modifying it never affects df, and assigning through chained indexing like df[mask]["col"] = x does nothing. Always use df.loc[mask, "col"] = x for conditional updates.',
    },
    {
      topicName: 'groupby and aggregation: revenue by month, product and region',
      explanation: `Business questions are usually **per something**: revenue per month, orders per region, average price per product. pandas answers them with **split-apply-combine**: \`groupby\` splits rows into groups by a key, an aggregation is applied to each group, and the results are combined into a new table.

\`\`\`python
monthly = df.groupby("month")["revenue"].sum()         # Series indexed by month

by_product = (
    df.groupby("product")
      .agg(revenue=("revenue", "sum"),
           units=("quantity", "sum"),
           orders=("order_id", "nunique"),
           avg_price=("unit_price", "mean"))
      .sort_values("revenue", ascending=False)
)

region_share = df.groupby("region")["revenue"].sum() / df["revenue"].sum()

region_product = df.groupby(["region", "product"], as_index=False)["revenue"].sum()
\`\`\`

**Named aggregation** (\`new_name=("column", "function")\`) produces clean, self-describing column names in one step. Common functions: \`sum\`, \`mean\`, \`median\`, \`min\`, \`max\`, \`count\` (non-null values), \`size\` (rows, including nulls) and \`nunique\` (distinct values). Grouping by two keys gives a row per combination; \`as_index=False\` (or \`.reset_index()\`) keeps the keys as normal columns, which is easier to chart and export.

In the generated data, Desk Lamps sell about the same number of units as Notebooks but bring in roughly 20× the revenue — exactly the kind of finding a grouped table surfaces and a raw row list hides. The North region also shows about double the revenue of others; that's because of the merged " north" spelling you cleaned — a reminder that cleaning changes conclusions.

**Common mistake:** confusing *counting rows* with *counting orders or customers*. \`count()\` on a line-item table counts lines, not orders; if one order has several lines, use \`nunique("order_id")\`. Likewise, averaging an average (mean of monthly means) is not the overall mean when groups differ in size.

**Check it works:** \`monthly.sum()\` and \`by_product["revenue"].sum()\` must both equal \`df["revenue"].sum()\` (every rupee belongs to exactly one group), and \`region_share.sum()\` must be 1.0.`,
      quiz: [
        {
          question: 'Explain split-apply-combine in one or two sentences.',
          answer:
            'groupby splits the rows into groups by a key, an aggregation function is applied to each group, and the results are combined into one table indexed by the group key.',
          keyPoints: ['split into groups', 'apply function', 'combine results'],
        },
        {
          question: 'What is the difference between count, size and nunique in a groupby?',
          answer:
            'count gives non-null values per column, size gives the number of rows including nulls, and nunique gives the number of distinct values.',
          keyPoints: ['count non-null', 'size rows', 'nunique distinct'],
        },
        {
          question: 'How do you check that a grouped revenue table is complete?',
          answer:
            'The sum of the grouped revenue should equal the total revenue of the original DataFrame, because every row belongs to exactly one group.',
          keyPoints: ['sum equals total', 'every row one group'],
        },
        {
          question: 'What does named aggregation like revenue=("revenue", "sum") give you?',
          answer: 'Several aggregations in one agg call with clear output column names of your choosing.',
          keyPoints: ['multiple aggregations', 'clear column names'],
        },
      ],
      handsOnTask:
        'Build three tables in the report: monthly revenue, a product table with revenue, units, orders and average price sorted by revenue, and each region\u2019s share of revenue. Add assert checks that each table sums to the overall total.',
      project: 'The report has monthly, product and region summary tables with consistency checks.',
      exercise:
        'Find the best-selling product (by units) in each region using groupby(["region", "product"]) and idxmax, or sort_values followed by groupby().head(1).',
      beginnerTip:
        'Read a groupby line aloud: "group by month, take revenue, sum it" — if the sentence makes sense, the code usually does too.',
      advancedNote:
        'groupby(..., observed=True) matters with categorical keys (otherwise empty combinations appear; the default changes to True in pandas 3). Built-in aggregations like "sum" are cythonised; passing a Python lambda to agg or apply is dramatically slower on large data.',
    },
    {
      topicName: 'Charts with matplotlib and exporting the finished report',
      explanation: `A table shows numbers; a chart shows **shape** — trends, gaps, outliers — in a second. Today you draw the two key charts and export a report anyone can open, finishing the starter project.

matplotlib's reliable pattern is the **object-oriented API**: create a Figure and Axes with \`plt.subplots()\`, draw on the Axes, label it, save the Figure. pandas' \`.plot\` methods draw onto an Axes you pass in.

\`\`\`python
import matplotlib.pyplot as plt
from matplotlib.ticker import FuncFormatter

fig, ax = plt.subplots(figsize=(9, 4))
monthly.plot(ax=ax, marker="o")
ax.set_title("Monthly revenue, 2024")
ax.set_xlabel("Month")
ax.set_ylabel("Revenue (₹)")
ax.set_ylim(bottom=0)                                   # honest baseline
ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _: f"₹{v/1000:.0f}k"))
fig.savefig("monthly_revenue.png", dpi=150, bbox_inches="tight")

fig, ax = plt.subplots(figsize=(7, 4))
by_product["revenue"].sort_values().plot.barh(ax=ax)    # largest bar on top
ax.set_title("Revenue by product")
ax.set_xlabel("Revenue (₹)")
fig.savefig("revenue_by_product.png", dpi=150, bbox_inches="tight")

with pd.ExcelWriter("sales_report.xlsx") as writer:      # needs openpyxl
    monthly.to_frame("revenue").to_excel(writer, sheet_name="Monthly")
    by_product.to_excel(writer, sheet_name="Products")
    df.to_excel(writer, sheet_name="Clean data", index=False)
\`\`\`

A line chart suits ordered time; a horizontal bar chart suits comparing named categories (long labels stay readable). \`bbox_inches="tight"\` trims whitespace so labels aren't cut off. \`ExcelWriter\` puts several tables into one workbook — managers usually want Excel.

Finally move the notebook's steps into **\`report.py\`** (load → clean → compute → chart → export) so the whole report regenerates with one command when next month's data arrives.

**Common mistake:** calling \`plt.show()\` before \`fig.savefig()\` in a script. \`show()\` displays and then releases the figure, so the saved PNG is blank. Save first, or in scripts skip \`show()\` entirely. Also: unlabelled axes and missing units make a chart ambiguous — always set a title and axis labels with units.

**Check it works:** run \`python report.py\` in a fresh terminal. It should create two PNGs and \`sales_report.xlsx\`; open the workbook, confirm three sheets, and check that the Monthly sheet's total matches the figure in your notebook.`,
      quiz: [
        {
          question: 'Why do you create charts with fig, ax = plt.subplots()?',
          answer:
            'It gives explicit Figure and Axes objects, so you can draw, label and save exactly the chart you mean, and pass ax to pandas plot methods.',
          keyPoints: ['Figure and Axes', 'explicit control', 'pass ax'],
        },
        {
          question: 'Why can a PNG come out blank when you call plt.show() before fig.savefig()?',
          answer:
            'show() displays and then releases the figure, so saving afterwards writes an empty image; call savefig first.',
          keyPoints: ['show releases figure', 'savefig first', 'blank image'],
        },
        {
          question: 'Which chart type suits monthly revenue and which suits revenue by product?',
          answer:
            'A line chart for monthly revenue because it is ordered over time; a (horizontal) bar chart for comparing products.',
          keyPoints: ['line for time', 'bar for categories'],
        },
        {
          question: 'How do you write several tables into one Excel file?',
          answer:
            'Open a pd.ExcelWriter in a with block and call to_excel on each table with a different sheet_name.',
          keyPoints: ['ExcelWriter', 'sheet_name', 'to_excel'],
        },
      ],
      handsOnTask:
        'Create the monthly line chart and product bar chart with titles, axis labels and a ₹ formatter, and export sales_report.xlsx with Monthly, Products and Clean data sheets. Then move all steps into report.py, run it from a fresh terminal and confirm the three files appear with matching totals.',
      project:
        'The sales report is finished: report.py regenerates charts and a multi-sheet Excel report in one run.',
      exercise:
        'Add a third chart showing revenue by region as a bar chart with each bar labelled with its percentage share using ax.bar_label.',
      beginnerTip:
        'If labels are cut off in saved images, add bbox_inches="tight" to savefig or call fig.tight_layout() before saving.',
      advancedNote:
        'For scripts on servers, matplotlib uses a non-interactive backend (Agg) automatically when there is no display. Saving as SVG or PDF keeps charts sharp at any size, and plt.close(fig) in loops prevents memory growth when generating many charts.',
    },
    {
      topicName: 'Descriptive statistics: centre, spread and percentiles',
      basic: true,
      explanation: `Before any modelling, describe the data with a few numbers. **Centre**: where typical values sit. **Spread**: how much they vary. **Shape**: symmetric or skewed, with or without outliers.

- **Mean** — the sum divided by the count. Sensitive to extreme values.
- **Median** — the middle value when sorted (50th percentile). Robust to outliers.
- **Standard deviation** — the typical distance from the mean, in the data's units.
- **Percentiles / quartiles** — the value below which a given % of data falls; the **IQR** (75th − 25th percentile) is the spread of the middle half.

\`\`\`python
rev = df["revenue"]
print(rev.mean(), rev.median())          # mean > median -> right-skewed
print(rev.std(), rev.quantile([0.1, 0.25, 0.75, 0.9]))
print(rev.describe())
print(df["region"].value_counts(normalize=True))   # shares, not counts
print(df.groupby("product")["revenue"].agg(["mean", "median", "std"]))

salaries = pd.Series([30, 32, 35, 36, 40, 41, 45, 400])   # ₹k per month
print(salaries.mean(), salaries.median())                 # 82.4 vs 38.0
\`\`\`

The salary example shows why the median matters: one founder earning ₹400k drags the mean to ₹82k although seven of eight people earn ₹45k or less. Money, order values, house prices and website visit times are typically **right-skewed** (a long tail of large values), so report the median alongside the mean. A quick skew signal: mean much larger than median.

Spread matters as much as centre: two stores with the same average daily revenue but very different standard deviations need different stock plans. For categorical columns, \`value_counts(normalize=True)\` gives proportions, and the **mode** (most frequent value) is the only meaningful "centre".

**Common mistake:** reporting only the mean of a skewed measure ("average order value is ₹1,600") when most orders are far smaller. Always look at the median and a few percentiles, and at a histogram, before choosing the headline number.

**Check it works:** compute mean and median for the salaries Series (expect 82.375 and 38.0), then for your \`revenue\` column. If the mean is well above the median, plot \`rev.plot.hist(bins=30)\` and confirm the long right tail.`,
      quiz: [
        {
          question: 'Why is the median often better than the mean for order values or salaries?',
          answer:
            'These are usually right-skewed with some very large values; the median is robust to outliers while the mean is pulled upward by them.',
          keyPoints: ['skewed', 'outliers', 'median robust', 'mean pulled up'],
        },
        {
          question: 'What is the interquartile range (IQR)?',
          answer: 'The 75th percentile minus the 25th percentile: the spread of the middle 50% of values.',
          keyPoints: ['Q3 minus Q1', 'middle 50%'],
        },
        {
          question: 'What does it suggest when the mean is much larger than the median?',
          answer: 'The distribution is right-skewed, with a long tail of large values.',
          keyPoints: ['right-skewed', 'long tail', 'large values'],
        },
        {
          question: 'How do you get category proportions instead of counts?',
          answer: 'Use value_counts(normalize=True).',
          keyPoints: ['value_counts', 'normalize=True'],
        },
      ],
      handsOnTask:
        'Add a "Key statistics" section to the sales report with mean, median, standard deviation and 10th/90th percentiles of order revenue, overall and per product. Plot a histogram of revenue and write two sentences on which summary best describes a typical order.',
      project: 'The sales report gains a key-statistics section with centre, spread and a revenue histogram.',
      exercise:
        'Create a Series of 10 delivery times in minutes with one extreme 240-minute delay; compute mean, median and IQR with and without the outlier and explain which changed most.',
      beginnerTip:
        'Remember the pair: mean with standard deviation, median with IQR — quote them together so the spread matches the centre.',
      advancedNote:
        'pandas std() uses the sample formula (ddof=1, dividing by n-1) while NumPy np.std defaults to ddof=0, so the two disagree slightly on the same data. For skewed data the median absolute deviation (MAD) is a robust spread measure.',
    },
    {
      topicName: 'NumPy essentials: arrays, vectorisation and broadcasting',
      basic: true,
      explanation: `Every pandas column is built on a **NumPy array**: a fixed-type, contiguous block of numbers that NumPy processes in compiled C code. Knowing NumPy explains why pandas is fast and how its arithmetic behaves.

\`\`\`python
import numpy as np

prices = np.array([60, 45, 899, 349, 1299])
qty = np.array([4, 10, 1, 2, 1])
print(prices.dtype, prices.shape)          # int64 (5,)

line_totals = prices * qty                 # element-wise: [240 450 899 698 1299]
print(line_totals.sum())                   # 3586
print(prices[prices > 300])                # boolean indexing: [899 349 1299]
print(np.where(prices > 300, "premium", "basic"))

monthly = np.array([[120, 80, 95],         # rows = stores, columns = months
                    [60, 75, 90]])
print(monthly.sum(axis=0))                 # per month (down columns): [180 155 185]
print(monthly.sum(axis=1))                 # per store (across rows): [295 225]

targets = np.array([100, 80, 90])          # one target per month
print(monthly - targets)                   # broadcasting: applied to each row
\`\`\`

**Vectorisation** means writing operations on whole arrays (\`prices * qty\`) instead of Python loops; the loop still happens, but in C, typically 10–100× faster. **Broadcasting** is the rule that lets arrays of different shapes combine: shapes are compared from the right, and a dimension of size 1 (or a missing one) is stretched to match. \`(2, 3) - (3,)\` works because the \`(3,)\` targets are reused for each of the 2 rows. \`axis=0\` collapses rows (gives one result per column), \`axis=1\` collapses columns (one per row) — the same meaning as in pandas.

Arrays hold **one dtype**. Mixing types forces a common one: \`np.array([1, "2"])\` becomes an array of strings, and maths on it fails.

**Common mistake:** comparing floats with \`==\`. \`np.array([0.1, 0.2]).sum() == 0.3\` is \`False\` because of binary rounding; use \`np.isclose(a, b)\` (or \`np.allclose\` for arrays). A second trap is mixing up \`axis\`: if "sum per store" returns one number per month, you used the wrong axis.

**Check it works:** verify \`monthly.sum(axis=0)\` returns three values and \`axis=1\` returns two; check \`(monthly - targets).shape\` is \`(2, 3)\`; and confirm \`np.isclose(0.1 + 0.2, 0.3)\` is \`True\`.`,
      quiz: [
        {
          question: 'What is vectorisation and why is it faster?',
          answer:
            'Applying an operation to whole arrays at once instead of looping in Python; the loop runs in compiled C, which is much faster.',
          keyPoints: ['whole array', 'no Python loop', 'compiled C', 'faster'],
        },
        {
          question: 'In a 2D array with stores as rows and months as columns, what does sum(axis=0) return?',
          answer: 'One total per month: axis=0 collapses the rows, summing down each column.',
          keyPoints: ['per column', 'collapses rows', 'per month'],
        },
        {
          question: 'What is broadcasting?',
          answer:
            'NumPy\u2019s rule for combining arrays of different shapes by stretching dimensions of size 1 (or missing ones), e.g. subtracting a per-month target row from every store row.',
          keyPoints: ['different shapes', 'stretch size 1', 'compare from right'],
        },
        {
          question: 'Why should you use np.isclose instead of == for floats?',
          answer:
            'Floating-point values carry tiny rounding errors, so exact equality can fail; isclose compares within a tolerance.',
          keyPoints: ['rounding error', 'tolerance', 'isclose'],
        },
      ],
      handsOnTask:
        'Convert the sales report\u2019s quantity and unit_price columns to NumPy arrays with .to_numpy(), compute revenue and total with NumPy, and assert the total equals the pandas result with np.isclose. Then build a 4x12 array of region-by-month revenue and subtract a 12-value monthly target using broadcasting.',
      project:
        'The report cross-checks its revenue totals with NumPy and compares region-month revenue to targets.',
      exercise:
        'Create a 5x3 array of random marks with np.random.default_rng(0).integers(40, 100, (5, 3)); compute each student\u2019s average (axis=1), each subject\u2019s max (axis=0), and mark all scores below 50 as "fail" with np.where.',
      beginnerTip: 'Print .shape constantly: almost every NumPy error message is really a shape mismatch.',
      advancedNote:
        'Slicing a NumPy array returns a view that shares memory, while boolean or fancy indexing returns a copy — so modifying a slice changes the original. Use np.random.default_rng(seed) (the Generator API) rather than the legacy np.random.seed for reproducible random numbers.',
    },
    {
      topicName: 'pandas data types: numbers, strings, categories and nullable integers',
      basic: true,
      explanation: `Every column has a **dtype**, and the wrong one causes silent errors: maths failing on text numbers, ID codes losing leading zeros, or memory ballooning. Getting dtypes right is a fast, high-value cleaning step.

\`\`\`python
raw = pd.read_csv("customers.csv")
raw.dtypes
# pin        int64    <- "010001" became 10001: leading zero lost!
# amount     object   <- "1,200" and "unknown" are text
# qty        float64  <- ints with a missing value became floats

df = pd.read_csv("customers.csv", dtype={"pin": "string"})    # keep codes as text
df["amount"] = pd.to_numeric(df["amount"].str.replace(",", ""), errors="coerce")
df["qty"] = df["qty"].astype("Int64")          # capital I: nullable integer
df["region"] = df["region"].astype("category")
df.dtypes
\`\`\`

The key dtypes:
- **int64 / float64** — numbers. A classic int64 column can't hold missing values, so pandas converts ints with gaps to float (\`3\` becomes \`3.0\`). The **nullable \`Int64\`** dtype keeps integers and shows gaps as \`<NA>\`.
- **object** — generic Python objects, usually text. Slow and vague.
- **string** — a dedicated text dtype; missing values are \`<NA>\`.
- **category** — a small set of repeated labels (region, product) stored as integer codes plus a lookup table. On the 2,000-row sales file, converting region and product to category cuts memory from about 437 KB to about 187 KB, and the saving grows with size.
- **datetime64** — real timestamps (from \`parse_dates\` or \`pd.to_datetime\`).

\`pd.to_numeric(..., errors="coerce")\` turns unparseable values like \`"unknown"\` into \`NaN\` instead of raising — then you count them with \`isna()\` and decide what to do.

**Common mistake:** letting identifiers be numbers. PIN codes, phone numbers, account numbers and product codes are **labels**, not quantities: reading them as ints drops leading zeros and invites nonsense like averaging PIN codes. Read them with \`dtype={"pin": "string"}\`. A related trap: a "numeric" column showing \`object\` dtype almost always hides stray text — check it before calculating.

**Check it works:** run \`df.memory_usage(deep=True).sum()\` before and after converting repeated text columns to \`category\`, confirm PIN "010001" keeps its zero, and count how many amounts became NaN after \`to_numeric\`.`,
      quiz: [
        {
          question: 'Why should PIN codes or phone numbers be read as strings?',
          answer:
            'They are labels, not quantities; reading them as integers drops leading zeros and allows meaningless maths.',
          keyPoints: ['labels not numbers', 'leading zeros lost', 'string dtype'],
        },
        {
          question:
            'Why does an integer column with a missing value become float64, and how do you avoid it?',
          answer:
            'Classic int64 cannot store NaN, so pandas upcasts to float; use the nullable Int64 dtype, which stores missing values as <NA>.',
          keyPoints: ['int64 cannot hold NaN', 'float', 'nullable Int64'],
        },
        {
          question: 'What does pd.to_numeric(col, errors="coerce") do?',
          answer:
            'Converts values to numbers and turns anything that cannot be parsed into NaN instead of raising an error.',
          keyPoints: ['converts to numbers', 'invalid becomes NaN', 'no error'],
        },
        {
          question: 'When is the category dtype useful?',
          answer:
            'For columns with a small set of repeated labels, like region or product; it stores integer codes, saving memory and speeding up groupby.',
          keyPoints: ['repeated labels', 'saves memory', 'integer codes'],
        },
      ],
      handsOnTask:
        'Add an explicit dtype step to the sales report: make order_id a string, region and product categories, and quantity Int64. Print df.dtypes and memory_usage(deep=True).sum() before and after, and confirm all report totals are unchanged.',
      project: 'The report declares correct dtypes up front, cutting memory and preventing type bugs.',
      exercise:
        'Create a small CSV with a price column containing "₹1,299", "899" and "N/A"; clean it to float with str.replace and to_numeric(errors="coerce"), then report how many values failed to parse.',
      beginnerTip:
        'If a numeric-looking column shows dtype object, run col[pd.to_numeric(col, errors="coerce").isna()].unique() to see the offending values.',
      advancedNote:
        'pandas 2 supports PyArrow-backed dtypes (e.g. "string[pyarrow]", or dtype_backend="pyarrow" in read_csv) which are faster and more memory-efficient for text; pandas 3.0 makes a PyArrow-backed string dtype the default for text columns.',
    },
    {
      topicName: 'Indexing in depth: loc vs iloc, set_index and safe assignment',
      basic: true,
      explanation: `pandas has two ways to address data, and mixing them up causes off-by-one and "wrong row" bugs.

- **\`.loc\`** selects by **label**: index labels and column names. Slices by label **include** the end.
- **\`.iloc\`** selects by **integer position**: 0, 1, 2… like a Python list. Slices **exclude** the end.

\`\`\`python
orders = df.set_index("order_id")            # the index is now the order ID

orders.loc[1005, "product"]                  # label lookup -> 'Backpack'
orders.loc[1005:1008, ["product", "revenue"]]  # labels 1005..1008 INCLUSIVE (4 rows)
orders.iloc[4:8, [2, 5]]                     # positions 4..7 (4 rows), columns 2 and 5

top = df.sort_values("revenue", ascending=False)
top.iloc[0]                                  # the highest-revenue row (position 0)
top.loc[0]                                   # the row whose LABEL is 0 - could be anywhere!

df.loc[df["quantity"] >= 5, "bulk"] = True   # conditional assignment, one step
\`\`\`

The **index** is the row labels. After \`read_csv\` it is 0, 1, 2…, so labels and positions coincide — until you sort, filter or drop rows. Then \`.loc[0]\` still means "the row labelled 0", not "the first row". A meaningful index (\`set_index("order_id")\`) makes lookups readable and fast, and pandas **aligns on the index** when combining Series, so arithmetic always matches rows by label, not position.

**Common mistake:** chained assignment — \`df[df["region"] == "North"]["revenue"] = 0\`, or creating \`sub = df[mask]\` and then \`sub["x"] = ...\`. The first part may return a **copy**, so the assignment is lost or you get a \`SettingWithCopyWarning\`. Rules: to change the original, use a single \`df.loc[mask, "col"] = value\`; to work on a subset independently, make it explicit with \`sub = df[mask].copy()\`. pandas' **Copy-on-Write** mode (opt-in in 2.x with \`pd.options.mode.copy_on_write = True\`, default in 3.0) makes this behaviour consistent: chained assignment never modifies the original.

**Check it works:** sort by revenue, then print both \`top.iloc[0]["revenue"]\` and \`top.loc[0]["revenue"]\` — they differ. Confirm \`orders.loc[1005:1008]\` returns 4 rows (label slices include the end) and \`orders.iloc[4:8]\` also returns 4 (positions 4 to 7) — they show the same orders here only because the IDs run in sequence from 1001.`,
      quiz: [
        {
          question: 'What is the difference between .loc and .iloc?',
          answer:
            '.loc selects by labels (index labels and column names), and its slices include the end; .iloc selects by integer position, and its slices exclude the end.',
          keyPoints: ['loc labels', 'iloc positions', 'loc slice inclusive'],
        },
        {
          question: 'After sorting a DataFrame, why can df.loc[0] and df.iloc[0] return different rows?',
          answer:
            'Sorting reorders rows but keeps their labels, so .loc[0] is the row labelled 0 wherever it moved, while .iloc[0] is whatever row is now first.',
          keyPoints: ['labels kept', 'order changed', 'first position'],
        },
        {
          question: 'How should you set a column value for rows matching a condition?',
          answer: 'Use a single .loc call: df.loc[mask, "col"] = value, not chained indexing.',
          keyPoints: ['df.loc[mask, col]', 'single step', 'no chained indexing'],
        },
        {
          question: 'What does SettingWithCopyWarning mean and how do you avoid it?',
          answer:
            'You may be assigning to a copy of a slice, so the original may not change. Assign with .loc on the original, or call .copy() when you want an independent subset.',
          keyPoints: ['copy of slice', 'use .loc', '.copy()'],
        },
      ],
      handsOnTask:
        'In the sales report, set order_id as the index and look up three specific orders with .loc; then list the 5 highest-revenue orders with sort_values and .iloc[:5]. Add a "bulk" flag with df.loc[mask, "bulk"] = True and confirm no SettingWithCopyWarning appears.',
      project: 'The report uses order_id as its index and flags bulk orders with safe .loc assignment.',
      exercise:
        'Filter North orders into a new DataFrame with .copy(), add a 10% discount column to it, and verify the original df has no discount column.',
      beginnerTip:
        'When in doubt, call df.reset_index(drop=True) after heavy filtering so labels and positions line up again.',
      advancedNote:
        'Index alignment is powerful but surprising: adding two Series with different indexes yields NaN for unmatched labels. A sorted, unique index makes .loc lookups binary-search fast; check with df.index.is_unique and is_monotonic_increasing.',
    },
    {
      topicName: 'Cleaning text columns with the .str accessor and regex',
      explanation: `Names, addresses, product descriptions and phone numbers arrive in inconsistent formats. The **\`.str\` accessor** applies string methods to a whole column at once, and most methods accept **regular expressions**, so one line can clean thousands of rows.

\`\`\`python
customers = pd.DataFrame({
    "name": ["  asha RAO", "Vikram  Singh ", "meera iyer", None],
    "address": ["12 MG Road, Bengaluru - 560001",
                "Flat 4B, Andheri West, Mumbai-400058",
                "7 Anna Salai, Chennai 600002",
                "Sector 62, Noida"],
    "phone": ["+91 98450 12345", "098450-67890", "9845011122", ""],
})
c = customers
c["name"] = (c["name"].str.strip()
                      .str.replace(r"\\s+", " ", regex=True)   # collapse spaces
                      .str.title())                            # 'Asha Rao'
c["pin"] = c["address"].str.extract(r"(\\d{6})\\s*$", expand=False)
c["city"] = c["address"].str.extract(r",\\s*([A-Za-z ]+?)\\s*-?\\s*\\d{6}\\s*$", expand=False)
c["phone10"] = c["phone"].str.replace(r"\\D", "", regex=True).str[-10:]
is_mumbai = c["address"].str.contains("mumbai", case=False, na=False)
parts = c["address"].str.split(",", expand=True)     # one column per part
\`\`\`

\`str.extract\` returns the **capture group** of a regex for each row (NaN where it doesn't match — see Noida, which has no PIN). \`\\d\` is a digit, \`\\D\` a non-digit, \`\\s\` whitespace, \`$\` the end of the text. Stripping every non-digit and keeping the last ten digits turns "+91 98450 12345" and "098450-67890" into comparable 10-digit mobile numbers. \`.str[-10:]\` slices each string. Missing values pass through \`.str\` methods as missing rather than crashing.

**Common mistake:** \`str.contains\` on a column with missing values returns NaN for those rows, and using that as a filter raises \`ValueError: Cannot mask with non-boolean array containing NA / NaN values\`. Pass \`na=False\`. Also note that \`str.replace\` treats the pattern as a literal string unless you pass \`regex=True\` (the default changed in pandas 2.0), so \`str.replace(r"\\s+", " ")\` without it silently does nothing.

**Check it works:** print \`c[["name", "pin", "city", "phone10"]]\`. You should see three clean title-case names, PINs 560001/400058/600002, cities Bengaluru/Mumbai/Chennai, NaN for Noida's PIN, and phone numbers of exactly 10 digits (\`c["phone10"].str.len()\`).`,
      quiz: [
        {
          question: 'What does str.extract(r"(\\d{6})\\s*$") return for each row?',
          answer:
            'The six digits captured by the group at the end of the text (a PIN code), or NaN where the pattern does not match.',
          keyPoints: ['capture group', 'six digits', 'NaN if no match'],
        },
        {
          question: 'Why pass na=False to str.contains before filtering?',
          answer:
            'Missing values produce NaN instead of True/False, and a mask containing NaN raises an error; na=False treats them as non-matches.',
          keyPoints: ['missing values', 'NaN in mask', 'treat as False'],
        },
        {
          question: 'Why might str.replace(r"\\s+", " ") do nothing in pandas 2?',
          answer:
            'Since pandas 2.0 str.replace treats the pattern literally by default; you must pass regex=True to use a regular expression.',
          keyPoints: ['literal by default', 'regex=True'],
        },
        {
          question: 'How would you normalise phone numbers written in different formats?',
          answer:
            'Remove every non-digit with str.replace(r"\\D", "", regex=True) and keep the last ten digits with .str[-10:].',
          keyPoints: ['remove non-digits', 'keep last 10 digits'],
        },
      ],
      handsOnTask:
        'Create (or load) a customers table like the example with at least eight messy rows, clean names, extract PIN and city, and normalise phone numbers. Show a before/after table and count how many rows failed each extraction.',
      project: 'The report gains a cleaned customer table with standardised names, cities, PINs and phones.',
      exercise:
        'From product descriptions like "Backpack - 30L - Blue", use str.split(" - ", expand=True) to create product, capacity and colour columns, then count products per colour.',
      beginnerTip:
        'Test a regex on three or four sample strings with str.extract before running it on the whole column, and look at the rows that returned NaN.',
      advancedNote:
        '.str methods on object dtype loop in Python under the hood; with PyArrow-backed string dtypes many of them run in vectorised C++ and are several times faster. For fuzzy matching of near-duplicate names, libraries like rapidfuzz compute similarity scores.',
    },
    {
      topicName: 'Dates and time series: resample, rolling averages and growth',
      explanation: `Once dates are real \`datetime64\` values, pandas can aggregate by any calendar period, smooth noisy daily numbers and compute growth. These are the core moves of every business trend analysis.

\`\`\`python
sales = df.set_index("order_date")["revenue"]

daily = sales.resample("D").sum()          # one row per calendar day (gaps -> 0)
weekly = daily.resample("W-MON").sum()     # weeks ending Monday
monthly = daily.resample("ME").sum()       # "ME" = month end (pandas 2.2+)
quarterly = daily.resample("QE").sum()

mom_growth = monthly.pct_change()          # month-over-month change, e.g. 0.32 = +32%
smooth = daily.rolling(7).mean()           # 7-day moving average
ytd = monthly.cumsum()                     # running total

df["weekday"] = df["order_date"].dt.day_name()
df.groupby("weekday")["revenue"].mean()    # which days sell best?
\`\`\`

\`resample\` is a time-based \`groupby\`: it needs a DatetimeIndex (or \`on="order_date"\`) and a frequency alias. In pandas 2.2+ month-end is \`"ME"\` and quarter-end \`"QE"\`; the old \`"M"\`/\`"Q"\` aliases raise deprecation warnings. \`rolling(7).mean()\` averages each value with the previous six; the first six results are NaN because the window isn't full (pass \`min_periods=1\` if you want partial windows). \`pct_change()\` compares each row with the previous one.

**Common mistake:** computing a rolling average on data with missing dates. If you \`groupby("order_date").sum()\`, days with zero sales simply don't appear, so \`rolling(7)\` averages the last seven *rows*, which may span ten calendar days, and quiet days vanish from the average. \`resample("D").sum()\` inserts those days with 0 (in the sample data, three days have no orders). Alternatively use a time-based window, \`rolling("7D")\`, which always covers seven calendar days.

**Check it works:** \`len(daily)\` should be 366 for 2024 (a leap year); \`monthly.sum()\` must equal total revenue; and the February growth value should equal \`monthly.iloc[1] / monthly.iloc[0] - 1\`. Plot \`daily\` and \`smooth\` on one Axes: the smoothed line should follow the trend without the spikes.`,
      quiz: [
        {
          question: 'What does resample("ME").sum() do?',
          answer:
            'Groups a time-indexed series into calendar months (labelled by month end) and sums the values in each month.',
          keyPoints: ['group by month', 'time-based groupby', 'sum per month'],
        },
        {
          question: 'Why can a rolling(7) average be wrong after groupby on dates?',
          answer:
            'Days without sales are missing rows, so seven rows can span more than seven days; resample("D") fills those days with 0, or use a time window like rolling("7D").',
          keyPoints: ['missing days', 'rows not days', 'resample fills zeros', 'rolling("7D")'],
        },
        {
          question: 'What does pct_change() compute on monthly revenue?',
          answer:
            'The relative change from the previous month, e.g. 0.32 means revenue grew 32% month over month.',
          keyPoints: ['change from previous', 'month over month', 'percentage'],
        },
        {
          question: 'Why are the first six values of rolling(7).mean() NaN?',
          answer:
            'The window needs seven values and is not full yet; set min_periods to allow partial windows.',
          keyPoints: ['window not full', 'min_periods'],
        },
      ],
      handsOnTask:
        'Add a trends section to the sales report: daily revenue with a 7-day rolling average on one chart, a monthly table with month-over-month growth formatted as percentages, and average revenue by weekday. Check that 2024 gives 366 daily rows and the monthly total matches overall revenue.',
      project:
        'The report gains a trends section: smoothed daily revenue, monthly growth and weekday patterns.',
      exercise:
        'Compute weekly revenue and find the single best and worst weeks with idxmax and idxmin; print their start dates in "%d %b" format.',
      beginnerTip:
        'If resample complains about the index, set it first with df.set_index("order_date") or pass on="order_date".',
      advancedNote:
        'Periods (to_period("M")) represent spans and suit labels, while Timestamps represent instants; convert with to_timestamp(). For fiscal years starting in April (common in India) use resample("YE-MAR") or to_period("Q-MAR").',
    },
    {
      topicName: 'Combining tables: merge, join keys and concat',
      explanation: `Real analyses join tables: orders with a product catalogue (category, cost), orders with customers, this month's export with last month's. pandas does this with \`merge\` (SQL-style joins on key columns) and \`concat\` (stacking tables).

\`\`\`python
products = pd.DataFrame({
    "product": ["Notebook", "Pen Pack", "Backpack", "Water Bottle", "Desk Lamp"],
    "category": ["Stationery", "Stationery", "Bags", "Home", "Home"],
    "unit_cost": [35, 25, 520, 190, 780],
})

m = df.merge(products, on="product", how="left",
             validate="many_to_one", indicator=True)
print(m["_merge"].value_counts())             # all 'both'? any 'left_only'?
m["profit"] = m["revenue"] - m["quantity"] * m["unit_cost"]
m.groupby("category")[["revenue", "profit"]].sum()

all_months = pd.concat([jan_df, feb_df], ignore_index=True)   # stack rows
\`\`\`

\`how\` controls which rows survive: **inner** keeps keys found in both tables, **left** keeps every row of the left table (missing matches become NaN), **right** the reverse, **outer** keeps everything. For "add information to my orders", use \`left\` so no order silently disappears.

\`validate="many_to_one"\` asserts that each product appears **once** in the catalogue; if not, pandas raises \`MergeError\` instead of quietly duplicating orders. \`indicator=True\` adds a \`_merge\` column showing where each row came from, which is how you find orders whose product is missing from the catalogue.

**Common mistake:** joining on a key that isn't unique on the "one" side. If "Notebook" appears twice in \`products\`, every Notebook order is duplicated; in the sample data that turns 2,000 orders into 2,419 rows and inflates revenue by ~20% without any error. Always check \`len(df)\` before and after a left merge, and use \`validate\`. Also watch key formats: "Desk Lamp" vs "desk lamp " won't match, so clean text keys first.

**Check it works:** after the merge, \`len(m) == len(df)\`, \`m["_merge"]\` shows only "both", and \`m["revenue"].sum()\` equals the pre-merge total. Then duplicate one catalogue row on purpose and watch \`validate\` raise \`MergeError\`.`,
      quiz: [
        {
          question: 'What is the difference between an inner and a left merge?',
          answer:
            'An inner merge keeps only keys present in both tables; a left merge keeps all rows of the left table, filling unmatched columns with NaN.',
          keyPoints: ['inner both tables', 'left keeps all left rows', 'NaN unmatched'],
        },
        {
          question:
            'What goes wrong if the product catalogue has a duplicated product when you merge orders onto it?',
          answer:
            'Every order for that product is duplicated, inflating row counts and totals without any error.',
          keyPoints: ['rows duplicated', 'totals inflated', 'no error'],
        },
        {
          question: 'What does validate="many_to_one" do?',
          answer:
            'It checks that the merge keys are unique in the right table and raises a MergeError if they are not.',
          keyPoints: ['keys unique on right', 'MergeError'],
        },
        {
          question: 'When do you use concat instead of merge?',
          answer:
            'To stack tables with the same columns, such as monthly exports, on top of each other; merge matches rows by key columns.',
          keyPoints: ['stack rows', 'same columns', 'merge matches keys'],
        },
      ],
      handsOnTask:
        'Create the product catalogue with category and unit cost, left-merge it into the sales report with validate and indicator, and add profit and margin by category. Assert row count and revenue are unchanged by the merge.',
      project: 'The report now includes product categories, profit and margin from a merged catalogue.',
      exercise:
        'Split the sales data into two halves by date, save them as two CSVs, read them back and concat them; verify the result equals the original row count and revenue.',
      beginnerTip:
        'Print len(df) before and after every merge; a changed row count is the first sign of a join problem.',
      advancedNote:
        'merge sorts nothing by default and builds a hash table on the keys; joining on a categorical or integer key is faster than on long strings. For nearest-in-time joins (e.g. attach the latest exchange rate to each order) use pd.merge_asof on sorted keys.',
    },
    {
      topicName: 'Reshaping data: pivot_table, crosstab and melt',
      explanation: `The same data can be **long** (one row per observation: region, product, revenue) or **wide** (one row per region, one column per product). Long format is what pandas, seaborn and databases prefer for computing; wide format is what humans read in reports. Analysts convert back and forth constantly.

\`\`\`python
# long -> wide summary: regions as rows, products as columns
wide = df.pivot_table(index="region", columns="product", values="revenue",
                      aggfunc="sum", fill_value=0,
                      margins=True, margins_name="Total")

# counts or shares of two categories
mix = pd.crosstab(df["region"], df["product"], normalize="index")  # row shares

# wide -> long: a targets sheet typed by a manager
targets = pd.DataFrame({"region": ["North", "South"],
                        "Q1": [500000, 200000], "Q2": [520000, 210000]})
long = targets.melt(id_vars="region", var_name="quarter", value_name="target")
#   region quarter  target
#   North   Q1      500000 ...
\`\`\`

\`pivot_table\` is a groupby on two keys laid out as a grid: \`index\` becomes rows, \`columns\` becomes column headers, \`values\` is aggregated with \`aggfunc\`. \`fill_value=0\` replaces empty combinations, and \`margins=True\` adds row and column totals — exactly what an Excel pivot table does. \`crosstab\` counts combinations of two categorical columns; \`normalize="index"\` turns each row into proportions (what share of North's orders are Backpacks?).

\`melt\` is the inverse: it "unpivots" columns like Q1, Q2 into two columns — one for the old header (\`quarter\`) and one for the value (\`target\`). Once long, the targets can be merged with actual quarterly revenue by \`region\` and \`quarter\`.

**Common mistake:** using \`df.pivot()\` on raw transactional data. \`pivot\` only *rearranges* and cannot aggregate, so if any index/column pair occurs more than once (North + Backpack has hundreds of orders) it raises \`ValueError: Index contains duplicate entries, cannot reshape\`. Use \`pivot_table\` with an \`aggfunc\` whenever the data has repeats. Also, a pivoted wide table is for *presentation*: do further calculations on the long data to avoid column-by-column code.

**Check it works:** the bottom-right "Total" cell of \`wide\` must equal \`df["revenue"].sum()\`; every row of \`mix\` must sum to 1; and \`len(long)\` must be regions × quarters (2 × 2 = 4).`,
      quiz: [
        {
          question: 'What is the difference between long and wide format?',
          answer:
            'Long format has one row per observation with key columns (region, product, value); wide format spreads one key across columns, which is easier for humans to read.',
          keyPoints: ['one row per observation', 'columns per category', 'wide for reading'],
        },
        {
          question: 'Why does df.pivot fail on transaction data while pivot_table works?',
          answer:
            'pivot cannot aggregate, so duplicate index/column pairs raise a ValueError; pivot_table aggregates repeats with aggfunc.',
          keyPoints: ['duplicate entries', 'pivot cannot aggregate', 'aggfunc'],
        },
        {
          question: 'What does melt do?',
          answer:
            'It unpivots wide columns into long format: one column holding the former column names and one holding their values.',
          keyPoints: ['wide to long', 'unpivot', 'variable and value columns'],
        },
        {
          question: 'What does margins=True add to a pivot table?',
          answer: 'Row and column totals (an "All" or named Total row and column).',
          keyPoints: ['totals', 'row and column'],
        },
      ],
      handsOnTask:
        'Add a region-by-product revenue pivot table with totals and a crosstab of product mix shares to the sales report. Create a small wide targets table, melt it, merge it with actual quarterly revenue and compute percent of target per region and quarter.',
      project:
        'The report gains a region x product pivot, a product-mix table and target-vs-actual by quarter.',
      exercise:
        'Make a pivot_table of average quantity per order by weekday (rows) and product (columns), then find the weekday-product pair with the highest average.',
      beginnerTip:
        'If you know Excel pivot tables: index = Rows, columns = Columns, values + aggfunc = Values (Sum of ...).',
      advancedNote:
        'stack() and unstack() move levels between a MultiIndex on rows and columns and underlie pivot and melt. pd.wide_to_long handles column names like sales_2023, sales_2024 that encode two variables.',
    },
    {
      topicName: 'Missing data and outliers: investigate before you fix',
      explanation: `Missing values and outliers are **signals**, not just noise. Why a value is missing, or why a number is extreme, often tells you something about the business — so investigate first, then choose a fix you can justify.

**Missing data.** Start by measuring where gaps are: \`df.isna().mean()\` gives the share missing per column, and \`df["rating"].isna().groupby(df["city"]).mean()\` shows whether gaps concentrate in one group (e.g. 60% of Pune ratings missing vs 20% in Delhi may mean the Pune app build never asked). Options:
- **Drop** rows only when few are affected and missingness is unrelated to the outcome.
- **Impute** with a group median (as you did for prices), a constant meaning "unknown", or for time series \`interpolate()\` / \`ffill()\`.
- **Flag**: add \`df["rating_missing"] = df["rating"].isna()\` so the fact itself can be analysed.

**Outliers.** A common screening rule is **Tukey's IQR fence**: values below Q1 − 1.5×IQR or above Q3 + 1.5×IQR are *candidates*.

\`\`\`python
times = deliveries["delivery_min"]
q1, q3 = times.quantile([0.25, 0.75])
iqr = q3 - q1
low, high = q1 - 1.5 * iqr, q3 + 1.5 * iqr            # e.g. 16.5 and 52.5
suspects = deliveries[(times < low) | (times > high)]
print(suspects.sort_values("delivery_min"))

deliveries = deliveries[times >= 0]                     # impossible: data error
deliveries["delivery_capped"] = deliveries["delivery_min"].clip(upper=high)
\`\`\`

On a realistic sample of delivery times this flags -5, 3, 15, 53, 180 and 240 minutes. Treat them differently: **-5 is impossible** (a data error — remove or fix at the source); **3 minutes** is suspicious (a cancelled order logged as delivered?); **15 and 53** are plausible fast and slow deliveries; **180 and 240** are probably *real* failures your operations team cares about most. Capping with \`clip\` (winsorising) limits their pull on a mean without deleting rows.

**Common mistake:** deleting every IQR "outlier" automatically. That removes the very events (fraud, outages, VIP customers) an analysis should surface and makes results look better than reality. Remove only values that are *impossible*; report the rest, or use robust measures (median) that they can't distort.

**Check it works:** compute mean and median with and without the flagged values; the median should barely move while the mean shifts. Write one sentence per suspect explaining your decision.`,
      quiz: [
        {
          question: 'How do you compute Tukey\u2019s IQR outlier fences?',
          answer:
            'IQR = Q3 - Q1; values below Q1 - 1.5 x IQR or above Q3 + 1.5 x IQR are flagged as outlier candidates.',
          keyPoints: ['Q3 minus Q1', '1.5 times IQR', 'below Q1 above Q3'],
        },
        {
          question: 'Why should you not delete every flagged outlier automatically?',
          answer:
            'Many outliers are real and important events (failures, fraud, big customers); deleting them hides reality. Remove only impossible values and explain the rest.',
          keyPoints: ['real events', 'hides reality', 'remove impossible values only'],
        },
        {
          question: 'How can you check whether missing values are concentrated in one group?',
          answer:
            'Group the isna() mask by that column and take the mean, e.g. df["rating"].isna().groupby(df["city"]).mean().',
          keyPoints: ['isna()', 'groupby', 'share missing per group'],
        },
        {
          question: 'What does clip(upper=high) do to a column?',
          answer:
            'It caps values above the threshold at that threshold (winsorising), limiting the influence of extremes without deleting rows.',
          keyPoints: ['caps values', 'keeps rows', 'winsorising'],
        },
      ],
      handsOnTask:
        'Add a data-quality section to the sales report: percentage missing per column before cleaning, IQR outlier candidates for order revenue, and a decision table saying keep, cap or remove for each type. Show the revenue mean and median before and after your decisions.',
      project: 'The report documents missing-data and outlier decisions in a data-quality section.',
      exercise:
        'Generate 200 normal values with numpy plus three extreme ones, find them with the IQR rule and with a z-score > 3 rule, and compare which values each method flags.',
      beginnerTip:
        'A box plot draws the IQR fences for you: the dots beyond the whiskers are exactly the IQR outlier candidates.',
      advancedNote:
        'The z-score rule assumes roughly normal data and is itself distorted by the outliers it seeks; the IQR rule or a modified z-score based on the median absolute deviation is more robust. For multivariate outliers (unusual combinations), look at IsolationForest in scikit-learn.',
    },
    {
      topicName: 'Visualisation with seaborn: distributions, comparisons and relationships',
      explanation: `**seaborn** is built on matplotlib and works directly with tidy (long) DataFrames: you name columns, it handles grouping, colours and legends. It is the fastest way to *explore* a dataset visually.

\`\`\`python
import seaborn as sns
import matplotlib.pyplot as plt

sns.set_theme(style="whitegrid")
fig, axes = plt.subplots(1, 3, figsize=(15, 4))

sns.histplot(data=df, x="revenue", bins=30, ax=axes[0])             # distribution
sns.boxplot(data=df, x="region", y="revenue", ax=axes[1])           # compare spreads
sns.barplot(data=df, x="region", y="revenue",
            estimator="sum", errorbar=None, ax=axes[2])             # compare totals
fig.savefig("explore.png", dpi=150, bbox_inches="tight")

g = sns.relplot(data=df, x="quantity", y="revenue", hue="product",
                col="region", col_wrap=2, height=3)                 # small multiples
g.savefig("by_region.png")
\`\`\`

Match the plot to the question:
- **Distribution of one variable** → \`histplot\` (counts in bins) or \`kdeplot\`. On the sales data the histogram is heavily right-skewed: hundreds of small stationery orders and a long tail of lamp orders.
- **Distribution by group** → \`boxplot\` (median, quartiles, outlier dots) or \`violinplot\`.
- **Relationship between two numbers** → \`scatterplot\`, with \`hue=\` for a third category; \`regplot\` adds a fitted line.
- **Many panels** → figure-level functions \`relplot\`, \`displot\`, \`catplot\` with \`col=\`/\`row=\` draw one small chart per group on shared axes, which makes comparisons honest.

Axes-level functions (\`histplot\`, \`boxplot\`…) accept \`ax=\` and fit into your own \`plt.subplots\` grid; figure-level functions create their own figure and return a \`FacetGrid\` (save it with \`g.savefig\`).

**Common mistake:** reading \`sns.barplot\` as totals. By default it plots the **mean** of each group with a 95% confidence-interval error bar, so "revenue by region" shows average order revenue, not total revenue. Pass \`estimator="sum"\` (and \`errorbar=None\`) when you want totals, or aggregate first with groupby and plot the result. Similarly, \`countplot\` counts rows, which may not equal orders or customers.

**Check it works:** draw the barplot once with default settings and once with \`estimator="sum"\`; the first bars are all around ₹1,600 (mean order revenue), the second show lakhs. Confirm the summed bars match your groupby totals from day 4.`,
      quiz: [
        {
          question: 'What does sns.barplot show by default?',
          answer:
            'The mean of the y variable for each category, with a 95% confidence interval error bar; use estimator="sum" for totals.',
          keyPoints: ['mean per group', 'confidence interval', 'estimator="sum"'],
        },
        {
          question: 'Which plot would you use to compare the spread of order revenue across regions?',
          answer: 'A box plot (or violin plot) with region on one axis and revenue on the other.',
          keyPoints: ['box plot', 'violin plot', 'spread by group'],
        },
        {
          question: 'What is the difference between axes-level and figure-level seaborn functions?',
          answer:
            'Axes-level functions like histplot draw on one matplotlib Axes you can pass with ax=; figure-level ones like relplot create their own figure with facets via col/row and return a FacetGrid.',
          keyPoints: ['ax= parameter', 'own figure', 'facets col row'],
        },
        {
          question: 'What are small multiples and why use them?',
          answer:
            'A grid of similar small charts, one per group, on shared axes; they make comparisons across groups easy and honest.',
          keyPoints: ['one chart per group', 'shared axes', 'easy comparison'],
        },
      ],
      handsOnTask:
        'Create an exploration figure for the sales data with a histogram of revenue, a box plot of revenue by region and a summed bar plot of revenue by product, plus a relplot faceted by region. Save both images and write one observation under each chart in your notebook.',
      project: 'The report gains an exploration page of seaborn charts with written observations.',
      exercise:
        'Plot a histogram of revenue with hue="product" and multiple="stack", then try log_scale=True on the x axis and describe what the log scale reveals.',
      beginnerTip:
        'Use seaborn to explore quickly, then rebuild the one chart you present with careful matplotlib labels and titles.',
      advancedNote:
        'seaborn 0.12+ includes the declarative seaborn.objects interface (so.Plot(df, x=..., y=...).add(so.Bar(), so.Agg("sum"))), which composes layers more like ggplot2. Error bars can be switched to errorbar="sd" or ("pi", 50) to show spread rather than uncertainty of the mean.',
    },
    {
      topicName: 'Choosing the right chart and designing it to make one point',
      explanation: `Exploration charts are for you; **presentation charts** are for a busy reader who gives each one a few seconds. A good presentation chart answers one question, and its title states the answer.

**Match chart to message:**
- Change over time → **line** chart (time on x).
- Compare categories → **bar** chart, sorted, horizontal if labels are long; bars **must start at zero** because bar length encodes value.
- Part of a whole → a sorted bar of shares, or a stacked bar; a **pie** only for 2–3 slices.
- Distribution → histogram or box plot.
- Relationship → scatter plot.

**Design for the point:**

\`\`\`python
totals = df.groupby("region")["revenue"].sum().sort_values()
share = totals / totals.sum()
colors = ["#b0b0b0"] * (len(totals) - 1) + ["#1f77b4"]      # highlight the biggest

fig, ax = plt.subplots(figsize=(7, 3.5))
bars = ax.barh(totals.index, totals / 1e5, color=colors)
ax.bar_label(bars, labels=[f"₹{v/1e5:.1f}L ({s:.0%})" for v, s in zip(totals, share)],
             padding=3)
ax.set_title("North brings in 41% of revenue, twice any other region", loc="left")
ax.set_xlabel("Revenue (₹ lakh)")
ax.spines[["top", "right"]].set_visible(False)
\`\`\`

This chart applies the main rules: an **insight title** instead of "Revenue by region"; **sorted** bars; **one highlight colour** with grey for context, so the eye goes straight to the point; **direct labels** on bars instead of making the reader trace gridlines; **units** on the axis (₹ lakh, the scale Indian business readers use); and no clutter (top/right borders removed).

**Avoid:** 3D effects (distort size), dual y-axes (let you fake any correlation by rescaling), rainbow palettes for ordinary categories, and red/green as the only distinction (about 1 in 12 men has red-green colour-vision deficiency — seaborn's "colorblind" palette helps).

**Common mistake:** truncating the y-axis of a **bar** chart. Starting at ₹6 lakh instead of 0 makes a 5% difference look like 3×. For bars, always start at zero; for line charts a non-zero baseline is acceptable when you're showing change, but label it clearly.

**Check it works:** show your chart to someone for five seconds, hide it, and ask what it said. If they repeat your title's message, the chart works; if they describe colours or axes, simplify it.`,
      quiz: [
        {
          question: 'Why must a bar chart\u2019s value axis start at zero?',
          answer:
            'Bar length encodes the value, so a truncated axis exaggerates differences, making small gaps look huge.',
          keyPoints: ['length encodes value', 'truncation exaggerates', 'start at zero'],
        },
        {
          question: 'What makes a good presentation chart title?',
          answer:
            'It states the insight or conclusion (e.g. "North brings in 41% of revenue") rather than just naming the variables.',
          keyPoints: ['states insight', 'conclusion', 'not just variable names'],
        },
        {
          question: 'Which chart types suit a trend over time and a comparison of categories?',
          answer: 'A line chart for trends over time; a sorted bar chart for comparing categories.',
          keyPoints: ['line for time', 'sorted bar for categories'],
        },
        {
          question: 'Why are dual y-axes risky?',
          answer:
            'Each axis can be rescaled independently, so the lines can be made to appear correlated or diverging at will, which misleads readers.',
          keyPoints: ['independent scales', 'fake correlation', 'misleading'],
        },
      ],
      handsOnTask:
        'Redesign the two starter-report charts for presentation: insight titles, sorted bars with one highlight colour, direct labels in ₹ lakh and no chart junk. Do the five-second test with a friend and record what they remembered.',
      project: 'The report\u2019s charts are redesigned as presentation-ready, insight-titled visuals.',
      exercise:
        'Find a chart in a news article or company deck that breaks one of today\u2019s rules, redraw it correctly with matplotlib using made-up numbers of similar size, and write one sentence on what changed.',
      beginnerTip:
        'Write the title first, as a full sentence; then design the chart so that sentence is obviously true at a glance.',
      advancedNote:
        'Perceptual research (Cleveland and McGill) ranks position along a common scale as most accurately read, then length, then angle and area, which is why bars and dots beat pies and bubbles. Consistent colour meaning across all charts in a report (North is always blue) reduces cognitive load.',
    },
    {
      topicName: 'Correlation and its traps',
      explanation: `**Correlation** measures how strongly two numeric variables move together, from −1 (perfect opposite) through 0 (no *linear* relationship) to +1 (perfect together). It's a fast way to scan which factors relate to an outcome.

\`\`\`python
weeks.corr(numeric_only=True)                       # matrix of Pearson correlations
weeks["ad_spend"].corr(weeks["revenue"])            # 0.95 in the example
weeks["ad_spend"].corr(weeks["revenue"], method="spearman")

sns.heatmap(weeks.corr(numeric_only=True), annot=True, fmt=".2f",
            cmap="vlag", vmin=-1, vmax=1)
sns.regplot(data=weeks, x="ad_spend", y="revenue")   # always look at the scatter
\`\`\`

**Pearson** correlation measures *linear* association and is sensitive to outliers. **Spearman** correlates the *ranks*, so it captures any consistently increasing (monotonic) relationship and resists outliers. Example: for \`x = [1…9, 100]\` against \`y = [2, 1, 4, 3, 6, 5, 8, 7, 10, 9]\`, Pearson is only 0.48 because of the single 100, while Spearman is 0.94.

The traps:
1. **Zero correlation ≠ no relationship.** \`y = x²\` for x from −10 to 10 has Pearson correlation 0 but a perfect U-shaped dependence. Always plot the scatter — Anscombe's quartet is four datasets with identical correlations (≈0.82) and completely different shapes.
2. **Correlation ≠ causation.** Ice-cream sales and drowning deaths correlate because both rise in summer (a **confounder**). In business data, ad spend may correlate with revenue because the marketing team spends more in festive seasons when people buy anyway.
3. **Small samples** give unstable correlations; 10 points can show 0.6 by chance.

**Common mistake:** presenting a correlation as a cause ("increasing ad spend by ₹1 lakh will raise revenue by ₹4 lakh"). Correlation only says they move together in this data. To claim cause, you need an experiment (an A/B test, day 20) or careful controls for confounders (regression with controls, advanced days).

**Check it works:** compute Pearson and Spearman for \`x = np.arange(-10, 11)\` and \`y = x**2\`; both come out near 0 despite the perfect pattern, and the scatter plot shows why. Then rerun the outlier example and see the two methods disagree.`,
      quiz: [
        {
          question: 'What does a Pearson correlation of 0 tell you?',
          answer:
            'Only that there is no linear relationship; there may still be a strong non-linear one, such as y = x squared.',
          keyPoints: ['no linear relationship', 'non-linear possible', 'plot the data'],
        },
        {
          question: 'How does Spearman correlation differ from Pearson?',
          answer:
            'Spearman correlates ranks, capturing any monotonic relationship and resisting outliers; Pearson measures linear association on raw values and is outlier-sensitive.',
          keyPoints: ['ranks', 'monotonic', 'robust to outliers', 'Pearson linear'],
        },
        {
          question: 'Why doesn\u2019t correlation prove causation? Give an example.',
          answer:
            'A third factor (confounder) can drive both variables, e.g. summer raises both ice-cream sales and drownings, or festive seasons raise both ad spend and sales.',
          keyPoints: ['confounder', 'third variable', 'example'],
        },
        {
          question: 'What is Anscombe\u2019s quartet meant to show?',
          answer:
            'Four datasets with nearly identical summary statistics and correlation but very different shapes, proving you must plot the data.',
          keyPoints: ['same statistics', 'different shapes', 'always plot'],
        },
      ],
      handsOnTask:
        'Build a weekly table for the sales data (revenue, orders, average order value, share of lamp sales) and add a made-up ad_spend column; draw a correlation heatmap and scatter plots for the strongest pairs. Write one sentence per pair on whether a confounder could explain it.',
      project: 'The report gains a weekly correlation analysis with caveats about causation.',
      exercise:
        'Load seaborn\u2019s "anscombe" dataset with sns.load_dataset("anscombe"), compute the correlation for each of the four groups, then plot them with sns.lmplot(col="dataset").',
      beginnerTip:
        'Rule of thumb for reporting: always pair a correlation number with its scatter plot and the sample size.',
      advancedNote:
        'A correlation matrix over many columns invites false discoveries: with 20 variables there are 190 pairs, and some will look strong by chance. Partial correlation (controlling for a third variable) or regression with controls is the next step toward separating confounders.',
    },
    {
      topicName: 'Samples, standard error and confidence intervals',
      explanation: `You rarely see the whole **population** (every customer, every future order); you analyse a **sample**. Any number computed from a sample — an average order value, a conversion rate — would come out slightly different with another sample. A **confidence interval** (CI) expresses that uncertainty honestly: "average order value ₹1,124, 95% CI ₹1,020 to ₹1,228".

Key ideas:
- The **standard error** (SE) of a mean is \`s / √n\` (sample standard deviation over the square root of the sample size). It shrinks as n grows — but only with the square root: 4× the data halves the uncertainty.
- The **Central Limit Theorem** says the sample *mean* is approximately normally distributed for reasonably large n, even if the data are skewed (order values are!). That justifies the t-based interval below.

\`\`\`python
import numpy as np
from scipy import stats

rng = np.random.default_rng(0)
sample = rng.lognormal(mean=6.8, sigma=0.7, size=200)   # 200 skewed order values

mean = sample.mean()
se = sample.std(ddof=1) / np.sqrt(len(sample))
low, high = stats.t.interval(0.95, df=len(sample) - 1, loc=mean, scale=se)
print(f"mean ₹{mean:,.0f}, 95% CI ₹{low:,.0f} to ₹{high:,.0f}")   # ₹1,124 (1,020-1,228)

# bootstrap: a CI for the MEDIAN, with no formula needed
res = stats.bootstrap((sample,), np.median, confidence_level=0.95, random_state=1)
print(res.confidence_interval)          # roughly ₹817 to ₹1,058
\`\`\`

The **bootstrap** resamples your data with replacement thousands of times, recomputes the statistic each time, and takes the middle 95% of results. It works for medians, ratios and other statistics without a textbook formula — very handy for skewed business data.

**Interpreting a 95% CI:** if you repeated the sampling many times, about 95% of the intervals built this way would contain the true value. It is **not** "a 95% probability the true mean is in this particular interval" in the strict frequentist sense, and it says nothing about where 95% of *individual orders* fall — that's a much wider range.

**Common mistake:** reporting a bare number from a small sample ("Pune customers spend ₹1,400 on average") when the CI is ₹900–₹1,900 and overlaps every other city. Always attach a CI or at least n, and be cautious when comparing groups whose intervals overlap heavily.

**Check it works:** compute the CI for the first 50 values and for all 200; the larger sample's interval should be roughly half as wide (√4 = 2).`,
      quiz: [
        {
          question: 'What is the standard error of a mean and how does it change with sample size?',
          answer:
            'It is s divided by the square root of n; it shrinks with the square root of the sample size, so 4 times the data halves it.',
          keyPoints: ['s / sqrt(n)', 'shrinks with n', 'square root'],
        },
        {
          question: 'How does the bootstrap estimate a confidence interval?',
          answer:
            'It resamples the data with replacement many times, recomputes the statistic each time, and takes the middle 95% of those results.',
          keyPoints: ['resample with replacement', 'recompute statistic', 'middle 95%'],
        },
        {
          question: 'What does a 95% confidence interval mean?',
          answer:
            'If the sampling were repeated many times, about 95% of intervals built this way would contain the true population value.',
          keyPoints: ['repeated sampling', '95% of intervals', 'contain true value'],
        },
        {
          question: 'Why can you use a t-based interval for a mean even when order values are skewed?',
          answer:
            'By the Central Limit Theorem, the sample mean is approximately normal for reasonably large samples even if the data are skewed.',
          keyPoints: ['Central Limit Theorem', 'sample mean normal', 'large sample'],
        },
      ],
      handsOnTask:
        'Add confidence intervals to the sales report: a 95% t-interval for mean order revenue per region and a bootstrap CI for the median. Plot the region means with their CIs as error bars and state which regional differences look real.',
      project: 'The report shows uncertainty: regional averages now carry 95% confidence intervals.',
      exercise:
        'Simulate the CLT: draw 1,000 samples of size 30 from a skewed lognormal distribution, compute each sample mean, and plot a histogram of the means next to a histogram of the raw data.',
      beginnerTip:
        'When someone quotes an average, ask two questions: from how many observations, and how much do they vary?',
      advancedNote:
        'For proportions with small counts or rates near 0 or 1, the simple normal (Wald) interval misbehaves; use the Wilson interval (statsmodels proportion_confint(method="wilson")). The percentile bootstrap can be biased for skewed statistics; scipy\u2019s default BCa method corrects for this.',
    },
    {
      topicName: 'Hypothesis testing: t-tests, p-values and practical significance',
      explanation: `A **hypothesis test** asks: is the difference I see between groups bigger than random variation would plausibly produce? You start from a **null hypothesis** (H₀: no real difference) and compute a **p-value**: the probability of seeing a difference at least this large *if H₀ were true*. A small p-value (conventionally < 0.05) is evidence against H₀.

Example: operations switched some orders to a new delivery partner. Is the new partner faster?

\`\`\`python
import numpy as np
from scipy import stats

rng = np.random.default_rng(3)
old = rng.normal(42, 12, 150)      # delivery minutes, old partner (150 orders)
new = rng.normal(38, 14, 140)      # new partner (140 orders)

res = stats.ttest_ind(new, old, equal_var=False)   # Welch's t-test
print(old.mean(), new.mean())      # 42.1 vs 39.5 minutes
print(res.statistic, res.pvalue)   # t = -1.68, p = 0.094
print(res.confidence_interval())   # difference: -5.5 to +0.4 minutes
\`\`\`

Read it carefully. The new partner was 2.6 minutes faster **in this sample**, but p = 0.094 > 0.05 and the 95% CI for the difference (−5.5 to +0.4 minutes) includes 0. Conclusion: *not enough evidence* that the new partner is faster — **not** proof that they are the same. More data would narrow the interval.

Choices that matter: use **Welch's t-test** (\`equal_var=False\`) by default, since it doesn't assume equal variances. For skewed data or small samples consider the rank-based **Mann-Whitney U** test (\`stats.mannwhitneyu\`). Decide the test and threshold **before** looking at results.

**Practical vs statistical significance:** with 1,000,000 orders a 0.2-minute improvement can have p < 0.001 yet be worthless; with 100 orders a 5-minute gain can be non-significant yet worth pursuing. Always report the **effect size with its CI**, not just the p-value.

**Common mistake:** reading p = 0.094 as "9.4% chance the null is true" or p = 0.03 as "97% chance the new partner is better". A p-value is computed *assuming* H₀ is true; it is not the probability that H₀ is true. Another: running many tests and reporting only the one with p < 0.05 (p-hacking).

**Check it works:** rerun with 4× the sample sizes (600 and 560) and the same true means; the p-value should drop well below 0.05 and the CI should narrow to exclude 0 — the effect didn't change, your certainty did.`,
      quiz: [
        {
          question: 'What does a p-value measure?',
          answer:
            'The probability of observing a difference at least as large as the one seen, assuming the null hypothesis (no real difference) is true.',
          keyPoints: ['assuming null true', 'difference at least as large', 'probability'],
        },
        {
          question: 'With p = 0.094, what should you conclude about the new delivery partner?',
          answer:
            'There is not enough evidence at the 5% level that it is faster; this is not proof that the partners are the same, and more data could settle it.',
          keyPoints: ['not enough evidence', 'not proof of no difference', 'more data'],
        },
        {
          question: 'Why use Welch\u2019s t-test (equal_var=False)?',
          answer: 'It does not assume the two groups have equal variances, so it is safer as a default.',
          keyPoints: ['unequal variances', 'safer default'],
        },
        {
          question: 'What is the difference between statistical and practical significance?',
          answer:
            'Statistical significance says a difference is unlikely to be chance; practical significance asks whether its size matters for the business. Report the effect size and its confidence interval.',
          keyPoints: ['unlikely chance', 'size matters', 'effect size', 'confidence interval'],
        },
      ],
      handsOnTask:
        'In the sales data, test whether weekend orders have higher average revenue than weekday orders with Welch\u2019s t-test and Mann-Whitney U. Report the difference, its 95% CI, the p-value and a one-sentence business conclusion.',
      project: 'The report includes a properly reported hypothesis test: weekend vs weekday order value.',
      exercise:
        'Simulate two groups with identical true means 1,000 times, run a t-test each time, and count how often p < 0.05; explain why it is about 5%.',
      beginnerTip:
        'Write your conclusion as "evidence / not enough evidence that ...", never as "proved"; it keeps your claims honest.',
      advancedNote:
        'The t-test compares means and relies on the CLT; for heavy-tailed revenue data, a permutation test (scipy.stats.permutation_test) makes no distributional assumptions. Pre-registering hypotheses and thresholds is how experimentation teams guard against p-hacking.',
    },
    {
      topicName: 'Analysing an A/B test: conversion rates, z-tests and sanity checks',
      explanation: `An **A/B test** randomly splits users between version A (control) and B (variant) and compares an outcome. Because assignment is random, confounders are balanced out, so a real difference can be attributed to the change — the one setting where analysts can claim cause.

Scenario: an e-commerce app tests a new checkout button. 10,000 users saw each version; 480 converted on A (4.8%), 560 on B (5.6%).

\`\`\`python
import numpy as np
from statsmodels.stats.proportion import proportions_ztest, confint_proportions_2indep
from scipy.stats import chisquare

conversions = np.array([560, 480])          # B, A
users = np.array([10000, 10000])

z, p = proportions_ztest(conversions, users)
low, high = confint_proportions_2indep(560, 10000, 480, 10000)   # CI for B - A
print(f"z={z:.2f}, p={p:.4f}")             # z=2.55, p=0.0108
print(f"lift: {low:+.2%} to {high:+.2%}")   # +0.18% to +1.42% points

print(chisquare([10150, 9850]).pvalue)     # 0.034 -> sample-ratio mismatch!
\`\`\`

Reporting: B's conversion is 0.8 percentage points higher (a **16.7% relative lift**: 0.8/4.8), p ≈ 0.011, 95% CI +0.18 to +1.42 points. The effect is statistically significant, and even the low end of the interval is positive. Whether to ship also depends on revenue per conversion and costs — that's the business decision.

**Sanity checks before believing any result:**
1. **Sample-ratio mismatch (SRM):** with a planned 50/50 split, 10,150 vs 9,850 users has p ≈ 0.03 under a chi-square test — assignment may be broken (a bug, bots, a redirect dropping users), and the whole test is suspect.
2. **Guardrail metrics:** did page load time, refunds or support tickets get worse?
3. **Unit consistency:** randomise and analyse by the same unit (users, not page views).

**Common mistake:** **peeking** — checking the p-value every day and stopping the moment it dips below 0.05. With repeated looks, the chance of a false "win" rises far above 5%. Fix the sample size in advance (power analysis, an advanced topic) and analyse once at the end, or use methods designed for sequential monitoring.

**Check it works:** reproduce z = 2.55, p ≈ 0.011 with the code; then change B's conversions to 520 and confirm p rises above 0.05 (no longer significant) and the CI now includes 0.`,
      quiz: [
        {
          question: 'Why can an A/B test support a causal claim when an observational correlation cannot?',
          answer:
            'Random assignment balances confounders between the groups on average, so a difference in outcomes can be attributed to the change being tested.',
          keyPoints: ['random assignment', 'balances confounders', 'causal'],
        },
        {
          question: 'A converts 4.8% and B 5.6%. What are the absolute and relative lifts?',
          answer: 'The absolute lift is 0.8 percentage points; the relative lift is 0.8 / 4.8, about 16.7%.',
          keyPoints: ['0.8 percentage points', '16.7% relative'],
        },
        {
          question: 'What is a sample-ratio mismatch and why does it matter?',
          answer:
            'When the observed split of users differs significantly from the planned split (e.g. 50/50); it signals broken assignment or data loss, making the results untrustworthy.',
          keyPoints: ['split differs from plan', 'broken assignment', 'results untrustworthy'],
        },
        {
          question: 'Why is peeking at results daily and stopping at p < 0.05 a problem?',
          answer:
            'Repeated checks inflate the false-positive rate well above 5%; fix the sample size in advance and analyse once, or use a sequential method.',
          keyPoints: ['repeated checks', 'false positives increase', 'fix sample size'],
        },
      ],
      handsOnTask:
        'Write a function analyse_ab(conv_a, n_a, conv_b, n_b) that returns both conversion rates, absolute and relative lift, the z-test p-value, the CI for the difference and an SRM check. Run it on the example numbers and on a case with a broken split, and print a short verdict for each.',
      project: 'The analysis toolkit gains a reusable A/B test report function.',
      exercise:
        'Simulate an A/A test (both groups 5% conversion, 10,000 users each) 1,000 times and count how often the z-test reports p < 0.05; then simulate daily peeking over 20 days and compare the false-positive rate.',
      beginnerTip:
        'Say "percentage points" for differences between percentages (4.8% to 5.6% is +0.8 points) and "percent" for relative change (+16.7%).',
      advancedNote:
        'A chi-square test on the 2x2 table without continuity correction (chi2_contingency(table, correction=False)) gives the same p-value as the two-sided z-test, since chi-square = z squared. Variance-reduction methods such as CUPED use pre-experiment behaviour as a covariate to shrink confidence intervals, letting tests finish with fewer users.',
    },
    {
      topicName: 'Getting data in and out: Excel sheets, JSON and API responses',
      explanation: `Analysts spend a surprising amount of time just **getting data into a DataFrame**: multi-sheet Excel files from finance, JSON from an API, nested exports from an app. pandas covers all of them.

**Excel.** \`read_excel\` needs \`openpyxl\` for .xlsx files.

\`\`\`python
sheets = pd.read_excel("monthly_sales.xlsx", sheet_name=None)   # dict: name -> DataFrame
all_months = (pd.concat(sheets, names=["month", "row"])        # stack, keep sheet name
                .reset_index(level="month"))

finance = pd.read_excel("pnl.xlsx", sheet_name="FY25", skiprows=3,
                        usecols="A:F", nrows=40)               # skip title rows
\`\`\`

\`sheet_name=None\` reads **every** sheet into a dict; \`pd.concat\` on that dict stacks them and keeps the sheet name as a column. \`skiprows\`, \`header\`, \`usecols\` and \`nrows\` deal with human-formatted sheets that have titles, notes and totals around the real table.

**JSON and APIs.** API responses are usually nested: an order contains a customer object and a list of items. \`pd.json_normalize\` flattens them:

\`\`\`python
import requests

orders = requests.get("https://api.example.com/orders", timeout=10).json()
# [{"id": 1, "customer": {"name": "Asha", "city": "Pune"},
#   "items": [{"sku": "NB-01", "qty": 2, "price": 60}, ...]}, ...]

flat = pd.json_normalize(orders, max_level=1)          # customer.name, customer.city
items = pd.json_normalize(orders, record_path="items",
                          meta=["id", ["customer", "city"]])
#      sku  qty  price  id  customer.city
#   NB-01    2     60   1   Pune
\`\`\`

\`record_path\` explodes a nested list into one row per item, and \`meta\` copies parent fields (order id, city) onto each item row — the tidy, long shape you need for analysis.

**Writing out:** \`to_csv(index=False)\` for interchange, \`to_excel\` via \`ExcelWriter\` for humans, and \`to_parquet\` (needs \`pyarrow\`) for fast, typed storage that preserves dtypes such as dates and categories, unlike CSV.

**Common mistake:** trusting a sheet's layout. Finance files often include a "Total" row at the bottom or merged header cells; reading them blindly double-counts totals or produces columns called "Unnamed: 3". After every read, check \`head()\`, \`tail()\` and \`columns\`, and drop total rows explicitly.

**Check it works:** after combining sheets, the row count should equal the sum of each sheet's rows, and \`all_months["month"].unique()\` should list every sheet name. For JSON, \`len(items)\` should equal the total number of line items across orders.`,
      quiz: [
        {
          question: 'How do you read every sheet of an Excel workbook at once?',
          answer:
            'Use pd.read_excel(path, sheet_name=None), which returns a dict mapping sheet names to DataFrames.',
          keyPoints: ['sheet_name=None', 'dict of DataFrames'],
        },
        {
          question: 'What do record_path and meta do in pd.json_normalize?',
          answer:
            'record_path turns a nested list (such as items) into one row per element; meta copies parent fields like the order id onto each of those rows.',
          keyPoints: ['one row per item', 'record_path nested list', 'meta parent fields'],
        },
        {
          question: 'Why might you save intermediate data as Parquet rather than CSV?',
          answer:
            'Parquet preserves dtypes such as dates and categories and is much faster and smaller to read and write.',
          keyPoints: ['keeps dtypes', 'faster', 'smaller'],
        },
        {
          question: 'What should you check after reading a human-formatted Excel sheet?',
          answer:
            'head(), tail() and columns, looking for title rows, Unnamed columns and total rows that would be double-counted.',
          keyPoints: ['head and tail', 'total rows', 'Unnamed columns'],
        },
      ],
      handsOnTask:
        'Split the sales data into one Excel sheet per quarter (with a title row above each table), then write a loader that reads all sheets, skips the title rows and stacks them with a quarter column. Verify that the row count and revenue total match the original data.',
      project:
        'The report can ingest multi-sheet Excel files and nested JSON, and caches clean data as Parquet.',
      exercise:
        'Take a nested JSON list of 3 orders with items (write it by hand) and produce an items table with json_normalize; compute revenue per city.',
      beginnerTip:
        'Open the file in Excel or a text editor before writing code; knowing the exact layout saves many trial-and-error reads.',
      advancedNote:
        'For big Excel files, read_excel is slow (it parses XML); convert once to Parquet and work from that. The calamine engine (pip install python-calamine, then engine="calamine", pandas 2.2+) reads Excel files several times faster than openpyxl.',
    },
    {
      topicName: 'Capstone kickoff: framing questions and preparing a real e-commerce dataset',
      explanation: `The capstone is a full analysis of a **real** dataset: **Online Retail II** from the UCI Machine Learning Repository (search "UCI online retail II"; free, no login). It holds about a million invoice lines from a UK online gift retailer, December 2009 to December 2011, with columns Invoice, StockCode, Description, Quantity, InvoiceDate, Price (in £), Customer ID and Country.

**Start with questions, not code.** Write down what a stakeholder (say, the head of growth) needs to decide, then the metric that answers each:
1. Is the business growing? → monthly revenue, orders, average order value (AOV).
2. Do customers come back? → cohort retention.
3. Who are the most valuable customers, and who is slipping away? → RFM segments.
4. Where does revenue come from? → countries and products.

Then load the data once and cache it:

\`\`\`python
import pandas as pd

sheets = pd.read_excel("online_retail_II.xlsx", sheet_name=None)   # 2 sheets, ~1-2 min
raw = pd.concat(sheets.values(), ignore_index=True)
raw = raw.rename(columns={
    "Invoice": "invoice", "StockCode": "stock_code", "Description": "description",
    "Quantity": "quantity", "InvoiceDate": "invoice_date", "Price": "price",
    "Customer ID": "customer_id", "Country": "country"})
raw = raw.astype({"invoice": "string", "stock_code": "string"})
raw.to_parquet("retail_raw.parquet", index=False)   # reloads in a second

df = pd.read_parquet("retail_raw.parquet")
is_cancel = df["invoice"].str.startswith("C")       # "C" prefix = cancellation
non_product = df["stock_code"].isin(["POST", "DOT", "M", "BANK CHARGES", "AMAZONFEE", "ADJUST"])
print(f"cancellation lines: {is_cancel.mean():.1%}")
print(f"missing customer:   {df['customer_id'].isna().mean():.1%}")   # roughly a fifth

sales = df[~is_cancel & ~non_product & (df["quantity"] > 0) & (df["price"] > 0)].copy()
sales["revenue"] = sales["quantity"] * sales["price"]
sales["customer_id"] = sales["customer_id"].astype("Int64")
sales.to_parquet("sales.parquet", index=False)
\`\`\`

Document every decision in a **data dictionary** (column, meaning, type, caveats) and a **cleaning log**: cancellations excluded from sales (analyse them separately as a return rate), postage and fee codes excluded from product revenue, rows without a customer ID **kept** for revenue totals but **excluded** from customer-level analysis.

**Common mistake:** saving straight to Parquet. The Invoice and StockCode columns mix integers (489434) and strings ("C489449", "85099B"), and PyArrow refuses mixed object columns with \`ArrowTypeError: Expected bytes, got a 'int' object\`. Cast them to string first, as above — this also stops codes from being treated as numbers.

**Check it works:** \`sales["invoice"].str.startswith("C").sum()\` is 0, \`(sales["quantity"] > 0).all()\` is True, and the date range runs from December 2009 to 9 December 2011.`,
      quiz: [
        {
          question: 'Why should an analysis start with written business questions rather than code?',
          answer:
            'Questions tied to a decision tell you which metrics, data and cleaning choices matter, so the analysis answers what stakeholders need instead of wandering.',
          keyPoints: ['decision', 'choose metrics', 'focus'],
        },
        {
          question: 'How are cancellations marked in Online Retail II and how should you treat them?',
          answer:
            'Their invoice number starts with "C" (with negative quantities); exclude them from sales and analyse them separately, e.g. as a return rate.',
          keyPoints: ['invoice starts with C', 'exclude from sales', 'analyse separately'],
        },
        {
          question:
            'Why keep rows with missing customer IDs for revenue but drop them for customer analysis?',
          answer:
            'They are real sales, so they belong in revenue totals, but they cannot be linked to a customer, so they cannot be used for retention or segmentation.',
          keyPoints: ['real sales', 'cannot link customer', 'exclude from customer analysis'],
        },
        {
          question: 'Why does to_parquet fail on the raw Invoice column, and how do you fix it?',
          answer:
            'The column mixes integers and strings, which PyArrow cannot store in one column; cast it to string with astype before saving.',
          keyPoints: ['mixed types', 'ArrowTypeError', 'astype string'],
        },
      ],
      handsOnTask:
        'Download Online Retail II, load both sheets, rename columns, cast codes to string and save retail_raw.parquet. Write the four business questions, a data dictionary and a cleaning log in a README, then produce sales.parquet and print the share of cancellation lines and missing customer IDs.',
      project: 'Capstone started: the retail data is loaded, documented, cleaned and cached as Parquet.',
      exercise:
        'Compute the cancellation rate by country (cancelled lines / all lines) for countries with at least 1,000 lines, and list the top five.',
      beginnerTip:
        'Work on df.sample(50_000, random_state=0) while writing code, then run on the full data once it works.',
      advancedNote:
        'Cancellations often reference an earlier invoice for the same customer and stock code; matching them back lets you compute net revenue per order rather than excluding cancellations wholesale. Parquet stores column statistics, so filtered reads (pd.read_parquet(..., filters=[...])) can skip whole row groups.',
    },
    {
      topicName: 'Business KPIs: revenue, orders, AOV and repeat rate by month',
      explanation: `**KPIs** (key performance indicators) are the handful of numbers a business watches every month. Defining them precisely — and computing them at the right grain — is core analyst work, because a misdefined KPI quietly misleads every decision built on it.

Core e-commerce KPIs:
- **Revenue** = sum of quantity × price.
- **Orders** = number of **distinct invoices** (not lines).
- **Active customers** = distinct customer IDs with an order in the period.
- **AOV** (average order value) = revenue ÷ orders.
- **Repeat rate** = share of customers with more than one order.

\`\`\`python
sales = pd.read_parquet("sales.parquet")
sales = sales[sales["invoice_date"] < "2011-12-01"]   # Dec 2011 is only 9 days

monthly = (sales.set_index("invoice_date")
                .resample("ME")
                .agg({"revenue": "sum", "invoice": "nunique", "customer_id": "nunique"})
                .rename(columns={"invoice": "orders", "customer_id": "customers"}))
monthly["aov"] = monthly["revenue"] / monthly["orders"]
monthly["yoy"] = monthly["revenue"].pct_change(12)      # vs same month last year

orders_per_customer = (sales.dropna(subset=["customer_id"])
                            .groupby("customer_id")["invoice"].nunique())
repeat_rate = (orders_per_customer > 1).mean()
\`\`\`

Two details matter here. The data ends on 9 December 2011, so December 2011 would appear as a dramatic collapse; drop **partial periods** or label them clearly. And this retailer is strongly **seasonal** (gift sales peak in October–November), so compare a month with the same month last year (\`pct_change(12)\`), not with the previous month — a drop from November to January is normal, not a crisis.

**Common mistake:** computing AOV as \`sales["revenue"].mean()\`. That's the average **line** value; invoices in this dataset often contain dozens of lines, so it understates AOV many times over. Aggregate to the order first: \`sales.groupby("invoice")["revenue"].sum().mean()\`. Always ask "what is one row?" before averaging.

**Check it works:** the monthly revenue column must sum to total revenue of the filtered data; \`aov × orders\` must reproduce revenue each month; and a line chart of revenue should show the autumn peaks in both 2010 and 2011.`,
      quiz: [
        {
          question: 'How should average order value (AOV) be calculated?',
          answer:
            'Total revenue divided by the number of distinct orders (invoices), or equivalently the mean of per-invoice revenue totals — not the mean of line values.',
          keyPoints: ['revenue / orders', 'distinct invoices', 'not line average'],
        },
        {
          question: 'Why compare this month with the same month last year for a seasonal business?',
          answer:
            'Seasonality makes month-to-month changes misleading; year-over-year comparison removes the seasonal pattern.',
          keyPoints: ['seasonality', 'year over year', 'same month'],
        },
        {
          question: 'Why drop or flag December 2011 in this dataset?',
          answer: 'The data ends on 9 December, so the month is partial and would look like a huge drop.',
          keyPoints: ['partial month', 'data ends early', 'false drop'],
        },
        {
          question: 'How do you compute the repeat-customer rate?',
          answer:
            'Count distinct orders per customer and take the share of customers with more than one order.',
          keyPoints: ['orders per customer', 'more than one', 'share of customers'],
        },
      ],
      handsOnTask:
        'Build the monthly KPI table (revenue, orders, customers, AOV, YoY growth) for the capstone, excluding the partial month, and chart revenue and AOV. Add the repeat rate and a top-10 countries table by revenue with their share.',
      project: 'The capstone has a monthly KPI table, YoY growth, repeat rate and country breakdown.',
      exercise:
        'Compute revenue per active customer by month and explain in two sentences whether growth came from more customers or higher spend per customer.',
      beginnerTip:
        'Write each KPI definition in one sentence in your README before coding it; ambiguities show up immediately.',
      advancedNote:
        'Revenue growth decomposes exactly as customers x orders per customer x AOV; computing each factor\u2019s change tells you which lever moved. Ratio metrics such as AOV need care when comparing groups: a mean of per-group AOVs is not the overall AOV.',
    },
    {
      topicName: 'Cohort analysis: do customers come back?',
      explanation: `Monthly active customers can grow while the business leaks customers, as long as acquisition outpaces churn. **Cohort analysis** separates the two: it groups customers by when they **first** bought (their cohort) and tracks what share of each cohort buys again in later months.

\`\`\`python
cust = sales.dropna(subset=["customer_id"]).copy()
cust["order_month"] = cust["invoice_date"].dt.to_period("M").dt.to_timestamp()
cust["cohort"] = cust.groupby("customer_id")["order_month"].transform("min")
cust["months_since"] = ((cust["order_month"].dt.year - cust["cohort"].dt.year) * 12
                        + (cust["order_month"].dt.month - cust["cohort"].dt.month))

counts = (cust.groupby(["cohort", "months_since"])["customer_id"]
              .nunique()
              .unstack(fill_value=0))
retention = counts.div(counts[0], axis=0)          # divide each row by cohort size

import seaborn as sns
sns.heatmap(retention.iloc[:, :13], annot=True, fmt=".0%", cmap="Blues")
\`\`\`

How to read the triangle: each **row** is a cohort, column 0 is always 100% (everyone bought in their first month), column 1 is the share who bought again the next month, and so on. Reading **down a column** compares cohorts at the same age — are newer customers retaining better than older ones? Reading **along a row** shows how one cohort decays. The bottom-right is empty because recent cohorts haven't lived that long yet.

\`transform("min")\` gives every row its customer's first month without collapsing the table, and \`div(counts[0], axis=0)\` divides each row by its own cohort size.

**Common mistake:** trusting the first cohort. The data starts in December 2009, so the "December 2009 cohort" includes every long-standing customer who happened to buy that month — not new customers. Its retention looks far better than any other row. This is **left-censoring**: treat the first cohort(s) as "existing customers" or exclude them. Likewise, don't compare month-12 retention for cohorts that haven't reached month 12.

**Check it works:** column 0 is exactly 1.0 for every cohort; \`counts[0].sum()\` equals the number of distinct customers; and the December 2009 row stands out as unusually high, confirming the censoring effect.`,
      quiz: [
        {
          question: 'What is a cohort in cohort analysis?',
          answer:
            'A group of customers who share a starting point, typically the month of their first purchase.',
          keyPoints: ['group of customers', 'first purchase month'],
        },
        {
          question: 'Why is column 0 of the retention table always 100%?',
          answer:
            'Every customer in a cohort bought in their first month by definition, and retention divides by that cohort size.',
          keyPoints: ['first month', 'by definition', 'divided by cohort size'],
        },
        {
          question: 'Why does the first cohort in the dataset look unusually loyal?',
          answer:
            'Because of left-censoring: the data starts then, so that cohort includes long-standing customers, not only new ones.',
          keyPoints: ['left-censoring', 'data starts', 'existing customers'],
        },
        {
          question: 'What does reading down a column of the retention table tell you?',
          answer:
            'How different cohorts compare at the same age, e.g. whether newer customers retain better at month 3 than older ones did.',
          keyPoints: ['compare cohorts', 'same age', 'improving or worsening'],
        },
      ],
      handsOnTask:
        'Build the cohort retention table and heatmap for the capstone, excluding or labelling the first cohort. Write three findings: typical month-1 retention, whether retention improves for later cohorts, and any seasonal bumps (e.g. customers returning the next November).',
      project: 'The capstone gains a monthly cohort retention heatmap with written findings.',
      exercise:
        'Make a revenue cohort table instead of a customer-count one (sum of revenue by cohort and months_since) and compare which cohorts are worth the most after six months.',
      beginnerTip:
        'Print counts before retention: seeing the raw customer numbers per cell tells you which percentages rest on tiny groups.',
      advancedNote:
        'Retention curves feed customer lifetime value (LTV) estimates; for smoother estimates with censored data, survival analysis (Kaplan-Meier, e.g. the lifelines library) treats customers not yet observed long enough properly instead of dropping them.',
    },
    {
      topicName: 'Customer segmentation with RFM',
      explanation: `Not all customers deserve the same marketing. **RFM** scores each customer on three simple behaviours that predict future value:
- **Recency** — days since the last purchase (lower is better).
- **Frequency** — number of distinct orders.
- **Monetary** — total revenue.

It's transparent, needs only transaction data, and is widely used in retail and CRM teams.

\`\`\`python
import numpy as np

cust = sales.dropna(subset=["customer_id"])
snapshot = cust["invoice_date"].max() + pd.Timedelta(days=1)

rfm = cust.groupby("customer_id").agg(
    recency=("invoice_date", lambda d: (snapshot - d.max()).days),
    frequency=("invoice", "nunique"),
    monetary=("revenue", "sum"),
)
rfm["R"] = pd.qcut(rfm["recency"], 5, labels=[5, 4, 3, 2, 1]).astype(int)  # recent = 5
rfm["F"] = pd.qcut(rfm["frequency"].rank(method="first"), 5, labels=[1, 2, 3, 4, 5]).astype(int)
rfm["M"] = pd.qcut(rfm["monetary"], 5, labels=[1, 2, 3, 4, 5]).astype(int)

conditions = [
    (rfm["R"] >= 4) & (rfm["F"] >= 4),
    (rfm["R"] >= 4) & (rfm["F"] <= 2),
    (rfm["R"] <= 2) & (rfm["F"] >= 4),
    (rfm["R"] <= 2) & (rfm["F"] <= 2),
]
choices = ["Champions", "New / promising", "At risk", "Lost"]
rfm["segment"] = np.select(conditions, choices, default="Needs attention")

summary = rfm.groupby("segment").agg(customers=("R", "size"), revenue=("monetary", "sum"))
summary["revenue_share"] = summary["revenue"] / summary["revenue"].sum()
\`\`\`

\`pd.qcut\` splits a column into five equal-sized groups (quintiles). Recency labels are reversed so that 5 always means "best". \`np.select\` applies the first matching rule to each row, which keeps segment definitions readable and easy to change.

Each segment maps to an action: **Champions** — reward, ask for reviews, early access; **At risk** (used to buy often, gone quiet) — win-back offer, highest priority because they were valuable; **New / promising** — onboarding, second-purchase nudge; **Lost** — low-cost reactivation or none.

**Common mistake:** \`pd.qcut(rfm["frequency"], 5)\` fails with \`ValueError: Bin edges must be unique\`, because most customers have 1 or 2 orders, so several quintile boundaries are the same number. Ranking first with \`rank(method="first")\` breaks ties so equal-sized bins exist. (Alternatively use fixed business thresholds such as 1, 2–3, 4–7, 8+ orders, which are easier to explain.)

**Check it works:** each of R, F and M has five groups of roughly equal size (\`value_counts()\`); segment customer counts sum to the number of customers; and a typical result is that Champions are a minority of customers but a large share of revenue.`,
      quiz: [
        {
          question: 'What do R, F and M stand for?',
          answer:
            'Recency (days since last purchase), Frequency (number of orders) and Monetary (total spend).',
          keyPoints: ['recency', 'frequency', 'monetary'],
        },
        {
          question: 'Why does pd.qcut on order frequency often fail, and how do you fix it?',
          answer:
            'Many customers share the same small counts, so quantile edges repeat and qcut raises "Bin edges must be unique"; rank with method="first" first, or use fixed thresholds.',
          keyPoints: ['duplicate bin edges', 'many ties', 'rank method first'],
        },
        {
          question: 'Why are Recency labels reversed (5 to 1)?',
          answer:
            'Lower recency (a more recent purchase) is better, so reversing makes 5 mean best, consistent with F and M.',
          keyPoints: ['lower recency better', '5 means best'],
        },
        {
          question: 'Which segment is usually the top priority for a win-back campaign and why?',
          answer:
            'At risk customers: they used to buy frequently (valuable) but have not bought recently, so recovering them has high value.',
          keyPoints: ['at risk', 'used to buy often', 'not recent'],
        },
      ],
      handsOnTask:
        'Compute RFM scores and segments for the capstone customers, then build a summary table with customers, revenue and revenue share per segment and a bar chart of revenue share. Write one recommended action per segment.',
      project: 'The capstone gains RFM customer segments with size, value and recommended actions.',
      exercise:
        'Instead of quintiles, define frequency groups with pd.cut using bins [0, 1, 3, 7, inf] and labels; compare how many customers land in each group versus the quintile approach.',
      beginnerTip:
        'Sanity-check segments by reading a few real customers from each one: a "Champion" with one order means your rules are wrong.',
      advancedNote:
        'RFM is a heuristic; clustering (k-means on log-scaled, standardised R, F and M) finds data-driven groups, and probabilistic models such as BG/NBD (the lifetimes/PyMC-Marketing packages) predict future purchases per customer.',
    },
    {
      topicName: 'Reproducible analysis: from notebook to pipeline',
      explanation: `An analysis you can't rerun is a one-off. Next month the data updates, a reviewer asks a question, or you find a cleaning bug — and you must regenerate everything exactly. **Reproducibility** means one command rebuilds every number and chart from the raw data.

**Structure the project:**

\`\`\`
retail-analysis/
  data/raw/            # original files, never edited
  data/processed/      # parquet outputs of the pipeline
  notebooks/           # exploration, numbered: 01_explore.ipynb
  src/retail/clean.py  # reusable functions
  reports/             # charts and memo
  requirements.txt     # pinned versions: pandas==2.2.3 ...
\`\`\`

**Write cleaning as functions chained with \`pipe\` and \`assign\`:**

\`\`\`python
COLUMNS = {"Invoice": "invoice", "StockCode": "stock_code", "Quantity": "quantity",
           "InvoiceDate": "invoice_date", "Price": "price",
           "Customer ID": "customer_id", "Country": "country"}
NON_PRODUCT = ["POST", "DOT", "M", "BANK CHARGES", "AMAZONFEE", "ADJUST"]

def standardise(df: pd.DataFrame) -> pd.DataFrame:
    return (df.rename(columns=COLUMNS)
              .astype({"invoice": "string", "stock_code": "string"}))

def only_sales(df: pd.DataFrame) -> pd.DataFrame:
    return df[~df["invoice"].str.startswith("C")
              & ~df["stock_code"].isin(NON_PRODUCT)
              & (df["quantity"] > 0) & (df["price"] > 0)]

def add_features(df: pd.DataFrame) -> pd.DataFrame:
    return df.assign(revenue=lambda d: d["quantity"] * d["price"],
                     month=lambda d: d["invoice_date"].dt.to_period("M"))

sales = raw.pipe(standardise).pipe(only_sales).pipe(add_features)
\`\`\`

Each function takes a DataFrame and returns a new one, so steps are testable in isolation and read top to bottom like a recipe. \`assign(col=lambda d: ...)\` computes a column from the DataFrame *at that point in the chain*. Never overwrite files in \`data/raw\`; the pipeline reads raw and writes processed.

**Common mistake:** hidden notebook state. Cells run out of order, a variable from a deleted cell still lives in memory, and the notebook "works" only on your machine today. Before sharing, use **Kernel → Restart Kernel and Run All Cells**, or execute headlessly with \`jupyter nbconvert --to notebook --execute 01_explore.ipynb\`; if it fails, the analysis isn't reproducible yet. Also pin library versions — a pandas upgrade can change defaults (as \`observed=\` and \`str.replace\` did).

**Check it works:** delete \`data/processed/\` and run \`python -m retail.pipeline\` (or your script); all outputs should reappear with identical totals. Ask a friend to clone the repo, \`pip install -r requirements.txt\` and reproduce your headline number.`,
      quiz: [
        {
          question: 'What does "reproducible analysis" mean in practice?',
          answer:
            'One command (or Restart and Run All) rebuilds every number and chart from the raw data, on another machine, with the same results.',
          keyPoints: ['one command', 'from raw data', 'same results'],
        },
        {
          question: 'What is hidden state in a notebook and how do you catch it?',
          answer:
            'Variables left in memory from cells run out of order or deleted; catch it with Restart Kernel and Run All, or by executing the notebook headlessly with nbconvert.',
          keyPoints: ['out of order', 'variables in memory', 'restart and run all'],
        },
        {
          question: 'Why write cleaning steps as functions combined with pipe?',
          answer:
            'Each step takes and returns a DataFrame, so it can be tested and reused alone, and the chain reads top to bottom like a recipe.',
          keyPoints: ['testable', 'reusable', 'readable chain'],
        },
        {
          question: 'Why should you never edit files in data/raw?',
          answer:
            'The raw data is the source of truth; the pipeline must be able to regenerate everything from it, so edits would make results unreproducible.',
          keyPoints: ['source of truth', 'regenerate', 'unreproducible'],
        },
      ],
      handsOnTask:
        'Restructure the capstone into the folder layout above, move cleaning into src/retail/clean.py as pipe-able functions, pin versions in requirements.txt, and add a pipeline script that writes data/processed/sales.parquet. Delete the processed folder, rerun, and confirm totals match.',
      project: 'The capstone becomes a reproducible pipeline with pinned dependencies and clean functions.',
      exercise:
        'Write two pytest tests for only_sales: one with a cancelled invoice and one with a POST line, asserting both are removed.',
      beginnerTip:
        'Restart and Run All before every commit; it takes a minute and saves hours of "it worked yesterday".',
      advancedNote:
        'Tools like DVC or a Makefile track which outputs depend on which inputs, rerunning only changed steps; data-validation libraries (pandera, Great Expectations) assert schema and value ranges at each stage so bad upstream data fails loudly.',
    },
    {
      topicName: 'Building an interactive dashboard with Streamlit',
      explanation: `A static report answers the questions you anticipated; a **dashboard** lets stakeholders filter and explore on their own. **Streamlit** turns a Python script into a web app with no HTML or JavaScript: every widget is one function call.

\`\`\`bash
pip install streamlit
\`\`\`

\`\`\`python
# app.py
import pandas as pd
import streamlit as st

st.set_page_config(page_title="Retail dashboard", layout="wide")

@st.cache_data                                   # load once, reuse across reruns
def load() -> pd.DataFrame:
    return pd.read_parquet("data/processed/sales.parquet")

sales = load()
countries = st.sidebar.multiselect(
    "Country", sorted(sales["country"].unique()), default=["United Kingdom"])
f = sales[sales["country"].isin(countries)]
if f.empty:
    st.warning("No data for this selection.")
    st.stop()

revenue, orders = f["revenue"].sum(), f["invoice"].nunique()
c1, c2, c3 = st.columns(3)
c1.metric("Revenue", f"£{revenue:,.0f}")
c2.metric("Orders", f"{orders:,}")
c3.metric("Avg order value", f"£{revenue / orders:,.2f}")

st.subheader("Monthly revenue")
st.line_chart(f.set_index("invoice_date")["revenue"].resample("ME").sum())

st.subheader("Top 10 products")
st.dataframe(f.groupby("description")["revenue"].sum().nlargest(10))
\`\`\`

Run it with \`streamlit run app.py\`; it opens at http://localhost:8501. Streamlit's model is simple: **the whole script reruns top to bottom on every interaction**, with widgets returning their current values. That's why \`@st.cache_data\` matters — without it, every click re-reads the Parquet file. \`st.columns\` lays out KPI cards side by side; \`st.metric\` can also show a \`delta\` (e.g. change vs last year).

Design it like a report: KPIs at the top, one trend chart, one breakdown, and filters in the sidebar. Keep heavy computation in your tested \`src/\` functions and import them, so dashboard and report use the same definitions.

**Common mistake:** not handling empty selections. If a user clears the country filter, \`orders\` is 0 and \`revenue / orders\` raises \`ZeroDivisionError\`, crashing the page with a red traceback. Guard with \`if f.empty: ... st.stop()\` as above. The second trap is caching a function that depends on a global variable — cached results won't update when that variable changes; pass it as an argument instead.

**Check it works:** switch between countries and watch the KPIs change; clear the filter and confirm the friendly warning appears; time the first load versus later clicks to see caching work. Cross-check the UK revenue figure with your KPI table from day 23.`,
      quiz: [
        {
          question: 'What happens in a Streamlit app when a user changes a widget?',
          answer: 'The whole script reruns from top to bottom, with each widget returning its new value.',
          keyPoints: ['script reruns', 'top to bottom', 'widget values'],
        },
        {
          question: 'Why decorate the data-loading function with @st.cache_data?',
          answer:
            'So the data is loaded once and reused across reruns instead of being re-read on every interaction, keeping the app fast.',
          keyPoints: ['load once', 'reused across reruns', 'faster'],
        },
        {
          question: 'How do you stop the app crashing when a filter selects no data?',
          answer:
            'Check if the filtered DataFrame is empty, show st.warning and call st.stop() before computing ratios.',
          keyPoints: ['check empty', 'st.warning', 'st.stop'],
        },
        {
          question: 'Why import KPI functions from src/ instead of rewriting them in the app?',
          answer: 'So the dashboard and the report use the same tested definitions and cannot disagree.',
          keyPoints: ['same definitions', 'tested', 'consistent numbers'],
        },
      ],
      handsOnTask:
        'Build app.py for the capstone with a country filter, three KPI cards, a monthly revenue chart and a top-products table, using @st.cache_data. Run it, clear the filter to confirm the empty-state warning, and check one number against your KPI table.',
      project: 'The capstone gets an interactive Streamlit dashboard over the processed data.',
      exercise:
        'Add a date-range filter with st.slider (or st.date_input) and a delta on the revenue metric showing change versus the same period a year earlier.',
      beginnerTip:
        'Keep the browser and editor side by side: Streamlit offers "Always rerun" so saving app.py updates the page instantly.',
      advancedNote:
        'st.cache_data hashes the function arguments and returns copies of the result, while st.cache_resource caches shared objects such as database connections or models. Streamlit Community Cloud deploys public apps from a GitHub repo for free.',
    },
    {
      topicName: 'Data storytelling: writing the findings memo',
      explanation: `The analysis isn't done until a decision-maker understands it. Most managers will read the first paragraph and glance at two charts, so the memo must deliver the answer there. The proven structure is the **pyramid principle**: conclusion first, then supporting findings, then evidence and method.

**Memo template:**

\`\`\`markdown
# Retail growth review, Dec 2009 – Nov 2011

**Bottom line:** Revenue grew 9% year on year, but almost entirely from new customers;
only 1 in 5 new customers buys again the next month. Fixing second-purchase
conversion is the largest growth lever. We recommend a 30-day win-back programme
for "At risk" customers, who hold 25% of revenue.

## Key findings
1. **Growth is acquisition-led.** Active customers +12% YoY; revenue per customer flat. (chart)
2. **Retention drops after month 1.** Month-1 retention 20-25% for all 2010 cohorts. (heatmap)
3. **A small group matters most.** Champions are 15% of customers, 48% of revenue. (bar)

## Recommendations
- Win-back emails for At-risk customers; success metric: 90-day reactivation rate.
- Test a second-purchase incentive for new customers with an A/B test.

## Caveats and method
Excludes cancellations and ~23% of lines without a customer ID; December 2011 partial...
\`\`\`

(Replace these illustrative numbers with your own results.) Each finding is a **full-sentence claim**, backed by one number and one chart whose title repeats the claim. Recommendations say **what to do, who does it, and how success will be measured**. Caveats build trust: what was excluded, what could bias the result, what you'd do with more time.

Use consistent units and rounding (£1.2M, not £1,203,437.21), say "percentage points" for differences in rates, and never introduce a chart you don't discuss.

**Common mistake:** writing the memo in the order you did the work — "First I loaded the data, then I cleaned it, then I computed KPIs…" — so the conclusion appears on page three, if at all. Lead with the answer; put the journey in the method section or appendix. A second mistake is listing facts without a "so what": "AOV is £228" means nothing until you say whether that's good, changing, or actionable.

**Check it works:** give the memo to a friend for 60 seconds, then take it away. They should be able to state the main finding and the recommended action. If they can only recall numbers or chart colours, rewrite the bottom line.`,
      quiz: [
        {
          question: 'What is the pyramid principle in a findings memo?',
          answer:
            'Put the conclusion or recommendation first, then the supporting findings, then the detailed evidence and method.',
          keyPoints: ['conclusion first', 'supporting findings', 'details last'],
        },
        {
          question: 'Why is writing the memo in the order you did the work a mistake?',
          answer:
            'Readers have limited time; a chronological story hides the answer behind process details, so the key finding may never be read.',
          keyPoints: ['answer hidden', 'limited time', 'lead with answer'],
        },
        {
          question: 'What should a good recommendation include?',
          answer: 'What to do, who should do it, and the metric that will show whether it worked.',
          keyPoints: ['what to do', 'who', 'success metric'],
        },
        {
          question: 'Why include a caveats section?',
          answer:
            'It states exclusions and possible biases so readers know the limits of the conclusions, which builds trust.',
          keyPoints: ['limitations', 'exclusions', 'builds trust'],
        },
      ],
      handsOnTask:
        'Write a one-page findings memo for the capstone using the template: bottom line, three findings with one chart each (insight titles), two recommendations with success metrics, and caveats. Run the 60-second test with a friend and revise the bottom line once based on what they remembered.',
      project: 'The capstone has a one-page findings memo with insight-titled charts and recommendations.',
      exercise:
        'Rewrite these three weak statements as "so what" findings: "AOV is £228", "There are 5,900 customers", "The UK has the most revenue".',
      beginnerTip:
        'Draft the bottom-line paragraph before making final charts; then choose only the charts that prove it.',
      advancedNote:
        'For senior audiences, quantify the opportunity ("raising month-1 retention from 22% to 27% adds about £X a year") with the assumptions stated; a sensitivity range (low/base/high) is more credible than a single precise figure.',
    },
    {
      topicName: 'Spreadsheet skills every analyst needs: pivots, XLOOKUP and SUMIFS',
      explanation: `Even Python-first analysts live alongside spreadsheets: finance sends Excel files, managers want Excel back, and many interviews include an Excel task. You should be fluent in the handful of features that cover most work, and know their pandas equivalents.

**Tables first.** Select the data and press Ctrl+T to make an Excel Table: formulas then use names like \`Sales[Revenue]\`, ranges grow automatically with new rows, and pivots stay in sync.

**Lookups: XLOOKUP** (Excel 365/2021, also Google Sheets) replaces VLOOKUP:

\`\`\`text
=XLOOKUP([@Product], Products[Product], Products[Category], "Not found")
\`\`\`

It looks up the product in the catalogue and returns its category — the spreadsheet version of \`df.merge(products, on="product", how="left")\`. It matches **exactly** by default and returns a clear fallback when missing.

**Conditional aggregation:**

\`\`\`text
=SUMIFS(Sales[Revenue], Sales[Region], "North", Sales[Date], ">="&DATE(2024,4,1))
=COUNTIFS(Sales[Region], "North", Sales[Quantity], ">=5")
=AVERAGEIFS(Sales[Revenue], Sales[Product], "Desk Lamp")
\`\`\`

Equivalent to a filtered \`sum()\`: \`df.loc[(df.region == "North") & (df.order_date >= "2024-04-01"), "revenue"].sum()\`.

**PivotTables** (Insert → PivotTable): drag Region to Rows, Product to Columns, Revenue to Values — exactly \`pivot_table(index="region", columns="product", values="revenue", aggfunc="sum")\`. Group dates by month and quarter with a right-click, and use "Show Values As → % of Row Total" for shares.

Also worth knowing: **conditional formatting** (colour scales for heatmap-like tables), **data validation** drop-downs, \`IFERROR\`, \`TEXT(date, "mmm-yy")\`, and **Power Query** (Data → Get Data) for repeatable imports and cleaning without formulas.

**Common mistake:** \`VLOOKUP\` with the fourth argument omitted. It then defaults to **approximate match** (TRUE), which on unsorted data silently returns the wrong row's value instead of an error. Always write \`FALSE\` as the last argument, or use XLOOKUP (exact by default). VLOOKUP also breaks when someone inserts a column, because its column number is hard-coded.

**Check it works:** build a PivotTable of revenue by region and product from the exported sales report and compare every cell with your pandas \`pivot_table\`; the grand totals must match to the rupee.`,
      quiz: [
        {
          question: 'Why is VLOOKUP without its fourth argument dangerous?',
          answer:
            'It defaults to approximate match, which on unsorted data returns wrong values without any error; use FALSE for exact match or XLOOKUP.',
          keyPoints: ['approximate match default', 'wrong values silently', 'FALSE or XLOOKUP'],
        },
        {
          question: 'What is the pandas equivalent of SUMIFS?',
          answer:
            'Filtering rows with boolean conditions and summing a column, e.g. df.loc[(cond1) & (cond2), "revenue"].sum().',
          keyPoints: ['boolean filter', 'sum column', 'df.loc'],
        },
        {
          question: 'What does XLOOKUP do and what is its pandas equivalent?',
          answer:
            'It finds a value in one column and returns the matching value from another, exactly by default; the pandas equivalent is a left merge.',
          keyPoints: ['find and return', 'exact match', 'merge'],
        },
        {
          question: 'Why convert data into an Excel Table (Ctrl+T)?',
          answer:
            'Ranges expand automatically with new rows, formulas use readable column names, and pivots stay in sync.',
          keyPoints: ['auto-expanding range', 'column names', 'pivots update'],
        },
      ],
      handsOnTask:
        'Open sales_report.xlsx, turn the clean data into an Excel Table, add a category column with XLOOKUP from a product sheet, compute North Q2 revenue with SUMIFS, and build a region-by-product PivotTable. Verify each result against your pandas numbers.',
      project:
        'The sales report is reproduced in Excel with XLOOKUP, SUMIFS and a PivotTable, cross-checked against pandas.',
      exercise:
        'In Excel or Google Sheets, build a monthly revenue PivotTable with a % of grand total column, then add a colour-scale conditional format and compare it to your seaborn heatmap.',
      beginnerTip:
        'Press F4 while editing a formula to toggle absolute references ($A$1) so ranges do not shift when you copy the formula down.',
      advancedNote:
        'Dynamic array functions (FILTER, UNIQUE, SORTBY, LET, LAMBDA) make modern Excel far more programmable, and Python in Excel (=PY) runs pandas code inside cells in Microsoft 365. Power Query steps are recorded in the M language, giving spreadsheets a reproducible pipeline.',
    },
    {
      topicName: 'Job readiness: analyst portfolio and interview preparation',
      explanation: `You now have two portfolio pieces: the **sales report** (cleaning, grouping, charts, Excel export) and the **retail capstone** (KPIs, cohorts, RFM, dashboard, memo). Today you package them and practise the interview formats analysts face.

**Portfolio.** For each project, a GitHub repo whose README reads like a mini case study: the business question; the data (source, size, caveats); the approach in 4–6 bullets; the **3 key findings with charts embedded**; and how to reproduce (\`pip install -r requirements.txt\`, one command). Export notebooks to HTML or make sure they render on GitHub, and link the Streamlit app if deployed. Hiring managers skim for: clear questions, clean code, honest caveats, and business recommendations.

**Interview formats and what they test:**
1. **Technical screen** — pandas or SQL live: filter, group, join, handle duplicates and missing values. (SQL is essential for analyst roles — pair this course with the SQL track.) Practise talking while typing.
2. **Statistics questions** — mean vs median for skewed data; what a p-value is (and isn't); confidence intervals; correlation vs causation; how to analyse an A/B test and check for sample-ratio mismatch.
3. **Case / product-sense question** — e.g. *"Orders dropped 10% last week. What would you do?"* A strong answer is structured:
   - *Clarify*: how is "orders" defined; compared with what; is it real or a tracking change?
   - *Check data*: pipeline delays, logging changes, partial periods.
   - *Segment*: platform (app/web), region, new vs returning customers, product category.
   - *External factors*: seasonality, holidays (was last week Diwali?), competitor campaigns, outages.
   - *Funnel*: visits → product views → cart → checkout → payment; where did the drop happen?
   - *Conclude* with next steps and what you'd monitor.
4. **Take-home** — treat it like the capstone: questions, cleaning log, 3 findings, memo-style summary, reproducible code.

**Common mistake:** in case questions, jumping straight to a cause ("probably the price increase") without clarifying the metric or checking data quality. Interviewers score the *structure* of your reasoning more than the guess.

**Check it works:** do a mock interview with a friend using the "orders dropped" case and two statistics questions, timed at 30 minutes; ask them to score clarity, structure and correctness, and redo the weakest part.`,
      quiz: [
        {
          question: 'What should an analyst portfolio README contain?',
          answer:
            'The business question, the data and its caveats, the approach, the key findings with charts, and how to reproduce the analysis.',
          keyPoints: ['business question', 'key findings', 'charts', 'reproduce'],
        },
        {
          question: 'What is the first thing to do when asked "Orders dropped 10% last week, why?"',
          answer:
            'Clarify the metric and comparison and check whether the drop is real (data or tracking issues, partial periods) before looking for causes.',
          keyPoints: ['clarify metric', 'check data quality', 'is it real'],
        },
        {
          question: 'Name three ways to segment a metric drop in a case question.',
          answer:
            'By platform (app/web), region, new vs returning customers, product category, or funnel step.',
          keyPoints: ['platform', 'region', 'new vs returning', 'funnel step'],
        },
        {
          question: 'What do interviewers mostly evaluate in case questions?',
          answer:
            'The structure and clarity of your reasoning — clarifying, checking data, segmenting and proposing next steps — more than guessing the right cause.',
          keyPoints: ['structured reasoning', 'clarity', 'not guessing'],
        },
      ],
      handsOnTask:
        'Publish both projects on GitHub with case-study READMEs and embedded charts, then run a 30-minute mock interview: one pandas task, two statistics questions and the "orders dropped 10%" case. Write down the feedback and one improvement for each part.',
      project:
        'Both analyses are published as a portfolio and you have rehearsed the main analyst interview formats.',
      exercise:
        'Answer aloud in under two minutes each: "When would you use the median instead of the mean?", "Explain a p-value to a product manager", and "How would you measure the success of a new checkout page?"',
      beginnerTip:
        'Keep a one-page "brag doc" with each project\u2019s question, method, top finding and the tools used; it doubles as interview notes.',
      advancedNote:
        'Senior analyst interviews add metric design (north-star vs guardrail metrics), experiment design trade-offs (power, duration, novelty effects) and stakeholder scenarios; practising with public company metrics (e.g. from annual reports) builds business intuition.',
    },
  ],
  advancedDays: [
    {
      topicName: 'Working with bigger data: Parquet, chunking, Polars and DuckDB',
      explanation: `pandas loads everything into memory and, for many operations, uses one CPU core. That's fine up to a few million rows; beyond that (tens of GB of logs or transactions) you need smarter storage and engines. You usually don't need a cluster — a laptop handles surprisingly large data with the right tools.

**1. Store columnar.** Parquet is compressed, typed and columnar: reading 3 columns of a 50-column file reads only those 3. Convert CSVs once.

\`\`\`python
pd.read_parquet("events.parquet", columns=["country", "revenue"])   # read only what you need
\`\`\`

**2. Chunk in pandas** when you must stream a huge CSV:

\`\`\`python
sums, counts = {}, {}
for chunk in pd.read_csv("big.csv", usecols=["country", "revenue"], chunksize=500_000):
    g = chunk.groupby("country")["revenue"].agg(["sum", "count"])
    for country, row in g.iterrows():
        sums[country] = sums.get(country, 0) + row["sum"]
        counts[country] = counts.get(country, 0) + row["count"]
mean_by_country = {c: sums[c] / counts[c] for c in sums}
\`\`\`

**3. Use a faster engine.** **Polars** is a multi-threaded DataFrame library written in Rust with a **lazy** API: you describe the query, and its optimiser pushes filters and column selection down to the file scan before executing.

\`\`\`python
import polars as pl

top = (pl.scan_parquet("sales/*.parquet")           # lazy: nothing read yet
         .filter(pl.col("quantity") > 0)
         .group_by("country")
         .agg(pl.col("revenue").sum())
         .sort("revenue", descending=True)
         .collect())                                  # optimise + run in parallel
\`\`\`

**DuckDB** is an in-process analytical database that queries Parquet/CSV files (and pandas DataFrames) directly: \`duckdb.sql("SELECT country, sum(revenue) FROM 'sales/*.parquet' GROUP BY 1").df()\`. Both routinely process data larger than RAM by streaming.

**Common mistake:** averaging per-chunk averages. If chunk A has 10 rows averaging 100 and chunk B has 1,000 rows averaging 50, the mean of means is 75 but the true mean is about 50.5. Carry **sums and counts** (as above) and divide at the end; the same applies to any ratio metric. Similarly, medians and distinct counts can't be combined from chunks at all without special algorithms.

**Check it works:** on a CSV you can still load fully, compare the chunked result with a single \`groupby().mean()\` — they must match exactly. Then time pandas vs Polars on the same query and compare peak memory.`,
      quiz: [
        {
          question: 'Why is Parquet faster than CSV for analytics?',
          answer:
            'It is columnar, compressed and typed, so you read only the needed columns without parsing text, and dtypes are preserved.',
          keyPoints: ['columnar', 'compressed', 'read only needed columns'],
        },
        {
          question: 'Why is averaging per-chunk averages wrong?',
          answer:
            'Chunks have different sizes, so a mean of means weights them incorrectly; carry sums and counts and divide at the end.',
          keyPoints: ['different sizes', 'wrong weighting', 'sums and counts'],
        },
        {
          question: 'What does Polars\u2019 lazy API (scan_parquet ... collect) gain you?',
          answer:
            'The whole query is optimised before running, pushing filters and column selection down to the scan, and executed in parallel.',
          keyPoints: ['query optimisation', 'filter pushdown', 'parallel'],
        },
        {
          question: 'What is DuckDB?',
          answer:
            'An in-process analytical database that can query Parquet, CSV files and DataFrames directly with SQL, without a server.',
          keyPoints: ['in-process database', 'queries files directly', 'no server'],
        },
      ],
      handsOnTask:
        'Duplicate the retail sales data 20 times into a large CSV and a Parquet file. Compute revenue by country with chunked pandas (sums and counts), with Polars lazy scanning and with DuckDB, verify all three agree, and record run time and peak memory for each.',
      project: 'The capstone pipeline can process much larger data with Parquet and a lazy engine.',
      exercise:
        'Compare file size and read time for the same DataFrame saved as CSV, CSV.gz and Parquet, reading only two columns in each case.',
      beginnerTip:
        'Before reaching for new tools, try usecols, explicit dtypes and category columns in pandas: they often cut memory by more than half.',
      advancedNote:
        'Parquet files are split into row groups with min/max statistics per column, so engines skip row groups that cannot match a filter (predicate pushdown); partitioning files by a column (e.g. year=2011/) skips whole files. Apache Arrow is the shared in-memory format that lets pandas, Polars and DuckDB exchange data without copying.',
    },
    {
      topicName: 'Regression analysis with statsmodels: effects, controls and confounders',
      explanation: `Correlation told you two things move together; **linear regression** estimates *how much* an outcome changes with each factor while **holding the others constant**. That "controlling for" is how analysts separate a real driver from a confounder in observational data.

Scenario: two years of weekly data. Marketing spends more in festive weeks, and festive weeks sell more anyway. How much revenue does each ₹1 lakh of ad spend really add?

\`\`\`python
import statsmodels.formula.api as smf

naive = smf.ols("revenue ~ ad_spend", data=weeks).fit()
full = smf.ols("revenue ~ ad_spend + festive + price_cut", data=weeks).fit()
print(naive.params)        # ad_spend  4.47
print(full.params)         # ad_spend  1.45, festive 13.32, price_cut 3.83
print(full.conf_int())     # ad_spend 95% CI: 0.77 to 2.13
print(full.summary())      # R², p-values, diagnostics
\`\`\`

(Revenue and ad spend in ₹ lakh; \`festive\` and \`price_cut\` are 0/1 indicator columns. In formulas, \`C(region)\` turns a text column into indicator variables automatically.)

Interpretation of the full model: *holding festive season and price cuts constant*, each extra ₹1 lakh of ad spend is associated with about ₹1.45 lakh more weekly revenue (95% CI 0.77–2.13). The naive model's 4.47 was **inflated** because ad spend was partly standing in for the festive effect — omitted-variable bias. The \`festive\` coefficient says festive weeks bring ~₹13 lakh more, all else equal. **R²** (0.71 → 0.89) is the share of variance in revenue the model explains.

Check assumptions before trusting results: plot residuals against fitted values (no pattern, roughly constant spread); look for influential outliers; watch for **multicollinearity** (predictors so correlated their separate effects can't be distinguished — coefficients swing wildly and CIs balloon).

**Common mistake:** reading coefficients as guaranteed causal effects, or extrapolating. Even the full model only controls for confounders you *included*; an unmeasured one (a competitor's sale) can still bias it. And the data only covered ₹1–7 lakh of spend — predicting the effect of ₹50 lakh assumes a straight line far outside what you observed.

**Check it works:** simulate data where you *know* the true effect (as the scenario above did with an effect of 1.5), fit both models, and confirm the controlled model recovers it within its CI while the naive one does not.`,
      quiz: [
        {
          question: 'What does "holding other variables constant" mean for a regression coefficient?',
          answer:
            'The coefficient estimates the change in the outcome for a one-unit change in that predictor when the other predictors in the model stay the same.',
          keyPoints: ['one-unit change', 'others unchanged', 'in the model'],
        },
        {
          question: 'Why did the ad-spend coefficient drop from 4.47 to 1.45 when festive was added?',
          answer:
            'Festive season drives both ad spend and revenue; without it, ad spend absorbed the festive effect (omitted-variable bias).',
          keyPoints: ['confounder', 'omitted-variable bias', 'festive drives both'],
        },
        {
          question: 'What does R-squared measure?',
          answer: 'The proportion of variance in the outcome explained by the model.',
          keyPoints: ['variance explained', 'proportion'],
        },
        {
          question: 'Why is extrapolating a regression beyond the observed data risky?',
          answer:
            'The linear relationship is only supported within the observed range; outside it, effects may saturate or change, so predictions can be badly wrong.',
          keyPoints: ['outside observed range', 'relationship may change', 'unreliable'],
        },
      ],
      handsOnTask:
        'Simulate 104 weeks of data with a known ad-spend effect and a festive confounder, fit naive and controlled OLS models with statsmodels, and show which recovers the true effect. Plot residuals vs fitted values for the controlled model and comment on them.',
      project:
        'The analysis toolkit gains a regression workflow with controls, confidence intervals and residual checks.',
      exercise:
        'Fit revenue ~ ad_spend + C(quarter) on your simulated data with a quarter column, and interpret one quarter coefficient relative to the baseline quarter.',
      beginnerTip:
        'Always write the interpretation sentence in plain words with units ("each extra ₹1 lakh ... is associated with ... ₹ lakh more revenue") before presenting a coefficient.',
      advancedNote:
        'Use heteroskedasticity-robust standard errors (fit(cov_type="HC3")) when residual spread changes with fitted values, and check multicollinearity with variance inflation factors (statsmodels variance_inflation_factor). For causal questions with observational data, methods like difference-in-differences exploit timing to handle unobserved confounders.',
    },
    {
      topicName: 'Time-series forecasting basics: baselines, Holt-Winters and honest evaluation',
      explanation: `Businesses plan inventory, staffing and budgets from forecasts. A forecast is only useful if you know how accurate it is, so the core skills are: build a simple **baseline**, fit a model that captures **trend and seasonality**, and evaluate both honestly on data the model hasn't seen.

\`\`\`python
import numpy as np
from statsmodels.tsa.holtwinters import ExponentialSmoothing

y = monthly_revenue                      # pandas Series, month-end index, 4 years
train, test = y[:-12], y[-12:]           # hold out the LAST 12 months

naive = train.iloc[-12:].to_numpy()      # seasonal naive: same month last year
model = ExponentialSmoothing(train, trend="add", seasonal="mul",
                             seasonal_periods=12).fit()
forecast = model.forecast(12)

def mape(actual, pred):
    return np.mean(np.abs((actual - pred) / actual)) * 100

print(mape(test.to_numpy(), naive))               # e.g. 11.1 %
print(mape(test.to_numpy(), forecast.to_numpy())) # e.g. 3.2 %
\`\`\`

**Seasonal naive** ("next October = last October") is a surprisingly strong baseline for seasonal retail data; any model must beat it to be worth the complexity. **Holt-Winters exponential smoothing** models a level, a trend and a seasonal pattern, weighting recent observations more. \`seasonal="mul"\` suits data whose seasonal swings grow with the level (common in growing businesses); \`"add"\` suits constant-size swings. On simulated data with growth and a festive peak, the model cut error from about 11% to 3%.

Metrics: **MAE** (average absolute error, in the data's units — easy to explain), **MAPE** (average percentage error — comparable across series, but undefined when actuals are 0 and harsh on small values). Report the forecast with a range, not just a line.

**Common mistake:** evaluating with a random train/test split, as you might for other data. Shuffling lets the model "see the future" (data from after the test months), producing optimistic accuracy that collapses in real use. Always split by **time**: train on the past, test on the most recent period — and for robustness, repeat with several cut-off points (**rolling-origin** or backtesting).

**Check it works:** plot train, test, naive and model forecasts on one chart; the model line should track the test period's seasonal shape. Then move the cut-off back 6 months, refit, and check the error stays in the same range — if it jumps, the model is fragile.`,
      quiz: [
        {
          question: 'What is a seasonal naive forecast and why use it?',
          answer:
            'It predicts each period with the value from the same period one season earlier (e.g. last October); it is a strong, simple baseline any model must beat.',
          keyPoints: ['same period last season', 'baseline', 'must beat it'],
        },
        {
          question: 'Why must a time-series test set be the most recent period rather than a random sample?',
          answer:
            'A random split leaks future information into training and gives over-optimistic accuracy; forecasting always predicts the future from the past.',
          keyPoints: ['split by time', 'no future leakage', 'optimistic accuracy'],
        },
        {
          question: 'When do you choose multiplicative instead of additive seasonality?',
          answer:
            'When seasonal swings grow proportionally with the level of the series, as in a growing business; additive suits constant-size swings.',
          keyPoints: ['swings grow with level', 'proportional', 'additive constant'],
        },
        {
          question: 'What is a weakness of MAPE?',
          answer:
            'It is undefined when actual values are zero and penalises errors on small actual values very heavily.',
          keyPoints: ['undefined at zero', 'small values inflate error'],
        },
      ],
      handsOnTask:
        'Using the retail monthly revenue (or a simulated 4-year monthly series), hold out the last 6-12 months, compare seasonal naive and Holt-Winters with MAE and MAPE, and plot everything on one chart. Repeat with two earlier cut-offs and report the average error of each method.',
      project: 'The capstone gains a monthly revenue forecast evaluated against a seasonal naive baseline.',
      exercise:
        'Fit Holt-Winters with additive and multiplicative seasonality on the same series and compare their test MAPE; explain the difference with a plot of the seasonal swings.',
      beginnerTip:
        'Always plot the series first: trend, seasonality, level shifts and outliers visible in the chart decide which model is sensible.',
      advancedNote:
        'ARIMA/SARIMA (statsmodels SARIMAX) and gradient-boosted models on lag features are common next steps; libraries such as statsforecast fit many series fast. Prediction intervals matter as much as point forecasts: Holt-Winters results can simulate them (fit.simulate), which inventory planners use for safety stock.',
    },
    {
      topicName: 'Statistical power, sample size and multiple testing',
      explanation: `Two questions decide whether an experiment or analysis can be trusted before any data arrives: *do we have enough data to detect the effect we care about?* (**power**) and *are we testing so many things that something will look significant by luck?* (**multiple testing**).

**Power** is the probability that a test detects a real effect of a given size. Standard practice targets 80% power at α = 0.05. Power depends on the **minimum detectable effect (MDE)** — the smallest lift worth acting on — the baseline rate, and sample size.

\`\`\`python
import math
from statsmodels.stats.power import NormalIndPower
from statsmodels.stats.proportion import proportion_effectsize

power = NormalIndPower()
for target in (0.055, 0.06):            # baseline conversion 5%
    es = proportion_effectsize(target, 0.05)
    n = power.solve_power(effect_size=es, alpha=0.05, power=0.8, ratio=1)
    print(target, math.ceil(n))         # 5.5%: ~31,218 per group; 6%: ~8,143
\`\`\`

Halving the detectable lift (from +1 to +0.5 percentage point) needs roughly **four times** the users, because required sample size scales with 1/effect². If the site gets 5,000 users a day, detecting +0.5 points takes about two weeks with both groups combined; that tells the team upfront whether the test is feasible. An underpowered test that finds "no significant difference" tells you almost nothing.

**Multiple testing.** Test 20 metrics (or 20 segments) where nothing really changed, at α = 0.05 each, and the chance of at least one "significant" result is 1 − 0.95²⁰ ≈ **64%**. Correct for it:

\`\`\`python
from statsmodels.stats.multitest import multipletests

pvals = [0.003, 0.012, 0.021, 0.04, 0.049, 0.2, 0.35, 0.6, 0.74, 0.9]
reject, adjusted, _, _ = multipletests(pvals, alpha=0.05, method="fdr_bh")
print(reject.sum())                    # 1 survives (5 were below 0.05 raw)
\`\`\`

**Bonferroni** (multiply each p by the number of tests) controls the chance of *any* false positive — strict. **Benjamini–Hochberg** (\`fdr_bh\`) controls the expected *share* of false discoveries among the results you call significant — less strict, standard when screening many metrics.

**Common mistake:** slicing a flat experiment result into many segments (city, device, new vs returning, age…) until one shows p < 0.05, then reporting that segment as a finding. Declare the primary metric and any segments **before** the test, correct for the rest, and treat unplanned segment wins as hypotheses for a new test.

**Check it works:** simulate 1,000 A/A tests each with 20 metrics; count experiments with at least one raw p < 0.05 (≈64%) and with at least one after BH correction (≈5%).`,
      quiz: [
        {
          question: 'What is statistical power?',
          answer:
            'The probability that a test detects a real effect of a given size; 80% is the usual target.',
          keyPoints: ['probability detect real effect', 'given effect size', '80%'],
        },
        {
          question: 'How does the required sample size change if you want to detect half the effect size?',
          answer: 'It roughly quadruples, because sample size scales with one over the effect size squared.',
          keyPoints: ['four times', 'effect size squared'],
        },
        {
          question:
            'If you test 20 independent metrics at alpha 0.05 with no real effects, how likely is at least one false positive?',
          answer: 'About 64%, since 1 - 0.95^20 is roughly 0.64.',
          keyPoints: ['about 64%', '1 - 0.95^20'],
        },
        {
          question: 'How do Bonferroni and Benjamini-Hochberg corrections differ?',
          answer:
            'Bonferroni controls the chance of any false positive (strict); Benjamini-Hochberg controls the expected share of false discoveries among significant results (less strict).',
          keyPoints: ['any false positive', 'false discovery rate', 'less strict'],
        },
      ],
      handsOnTask:
        'Write a sample-size calculator for conversion tests (baseline, MDE, alpha, power, daily traffic) that prints users per group and test duration in days. Then simulate 1,000 A/A experiments with 20 metrics and show false-positive rates with no correction, Bonferroni and BH.',
      project: 'The A/B toolkit gains a sample-size planner and multiple-testing corrections.',
      exercise:
        'For baseline 10% conversion, compute the users per group needed to detect +1, +2 and +3 percentage points at 80% power and plot n against the lift.',
      beginnerTip:
        'Run the power calculation before the experiment starts; afterwards it cannot rescue an underpowered test.',
      advancedNote:
        'Post-hoc power computed from the observed effect is uninformative (it is a function of the p-value). Sequential designs (group-sequential boundaries, always-valid p-values) let teams monitor continuously without inflating false positives, which is how large experimentation platforms handle peeking.',
    },
  ],
};
