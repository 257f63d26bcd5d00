// A bench's report goes to standard output as plain lines, nothing else on them.
export const print = (line: string): void => {
  process.stdout.write(`${line}\n`);
};
