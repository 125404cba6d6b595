/** Trigger arguments as encode(tgargs, 'escape') prints them: each ends in \000, backslashes doubled. */
export function encodeTriggerArgumentsForTest(args: readonly string[]): string {
  return args.map((arg) => `${arg.replaceAll('\\', '\\\\')}\\000`).join('')
}
