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
