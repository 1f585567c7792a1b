// Linux's /proc, for the benchmark scripts: the processes this script started.
import fs from "node:fs";

/** The ids of this process and every process descended from it (the browser's), as strings. */
export function ownProcesses() {
  const parent = new Map();
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      parent.set(pid, stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    } catch { /* gone */ }
  }
  const ours = new Set([String(process.pid)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parent) if (!ours.has(pid) && ours.has(ppid)) { ours.add(pid); grew = true; }
  }
  return ours;
}

/** Each thread of the browser (the processes descended from this script, this one left out), by
 *  "pid/tid": its name and the CPU nanoseconds it has run so far (Linux's `schedstat`). */
export function browserThreads() {
  const threads = new Map();
  for (const pid of ownProcesses()) {
    if (pid === String(process.pid)) continue;
    let tasks = [];
    try { tasks = fs.readdirSync(`/proc/${pid}/task`); } catch { continue; }
    for (const tid of tasks) {
      try {
        const name = fs.readFileSync(`/proc/${pid}/task/${tid}/comm`, "utf8").trim();
        const ns = Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
        threads.set(`${pid}/${tid}`, { name, ns });
      } catch { /* gone */ }
    }
  }
  return threads;
}
