import type { TrackInput } from '../curriculum-schema';

export const track: TrackInput = {
  id: 'dsa-interview',
  title: 'Data Structures, Algorithms and Interview Prep',
  keywords: [
    'dsa',
    'data structures',
    'algorithms',
    'data structures and algorithms',
    'leetcode',
    'coding interview',
    'interview prep',
    'technical interview',
    'competitive programming',
    'big o',
    'time complexity',
    'dynamic programming',
    'graph algorithms',
    'placement preparation',
    'faang',
    'problem solving',
    'hackerrank',
    'codeforces',
  ],
  summary:
    'A 30-day, pattern-first path through data structures and algorithms in Python: complexity analysis, hash maps, two pointers, sliding windows, binary search, linked lists, stacks, trees, heaps, graphs, dynamic programming and greedy, finishing with timed mock interviews and an online-assessment and revision plan for placements and product-company interviews.',
  starterProject:
    'A solved-problems journal: 15 classic problems solved in Python (brute force and optimal, with time and space complexity and asserts for edge cases) plus a one-page pattern cheat sheet, built in days 1-5 and grown all month.',
  days: [
    {
      topicName: 'Big-O complexity and your problem journal',
      explanation: `## What Big-O measures
Big-O describes how an algorithm's running time (or memory) **grows** as the input size \`n\` grows, ignoring constant factors and lower-order terms. Interviewers care because the same problem can often be solved in O(n²) or O(n), and at n = 10⁵ that is the difference between about 10¹⁰ steps (a timeout) and 10⁵ steps (instant). A useful budget: plain Python does roughly 10⁶–10⁷ simple operations per second.

## Worked example: Contains Duplicate
\`\`\`python
def contains_duplicate_brute(nums):   # O(n^2) time, O(1) space
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            if nums[i] == nums[j]:
                return True
    return False

def contains_duplicate(nums):         # O(n) time, O(n) space
    seen = set()
    for x in nums:
        if x in seen:
            return True
        seen.add(x)
    return False
\`\`\`
The nested loops compare about n²/2 pairs; the set version does one average-O(1) lookup per element. Trading extra memory for less time is the most common optimization you will make.

## Your journal
Create a folder or repo with one file per problem: link, brute force, optimal solution, time and space complexity, and a pattern tag. Today log three problems: Contains Duplicate; Best Time to Buy and Sell Stock (track the minimum price seen so far, O(n)); and Missing Number (expected sum n(n+1)/2 minus the actual sum, O(n) time and O(1) space).

## Common mistake
Treating \`x in some_list\` as constant time. On a list it scans, O(n), so a loop around it is O(n²). On a set or dict it is O(1) on average.

## Check it
Add asserts for edge cases (empty list, one element, all duplicates) and time both versions on 10,000 random numbers with \`time.perf_counter()\`; the brute force should be visibly slower.`,
      quiz: [
        {
          question: 'Why is the set-based Contains Duplicate O(n) while the nested-loop version is O(n²)?',
          answer:
            'The nested loops compare every pair, about n²/2 comparisons. The set version visits each element once and does an average O(1) membership check and insert, so total work grows linearly.',
          keyPoints: ['compares every pair', 'set lookup constant time', 'each element once'],
        },
        {
          question: 'What is the time complexity of `x in nums` when nums is a Python list, and when it is a set?',
          answer:
            'For a list it is O(n) because Python scans the elements one by one. For a set it is O(1) on average because it uses hashing.',
          keyPoints: ['list is O(n)', 'set is O(1)', 'uses hashing'],
        },
        {
          question: 'How does Missing Number achieve O(1) extra space?',
          answer:
            'It computes the expected sum of 0..n with n(n+1)/2 and subtracts the actual sum of the array; the difference is the missing number. Only a couple of integer variables are used.',
          keyPoints: ['expected sum n(n+1)/2', 'subtract actual sum', 'no extra data structure'],
        },
        {
          question: 'Roughly how many simple operations per second should you budget for in plain Python?',
          answer:
            'Roughly 10^6 to 10^7 simple operations per second, so an O(n²) solution with n = 10^5 (about 10^10 steps) will time out.',
          keyPoints: ['10^6 to 10^7', 'O(n²) times out'],
        },
      ],
      handsOnTask:
        'Create a journal folder with a template file (link, brute force, optimal, complexity, pattern, edge cases). Solve Contains Duplicate, Best Time to Buy and Sell Stock and Missing Number, each with at least three asserts. Running the files should print nothing and raise no AssertionError.',
      project: 'Sets up the solved-problems journal and logs problems 1-3 with brute force, optimal and complexity.',
      exercise:
        'State the Big-O of: a loop inside a loop over the same list; a loop that halves n each step; sorting then one pass; building a set from a list.',
      beginnerTip:
        'Count how many times the innermost line runs as n grows; that count, with constants dropped, is the Big-O.',
      advancedNote:
        'Average-case O(1) for hashing assumes a good hash function; adversarial inputs can force collisions, which is why some judges (and Python itself via hash randomization for strings) defend against crafted keys. Also distinguish amortized bounds (list.append) from worst case.',
    },
    {
      topicName: 'Hash maps: counting and lookup problems',
      explanation: `## Why hash maps
A Python \`dict\` maps keys to values with average O(1) insert and lookup by hashing each key to a bucket. Whenever a problem asks "have I seen X before?" or "how many times does X occur?", a dict, set or \`Counter\` usually turns an O(n²) scan into O(n).

## Worked example: Two Sum
Return the indices of two numbers in \`nums\` that add up to \`target\`.
\`\`\`python
def two_sum(nums, target):        # O(n) time, O(n) space
    index_of = {}                 # value -> index where we saw it
    for i, x in enumerate(nums):
        need = target - x
        if need in index_of:
            return [index_of[need], i]
        index_of[x] = i
    return []

print(two_sum([3, 2, 4], 6))      # [1, 2]
\`\`\`
Check first, then insert: that order stops an element pairing with itself (for target 6, the 3 at index 0 must not be used twice).

**Valid Anagram:** \`Counter(s) == Counter(t)\`, O(n). **Group Anagrams:** use the sorted word \`"".join(sorted(w))\` as a key in a \`defaultdict(list)\`; that is O(n·k log k) for n words of length k. A tuple of 26 letter counts as the key brings it down to O(n·k).

## Common mistake
Using a list as a dict key raises \`TypeError: unhashable type: 'list'\`, because lists are mutable. Convert to a tuple or a string first.

## Check it
Test Two Sum with duplicates (\`[3, 3]\`, target 6 gives \`[0, 1]\`) and negative numbers. For Group Anagrams, sort each group and the outer list before comparing with the expected answer, because the output order is not guaranteed. Log all three problems in your journal with the pattern tag "hash map: seen-before / frequency".`,
      quiz: [
        {
          question: 'In the one-pass Two Sum, why do we check for the complement before inserting the current number?',
          answer:
            'Checking first ensures the current element cannot pair with itself; for example with target 6 and a single 3, inserting first would wrongly match index 0 with itself.',
          keyPoints: ['check before insert', 'element pairs with itself'],
        },
        {
          question: 'What key would you use to group anagrams together, and what is its cost?',
          answer:
            'The sorted characters of each word, like "".join(sorted(w)), so all anagrams share one key. That costs O(k log k) per word; a tuple of 26 letter counts costs O(k).',
          keyPoints: ['sorted word as key', 'O(k log k) per word', 'letter count tuple'],
        },
        {
          question: 'Why can a Python list not be used as a dictionary key?',
          answer:
            'Lists are mutable, so their hash could change after insertion; Python makes them unhashable and raises TypeError. Use a tuple or string instead.',
          keyPoints: ['lists are mutable', 'unhashable TypeError', 'use a tuple'],
        },
      ],
      handsOnTask:
        'Solve Two Sum, Valid Anagram and Group Anagrams in your journal with brute-force and hash-map versions. Add asserts including duplicates, negatives and empty input. Print the time of brute vs hash-map Two Sum on a 5,000-element list to see the gap.',
      project: 'Adds problems 4-6 (Two Sum, Valid Anagram, Group Anagrams) under the hash map pattern.',
      exercise:
        'Without code, explain how you would find the first non-repeating character in a string in O(n) using a Counter.',
      beginnerTip:
        'Say the question out loud as "have I seen ___ before?" If the blank is a value you can compute, store it in a dict as you go.',
      advancedNote:
        'Python dicts use open addressing and keep insertion order since 3.7. Worst-case lookup is O(n) under heavy collisions, so for competitive judges with anti-hash tests some people randomize keys or use sorting-based O(n log n) approaches.',
    },
    {
      topicName: 'Two pointers on sorted arrays and strings',
      explanation: `## The pattern
Two pointers walk through a sequence from both ends (or at two speeds) so that each step safely discards candidates you no longer need. It works when the input is **sorted** or has a symmetric structure such as a palindrome, and usually turns O(n²) pair checks into O(n) time with O(1) extra space.

## Worked example: Two Sum II (sorted input)
\`\`\`python
def two_sum_sorted(nums, target):   # O(n) time, O(1) space
    lo, hi = 0, len(nums) - 1
    while lo < hi:
        s = nums[lo] + nums[hi]
        if s == target:
            return [lo + 1, hi + 1]  # this problem uses 1-based indices
        if s < target:
            lo += 1                  # need a bigger sum
        else:
            hi -= 1                  # need a smaller sum
    return []
\`\`\`
Why is moving \`lo\` safe? If \`nums[lo] + nums[hi]\` is too small, then \`nums[lo]\` plus any element left of \`hi\` is even smaller, so \`nums[lo]\` can never be part of the answer.

**Container With Most Water** uses the same kind of argument: area = min(h[lo], h[hi]) × (hi − lo). Always move the **shorter** wall, because keeping it can only shrink the width without raising the height limit. **Valid Palindrome** moves both pointers inward, skipping characters where \`isalnum()\` is False and comparing lower-cased characters.

## Common mistake
Writing \`while lo <= hi\` for pair problems, which lets one element pair with itself. Use \`lo < hi\` when you need two distinct positions.

## Check it
Write a one-line justification for every pointer move in your journal entry. Test even and odd lengths, an empty string, and \`"A man, a plan, a canal: Panama"\` (True). For Container With Most Water, \`[1,8,6,2,5,4,8,3,7]\` should give 49.`,
      quiz: [
        {
          question: 'In Two Sum II on a sorted array, why is it safe to increment the left pointer when the sum is too small?',
          answer:
            'Because the array is sorted, nums[lo] plus any element at or left of hi is at most the current sum, which is already too small. So nums[lo] cannot be in any valid pair and can be discarded.',
          keyPoints: ['array is sorted', 'sum too small', 'discard left element'],
        },
        {
          question: 'In Container With Most Water, which pointer do you move and why?',
          answer:
            'Move the pointer at the shorter wall. The area is limited by the shorter height, so keeping it while the width shrinks can never give a larger area.',
          keyPoints: ['move shorter wall', 'height limited by shorter', 'width shrinks'],
        },
        {
          question: 'What are the time and space complexities of the two-pointer approach?',
          answer: 'O(n) time because each pointer moves at most n steps in total, and O(1) extra space.',
          keyPoints: ['O(n) time', 'O(1) space'],
        },
      ],
      handsOnTask:
        'Solve Valid Palindrome, Two Sum II and Container With Most Water in your journal. For each, write the brute-force O(n²) version, the two-pointer version, and a comment justifying each pointer move. All asserts, including the Panama palindrome and the 49 water example, must pass.',
      project: 'Adds problems 7-9 under the two pointers pattern, with a written proof for each pointer move.',
      exercise:
        'Reverse a list in place using two pointers and no slicing; state its time and space complexity.',
      beginnerTip:
        'Before coding, ask: is the data sorted, or can I sort it? Sorted input is the strongest signal for two pointers.',
      advancedNote:
        '3Sum extends this: sort, fix one index, then run two pointers on the rest for O(n²) total, skipping equal neighbours to avoid duplicate triplets. The same sort-then-sweep idea gives O(n^(k-1)) for k-Sum.',
    },
    {
      topicName: 'Sliding window for subarrays and substrings',
      explanation: `## The pattern
A sliding window is a contiguous range \`[left, right]\` that you grow by moving \`right\` and shrink by moving \`left\`, updating a running summary (a sum, a count map, a set) instead of recomputing it. Each index enters and leaves the window at most once, so the total work is O(n) even though there is a loop inside a loop.

- **Fixed size k** (max sum of k consecutive elements): add \`nums[i]\`, subtract \`nums[i - k]\`.
- **Variable size**: expand right until the window breaks (or satisfies) the condition, then shrink from the left.

## Worked example: Longest Substring Without Repeating Characters
\`\`\`python
def longest_unique(s):          # O(n) time, O(alphabet) space
    last = {}                   # char -> last index seen
    left = best = 0
    for right, ch in enumerate(s):
        if ch in last and last[ch] >= left:
            left = last[ch] + 1 # jump past the earlier copy
        last[ch] = right
        best = max(best, right - left + 1)
    return best

print(longest_unique("abcabcbb"), longest_unique("pwwkew"))  # 3 3
\`\`\`
**Minimum Size Subarray Sum** (positive numbers, sum ≥ target): add \`nums[right]\` to a running sum; while the sum is ≥ target, record the length, subtract \`nums[left]\` and move \`left\` forward.

## Common mistake
Using the shrink-while-too-big window on arrays with **negative numbers**. Shrinking is only valid when adding an element always moves the sum in one direction. With negatives, use prefix sums with a hash map instead (Day 11).

## Check it
Test \`""\` → 0, \`"bbbb"\` → 1, and \`"abba"\` → 2. The last one catches a missing \`last[ch] >= left\` check, which would move \`left\` backwards. Add a comment in your journal describing what the window represents at every step ("no repeated characters").`,
      quiz: [
        {
          question: 'Why is a variable-size sliding window O(n) even though it has a nested while loop?',
          answer:
            'Each index is added when right passes it and removed at most once when left passes it, and neither pointer moves backwards, so total pointer moves are at most 2n.',
          keyPoints: ['each index added once', 'removed at most once', 'pointers never move backwards'],
        },
        {
          question: 'What does the test case "abba" catch in Longest Substring Without Repeating Characters?',
          answer:
            'When the second a arrives, its earlier index 0 is already outside the window. Without checking last[ch] >= left, left would jump backwards to 1 and give a wrong answer.',
          keyPoints: ['earlier index outside window', 'left moves backwards'],
        },
        {
          question: 'When does the shrinking sliding window for subarray sums stop working, and what do you use instead?',
          answer:
            'It fails when the array has negative numbers, because adding an element can decrease the sum. Use prefix sums with a hash map of counts instead.',
          keyPoints: ['negative numbers', 'prefix sums', 'hash map'],
        },
      ],
      handsOnTask:
        'Solve Maximum Sum Subarray of Size K, Longest Substring Without Repeating Characters and Minimum Size Subarray Sum in your journal. Compare each against an O(n²) brute force on 200 random inputs in a loop and assert the answers match.',
      project: 'Adds problems 10-12 under the sliding window pattern, each with a randomized brute-force cross-check.',
      exercise:
        'Write the fixed-size window that returns the maximum average of any 4 consecutive numbers in a list.',
      beginnerTip:
        'Write down in words what must be true of the window (for example, "sum < target" or "no repeats") before writing any code.',
      advancedNote:
        'For "at most K distinct" style problems, the count of subarrays with exactly K equals atMost(K) - atMost(K-1), each computed by a window in O(n).',
    },
    {
      topicName: 'Binary search and the pattern cheat sheet',
      explanation: `## The idea
Binary search halves a sorted search space each step, so it needs O(log n) comparisons: about 20 for a million elements. More generally it works on any **monotonic yes/no condition**: find the first index where \`cond(i)\` becomes True.

## Worked example: one template, fewer off-by-one bugs
\`\`\`python
def first_true(lo, hi, cond):   # smallest i in [lo, hi) with cond(i), else hi
    while lo < hi:
        mid = (lo + hi) // 2
        if cond(mid):
            hi = mid            # mid might be the answer: keep it
        else:
            lo = mid + 1        # mid is definitely not the answer
    return lo

nums = [1, 3, 5, 6]
print(first_true(0, len(nums), lambda i: nums[i] >= 5))  # 2
\`\`\`
- **Search Insert Position**: exactly the call above with the target.
- **Binary Search**: find the first \`i\` with \`nums[i] >= target\`, then check \`i < len(nums) and nums[i] == target\`.
- **Find Minimum in Rotated Sorted Array**: use \`cond(i) = nums[i] <= nums[-1]\`; the first index where it holds is the minimum.

All three are O(log n) time and O(1) space.

## Common mistake
Writing \`lo = mid\` with \`mid = (lo + hi) // 2\`. When \`hi = lo + 1\`, mid equals lo and the loop never ends. In this template every branch must shrink the range.

## Finish the starter project
Write a one-page cheat sheet. For each pattern so far (hash map, two pointers, sliding window, binary search) record the **signal** in the problem statement ("seen before", "sorted", "contiguous subarray", "minimum value that works"), a code template, and its complexity.

## Check it
Run all 15 journal solutions from one test file (plain asserts or \`pytest\`) and confirm every entry states time and space complexity and links to its pattern on the cheat sheet.`,
      quiz: [
        {
          question: 'What property must a condition have for binary search to work on it?',
          answer:
            'It must be monotonic: False for every index before some point and True for every index after it, so checking the middle tells you which half to discard.',
          keyPoints: ['monotonic condition', 'false then true', 'discard half'],
        },
        {
          question: 'Why can `lo = mid` cause an infinite loop in this template?',
          answer:
            'With mid = (lo + hi) // 2 and hi = lo + 1, mid equals lo, so setting lo = mid changes nothing and the range never shrinks.',
          keyPoints: ['mid equals lo', 'range never shrinks'],
        },
        {
          question: 'How do you find the minimum of a rotated sorted array with binary search?',
          answer:
            'Search for the first index i where nums[i] <= nums[-1]; elements of the rotated left part are larger than the last element and the rest are not, so that first index holds the minimum. It takes O(log n).',
          keyPoints: ['compare with last element', 'first index true', 'O(log n)'],
        },
        {
          question: 'What should each cheat-sheet entry contain?',
          answer:
            'The signal in the problem statement that suggests the pattern, a code template, and its time and space complexity.',
          keyPoints: ['signal in problem', 'code template', 'time and space complexity'],
        },
      ],
      handsOnTask:
        'Solve Binary Search, Search Insert Position and Find Minimum in Rotated Sorted Array using the first_true template. Then write cheatsheet.md with the four patterns, and a run_all.py that imports and tests all 15 solutions; it must finish with "15 passed" (or no errors).',
      project:
        'Completes the starter project: problems 13-15, the one-page pattern cheat sheet and a single test runner for all 15 problems.',
      exercise:
        'Use first_true to compute the integer square root of 2,000,000 (the largest x with x*x <= n) and state the number of iterations.',
      beginnerTip:
        'Always test binary search on arrays of length 0, 1 and 2; almost every off-by-one bug shows up there.',
      advancedNote:
        'Python\'s bisect.bisect_left and bisect_right implement exactly this template; since Python 3.10 they accept a key function. "Binary search on the answer" (Koko Eating Bananas, capacity to ship packages) applies first_true to a numeric range instead of indices.',
    },
    {
      topicName: 'Recursion and the call stack',
      basic: true,
      explanation: `## What recursion is
A recursive function solves a problem by calling itself on a **smaller input** until it reaches a **base case** it can answer directly. Every call gets its own stack frame holding its local variables, so recursion costs O(depth) memory even if you allocate nothing else. Trees, backtracking and dynamic programming are all built on this idea.

## Worked example: fast power
\`\`\`python
def power(x, n):               # O(log n) time, O(log n) stack space
    if n == 0:                 # base case
        return 1
    half = power(x, n // 2)    # solve the smaller problem ONCE
    if n % 2 == 0:
        return half * half
    return half * half * x

print(power(2, 10))            # 1024
\`\`\`
The trick is to **trust the recursive call**: assume \`power(x, n // 2)\` is correct and only reason about how to combine its result. Compare naive Fibonacci, \`fib(n - 1) + fib(n - 2)\`, which makes roughly 1.6ⁿ calls because it recomputes the same subproblems again and again; memoization fixes that on Day 21.

## Common mistakes
- **Missing or unreachable base case** leads to \`RecursionError\`. Python's default recursion limit is about 1000 frames (\`sys.getrecursionlimit()\`), so a recursive DFS down a 10⁵-node chain crashes. Convert it to an explicit stack, or raise the limit with \`sys.setrecursionlimit\` knowing it may still overflow the C stack.
- **Calling the same subproblem twice**: \`power(x, n // 2) * power(x, n // 2)\` silently turns O(log n) into O(n).

## Check it
Draw the call tree for \`power(2, 5)\` and count the calls: there should be four (n = 5, 2, 1, 0). Add a \`depth\` parameter and print with indentation to watch the stack grow and unwind.`,
      quiz: [
        {
          question: 'What two parts must every recursive function have?',
          answer:
            'A base case that returns an answer directly without recursing, and a recursive case that calls the function on a strictly smaller input and combines the result.',
          keyPoints: ['base case', 'smaller input', 'combine the result'],
        },
        {
          question: 'Why does recursion use memory even when the function creates no data structures?',
          answer:
            'Each active call keeps a stack frame with its local variables and return address, so memory grows with the recursion depth.',
          keyPoints: ['stack frame per call', 'grows with depth'],
        },
        {
          question: 'What happens if you write power(x, n // 2) * power(x, n // 2) instead of storing half once?',
          answer:
            'Each level makes two calls instead of one, so the call tree has about n nodes and the time becomes O(n) instead of O(log n).',
          keyPoints: ['two calls per level', 'O(n) instead of O(log n)'],
        },
        {
          question: "What is Python's default recursion limit and how do you avoid hitting it in deep DFS?",
          answer:
            'About 1000 frames. Rewrite deep recursion with an explicit stack (iterative DFS), or carefully raise the limit with sys.setrecursionlimit.',
          keyPoints: ['about 1000 frames', 'explicit stack', 'raise the limit'],
        },
      ],
      handsOnTask:
        'Implement power, sum of digits, and reverse a string recursively, each with asserts. Add an indentation-based trace to power and paste the printed call tree for power(2, 5) into your journal; it must show exactly four calls.',
      project: 'Adds a Recursion section to the journal with three problems and a printed call-tree trace.',
      exercise: 'Write a recursive function that counts the number of ways to climb n stairs taking 1 or 2 steps, and count its calls for n = 20.',
      beginnerTip:
        'Write the base case first, then assume the recursive call already works and only write the one step that uses it.',
      advancedNote:
        'Python does not perform tail-call optimization, so even tail-recursive functions consume a frame per call. The recursion tree method (work per level times number of levels) is the intuitive form of the Master Theorem you will use for divide and conquer.',
    },
    {
      topicName: 'Sorting algorithms: merge sort, quicksort and Timsort',
      basic: true,
      explanation: `## Why sorting still matters
You will rarely write a sort in production, but interviewers ask about it because it teaches divide and conquer, and because "sort first" unlocks two pointers, binary search and interval problems. Know three facts:
- **Merge sort**: O(n log n) always, O(n) extra space, **stable**.
- **Quicksort**: O(n log n) on average, O(n²) worst case (for example, already sorted input with a first-element pivot), in place, not stable.
- **Python's \`sorted\` / \`list.sort\`** use Timsort: O(n log n) worst case, close to O(n) on nearly sorted data, stable.

## Worked example: merge sort
\`\`\`python
def merge_sort(a):                # O(n log n) time, O(n) space
    if len(a) <= 1:
        return a
    mid = len(a) // 2
    left, right = merge_sort(a[:mid]), merge_sort(a[mid:])
    out, i, j = [], 0, 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:   # <= keeps equal items in order: stable
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    out.extend(left[i:])
    out.extend(right[j:])
    return out
\`\`\`
Why n log n: the array is halved about log₂ n times, and each level does O(n) merging work in total.

**Stability** matters for multi-key ordering: sort people by name, then stably by city, and each city's people stay in name order. In interviews you usually write \`sorted(items, key=lambda p: (p[1], -p[0]))\` to sort by several keys at once.

## Common mistakes
- Forgetting the cost of sorting: "sort then two pointers" is O(n log n), not O(n).
- \`nums = nums.sort()\` sets nums to \`None\`; \`list.sort()\` sorts in place and returns None.

## Check it
Assert \`merge_sort(a) == sorted(a)\` for 1,000 random lists, including empty lists and lists with many duplicates.`,
      quiz: [
        {
          question: 'What are the time complexity, extra space and stability of merge sort?',
          answer: 'O(n log n) in all cases, O(n) extra space for merging, and it is stable.',
          keyPoints: ['O(n log n) always', 'O(n) extra space', 'it is stable'],
        },
        {
          question: 'When does quicksort degrade to O(n²)?',
          answer:
            'When pivots are consistently the smallest or largest element, for example choosing the first element as pivot on already sorted input, so each partition only removes one element.',
          keyPoints: ['bad pivot choice', 'already sorted input', 'unbalanced partitions'],
        },
        {
          question: 'What does it mean for a sort to be stable, and why does the merge step use <=?',
          answer:
            'A stable sort keeps equal elements in their original relative order. Taking from the left half when values are equal (<=) preserves that order.',
          keyPoints: ['equal elements keep order', 'take from left first'],
        },
      ],
      handsOnTask:
        'Implement merge sort and a quicksort with a random pivot. Write a test that compares both with sorted() on 1,000 random lists, then time all three on 100,000 numbers and record the timings in your journal.',
      project: 'Adds a Sorting section with two hand-written sorts, randomized tests and a timing table.',
      exercise: 'Sort a list of (name, age) tuples by age descending and then name ascending using one sorted() call with a key.',
      beginnerTip: 'Use sorted(x) when you need a new list and x.sort() when you want to sort in place; never assign the result of x.sort().',
      advancedNote:
        'Comparison sorts need Ω(n log n) comparisons in the worst case (decision-tree argument). Counting sort and radix sort beat it, O(n + k), when keys are small integers.',
    },
    {
      topicName: 'Linked lists: reversal and fast and slow pointers',
      explanation: `## What a linked list is
A singly linked list is a chain of nodes, each holding a value and a \`next\` reference. Inserting or deleting at a node you already hold is O(1), but reaching the k-th node is O(k) because there is no indexing. Interview problems test careful pointer manipulation: reverse a list, detect a cycle, find the middle, merge two sorted lists.

## Worked example
\`\`\`python
class ListNode:
    def __init__(self, val=0, next=None):
        self.val, self.next = val, next

def reverse(head):              # O(n) time, O(1) space
    prev = None
    while head:
        nxt = head.next         # save the rest before overwriting
        head.next = prev
        prev, head = head, nxt
    return prev

def has_cycle(head):            # Floyd's algorithm: O(n) time, O(1) space
    slow = fast = head
    while fast and fast.next:
        slow, fast = slow.next, fast.next.next
        if slow is fast:
            return True
    return False
\`\`\`
The fast pointer moves two steps and the slow pointer one. Inside a cycle the gap between them shrinks by one each step, so they must meet. If there is no cycle, fast falls off the end, and at that moment slow is at the middle, which solves Middle of the Linked List.

**Dummy node**: when merging or deleting, start with \`dummy = ListNode(0)\` and \`tail = dummy\`, append to \`tail\`, and return \`dummy.next\`. This removes the special case for changing the head.

## Common mistake
Overwriting \`head.next\` before saving it, which loses the rest of the list. Always store \`nxt\` first. Also check \`fast and fast.next\` before touching \`fast.next.next\`.

## Check it
Write helpers that build a list from a Python list and convert it back, then test reverse on \`[]\`, \`[1]\` and \`[1, 2, 3]\`. For the cycle, link the tail to the second node by hand and assert \`has_cycle\` returns True.`,
      quiz: [
        {
          question: 'In iterative reversal, why must you save head.next before changing it?',
          answer:
            'Setting head.next = prev breaks the only link to the rest of the list; saving it in nxt first lets you continue the traversal.',
          keyPoints: ['save next first', 'lose rest of list'],
        },
        {
          question: "Why are the slow and fast pointers guaranteed to meet if there is a cycle?",
          answer:
            'Once both are inside the cycle, the fast pointer gains one node on the slow pointer every step, so the gap shrinks to zero and they meet.',
          keyPoints: ['fast moves two steps', 'gap shrinks by one', 'they must meet'],
        },
        {
          question: 'What problem does a dummy head node solve?',
          answer:
            'It gives a fixed node before the real head, so inserting or deleting at the head needs no special case; you return dummy.next at the end.',
          keyPoints: ['no special case for head', 'return dummy.next'],
        },
      ],
      handsOnTask:
        'Implement build_list and to_list helpers, then solve Reverse Linked List, Linked List Cycle, Middle of the Linked List and Merge Two Sorted Lists. All asserts, including empty and single-node lists and a hand-made cycle, must pass.',
      project: 'Adds a Linked List section (4 problems) and "fast/slow pointers" and "dummy node" rows to the cheat sheet.',
      exercise: 'Remove the n-th node from the end of a list in one pass using two pointers spaced n apart and a dummy node.',
      beginnerTip: 'Draw boxes and arrows on paper for a three-node list and update the arrows line by line as your code runs.',
      advancedNote:
        'Floyd also finds the cycle start: after the meeting, move one pointer back to head and step both by one; they meet at the entrance. This is the trick behind Find the Duplicate Number in O(1) space.',
    },
    {
      topicName: 'Stacks: bracket matching and monotonic stacks',
      explanation: `## What a stack gives you
A stack is last-in, first-out. In Python a plain list is a stack: \`append\` and \`pop()\` from the end are O(1). Reach for a stack when the most recent unfinished item is the one you must resolve next: matching brackets, undo, evaluating expressions, iterative DFS and "next greater element".

## Worked example 1: Valid Parentheses
\`\`\`python
def is_valid(s):                      # O(n) time, O(n) space
    pairs = {')': '(', ']': '[', '}': '{'}
    stack = []
    for ch in s:
        if ch in pairs:
            if not stack or stack.pop() != pairs[ch]:
                return False
        else:
            stack.append(ch)
    return not stack                  # leftovers mean unclosed brackets
\`\`\`

## Worked example 2: monotonic stack (Daily Temperatures)
For each day, how many days until a warmer one? Keep a stack of indices whose temperatures are **decreasing**. When a warmer day arrives, pop every colder day and fill in its answer.
\`\`\`python
def daily_temperatures(t):           # O(n): each index pushed and popped once
    ans, stack = [0] * len(t), []
    for i, temp in enumerate(t):
        while stack and t[stack[-1]] < temp:
            j = stack.pop()
            ans[j] = i - j
        stack.append(i)
    return ans

print(daily_temperatures([73, 74, 75, 71, 69, 72, 76, 73]))
# [1, 1, 4, 2, 1, 1, 0, 0]
\`\`\`

## Common mistake
Returning True at the end without checking that the stack is empty, so \`"(("\` passes. Another: using \`list.pop(0)\` when you need a queue; that is O(n) (use \`collections.deque\`).

## Check it
Assert \`"()[]{}"\` → True, \`"(]"\` → False, \`"([)]"\` → False, \`"(("\` → False and \`""\` → True. For Daily Temperatures, compare with an O(n²) brute force on random lists.`,
      quiz: [
        {
          question: 'Why is a stack the right structure for matching brackets?',
          answer:
            'The most recently opened bracket must be closed first, which is exactly last-in, first-out order.',
          keyPoints: ['last in first out', 'most recent opened bracket'],
        },
        {
          question: 'Why is the monotonic-stack solution to Daily Temperatures O(n) despite the inner while loop?',
          answer:
            'Each index is pushed once and popped at most once, so the total number of inner-loop pops over the whole run is at most n.',
          keyPoints: ['pushed once', 'popped at most once', 'total O(n)'],
        },
        {
          question: 'What bug lets the input "((" pass a bracket checker, and how do you fix it?',
          answer: 'Returning True without checking for leftover open brackets; return not stack so that unclosed brackets make it False.',
          keyPoints: ['check stack empty', 'unclosed brackets'],
        },
      ],
      handsOnTask:
        'Solve Valid Parentheses, Min Stack (O(1) getMin using a second stack), and Daily Temperatures. Cross-check Daily Temperatures against a brute force on 200 random lists, and paste the passing output into your journal.',
      project: 'Adds a Stack section with 3 problems and a "monotonic stack: next greater/smaller" row on the cheat sheet.',
      exercise: 'Evaluate a Reverse Polish Notation expression like ["2", "1", "+", "3", "*"] (answer 9) with a stack.',
      beginnerTip: 'Store indices, not values, on a monotonic stack; you can always look the value up, but you cannot recover a position from a value.',
      advancedNote:
        'Largest Rectangle in Histogram uses an increasing stack: when a bar is popped, the current index is its right boundary and the new stack top is its left boundary, giving O(n) for a problem that looks O(n²).',
    },
    {
      topicName: 'Queues, deques and the sliding window maximum',
      explanation: `## Queues in Python
A queue is first-in, first-out, used for BFS, task scheduling and stream processing. Use \`collections.deque\`: \`append\` and \`popleft\` are O(1). A list's \`pop(0)\` is O(n) because every remaining element shifts left; inside a loop that quietly becomes O(n²).

A deque also supports O(1) operations at **both** ends, which enables the **monotonic deque**.

## Worked example: Sliding Window Maximum
Return the maximum of every window of size k. Naively that is O(n·k). Keep a deque of indices whose values are decreasing; the front is always the current maximum.
\`\`\`python
from collections import deque

def max_sliding_window(nums, k):   # O(n) time, O(k) space
    dq, out = deque(), []          # indices; values decreasing
    for i, x in enumerate(nums):
        if dq and dq[0] <= i - k:  # front has left the window
            dq.popleft()
        while dq and nums[dq[-1]] <= x:
            dq.pop()               # smaller values can never be a max again
        dq.append(i)
        if i >= k - 1:
            out.append(nums[dq[0]])
    return out

print(max_sliding_window([1, 3, -1, -3, 5, 3, 6, 7], 3))
# [3, 3, 5, 5, 6, 7]
\`\`\`
Why drop smaller values from the back? If \`x\` arrives later and is at least as large, every future window containing the older element also contains \`x\`, so the older one can never be the answer.

## Common mistake
Storing values instead of indices. With values you cannot tell when the front element has slid out of the window, especially with duplicates.

## Check it
Compare with \`[max(nums[i:i + k]) for i in range(len(nums) - k + 1)]\` on 300 random lists with repeated values, and with k = 1 and k = len(nums).`,
      quiz: [
        {
          question: 'Why should you use collections.deque instead of list.pop(0) for a queue?',
          answer:
            'deque.popleft() is O(1), while list.pop(0) is O(n) because all remaining elements shift left, which can make a loop O(n²).',
          keyPoints: ['popleft is O(1)', 'pop(0) is O(n)', 'elements shift'],
        },
        {
          question: 'In the sliding window maximum, why can smaller elements at the back of the deque be discarded?',
          answer:
            'A newer element that is at least as large will stay in every future window the older one is in, so the older smaller element can never be the maximum.',
          keyPoints: ['newer larger element', 'never be the maximum'],
        },
        {
          question: 'Why does the deque store indices rather than values?',
          answer: 'Indices let you check whether the front element is outside the current window (index <= i - k) and expire it.',
          keyPoints: ['store indices', 'check outside window'],
        },
      ],
      handsOnTask:
        'Implement a queue with deque and time 100,000 popleft calls versus list.pop(0). Then solve Sliding Window Maximum and verify it against the brute force on random inputs; record the timing gap and the test result in your journal.',
      project: 'Adds a Queue and Deque section with the timing experiment and the monotonic deque template.',
      exercise: 'Implement a class RecentCounter that counts requests in the last 3000 ms using a deque (ping(t) returns the count).',
      beginnerTip: 'Whenever you see pop(0) in your code, replace the list with a deque.',
      advancedNote:
        'The monotonic deque also optimizes DP transitions of the form dp[i] = max(dp[j]) + cost for j in a sliding range (Jump Game VI, Constrained Subsequence Sum), reducing O(n·k) to O(n).',
    },
    {
      topicName: 'Prefix sums and subarray sum counting',
      explanation: `## What a prefix sum is
A prefix sum array stores running totals: \`prefix[i]\` is the sum of the first \`i\` elements, with \`prefix[0] = 0\`. After O(n) preprocessing, the sum of any range \`nums[l..r]\` is \`prefix[r + 1] - prefix[l]\` in O(1). That turns "answer many range-sum queries" from O(n) per query into O(1) per query.

## Worked example: Subarray Sum Equals K
Count the contiguous subarrays whose sum is exactly k. Negative numbers are allowed, so a sliding window does not work. Key insight: a subarray ending at the current index has sum k exactly when some **earlier** prefix equals \`running - k\`.
\`\`\`python
from collections import defaultdict

def subarray_sum(nums, k):        # O(n) time, O(n) space
    count = defaultdict(int)
    count[0] = 1                  # empty prefix: subarrays starting at index 0
    running = total = 0
    for x in nums:
        running += x
        total += count[running - k]
        count[running] += 1
    return total

print(subarray_sum([1, 1, 1], 2), subarray_sum([1, -1, 0], 0))  # 2 3
\`\`\`

## Related tools
- **2D prefix sums** answer rectangle sums in a matrix in O(1) using inclusion-exclusion.
- **Difference arrays** do the reverse: to add v to the range [l, r] many times, do \`diff[l] += v; diff[r + 1] -= v\`, then take one prefix sum at the end.

## Common mistake
Forgetting \`count[0] = 1\`. Without it, subarrays that start at index 0 are never counted; \`[1, 1, 1]\` with k = 3 would return 0 instead of 1. Also, update \`count[running]\` **after** adding to the total, or with k = 0 every element would pair with itself.

## Check it
Write an O(n²) double loop that tries every (i, j) pair and assert both versions agree on 500 random lists containing negatives and zeros.`,
      quiz: [
        {
          question: 'How do you get the sum of nums[l..r] from a prefix array where prefix[0] = 0?',
          answer: 'prefix[r + 1] - prefix[l], which takes O(1) after O(n) preprocessing.',
          keyPoints: ['prefix[r + 1] - prefix[l]', 'O(1) per query'],
        },
        {
          question: 'What is the key idea behind counting subarrays with sum k using a hash map?',
          answer:
            'A subarray ending at the current index sums to k when an earlier prefix sum equals running - k, so you add the number of times that prefix value has appeared.',
          keyPoints: ['earlier prefix equals running - k', 'count of prefix sums'],
        },
        {
          question: 'Why initialise count[0] = 1?',
          answer: 'It represents the empty prefix, so subarrays that start at index 0 are counted when running equals k.',
          keyPoints: ['empty prefix', 'subarrays starting at index 0'],
        },
      ],
      handsOnTask:
        'Solve Range Sum Query - Immutable, Subarray Sum Equals K and Contiguous Array (treat 0 as -1 and find equal prefix sums). Cross-check Subarray Sum Equals K against the O(n²) brute force on random lists with negatives.',
      project: 'Adds a Prefix Sum section (3 problems) and a cheat-sheet row: "subarray sum with negatives -> prefix + hash map".',
      exercise: 'Given bookings [l, r, seats] on flights 1..n, compute total seats per flight with a difference array in O(n + bookings).',
      beginnerTip: 'Make the prefix array one longer than the input with a leading 0; it removes almost every off-by-one bug.',
      advancedNote:
        'When range sums must also support point updates, a prefix array costs O(n) per update; a Fenwick tree or segment tree gives O(log n) for both (see the advanced days).',
    },
    {
      topicName: 'Python toolkit for interviews: collections, heapq and bisect',
      basic: true,
      explanation: `## Why this matters
Interviewers let you use the standard library, and knowing it saves ten minutes per problem. The tools you will use most:
- \`collections.Counter\` for frequencies, \`defaultdict\` for grouping, \`deque\` for queues.
- \`heapq\` for a min-heap; \`bisect\` for binary search on sorted lists.
- \`sorted(..., key=...)\`, \`enumerate\`, \`zip\`, \`float('inf')\`, and Python's arbitrary-precision integers (no overflow).

## Worked example
\`\`\`python
from collections import Counter, defaultdict
import heapq, bisect

freq = Counter("banana")
print(freq.most_common(1))             # [('a', 3)]

groups = defaultdict(list)
for w in ["eat", "tea", "tan", "ate"]:
    groups["".join(sorted(w))].append(w)
print(dict(groups))                    # {'aet': ['eat', 'tea', 'ate'], 'ant': ['tan']}

print(bisect.bisect_left([1, 3, 5, 7], 5))   # 2, O(log n)
print(heapq.nsmallest(2, [5, 1, 4]))         # [1, 4]

parts = []
for ch in "abc":
    parts.append(ch.upper())
print("".join(parts))                  # ABC, O(n) total
\`\`\`

## Strings are immutable
Every \`s += ch\` may build a brand-new string. CPython sometimes optimizes it, but do not rely on that: collect pieces in a list and \`"".join\` once at the end.

## Common mistakes
- \`grid = [[0] * cols] * rows\` creates \`rows\` references to the **same** inner list; changing \`grid[0][0]\` changes every row. Use \`[[0] * cols for _ in range(rows)]\`.
- \`-7 // 2\` is \`-4\` in Python (floor division), not \`-3\` as in C++ or Java; use \`int(a / b)\` when a problem expects truncation toward zero.
- Mutable default arguments (\`def f(x, seen=[])\`) are shared between calls.

## Check it
Run the snippet above, then deliberately create the aliased grid, set \`grid[0][0] = 1\` and print it to see every row change.`,
      quiz: [
        {
          question: 'What is wrong with grid = [[0] * 3] * 3, and what should you write instead?',
          answer:
            'All three rows are the same list object, so changing one cell changes that column in every row. Use [[0] * 3 for _ in range(3)] to create independent rows.',
          keyPoints: ['same list object', 'list comprehension', 'independent rows'],
        },
        {
          question: 'Why build strings with a list and "".join instead of += in a loop?',
          answer:
            'Strings are immutable, so += can copy the whole string each time, giving O(n²); join builds the result once in O(n).',
          keyPoints: ['strings are immutable', 'join is O(n)', 'repeated copying'],
        },
        {
          question: 'What does -7 // 2 return in Python and why does it matter?',
          answer:
            'It returns -4 because // floors toward negative infinity; problems that expect truncation toward zero (like C++ division) need int(-7 / 2) = -3.',
          keyPoints: ['returns -4', 'floor division', 'truncation toward zero'],
        },
      ],
      handsOnTask:
        'Rewrite three earlier journal solutions using Counter, defaultdict or bisect where they fit, keeping the asserts green. Add a "gotchas" file that demonstrates the aliased grid, floor division and a mutable default argument, each with a printed result.',
      project: 'Adds a Python toolkit page and gotchas file to the journal, and refactors three earlier solutions.',
      exercise: 'Using Counter, return the k most frequent words in a sentence; then do it with heapq.nlargest and compare.',
      beginnerTip: 'Keep a one-page list of the imports you use (Counter, defaultdict, deque, heapq, bisect, lru_cache) and rehearse them until you type them without looking.',
      advancedNote:
        'For hot loops, local variable lookups are faster than global ones, and sys.stdin.buffer reads input far faster than input(); both matter in online assessments with 10^5+ lines.',
    },
    {
      topicName: 'Binary trees: DFS and BFS traversals',
      basic: true,
      explanation: `## Trees and traversals
A binary tree node has a value and up to two children. Almost every tree problem is a traversal plus a little work at each node:
- **Pre-order** (node, left, right): copy or serialize a tree.
- **In-order** (left, node, right): gives sorted order in a BST.
- **Post-order** (left, right, node): compute heights, sizes, or delete a tree, because children are finished first.
- **Level order (BFS)**: process the tree level by level with a queue.

Each visits every node once: O(n) time. DFS uses O(h) stack space, where h is the height (about log n when balanced, n when skewed).

## Worked example
\`\`\`python
from collections import deque

class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val, self.left, self.right = val, left, right

def max_depth(root):              # post-order: children first
    if not root:
        return 0
    return 1 + max(max_depth(root.left), max_depth(root.right))

def level_order(root):            # BFS: O(n) time, O(width) space
    if not root:
        return []
    out, q = [], deque([root])
    while q:
        level = []
        for _ in range(len(q)):   # exactly the nodes of this level
            node = q.popleft()
            level.append(node.val)
            if node.left:
                q.append(node.left)
            if node.right:
                q.append(node.right)
        out.append(level)
    return out

root = TreeNode(3, TreeNode(9), TreeNode(20, TreeNode(15), TreeNode(7)))
print(max_depth(root), level_order(root))   # 3 [[3], [9, 20], [15, 7]]
\`\`\`

## Common mistake
Forgetting the \`None\` base case, which gives \`AttributeError: 'NoneType' object has no attribute 'left'\`. Handle the empty tree first in every recursive function.

## Check it
On the tree above, in-order should give \`[9, 3, 15, 20, 7]\`. Also test an empty tree and a "linked list" tree where every node has only a right child.`,
      quiz: [
        {
          question: 'Which traversal would you use to compute the height of a tree, and why?',
          answer:
            'Post-order, because a node\'s height depends on its children\'s heights, so the children must be processed before the node.',
          keyPoints: ['post-order traversal', 'children processed first'],
        },
        {
          question: 'What is the space complexity of recursive DFS on a binary tree?',
          answer: 'O(h), where h is the height: O(log n) for a balanced tree and O(n) for a skewed one.',
          keyPoints: ['O(h) space', 'balanced is log n', 'skewed is n'],
        },
        {
          question: 'How does the BFS code separate one level from the next?',
          answer:
            'At the start of each level it records len(q), the number of nodes on that level, and pops exactly that many before starting a new level list.',
          keyPoints: ['record queue length', 'pop that many nodes'],
        },
      ],
      handsOnTask:
        'Write a build_tree helper from a level-order list with None gaps (like [3, 9, 20, None, None, 15, 7]). Solve Maximum Depth, Invert Binary Tree, Same Tree and Level Order Traversal, with asserts for empty and skewed trees.',
      project: 'Adds a Trees section with a build_tree helper and 4 traversal problems.',
      exercise: 'Write iterative in-order traversal with an explicit stack and check it matches the recursive version.',
      beginnerTip: 'For a tree problem, first ask: what should each node return to its parent? That return value usually defines the recursion.',
      advancedNote:
        'Morris traversal does in-order in O(1) extra space by temporarily threading right pointers back to ancestors, then restoring them.',
    },
    {
      topicName: 'Binary search trees: validation, search and order',
      explanation: `## The BST invariant
In a binary search tree, **every** value in a node's left subtree is smaller than the node and **every** value in its right subtree is larger. Search and insert follow one path from the root, so they cost O(h): O(log n) when the tree is balanced, but O(n) if you insert already-sorted data and the tree degenerates into a chain. An in-order traversal of a BST visits values in sorted order.

## Worked example: Validate Binary Search Tree
\`\`\`python
def is_valid_bst(root, low=float("-inf"), high=float("inf")):
    # O(n) time, O(h) space
    if not root:
        return True
    if not (low < root.val < high):
        return False
    return (is_valid_bst(root.left, low, root.val) and
            is_valid_bst(root.right, root.val, high))
\`\`\`
Each node carries the range it must fall in. Going left tightens the upper bound; going right tightens the lower bound.

## Common mistake
Checking only a node against its direct children. Consider root 5 with right child 6, and 6 has left child 3. Every parent-child pair looks fine, yet 3 sits in 5's right subtree, so the tree is **not** a BST. Passing bounds down catches it.

## More BST moves
- **Kth Smallest Element**: in-order traversal, stop at the k-th visited node.
- **Lowest Common Ancestor in a BST**: from the root, if both values are smaller go left, if both are larger go right, otherwise the current node is the answer. O(h).
- Python has no built-in balanced BST. Use a sorted list with \`bisect\` for mostly-static data, or \`sortedcontainers.SortedList\` where the judge provides it (LeetCode does).

## Check it
Assert the 5-6-3 tree returns False, \`[2, 1, 3]\` returns True, and a tree with a duplicate value (\`2\` with left child \`2\`) returns False under the strict definition.`,
      quiz: [
        {
          question: 'State the BST property precisely.',
          answer:
            'For every node, all values in its left subtree are smaller and all values in its right subtree are larger, not just its immediate children.',
          keyPoints: ['entire left subtree smaller', 'entire right subtree larger'],
        },
        {
          question: 'Why does comparing each node only with its children fail to validate a BST?',
          answer:
            'A deeper node can satisfy its parent but violate an ancestor, like a 3 in the right subtree of 5. You must pass lower and upper bounds down the recursion.',
          keyPoints: ['violates an ancestor', 'pass bounds down'],
        },
        {
          question: 'When does BST search become O(n)?',
          answer: 'When the tree is unbalanced, for example after inserting sorted values, so its height becomes n and it behaves like a linked list.',
          keyPoints: ['unbalanced tree', 'sorted insertions', 'height becomes n'],
        },
      ],
      handsOnTask:
        'Solve Validate BST, Kth Smallest Element in a BST and Lowest Common Ancestor of a BST. Include the 5-6-3 counterexample as a test, and insert 1..1000 in order into a naive BST to print its height (it will be 1000).',
      project: 'Adds a BST section (3 problems) with the classic counterexample and a height experiment.',
      exercise: 'Convert a sorted array into a height-balanced BST by always choosing the middle element as the root.',
      beginnerTip: 'Whenever you see "BST" in a problem, ask whether an in-order traversal (sorted order) makes it easy.',
      advancedNote:
        'Self-balancing trees (AVL, red-black) keep height O(log n) through rotations; Java\'s TreeMap and C++ std::map are red-black trees. In Python interviews, say which structure you would use and its guarantees.',
    },
    {
      topicName: 'Heaps and priority queues with heapq',
      explanation: `## What a heap is
A binary heap is a complete binary tree stored in an array where each parent is no larger than its children (a min-heap). The smallest item is always at index 0. Push and pop are O(log n), peeking is O(1), and \`heapify\` turns a list into a heap in O(n). For a node at index i, the children are at 2i + 1 and 2i + 2.

Python's \`heapq\` is a **min-heap** that works on ordinary lists. For a max-heap, push negated values.

## Worked example: Kth Largest Element
Keep a min-heap of the k largest values seen so far; its root is the k-th largest.
\`\`\`python
import heapq

def kth_largest(nums, k):        # O(n log k) time, O(k) space
    heap = []
    for x in nums:
        heapq.heappush(heap, x)
        if len(heap) > k:
            heapq.heappop(heap)  # drop the smallest; the k largest remain
    return heap[0]

print(kth_largest([3, 2, 1, 5, 6, 4], 2))   # 5
\`\`\`
This beats sorting, O(n log n), when k is small, and works on a stream where you cannot store everything.

**Top K Frequent Elements**: count with Counter, then keep a size-k heap of \`(count, value)\`. **Merge K Sorted Lists**: push the head of each list; pop the smallest, push its successor. O(N log k) for N total nodes.

## Common mistake
Pushing \`(priority, node)\` where the node is not comparable. When two priorities tie, Python compares the nodes and raises \`TypeError\`. Add a tiebreaker: \`(priority, counter, node)\` with a unique increasing counter.

## Check it
Compare \`kth_largest\` with \`sorted(nums)[-k]\` on 500 random lists, including duplicates and k = 1 and k = len(nums).`,
      quiz: [
        {
          question: 'What are the costs of heappush, heappop, peeking and heapify?',
          answer: 'heappush and heappop are O(log n), peeking at heap[0] is O(1), and heapify builds a heap in O(n).',
          keyPoints: ['push pop O(log n)', 'peek O(1)', 'heapify O(n)'],
        },
        {
          question: 'Why does Kth Largest use a min-heap of size k rather than a max-heap?',
          answer:
            'The min-heap keeps the k largest values seen so far and its root is the smallest of them, which is exactly the k-th largest; anything smaller gets popped. It runs in O(n log k).',
          keyPoints: ['keeps k largest', 'root is kth largest', 'O(n log k)'],
        },
        {
          question: 'How do you get a max-heap with heapq, and how do you avoid comparison errors on ties?',
          answer:
            'Push negated priorities to simulate a max-heap, and add a unique counter as a tiebreaker in the tuple so Python never compares the payload objects.',
          keyPoints: ['push negated values', 'counter as tiebreaker'],
        },
      ],
      handsOnTask:
        'Solve Kth Largest Element in an Array, Top K Frequent Elements and Merge K Sorted Lists using heapq. For the merge, use a (value, counter, node) tuple and test with lists containing equal values.',
      project: 'Adds a Heap section with 3 problems and a "top k / k-way merge -> heap" row on the cheat sheet.',
      exercise: 'Design a class that returns the running median of a stream using two heaps (a max-heap for the low half and a min-heap for the high half).',
      beginnerTip: 'If a problem says "k largest", "k closest" or "k most frequent", think heap of size k first.',
      advancedNote:
        'heapq has no decrease-key; the standard workaround is lazy deletion: push the new entry and skip stale ones when popped. Quickselect finds the k-th element in O(n) average time but O(n²) worst case.',
    },
    {
      topicName: 'Backtracking: subsets, permutations and combinations',
      explanation: `## The pattern
Backtracking builds a solution one choice at a time and **undoes** the last choice when it returns, exploring a tree of decisions. The template is: choose, explore, unchoose. It is the right tool when a problem asks for **all** valid arrangements. The output itself is often exponential: 2ⁿ subsets, n! permutations.

## Worked example: Subsets
\`\`\`python
def subsets(nums):               # O(n * 2^n) time, O(n) recursion depth
    out, path = [], []
    def go(i):
        if i == len(nums):
            out.append(path[:])  # copy: path keeps changing
            return
        go(i + 1)                # choice 1: skip nums[i]
        path.append(nums[i])     # choice 2: take nums[i]
        go(i + 1)
        path.pop()               # undo the choice
    go(0)
    return out

print(len(subsets([1, 2, 3])))   # 8
\`\`\`

## Variations
- **Permutations**: at each depth, try every unused element (track a \`used\` set).
- **Combination Sum**: sort the candidates; at index i either reuse \`candidates[i]\` or move to i + 1. **Prune** with \`break\` as soon as a candidate exceeds the remaining target, since later ones are larger.
- **N-Queens**: place one queen per row and keep sets of used columns and diagonals (\`r - c\` and \`r + c\`) for O(1) conflict checks.

## Common mistake
Writing \`out.append(path)\` without copying. Every entry then refers to the same list, which is empty once all choices are undone, so you get \`[[], [], [], ...]\`. Append \`path[:]\` or \`list(path)\`.

## Check it
Assert \`len(subsets(range(n))) == 2 ** n\` and that the number of permutations of n distinct items is n!. Cross-check Combination Sum results against \`itertools.combinations_with_replacement\` for small inputs.`,
      quiz: [
        {
          question: 'What are the three steps of the backtracking template?',
          answer: 'Choose an option (modify the path), explore recursively, then unchoose by undoing the modification before trying the next option.',
          keyPoints: ['make a choice', 'explore recursively', 'undo the choice'],
        },
        {
          question: 'Why must you append path[:] rather than path to the results?',
          answer:
            'path is one list that keeps being modified; appending it stores a reference, so all results end up identical (usually empty). path[:] stores a snapshot copy.',
          keyPoints: ['stores a reference', 'copy of path', 'results end up empty'],
        },
        {
          question: 'How does sorting help prune Combination Sum?',
          answer:
            'With sorted candidates, once a candidate exceeds the remaining target every later candidate does too, so you can break out of the loop instead of exploring dead branches.',
          keyPoints: ['sorted candidates', 'exceeds remaining target', 'break early'],
        },
      ],
      handsOnTask:
        'Solve Subsets, Permutations and Combination Sum with the choose-explore-unchoose template. Print the recursion tree for subsets([1, 2]) with indentation, and assert output counts of 2^n and n! for n up to 6.',
      project: 'Adds a Backtracking section with 3 problems, a printed decision tree and the template on the cheat sheet.',
      exercise: 'Generate all valid combinations of n pairs of parentheses (n = 3 gives 5), adding "(" while open < n and ")" while close < open.',
      beginnerTip: 'Draw the decision tree for a tiny input first; each level is one decision, and each leaf is one output.',
      advancedNote:
        'For inputs with duplicates (Subsets II, Permutations II), sort first and skip a value at the same depth if it equals the previous one and the previous one was not used on this path.',
    },
    {
      topicName: 'Graphs: representation, BFS and DFS',
      explanation: `## Graph basics
A graph is a set of nodes connected by edges, directed or undirected. In interviews, store it as an **adjacency list** (a dict or list of neighbour lists), which takes O(V + E) space, instead of a V×V matrix. Many problems hide a graph: a grid is a graph whose neighbours are the four adjacent cells; words that differ by one letter form a graph.

- **BFS** explores in rings of increasing distance using a queue, so it finds **shortest paths in unweighted graphs**.
- **DFS** goes deep first using recursion or a stack; use it for connectivity, counting components and cycle detection.
Both run in O(V + E) when each node is visited once.

## Worked example: Number of Islands
\`\`\`python
def num_islands(grid):            # O(rows * cols) time and space
    rows, cols = len(grid), len(grid[0])
    seen = set()
    def explore(sr, sc):          # iterative DFS: no recursion limit issues
        stack = [(sr, sc)]
        seen.add((sr, sc))
        while stack:
            r, c = stack.pop()
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if (0 <= nr < rows and 0 <= nc < cols
                        and grid[nr][nc] == "1" and (nr, nc) not in seen):
                    seen.add((nr, nc))
                    stack.append((nr, nc))
    count = 0
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == "1" and (r, c) not in seen:
                explore(r, c)
                count += 1
    return count
\`\`\`
Each land cell starts at most one exploration and is pushed once, so the whole grid is processed in linear time.

## Common mistake
Marking a node visited when you **pop** it instead of when you **push** it. The same node can then be pushed many times, which wastes time and, in BFS, can break shortest-distance bookkeeping. Mark on push.

## Check it
Test a grid with three separate islands, a 1×1 grid, an all-water grid (0) and a 300×300 all-land grid (1), which would crash a naive recursive DFS.`,
      quiz: [
        {
          question: 'Why is BFS, not DFS, used for shortest paths in an unweighted graph?',
          answer:
            'BFS visits nodes in order of their distance from the start, so the first time it reaches a node is along a path with the fewest edges.',
          keyPoints: ['visits by distance', 'fewest edges first'],
        },
        {
          question: 'What is the time complexity of BFS or DFS with an adjacency list?',
          answer: 'O(V + E), because each vertex is visited once and each edge is examined a constant number of times.',
          keyPoints: ['O(V + E)', 'each vertex once'],
        },
        {
          question: 'Why mark a cell visited when pushing it rather than when popping it?',
          answer:
            'Marking on push stops the same cell being added to the stack or queue several times by different neighbours, keeping the work linear.',
          keyPoints: ['mark on push', 'avoid duplicate entries'],
        },
      ],
      handsOnTask:
        'Solve Number of Islands, Flood Fill and Shortest Path in Binary Matrix (BFS with distances). Include a 300x300 all-land test to prove the iterative version does not hit the recursion limit.',
      project: 'Adds a Graphs section with 3 grid problems and BFS and DFS templates on the cheat sheet.',
      exercise: 'Given n nodes and an undirected edge list, build an adjacency list and count connected components with BFS.',
      beginnerTip: 'For grids, write the four-direction neighbour loop and the bounds check once, and reuse them in every grid problem.',
      advancedNote:
        'Multi-source BFS (start the queue with every source at distance 0) solves problems like Rotting Oranges and 01 Matrix in one pass; 0-1 BFS with a deque handles edges of weight 0 or 1 without Dijkstra.',
    },
    {
      topicName: 'Topological sort and cycle detection',
      explanation: `## What it is
A topological order of a **directed acyclic graph (DAG)** lists the nodes so that every edge u → v has u before v. It models dependencies: courses and prerequisites, build steps, task scheduling. If the graph has a cycle, no such order exists, so the same algorithm doubles as a cycle detector.

## Worked example: Course Schedule II with Kahn's algorithm
Count each node's incoming edges (in-degree). Repeatedly take a node with in-degree 0, append it to the order, and decrement its neighbours' in-degrees.
\`\`\`python
from collections import deque

def find_order(n, prereqs):      # O(V + E) time and space
    graph = [[] for _ in range(n)]
    indeg = [0] * n
    for course, need in prereqs:
        graph[need].append(course)   # edge: need -> course
        indeg[course] += 1
    q = deque(i for i in range(n) if indeg[i] == 0)
    order = []
    while q:
        u = q.popleft()
        order.append(u)
        for v in graph[u]:
            indeg[v] -= 1
            if indeg[v] == 0:
                q.append(v)
    return order if len(order) == n else []   # [] means a cycle

print(find_order(4, [[1, 0], [2, 0], [3, 1], [3, 2]]))   # [0, 1, 2, 3]
\`\`\`
Nodes on a cycle never reach in-degree 0, so they are never output and \`len(order) < n\`.

**DFS alternative**: colour nodes white (unvisited), grey (on the current path) and black (done). Reaching a grey node means a cycle; the reverse of the post-order finish times is a topological order.

## Common mistake
Reversing the edge direction. \`[1, 0]\` means "to take 1 you need 0", so the edge is 0 → 1. Write the direction as a comment before coding.

## Check it
For every pair \`[course, need]\`, assert \`order.index(need) < order.index(course)\`. Also test a two-node cycle \`[[0, 1], [1, 0]]\`, which must return \`[]\`.`,
      quiz: [
        {
          question: 'What kind of graph has a topological order, and what does the order guarantee?',
          answer: 'Only a directed acyclic graph (DAG). For every edge u -> v, u appears before v in the order.',
          keyPoints: ['directed acyclic graph', 'u before v'],
        },
        {
          question: "How does Kahn's algorithm detect a cycle?",
          answer:
            'Nodes on a cycle never reach in-degree zero, so they are never added to the order; if the order has fewer than n nodes, the graph has a cycle.',
          keyPoints: ['in-degree never zero', 'order shorter than n'],
        },
        {
          question: 'For a prerequisite pair [course, need], which direction is the edge and why does it matter?',
          answer:
            'The edge goes need -> course because need must come first. Reversing it produces an order that is backwards or wrong.',
          keyPoints: ['need to course', 'need comes first'],
        },
      ],
      handsOnTask:
        'Solve Course Schedule (can finish?) and Course Schedule II (return an order) with Kahn\'s algorithm, and then Course Schedule with three-colour DFS. Write a checker that validates any returned order against the prerequisite list.',
      project: 'Adds topological sort (BFS and DFS versions) and an order-validator to the journal.',
      exercise: 'Given a list of build tasks and "a must run before b" rules, print one valid build order or "cycle".',
      beginnerTip: 'Say "in-degree = number of arrows pointing in" and draw the arrows before you write any code.',
      advancedNote:
        'Alien Dictionary builds the graph from the first differing character of adjacent words, and must reject inputs where a word precedes its own prefix. Longest path in a DAG is solvable in O(V + E) by DP over a topological order.',
    },
    {
      topicName: "Shortest paths with Dijkstra's algorithm",
      explanation: `## What it solves
Dijkstra's algorithm finds the shortest distance from one source to every node in a graph with **non-negative** edge weights. It is greedy: repeatedly finalize the unvisited node with the smallest known distance, then relax its edges. With a binary heap it runs in O((V + E) log V). Use plain BFS if all weights are equal, and Bellman-Ford if weights can be negative.

## Worked example
\`\`\`python
import heapq

def dijkstra(graph, src):          # graph: {u: [(v, weight), ...]}
    dist = {src: 0}
    heap = [(0, src)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist.get(u, float("inf")):
            continue               # stale entry: a shorter path was found
        for v, w in graph.get(u, []):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                heapq.heappush(heap, (nd, v))
    return dist

g = {"A": [("B", 4), ("C", 1)], "C": [("B", 2)], "B": [("D", 1)]}
print(dijkstra(g, "A"))   # {'A': 0, 'B': 3, 'C': 1, 'D': 4}
\`\`\`
The direct edge A → B costs 4, but A → C → B costs 3, and the heap pops C first, so B is improved before it is finalized. \`heapq\` has no decrease-key, so we push a new entry and skip **stale** ones when popped (lazy deletion).

**Network Delay Time**: run Dijkstra from the source; the answer is the maximum distance if all nodes are reached, otherwise -1.

## Common mistake
Running Dijkstra on graphs with negative edges. Once a node is popped it is treated as final, but a negative edge found later could make it cheaper, so answers silently go wrong.

## Check it
Hand-compute a distance table for a 5-node graph where a two-hop path beats a direct edge, and assert your output matches. Add an unreachable node and check it is missing from \`dist\`.`,
      quiz: [
        {
          question: "What restriction on edge weights does Dijkstra's algorithm require, and why?",
          answer:
            'Weights must be non-negative. It finalizes the closest unvisited node assuming no later path can be shorter, which a negative edge could violate.',
          keyPoints: ['non-negative weights', 'node finalized when popped'],
        },
        {
          question: 'What is the time complexity of Dijkstra with a binary heap?',
          answer: 'O((V + E) log V), since each edge relaxation may push to the heap and each push or pop costs O(log V).',
          keyPoints: ['O((V + E) log V)', 'heap operations log V'],
        },
        {
          question: 'Why does the code skip entries where d > dist[u]?',
          answer:
            'heapq has no decrease-key, so older, longer entries for a node stay in the heap; skipping them (lazy deletion) avoids reprocessing a node with an outdated distance.',
          keyPoints: ['stale heap entries', 'no decrease-key', 'lazy deletion'],
        },
      ],
      handsOnTask:
        'Solve Network Delay Time and Path with Minimum Effort (Dijkstra on a grid where the cost is the maximum step). Print the dist table for your hand-made 5-node graph and assert it matches your hand calculation.',
      project: 'Adds a Shortest Paths section with Dijkstra, two problems and a "BFS vs Dijkstra vs Bellman-Ford" table.',
      exercise: 'Modify Dijkstra to also return the actual shortest path to a target by storing each node\'s parent.',
      beginnerTip: 'Think of Dijkstra as BFS where the queue is ordered by total distance instead of number of edges.',
      advancedNote:
        'Cheapest Flights Within K Stops breaks plain Dijkstra because the state must include the number of stops; use Bellman-Ford for k + 1 rounds or Dijkstra over (node, stops) states.',
    },
    {
      topicName: 'Union-Find (disjoint set union)',
      explanation: `## What it is
Union-Find keeps track of which elements belong to the same group. It supports two operations: \`find(x)\` returns a representative (root) of x's group, and \`union(a, b)\` merges two groups. With **path compression** and **union by size or rank**, each operation is nearly O(1) amortized, formally O(α(n)), where α is the inverse Ackermann function (at most 4 for any practical n).

## Worked example
\`\`\`python
class DSU:
    def __init__(self, n):
        self.parent = list(range(n))
        self.size = [1] * n
    def find(self, x):
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]   # path halving
            x = self.parent[x]
        return x
    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False          # already connected: this edge makes a cycle
        if self.size[ra] < self.size[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra      # attach the smaller tree under the larger
        self.size[ra] += self.size[rb]
        return True

dsu = DSU(5)
components = 5
for a, b in [[0, 1], [1, 2], [3, 4]]:
    if dsu.union(a, b):
        components -= 1
print(components, dsu.union(2, 0))   # 2 False
\`\`\`

## Where it fits
- **Number of connected components**: start at n and subtract one for every successful union.
- **Redundant Connection**: the first edge whose union returns False closes a cycle.
- **Kruskal's minimum spanning tree** (advanced days).
It beats BFS when edges arrive one at a time and you must answer "are these connected?" after each.

## Common mistake
Comparing \`parent[a] == parent[b]\` to test connectivity. A parent is not necessarily the root; always compare \`find(a) == find(b)\`.

## Check it
Run the example above and assert it prints \`2 False\`. Then compare component counts with a BFS-based count on 200 random edge lists.`,
      quiz: [
        {
          question: 'What two optimizations make Union-Find nearly constant time, and what does each do?',
          answer:
            'Path compression points nodes closer to the root during find, and union by size or rank attaches the smaller tree under the larger one, keeping trees shallow.',
          keyPoints: ['path compression', 'union by size', 'trees stay shallow'],
        },
        {
          question: 'How do you detect a cycle in an undirected graph with Union-Find?',
          answer: 'Process edges one by one; if both endpoints already have the same root, union returns False and that edge closes a cycle.',
          keyPoints: ['same root already', 'edge closes a cycle'],
        },
        {
          question: 'Why is parent[a] == parent[b] the wrong connectivity test?',
          answer: 'Parents are not necessarily roots, so two nodes in the same set can have different parents; compare find(a) == find(b) instead.',
          keyPoints: ['parent not root', 'compare find results'],
        },
      ],
      handsOnTask:
        'Implement the DSU class and solve Number of Provinces, Redundant Connection and Accounts Merge. Verify component counts against a BFS solution on random graphs.',
      project: 'Adds a Union-Find section with a reusable DSU class and 3 problems.',
      exercise: 'Given a stream of friendship pairs among n people, print after each pair whether everyone is now connected.',
      beginnerTip: 'Start every DSU as "each element is its own parent"; union only changes one root pointer.',
      advancedNote:
        'Union-Find cannot split groups. For offline problems with deletions, reverse time and process deletions as additions; rollback DSU (no path compression) supports undo in divide-and-conquer solutions.',
    },
    {
      topicName: 'Dynamic programming: memoization and tabulation',
      explanation: `## What DP is
Dynamic programming solves problems whose recursive solution keeps re-solving the **same subproblems** (overlapping subproblems) and whose answer can be built from answers to smaller subproblems (optimal substructure). You store each subproblem's answer once. Two styles:
- **Memoization (top-down)**: write the recursion, cache results.
- **Tabulation (bottom-up)**: fill a table from the base cases upward, often with O(1) space.

Recipe: (1) define the state in words, (2) write the recurrence, (3) set base cases, (4) choose the order, (5) say where the answer is.

## Worked example
Climbing Stairs: \`ways(i) = ways(i - 1) + ways(i - 2)\`. House Robber: \`best[i] = max(best[i - 1], best[i - 2] + nums[i])\`, where best[i] is the most money from houses 0..i without robbing two neighbours.
\`\`\`python
from functools import lru_cache

def climb_stairs(n):
    @lru_cache(maxsize=None)
    def ways(i):                  # top-down: O(n) time, O(n) space
        if i <= 1:
            return 1
        return ways(i - 1) + ways(i - 2)
    return ways(n)

def rob(nums):                    # bottom-up: O(n) time, O(1) space
    prev2 = prev1 = 0             # best up to i-2 and up to i-1
    for x in nums:
        prev2, prev1 = prev1, max(prev1, prev2 + x)
    return prev1

print(climb_stairs(5), rob([2, 7, 9, 3, 1]))   # 8 12
\`\`\`
Without the cache, \`ways(40)\` makes over 300 million calls; with it, only 41 distinct values are ever computed.

## Common mistake
Starting to code before writing the state definition in one sentence. Also trying greedy: for House Robber, "take every other house" fails on \`[2, 1, 1, 2]\`, where the answer is 4 (houses 0 and 3).

## Check it
Compare each DP against a brute-force recursion for n up to 20, and include the \`[2, 1, 1, 2]\` case.`,
      quiz: [
        {
          question: 'What two properties tell you a problem can be solved with dynamic programming?',
          answer:
            'Overlapping subproblems, where the same subproblems recur, and optimal substructure, where the answer can be built from answers to smaller subproblems.',
          keyPoints: ['overlapping subproblems', 'optimal substructure'],
        },
        {
          question: 'What is the difference between memoization and tabulation?',
          answer:
            'Memoization is top-down recursion that caches results as they are computed; tabulation is bottom-up, filling a table from the base cases in a fixed order.',
          keyPoints: ['top-down with cache', 'bottom-up table'],
        },
        {
          question: 'State the House Robber recurrence.',
          answer:
            'best[i] = max(best[i - 1], best[i - 2] + nums[i]): either skip house i, or rob it and add the best up to i - 2.',
          keyPoints: ['skip house i', 'rob plus best i-2', 'take the max'],
        },
      ],
      handsOnTask:
        'Solve Climbing Stairs, House Robber and Min Cost Climbing Stairs, each in both memoized and tabulated form. Write the state definition as a comment above each, and count function calls with and without lru_cache for n = 30.',
      project: 'Adds a DP section with the five-step recipe on the cheat sheet and 3 one-dimensional problems.',
      exercise: 'Write the state and recurrence (no code) for Decode Ways: how many ways can a digit string be decoded as letters A=1..Z=26?',
      beginnerTip: 'If you can write the brute-force recursion, you are one @lru_cache away from a DP solution.',
      advancedNote:
        'Convert memoization to tabulation when recursion depth could exceed Python\'s limit or when you want rolling-array space optimization; top-down is better when only a few states are actually reachable.',
    },
    {
      topicName: 'Dynamic programming on grids and strings',
      explanation: `## Two-dimensional state
Many DP problems need two indices: a cell \`(r, c)\` in a grid, or a pair of prefixes \`(i, j)\` of two strings. The table then has O(m·n) cells, and each cell is filled in O(1) from its neighbours, giving O(m·n) time.

- **Unique Paths** (moves right or down): \`dp[r][c] = dp[r - 1][c] + dp[r][c - 1]\`.
- **Longest Common Subsequence (LCS)**: if the characters match, extend the diagonal; otherwise take the better of dropping one character.

## Worked example: LCS
\`\`\`python
def lcs(a, b):                    # O(m * n) time and space
    m, n = len(a), len(b)
    # dp[i][j] = LCS length of a[:i] and b[:j]
    dp = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            if a[i - 1] == b[j - 1]:
                dp[i][j] = dp[i - 1][j - 1] + 1
            else:
                dp[i][j] = max(dp[i - 1][j], dp[i][j - 1])
    return dp[m][n]

print(lcs("abcde", "ace"))        # 3
\`\`\`
The extra row and column of zeros represent empty prefixes, which are the base cases. **Edit Distance** has the same shape with three options (insert, delete, replace), each costing 1.

Because row i only reads rows i and i - 1, you can keep just two rows and cut space to O(n).

## Common mistake
Mixing up indices: \`dp\` uses prefix **lengths** (1-based) while the strings are 0-based, so the character for \`dp[i][j]\` is \`a[i - 1]\`. Also, never build the table with \`[[0] * (n + 1)] * (m + 1)\`; the rows would be aliased.

## Check it
Print the table for \`lcs("abc", "ac")\` and verify a few cells by hand. Assert \`lcs("", "abc") == 0\` and compare with a brute force that tries all subsequences for strings up to length 8.`,
      quiz: [
        {
          question: 'What does dp[i][j] represent in the LCS solution?',
          answer: 'The length of the longest common subsequence of the prefixes a[:i] and b[:j].',
          keyPoints: ['LCS length', 'prefixes a[:i] and b[:j]'],
        },
        {
          question: 'What is the LCS recurrence?',
          answer:
            'If a[i-1] == b[j-1], dp[i][j] = dp[i-1][j-1] + 1; otherwise dp[i][j] = max(dp[i-1][j], dp[i][j-1]).',
          keyPoints: ['match extends diagonal', 'otherwise max of neighbours'],
        },
        {
          question: 'How can you reduce the space of a 2D DP like LCS?',
          answer: 'Each row depends only on the previous row, so keep two rows (or one with care), reducing space from O(m·n) to O(n).',
          keyPoints: ['depends on previous row', 'keep two rows', 'O(n) space'],
        },
      ],
      handsOnTask:
        'Solve Unique Paths, Longest Common Subsequence and Edit Distance. Print the full DP table for one small example of each and annotate one cell in your journal explaining where its value came from.',
      project: 'Adds 3 two-dimensional DP problems with annotated tables to the DP section.',
      exercise: 'Solve Minimum Path Sum on a grid in place, modifying the grid as the DP table, and state the space used.',
      beginnerTip: 'Sketch the table on paper with the strings along the edges; filling 3x3 cells by hand reveals the recurrence.',
      advancedNote:
        'To recover the actual subsequence, backtrack from dp[m][n]: move diagonally on matches, otherwise toward the larger neighbour. Hirschberg\'s algorithm recovers it in O(n) space using divide and conquer.',
    },
    {
      topicName: 'Knapsack patterns and coin change',
      explanation: `## The knapsack family
Knapsack problems choose items under a capacity limit. Two versions differ only in loop direction when you use a 1D table indexed by capacity:
- **0/1 knapsack**: each item at most once. Loop capacity **downward** so \`dp[c - w]\` still holds the value from before this item.
- **Unbounded knapsack**: items reusable (coins). Loop capacity **upward** so \`dp[c - w]\` may already include the same item.

Time is O(n·W) for n items and capacity W. This is called pseudo-polynomial because it grows with the numeric value W, not its number of digits.

## Worked example: Coin Change (fewest coins)
\`\`\`python
def coin_change(coins, amount):   # O(amount * len(coins)) time, O(amount) space
    INF = float("inf")
    dp = [0] + [INF] * amount     # dp[a] = fewest coins that sum to a
    for a in range(1, amount + 1):
        for c in coins:
            if c <= a and dp[a - c] + 1 < dp[a]:
                dp[a] = dp[a - c] + 1
    return dp[amount] if dp[amount] != INF else -1

print(coin_change([1, 2, 5], 11))   # 3  (5 + 5 + 1)
print(coin_change([1, 3, 4], 6))    # 2  (3 + 3)
\`\`\`
Greedy fails on the second case: taking the largest coin first gives 4 + 1 + 1, three coins.

0/1 version (maximum value within capacity):
\`\`\`python
def knapsack(items, cap):          # items: [(weight, value)]
    dp = [0] * (cap + 1)
    for w, v in items:
        for c in range(cap, w - 1, -1):   # downward: each item once
            dp[c] = max(dp[c], dp[c - w] + v)
    return dp[cap]
\`\`\`
**Partition Equal Subset Sum** is a boolean 0/1 knapsack with target sum/2. **Coin Change II** (number of ways) puts the coin loop **outside** the amount loop to count combinations, not orderings.

## Common mistake
Looping upward in 0/1 knapsack, which lets one item be used many times. Loop direction is the whole difference.

## Check it
Assert \`coin_change([2], 3) == -1\` and \`coin_change([1], 0) == 0\`, and compare knapsack with a brute force over all subsets for up to 12 items.`,
      quiz: [
        {
          question: 'Why does 0/1 knapsack loop capacity downward in a 1D table?',
          answer:
            'Looping downward means dp[c - w] still holds the value from before the current item was considered, so each item is used at most once.',
          keyPoints: ['loop downward', 'item used once', 'value before this item'],
        },
        {
          question: 'Give an example where greedy fails for Coin Change.',
          answer: 'Coins [1, 3, 4] and amount 6: greedy takes 4 + 1 + 1 (three coins) but 3 + 3 uses only two.',
          keyPoints: ['coins 1 3 4', 'greedy uses three', 'optimal is two'],
        },
        {
          question: 'Why is knapsack DP called pseudo-polynomial?',
          answer:
            'Its O(n·W) running time depends on the numeric value of the capacity W, which can be exponential in the number of bits needed to write W.',
          keyPoints: ['depends on value of W', 'not input size in bits'],
        },
      ],
      handsOnTask:
        'Solve Coin Change, Coin Change II and Partition Equal Subset Sum. For Coin Change II, show with a printed example that swapping the loop order counts permutations instead of combinations (amount 3, coins [1, 2]: 2 vs 3).',
      project: 'Adds the knapsack family to the DP section with a loop-direction note on the cheat sheet.',
      exercise: 'Decide whether a subset of [3, 34, 4, 12, 5, 2] sums to 9 with a boolean DP array.',
      beginnerTip: 'Ask "can I reuse an item?" first; the answer decides the loop direction.',
      advancedNote:
        'When W is huge but values are small, swap the roles: dp[value] = minimum weight. For n up to about 40, meet-in-the-middle (split into halves and binary-search sums) beats both brute force and DP.',
    },
    {
      topicName: 'Greedy algorithms and interval problems',
      explanation: `## When greedy works
A greedy algorithm makes the locally best choice at each step and never revisits it. It is fast, often O(n log n) for the sort, but only correct when you can argue that some optimal solution agrees with the greedy choice. The usual proof is an **exchange argument**: take any optimal solution, swap its first choice for the greedy one, and show it stays optimal.

Intervals are the most common greedy family in interviews:
- **Merge Intervals**: sort by start, then extend or append.
- **Non-overlapping Intervals** (minimum removals): sort by **end** and keep each interval that starts after the last kept one ends.

## Worked example
\`\`\`python
def merge(intervals):             # O(n log n) for the sort
    intervals.sort(key=lambda x: x[0])
    out = []
    for start, end in intervals:
        if out and start <= out[-1][1]:
            out[-1][1] = max(out[-1][1], end)   # overlap: extend
        else:
            out.append([start, end])
    return out

def erase_overlap(intervals):     # minimum removals
    intervals.sort(key=lambda x: x[1])          # earliest end first
    kept, last_end = 0, float("-inf")
    for s, e in intervals:
        if s >= last_end:
            kept += 1
            last_end = e
    return len(intervals) - kept

print(merge([[1, 3], [2, 6], [8, 10], [15, 18]]))   # [[1, 6], [8, 10], [15, 18]]
print(erase_overlap([[1, 2], [2, 3], [3, 4], [1, 3]]))   # 1
\`\`\`
Why earliest end? The interval that finishes first leaves the most room for everything after it, so swapping it into any optimal schedule never hurts.

**Meeting Rooms II** (minimum rooms) is the maximum number of overlapping meetings: sort by start and keep a min-heap of end times.

## Common mistake
Dropping the \`max\` when merging: with \`[1, 10]\` followed by \`[2, 3]\`, writing \`out[-1][1] = end\` shrinks the merged interval to \`[1, 3]\`.

## Check it
Add the \`[[1, 10], [2, 3]]\` case, and compare \`erase_overlap\` with a brute force over all subsets for up to 10 random intervals.`,
      quiz: [
        {
          question: 'What is an exchange argument?',
          answer:
            'A proof that greedy is optimal: take any optimal solution and swap one of its choices for the greedy choice, showing the result is still valid and no worse.',
          keyPoints: ['swap in greedy choice', 'still optimal'],
        },
        {
          question: 'To keep the maximum number of non-overlapping intervals, what do you sort by and why?',
          answer: 'Sort by end time and pick the interval that ends earliest, because it leaves the most room for the remaining intervals.',
          keyPoints: ['sort by end', 'ends earliest', 'most room left'],
        },
        {
          question: 'What bug does the input [[1, 10], [2, 3]] catch in Merge Intervals?',
          answer: 'Setting the end to the new interval\'s end instead of max(old end, new end), which would wrongly shrink [1, 10] to [1, 3].',
          keyPoints: ['use max of ends', 'interval shrinks'],
        },
      ],
      handsOnTask:
        'Solve Merge Intervals, Non-overlapping Intervals and Meeting Rooms II (heap of end times). For each, write a two-sentence exchange argument in your journal and run a brute-force cross-check on random small inputs.',
      project: 'Adds a Greedy and Intervals section with 3 problems and written correctness arguments.',
      exercise: 'Jump Game: decide if you can reach the last index by tracking the farthest reachable position in one pass.',
      beginnerTip: 'If you cannot explain why the greedy choice is safe, test it against a brute force on small random inputs before trusting it.',
      advancedNote:
        'Many greedy problems are matroid problems, where greedy is provably optimal; when a counterexample exists (like Coin Change with arbitrary coins), fall back to DP.',
    },
    {
      topicName: 'Tries for prefix search and autocomplete',
      explanation: `## What a trie is
A trie (prefix tree) stores strings character by character: each edge is a character, and the path from the root to a node spells a prefix. Inserting or looking up a word of length L costs O(L), **independent of how many words are stored**. That makes tries ideal for autocomplete, "does any word start with this prefix?", spell checking, and searching many words at once in a grid (Word Search II).

## Worked example
\`\`\`python
class Trie:
    def __init__(self):
        self.root = {}
    def insert(self, word):       # O(len(word))
        node = self.root
        for ch in word:
            node = node.setdefault(ch, {})
        node["$"] = True          # end-of-word marker
    def _walk(self, s):
        node = self.root
        for ch in s:
            if ch not in node:
                return None
            node = node[ch]
        return node
    def search(self, word):
        node = self._walk(word)
        return node is not None and "$" in node
    def starts_with(self, prefix):
        return self._walk(prefix) is not None

t = Trie()
t.insert("apple")
print(t.search("app"), t.starts_with("app"))   # False True
\`\`\`
Nested dicts store only the children that exist. An array of 26 children per node is faster but uses more memory.

**Autocomplete**: walk to the prefix node, then DFS below it to collect words (store a small list of top suggestions at each node for speed). **Word Search II**: DFS the grid while walking the trie, abandoning a path as soon as the prefix is not in the trie.

## Common mistake
Forgetting the end-of-word marker. Without it, \`search("app")\` returns True after inserting only "apple", because the path a-p-p exists.

## Check it
Insert "apple" and assert \`search("apple")\` is True, \`search("app")\` is False and \`starts_with("app")\` is True. Insert "app" and assert \`search("app")\` becomes True.`,
      quiz: [
        {
          question: 'What is the time complexity of inserting or searching a word in a trie?',
          answer: 'O(L), where L is the length of the word, regardless of how many words the trie holds.',
          keyPoints: ['O(L) time', 'length of the word', 'independent of word count'],
        },
        {
          question: 'Why does a trie need an end-of-word marker?',
          answer: 'A path can exist as a prefix of a longer word; the marker distinguishes a stored word like "app" from a mere prefix of "apple".',
          keyPoints: ['end-of-word marker', 'prefix vs full word'],
        },
        {
          question: 'How does a trie speed up Word Search II compared with searching each word separately?',
          answer:
            'It searches all words in one grid DFS and prunes a path as soon as the current letters are not a prefix of any word.',
          keyPoints: ['all words at once', 'prune missing prefix'],
        },
      ],
      handsOnTask:
        'Implement Trie with insert, search and starts_with, then add autocomplete(prefix) that returns up to 3 words in sorted order. Load 20 words and print suggestions for three prefixes in your journal.',
      project: 'Adds a Trie section with the class, an autocomplete demo and a cheat-sheet row for prefix problems.',
      exercise: 'Use a trie to find the longest common prefix of ["flower", "flow", "flight"].',
      beginnerTip: 'Picture the trie as nested dictionaries: {"a": {"p": {"p": {"$": True}}}}; printing it after each insert helps.',
      advancedNote:
        'A binary trie over the bits of integers solves Maximum XOR of Two Numbers in O(n·32): for each number, greedily walk toward the opposite bit. Aho-Corasick adds failure links to match many patterns in one pass over text.',
    },
    {
      topicName: 'Bit manipulation essentials',
      explanation: `## Thinking in bits
Integers are stored as bits, and the operators \`&\` (and), \`|\` (or), \`^\` (xor), \`~\` (not), \`<<\` and \`>>\` (shifts) act on all bits at once in O(1). A handful of identities cover most interview questions:
- \`x & 1\` is the lowest bit: 1 for odd numbers.
- \`x & (x - 1)\` clears the lowest set bit; \`x & -x\` isolates it.
- \`a ^ a == 0\` and \`a ^ 0 == a\`, so xor cancels pairs.
- \`x > 0 and x & (x - 1) == 0\` tests for a power of two.
- \`1 << i\` is a mask for bit i; \`for mask in range(1 << n)\` enumerates all subsets of n items.

## Worked example
\`\`\`python
def single_number(nums):          # O(n) time, O(1) space
    result = 0
    for x in nums:
        result ^= x               # pairs cancel: a ^ a == 0
    return result

def count_bits(x):                # Kernighan: O(number of set bits)
    count = 0
    while x:
        x &= x - 1                # drop the lowest set bit
        count += 1
    return count

print(single_number([4, 1, 2, 1, 2]), count_bits(0b1011))   # 4 3
\`\`\`

## Python-specific traps
Python integers are unbounded and negative numbers behave as if they had infinitely many leading 1s, so \`count_bits(-1)\` would loop forever. For problems defined on 32-bit integers, mask with \`x & 0xFFFFFFFF\`. For counting, \`bin(x).count("1")\` or \`x.bit_count()\` (Python 3.10+) are simpler.

## Common mistake
Operator precedence: \`x & 1 == 0\` is parsed as \`x & (1 == 0)\`, which is always 0. Write \`(x & 1) == 0\`.

## Check it
Assert \`count_bits(x) == bin(x).count("1")\` for x in 0..1000, and check the power-of-two test on 0, 1, 6, 8 and 1024.`,
      quiz: [
        {
          question: 'Why does XOR-ing all numbers find the single number when every other number appears twice?',
          answer: 'XOR is commutative and a ^ a = 0, so every pair cancels out, and a ^ 0 = a leaves only the unpaired number.',
          keyPoints: ['a ^ a is 0', 'pairs cancel', 'unpaired number remains'],
        },
        {
          question: 'What does x & (x - 1) do, and how do you use it to test for a power of two?',
          answer:
            'It clears the lowest set bit. A positive power of two has exactly one set bit, so x > 0 and x & (x - 1) == 0 identifies it.',
          keyPoints: ['clears lowest set bit', 'one set bit', 'x greater than 0'],
        },
        {
          question: 'Why is (x & 1) == 0 written with parentheses?',
          answer: 'Comparison binds tighter than &, so without parentheses x & 1 == 0 is evaluated as x & (1 == 0), which is always 0.',
          keyPoints: ['operator precedence', 'comparison binds tighter'],
        },
      ],
      handsOnTask:
        'Solve Single Number, Number of 1 Bits, Counting Bits (dp[i] = dp[i >> 1] + (i & 1)) and Subsets using bitmasks. Verify the bitmask subsets match your backtracking version from Day 16.',
      project: 'Adds a Bits section with 4 problems and an identities table on the cheat sheet.',
      exercise: 'Find the missing number in 0..n using XOR instead of the sum formula, and explain why it cannot overflow in any language.',
      beginnerTip: 'Print numbers with format(x, "08b") while experimenting so you can see every bit change.',
      advancedNote:
        'Single Number II (every other number appears three times) counts each bit position modulo 3, or uses two masks as a tiny state machine, still O(n) time and O(1) space.',
    },
    {
      topicName: 'The coding interview framework: clarify, plan, code, test',
      explanation: `## What is being graded
In a live coding round, interviewers score **problem solving, communication, code quality and testing**, not just whether the final code runs. A reliable structure for a 45-minute round:
1. **Clarify (3-5 min)**: restate the problem, ask about input size, duplicates, negatives, empty input and the expected output format.
2. **Examples**: work one normal and one edge case by hand.
3. **Brute force**: state it and its complexity out loud, even if it is slow.
4. **Optimize**: name the bottleneck and the pattern that removes it; agree on the approach before typing.
5. **Code**: clear names, small helpers, talk while you write.
6. **Test**: dry-run your code on the example line by line, then edge cases; state final complexity.

## Worked scenario: K Closest Points to Origin
Clarify: can k exceed the number of points? Do ties matter? Coordinates are integers, so compare squared distances and avoid \`sqrt\`. Brute force: sort by distance, O(n log n). Optimize: a heap of size k gives O(n log k), which matters when n is large and k small.
\`\`\`python
import heapq

def k_closest(points, k):         # O(n log k) time, O(k) space
    return heapq.nsmallest(k, points, key=lambda p: p[0] * p[0] + p[1] * p[1])

print(k_closest([[1, 3], [-2, 2], [5, 1]], 2))   # [[-2, 2], [1, 3]]
\`\`\`
Then dry-run: distances are 10, 8 and 26, so the two smallest are [-2, 2] and [1, 3].

## Common mistake
Coding silently for 15 minutes, or jumping straight to a half-remembered optimal solution without stating a brute force. If you get stuck, the interviewer cannot help with what they cannot hear.

## Check it
Record yourself solving an unseen medium problem in 45 minutes. Score the recording: did you clarify, state brute force and complexity, agree on a plan, dry-run, and test at least two edge cases?`,
      quiz: [
        {
          question: 'List the six steps of the interview framework in order.',
          answer: 'Clarify the problem, work examples, state a brute force, optimize, write the code, then test with a dry run and edge cases.',
          keyPoints: ['clarify the problem', 'brute force first', 'optimize then code', 'test edge cases'],
        },
        {
          question: 'Why state a brute-force solution even if you know it is too slow?',
          answer:
            'It shows you understand the problem, gives a correct baseline and complexity to improve on, and gives the interviewer something to guide you from.',
          keyPoints: ['shows understanding', 'baseline to improve'],
        },
        {
          question: 'Why compare squared distances in K Closest Points?',
          answer: 'Squaring preserves the ordering of distances, so sqrt is unnecessary; it avoids floating-point work and rounding issues.',
          keyPoints: ['preserves ordering', 'avoid sqrt', 'no floating point'],
        },
      ],
      handsOnTask:
        'Pick an unseen medium problem, set a 45-minute timer and solve it aloud while recording your screen and voice. Watch it back and fill in a rubric in your journal (clarified, brute force, complexity, plan agreed, dry run, edge cases) with a yes or no for each.',
      project: 'Adds an interview rubric template and your first scored recording notes to the journal.',
      exercise: 'Write five clarifying questions you would ask for "Find the longest palindromic substring".',
      beginnerTip: 'Keep a printed checklist of the six steps next to your screen during mock interviews until they become habit.',
      advancedNote:
        'Strong candidates proactively discuss trade-offs (time vs memory, readability vs speed) and follow-ups such as streaming input or data that does not fit in memory, which often decide the hire level.',
    },
    {
      topicName: 'Design rounds: LRU cache and object-oriented design',
      explanation: `## Why LRU Cache is asked so often
"Design an LRU (least recently used) cache with O(1) get and put" tests whether you can combine two structures. A hash map gives O(1) lookup by key; a **doubly linked list** keeps usage order and allows O(1) removal of any node you hold a pointer to. The map stores key → node; the list's head is the most recently used item and its tail the least.

## Worked example with OrderedDict
Python's \`OrderedDict\` is exactly a hash map plus a doubly linked list:
\`\`\`python
from collections import OrderedDict

class LRUCache:
    def __init__(self, capacity):
        self.cap = capacity
        self.data = OrderedDict()     # least recent first, most recent last
    def get(self, key):               # O(1)
        if key not in self.data:
            return -1
        self.data.move_to_end(key)    # mark as most recently used
        return self.data[key]
    def put(self, key, value):        # O(1)
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.cap:
            self.data.popitem(last=False)   # evict least recently used

c = LRUCache(2)
c.put(1, 1); c.put(2, 2); c.get(1); c.put(3, 3)
print(c.get(2), c.get(1))             # -1 1
\`\`\`
Many interviewers then ask you to build the linked list yourself: use sentinel head and tail nodes so insert and remove never deal with None.

## Object-oriented design rounds
Indian product companies often include a low-level design round (parking lot, Splitwise, elevator). Approach: list requirements, identify entities (classes) and their responsibilities, define relationships and key methods, then code the core flow. Keep classes small and name them after real concepts.

## Common mistake
In \`put\`, updating an existing key without refreshing its recency, or evicting before inserting, which can evict the wrong entry.

## Check it
Run the sequence above and assert it prints \`-1 1\`. Add a test where \`put\` updates an existing key and confirm no eviction happens.`,
      quiz: [
        {
          question: 'Which two data structures give an LRU cache O(1) get and put, and what does each contribute?',
          answer:
            'A hash map for O(1) lookup of a key\'s node, and a doubly linked list that keeps recency order and allows O(1) removal and insertion of nodes.',
          keyPoints: ['hash map lookup', 'doubly linked list', 'recency order'],
        },
        {
          question: 'Why must the list be doubly linked?',
          answer: 'To remove an arbitrary node in O(1) you need its previous node, which a singly linked list can only find by scanning.',
          keyPoints: ['remove node in O(1)', 'need previous pointer'],
        },
        {
          question: 'How should you approach a low-level design question like a parking lot?',
          answer:
            'Clarify requirements, identify the entities and their responsibilities as classes, define relationships and key methods, then implement the core flow.',
          keyPoints: ['clarify requirements', 'identify entities', 'define key methods'],
        },
      ],
      handsOnTask:
        'Implement LRUCache twice: once with OrderedDict and once with your own doubly linked list plus dict using sentinel nodes. Run the same 10-operation test sequence against both and assert identical outputs.',
      project: 'Adds a Design section with two LRU implementations and a one-page parking-lot class sketch.',
      exercise: 'Sketch the classes and main methods for a Splitwise-style expense splitter: who owes whom after a list of expenses.',
      beginnerTip: 'Draw the linked list with sentinel head and tail boxes; every insert and remove then touches exactly the same four pointers.',
      advancedNote:
        'LFU cache needs O(1) eviction of the least frequently used key: keep a map from frequency to an OrderedDict of keys plus a min-frequency pointer. Discuss thread safety (locks) if asked how it behaves under concurrent access.',
    },
    {
      topicName: 'Capstone: a timed mock assessment of unseen problems',
      explanation: `## The capstone
Knowing patterns is not the same as spotting them under time pressure. This capstone simulates a real hiring loop: a 90-minute online assessment with two unseen problems, followed by a 45-minute live round with a friend or peer using the framework from Day 27. You then write a post-mortem for each problem in your journal, which now holds over 50 solved problems.

## Worked example: recognising the pattern
Problem: in a grid, 2 is a rotten orange, 1 a fresh one. Each minute, rotten oranges rot their four neighbours. How many minutes until none are fresh (or -1)? Signals: grid (graph), "minimum minutes" (shortest distance), spread from **all** rotten oranges at once. That is **multi-source BFS**.
\`\`\`python
from collections import deque

def oranges_rotting(grid):        # O(rows * cols) time and space
    rows, cols = len(grid), len(grid[0])
    q = deque((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == 2)
    fresh = sum(row.count(1) for row in grid)
    minutes = 0
    while q and fresh:
        for _ in range(len(q)):   # one minute = one BFS level
            r, c = q.popleft()
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] == 1:
                    grid[nr][nc] = 2
                    fresh -= 1
                    q.append((nr, nc))
        minutes += 1
    return minutes if fresh == 0 else -1

print(oranges_rotting([[2, 1, 1], [1, 1, 0], [0, 1, 1]]))   # 4
\`\`\`

## Post-mortem template
For each problem: minutes until you identified the pattern, the signal you used, bugs you hit, final complexity, and what you will do differently. Patterns that took longest go to the top of your revision list.

## Common mistake
Mocking with problems you have already seen, or opening the solution after five minutes. Use a fixed rule: struggle for 25 minutes, then read only a hint, and re-solve from scratch two days later.

## Check it
Your capstone is done when four unseen problems have post-mortems, at least one live round is recorded, and your cheat sheet has been updated with any new signal you learned.`,
      quiz: [
        {
          question: 'Which signals in Rotting Oranges point to multi-source BFS?',
          answer:
            'It is a grid, which is a graph; it asks for a minimum time, which is shortest distance; and the spread starts from all rotten oranges simultaneously, so they all go into the queue at distance 0.',
          keyPoints: ['grid is a graph', 'minimum time', 'all sources at once'],
        },
        {
          question: 'Why does the code process len(q) nodes per loop iteration?',
          answer: 'Each BFS level corresponds to one minute, so processing exactly the nodes currently in the queue advances time by one.',
          keyPoints: ['one level per minute', 'process current queue'],
        },
        {
          question: 'What should a problem post-mortem record?',
          answer:
            'Time to identify the pattern, the signal that revealed it, bugs you hit, the final complexity, and what you would do differently next time.',
          keyPoints: ['time to pattern', 'bugs hit', 'do differently next time'],
        },
      ],
      handsOnTask:
        'Pick two unseen medium problems from different patterns and solve them in a 90-minute timed session with no hints. Then do a 45-minute live mock with a peer on a third problem, and write post-mortems for all three in your journal.',
      project: 'Capstone: a timed mock assessment with post-mortems, bringing the journal past 50 pattern-tagged problems.',
      exercise: 'Without coding, name the pattern for: "minimum window substring", "kth smallest in a sorted matrix", "word ladder" and "daily temperatures".',
      beginnerTip: 'Use the 25-minute rule: if you are stuck after 25 honest minutes, read one hint, not the whole solution.',
      advancedNote:
        'Track your solve rate by pattern in a small table; spaced repetition on your weakest two patterns improves contest and interview performance far more than solving more random easy problems.',
    },
    {
      topicName: 'Interview readiness: online assessments, revision and the behavioural round',
      explanation: `## Online assessments (OAs)
Most campus and off-campus hiring starts with a timed OA on a platform such as HackerRank or HackerEarth, often reading from standard input. Two skills matter: **reading constraints** and **fast input**.

Use the constraint on n to choose your target complexity (Python, about 1-2 seconds):
- n ≤ 20: O(2ⁿ) backtracking or bitmasks is fine.
- n ≤ 2,000: O(n²) is fine.
- n ≤ 2 × 10⁵: you need O(n log n) or O(n).
- n up to 10⁹ as a value: O(log n) or a formula.

## Worked example: fast input
\`\`\`python
import sys

def main():
    data = sys.stdin.buffer.read().split()   # read everything at once: O(size)
    n = int(data[0])
    nums = list(map(int, data[1:1 + n]))
    print(max(nums) - min(nums))

main()
\`\`\`
Calling \`input()\` once per line for 2 × 10⁵ lines is several times slower and eats into a tight time limit; reading the whole buffer once and splitting avoids that.

## Revision plan
Spaced repetition beats re-reading: re-solve each journal problem from a blank file after 1, 3, 7 and 21 days, and keep your cheat sheet as the one page you review before each interview.

## Behavioural round
Prepare four stories in STAR form (Situation, Task, Action, Result): a hard bug, a disagreement, a failure, and something you built. Quantify results ("cut page load from 4 s to 1.5 s").

## Common mistake
Coding before reading the constraints, then discovering at minute 40 that your O(n²) solution cannot pass n = 10⁵. Read constraints first and write the target complexity at the top of your file.

## Check it
Take a full practice OA under exam conditions, then confirm your journal has a revision schedule, four STAR stories, and a resume line that names concrete results.`,
      quiz: [
        {
          question: 'If n can be 2 × 10^5, what time complexity should you aim for, and why?',
          answer: 'O(n log n) or O(n), because O(n²) would be about 4 × 10^10 operations, far beyond what runs in a couple of seconds.',
          keyPoints: ['O(n log n) or O(n)', 'O(n²) too slow'],
        },
        {
          question: 'Why read input with sys.stdin.buffer.read() in an online assessment?',
          answer: 'It reads all input at once, which is much faster than calling input() hundreds of thousands of times.',
          keyPoints: ['reads all at once', 'faster than input()'],
        },
        {
          question: 'What does STAR stand for in behavioural answers?',
          answer: 'Situation, Task, Action, Result: set the context, state your responsibility, describe what you did, and give a measurable outcome.',
          keyPoints: ['situation and task', 'action you took', 'measurable result'],
        },
        {
          question: 'How does spaced repetition apply to DSA revision?',
          answer: 'Re-solve problems from scratch at growing intervals, such as after 1, 3, 7 and 21 days, instead of re-reading solutions.',
          keyPoints: ['re-solve from scratch', 'growing intervals'],
        },
      ],
      handsOnTask:
        'Take a 90-minute practice OA with two to three problems, using the fast-input template and writing the target complexity at the top of each file. Then add a revision calendar for all journal problems and four written STAR stories to your journal.',
      project: 'Finishes the journal with an OA template, a constraints table, a spaced-repetition calendar and STAR stories.',
      exercise: 'For constraints n ≤ 15, n ≤ 10^3, n ≤ 10^6 and n ≤ 10^18, write the fastest-needed complexity and a matching technique.',
      beginnerTip: 'Read the constraints section before the problem story; it quietly tells you which algorithm is expected.',
      advancedNote:
        'Many OAs have hidden tests for edge cases such as empty input, maximum values and all-equal elements; generating your own stress tests with a brute-force checker catches these before submission.',
    },
  ],
  advancedDays: [
    {
      topicName: 'Fenwick trees and segment trees for range queries',
      explanation: `## The problem they solve
A prefix-sum array answers range sums in O(1) but needs O(n) to rebuild after a single update. When queries and updates are interleaved (10⁵ of each), you need both in O(log n). Two structures do this:
- **Fenwick tree (Binary Indexed Tree)**: short code, handles prefix sums (and anything invertible like xor) with point updates.
- **Segment tree**: more code, but supports any associative operation (min, max, gcd, sum) and, with lazy propagation, range updates.

## Worked example: Fenwick tree
Index i (1-based) is responsible for a block of length \`i & -i\` ending at i.
\`\`\`python
class Fenwick:
    def __init__(self, n):
        self.n = n
        self.tree = [0] * (n + 1)         # 1-based
    def add(self, i, delta):              # O(log n)
        while i <= self.n:
            self.tree[i] += delta
            i += i & -i                   # move to the next responsible block
    def prefix(self, i):                  # sum of elements 1..i, O(log n)
        s = 0
        while i > 0:
            s += self.tree[i]
            i -= i & -i                   # strip the lowest set bit
        return s
    def range_sum(self, l, r):
        return self.prefix(r) - self.prefix(l - 1)

f = Fenwick(5)
for i, v in enumerate([3, 2, -1, 6, 5], start=1):
    f.add(i, v)
print(f.range_sum(2, 4))                  # 7
f.add(3, 4)                               # element 3 goes from -1 to 3
print(f.range_sum(2, 4))                  # 11
\`\`\`

## Segment tree in one paragraph
Store the array in leaves; each internal node stores the combined value of its range. A query visits O(log n) nodes that exactly cover [l, r]; an update changes one leaf and its O(log n) ancestors. An iterative version uses an array of size 2n.

## Common mistake
Mixing 0-based and 1-based indices. Index 0 in a Fenwick tree loops forever in \`add\` because \`0 & -0\` is 0. Convert to 1-based at the boundary.

## Check it
Apply 1,000 random updates and range queries to both the Fenwick tree and a plain list, asserting the answers match.`,
      quiz: [
        {
          question: 'When would you use a Fenwick tree instead of a prefix-sum array?',
          answer: 'When point updates are interleaved with range-sum queries; a Fenwick tree does both in O(log n), while a prefix array needs O(n) per update.',
          keyPoints: ['interleaved updates and queries', 'O(log n) both'],
        },
        {
          question: 'What does i & -i compute in a Fenwick tree?',
          answer: 'The lowest set bit of i, which is the length of the block that index i is responsible for; adding or subtracting it moves between blocks.',
          keyPoints: ['lowest set bit', 'block length'],
        },
        {
          question: 'What can a segment tree do that a basic Fenwick tree cannot easily do?',
          answer: 'Answer range queries for any associative operation such as min or max, and support range updates with lazy propagation.',
          keyPoints: ['range min or max', 'lazy propagation'],
        },
      ],
      handsOnTask:
        'Implement the Fenwick tree and an iterative segment tree for range minimum. Solve Range Sum Query - Mutable with both and run a 1,000-operation randomized test against a plain list.',
      project: 'Adds a Range Query section with both structures and a randomized stress test.',
      exercise: 'Count inversions in an array with a Fenwick tree over compressed values in O(n log n).',
      beginnerTip: 'Learn the Fenwick tree first: it is about 15 lines and covers most range-sum interview questions.',
      advancedNote:
        'Lazy propagation stores pending range updates at internal nodes and pushes them to children only when needed, keeping range update plus range query at O(log n).',
    },
    {
      topicName: "Minimum spanning trees: Kruskal's and Prim's algorithms",
      explanation: `## What an MST is
A minimum spanning tree of a connected, weighted, undirected graph is a set of V - 1 edges that connects every node with the smallest possible total weight and no cycles. Typical uses: connecting cities with the least cable, clustering, and interview problems like Min Cost to Connect All Points.

Both classic algorithms rely on the **cut property**: for any split of the nodes into two groups, the lightest edge crossing the split belongs to some MST.

## Worked example: Kruskal's with Union-Find
Sort edges by weight and add each edge unless it would create a cycle.
\`\`\`python
def kruskal(n, edges):            # edges: [(w, u, v)]; O(E log E)
    parent = list(range(n))
    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    total, used = 0, 0
    for w, u, v in sorted(edges):
        ru, rv = find(u), find(v)
        if ru != rv:              # different components: safe to add
            parent[ru] = rv
            total += w
            used += 1
    return total if used == n - 1 else None   # None: graph disconnected

edges = [(1, 0, 1), (4, 0, 2), (3, 1, 2), (2, 1, 3), (5, 2, 3)]
print(kruskal(4, edges))          # 6  (edges 1 + 2 + 3)
\`\`\`

## Prim's algorithm
Grow one tree from a start node, always adding the cheapest edge leaving the tree, using a min-heap: O(E log V). On dense graphs such as all pairs of points (E ≈ V²), an O(V²) array-based Prim without a heap is simpler and faster.

## Common mistake
Applying MST ideas to shortest paths. An MST minimizes the total edge weight of the tree, not the distance between two specific nodes; the MST path between two nodes can be much longer than the shortest path.

## Check it
For a small graph, enumerate all subsets of V - 1 edges that form a spanning tree, and assert the minimum total equals your Kruskal result.`,
      quiz: [
        {
          question: 'What is the cut property?',
          answer: 'For any partition of the nodes into two sets, the minimum-weight edge crossing the partition belongs to some minimum spanning tree.',
          keyPoints: ['partition of nodes', 'lightest crossing edge', 'belongs to MST'],
        },
        {
          question: "How does Kruskal's algorithm avoid cycles?",
          answer: 'It uses Union-Find and only adds an edge whose endpoints are in different components; if they share a root, the edge would form a cycle.',
          keyPoints: ['union-find structure', 'different components', 'same root means cycle'],
        },
        {
          question: 'Is the path between two nodes in an MST their shortest path?',
          answer: 'No. The MST minimizes total tree weight, not pairwise distances, so the tree path can be longer than the shortest path.',
          keyPoints: ['not shortest path', 'minimizes total weight'],
        },
      ],
      handsOnTask:
        'Solve Min Cost to Connect All Points with both Kruskal (generate all edges) and O(V^2) Prim. Time both on 1,000 random points and record which is faster and why.',
      project: 'Adds an MST section with both algorithms, a brute-force verifier and a timing comparison.',
      exercise: 'Modify Kruskal to return the list of chosen edges and print them for the 4-node example.',
      beginnerTip: 'Kruskal is just "sort edges, then Union-Find"; if you know DSU, you already know most of it.',
      advancedNote:
        'If all edge weights are distinct, the MST is unique. The maximum edge on the MST path between two nodes is the minimum possible bottleneck between them, which answers "minimax path" queries.',
    },
    {
      topicName: 'String matching with KMP and rolling hashes',
      explanation: `## The problem
Find every occurrence of a pattern of length m in a text of length n. The naive approach restarts after each mismatch and can take O(n·m), for example pattern "aaaab" in text "aaaa...a". Two linear-time methods are interview favourites.

## KMP and the prefix function
For each position i of a string s, \`pi[i]\` is the length of the longest proper prefix of \`s[:i+1]\` that is also a suffix. On a mismatch, KMP falls back to \`pi\` instead of restarting, so it never re-reads text characters. Total O(n + m).
\`\`\`python
def prefix_function(s):           # O(len(s))
    pi = [0] * len(s)
    for i in range(1, len(s)):
        k = pi[i - 1]
        while k > 0 and s[i] != s[k]:
            k = pi[k - 1]         # fall back to a shorter border
        if s[i] == s[k]:
            k += 1
        pi[i] = k
    return pi

def find_all(text, pat):
    s = pat + "#" + text          # "#" must not appear in either string
    pi = prefix_function(s)
    m = len(pat)
    return [i - 2 * m for i in range(len(s)) if pi[i] == m]

print(prefix_function("aabaaab"))      # [0, 1, 0, 1, 2, 2, 3]
print(find_all("abababa", "aba"))      # [0, 2, 4]
\`\`\`

## Rabin-Karp (rolling hash)
Hash each length-m window as a polynomial modulo a large prime, updating the hash in O(1) as the window slides. Equal hashes are candidates that you verify by direct comparison. It is O(n + m) on average and extends naturally to many patterns or to "longest repeated substring" with binary search.

## Common mistake
Trusting a hash match without verifying, or using a small modulus. Collisions happen; compare the actual substrings, or use two independent hashes.

## Check it
Compare \`find_all\` with a naive scan on 500 random strings over the alphabet "ab", where overlapping matches are common.`,
      quiz: [
        {
          question: 'What does pi[i] store in the KMP prefix function?',
          answer: 'The length of the longest proper prefix of s[0..i] that is also a suffix of s[0..i].',
          keyPoints: ['longest proper prefix', 'also a suffix'],
        },
        {
          question: 'Why is KMP O(n + m) while naive matching can be O(n·m)?',
          answer:
            'On a mismatch KMP falls back using the prefix function instead of moving back in the text, so each text character is processed a constant number of times amortized.',
          keyPoints: ['falls back using pi', 'never re-reads text', 'amortized linear'],
        },
        {
          question: 'Why must Rabin-Karp verify a hash match?',
          answer: 'Different strings can have the same hash (a collision), so an equal hash only means a candidate; a direct comparison confirms it.',
          keyPoints: ['hash collisions', 'compare actual substrings'],
        },
      ],
      handsOnTask:
        'Implement the prefix function and find_all, plus a Rabin-Karp matcher with modulus 10**9 + 7. Stress-test both against a naive matcher on random "ab" strings and solve Find the Index of the First Occurrence in a String with KMP.',
      project: 'Adds a String Algorithms section with KMP, Rabin-Karp and a stress test.',
      exercise: 'Use the prefix function to find the shortest palindrome formed by adding characters in front of a string (hint: s + "#" + reversed s).',
      beginnerTip: 'Compute pi by hand for "aabaaab" before coding; matching the printed output is the best test of understanding.',
      advancedNote:
        'The Z-function is an alternative to pi with equally linear time; suffix arrays with LCP arrays answer many substring queries in O(n log n) preprocessing.',
    },
    {
      topicName: 'Bitmask dynamic programming',
      explanation: `## The idea
When a problem involves choosing or ordering a small set of items (n up to about 20), you can encode which items are used as the bits of an integer \`mask\` and run DP over all 2ⁿ masks. This turns an n! search into roughly O(2ⁿ · n) or O(2ⁿ · n²) work. Signals: n ≤ 20, "visit every node", "assign each task to one person", "partition into groups".

## Worked example: shortest route visiting every city (Held-Karp)
\`dp[mask][j]\` is the minimum cost to start at city 0, visit exactly the cities in \`mask\`, and end at city j.
\`\`\`python
def tsp(dist):                    # O(2^n * n^2) time, O(2^n * n) space
    n = len(dist)
    INF = float("inf")
    dp = [[INF] * n for _ in range(1 << n)]
    dp[1][0] = 0                  # only city 0 visited, standing at 0
    for mask in range(1 << n):
        for j in range(n):
            if dp[mask][j] == INF or not (mask >> j) & 1:
                continue
            for k in range(n):
                if (mask >> k) & 1:
                    continue      # k already visited
                nxt = mask | (1 << k)
                cost = dp[mask][j] + dist[j][k]
                if cost < dp[nxt][k]:
                    dp[nxt][k] = cost
    full = (1 << n) - 1
    return min(dp[full][j] + dist[j][0] for j in range(n))

d = [[0, 10, 15, 20], [10, 0, 35, 25], [15, 35, 0, 30], [20, 25, 30, 0]]
print(tsp(d))                     # 80  (0 -> 1 -> 3 -> 2 -> 0)
\`\`\`
Masks only grow, so iterating masks in increasing numeric order guarantees every smaller subset is finished first.

## Common mistake
Using bitmask DP when n is too large. 2²⁰ × 20 × 20 is about 4 × 10⁸ steps, already too slow in pure Python; check n first, and prefer the O(2ⁿ · n) formulations or precompute transitions.

## Check it
Compare \`tsp\` with a brute force over \`itertools.permutations\` of cities 1..n-1 for random 6-city matrices.`,
      quiz: [
        {
          question: 'What signals suggest bitmask DP?',
          answer: 'A small n (about 20 or less) and a state that depends on which subset of items has been used, such as visiting all nodes or assigning tasks.',
          keyPoints: ['n about 20', 'subset of items used'],
        },
        {
          question: 'What does dp[mask][j] mean in Held-Karp?',
          answer: 'The minimum cost of a path that starts at city 0, visits exactly the cities in mask, and ends at city j.',
          keyPoints: ['cities in mask visited', 'ends at city j', 'minimum cost'],
        },
        {
          question: 'Why can masks be processed in increasing numeric order?',
          answer: 'Transitions only add bits, so every mask is larger than the masks it comes from; increasing order finishes all predecessors first.',
          keyPoints: ['transitions only add bits', 'predecessors smaller'],
        },
      ],
      handsOnTask:
        'Implement tsp and verify it against a permutations brute force on 20 random 6-city matrices. Then solve Shortest Path Visiting All Nodes with BFS over (node, mask) states.',
      project: 'Adds a Bitmask DP section with Held-Karp, a brute-force checker and one BFS-over-masks problem.',
      exercise: 'Assign n workers to n jobs at minimum cost with dp[mask] where the number of set bits tells which worker is next (n ≤ 15).',
      beginnerTip: 'Practise reading masks: (mask >> j) & 1 asks "is j in the set?" and mask | (1 << k) means "add k".',
      advancedNote:
        'Iterating over all submasks of every mask with sub = (sub - 1) & mask costs O(3^n) in total, which is the standard technique for set-partition DP.',
    },
  ],
};
