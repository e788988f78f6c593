// Jest reporter: at the end of a run, the 15 slowest test files and each project's total, so CI's log says where
// the time goes (registered beside the default reporter in jest.config.ts). Prints at most 18 lines.
const path = require('node:path');

const SHOWN = 15;

class SlowestSuites {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.suites = [];
  }

  onTestResult(test, result) {
    const { start, end } = result.perfStats;
    if (!start || !end) return;
    const project = test.context.config.displayName?.name ?? path.basename(test.context.config.rootDir);
    this.suites.push({
      file: path.relative(this.rootDir, result.testFilePath),
      project,
      seconds: (end - start) / 1000,
    });
  }

  onRunComplete() {
    if (this.suites.length < 2) return;
    const totals = new Map();
    for (const { project, seconds } of this.suites) totals.set(project, (totals.get(project) ?? 0) + seconds);
    const slowest = [...this.suites].sort((a, b) => b.seconds - a.seconds).slice(0, SHOWN);
    const lines = [
      '',
      `Slowest ${slowest.length} of ${this.suites.length} test files (seconds, summed over workers):`,
      ...slowest.map(({ file, project, seconds }) => `${seconds.toFixed(1).padStart(7)}  ${file}  [${project}]`),
      `Per project: ${[...totals]
        .sort((a, b) => b[1] - a[1])
        .map(([project, seconds]) => `${project} ${Math.round(seconds)}`)
        .join(', ')}`,
    ];
    process.stderr.write(`${lines.join('\n')}\n`);
  }
}

module.exports = SlowestSuites;
