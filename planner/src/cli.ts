// npm run -s plan -w planner -- FILE: reads the planner's JSON input, prints the proposal's JSON.
// Exit 0 with the proposal; exit 2 with a message on stderr for unreadable or malformed input.
import { readFileSync } from 'node:fs';
import { InputError } from './input';
import { planFromJson } from './plan';

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(2);
};

const main = async () => {
  const args = process.argv.slice(2);
  if (args.length !== 1)
    fail('Usage: npm run -s plan -w planner -- FILE (the planner input as JSON)');
  const file = args[0]!;
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    fail(`Cannot read ${file}: ${(error as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    fail(`${file} is not JSON: ${(error as Error).message}`);
  }
  try {
    const proposal = await planFromJson(raw);
    process.stdout.write(`${JSON.stringify(proposal, null, 2)}\n`);
  } catch (error) {
    if (error instanceof InputError) fail(`${file}: ${error.message}`);
    throw error;
  }
};

main().catch((error: unknown) => {
  process.stderr.write(
    `The planner failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
