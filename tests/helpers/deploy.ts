/** Reading what `remote-deploy` printed: one JSON line per action (pino), its refusal on stderr. */

export interface DeployLine {
  msg: string;
  level: number;
  version?: string;
  link?: string;
  page?: string;
  problems?: string[];
  parts?: string;
  ms?: number;
  [key: string]: unknown;
}

/** The JSON lines of the command's output (anything else is left out). */
export function deployLines(stdout: string): DeployLine[] {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as DeployLine);
}

/** The line with this message; fails when there is none. */
export function lineOf(stdout: string, msg: string | RegExp): DeployLine {
  const line = deployLines(stdout).find((candidate) =>
    typeof msg === 'string' ? candidate.msg === msg : msg.test(candidate.msg),
  );
  if (!line) throw new Error(`remote-deploy printed no "${msg}" line:\n${stdout}`);
  return line;
}

/** The browser check's verdict on each page, as printed. */
export function checkedPages(stdout: string): { page: string; passed: boolean; problems: string[] }[] {
  return deployLines(stdout)
    .filter((line) => typeof line.page === 'string')
    .map((line) => ({ page: line.page as string, passed: !line.problems, problems: line.problems ?? [] }));
}
