const target = process.argv[2]!;
(globalThis as any).gc(); const before = process.memoryUsage();
await import(target);
(globalThis as any).gc(); const after = process.memoryUsage();
console.log(`${Math.round((after.rss-before.rss)/1048576)}MB rss  ${Math.round((after.heapUsed-before.heapUsed)/1048576)}MB heap  ${target}`);
