/**
 * The Node release the API runs on (ADR 069). Imported first by main.ts, so an operator who
 * starts the bundle on an older Node is told why in one line, before anything else loads;
 * keep it free of imports and of syntax older Nodes cannot read.
 */
export const REQUIRED_NODE_MAJOR = 24;

/** Why this Node cannot run the API, or undefined when it can. */
export function nodeVersionProblem(version: string, required = REQUIRED_NODE_MAJOR): string | undefined {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  if (Number.isInteger(major) && major >= required) return undefined;
  return (
    `Plan My Walk needs Node ${required} or newer and this is Node ${version}. ` +
    `Install Node ${required} LTS (https://nodejs.org), or run \`npm run quickstart\`, which installs it into .tools/.`
  );
}

const problem = nodeVersionProblem(process.versions.node);
if (problem !== undefined) {
  console.error(`Plan My Walk did not start: ${problem}`);
  process.exit(1);
}
